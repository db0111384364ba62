"""Simon Tatham's Range game IDs: `<W>x<H>:<description>`, the cells in reading order: a letter `a`-`z` is 1
to 26 cells without a number, a decimal number a numbered cell, `_` separates two numbers."""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError

from .model import Clue, Kuromasu

_ID = re.compile(r"(?P<w>\d{1,3})x(?P<h>\d{1,3}):(?P<desc>[a-z0-9_]*)", re.ASCII)
_TOKEN = re.compile(r"[a-z]|\d+|_", re.ASCII)


def looks_like(text: str) -> bool:
    """Range's parameters and numbers a cell can see: at most W + H - 1 (Rectangles IDs have the same shape,
    and their larger numbers tell them apart)."""
    match = _ID.fullmatch(text.strip())
    if match is None or int(match["w"]) < 1 or int(match["h"]) < 1:
        return False
    return all(len(n) < 5 and int(n) < int(match["w"]) + int(match["h"]) for n in re.findall(r"\d+", match["desc"]))


def read(text: str) -> Kuromasu:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Range game ID '<W>x<H>:<description>' (letters a-z, numbers, _), e.g. 5x5:...")
    w, h = int(match["w"]), int(match["h"])
    cells: list[Clue] = []
    for token in _TOKEN.findall(match["desc"]):
        if token.isalpha():
            cells += [None] * (ord(token) - ord("a") + 1)
        elif token != "_":
            cells.append(int(token))
    if len(cells) != w * h:
        raise PuzzleError(f"the description covers {len(cells)} cells, expected {w * h} ({w}x{h})")
    return Kuromasu(h, w, tuple(tuple(cells[r * w : (r + 1) * w]) for r in range(h)))


def write(p: Kuromasu) -> str:
    out, run, after_number = "", 0, False
    for value in (v for row in p.numbers for v in row):
        if value is None:
            if run == 26:
                out, run = out + "z", 0
            run += 1
            continue
        if run:
            out, run, after_number = out + chr(ord("a") - 1 + run), 0, False
        out += ("_" if after_number else "") + str(value)
        after_number = True
    if run:
        out += chr(ord("a") - 1 + run)
    return f"{p.columns}x{p.rows}:{out}"
