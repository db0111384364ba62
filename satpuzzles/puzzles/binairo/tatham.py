"""Simon Tatham's Unruly game IDs: `<W>x<H>[u]:<description>`.

`u` is the unique rows and columns rule (Binairo's `distinct`); a difficulty `d<letter>` is accepted
and ignored. The description runs over the cells row by row and one place past the end: a lower-case
letter skips (letter - 'a') empty cells and places a white cell (0), an upper-case one a black cell (1),
and `z` / `Z` skip 25 cells placing nothing; the last letter's cell is the place past the end. Unruly
plays even sizes from 6; this project reads square grids.
"""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError

from .model import BLACK, WHITE, Binairo

_PARAMS = re.compile(r"(?P<w>\d{1,3})(?:x(?P<h>\d{1,3}))?(?P<u>u?)(?:d[a-z])?", re.ASCII)
SKIP = 25  # z / Z


def read(text: str) -> Binairo:
    params, sep, desc = text.strip().partition(":")
    match = _PARAMS.fullmatch(params)
    if not sep or not match:
        raise PuzzleError("expected an Unruly game ID '<W>x<H>[u]:<description>', e.g. 6x6:...")
    width, height = int(match["w"]), int(match["h"] or match["w"])
    if width != height:
        raise PuzzleError(f"only square grids are supported, found {width}x{height}")
    n = width
    cells: list[int | None] = [None] * (n * n)
    pos = 0
    for k, ch in enumerate(desc):
        if not ch.isascii() or not ch.isalpha():
            raise PuzzleError(f"unexpected {ch!r} in the description", where=f"game ID character {k + 1}")
        run = ord(ch.lower()) - ord("a")
        if run == SKIP:
            pos += SKIP
            continue
        pos += run
        if pos < n * n:
            cells[pos] = BLACK if ch.isupper() else WHITE
        elif pos > n * n:
            raise PuzzleError(f"the description runs past the {n}x{n} grid")
        pos += 1
    if pos != n * n + 1:
        raise PuzzleError(f"the description covers {pos} places, expected {n * n + 1} (the cells and one more)")
    givens = tuple(tuple(cells[r * n : (r + 1) * n]) for r in range(n))
    return Binairo(n, givens, bool(match["u"]))


def write(p: Binairo) -> str:
    n = p.size
    if n < 6:
        raise PuzzleError(f"Unruly plays sizes from 6, not {n}")
    out: list[str] = []
    run = 0
    for value in [*(v for row in p.givens for v in row), WHITE]:  # the place past the end closes the run
        if value is None:
            run += 1
            continue
        base = "A" if value == BLACK else "a"
        while run >= SKIP:
            out.append(chr(ord(base) + SKIP))
            run -= SKIP
        out.append(chr(ord(base) + run))
        run = 0
    return f"{n}x{n}{'u' if p.distinct else ''}:" + "".join(out)


_LOOKS_LIKE = re.compile(r"\d{1,3}(?:x\d{1,3})?u?(?:d[a-z])?:[A-Za-z]+", re.ASCII)


def looks_like(text: str) -> bool:
    """Unruly's parameters `<W>[x<H>][u]` and a description of letters only."""
    return bool(_LOOKS_LIKE.fullmatch(text.strip()))
