"""puzz.link Akari (pzprjs `lightup`, also `akari`): pzprjs's 4Cell body in reading order. `0`-`4` is a
numbered black cell, `5`-`9` the same followed by one white cell, `a`-`e` followed by two; `g`-`z` are 1 to
20 white cells; `.` is a black cell without a number. The URL reader takes square grids."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import PuzzLink

from .model import BLACK, NAME


def decode(link: PuzzLink) -> dict[str, Any]:
    n, body = link.size, link.body
    cells: list[Any] = [None] * (n * n)
    c = 0
    for i, ch in enumerate(body):
        if c >= n * n:
            raise PuzzleError(f"unexpected text after the last cell: {body[i:]!r}", where="body")
        if ch in "01234":
            cells[c] = int(ch)
        elif ch in "56789":
            cells[c] = int(ch) - 5
            c += 1
        elif ch in "abcde":
            cells[c] = int(ch, 16) - 10
            c += 2
        elif "g" <= ch <= "z":
            c += int(ch, 36) - 16
        elif ch == ".":
            cells[c] = BLACK
        else:
            raise PuzzleError(f"unexpected {ch!r} in the body", where="body")
        c += 1
    return {"type": NAME, "size": n, "cells": [cells[r * n : (r + 1) * n] for r in range(n)]}


def encode(data: dict[str, Any]) -> str:
    rows = data["cells"]
    if len(rows) != len(rows[0]):
        raise PuzzleError("the puzz.link writer here takes square grids only")
    cells = [v for row in rows for v in row]
    out, count, c = "", 0, 0
    while c < len(cells):
        value, piece = cells[c], ""
        if isinstance(value, int):
            if c + 1 < len(cells) and cells[c + 1] is not None:
                piece = str(value)
            elif c + 2 < len(cells) and cells[c + 2] is not None:
                piece, c = str(5 + value), c + 1
            else:
                piece, c = "abcde"[value], c + 2
        elif value == BLACK:
            piece = "."
        else:
            count += 1
        if count and (piece or count == 20):
            out += "ghijklmnopqrstuvwxyz"[count - 1]
            count = 0
        out += piece
        c += 1
    if count:
        out += "ghijklmnopqrstuvwxyz"[count - 1]
    return out
