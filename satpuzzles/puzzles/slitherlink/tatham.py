"""Simon Tatham's Loopy game IDs, square grids only: `<W>x<H>t0[d<X>]:<description>`.

The description runs over the W x H cells in reading order: a letter `a`-`z` is 1 to 26 cells without a
number, `0`-`4` a number. `t0` is the square grid (Loopy's default, so it may be left out); the other grid
types (`t1` triangles, honeycombs, Penrose tilings, ...) are not Slitherlink on squares and are refused.
The difficulty is accepted and ignored.
"""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.gameid import covered, digit_cells, read_runs, sizes, write_runs

from .model import Slitherlink

_ID = re.compile(r"(?P<w>\d{1,3})(?:x(?P<h>\d{1,3}))?(?:t(?P<t>\d{1,2}))?(?:d[a-z])?:(?P<desc>\S*)", re.ASCII)


def looks_like(text: str) -> bool:
    """Loopy's parameters with a grid type (`t0`, as Loopy writes its IDs) and W x H cells of a-z and 0-4."""
    match = _ID.fullmatch(text.strip())
    if match is None or match["t"] is None or not re.fullmatch(r"[a-z0-4]*", match["desc"]):
        return False
    w, h = int(match["w"]), int(match["h"] or match["w"])
    return covered(match["desc"]) == w * h


def read(text: str) -> Slitherlink:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Loopy game ID '<W>x<H>t0:<description>' (letters a-z and 0-4), e.g. 5x5t0:...")
    if match["t"] is not None and int(match["t"]) != 0:
        raise PuzzleError(f"Loopy grid type t{match['t']} is not the square grid (t0); only square grids are read")
    if "_" in match["desc"]:
        raise PuzzleError("the ID carries a grid description ('..._'): only Loopy's square grid (t0) is read")
    w, h = sizes(match)
    cells = read_runs(match["desc"], w * h, digit_cells("01234"))
    return Slitherlink(h, w, tuple(tuple(cells[r * w : (r + 1) * w]) for r in range(h)))


def write(p: Slitherlink) -> str:
    if p.rows < 3 or p.columns < 3:
        raise PuzzleError(f"Loopy's square grids are at least 3x3, not {p.columns}x{p.rows} (columns x rows)")
    return f"{p.columns}x{p.rows}t0:" + write_runs(None if v is None else str(v) for row in p.clues for v in row)
