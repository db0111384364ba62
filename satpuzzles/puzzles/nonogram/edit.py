"""The console's editing of Nonogram: the clues stand on top (columns) and on the left (rows), each typed as
run lengths separated by spaces (`0` or nothing for none); a solver clicks a cell through shaded, empty and
unknown."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.spec import Editor
from satpuzzles.typekit.textgrid import Line

from .model import EMPTY, SHADED
from .text import clue_text as text_of
from .text import read_clue

FIELDS = {"top": "column_clues", "left": "row_clues"}


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    if text.strip() not in ("", "."):
        raise PuzzleError("a Nonogram cell holds nothing to set: type the clues beside the grid", where="cell")
    return dict(data)


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    return ""


def put_clue(data: Mapping[str, Any], side: str, index: int, text: str) -> dict[str, Any]:
    field = FIELDS.get(side)
    if field is None:
        raise PuzzleError(f"a Nonogram has no clues on the {side}", where="clue")
    clues = [list(clue) for clue in data[field]]
    if not 0 <= index < len(clues):
        raise PuzzleError(f"expected an index below {len(clues)}, found {index}", where="clue")
    clues[index] = list(read_clue(Line(1, text.strip() or "0")))
    return {**data, field: clues}


def clue_text(data: Mapping[str, Any], side: str, index: int) -> str:
    field = FIELDS.get(side)
    clues = data.get(field, []) if field is not None else []
    return text_of(tuple(clues[index])) if index < len(clues) else ""


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    if token in (SHADED, "#", "1"):
        return SHADED
    if token in (EMPTY, "0"):
        return EMPTY
    raise PuzzleError(f"expected {SHADED} for shaded or {EMPTY} for empty, found {shown(token)}", where="cell")


EDITOR = Editor(put_cell, cell_text, entry, put_clue, clue_text, cycle=(SHADED, EMPTY, ""))
