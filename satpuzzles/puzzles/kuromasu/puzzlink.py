"""puzz.link Kuromasu (pzprjs `kurodoko`): the cells in Number16, row by row (square grids here)."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import QUESTION, PuzzLink, decode_number16, encode_number16

from .model import NAME


def decode(link: PuzzLink) -> dict[str, Any]:
    n = link.size
    values, end = decode_number16(link.body, 0, n * n, "cells")
    if end != len(link.body):
        raise PuzzleError(f"unexpected text after the last cell: {link.body[end:]!r}", where="body")
    if QUESTION in values:
        raise PuzzleError("a '?' number cannot be solved: give every number its value", where="body")
    return {"type": NAME, "size": n, "numbers": [values[r * n : (r + 1) * n] for r in range(n)]}


def encode(data: dict[str, Any]) -> str:
    numbers = data["numbers"]
    if len(numbers) != len(numbers[0]):
        raise PuzzleError("the puzz.link writer here takes square grids only")
    return encode_number16([v for row in numbers for v in row])
