"""Simon Tatham's Rectangles game IDs: `<W>x<H>[e<F>][a]:<description>`.

The description runs over the cells in reading order: a letter `a`-`z` is 1 to 26 cells without a number,
a decimal number a numbered cell, `_` separates two adjacent numbers (Solo's grid code). The expansion
factor `e` and `a` (ambiguous puzzles allowed) only steer his generator and are ignored.

Range IDs have the same shape, so an ID is claimed as a Rectangles ID only where it can be one: its
numbers add up to the grid's area and each fits some rectangle that holds no other number. An ID that
Range claims too needs --type.
"""

from __future__ import annotations

import re
from itertools import accumulate

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.digitgrid import read_solo_grid, write_solo_grid
from satpuzzles.typekit.gameid import sizes

from .model import Number, Shikaku

_ID = re.compile(r"(?P<w>\d{1,3})(?:x(?P<h>\d{1,3}))?(?:e[\d.]{1,12})?a?:(?P<desc>\S*)", re.ASCII)
FIT_CHECK_CELLS = 40_000  # above this area looks_like checks the numbers' sum only (the fit test grows with it)


def _cells(text: str) -> tuple[int, int, list[Number]]:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Rectangles game ID '<W>x<H>:<description>' (letters a-z, numbers, _)")
    w, h = sizes(match)
    cells, rest = read_solo_grid(match["desc"], w * h, w * h)
    if rest or "," in match["desc"]:
        raise PuzzleError("unexpected ',' in a Rectangles description")
    return w, h, cells


def looks_like(text: str) -> bool:
    """Rectangles' parameters; numbers that add up to the area, each fitting a rectangle free of others."""
    try:
        w, h, cells = _cells(text)
    except PuzzleError:
        return False
    if sum(v or 0 for v in cells) != w * h:
        return False
    if w * h > FIT_CHECK_CELLS:
        return True
    # counts[r][c]: the numbered cells in row r left of column c
    counts = [list(accumulate((v is not None for v in cells[r * w : (r + 1) * w]), initial=0)) for r in range(h)]
    return all(_fits(counts, w, h, i, v) for i, v in enumerate(cells) if v is not None)


def _fits(counts: list[list[int]], w: int, h: int, at: int, area: int) -> bool:
    """Whether some rectangle of `area` cells covers cell `at` and no other numbered cell."""
    row, col = divmod(at, w)
    for height in range(1, min(h, area) + 1):
        if area % height or area // height > w:
            continue
        width = area // height
        for top in range(max(0, row - height + 1), min(row, h - height) + 1):
            for left in range(max(0, col - width + 1), min(col, w - width) + 1):
                if sum(counts[r][left + width] - counts[r][left] for r in range(top, top + height)) == 1:
                    return True
    return False


def read(text: str) -> Shikaku:
    w, h, cells = _cells(text)
    return Shikaku(h, w, tuple(tuple(cells[r * w : (r + 1) * w]) for r in range(h)))


def write(p: Shikaku) -> str:
    return f"{p.columns}x{p.rows}:" + write_solo_grid([v for row in p.numbers for v in row])
