"""puzz.link Skyscrapers: the body is `<clues><givens>` in Number16, the givens only when some cell has one."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.puzzlink import (
    PuzzLink,
    cell_names,
    clue_names,
    clues_and_givens,
    encode_number16,
    positive,
    rows,
    split_sides,
)


def decode(link: PuzzLink) -> dict[str, Any]:
    n = link.size
    clues, cells = clues_and_givens(link.body, 0, n)
    numbers = [positive(v, where) or 0 for v, where in zip(clues, clue_names(n), strict=True)]
    data: dict[str, Any] = {"type": "skyscrapers", "size": n, "givens": None}
    data |= {side: list(values) for side, values in split_sides(numbers, n).items()}
    givens = [positive(v, where) for v, where in zip(cells or [], cell_names(n), strict=False)]
    if any(v is not None for v in givens):
        data["givens"] = [list(row) for row in rows(givens, n)]
    return data


def encode(data: dict[str, Any]) -> str:
    if data["max_height"] != data["size"]:
        raise PuzzleError("puzz.link Skyscrapers has no parks (max_height below size)")
    if data["diagonal"]:
        raise PuzzleError("puzz.link Skyscrapers has no diagonal variant")
    clues = encode_number16([c or None for side in SIDES for c in data[side]])
    givens = data["givens"]
    if givens is None or all(v is None for row in givens for v in row):
        return clues
    return clues + encode_number16([v for row in givens for v in row])
