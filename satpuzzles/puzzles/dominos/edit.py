"""The console's editing of Dominos: a cell takes a number 0..N or nothing (a puzzle is typed in a cell at a
time, so the counts of the full set may be off meanwhile: solving says what is missing); the board's size is
the blank's (N + 1 rows). A solver clicks a cell through where its partner is: n, w, e, s and unknown."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.shadingedit import numbered_cells_editor

from .model import STEPS


def partner_entry(data: Mapping[str, Any], text: str) -> str | None:
    """A typed solution value: the side of the cell's partner, n, w, e or s ("" or `.` unknown)."""
    token = text.strip().lower()
    if token in ("", "."):
        return None
    if token in STEPS:
        return token
    raise PuzzleError(f"expected n, w, e or s (where the cell's partner is), found {shown(token)}", where="cell")


EDITOR = numbered_cells_editor(entry=partner_entry, cycle=(*STEPS, ""))
