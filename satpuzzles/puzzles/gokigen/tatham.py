"""Simon Tatham's Slant game IDs: `<W>x<H>[d<X>]:<description>`, the (W + 1) x (H + 1) grid points in reading
order: a letter `a`-`z` is 1 to 26 points without a number, `0`-`4` a number. The difficulty is accepted
and ignored."""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.gameid import covered, digit_cells, read_runs, write_runs

from .model import Gokigen

_ID = re.compile(r"(?P<w>\d{1,3})(?:x(?P<h>\d{1,3}))?(?:d[a-z])?:(?P<desc>[a-z0-4]*)", re.ASCII)


def looks_like(text: str) -> bool:
    """Slant's parameters, and a description covering exactly (W + 1) x (H + 1) grid points."""
    match = _ID.fullmatch(text.strip())
    if match is None:
        return False
    w, h = int(match["w"]), int(match["h"] or match["w"])
    return w > 0 and h > 0 and covered(match["desc"]) == (w + 1) * (h + 1)


def read(text: str) -> Gokigen:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Slant game ID '<W>x<H>:<description>' (letters a-z and 0-4), e.g. 5x5:...")
    w, h = int(match["w"]), int(match["h"] or match["w"])
    points = read_runs(match["desc"], (w + 1) * (h + 1), digit_cells("01234"))
    return Gokigen(h, w, tuple(tuple(points[i * (w + 1) : (i + 1) * (w + 1)]) for i in range(h + 1)))


def write(p: Gokigen) -> str:
    return f"{p.columns}x{p.rows}:" + write_runs(None if v is None else str(v) for row in p.clues for v in row)
