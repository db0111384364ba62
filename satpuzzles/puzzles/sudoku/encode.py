"""Sudoku's rules in a rule book (encodings/rulebook.md): one-hot cells over 1..N, each row, column and box
holding every digit once, each given a hint.

The formula depends only on the size and the box shape; the givens are assumptions, so puzzles of one
size share a session. Every command comes from the book: solving, explain, steps, hint, grade, generate.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.digitbook import digit_cells, each_once, givens_stated, grid_rows, put_given, solution_grid
from satpuzzles.typekit.rulebook import RuleBook

from .model import NAME, Solution, Sudoku, units


def shape(p: Sudoku) -> Hashable:
    return (NAME, p.size, p.box)


def state(book: RuleBook, p: Sudoku) -> Stated[Sudoku]:
    n = p.size
    cells = digit_cells(book, n, n, range(1, n + 1))
    for name, group in units(n, p.box):
        kind = "region" if name.startswith("box") else "line"
        each_once(book, cells, f"{name} holds 1 to {n} once each", group, kind)
    return givens_stated(book, cells, lambda q: q.givens)


RULES: Rules[Sudoku, Solution] = Rules(
    state=state,
    solution=solution_grid,
    grid=grid_rows,
    clues_of=lambda blank, solution: replace(blank, givens=solution),
    with_hint=lambda p, hint: replace(p, givens=put_given(p.givens, hint, True)),
    without=lambda p, hint: replace(p, givens=put_given(p.givens, hint, False)),
)
