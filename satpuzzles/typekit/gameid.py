"""Simon Tatham's grid descriptions of one character per cell (Bridges, Slant, Light Up): a letter `a`-`z`
stands for a run of 1 to 26 empty cells, any other character for one cell the type reads."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from typing import TypeVar

from satpuzzles.errors import PuzzleError, shown

T = TypeVar("T")


def read_runs(desc: str, area: int, cell: Callable[[str, int], T]) -> list[T | None]:
    """The `area` cells of a description (None: empty); `cell(character, index)` reads the others and raises
    PuzzleError for a character the type does not know."""
    cells: list[T | None] = []
    for i, ch in enumerate(desc):
        if "a" <= ch <= "z":
            cells += [None] * (ord(ch) - ord("a") + 1)
        else:
            cells.append(cell(ch, i))
        if len(cells) > area:
            raise PuzzleError(f"the description covers more than {area} cells", where=f"game ID character {i + 1}")
    if len(cells) != area:
        raise PuzzleError(f"the description covers {len(cells)} cells, expected {area}")
    return cells


def covered(desc: str) -> int:
    """How many cells a description covers (to tell one type's IDs from another's by their size)."""
    return sum(ord(ch) - ord("a") + 1 if "a" <= ch <= "z" else 1 for ch in desc)


def write_runs(cells: Iterable[str | None]) -> str:
    """The description of cells (None: empty; any other: its one character)."""
    out, run = [], 0
    for value in cells:
        if value is None:
            if run == 26:
                out.append("z")
                run = 0
            run += 1
            continue
        if run:
            out.append(chr(ord("a") - 1 + run))
            run = 0
        out.append(value)
    if run:
        out.append(chr(ord("a") - 1 + run))
    return "".join(out)


def digit_cells(digits: str) -> Callable[[str, int], int]:
    """A `cell` reader for read_runs taking the one-digit numbers `digits`, consecutive (such as "01234")."""

    def number(ch: str, i: int) -> int:
        if ch not in digits:
            expected = f"expected a-z or {digits[0]}-{digits[-1]}"
            raise PuzzleError(f"unexpected {shown(ch)}: {expected}", where=f"game ID character {i + 1}")
        return int(ch)

    return number


def sizes(match: re.Match[str]) -> tuple[int, int]:
    """W and H of an ID's parameters `<W>[x<H>]` (groups `w` and `h`; H defaults to W), both at least 1."""
    w, h = int(match["w"]), int(match["h"] or match["w"])
    if w < 1 or h < 1:
        raise PuzzleError(f"the grid must have at least one row and column, found {w}x{h}")
    return w, h
