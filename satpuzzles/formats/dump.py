"""Writing puzzles in every format the tool reads: the library side of `satpuzzles convert`."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.formats.puzzlink import write_url
from satpuzzles.formats.records import Record
from satpuzzles.formats.tatham import write_game_id
from satpuzzles.puzzles import Puzzle, type_of

DUMP_FORMATS = ("json", "text", "puzzlink", "tatham", "puzzlekit")
# One puzzle per line, so a file holds many; the others hold one puzzle per file.
LINE_FORMATS = ("json", "puzzlink", "tatham")


def dumps(puzzle: Puzzle, format: str, solution: Any | None = None, puzzle_id: str | None = None) -> str:
    """One puzzle in `format`, ending in a newline. The solution is kept where the format holds one
    (json, text); PuzzleError says why when the format cannot express the puzzle."""
    kind = type_of(puzzle)
    if format == "json":
        data = kind.codec.to_json(puzzle)
        if puzzle_id is not None:
            data = {"id": puzzle_id, **data}
        if solution is not None:
            data["solution"] = kind.codec.solution_to_json(solution)
        return json.dumps(data) + "\n"
    if format == "text":
        return kind.text.write(puzzle, solution)
    if format == "puzzlink":
        return write_url(puzzle) + "\n"
    if format == "tatham":
        return write_game_id(puzzle) + "\n"
    if format == "puzzlekit":
        if kind.puzzlekit is None or kind.puzzlekit.write is None:
            raise PuzzleError(f"{kind.name} does not support writing the puzzlekit format")
        return kind.puzzlekit.write(puzzle, None)
    raise PuzzleError(f"unknown output format {format!r} (choose from {', '.join(DUMP_FORMATS)})")


def dumps_records(records: Sequence[Record], format: str) -> str:
    """Every record in `format`: one per line for the line formats, exactly one for text and puzzlekit."""
    if format not in DUMP_FORMATS:
        raise PuzzleError(f"unknown output format {format!r} (choose from {', '.join(DUMP_FORMATS)})")
    if format not in LINE_FORMATS and len(records) != 1:
        raise PuzzleError(
            f"{format} holds one puzzle per file and the input has {len(records)}: "
            f"convert to {', '.join(LINE_FORMATS)} instead, or split the input"
        )
    parts = []
    for index, record in enumerate(records):
        try:
            parts.append(dumps(record.puzzle, format, record.solution, record.id))
        except PuzzleError as error:
            label = record.id or (f"puzzle {index + 1}" if len(records) > 1 else None)
            raise error.located(where=label) from None
    return "".join(parts)
