"""Counting arguments a layout allows, as facts with their reasons: the cells they leave without a star.

Each argument holds in every solution, so its cells go into the formula as unit clauses (redundant:
uniqueness proofs and exports stay exact) and CDCL need not find them by failing, after a counting
argument resolution is bad at. They are the arguments a person uses, so a step engine can show a
`Deduction` as a named technique:

- **band**: k regions lying within k consecutive rows (or columns) need all k·S of those lines' stars,
  so the lines' cells of every other region are empty;
- **pair**: a region lying within two neighbouring rows (or columns, or within one line) whose cells
  span 2S-1 or 2S lines across: that box splits into S blocks of 2x2 (the last maybe 2x1), each holding
  at most one star as any two of its cells touch, and the region needs S, so every block holds one of
  the region's stars and the box's cells of other regions are empty.

`known_empty` (cells already known to hold no star) takes those cells out of their regions first, so
the arguments apply again to a partly solved grid, as a step engine would use them.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from satpuzzles.typekit import Cell

from .bands import Span, column_spans, full_bands
from .model import BLOCKED, StarBattle

AXES = ("rows", "columns")


@dataclass(frozen=True)
class Deduction:
    """Cells that hold no star, the argument that empties them and what it reads."""

    technique: str  # band or pair
    axis: str  # rows or columns
    lines: tuple[int, int]  # the first and last line the argument reads (0-based)
    regions: tuple[int, ...]  # the regions it counts
    empty: frozenset[Cell]

    def reason(self, stars: int) -> str:
        first, last = self.lines
        lines = f"{self.axis} {first + 1}-{last + 1}" if last > first else f"{self.axis[:-1]} {first + 1}"
        names = ", ".join(str(region) for region in self.regions)
        if self.technique == "band":
            return f"regions {names} lie within {lines} and need all {len(self.regions) * stars} of their stars"
        blocks = "one block" if stars == 1 else f"{stars} blocks"
        return f"region {names} lies within {lines} in {blocks} of 2x2, each holding one of its stars"


def deductions(puzzle: StarBattle, known_empty: Collection[Cell] = ()) -> list[Deduction]:
    """Every band and pair argument of the layout (its regions less the `known_empty` cells) that empties a
    cell not known empty."""
    known = set(known_empty)
    regions = _regions(puzzle, known)
    ids = list(regions)
    grid = (puzzle.regions, tuple(zip(*puzzle.regions, strict=True)))  # each axis's lines of region ids
    found: list[Deduction] = []
    for axis, spans in enumerate(_spans(puzzle, regions, ids, grid[1], known)):
        for first, last, inside in full_bands(puzzle.size, spans):
            counted = [region for bit, region in enumerate(ids) if inside >> bit & 1]
            out = set(ids).difference(counted)
            empty = {
                (line, at) if axis == 0 else (at, line)
                for line in range(first, last + 1)
                for at, region in enumerate(grid[axis][line])
                if region in out
            }
            found.append(Deduction("band", AXES[axis], (first, last), tuple(sorted(counted)), frozenset(empty - known)))
        for region, (low, high) in zip(ids, spans, strict=True):
            if 0 <= high - low <= 1:
                found += _pair(puzzle, region, regions[region], axis, (low, high), known)
    return [deduction for deduction in found if deduction.empty]


def empty_cells(puzzle: StarBattle) -> set[Cell]:
    """The cells the arguments of `deductions` empty on the layout as given (the encoding's unit clauses)."""
    return {cell for deduction in deductions(puzzle) for cell in deduction.empty}


def _regions(puzzle: StarBattle, known: set[Cell]) -> dict[int, tuple[Cell, ...]]:
    """Each region's cells in row-major order, less the known empty ones."""
    if not known:
        return puzzle.region_cells()
    return {
        region: tuple(cell for cell in cells if cell not in known) for region, cells in puzzle.region_cells().items()
    }


def _spans(
    puzzle: StarBattle,
    regions: dict[int, tuple[Cell, ...]],
    ids: Sequence[int],
    columns: Sequence[Sequence[int]],
    known: set[Cell],
) -> tuple[list[Span], list[Span]]:
    """Each region's first and last row, and first and last column (an emptied region: an empty span)."""
    if not known:  # whole regions: rows from the row-major ends, columns from the grid's columns (fast)
        return [(regions[region][0][0], regions[region][-1][0]) for region in ids], column_spans(columns, ids)
    rows, cols = [], []
    for region in ids:
        cells = regions[region]
        rows.append((cells[0][0], cells[-1][0]) if cells else (0, -1))
        cols.append((min(c for _, c in cells), max(c for _, c in cells)) if cells else (0, -1))
    return rows, cols


def _pair(
    puzzle: StarBattle, region: int, cells: Sequence[Cell], axis: int, span: Span, known: set[Cell]
) -> list[Deduction]:
    """The pair argument for a region within one or two lines of `axis` (its extent across, the other axis)."""
    across = [cell[1 - axis] for cell in cells]
    start, end = min(across), max(across)
    if end - start + 1 not in (2 * puzzle.stars - 1, 2 * puzzle.stars):
        return []
    low, high = span
    box = (((line, at) if axis == 0 else (at, line)) for line in range(low, high + 1) for at in range(start, end + 1))
    empty = {(r, c) for r, c in box if puzzle.regions[r][c] not in (region, BLOCKED)} - known
    return [Deduction("pair", AXES[axis], span, (region,), frozenset(empty))] if empty else []
