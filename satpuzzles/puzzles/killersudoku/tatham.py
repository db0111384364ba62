"""Simon Tatham's Solo game IDs in killer mode: `<R>x<C>[x]k:<grid>,<cages>,<sums>`.

Boxes of R rows and C columns (Solo's blocks are its first number tall); `x` is the diagonal rule (Solo's
X) and may stand before or after `k`; symmetry and difficulty letters are ignored. The grid is Solo's
givens, which his killer generator leaves empty: this model has no givens, so an ID that gives a digit
is refused. The cages are a Solo block structure (digitgrid.read_solo_blocks) and the sums a Solo grid
whose numbers stand in a cell of their cage (his generator: the cage's first cell in reading order).
Killer jigsaws (`<N>jk`) are refused: this model's boxes are rectangles. Solo's cages have 2 to N
cells, so a puzzle with a one-cell cage is not written.
"""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.cagemap import cells_by_cage
from satpuzzles.typekit.digitgrid import (
    read_solo_blocks,
    read_solo_grid,
    split_solo_id,
    write_solo_blocks,
    write_solo_grid,
)

from .model import KillerSudoku

MAX_SYMBOLS = 25  # this model's largest grid (Solo goes to 31)
_PARAMS = re.compile(r"(?P<c>\d{1,2})(?:x(?P<r>\d{1,2}))?(?P<flags>[a-z0-9]*)", re.ASCII)
_FLAGS = re.compile(r"(?P<x1>x?)k(?P<x2>x?)(?:[rm]d?\d+|a|d[tbiaeu])*", re.ASCII)
_LOOKS_LIKE = re.compile(r"\d{1,2}(?:x\d{1,2})?x?kx?[a-z\d]*:[a-z\d_]*,[a-z_]*,[a-z\d_]*", re.ASCII)


def looks_like(text: str) -> bool:
    """Solo's killer parameters (`k` and no `j`), a grid, a cage structure and a sum grid."""
    return bool(_LOOKS_LIKE.fullmatch(text.strip()))


def read(text: str) -> KillerSudoku:
    params, desc = split_solo_id(text)
    match = _PARAMS.fullmatch(params)
    flags = _FLAGS.fullmatch(match["flags"]) if match else None
    if match is None or flags is None:
        if match and "j" in match["flags"]:
            raise PuzzleError(f"{params!r} is a killer jigsaw: only killer IDs with boxes '<R>x<C>k:...' are read")
        raise PuzzleError(f"expected Solo killer parameters '<R>x<C>k' such as 3x3k, found {params!r}")
    rows, cols = int(match["c"]), int(match["r"] or match["c"])
    n = rows * cols
    if rows < 2 or cols < 2 or n > MAX_SYMBOLS:
        raise PuzzleError(f"{params!r}: boxes of at least 2x2 and at most {MAX_SYMBOLS} symbols are read")
    givens, rest = read_solo_grid(desc, n * n, n)
    if any(v is not None for v in givens):
        raise PuzzleError("the ID gives digits in the grid; this Killer Sudoku model has cages and sums only")
    walls, comma, sums_desc = rest.partition(",")
    if not comma:
        raise PuzzleError("expected the cages and the sums after the grid, separated by ','")
    cages = read_solo_blocks(walls, n)
    sums, after = read_solo_grid(sums_desc, n * n, n * n * n)
    if after or "," in sums_desc:
        raise PuzzleError("unexpected text after the sums (a killer ID has three parts)")
    grid = tuple(tuple(sums[r * n : (r + 1) * n]) for r in range(n))
    return KillerSudoku(n, cages, grid, (rows, cols), bool(flags["x1"] or flags["x2"]))


def write(p: KillerSudoku) -> str:
    rows, cols = p.box
    if rows < 2 or cols < 2:
        raise PuzzleError(f"Solo has no {rows}x{cols} boxes (both sides at least 2)")
    cages = cells_by_cage(p.cages)
    for cells in cages.values():
        if len(cells) < 2:
            r, c = cells[0]
            raise PuzzleError(f"the cage of r{r + 1}c{c + 1} has one cell; Solo's cages have 2 cells or more")
    walls = write_solo_blocks(p.cages)
    if len({cage for row in read_solo_blocks(walls, p.size) for cage in row}) != len(cages):
        raise PuzzleError("a cage is in more than one piece; Solo's cages are connected")
    givens = write_solo_grid([None] * (p.size * p.size))
    sums = write_solo_grid([v for row in p.sums for v in row])
    return f"{rows}x{cols}{'x' if p.diagonal else ''}k:{givens},{walls},{sums}"
