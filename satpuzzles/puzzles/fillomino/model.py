"""The Fillomino puzzle: a grid with some numbers given.

Rules: every cell gets a number; an area (a maximal edge-connected set of cells holding the same number)
has exactly as many cells as its number, so the areas are the regions and two regions of one size never
share an edge. A given number belongs to its cell. A region may hold no given at all, so its size is bound
only by the connected unnumbered cells it lies in (`bounds`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, ClassVar

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.drawable import Drawable
from satpuzzles.typekit.grid import number_grid_from_json, require_int, require_list, require_size

NAME = "fillomino"
Givens = tuple[tuple[int | None, ...], ...]  # None = no number given
Solution = tuple[tuple[int, ...], ...]


@dataclass(frozen=True)
class Fillomino(Drawable):
    """ROWS x COLUMNS cells, some numbered; each number is the size of its cell's region."""

    type_name: ClassVar[str] = NAME

    rows: int
    columns: int
    givens: Givens

    def __post_init__(self) -> None:
        object.__setattr__(self, "givens", tuple(tuple(row) for row in self.givens))
        _validate(self)

    @property
    def size(self) -> int:
        """The longer side (shared code reads a grid's size from it)."""
        return max(self.rows, self.columns)

    def neighbours(self, cell: Cell) -> list[Cell]:
        r, c = cell
        steps = ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1))
        return [(q, d) for q, d in steps if 0 <= q < self.rows and 0 <= d < self.columns]

    def bounds(self) -> dict[Cell, int]:
        """The largest number each cell can hold in any filling: a given cell its number; another cell the
        largest given, or the size of the connected unnumbered area it lies in (a region without a given
        lies inside one), whichever is larger."""
        largest = max((v for row in self.givens for v in row if v is not None), default=1)
        bound: dict[Cell, int] = {}
        for r, row in enumerate(self.givens):
            for c, given in enumerate(row):
                if given is not None:
                    bound[(r, c)] = given
                elif (r, c) not in bound:
                    area, stack = [(r, c)], [(r, c)]
                    bound[(r, c)] = 0
                    while stack:
                        for q, d in self.neighbours(stack.pop()):
                            if self.givens[q][d] is None and (q, d) not in bound:
                                bound[(q, d)] = 0
                                area.append((q, d))
                                stack.append((q, d))
                    for cell in area:
                        bound[cell] = max(largest, len(area))
        return bound

    def domains(self, above: int | None = None) -> dict[Cell, frozenset[int]]:
        """The numbers each cell can hold in any filling (each within `bounds`): a region of v holding a given
        v lies within v - 1 steps of it, through cells given v or nothing; a region of v without a given lies
        in unnumbered cells none of which touches a given v (that one would join it), so the connected
        area of such cells around a cell has v cells or more.

        With `above` (at least the largest given), the numbers past it stand as one, `above + 1`: a cell that
        can hold one of them can hold all up to its area's size, and a blank board's sets would hold the
        square of its cells (20 GB at 129x129)."""
        given = {(r, c): v for r, row in enumerate(self.givens) for c, v in enumerate(row) if v is not None}
        reached: dict[Cell, set[int]] = {(r, c): set() for r in range(self.rows) for c in range(self.columns)}
        for cell, v in given.items():
            for near in _within(self, cell, v, given):
                reached[near].add(v)
        sea = _area_sizes(self, lambda q: q not in given)
        beside = {cell: {given.get(w) for w in self.neighbours(cell)} for cell in sea}
        apart = {v: _area_sizes(self, _away_from(sea, beside, v)) for v in set(given.values())}

        def unclued(cell: Cell) -> set[int]:  # sets built whole: a sea's cell may hold hundreds of numbers
            largest = sea.get(cell, 0) if above is None else min(sea.get(cell, 0), above + 1)
            return set(range(1, largest + 1)).difference(v for v, sizes in apart.items() if sizes.get(cell, 0) < v)

        return {cell: frozenset(numbers | unclued(cell)) for cell, numbers in reached.items()}

    def bounds_without_a_given(self) -> dict[Cell, int]:
        """Bounds that still hold after any one given is taken away (what explain asks about): a given cell
        may then join the unnumbered areas beside it, and so may their cells."""
        bound = self.bounds()
        for r, row in enumerate(self.givens):
            for c, given in enumerate(row):
                if given is None:
                    continue
                seas: dict[Cell, int] = {}
                for q, d in self.neighbours((r, c)):
                    if self.givens[q][d] is None:
                        seas.setdefault(_sea_key(self, (q, d)), bound[(q, d)])
                joined = 1 + sum(_sea_size(self, key) for key in seas)
                bound[(r, c)] = max(bound[(r, c)], joined)
                for cell in _sea_cells(self, list(seas)):
                    bound[cell] = max(bound[cell], joined)
        return bound


