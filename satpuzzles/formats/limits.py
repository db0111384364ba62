"""Bounds on untrusted input, checked before it is parsed: total size, JSON nesting and number length.

Python's json module recurses once per nesting level (RecursionError past about 1000) and refuses
integers of over 4300 digits with a ValueError; neither is a message for a user. Here one scan
without recursion, before json.loads runs, counts the nesting depth, bounds the digits of numbers
and refuses NaN and Infinity (not JSON). No field of the schema needs more than a few levels or digits.
"""

from __future__ import annotations

import re
from typing import Any

MAX_INPUT_BYTES = 64 * 2**20  # one input (file, stdin or string): a 1000x1000 puzzle in JSON takes ~6 MB
MAX_JSON_DEPTH = 32  # the schema nests 4 deep (an array of puzzles > puzzle > givens > row)
MAX_NUMBER_DIGITS = 20  # digits in a row in one JSON number: any 64-bit integer fits

_STRUCTURE = re.compile(r'[\[\]{}"]')
_STRING_REST = re.compile(r'[^"\\]*(?:\\.[^"\\]*)*"?', re.S)  # after the opening quote; to the end if unterminated
_SUSPECT = re.compile(rf"[0-9]{{{MAX_NUMBER_DIGITS + 1}}}|NaN|Infinity")
# Outside strings (a string is matched whole first, so nothing inside one counts): a refused token.
_REFUSED = re.compile(rf'"{_STRING_REST.pattern}|(?P<refused>[0-9]{{{MAX_NUMBER_DIGITS + 1},}}|NaN|Infinity)', re.S)


def input_too_large(size: int) -> str | None:
    """The problem with an input of `size` bytes (or characters), or None when it is within the limit."""
    if size > MAX_INPUT_BYTES:
        return f"the input is {size:,} bytes, over the limit of {MAX_INPUT_BYTES:,}"
    return None


def loads(text: str) -> Any:
    """json.loads with the bounds above; a bound exceeded raises json.JSONDecodeError at its place."""
    import json  # here: every command reads the limits above, and a native text input needs no JSON

    # _SUSPECT is rare: only then see whether it lies outside strings
    refused = _too_deep(text) or (_refused_token(text) if _SUSPECT.search(text) else None)
    if refused is not None:
        raise json.JSONDecodeError(refused[0], text, refused[1])
    return json.loads(text)


def _too_deep(text: str) -> tuple[str, int] | None:
    """The problem and its place when `text` nests deeper than MAX_JSON_DEPTH, else None."""
    if text.count("[") + text.count("{") <= MAX_JSON_DEPTH:
        return None  # no deeper than it has openers: most puzzles, without a scan (a batch reads hundreds)
    depth, position = 0, 0
    while found := _STRUCTURE.search(text, position):
        position = found.end()
        char = found.group()
        if char == '"':
            rest = _STRING_REST.match(text, position)  # always matches: the pattern accepts ""
            position = rest.end() if rest else len(text)
        elif char in "[{":
            depth += 1
            if depth > MAX_JSON_DEPTH:
                return f"nested deeper than {MAX_JSON_DEPTH} levels", found.start()
        else:
            depth -= 1
    return None


def _refused_token(text: str) -> tuple[str, int] | None:
    """The first too long number, NaN or Infinity outside strings, as a problem and its place; else None."""
    for found in _REFUSED.finditer(text):
        token = found["refused"]
        if token is None:
            continue
        if token[0].isdigit():
            problem = f"a number with over {MAX_NUMBER_DIGITS} digits in a row"
        else:
            problem = f"{token} is not a JSON value"
        return problem, found.start()
    return None
