"""A grid divided into regions, as a rule book's cells: each cell says whether it shares its region with its right
and lower neighbours (one-hot over JOINS); a solution is the region grid, regions numbered 1.. in reading order,
and its JSON the rows of JOINS values (the cell values, as steps and hints read them).

Types that divide the grid (into rectangles around numbers, into regions symmetric about dots) define each join
from their own region literals (`joins_from_pieces`, `joins_from_labels`): the joins are then functional in them,
and two solutions differ exactly when their partitions differ. encodings/regions.md has the clauses.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from satpuzzles.cnf import Formula
from satpuzzles.errors import PuzzleError, shown
from satpuzzles.typekit.constraints.grid import Cell, Edge
from satpuzzles.typekit.constraints.reach import fresh
from satpuzzles.typekit.rulebook import Cells, RuleBook

JOINS = ("-", "e", "s", "es")  # a cell joined to no neighbour, its right one, its lower one, both
JOIN_TEXT = {
    "-": "walled off on its right and below",
    "e": "joined to its right neighbour only",
    "s": "joined to its lower neighbour only",
    "es": "joined to its right and lower neighbours",
}
L = TypeVar("L", bound=Hashable)  # a type's region labels
Regions = tuple[tuple[int, ...], ...]  # a region number per cell, 1.. in reading order of first cells


@dataclass(frozen=True)
class JoinCells:
    """The one-hot join cells and, per pair of neighbours (u, v) (v right of or below u), the literal "same region"."""

    cells: Cells
    joins: dict[Edge, int]


def join_cells(book: RuleBook, rows: int, columns: int) -> JoinCells:
    """The book's cells: one of JOINS each; a join literal per pair of neighbours; no join off the board."""
    cells = book.one_hot_cells(rows, columns, JOINS, role="join")
    f = book.formula
    pairs = [((r, c), (r + dr, c + dc), side) for r in range(rows) for c in range(columns) for side, dr, dc in _SIDES]
    join_vars = fresh(f, "join", sum(v[0] < rows and v[1] < columns for _, v, _ in pairs))
    joins: dict[Edge, int] = {}
    for u, v, side in pairs:
        holding = [cells.literal(u, value) for value in JOINS if side in value]
        if not (v[0] < rows and v[1] < columns):
            f.extend([-lit] for lit in holding)
            continue
        join = next(join_vars)
        f.add([-join, *holding])
        f.extend([-lit, join] for lit in holding)
        joins[u, v] = join
    return JoinCells(cells, joins)


_SIDES = (("e", 0, 1), ("s", 1, 0))


def joins_from_pieces(f: Formula, joins: Mapping[Edge, int], pieces: Sequence[tuple[Collection[Cell], int]]) -> None:
    """join(u, v) <-> some chosen piece (its literal true) holds both cells; with pieces that never overlap, the
    joins are exactly the partition they make. The joins are the book's cells, so state these clauses in a rule
    (as definitions they would restrict the pieces: steps assume any cell values extend to the definitions).
    Pieces are collections with fast membership (sets) where they are large."""
    for (u, v), join in joins.items():
        both = [lit for cells, lit in pieces if u in cells and v in cells]
        f.add([-join, *both])
        f.extend([-lit, join] for lit in both)


def joins_from_labels(f: Formula, joins: Mapping[Edge, int], labels: Mapping[Cell, Mapping[L, int]]) -> None:
    """join(u, v) <-> u and v carry the same label, where every cell carries exactly one (state these clauses in
    the rule that says so: without it they would restrict the labels)."""
    for (u, v), join in joins.items():
        a, b = labels[u], labels[v]
        for label in a.keys() | b.keys():
            x, y = a.get(label), b.get(label)
            if x is not None and y is not None:
                f.extend(([-x, -y, join], [-join, -x, y], [-join, -y, x]))
            else:
                f.add([-join, -next(lit for lit in (x, y) if lit is not None)])


