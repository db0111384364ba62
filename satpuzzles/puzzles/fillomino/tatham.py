"""Simon Tatham's Filling game IDs: `<W>x<H>:<description>`.

The description runs over the cells in reading order: a letter `a`-`z` is 1 to 26 empty cells, a digit
`1`-`9` a given number, `0` an empty cell (older IDs write every cell as a digit). Filling's reader also
takes the characters after `9` up to `0` + max(W, H, 3) as the numbers above 9; they are read, and a
number above 9 is not written (Filling shows one digit per cell).
"""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.gameid import covered, read_runs, sizes, write_runs

from .model import Fillomino

_ID = re.compile(r"(?P<w>\d{1,3})(?:x(?P<h>\d{1,3}))?:(?P<desc>\S*)", re.ASCII)
_LOOKS_LIKE = re.compile(r"\d{1,3}(?:x\d{1,3})?:[a-z0-9]*", re.ASCII)


def looks_like(text: str) -> bool:
    """Filling's parameters and a description as Filling writes one, covering W x H cells."""
    text = text.strip()
    match = _ID.fullmatch(text)
    if match is None or not _LOOKS_LIKE.fullmatch(text):
        return False
    w, h = int(match["w"]), int(match["h"] or match["w"])
    desc = match["desc"]
    runs, zeros = re.search(r"[a-z]", desc) is not None, "0" in desc
    # Filling writes empty cells as letter runs, or (older IDs) every cell as a digit with 0 for empty: a
    # description of digits 1-9 only is Singles', one that mixes 0 and runs Light Up's
    return runs != zeros and covered(desc) == w * h


def read(text: str) -> Fillomino:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Filling game ID '<W>x<H>:<description>' (letters a-z and digits), e.g. 9x7:...")
    w, h = sizes(match)
    highest = chr(ord("0") + max(w, h, 3))

    def number(ch: str, i: int) -> int | None:
        if not "0" <= ch <= highest:
            raise PuzzleError(
                f"unexpected {shown(ch)}: expected a-z or 0-{highest}", where=f"game ID character {i + 1}"
            )
        return ord(ch) - ord("0") or None

    cells = read_runs(match["desc"], w * h, number)
    return Fillomino(h, w, tuple(tuple(cells[r * w : (r + 1) * w]) for r in range(h)))


def write(p: Fillomino) -> str:
    cells = [v for row in p.givens for v in row]
    if any(v is not None and v > 9 for v in cells):
        raise PuzzleError("a given number is above 9; Filling shows numbers 1 to 9")
    return f"{p.columns}x{p.rows}:" + write_runs(None if v is None else str(v) for v in cells)
