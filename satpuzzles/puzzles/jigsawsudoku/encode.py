"""Jigsaw Sudoku's rules in a rule book (encodings/rulebook.md): one-hot cells over 1..N, each row, column
and region (and with `diagonal` each main diagonal) holding every digit once, each given a hint.

The formula depends on the size, the region layout (renumbered in order of first appearance) and the
diagonal rule; the givens are assumptions, so puzzles of one layout share a session.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.digitbook import digit_cells, each_once, givens_stated, grid_rows, put_given, solution_grid
from satpuzzles.typekit.rulebook import RuleBook

from .model import NAME, JigsawSudoku, Solution, canonical_regions


def shape(p: JigsawSudoku) -> Hashable:
    return (NAME, p.size, canonical_regions(p.regions), p.diagonal)


def state(book: RuleBook, p: JigsawSudoku) -> Stated[JigsawSudoku]:
    n = p.size
    cells = digit_cells(book, n, n, range(1, n + 1))
    for name, group in p.units():
        kind = "region" if name.startswith("the region") else "line"
        each_once(book, cells, f"{name} holds 1 to {n} once each", group, kind)
    return givens_stated(book, cells, lambda q: q.givens)


RULES: Rules[JigsawSudoku, Solution] = Rules(
    state=state,
    solution=solution_grid,
    grid=grid_rows,
    clues_of=lambda blank, solution: replace(blank, givens=solution),
    with_hint=lambda p, hint: replace(p, givens=put_given(p.givens, hint, True)),
    without=lambda p, hint: replace(p, givens=put_given(p.givens, hint, False)),
)
