"""Helpers for native text formats: header words, numbered lines, errors that name the line."""

from __future__ import annotations

from dataclasses import dataclass

from satpuzzles.errors import PuzzleError


@dataclass(frozen=True)
class Line:
    number: int  # 1-based, in the original text
    text: str

    def error(self, problem: str) -> PuzzleError:
        return PuzzleError(problem, where=f"line {self.number}")


def content_lines(text: str) -> list[Line]:
    """Non-blank lines with `#` comment lines dropped, keeping their line numbers."""
    lines = []
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if stripped and not stripped.startswith("#"):
            lines.append(Line(number, raw.rstrip()))
    return lines


@dataclass(frozen=True)
class Header:
    """`TYPE SIZE key=value ... flag ...`: the first content line of a native text file."""

    line: Line
    type_name: str
    size: int
    options: dict[str, str]
    flags: frozenset[str]

    def int_option(self, key: str, default: int) -> int:
        raw = self.options.get(key)
        if raw is None:
            return default
        try:
            return int(raw)
        except ValueError:
            raise self.line.error(f"{key} must be a whole number, found {raw!r}") from None

    def reject_unknown(self, options: set[str], flags: set[str]) -> None:
        for key in self.options:
            if key not in options:
                raise self.line.error(f"unknown header option {key!r} (known: {', '.join(sorted(options)) or 'none'})")
        for flag in self.flags:
            if flag not in flags:
                raise self.line.error(f"unknown header word {flag!r} (known: {', '.join(sorted(flags))})")


def parse_header(line: Line) -> Header:
    words = line.text.split()
    if len(words) < 2:
        raise line.error("the header needs the puzzle type and its size, e.g. 'skyscrapers 6'")
    size_word = words[1].lower().split("x")
    if len(size_word) == 2 and size_word[0] != size_word[1]:
        raise line.error(f"only square grids are supported, found {words[1]}")
    try:
        size = int(size_word[0])
    except ValueError:
        raise line.error(f"expected the grid size after the type, found {words[1]!r}") from None
    options, flags = {}, set()
    for word in words[2:]:
        key, sep, value = word.partition("=")
        if sep:
            options[key.lower()] = value
        else:
            flags.add(word.lower())
    return Header(line, words[0].lower(), size, options, frozenset(flags))
