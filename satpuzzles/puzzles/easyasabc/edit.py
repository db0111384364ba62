"""The console's editing of Easy As ABC: letters typed into cells and clues, "-" for a blank cell."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from satpuzzles.typekit import Editor, PuzzleError, shown

from .model import BLANK, NONE


def _letter(text: str, where: str) -> str:
    """One character, upper-cased; "" is NONE. The model says whether the puzzle takes it."""
    token = text.strip().upper() or NONE
    if len(token) != 1:
        raise PuzzleError(f"expected one letter, found {shown(text.strip())}", where=where)
    return token


def put_cell(data: Mapping[str, Any], cell: tuple[int, int], text: str) -> dict[str, Any]:
    size = data["size"]
    rows = [list(row) for row in data.get("givens") or [NONE * size] * size]
    rows[cell[0]][cell[1]] = _letter(text, "cell")
    return {**data, "givens": ["".join(row) for row in rows]}


def cell_text(data: Mapping[str, Any], cell: tuple[int, int]) -> str:
    givens = data.get("givens")
    value = NONE if not givens else givens[cell[0]][cell[1]]
    return "" if value == NONE else str(value)


def put_clue(data: Mapping[str, Any], side: str, index: int, text: str) -> dict[str, Any]:
    line = list(data.get(side) or NONE * data["size"])
    line[index] = _letter(text, "clue")
    return {**data, side: "".join(line)}


def clue_text(data: Mapping[str, Any], side: str, index: int) -> str:
    value = (data.get(side) or NONE * data["size"])[index]
    return "" if value == NONE else str(value)


def entry(data: Mapping[str, Any], text: str) -> str | None:
    letter = _letter(text, "cell")
    if letter == NONE:
        return None
    if letter != BLANK and letter not in str(data.get("letters", "")):
        raise PuzzleError(f"{shown(letter)} is not one of {data.get('letters')} or {BLANK} (blank)", where="cell")
    return letter


EDITOR = Editor(put_cell, cell_text, entry, put_clue, clue_text)
