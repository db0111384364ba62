"""Random region layouts for generators: a grid cut into connected regions of given sizes.

A layout starts from a plain one (the caller's) and is shuffled by swapping the regions of two
neighbouring cells whenever both regions stay connected: sizes never change, so the result has the
start's region sizes with random shapes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
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
    if rows * cols < 2:  # one cell: nothing to exchange
        return start
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


def grown_regions(
    rows: int, cols: int, rng: Random, max_size: int, may_join: Callable[[list[Cell], Cell], bool] | None = None
) -> Layout:
    """Connected regions (cages) of 1..max_size cells: from a random free cell, random free neighbours join
    while the region is below its random target size and `may_join(region, cell)` allows the cell."""
    grid = [[-1] * cols for _ in range(rows)]
    order = [(r, c) for r in range(rows) for c in range(cols)]
    rng.shuffle(order)
    region = 0
    for start in order:
        if grid[start[0]][start[1]] != -1:
            continue
        members = [start]
        grid[start[0]][start[1]] = region
        target = rng.randint(1, max_size)
        while len(members) < target:
            free = [
                n
                for cell in members
                for n in _neighbours(cell, rows, cols)
                if grid[n[0]][n[1]] == -1 and (may_join is None or may_join(members, n))
            ]
            if not free:
                break
            cell = rng.choice(free)
            grid[cell[0]][cell[1]] = region
            members.append(cell)
        region += 1
    return tuple(tuple(row) for row in grid)


def split_pieces(grid: Sequence[Sequence[int]]) -> Layout:
    """Each edge-connected piece of each region as a region of its own, numbered in reading order of first cell
    (a generator that moves one cell into a new region may cut its old region in two)."""
    rows, cols = len(grid), len(grid[0])
    out = [[-1] * cols for _ in range(rows)]
    fresh = 0
    for r in range(rows):
        for c in range(cols):
            if out[r][c] != -1:
                continue
            out[r][c] = fresh
            stack = [(r, c)]
            while stack:
                cell = stack.pop()
                for i, j in _neighbours(cell, rows, cols):
                    if out[i][j] == -1 and grid[i][j] == grid[cell[0]][cell[1]]:
                        out[i][j] = fresh
                        stack.append((i, j))
            fresh += 1
    return tuple(tuple(row) for row in out)


def merged_small(grid: Sequence[Sequence[int]], rng: Random, smallest: int, largest: int) -> Layout:
    """The layout with each region of fewer than `smallest` cells joined to a random neighbouring region, the
    smallest first, while the two together have at most `largest` cells (a region with no such neighbour
    stays small). Joined regions are edge neighbours, so a connected layout stays connected."""
    out = [list(row) for row in grid]
    rows, cols = len(out), len(out[0])
    while True:
        members: dict[int, list[Cell]] = {}
        for r in range(rows):
            for c in range(cols):
                members.setdefault(out[r][c], []).append((r, c))
        joins = (
            (region, sorted(choices))
            for region, cells in sorted(members.items(), key=lambda item: len(item[1]))
            if len(cells) < smallest
            for choices in [
                {
                    out[i][j]
                    for cell in cells
                    for i, j in _neighbours(cell, rows, cols)
                    if out[i][j] != region and len(members[out[i][j]]) + len(cells) <= largest
                }
            ]
            if choices
        )
        join = next(joins, None)
        if join is None:
            return tuple(tuple(row) for row in out)
        region, choices = join
        into = rng.choice(choices)
        for r, c in members[region]:
            out[r][c] = into
