"""Random domino tilings of a grid, for generators whose puzzles are laid on dominoes."""

from __future__ import annotations

from random import Random

from satpuzzles.errors import PuzzleError

FLIPS = 20  # random 2x2 flips per cell: enough to forget the starting tiling on the grids generated here
PARTNER = {"n": (-1, 0), "w": (0, -1), "e": (0, 1), "s": (1, 0)}  # where a cell's partner is


def random_domino_tiling(rows: int, columns: int, rng: Random) -> list[str]:
    """A random tiling, as rows of partner letters (n, w, e, s): parallel dominoes across an even side, then
    random flips of 2x2 squares holding two parallel dominoes (the flips connect every tiling of a grid)."""
    if rows * columns % 2:
        raise PuzzleError(
            f"a {rows}x{columns} grid has an odd number of cells, so no domino tiling: choose an even size"
        )
    if columns % 2 == 0:
        grid = [["ew"[c % 2] for c in range(columns)] for _ in range(rows)]
    else:
        grid = [["sn"[r % 2]] * columns for r in range(rows)]
    for _ in range(FLIPS * rows * columns if rows > 1 and columns > 1 else 0):
        r, c = rng.randrange(rows - 1), rng.randrange(columns - 1)
        square = grid[r][c] + grid[r][c + 1] + grid[r + 1][c] + grid[r + 1][c + 1]
        if square == "ewew":  # two horizontal dominoes become two vertical ones
            grid[r][c], grid[r][c + 1], grid[r + 1][c], grid[r + 1][c + 1] = "s", "s", "n", "n"
        elif square == "ssnn":
            grid[r][c], grid[r][c + 1], grid[r + 1][c], grid[r + 1][c + 1] = "e", "w", "e", "w"
    return ["".join(row) for row in grid]
