"""The Skyscrapers puzzle: an immutable, validated model and its solution type."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import (
    SIDES,
    clues_and_givens_to_json,
    givens_from_json,
    named_lines,
    number_clues_from_json,
    number_grid_from_json,
    require_int,
    require_list,
    require_size,
)

Clues = tuple[int, ...]  # 0 = no clue
Givens = tuple[tuple[int | None, ...], ...]  # None = unknown, 0 = park, h = height
Solution = tuple[tuple[int, ...], ...]  # 0 = park


@dataclass(frozen=True)
class Skyscrapers(Drawable):
    """N x N Latin square of heights 1..max_height plus size - max_height empty "park" cells per line."""

    type_name: ClassVar[str] = "skyscrapers"

    size: int
    top: Clues
    bottom: Clues
    left: Clues
    right: Clues
    max_height: int = 0  # 0 means "same as size"
    diagonal: bool = False
    givens: Givens | None = None

    def __post_init__(self) -> None:
        if self.max_height == 0:
            object.__setattr__(self, "max_height", self.size)
        _validate(self)

    @property
    def parks(self) -> int:
        """Empty cells per row and column."""
        return self.size - self.max_height

    def clues(self, side: str) -> Clues:
        clues: Clues = getattr(self, side)
        return clues


def _validate(p: Skyscrapers) -> None:
    require_size(p.size)
    require_int(p.max_height, "max_height")
    if not 1 <= p.max_height <= p.size:
        raise PuzzleError(f"max_height must be between 1 and size {p.size}, found {p.max_height}", where="max_height")
    for side in SIDES:
        clues = require_list(p.clues(side), p.size, side)
        for i, clue in enumerate(clues):
            require_int(clue, f"{side} clue {i + 1}")
            if not 0 <= clue <= p.max_height:
                raise PuzzleError(
                    f"clue {clue} is outside 1..{p.max_height} (0 or none for no clue)", where=f"{side} clue {i + 1}"
                )
    if p.givens is None:
        return
    rows = require_list(p.givens, p.size, "givens")
    for r, row in enumerate(rows):
        require_list(row, p.size, f"givens row {r + 1}")
        for c, value in enumerate(row):
            if value is None:
                continue
            where = f"given at row {r + 1}, column {c + 1}"
            require_int(value, where)
            if not 0 <= value <= p.max_height:
                raise PuzzleError(f"height {value} is outside 0..{p.max_height}", where=where)
            if value == 0 and p.parks == 0:
                raise PuzzleError("a park (0) needs max_height below size", where=where)
    for name, cells in named_lines(p.size, p.diagonal):
        values = [p.givens[r][c] for r, c in cells if p.givens[r][c] is not None]
        heights = [v for v in values if v]
        if len(heights) != len(set(heights)):
            repeated = next(h for h in heights if heights.count(h) > 1)
            raise PuzzleError(f"height {repeated} is given twice in {name}", where="givens")
        if values.count(0) > p.parks:
            raise PuzzleError(f"more than {p.parks} parks given in {name}", where="givens")


def from_json(data: Mapping[str, Any]) -> Skyscrapers:
    size = require_size(data.get("size"))
    max_height = data.get("max_height") or size
    sides = number_clues_from_json(data, size)
    givens = givens_from_json(data, size)
    diagonal = data.get("diagonal", False)
    if not isinstance(diagonal, bool):
        raise PuzzleError(f"expected true or false, found {shown(diagonal)}", where="diagonal")
    return Skyscrapers(size=size, max_height=max_height, diagonal=diagonal, givens=givens, **sides)


def to_json(p: Skyscrapers) -> dict[str, Any]:
    data = {"type": p.type_name, "size": p.size, "max_height": p.max_height, "diagonal": p.diagonal}
    return data | clues_and_givens_to_json(p.clues, p.givens)


def solution_from_json(p: Skyscrapers, data: Any) -> Solution:
    return number_grid_from_json(data, p.size)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]
