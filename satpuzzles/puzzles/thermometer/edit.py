"""The console's editing of Thermometer: a cell takes `K.I` (the I-th cell of thermometer K from its bulb)
or nothing, the numbers stand on top (columns) and on the left (rows); a solver clicks a cell through
filled, empty and unknown."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.countgrid import number_slots, read_shape
from satpuzzles.typekit.spec import Editor
from satpuzzles.typekit.textgrid import Line

from .model import EMPTY, FILLED
from .text import _TOKEN, NONE, _thermometers


def _grid(data: Mapping[str, Any]) -> list[list[str]]:
    rows, columns = read_shape(data)
    grid = [[NONE] * columns for _ in range(rows)]
    for k, thermometer in enumerate(data["thermometers"], start=1):
        for i, (r, c) in enumerate(thermometer, start=1):
            grid[r][c] = f"{k}.{i}"
    return grid


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip() or NONE
    if token != NONE and not _TOKEN.fullmatch(token):
        raise PuzzleError(
            f"expected K.I (thermometer K, cell I from the bulb) or nothing, found {shown(token)}", where="cell"
        )
    grid = _grid(data)
    grid[cell[0]][cell[1]] = token
    thermometers = _thermometers([(Line(r + 1, " ".join(row)), row) for r, row in enumerate(grid)])
    return {**data, "thermometers": [[list(c) for c in t] for t in thermometers]}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    token = _grid(data)[cell[0]][cell[1]]
    return "" if token == NONE else token


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    if token in (FILLED, "#", "1"):
        return FILLED
    if token in (EMPTY, "0"):
        return EMPTY
    raise PuzzleError(f"expected {FILLED} for filled or {EMPTY} for empty, found {shown(token)}", where="cell")


put_clue, clue_text = number_slots({"top": "column_counts", "left": "row_counts"})
EDITOR = Editor(put_cell, cell_text, entry, put_clue, clue_text, cycle=(FILLED, EMPTY, ""))
