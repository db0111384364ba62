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


def size_shape(p: Str8t) -> Hashable:
    """Solving's shared template depends on the size alone: the black cells and their digits are assumed."""
    return (NAME, p.size)


def state_layouts(book: RuleBook, p: Str8t) -> Stated[Str8t]:
    """Every layout of black cells of the size at once (solving's shared template, typekit.SharedCompiler): a
    line's digits shown in black cells are assumed ("shown" literals); every run of two or more cells of a line
    is a compartment when its cells are white and the cells beside it black or the edge, and then holds
    consecutive digits. The assumptions: each cell black or white, the shown digits, the givens."""
    n = p.size
    digits = range(1, n + 1)
    cells = book.one_hot_cells(n, n, (BLACK, *digits))
    shown: dict[tuple[str, int], int] = {}
    for name, line in p.lines():
        with book.rule(f"{name} holds no digit twice", kind="line", cells=line) as f:
            for value in digits:
                shown[name, value] = f.new_var("shown")
                at_most(f, [*(cells.literal(cell, value) for cell in line), shown[name, value]], 1, book.encoding)
        black = [cells.literal(cell, BLACK) for cell in line]
        for first in range(n - 1):
            for last in range(first + 1, n):
                run = line[first : last + 1]
                label = f"the compartment {compartment_name(run)}, if it is one, holds consecutive digits"
                with book.rule(label, kind="line", cells=run) as f:
                    compartment = f.new_var("compartment")
                    ends = [-black[i] for i in (first - 1, last + 1) if 0 <= i < n]
                    f.add([*black[first : last + 1], *ends, compartment])
                    with f.guarded(compartment):
                        consecutive_set(f, digits_of(cells, run), distinct=False)  # the line's rule says it

    def literals(q: Str8t) -> list[int]:
        layout = [
            cells.literal((r, c), BLACK) if is_black else -cells.literal((r, c), BLACK)
            for r, row in enumerate(q.black)
            for c, is_black in enumerate(row)
        ]
        marks = [
            shown[name, digit]
            for name, line in q.lines()
            for r, c in line
            if q.black[r][c] and (digit := q.digits[r][c]) is not None
        ]
        return [*layout, *marks, *cells.given_literals(q.givens())]

    return Stated(lambda q: [], lambda q: [], literals)  # solving only: the layout and givens are its assumptions


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

LAYOUTS: Rules[Str8t, Solution] = replace(RULES, state=state_layouts)
