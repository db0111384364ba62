"""The size of a Star Battle formula from its layout, clause group by clause group of encode.py.

The unit clauses that counting arguments add (counting.py) are left out: at most one per cell, next
to the several clauses per cell that no touching takes.
"""

from __future__ import annotations

from functools import lru_cache

from satpuzzles.typekit.cnf import FormulaSize, cardinality_size

from .blocks import counts_line_pairs, counts_regions, region_tilings
from .encode import PAIRWISE_WINDOWS
from .model import BLOCKED, StarBattle
from .windows import counts_windows, window_counts

NEIGHBOURS_AFTER = ((0, 1), (1, -1), (1, 0), (1, 1))  # each touching pair counted from its first cell


def formula_size(puzzle: StarBattle, encoding: str) -> FormulaSize:
    """Checked before every layout is compiled, so a batch pays it per puzzle: a few microseconds here."""
    n, stars = puzzle.size, puzzle.stars
    variables = clauses = cells = 0
    for members in puzzle.region_cells().values():
        region = cardinality_size(len(members), stars, encoding)
        variables += region.variables
        clauses += region.clauses
        cells += len(members)
    regionless = _regionless(n, stars, encoding) if cells == n * n else _regionless_blocked(puzzle, encoding)
    if counts_line_pairs(n, stars):
        regionless += _block_counts(n, stars, encoding)
    if counts_regions(n):
        for members in puzzle.region_cells().values():
            for pieces in region_tilings(members, stars):
                regionless += FormulaSize(len(pieces), len(pieces))
                regionless += cardinality_size(len(pieces), len(pieces) - stars, encoding, "atmost")
    if counts_windows(n, stars, encoding):
        counted, native = window_counts(puzzle)
        clauses += len(counted) + len(native)
    return FormulaSize(regionless.variables + variables, regionless.clauses + clauses)


@lru_cache(maxsize=64)
def _block_counts(n: int, stars: int, encoding: str) -> FormulaSize:
    """blocks.py's part without blocked cells (with them, a bound: their empty blocks are left out): a
    literal and its clause per window the tilings use (all (n+1)² but the 4 corners), and per pair of lines
    and tiling an "at most" over the block literals."""
    size = FormulaSize((n + 1) ** 2 - 4, (n + 1) ** 2 - 4)
    for blocks in ((n + 1) // 2, n // 2 + 1):
        size += 2 * (n - 1) * cardinality_size(blocks, blocks - 2 * stars, encoding, "atmost")
    return size


@lru_cache(maxsize=64)
def _regionless(n: int, stars: int, encoding: str) -> FormulaSize:
    """The stars, lines and no touching of a layout without blocked cells."""
    size = FormulaSize(n * n) + 2 * n * cardinality_size(n, stars, encoding)
    if encoding in PAIRWISE_WINDOWS:
        return size + FormulaSize(0, 2 * n * (n - 1) + 2 * (n - 1) ** 2)
    return size + (n - 1) ** 2 * cardinality_size(4, 1, encoding, "atmost")


def _regionless_blocked(puzzle: StarBattle, encoding: str) -> FormulaSize:
    n = puzzle.size
    free = [[region != BLOCKED for region in row] for row in puzzle.regions]
    size = FormulaSize(n * n, n * n - sum(map(sum, free)))
    for line in [*free, *zip(*free, strict=True)]:
        size += cardinality_size(sum(line), puzzle.stars, encoding)
    if encoding in PAIRWISE_WINDOWS:
        pairs = sum(
            free[r][c] and free[r + dr][c + dc]
            for r in range(n)
            for c in range(n)
            for dr, dc in NEIGHBOURS_AFTER
            if r + dr < n and 0 <= c + dc < n
        )
        return size + FormulaSize(0, pairs)
    for r in range(n - 1):
        for c in range(n - 1):
            window = free[r][c] + free[r][c + 1] + free[r + 1][c] + free[r + 1][c + 1]
            size += cardinality_size(window, 1, encoding, "atmost")
    return size
