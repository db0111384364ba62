"""puzz.link Hitori (pzprjs `hitori`): one character per cell in reading order, a base-36 digit for a number
below 36, `-` and two base-36 digits for one below 1296, `.` for an empty cell (this type has none). The
URL reader takes square grids."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import PuzzLink

from .model import NAME

DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz"


def decode(link: PuzzLink) -> dict[str, Any]:
    n, body = link.size, link.body
    values: list[int] = []
    i = 0
    while i < len(body) and len(values) < n * n:
        ch = body[i]
        if ch in DIGITS:
            values.append(DIGITS.index(ch))
        elif ch == "-" and i + 2 < len(body) and all(x in DIGITS for x in body[i + 1 : i + 3]):
            values.append(int(body[i + 1 : i + 3], 36))
            i += 2
        else:
            raise PuzzleError(f"unexpected {ch!r} in the body: every cell of a Hitori needs its number", where="body")
        i += 1
    if len(values) != n * n:
        raise PuzzleError(f"expected {n * n} numbers in the body, found {len(values)}", where="body")
    if i != len(body):
        raise PuzzleError(f"unexpected text after the last cell: {body[i:]!r}", where="body")
    return {"type": NAME, "size": n, "numbers": [values[r * n : (r + 1) * n] for r in range(n)]}


def encode(data: dict[str, Any]) -> str:
    numbers = data["numbers"]
    if len(numbers) != len(numbers[0]):
        raise PuzzleError("the puzz.link writer here takes square grids only")
    out = []
    for value in (v for row in numbers for v in row):
        out.append(DIGITS[value] if value < 36 else "-" + DIGITS[value // 36] + DIGITS[value % 36])
    return "".join(out)
