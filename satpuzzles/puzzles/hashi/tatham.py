"""Simon Tatham's Bridges game IDs: `<W>x<H>[i<n>][e<n>][m<n>][L][d<n>]:<description>`, the cells in reading
order: a letter `a`-`z` is 1 to 26 empty cells, `1`-`9` and `A`-`G` an island's number. Bridges may allow more
than two bridges per pair (`m`) or forbid loops (`L`); those variants are refused, the other parameters are
accepted and ignored."""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.gameid import covered, read_runs, write_runs

from .model import ASKED, Hashi

_ID = re.compile(
    r"(?P<w>\d{1,3})(?:x(?P<h>\d{1,3}))?(?:i\d+)?(?:e\d+)?(?:m(?P<m>\d+))?(?P<L>L)?(?:d\d+)?:(?P<desc>[a-z1-9A-G]*)",
    re.ASCII,
)


def looks_like(text: str) -> bool:
    """Bridges' parameters, and a description covering exactly W x H cells."""
    match = _ID.fullmatch(text.strip())
    if match is None:
        return False
    w, h = int(match["w"]), int(match["h"] or match["w"])
    return w > 0 and h > 0 and covered(match["desc"]) == w * h


def _island(ch: str, i: int) -> int:
    return int(ch) if ch.isdigit() else ord(ch) - ord("A") + 10


def read(text: str) -> Hashi:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError(
            "expected a Bridges game ID '<W>x<H>m2:<description>' (letters a-z, 1-9, A-G), e.g. 7x7m2:..."
        )
    if match["m"] not in (None, "2") or match["L"]:
        raise PuzzleError(
            f"only Bridges with at most two bridges per pair and loops allowed, found {shown(text.partition(':')[0])}"
        )
    w, h = int(match["w"]), int(match["h"] or match["w"])
    cells = read_runs(match["desc"], w * h, _island)
    return Hashi(h, w, tuple(tuple(cells[r * w : (r + 1) * w]) for r in range(h)))


def write(p: Hashi) -> str:
    if any(v == ASKED for row in p.islands for v in row):
        raise PuzzleError(f"a Bridges game ID has no island without a number ('{ASKED}')")
    return f"{p.columns}x{p.rows}m2:" + write_runs(None if v is None else str(v) for row in p.islands for v in row)
