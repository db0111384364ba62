"""Random region layouts for generators: a grid cut into connected regions of given sizes.

A layout starts from a plain one (the caller's) and is shuffled by swapping the regions of two
neighbouring cells whenever both regions stay connected: sizes never change, so the result has the
start's region sizes with random shapes.
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random

from satpuzzles.typekit.base import Cell

Layout = tuple[tuple[int, ...], ...]  # a region id per cell


def _neighbours(cell: Cell, rows: int, cols: int) -> list[Cell]:
    r, c = cell
    return [
        (r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)) if 0 <= r + dr < rows and 0 <= c + dc < cols
    ]


def connected(grid: Sequence[Sequence[int]], region: int) -> bool:
    """Whether the cells of `region` form one edge-connected piece (an empty region counts as connected)."""
    rows, cols = len(grid), len(grid[0])
    cells = [(r, c) for r in range(rows) for c in range(cols) if grid[r][c] == region]
    if not cells:
        return True
    seen = {cells[0]}
    stack = [cells[0]]
    while stack:
        for n in _neighbours(stack.pop(), rows, cols):
            if n not in seen and grid[n[0]][n[1]] == region:
                seen.add(n)
                stack.append(n)
    return len(seen) == len(cells)


def shuffled_regions(start: Layout, rng: Random, swaps: int | None = None) -> Layout:
    """`start` with random exchanges of a cell between two touching regions, each kept only when both stay connected."""
    rows, cols = len(start), len(start[0])
    grid = [list(row) for row in start]
    for _ in range(swaps if swaps is not None else 20 * rows * cols):
        a = (rng.randrange(rows), rng.randrange(cols))
        b = rng.choice(_neighbours(a, rows, cols))
        ra, rb = grid[a[0]][a[1]], grid[b[0]][b[1]]
        if ra == rb:
            continue
        # a joins b's region and some cell d of b's region that touches a's region joins a's
        touching = [
            (i, j)
            for i in range(rows)
            for j in range(cols)
            if grid[i][j] == rb and (i, j) != b and any(grid[n[0]][n[1]] == ra for n in _neighbours((i, j), rows, cols))
        ]
        if not touching:
            continue
        d = rng.choice(touching)
        grid[a[0]][a[1]], grid[d[0]][d[1]] = rb, ra
        if not (connected(grid, ra) and connected(grid, rb)):
            grid[a[0]][a[1]], grid[d[0]][d[1]] = ra, rb
    return tuple(tuple(row) for row in grid)
