"""Simon Tatham's Light Up game IDs: `<W>x<H>[b<n>s<n>d<n>]:<description>`, the cells in reading order: a
letter `a`-`z` is 1 to 26 white cells, `B` a black cell, `0`-`4` a numbered black cell. The parameters after
the size (black share, symmetry, difficulty) are accepted and ignored."""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError

from .model import BLACK, Akari, Clue

_ID = re.compile(r"(?P<w>\d{1,3})(?:x(?P<h>\d{1,3}))?(?:b\d+)?(?:s\d+)?r?(?:d\d+)?:(?P<desc>[a-zB0-4]*)", re.ASCII)


def looks_like(text: str) -> bool:
    """Light Up's parameters, and a description covering exactly W x H cells."""
    match = _ID.fullmatch(text.strip())
    if not match:
        return False
    w, h = int(match["w"]), int(match["h"] or match["w"])
    covered = sum(ord(ch) - ord("a") + 1 if "a" <= ch <= "z" else 1 for ch in match["desc"])
    return w > 0 and h > 0 and covered == w * h


def read(text: str) -> Akari:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Light Up game ID '<W>x<H>:<description>' (letters a-z, B and 0-4), e.g. 7x7:...")
    w, h = int(match["w"]), int(match["h"] or match["w"])
    cells: list[Clue] = []
    for ch in match["desc"]:
        if "a" <= ch <= "z":
            cells += [None] * (ord(ch) - ord("a") + 1)
        else:
            cells.append(BLACK if ch == "B" else int(ch))
    if len(cells) != w * h:
        raise PuzzleError(f"the description covers {len(cells)} cells, expected {w * h} ({w}x{h})")
    return Akari(h, w, tuple(tuple(cells[r * w : (r + 1) * w]) for r in range(h)))


def write(p: Akari) -> str:
    out, run = "", 0
    for value in (v for row in p.cells for v in row):
        if value is None:
            if run == 26:
                out, run = out + "z", 0
            run += 1
            continue
        if run:
            out, run = out + chr(ord("a") - 1 + run), 0
        out += "B" if value == BLACK else str(value)
    if run:
        out += chr(ord("a") - 1 + run)
    return f"{p.columns}x{p.rows}:{out}"
