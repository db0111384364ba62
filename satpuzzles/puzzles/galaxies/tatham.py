"""Simon Tatham's Galaxies game IDs: `WxH[dX]:DESC`, W the columns, H the rows (`dX` a difficulty, ignored).

DESC runs over the (2W - 1) x (2H - 1) points inside the grid in reading order (the model's doubled
coordinates): a letter `a`-`y` (`A`-`Y` for a black dot) is a dot after 0 to 24 points without one, `z` skips 25.
"""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.grid import MAX_SIZE

from .model import Galaxies

ID = re.compile(r"^(\d+)x(\d+)(?:d[a-z])?:([a-zA-Z]*)$")


def looks_like(text: str) -> bool:
    return ID.match(text.strip()) is not None


def read(text: str) -> Galaxies:
    found = ID.match(text.strip())
    if found is None:
        raise PuzzleError("expected a Galaxies game ID 'WxH:DESC', e.g. '7x7:ajfb'")
    columns, rows = int(found[1]), int(found[2])
    if not (1 <= rows <= MAX_SIZE and 1 <= columns <= MAX_SIZE):
        raise PuzzleError(f"each side must be 1 to {MAX_SIZE}, found {found[1]}x{found[2]}")
    width, count = 2 * columns - 1, (2 * columns - 1) * (2 * rows - 1)
    dots, point = [], 0
    for i, ch in enumerate(found[3]):
        if ch == "z":
            point += 25
            continue
        if ch.lower() not in "abcdefghijklmnopqrstuvwxy":
            raise PuzzleError(f"unexpected {shown(ch)}: expected a-y, A-Y or z", where=f"description character {i + 1}")
        point += ord(ch.lower()) - ord("a")
        if point >= count:
            raise PuzzleError("more description than points in the grid", where=f"description character {i + 1}")
        dots.append((point // width + 1, point % width + 1))
        point += 1
    return Galaxies(rows, columns, tuple(dots))


def write(p: Galaxies) -> str:
    width = 2 * p.columns - 1
    out, at = [], 0
    for y, x in p.dots:
        point = (y - 1) * width + x - 1
        run = point - at
        out.append("z" * (run // 25) + chr(ord("a") + run % 25))
        at = point + 1
    return f"{p.columns}x{p.rows}:{''.join(out)}"
