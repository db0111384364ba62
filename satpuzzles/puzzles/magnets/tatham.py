"""Simon Tatham's Magnets game IDs: `<W>x<H>[d<X>[S]]:<top>,<left>,<bottom>,<right>,<dominoes>`.

The four number lists, W or H characters each: the + counts of the columns (top) and of the rows (left),
then the - counts of the columns (bottom) and of the rows (right); a count is `0`-`9`, `a`-`z` (10 to 35)
or `A`-`Z` (36 to 61), `.` no number. The dominoes give every cell in reading order the side its partner
lies on: `L` (the partner is to the right), `R`, `T` (the partner is below), `B`. Magnets' `*`, a single
cell that is always blank, exists only on grids of an odd area and has no place in this model's dominoes,
so such IDs are refused; so are given poles, which an ID cannot hold. Difficulty and `S` are ignored.
"""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.countgrid import Numbers
from satpuzzles.typekit.gameid import sizes

from .model import Magnets

_ID = re.compile(r"(?P<w>\d{1,3})(?:x(?P<h>\d{1,3}))?(?:d[a-z]S?)?:(?P<desc>\S*)", re.ASCII)
_LOOKS_LIKE = re.compile(r"\d{1,3}(?:x\d{1,3})?(?:d[a-z]S?)?:(?:[0-9a-zA-Z.]+,){4}[LRTB*,]+", re.ASCII)
DIGITS = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
PARTNER = {"L": (0, 1), "R": (0, -1), "T": (1, 0), "B": (-1, 0)}  # where a cell's partner lies


def looks_like(text: str) -> bool:
    """Magnets' parameters, four number lists and a domino layout of L, R, T, B and *."""
    return bool(_LOOKS_LIKE.fullmatch(text.strip()))


def _numbers(field: str, count: int, where: str) -> Numbers:
    if len(field) != count:
        raise PuzzleError(f"expected {count} numbers, found {len(field)}", where=where)
    found: list[int | None] = []
    for k, ch in enumerate(field):
        if ch != "." and ch not in DIGITS:
            raise PuzzleError(f"unexpected {shown(ch)}: expected 0-9, a-z, A-Z or '.'", where=f"{where} {k + 1}")
        found.append(None if ch == "." else DIGITS.index(ch))
    return tuple(found)


def _dominoes(layout: str, w: int, h: int) -> tuple[tuple[int, ...], ...]:
    layout = layout.replace(",", "")  # Magnets skips commas between the cells
    if len(layout) != w * h:
        raise PuzzleError(f"the dominoes describe {len(layout)} cells, expected {w * h}")
    labels = [[-1] * w for _ in range(h)]
    count = 0
    for i, ch in enumerate(layout):
        r, c = divmod(i, w)
        if ch == "*":
            raise PuzzleError(
                f"row {r + 1}, column {c + 1} is a single blank cell ('*'): this Magnets model has dominoes only"
            )
        if ch not in PARTNER:
            raise PuzzleError(f"unexpected {shown(ch)}: expected L, R, T, B or *", where=f"dominoes cell {i + 1}")
        dr, dc = PARTNER[ch]
        pr, pc = r + dr, c + dc
        if not (0 <= pr < h and 0 <= pc < w) or PARTNER.get(layout[pr * w + pc]) != (-dr, -dc):
            raise PuzzleError(f"row {r + 1}, column {c + 1}: its domino partner does not point back", where="dominoes")
        if labels[r][c] < 0:
            labels[r][c] = labels[pr][pc] = count
            count += 1
    return tuple(tuple(row) for row in labels)


def read(text: str) -> Magnets:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Magnets game ID '<W>x<H>:<top>,<left>,<bottom>,<right>,<dominoes>'")
    w, h = sizes(match)
    parts = match["desc"].split(",", 4)
    if len(parts) != 5:
        raise PuzzleError("expected four number lists and the dominoes, separated by ','")
    top, left, bottom, right = (
        _numbers(field, count, where)
        for field, count, where in zip(
            parts[:4], (w, h, w, h), ("top number", "left number", "bottom number", "right number"), strict=True
        )
    )
    return Magnets(h, w, _dominoes(parts[4], w, h), left, right, top, bottom)


def _written(numbers: Numbers) -> str:
    if any(v is not None and v >= len(DIGITS) for v in numbers):
        raise PuzzleError(f"Magnets writes counts up to {len(DIGITS) - 1}")
    return "".join("." if v is None else DIGITS[v] for v in numbers)


def write(p: Magnets) -> str:
    if p.givens is not None and any(ch != "." for row in p.givens for ch in row):
        raise PuzzleError("the puzzle gives cells; a Magnets game ID cannot hold given cells")
    layout = []
    for r, row in enumerate(p.dominoes):
        for c, label in enumerate(row):
            for ch, (dr, dc) in PARTNER.items():
                pr, pc = r + dr, c + dc
                if 0 <= pr < p.rows and 0 <= pc < p.columns and p.dominoes[pr][pc] == label:
                    layout.append(ch)
                    break
    numbers = ",".join(_written(v) for v in (p.plus_columns, p.plus_rows, p.minus_columns, p.minus_rows))
    return f"{p.columns}x{p.rows}:{numbers},{''.join(layout)}"
