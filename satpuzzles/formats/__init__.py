"""Reading puzzles from files and strings in any supported format, detected from the content."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from satpuzzles.errors import PuzzleError
from satpuzzles.formats.limits import input_too_large, read_text
from satpuzzles.formats.records import Record
from satpuzzles.formats.sniff import looks_like_game_id, looks_like_url
from satpuzzles.lazy import lazy_names
from satpuzzles.puzzles import Puzzle, PuzzleSpec, all_types, get_type, type_of
from satpuzzles.typekit.textgrid import content_lines

if TYPE_CHECKING:
    from satpuzzles.formats.dump import DUMP_FORMATS, dumps, dumps_records
    from satpuzzles.formats.jsonfmt import puzzle_to_json, solution_to_json
    from satpuzzles.formats.puzzlink import read_url as read_url
    from satpuzzles.formats.tatham import read_game_id as read_game_id

# Imported on first use: reading a native text or JSON file needs neither the writers nor these codecs, and a
# native text file needs no JSON.
_HOMES = {
    "DUMP_FORMATS": "satpuzzles.formats.dump",
    "dumps": "satpuzzles.formats.dump",
    "dumps_records": "satpuzzles.formats.dump",
    "puzzle_to_json": "satpuzzles.formats.jsonfmt",
    "solution_to_json": "satpuzzles.formats.jsonfmt",
    "read_url": "satpuzzles.formats.puzzlink",
    "read_game_id": "satpuzzles.formats.tatham",
}
__getattr__ = lazy_names(__name__, _HOMES, globals())

FORMATS = ("json", "text", "puzzlekit", "puzzlink", "tatham")
# One puzzle per line: a puzz.link URL or a Tatham game ID.
LINE_READERS = {"puzzlink": "read_url", "tatham": "read_game_id"}
BOM = "\ufeff"  # some editors start UTF-8 files with it: read past it


def without_bom(text: str) -> str:
    return text.removeprefix(BOM)


def detect_format(text: str) -> str:
    """json, text (the native format), puzzlekit, puzzlink (URLs) or tatham (game IDs), from the content."""
    text = without_bom(text)
    stripped = text.lstrip()
    if stripped.startswith(("{", "[")):
        return "json"
    lines = [line.text for line in content_lines(text)]
    if not lines:
        raise PuzzleError("the input is empty")
    if looks_like_url(lines[0]):
        return "puzzlink"
    if looks_like_game_id(lines[0]):
        return "tatham"
    first_word = lines[0].split()[0].lower()
    if _names_a_type(first_word):
        return "text"
    if any(_puzzlekit_fits(t, lines) for t in all_types()):
        return "puzzlekit"
    raise PuzzleError(
        "cannot tell the format: expected JSON, a native text header such as 'TYPE 6', "
        "or puzzlekit text (use --format to say which)",
        where="line 1",
    )


def loads(
    text: str, format: str | None = None, type_name: str | None = None, source: str | None = None
) -> list[Record]:
    """Parse puzzles from a string; errors name `source` and the place in it."""
    text = without_bom(text)
    try:
        too_large = input_too_large(len(text))
        if too_large:
            raise PuzzleError(too_large)
        fmt = format or detect_format(text)
        if fmt == "json":
            from satpuzzles.formats.jsonfmt import read_json

            records = read_json(text, type_name)
            if not records:  # `[]`: nothing to solve is an error, not a silent success
                raise PuzzleError("the JSON array holds no puzzles")
            return records
        if fmt == "text":
            lines = content_lines(text)
            if not lines:
                raise PuzzleError("the input is empty")
            kind = get_type(type_name or lines[0].text.split()[0])
            puzzle, solution = kind.text.read(text)
            return [Record(puzzle, None, solution)]
        if fmt == "puzzlekit" and text.lstrip().startswith("{"):
            from satpuzzles.formats.dataset import read_dataset_text

            return read_dataset_text(text, type_name)
        if fmt == "puzzlekit":
            texts = [line.text for line in content_lines(text)]
            if not texts:
                raise PuzzleError("the input is empty")
            kinds = [get_type(type_name)] if type_name else [t for t in all_types() if _puzzlekit_fits(t, texts)]
            if len(kinds) != 1:
                could = f"; it reads as {', '.join(kind.name for kind in kinds)}" if kinds else ""
                raise PuzzleError(
                    f"cannot tell the puzzle type of this puzzlekit text{could} (pass --type)", where="line 1"
                )
            codec = kinds[0].puzzlekit
            if codec is None:
                raise PuzzleError(f"{kinds[0].name} does not support the puzzlekit format")
            puzzle, solution = codec.read(text)
            return [Record(puzzle, None, solution)]
        if fmt in LINE_READERS:
            return _read_lines(text, fmt, type_name)
        raise PuzzleError(f"unknown format {fmt!r} (choose from {', '.join(FORMATS)})")
    except PuzzleError as error:
        raise error.located(source=source) from None


def _names_a_type(word: str) -> bool:
    """Whether `word` is a type's name or alias (plugins are loaded only when no built-in type has it)."""
    try:
        get_type(word)
    except PuzzleError:
        return False
    return True


def _puzzlekit_fits(kind: PuzzleSpec[Any, Any], lines: list[str]) -> bool:
    return kind.puzzlekit is not None and kind.puzzlekit.looks_like(lines)


def _read_lines(text: str, fmt: str, type_name: str | None) -> list[Record]:
    """One puzzle per non-comment line; errors name the line when there are several."""
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the input is empty")
    records = []
    for line in lines:
        try:
            records.append(Record(_line_reader(fmt)(line.text, type_name)))
        except PuzzleError as error:
            raise error.located(where=f"line {line.number}" if len(lines) > 1 else None) from None
    return records


def _line_reader(fmt: str) -> Callable[[str, str | None], Puzzle]:
    reader: Callable[[str, str | None], Puzzle] = __getattr__(LINE_READERS[fmt])
    return reader


def inline_kind(argument: str) -> str | None:
    """What a command-line argument is when it is a puzzle itself (a URL or a game ID), else None."""
    if "\n" in argument:
        return None
    if looks_like_url(argument):
        return "puzz.link URL"
    if looks_like_game_id(argument):
        return "Tatham game ID"
    return None


def load(path: str | os.PathLike[str], format: str | None = None, type_name: str | None = None) -> list[Record]:
    """Read every puzzle in a file (one puzzle, or many in JSON Lines)."""
    return loads(read_text(path), format, type_name, source=str(path))


def to_text(puzzle: Puzzle, solution: Any | None = None) -> str:
    return type_of(puzzle).text.write(puzzle, solution)


__all__ = [
    "DUMP_FORMATS",
    "FORMATS",
    "Record",
    "detect_format",
    "dumps",
    "dumps_records",
    "inline_kind",
    "load",
    "loads",
    "puzzle_to_json",
    "solution_to_json",
    "to_text",
    "without_bom",
]
