"""Simon Tatham's Solo game IDs for Jigsaw Sudoku: `<N>j:<grid>,<blocks>`.

The grid is Solo's (digitgrid.read_solo_grid). The blocks list the walls between cells: first the
N(N-1) places between horizontal neighbours in reading order, then the N(N-1) places between vertical
neighbours column by column, then one closing wall. `_` is a wall, a letter a..y is 1..25 places
without a wall and then a wall, and `z` is 26 places without a wall and no wall after them (as Solo's
reader counts it). `x` after the parameters is the diagonal rule (Solo's X); killer (`k`) is another
puzzle; symmetry and difficulty letters are accepted and ignored.
"""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.digitgrid import (
    read_solo_blocks,
    read_solo_grid,
    split_solo_id,
    write_solo_blocks,
    write_solo_grid,
)

from .model import JigsawSudoku

MAX_SYMBOLS = 31  # Solo refuses more distinct symbols
_PARAMS = re.compile(r"(?P<c>\d{1,2})(?:x(?P<r>\d{1,2}))?j(?P<x>x?)(?P<flags>[a-z0-9]*)", re.ASCII)
_STYLE = re.compile(r"(?:[rm]d?\d+|a|d[tbiaeu])*", re.ASCII)  # symmetry and difficulty: no effect on the puzzle


def read(text: str) -> JigsawSudoku:
    params, desc = split_solo_id(text)
    match = _PARAMS.fullmatch(params)
    if not match or not _STYLE.fullmatch(match["flags"]):
        if match and "k" in match["flags"]:
            raise PuzzleError(f"{params!r} is a killer jigsaw: only jigsaw IDs '<N>j[x]:...' are read")
        raise PuzzleError(f"expected Solo jigsaw parameters '<N>j' such as 9j, found {params!r}")
    n = int(match["c"]) * int(match["r"] or 1)
    if not 2 <= n <= MAX_SYMBOLS:
        raise PuzzleError(f"{params!r}: Solo grids hold 2 to {MAX_SYMBOLS} symbols")
    cells, rest = read_solo_grid(desc, n * n, n)
    if "," not in desc:
        raise PuzzleError("expected the block structure after a ',' (a jigsaw ID has two parts)")
    if "," in rest:
        raise PuzzleError("unexpected third part: only plain jigsaw IDs '<N>j:<grid>,<blocks>' are read")
    givens = tuple(tuple(cells[r * n : (r + 1) * n]) for r in range(n))
    return JigsawSudoku(n, read_solo_blocks(rest, n), givens, bool(match["x"]))


def write(p: JigsawSudoku) -> str:
    n = p.size
    if not 2 <= n <= MAX_SYMBOLS:
        raise PuzzleError(f"Solo plays 2 to {MAX_SYMBOLS} symbols, not {n}")
    grid = write_solo_grid([v for row in p.givens for v in row])
    return f"{n}j{'x' if p.diagonal else ''}:{grid},{write_solo_blocks(p.regions)}"


_LOOKS_LIKE = re.compile(r"\d{1,2}(?:x\d{1,2})?j[a-z\d]*:[a-z\d_]*,[a-z_]*(?:,.*)?", re.ASCII)


def looks_like(text: str) -> bool:
    """Solo's jigsaw parameters `<N>j` (then letters), a grid and a block structure."""
    return bool(_LOOKS_LIKE.fullmatch(text.strip()))
