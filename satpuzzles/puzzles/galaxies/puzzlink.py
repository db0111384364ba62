"""puzz.link Galaxies (pzprjs `tentaisho`): the body is pzprjs's Dot code over the (2·COLS - 1) x (2·ROWS - 1)
points inside the grid (cell middles, edges and corners, in reading order), then optionally its "empty cells"
bits, which must be all clear here.

A character `0`-`f` is a dot (its low bit: white or black, which the rules ignore) and the number of points after
it up to the next one, 1 + value // 2 (7 when the next dot is further away: the count then goes on from 8
points later); `g`-`z` skip 1 to 20 points.
"""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.puzzlink import BASE32, PuzzLink

from .model import NAME

HEX = "0123456789abcdef"
SKIPS = "ghijklmnopqrstuvwxyz"
FAR = 7  # the value // 2 of a dot whose next dot is more than 7 points on


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns = link.height, link.columns
    width, count = 2 * columns - 1, (2 * columns - 1) * (2 * rows - 1)
    dots, s, i = [], 0, 0
    body = link.body
    while i < len(body) and s < count:
        ch = body[i]
        if ch in HEX:
            dots.append([s // width + 1, s % width + 1])
            s += HEX.index(ch) // 2 + 1
        elif ch in SKIPS:
            s += SKIPS.index(ch) + 1
        else:
            raise PuzzleError(
                f"unexpected {shown(ch)} in the dots: expected 0-9, a-f or g-z", where=f"body character {i + 1}"
            )
        i += 1
    rest = body[i:]
    if any(ch not in BASE32 for ch in rest) or any(ch != "0" for ch in rest):
        raise PuzzleError("empty cells (pzprjs's blank squares) are not supported", where=f"body character {i + 1}")
    return {"type": NAME, "rows": rows, "columns": columns, "dots": dots}


def encode(data: dict[str, Any]) -> str:
    width, count = 2 * data["columns"] - 1, (2 * data["columns"] - 1) * (2 * data["rows"] - 1)
    points = sorted((y - 1) * width + x - 1 for y, x in data["dots"])
    out, at = [], 0
    for n, point in enumerate(points):
        out.extend(_skips(point - at))
        after = points[n + 1] - point if n + 1 < len(points) else FAR + 1
        step = after if after <= FAR else FAR + 1
        out.append(HEX[2 * (step - 1)])
        at = point + step
    out.extend(_skips(count - at))  # as pzprjs writes it: the points after the last dot's jump
    return "".join(out)


def _skips(run: int) -> list[str]:
    out = []
    while run > 0:
        out.append(SKIPS[min(run, len(SKIPS)) - 1])
        run -= min(run, len(SKIPS))
    return out
