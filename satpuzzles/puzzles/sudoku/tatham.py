"""Simon Tatham's Solo game IDs for plain Sudoku: `<c>x<r>:<grid>`.

Solo's blocks are c rows tall and r columns wide (its whichblock is (y / c) * c + x / r), so a box of
R rows and C columns is `RxC`. The grid lists the cells row by row: a letter a..z is a run of 1..26
empty cells, a number a given, `_` separates two adjacent numbers. Jigsaw (`9j`), killer (`k`) and
X (`x`) parameters are other puzzles; difficulty and symmetry letters are accepted and ignored.
"""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.digitgrid import read_solo_grid, split_solo_id, write_solo_grid

from .model import Givens, Sudoku

MAX_SYMBOLS = 31  # Solo refuses more distinct symbols
_PARAMS = re.compile(r"(?P<c>\d{1,2})(?:x(?P<r>\d{1,2}))?(?P<flags>[a-z0-9]*)", re.ASCII)
_STYLE = re.compile(r"(?:[rm]d?\d+|a|d[tbiaeu])*", re.ASCII)  # symmetry and difficulty: no effect on the puzzle


def read(text: str) -> Sudoku:
    params, desc = split_solo_id(text)
    match = _PARAMS.fullmatch(params)
    if not match or not _STYLE.fullmatch(match["flags"]):
        if match and any(flag in match["flags"] for flag in "jkx"):
            raise PuzzleError(f"{params!r} is a jigsaw, killer or X Solo: plain Sudoku IDs are '<c>x<r>:...'")
        raise PuzzleError(f"expected Solo parameters '<c>x<r>' such as 3x3, found {params!r}")
    if match["r"] is None:
        raise PuzzleError(f"{params!r} is not a plain Sudoku: expected '<c>x<r>' such as 3x3")
    rows, cols = int(match["c"]), int(match["r"])
    n = rows * cols
    if rows < 2 or cols < 2 or n > MAX_SYMBOLS:
        raise PuzzleError(f"{params!r}: Solo boxes are at least 2x2 and hold at most {MAX_SYMBOLS} symbols")
    cells, rest = read_solo_grid(desc, n * n, n)
    if rest:
        raise PuzzleError(f"unexpected {rest!r} after the grid (a plain Sudoku has one part)")
    givens: Givens = tuple(tuple(cells[r * n : (r + 1) * n]) for r in range(n))
    return Sudoku(n, givens, (rows, cols))


def write(p: Sudoku) -> str:
    rows, cols = p.box
    if rows < 2 or cols < 2:
        raise PuzzleError(f"Solo has no {rows}x{cols} boxes (both sides at least 2)")
    return f"{rows}x{cols}:" + write_solo_grid([v for row in p.givens for v in row])


_LOOKS_LIKE = re.compile(r"\d{1,2}x\d{1,2}[a-z\d]*:[a-z\d_]*", re.ASCII)


def looks_like(text: str) -> bool:
    """Solo's plain parameters `<c>x<r>` (then letters), and a grid of letters, digits and `_`."""
    return bool(_LOOKS_LIKE.fullmatch(text.strip()))
