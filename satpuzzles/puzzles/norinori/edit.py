"""The console's editing of Norinori: a click paints a cell's region, `#` after the region number gives the
cell shaded (`3#`); a solver clicks a cell through shaded, unshaded and empty."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor, PuzzleError, shown
from satpuzzles.typekit.grid import number_token

GIVEN = "#"


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip()
    given = token.endswith(GIVEN)
    region = number_token(token.removesuffix(GIVEN), "region")
    if region is None:
        raise PuzzleError(f"expected a region number, with {GIVEN} after it for a given shaded cell", where="region")
    rows = [list(row) for row in data["regions"]]
    rows[cell[0]][cell[1]] = region
    shaded = [list(pair) for pair in data.get("shaded", []) if tuple(pair) != cell]
    if given:
        shaded.append(list(cell))
    return {**data, "regions": rows, "shaded": shaded}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    given = any(tuple(pair) == cell for pair in data.get("shaded", []))
    return str(data["regions"][cell[0]][cell[1]]) + (GIVEN if given else "")


def entry(data: Mapping[str, Any], text: str) -> int | None:
    token = text.strip().lower()
    if token in ("", "."):
        return None
    if token in (GIVEN, "x", "1"):
        return 1
    if token in ("-", "0"):
        return 0
    raise PuzzleError(
        f"expected {GIVEN} for a shaded cell or - for an unshaded one, found {shown(token)}", where="cell"
    )


EDITOR = Editor(put_cell, cell_text, entry, paint="region", regions="regions", cycle=(GIVEN, "-", ""))
