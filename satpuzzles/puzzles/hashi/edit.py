"""The console's editing of Hashi: a cell takes an island's number 1..8, `?` (an island without a number) or
nothing; a solver clicks a cell through its bridges: one or two across, one or two down, none."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.spec import Editor

from .model import ASKED, MOST, NONE, ONE_ACROSS, ONE_DOWN, TWO_ACROSS, TWO_DOWN, VALUES, Island


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    token = text.strip()
    island: Island
    if token in ("", NONE, "-"):
        island = None
    elif token == ASKED:
        island = ASKED
    elif len(token) == 1 and "1" <= token <= str(MOST):
        island = int(token)
    else:
        raise PuzzleError(
            f"expected an island's number 1..{MOST}, '{ASKED}' or nothing, found {shown(token)}", where="cell"
        )
    rows = [list(row) for row in data["islands"]]
    rows[cell[0]][cell[1]] = island
    return {**data, "islands": rows}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    island = data["islands"][cell[0]][cell[1]]
    return "" if island is None else str(island)


def entry(data: Mapping[str, Any], text: str) -> str | None:
    token = text.strip()
    if token == "":
        return None
    if token in VALUES:
        return token
    raise PuzzleError(
        f"expected a bridge: {' '.join(VALUES)} (none, one or two across, one or two down), found {shown(token)}",
        where="cell",
    )


EDITOR = Editor(put_cell, cell_text, entry, cycle=(ONE_ACROSS, TWO_ACROSS, ONE_DOWN, TWO_DOWN, NONE, ""))
