"""Binairo's rules in a rule book (encodings/rulebook.md): a black literal per cell; per row and column "no
three alike in a row" and "half black, half white"; with `distinct`, per pair of rows (or columns) "these two
differ". Each given is a hint, so one compiled shape serves every puzzle of its size.

b(r, c) <-> cell (r, c) is black. Every window of three cells along a line has a black and a white cell (two
clauses); every line holds exactly N/2 black cells (cardinality). Two lines differ: d_k -> "they differ at
k" and some d_k holds; only that direction is needed, and blocking clauses are over the cells, so counts
stay exact.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from itertools import combinations
from typing import Any

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import exactly
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import BLACK, NAME, WHITE, Binairo, Solution, lines


def shape(p: Binairo) -> Hashable:
    """The formula depends on the size and the distinct rule; the givens are assumptions."""
    return (NAME, p.size, p.distinct)


def state(book: RuleBook, p: Binairo) -> Stated[Binairo]:
    n = p.size
    cells = book.boolean_cells(n, n, (WHITE, BLACK), role="black")
    black = cells.block.lit
    named = lines(n)
    for name, line in named:
        lits = [black(r, c) for r, c in line]
        with book.rule(f"{name} has no three alike in a row", kind="line", cells=line) as f:
            for i in range(n - 2):
                window = lits[i : i + 3]
                f.add(window)  # not three white
                f.add([-lit for lit in window])  # not three black
        with book.rule(f"{name} is half black, half white", kind="count", cells=line) as f:
            exactly(f, lits, n // 2, book.encoding)
    if p.distinct:
        for group in (named[:n], named[n:]):  # rows, then columns
            for (one, first), (other, second) in combinations(group, 2):
                with book.rule(f"{one} and {other} differ", kind="line", cells=[*first, *second]) as f:
                    differ = [f.new_var("differ") for _ in range(n)]
                    for d, (r1, c1), (r2, c2) in zip(differ, first, second, strict=True):
                        x, y = black(r1, c1), black(r2, c2)
                        f.add([-d, x, y])
                        f.add([-d, -x, -y])
                    f.add(differ)

    def given(cell: Cell, value: int) -> Switch:
        where = f"r{cell[0] + 1}c{cell[1] + 1}"
        return book.hint(
            f"{value} at {where}",
            key=(*cell, value),
            json={"row": cell[0], "column": cell[1], "value": value},
            literals=(cells.literal(cell, value),),
            cells=(cell,),
            kind="given",
            action=f"give {value} at {where}",
        )

    def hints(q: Binairo) -> list[Switch]:
        return [given((r, c), v) for r, row in enumerate(q.givens) for c, v in enumerate(row) if v is not None]

    def candidates(q: Binairo) -> list[Switch]:
        empty = [(r, c) for r, row in enumerate(q.givens) for c, old in enumerate(row) if old is None]
        return [given(cell, v) for cell in empty for v in (WHITE, BLACK)]

    return Stated(hints, candidates, lambda q: cells.given_literals(q.givens))


def _with_given(p: Binairo, cell: Cell, value: int | None) -> Binairo:
    givens = [list(row) for row in p.givens]
    givens[cell[0]][cell[1]] = value
    return replace(p, givens=tuple(tuple(row) for row in givens))


def clues_of(blank: Binairo, solution: Solution) -> Binairo:
    """Every cell given."""
    return replace(blank, givens=tuple(tuple(row) for row in solution))


def _value_text(value: Any) -> str:
    return "black (1)" if value == BLACK else "white (0)"


RULES: Rules[Binairo, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple(tuple(int(v) for v in row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_given(p, (hint.json["row"], hint.json["column"]), hint.json["value"]),
    without=lambda p, hint: _with_given(p, (hint.json["row"], hint.json["column"]), None),
    value_text=_value_text,
)
