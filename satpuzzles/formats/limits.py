"""Bounds on untrusted input, checked before it is parsed: total size, JSON nesting and number length.

Python's json module recurses once per nesting level (RecursionError past about 1000) and refuses
integers of over 4300 digits with a ValueError; neither is a message for a user. Here one scan
without recursion, before json.loads runs, counts the nesting depth, bounds the digits of numbers
and refuses NaN and Infinity (not JSON). No field of the schema needs more than a few levels or digits.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterator
from itertools import pairwise
from typing import IO, Any, BinaryIO

from satpuzzles.errors import PuzzleError, shown

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


def read_text(path: str | os.PathLike[str]) -> str:
    """The UTF-8 text of the file at `path`, read no further than the limit allows; PuzzleError names the problem.

    The size a file states is checked first, so a large file is refused unread; what states no size (/dev/zero,
    a pipe) is read at most one byte past the limit, so an endless input is refused too, not held in memory.
    """
    name = os.fspath(path)
    try:
        with open(path, "rb") as stream:
            refuse_by_stated_size(stream, name)
            data = read_at_most(stream)
    except FileNotFoundError:
        raise PuzzleError("no such file", source=name) from None
    except IsADirectoryError:
        raise PuzzleError("is a directory, expected a file", source=name) from None
    except OSError as error:
        raise PuzzleError(error.strerror or str(error), source=name) from None
    if data is None:
        raise PuzzleError(OVER_THE_LIMIT, source=name)
    return _utf8(data, name)


def refuse_by_stated_size(stream: IO[bytes], source: str) -> None:
    """Refuse, unread, a directory or a file whose stated size is over the limit: what every reader checks first."""
    status = os.fstat(stream.fileno())
    if stat.S_ISDIR(status.st_mode):
        raise PuzzleError("is a directory, expected a file", source=source)
    too_large = input_too_large(status.st_size)
    if too_large:
        raise PuzzleError(too_large, source=source)


def bounded_lines(stream: IO[bytes], source: str, longest: int) -> Iterator[bytes | None]:
    """Each line of `stream`, or None for one over `longest` bytes (passed over, never held); PuzzleError once
    MAX_INPUT_BYTES have been read in all, so that an endless input (/dev/zero, a pipe) is refused, not read forever.
    """
    refuse_by_stated_size(stream, source)
    total = 0

    def counted(piece: bytes) -> bytes:
        nonlocal total
        total += len(piece)
        if total > MAX_INPUT_BYTES:
            raise PuzzleError(OVER_THE_LIMIT, source=source)
        return piece

    while line := counted(stream.readline(longest + 1)):
        if len(line) <= longest or line.endswith(b"\n"):
            yield line
            continue
        while (rest := counted(stream.readline(longest))) and not rest.endswith(b"\n"):
            pass
        yield None


def read_stdin() -> str:
    """Standard input as UTF-8 text, read as a file is (its text layer would pass bad bytes on as surrogates)."""
    import sys

    data = read_at_most(sys.stdin.buffer)
    if data is None:
        raise PuzzleError(OVER_THE_LIMIT, source="<stdin>")
    return _utf8(data, "<stdin>")


OVER_THE_LIMIT = f"the input is over the limit of {MAX_INPUT_BYTES:,} bytes"  # its end is unknown: no more is said


def read_at_most(stream: BinaryIO) -> bytes | None:
    """All of `stream`, or None when it holds more than MAX_INPUT_BYTES (read one byte past the limit, no further)."""
    data = stream.read(MAX_INPUT_BYTES + 1)
    return None if len(data) > MAX_INPUT_BYTES else data


def _utf8(data: bytes, source: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise PuzzleError(f"is not UTF-8 text (byte {error.start + 1})", source=source) from None


def loads(text: str) -> Any:
    """json.loads with the bounds above; a bound exceeded, or a key given twice in one object (json.loads would
    keep the last value without a word), raises json.JSONDecodeError at its place."""
    import json  # here: every command reads the limits above, and a native text input needs no JSON

    # _SUSPECT is rare: only then see whether it lies outside strings
    refused = _too_deep(text) or (_refused_token(text) if _SUSPECT.search(text) else None)
    if refused is not None:
        raise json.JSONDecodeError(refused[0], text, refused[1])
    try:
        return json.loads(text, object_pairs_hook=_without_repeated_keys)
    except _RepeatedKey as repeated:
        raise json.JSONDecodeError(
            f"the key {shown(repeated.key)} appears twice in one object", text, _second_place(text, repeated.key)
        ) from None


class _RepeatedKey(Exception):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _without_repeated_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    data = dict(pairs)
    if len(data) < len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _RepeatedKey(key)
            seen.add(key)
    return data


def _second_place(text: str, key: str) -> int:
    """Where `key` is named a second time in one object (two places with no brace between them), else 0."""
    import json

    places = [found.start() for found in re.finditer(re.escape(json.dumps(key)) + r"\s*:", text)]
    for first, second in pairwise(places):
        if not _BRACE.search(text, first, second):
            return second
    return 0


_BRACE = re.compile(r"[{}]")


def _too_deep(text: str) -> tuple[str, int] | None:
    """The problem and its place when `text` nests deeper than MAX_JSON_DEPTH, else None."""
    if text.count("[") + text.count("{") <= MAX_JSON_DEPTH:
        return None  # no deeper than it has openers: most puzzles, without a scan (a batch reads hundreds)
    strings = _STRING if '\\"' in text else _PLAIN_STRING
    if not _deeper_than_allowed(re.sub(_NOT_BRACKET, "", re.sub(strings, "", text))):
        return None  # a dataset file: its brackets alone, the strings taken out by regex (a fifth of the scan)
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


# Compiled on first use (re's cache), by the few inputs that are scanned
_STRING = r'"[^"\\]*(?:\\.[^"\\]*)*"'  # a whole string (an unterminated one stays: see below)
_PLAIN_STRING = r'"[^"]*"'  # the same where no quote follows a backslash (no string escapes one)
_NOT_BRACKET = r"[^\[\]{}]+"


def _deeper_than_allowed(brackets: str) -> bool:
    """Whether these brackets nest deeper than MAX_JSON_DEPTH. Those of an unterminated string's rest count too,
    which the scan does not: this says yes at least whenever the scan does, which then says where."""
    depth = 0
    for char in brackets:
        depth += 1 if char in "[{" else -1
        if depth > MAX_JSON_DEPTH:
            return True
    return False


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
