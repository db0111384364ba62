"""Simon Tatham's Dominosa game IDs: `<N>[a][d<letter>]:<numbers>`, a grid of N + 2 columns and N + 1 rows,
the numbers row by row, a number above 9 in brackets (`[12]`); `a` and a difficulty are accepted and ignored.
"""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError

from .model import Dominos, full_set

_ID = re.compile(r"(?P<n>\d{1,2})a?(?:d[a-z])?:(?P<numbers>(?:\d|\[\d{1,3}\])*)", re.ASCII)
_NUMBER = re.compile(r"\d|\[(\d{1,3})\]", re.ASCII)


def read(text: str) -> Dominos:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Dominosa game ID '<N>:<numbers>', e.g. 3:01230123...")
    n = int(match["n"])
    values = [int(m[1] if m[1] else m[0]) for m in _NUMBER.finditer(match["numbers"])]
    if len(values) != (n + 1) * (n + 2):
        raise PuzzleError(f"expected {(n + 1) * (n + 2)} numbers for N = {n}, found {len(values)}")
    rows = tuple(tuple(values[r * (n + 2) : (r + 1) * (n + 2)]) for r in range(n + 1))
    return Dominos(n + 1, n + 2, rows)


def write(p: Dominos) -> str:
    if p.columns != p.rows + 1:
        raise PuzzleError(f"Dominosa's grids are N + 1 rows by N + 2 columns, not {p.rows}x{p.columns}")
    numbers = full_set(p, "a Dominosa ID")
    return f"{p.top}:" + "".join(str(v) if v < 10 else f"[{v}]" for row in numbers for v in row)


_LOOKS_LIKE = re.compile(r"\d{1,2}a?(?:d[a-z])?:(?:\d|\[\d{1,3}\])+", re.ASCII)


def looks_like(text: str) -> bool:
    """Dominosa's parameter N and then exactly (N+1)(N+2) numbers."""
    match = _ID.fullmatch(text.strip())
    if not match or not _LOOKS_LIKE.fullmatch(text.strip()):
        return False
    n = int(match["n"])
    return sum(1 for _ in _NUMBER.finditer(match["numbers"])) == (n + 1) * (n + 2)
