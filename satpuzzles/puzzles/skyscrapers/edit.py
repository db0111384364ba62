"""The console's editing of Skyscrapers: heights typed into cells and clues, "-" for a park."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor
from satpuzzles.typekit.grid import number_text, number_token, with_clue, with_given

PARK = 0  # a given or solved cell with no building (when max_height < size)


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    return with_given(data, cell, number_token(text, "cell", dash=PARK))


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    givens = data.get("givens")
    return "" if not givens else number_text(givens[cell[0]][cell[1]], dash=PARK)


def put_clue(data: Mapping[str, Any], side: str, index: int, text: str) -> dict[str, Any]:
    return with_clue(data, side, index, number_token(text, "clue"), 0)


def clue_text(data: Mapping[str, Any], side: str, index: int) -> str:
    return number_text((data.get(side) or [0] * data["size"])[index])


def entry(data: Mapping[str, Any], text: str) -> int | None:
    return number_token(text, "cell", dash=PARK)


EDITOR = Editor(put_cell, cell_text, entry, put_clue, clue_text)
