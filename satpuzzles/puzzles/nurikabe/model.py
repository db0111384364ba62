"""The Nurikabe puzzle (pzprjs: nurikabe): a grid with some numbered cells. Shade cells so that each number lies
in an island of that many unshaded cells holding no other number, every unshaded cell lies in such an island,
the shaded cells are connected, and no 2x2 area is all shaded. A `?` is a number not given: its island may have
any size.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError, shown
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_list, require_size
from satpuzzles.typekit.shadingjson import Shading, shading_from_json

NAME = "nurikabe"
QUESTION = "?"
Clue = int | str | None  # a size, QUESTION, or None (no number)
Solution = Shading  # rows of SHADED and UNSHADED


@dataclass(frozen=True)
class Nurikabe(Drawable):
    """ROWS x COLUMNS cells, some numbered (None: no number)."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    numbers: tuple[tuple[Clue, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "numbers", tuple(tuple(row) for row in self.numbers))
        _validate(self)

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)

    def seeds(self) -> dict[Cell, int | None]:
        """Each numbered cell with its island's size (None for a `?`)."""
        return {
            (r, c): (v if isinstance(v, int) else None)
            for r, row in enumerate(self.numbers)
            for c, v in enumerate(row)
            if v is not None
        }


def _validate(p: Nurikabe) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    top = p.rows * p.columns
    for r, row in enumerate(require_list(p.numbers, p.rows, "numbers")):
        for c, value in enumerate(require_list(row, p.columns, f"numbers row {r + 1}")):
            if value is not None and value != QUESTION and (type(value) is not int or not 1 <= value <= top):
                raise PuzzleError(
                    f"expected an island size 1..{top}, '?' or null, found {shown(value)}",
                    where=f"numbers row {r + 1}, column {c + 1}",
                )


def from_json(data: Mapping[str, Any]) -> Nurikabe:
    """{"type": "nurikabe", "rows": R, "columns": C, "numbers": R rows of C sizes, "?" or null}."""
    rows = require_size(data.get("rows"), "rows")
    columns = require_size(data.get("columns"), "columns")
    grid = require_list(data.get("numbers"), rows, "numbers")
    numbers = tuple(tuple(require_list(row, columns, f"numbers row {r + 1}")) for r, row in enumerate(grid))
    return Nurikabe(rows, columns, numbers)


def to_json(p: Nurikabe) -> dict[str, Any]:
    return {"type": NAME, "rows": p.rows, "columns": p.columns, "numbers": [list(row) for row in p.numbers]}


def solution_from_json(p: Nurikabe, data: Any) -> Solution:
    return shading_from_json(p.rows, p.columns, data)
