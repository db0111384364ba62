"""The console's editing of the types whose puzzle is a grid of numbered cells (Nurikabe, Kuromasu, Cave;
Dominos with its own solution entries): a cell takes a number, `?` where the type has unknown numbers, or
nothing; a solver clicks a cell through shaded, unshaded and empty."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from satpuzzles.errors import PuzzleError, shown
from satpuzzles.typekit.grid import number_token
from satpuzzles.typekit.spec import Editor

SHADED, UNSHADED = "x", "-"


def numbered_cells_editor(
    field: str = "numbers",
    question: str | None = None,
    entry: Callable[[Mapping[str, Any], str], Any] | None = None,
    cycle: tuple[str, ...] = (SHADED, UNSHADED, ""),
) -> Editor:
    """An editor over `data[field]` (rows of numbers or None), whose solutions mark cells `x` or `-` (or, for
    a type whose solution is another thing, what `entry` reads and a click steps through in `cycle`)."""

    def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
        rows = [list(row) for row in data[field]]
        asked = question is not None and text.strip() == question
        rows[cell[0]][cell[1]] = question if asked else number_token(text, "cell")
        return {**data, field: rows}

    def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
        value = data[field][cell[0]][cell[1]]
        return "" if value is None else str(value)

    return Editor(put_cell, cell_text, entry or shading_entry, cycle=cycle)


def shading_entry(data: Mapping[str, Any], text: str) -> str | None:
    """A typed solution value: `x` (or `#`, `1`) shaded, `-` (or `0`) unshaded, "" or `.` unknown."""
    token = text.strip().lower()
    if token in ("", "."):
        return None
    if token in (SHADED, "#", "1"):
        return SHADED
    if token in (UNSHADED, "0"):
        return UNSHADED
    raise PuzzleError(f"expected {SHADED} for a shaded cell or {UNSHADED} for none, found {shown(token)}", where="cell")
