"""puzz.link Nonogram (pzprjs `nonogram`): the clues outside the grid in Number16 (typekit.puzzlink.
decode_outside), ceil(rows / 2) places above each column, then ceil(columns / 2) left of each row. Each line's
places run from the grid outwards, so its clues stand there last first; pzprjs writes them packed against
the grid and reads them wherever they stand. A `?` clue (a run of unknown length) is refused."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import QUESTION, PuzzLink, decode_outside, encode_outside, require_end

from .model import NAME


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns, body = link.height, link.columns, link.body
    tops, sides, end = decode_outside(body, 0, (columns, rows), ((rows + 1) // 2, (columns + 1) // 2))
    require_end(body, end, "the clues")
    return {
        "type": NAME,
        "rows": rows,
        "columns": columns,
        "row_clues": [_clue(line, f"row {r + 1}") for r, line in enumerate(sides)],
        "column_clues": [_clue(line, f"column {c + 1}") for c, line in enumerate(tops)],
    }


def _clue(places: Sequence[int | None], where: str) -> list[int]:
    if QUESTION in places:
        raise PuzzleError("a '?' clue (a run of unknown length) is not supported", where=where)
    return [v for v in reversed(places) if v is not None]


def encode(data: dict[str, Any]) -> str:
    rows, columns = len(data["row_clues"]), len(data["column_clues"])
    tops = [_places(clue, (rows + 1) // 2, f"column {c + 1}") for c, clue in enumerate(data["column_clues"])]
    sides = [_places(clue, (columns + 1) // 2, f"row {r + 1}") for r, clue in enumerate(data["row_clues"])]
    return encode_outside(tops, sides)


def _places(clue: Sequence[int], depth: int, where: str) -> list[int | None]:
    if len(clue) > depth:
        raise PuzzleError(
            f"{len(clue)} runs do not fit in a line of puzz.link's Nonogram (at most {depth})", where=where
        )
    return [*reversed(clue), *[None] * (depth - len(clue))]
