"""Simon Tatham's Pattern game IDs: `<W>x<H>:<clues>`, the W column clues (top to bottom) then the H row
clues (left to right), separated by `/`; a clue's run lengths are separated by `.`, an empty clue is empty.
"""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError

from .model import Nonogram

_ID = re.compile(r"(?P<w>\d{1,3})(?:x(?P<h>\d{1,3}))?:(?P<clues>[0-9./]*)", re.ASCII)


def read(text: str) -> Nonogram:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Pattern game ID '<W>x<H>:<clues>', e.g. 5x5:1/2.1/...")
    columns, rows = int(match["w"]), int(match["h"] or match["w"])
    if not (0 < rows <= 200 and 0 < columns <= 200):
        raise PuzzleError(f"expected a grid of 1..200 rows and columns, found {columns}x{rows}")
    parts = match["clues"].split("/")
    if len(parts) != columns + rows:
        raise PuzzleError(f"expected {columns + rows} clues (columns, then rows), found {len(parts)}")
    clues = []
    for k, part in enumerate(parts):
        numbers = part.split(".") if part else []
        if any(not n.isdigit() or len(n) > 3 for n in numbers):
            raise PuzzleError(f"expected run lengths separated by '.', found {part!r}", where=f"game ID clue {k + 1}")
        clues.append(tuple(int(n) for n in numbers if int(n)))
    return Nonogram(rows, columns, tuple(clues[columns:]), tuple(clues[:columns]))


def write(p: Nonogram) -> str:
    clues = [*p.column_clues, *p.row_clues]
    return f"{p.columns}x{p.rows}:" + "/".join(".".join(map(str, clue)) for clue in clues)


_LOOKS_LIKE = re.compile(r"\d{1,3}x\d{1,3}:[0-9.]*(?:/[0-9.]*)+", re.ASCII)


def looks_like(text: str) -> bool:
    """Pattern's parameters and clues of digits, dots and slashes only."""
    return bool(_LOOKS_LIKE.fullmatch(text.strip()))
