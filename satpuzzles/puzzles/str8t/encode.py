"""Str8t's rules in a rule book (encodings/str8t.md): one-hot cells over 0..N (0: a black cell, which holds no
digit; a white cell holds 1..N), each row and column holding no digit twice (none that a black cell of it
shows), each compartment holding a set of consecutive digits (constraints.lines.consecutive_set), and the
white cells' givens as hints.

The black cells and their digits are the board (the shape); the givens are hints.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import replace

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import at_most
from satpuzzles.typekit.constraints.lines import consecutive_set
from satpuzzles.typekit.digitbook import digits_of, givens_stated, grid_rows, put_given, solution_grid
from satpuzzles.typekit.rulebook import RuleBook

from .model import BLACK, NAME, Solution, Str8t, compartment_name


def shape(p: Str8t) -> Hashable:
    black_digits = tuple(
        tuple(d if b else None for b, d in zip(*rows, strict=True)) for rows in zip(p.black, p.digits, strict=True)
    )
    return (NAME, p.size, p.black, black_digits)


def state(book: RuleBook, p: Str8t) -> Stated[Str8t]:
    n = p.size
    digits = range(1, n + 1)
    cells = book.one_hot_cells(
        n, n, (BLACK, *digits), allowed=lambda cell: (BLACK,) if p.black[cell[0]][cell[1]] else digits
    )
    for name, line in p.lines():
        white = [cell for cell in line if not p.black[cell[0]][cell[1]]]
        shown = {p.digits[r][c] for r, c in line if p.black[r][c]}
        with book.rule(f"{name} holds no digit twice", kind="line", cells=line) as f:
            for value in digits:
                lits = [cells.literal(cell, value) for cell in white]
                if value in shown:
                    f.extend([-lit] for lit in lits)
                else:
                    at_most(f, lits, 1, book.encoding)
    for compartment in p.compartments():
        label = f"the compartment {compartment_name(compartment)} holds consecutive digits"
        with book.rule(label, kind="line", cells=compartment) as f:
            consecutive_set(f, digits_of(cells, compartment))
    return givens_stated(book, cells, Str8t.givens)


def _with_givens(p: Str8t, givens: Sequence[Sequence[int | None]]) -> Str8t:
    digits = tuple(
        tuple(d if b else g for b, d, g in zip(*rows, strict=True))
        for rows in zip(p.black, p.digits, givens, strict=True)
    )
    return replace(p, digits=digits)


def clues_of(blank: Str8t, solution: Solution) -> Str8t:
    """Every white cell shows its digit."""
    return _with_givens(blank, [[None if v == BLACK else v for v in row] for row in solution])


RULES: Rules[Str8t, Solution] = Rules(
    state=state,
    solution=solution_grid,
    grid=grid_rows,
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_givens(p, put_given(p.givens(), hint, True)),
    without=lambda p, hint: _with_givens(p, put_given(p.givens(), hint, False)),
    value_text=lambda value: "black" if value == BLACK else str(value),
)