def _away_from(sea: Mapping[Cell, int], beside: Mapping[Cell, set[int | None]], v: int) -> Callable[[Cell], bool]:
    """Whether a cell is unnumbered and touches no given v."""
    return lambda cell: cell in sea and v not in beside[cell]


def _within(p: Fillomino, start: Cell, v: int, given: Mapping[Cell, int]) -> list[Cell]:
    """The cells at most v - 1 steps from `start` through cells given v or nothing."""
    seen, layer = {start}, [start]
    for _ in range(v - 1):
        grown = []
        for cell in layer:
            for w in p.neighbours(cell):
                if w not in seen and given.get(w, v) == v:
                    seen.add(w)
                    grown.append(w)
        layer = grown
    return list(seen)


def _area_sizes(p: Fillomino, inside: Callable[[Cell], bool]) -> dict[Cell, int]:
    """Each cell inside -> the size of the connected area of inside cells holding it."""
    sizes: dict[Cell, int] = {}
    for r in range(p.rows):
        for c in range(p.columns):
            if (r, c) in sizes or not inside((r, c)):
                continue
            area = _connected(p, [(r, c)], inside)
            sizes.update(dict.fromkeys(area, len(area)))
    return sizes


def _sea_cells(p: Fillomino, starts: list[Cell]) -> list[Cell]:
    """The unnumbered cells connected to `starts` through unnumbered cells."""
    return sorted(_connected(p, starts, lambda q: p.givens[q[0]][q[1]] is None))


def _connected(p: Fillomino, starts: list[Cell], inside: Callable[[Cell], bool]) -> set[Cell]:
    """`starts` and the inside cells connected to them through inside cells."""
    seen = set(starts)
    stack = list(starts)
    while stack:
        for cell in p.neighbours(stack.pop()):
            if inside(cell) and cell not in seen:
                seen.add(cell)
                stack.append(cell)
    return seen


def _sea_key(p: Fillomino, cell: Cell) -> Cell:
    return _sea_cells(p, [cell])[0]


def _sea_size(p: Fillomino, key: Cell) -> int:
    return len(_sea_cells(p, [key]))


def _validate(p: Fillomino) -> None:
    require_size(p.rows, "rows")
    require_size(p.columns, "columns")
    for r, row in enumerate(require_list(p.givens, p.rows, "givens")):
        for c, value in enumerate(require_list(row, p.columns, f"givens row {r + 1}")):
            if value is not None:
                where = f"givens row {r + 1}, column {c + 1}"
                if not 1 <= require_int(value, where) <= p.rows * p.columns:
                    raise PuzzleError(f"{value} is outside 1..{p.rows * p.columns}, the cells of the grid", where=where)


def from_json(data: Mapping[str, Any]) -> Fillomino:
    """{"type": "fillomino", "rows": R, "columns": C (or "size": N), "givens": rows of numbers or null}."""
    if "rows" in data or "columns" in data or "size" not in data:
        rows = require_size(data.get("rows"), "rows")
        columns = require_size(data.get("columns"), "columns")
    else:
        rows = columns = require_size(data.get("size"), "size")
    givens = tuple(
        tuple(require_list(row, columns, f"givens row {r + 1}"))
        for r, row in enumerate(require_list(data.get("givens"), rows, "givens"))
    )
    return Fillomino(rows, columns, givens)


def to_json(p: Fillomino) -> dict[str, Any]:
    """`rows` and `columns` always, `size` too for a square grid (what the console edits)."""
    shape: dict[str, Any] = {"size": p.rows} if p.rows == p.columns else {}
    return {"type": NAME, **shape, "rows": p.rows, "columns": p.columns, "givens": [list(row) for row in p.givens]}


def solution_from_json(p: Fillomino, data: Any) -> Solution:
    return number_grid_from_json(data, p.rows, columns=p.columns)


def solution_to_json(solution: Solution) -> list[list[int]]:
    return [list(row) for row in solution]


def cell_text(solution: Solution, cell: Cell) -> str:
    return str(solution[cell[0]][cell[1]])


def areas(solution: Solution) -> list[list[Cell]]:
    """The maximal edge-connected sets of cells holding one number, in reading order of their first cell."""
    rows, columns = len(solution), len(solution[0])
    seen: set[Cell] = set()
    found = []
    for r in range(rows):
        for c in range(columns):
            if (r, c) in seen:
                continue
            area, stack = [(r, c)], [(r, c)]
            seen.add((r, c))
            while stack:
                i, j = stack.pop()
                for q, d in ((i - 1, j), (i + 1, j), (i, j - 1), (i, j + 1)):
                    if 0 <= q < rows and 0 <= d < columns and (q, d) not in seen and solution[q][d] == solution[r][c]:
                        seen.add((q, d))
                        area.append((q, d))
                        stack.append((q, d))
            found.append(area)
    return found
