"""Gokigen Naname's rules in a rule book (encodings/gokigen.md): a literal per cell, true for `\\` and false
for `/`, so every cell holds one diagonal; each diagonal is an edge between two grid points and the edges
form no cycle (a lazy rule: cycle cuts while solving, parent levels when exact); each number is a hint
counting the diagonals at its grid point.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import count_equals, unary_counter
from satpuzzles.typekit.constraints.forest import cycle_cuts, no_cycle
from satpuzzles.typekit.constraints.grid import cells
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import FALLING, NAME, RISING, Clue, Gokigen, Point, Solution, ends, touching
from .rules import count_at


def shape(p: Gokigen) -> Hashable:
    """The formula depends on the grid's size only; the numbers are assumptions."""
    return (NAME, p.rows, p.columns)


def state(book: RuleBook, p: Gokigen) -> Stated[Gokigen]:
    block = book.boolean_cells(p.rows, p.columns, (RISING, FALLING), role="falling").block
    everything = cells(p.rows, p.columns)
    edges = []
    for cell in everything:
        falling = block.lit(*cell)
        edges += [(*ends(cell, FALLING), falling), (*ends(cell, RISING), -falling)]
    if p.rows > 1 and p.columns > 1:
        # The smallest loop, a diamond around a grid point: implied by the next rule, stated for its speed
        # (the cut loop otherwise meets each diamond one model at a time).
        with book.rule("no four diagonals close a diamond around a grid point", kind="loop", cells=everything) as f:
            for i in range(1, p.rows):
                for j in range(1, p.columns):
                    lit = block.lit
                    f.add([lit(i - 1, j - 1), -lit(i - 1, j), -lit(i, j - 1), lit(i, j)])
    book.lazy_rule(
        "the diagonals form no loop",
        kind="loop",
        cells=everything,
        exact=lambda f: no_cycle(f, edges),
        cuts=cycle_cuts(edges),
    )
    # Definitions: per grid point, a count of the diagonals touching it.
    points = [(i, j) for i in range(p.rows + 1) for j in range(p.columns + 1)]
    around = {
        point: unary_counter(
            book.formula,
            [block.lit(*cell) if d == FALLING else -block.lit(*cell) for cell, d in touching(p.rows, p.columns, point)],
            4,
            role="touching",
        )
        for point in points
    }

    def number(point: Point, k: int) -> Switch:
        where = f"grid point {point[0]},{point[1]}"
        near = tuple(cell for cell, _ in touching(p.rows, p.columns, point))
        return book.hint(
            f"number {k} at {where}",
            key=("number", *point, k),
            json={"row": point[0], "column": point[1], "value": k},
            literals=(-around[point][1],) if k == 0 else count_equals(around[point], k),
            cells=near,
            action=f"write {k} at {where}",
        )

    def hints(q: Gokigen) -> list[Switch]:
        return [number(point, k) for point, k in q.numbers()]

    def candidates(q: Gokigen) -> list[Switch]:
        return [
            number(point, k)
            for point in points
            if q.clues[point[0]][point[1]] is None
            for k in range(len(touching(p.rows, p.columns, point)) + 1)
        ]

    return Stated(hints, candidates)


def _with_clue(p: Gokigen, point: Point, clue: Clue) -> Gokigen:
    clues = [list(row) for row in p.clues]
    clues[point[0]][point[1]] = clue
    return replace(p, clues=tuple(tuple(row) for row in clues))


def clues_of(blank: Gokigen, solution: Solution) -> Gokigen:
    """Every grid point shows its number."""
    rows = tuple(
        tuple(count_at(blank, solution, (i, j)) for j in range(blank.columns + 1)) for i in range(blank.rows + 1)
    )
    return replace(blank, clues=rows)


def _value_text(value: Any) -> str:
    return f"'{value}'"


RULES: Rules[Gokigen, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_clue(p, (hint.json["row"], hint.json["column"]), hint.json["value"]),
    without=lambda p, hint: _with_clue(p, (hint.json["row"], hint.json["column"]), None),
    value_text=_value_text,
    lazy=True,
)
