"""Simon Tatham's Singles game IDs: `<W>x<H>[d<letter>]:<description>`, one character per cell in reading
order (`1`-`9`, then `a`-`z` for 10-35, `A`-`Z` for 36-61); every number is 1..max(W, H). The difficulty is
accepted and ignored."""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError

from .model import Hitori

_ID = re.compile(r"(?P<w>\d{1,3})(?:x(?P<h>\d{1,3}))?(?:d[a-z])?:(?P<desc>[0-9a-zA-Z]*)", re.ASCII)
CHARS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def looks_like(text: str) -> bool:
    match = _ID.fullmatch(text.strip())
    if not match:
        return False
    w, h = int(match["w"]), int(match["h"] or match["w"])
    return w > 0 and h > 0 and len(match["desc"]) == w * h


def read(text: str) -> Hitori:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Singles game ID '<W>x<H>:<one character per cell>', e.g. 5x5:12345...")
    w, h, desc = int(match["w"]), int(match["h"] or match["w"]), match["desc"]
    if len(desc) != w * h:
        raise PuzzleError(f"the description has {len(desc)} characters, expected {w * h} ({w}x{h} cells)")
    values = [CHARS.index(ch) for ch in desc]
    if not all(1 <= v <= max(w, h) for v in values):
        raise PuzzleError(f"every number of a {w}x{h} Singles grid is 1..{max(w, h)}")
    return Hitori(h, w, tuple(tuple(values[r * w : (r + 1) * w]) for r in range(h)))


def write(p: Hitori) -> str:
    top = max(p.rows, p.columns)
    if any(v > top for row in p.numbers for v in row):
        raise PuzzleError(f"Singles numbers a {p.rows}x{p.columns} grid 1..{top}; this puzzle has larger ones")
    return f"{p.columns}x{p.rows}:" + "".join(CHARS[v] for row in p.numbers for v in row)
