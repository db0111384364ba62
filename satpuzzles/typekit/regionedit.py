"""The console's editing of digit puzzles on a region map: a cell takes a digit (a
given) or nothing; `@N` moves the cell into region N (painting regions: put `@N` in the paint box and click
cells). The JSON object has `regions` and optional `givens`, rows of the same shape."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.grid import number_text, number_token
from satpuzzles.typekit.spec import Editor

REGION_MARK = "@"


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip()
    regions = [list(row) for row in data["regions"]]
    if token.startswith(REGION_MARK):
        region = number_token(token[1:], "region")
        if region is None:
            raise PuzzleError(f"expected {REGION_MARK} and a region number, found {shown(token)}", where="region")
        regions[cell[0]][cell[1]] = region
        return {**data, "regions": regions}
    givens = [list(row) for row in data.get("givens") or [[None] * len(row) for row in regions]]
    givens[cell[0]][cell[1]] = number_token(token, "cell")
    return {**data, "givens": givens}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    givens = data.get("givens")
    return "" if not givens else number_text(givens[cell[0]][cell[1]])


def entry(data: Mapping[str, Any], text: str) -> int | None:
    return number_token(text, "cell")


REGION_DIGITS_EDITOR = Editor(
    put_cell, cell_text, entry, paint=f"region ({REGION_MARK}N) or a digit", regions="regions", region_mark=REGION_MARK
)
