"""The Heyawake puzzle (pzprjs: heyawake): a grid cut into rooms, some numbered. Shade cells so that a numbered
room holds that many shaded cells, shaded cells never share an edge, the unshaded cells are connected, and no
straight run of unshaded cells crosses two room borders (it would span three rooms).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError, shown
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import require_int, require_list, require_size
from satpuzzles.typekit.shadingjson import Shading, shading_from_json

NAME = "heyawake"
Clue = int | None
Rooms = tuple[tuple[int, ...], ...]
Solution = Shading  # rows of SHADED and UNSHADED


@dataclass(frozen=True)
class Heyawake(Drawable):
    """ROWS x COLUMNS cells: a room id per cell, and a number in at most one cell of a room (None: none)."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    rooms: Rooms
    numbers: tuple[tuple[Clue, ...], ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "rooms", tuple(tuple(row) for row in self.rooms))
        object.__setattr__(self, "numbers", tuple(tuple(row) for row in self.numbers))
        _validate(self)

    @property
    def size(self) -> int:
        return max(self.rows, self.columns)

    def room_cells(self) -> dict[int, list[Cell]]:
        """The cells of every room, by id, each list in reading order."""
        found: dict[int, list[Cell]] = {}
        for r, row in enumerate(self.rooms):
            for c, room in enumerate(row):
                found.setdefault(room, []).append((r, c))
        return found

    def clues(self) -> list[tuple[Cell, int]]:
        """The numbered cells with their numbers."""
        return [((r, c), v) for r, row in enumerate(self.numbers) for c, v in enumerate(row) if v is not None]


def _validate(p: Heyawake) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for r, row in enumerate(require_list(p.rooms, p.rows, "rooms")):
        for c, room in enumerate(require_list(row, p.columns, f"rooms row {r + 1}")):
            require_int(room, f"rooms row {r + 1}, column {c + 1}")
    numbered: dict[int, Cell] = {}
    cells = p.room_cells()
    for r, row in enumerate(require_list(p.numbers, p.rows, "numbers")):
        for c, value in enumerate(require_list(row, p.columns, f"numbers row {r + 1}")):
            if value is None:
                continue
            where = f"numbers row {r + 1}, column {c + 1}"
            room = p.rooms[r][c]
            if type(value) is not int or not 0 <= value <= len(cells[room]):
                raise PuzzleError(
                    f"expected 0..{len(cells[room])} (the room's cells) or null, found {shown(value)}", where=where
                )
            if room in numbered:
                q, d = numbered[room]
                raise PuzzleError(f"a second number in the room numbered at row {q + 1}, column {d + 1}", where=where)
            numbered[room] = (r, c)


def from_json(data: Mapping[str, Any]) -> Heyawake:
    """{"type": "heyawake", "rows": R, "columns": C, "rooms": R rows of C room ids, "numbers": R rows of C
    numbers or null}."""
    rows = require_size(data.get("rows"), "rows")
    columns = require_size(data.get("columns"), "columns")
    grids = []
    for field in ("rooms", "numbers"):
        grid = require_list(data.get(field), rows, field)
        grids.append(tuple(tuple(require_list(row, columns, f"{field} row {r + 1}")) for r, row in enumerate(grid)))
    return Heyawake(rows, columns, grids[0], grids[1])


def to_json(p: Heyawake) -> dict[str, Any]:
    return {
        "type": NAME,
        "rows": p.rows,
        "columns": p.columns,
        "rooms": [list(row) for row in p.rooms],
        "numbers": [list(row) for row in p.numbers],
    }


def solution_from_json(p: Heyawake, data: Any) -> Solution:
    return shading_from_json(p.rows, p.columns, data)