def regions_of_joins(grid: Sequence[Sequence[str]]) -> Regions:
    """The regions a grid of JOINS makes (cells joined directly or through others share one)."""
    rows, columns = len(grid), len(grid[0])
    parent = list(range(rows * columns))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for r in range(rows):
        for c in range(columns):
            for side, dr, dc in _SIDES:
                if side in grid[r][c] and r + dr < rows and c + dc < columns:
                    parent[root(r * columns + c)] = root((r + dr) * columns + c + dc)
    return numbered([[root(r * columns + c) for c in range(columns)] for r in range(rows)])


def numbered(grid: Sequence[Sequence[Hashable]]) -> Regions:
    """Any region labels renumbered 1.. in reading order of each region's first cell."""
    ids: dict[Hashable, int] = {}
    return tuple(tuple(ids.setdefault(v, len(ids) + 1) for v in row) for row in grid)


def joins_of(regions: Sequence[Sequence[Hashable]]) -> list[list[str]]:
    """Each cell's JOINS value: which of its right and lower neighbours share its region."""
    rows, columns = len(regions), len(regions[0])

    def value(r: int, c: int) -> str:
        here = regions[r][c]
        right = c + 1 < columns and regions[r][c + 1] == here
        below = r + 1 < rows and regions[r + 1][c] == here
        return "e" * right + "s" * below or "-"

    return [[value(r, c) for c in range(columns)] for r in range(rows)]


def region_cells(regions: Sequence[Sequence[int]]) -> dict[int, list[Cell]]:
    """Each region's cells, in reading order."""
    out: dict[int, list[Cell]] = {}
    for r, row in enumerate(regions):
        for c, v in enumerate(row):
            out.setdefault(v, []).append((r, c))
    return out


def connected(cells: Sequence[Cell]) -> bool:
    """Whether the cells form one orthogonally connected piece."""
    inside = set(cells)
    if not inside:
        return True
    seen, stack = {cells[0]}, [cells[0]]
    while stack:
        r, c = stack.pop()
        for d in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if d in inside and d not in seen:
                seen.add(d)
                stack.append(d)
    return len(seen) == len(inside)


def regions_from_json(data: Any, rows: int, columns: int, where: str = "solution") -> Regions:
    """A solution's JSON: rows of JOINS values (what regions_to_json writes), or rows of whole-number region
    labels (equal labels one region); joins that contradict each other are refused."""
    if not isinstance(data, list) or len(data) != rows:
        raise PuzzleError(f"expected {rows} rows of joins ({', '.join(JOINS)}) or region numbers", where=where)
    for r, row in enumerate(data):
        if not isinstance(row, list) or len(row) != columns:
            raise PuzzleError(f"expected {columns} cells, found {shown(row)}", where=f"{where} row {r + 1}")
    if all(type(v) is int for row in data for v in row):
        return numbered(data)
    for r, row in enumerate(data):
        for c, value in enumerate(row):
            if value not in JOINS:
                raise PuzzleError(
                    f"expected one of {', '.join(JOINS)} or a region number, found {shown(value)}",
                    where=f"{where} row {r + 1}, column {c + 1}",
                )
    regions = regions_of_joins(data)
    made = joins_of(regions)
    for r, row in enumerate(data):
        for c, value in enumerate(row):
            if made[r][c] != value:
                raise PuzzleError(
                    f"{shown(value)} contradicts the other joins (its region makes it {made[r][c]!r})",
                    where=f"{where} row {r + 1}, column {c + 1}",
                )
    return regions


def regions_to_json(regions: Regions) -> list[list[str]]:
    """A solution's JSON: the rows of JOINS values, the cell values steps and hints read (and regions_from_json)."""
    return joins_of(regions)


def regions_from_tokens(grid: Sequence[Sequence[str]], where: str = "solution") -> Regions:
    """A region grid written as text tokens (whole numbers, one region per number), renumbered."""
    for r, row in enumerate(grid):
        for c, token in enumerate(row):
            if not (token.isascii() and token.isdigit()):
                raise PuzzleError(
                    f"expected a region number, found {shown(token)}", where=f"{where} row {r + 1}, column {c + 1}"
                )
    return numbered(grid)


def region_rows(regions: Regions) -> list[list[str]]:
    """A region grid as text tokens (its numbers)."""
    return [[str(v) for v in row] for row in regions]
