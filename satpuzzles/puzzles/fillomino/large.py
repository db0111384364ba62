"""Regions larger than any given, projected for solving (encodings/fillomino.md, "Large regions").

Only a region without a given can be larger than the largest given, and in a sea of unnumbered cells it could
be hundreds of cells large: a cell holding any of hundreds of numbers made the solving formula of a 20x36 grid a
million clauses. The solving book's cells hold the numbers up to `exact_up_to(p)` exactly and two symbols for a
larger region: LARGE, and BESIDE_LARGER for one that touches a larger one of them. Their areas have more than
K cells (the cut finder's `least`); an area of BESIDE_LARGER touches an area of LARGE, and every one it touches
is larger (`touching_cuts`). A model lifts to a solution by giving each such area its size (`lifted`), and a
solution projects back to that model (`projected`: a large region is BESIDE_LARGER when it touches a larger
large region), so the blocking clause of a solution is the one of its model.

Why "0, 1, or two solutions" is the same question on models: every model lifts to a solution; a solution whose
large regions touch none of each other is the lift of one model only (BESIDE_LARGER always touches a large
region); a solution whose large regions touch is never the only one (its touching large regions merged into one
region are another) and then two models exist: the merged one, and the one where a smallest large region of the
merged area is BESIDE_LARGER and the rest of it LARGE (every part of the rest it touches is larger). Counting
past two may miss solutions whose large regions touch in a chain.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from satpuzzles.typekit import Cell
from satpuzzles.typekit.cnf import Clause
from satpuzzles.typekit.constraints.lazy import CutFinder, Truth

from .model import Fillomino, Solution, areas

LARGE = 0  # a region larger than every exact number, touching no larger such region
BESIDE_LARGER = -1  # one that touches a larger one
EXACT_FLOOR = 12  # the exact numbers reach at least this far (a small sea's numbers stay exact)


def exact_up_to(p: Fillomino) -> int:
    """K: the numbers the solving book holds exactly, the largest given or EXACT_FLOOR."""
    return max([EXACT_FLOOR, *(v for row in p.givens for v in row if v is not None)])


def lifted(rows: Sequence[Sequence[int]]) -> Solution:
    """Each area of LARGE or BESIDE_LARGER holds its size; exact numbers stay."""
    grid = [list(row) for row in rows]
    for area in areas(tuple(tuple(row) for row in rows)):
        r, c = area[0]
        if rows[r][c] in (LARGE, BESIDE_LARGER):
            for q, d in area:
                grid[q][d] = len(area)
    return tuple(tuple(row) for row in grid)


def projected(solution: Solution, k: int) -> list[list[int]]:
    """The model a solution is the lift of: a region larger than k is BESIDE_LARGER where it touches a larger
    region, else LARGE."""
    rows, columns = len(solution), len(solution[0])
    grid = [list(row) for row in solution]
    for area in areas(solution):
        r, c = area[0]
        v = solution[r][c]
        if v <= k:
            continue
        beside = (solution[q][d] for i, j in area for q, d in _near(i, j, rows, columns))
        symbol = BESIDE_LARGER if any(w > v for w in beside) else LARGE
        for q, d in area:
            grid[q][d] = symbol
    return grid


def touching_cuts(
    large: Mapping[Cell, int], beside: Mapping[Cell, int], near: Mapping[Cell, Sequence[Cell]]
) -> CutFinder:
    """The cuts of "an area of BESIDE_LARGER touches an area of LARGE, and each it touches is larger", over
    the cells' literals of the two symbols: for an area A' of BESIDE_LARGER with no LARGE beside it, "not all
    of A' hold it, or its rim holds it or LARGE"; for one beside an area A of LARGE no larger, "not all of A'
    hold it, or not all of A hold LARGE, or the rim of A' holds BESIDE_LARGER, or the rim of A LARGE" (with
    both rims closed the two areas are exactly these)."""

    def cuts(truth: Truth) -> list[Clause]:
        holds_large = {cell for cell, lit in large.items() if truth(lit)}
        holds_beside = {cell for cell, lit in beside.items() if truth(lit)}
        owner: dict[Cell, int] = {}
        large_areas = _areas(holds_large, near, owner)
        found: list[Clause] = []
        for area in _areas(holds_beside, near, {}):
            inside = set(area)
            rim = {w for cell in area for w in near[cell] if w not in inside}
            own = [-beside[cell] for cell in area]
            rim_lits = [beside[w] for w in rim if w in beside]
            touched = {owner[w] for w in rim if w in owner}
            if not touched:
                found.append([*own, *rim_lits, *(large[w] for w in rim if w in large)])
            for index in touched:
                other = large_areas[index]
                if len(other) > len(area):
                    continue
                outside = set(other)
                other_rim = {w for cell in other for w in near[cell] if w not in outside and w in large}
                found.append([*own, *rim_lits, *(-large[cell] for cell in other), *(large[w] for w in other_rim)])
        return found

    return cuts


def _areas(cells: set[Cell], near: Mapping[Cell, Sequence[Cell]], owner: dict[Cell, int]) -> list[list[Cell]]:
    """The connected areas of `cells`; `owner` gets each cell's area index."""
    found: list[list[Cell]] = []
    for start in sorted(cells):
        if start in owner:
            continue
        owner[start] = len(found)
        area, stack = [start], [start]
        while stack:
            for w in near[stack.pop()]:
                if w in cells and w not in owner:
                    owner[w] = len(found)
                    area.append(w)
                    stack.append(w)
        found.append(area)
    return found


def _near(r: int, c: int, rows: int, columns: int) -> Iterable[Cell]:
    for q, d in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
        if 0 <= q < rows and 0 <= d < columns:
            yield q, d
