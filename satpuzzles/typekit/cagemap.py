"""Cage maps: a grid of cage ids with each cage's clue shown in one of its cells (Killer Sudoku's sums,
KenKen's targets), read into cages a rule book and a rule checker walk over."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.base import Cell

T = TypeVar("T")


@dataclass(frozen=True)
class Cage(Generic[T]):
    cells: tuple[Cell, ...]
    clue: T | None
    where: Cell  # the cell showing the clue (the first cell when there is none)

    @property
    def name(self) -> str:
        r, c = self.where
        return f"the cage at r{r + 1}c{c + 1}"


def cells_by_cage(ids: Sequence[Sequence[int]]) -> dict[int, list[Cell]]:
    """The cells of each cage id, in reading order, the cages in order of their first cell."""
    found: dict[int, list[Cell]] = {}
    for r, row in enumerate(ids):
        for c, cage in enumerate(row):
            found.setdefault(cage, []).append((r, c))
    return found


def one_clue_each(ids: Sequence[Sequence[int]], clues: Sequence[Sequence[object]], what: str) -> None:
    """PuzzleError naming the first cage that shows more than one clue (`what`: "sums", "clues")."""
    for cells in cells_by_cage(ids).values():
        shown = sum(clues[r][c] is not None for r, c in cells)
        if shown > 1:
            r, c = cells[0]
            raise PuzzleError(f"the cage of r{r + 1}c{c + 1} shows {shown} {what}", where=what)


def cage_list(ids: Sequence[Sequence[int]], clues: Sequence[Sequence[T | None]]) -> list[Cage[T]]:
    """Every cage in order of its first cell, with the clue one of its cells shows (one_clue_each checked)."""
    found = []
    for members in cells_by_cage(ids).values():
        shown_at = [cell for cell in members if clues[cell[0]][cell[1]] is not None]
        where = shown_at[0] if shown_at else members[0]
        found.append(Cage(tuple(members), clues[where[0]][where[1]], where))
    return found
