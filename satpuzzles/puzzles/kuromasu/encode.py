"""Kuromasu's rules in a rule book (encodings/kuromasu.md): a shaded literal per cell; each number unshaded and
seeing that many cells (sightlines' `visible_count`); no two shaded cells side by side; the unshaded cells
connected (a lazy rule: cuts while solving, `layers` reachability when exact).

The numbers are the shape (a number's value sets the length of its sight chains), so a puzzle has no hints:
explain, steps, hint and grade name rules only, and the generator (generate.py) places the numbers itself.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.connectivity import connected, connectivity_cuts
from satpuzzles.typekit.constraints.sightlines import visible_count
from satpuzzles.typekit.rulebook import RuleBook

from .model import NAME, SHADED, UNSHADED, Kuromasu, Solution


def shape(p: Kuromasu) -> Hashable:
    return (NAME, p.rows, p.columns, p.numbers)


def where(cell: tuple[int, int]) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def state(book: RuleBook, p: Kuromasu) -> Stated[Kuromasu]:
    lit = book.boolean_cells(p.rows, p.columns, (UNSHADED, SHADED), role="shaded").block.lit
    blocked = [[lit(r, c) for c in range(p.columns)] for r in range(p.rows)]
    for cell, k in p.clues():
        with book.rule(f"the {k} at {where(cell)} is unshaded and sees {k} cells", kind="count", cells=[cell]) as f:
            visible_count(f, blocked, cell, k, book.encoding, sum_encoding="unary")
    for r in range(p.rows):
        for c in range(p.columns):
            for q, d in ((r, c + 1), (r + 1, c)):
                if q < p.rows and d < p.columns:
                    label = f"{where((r, c))} and {where((q, d))} are not both shaded"
                    with book.rule(label, kind="no-touch", cells=[(r, c), (q, d)]) as f:
                        f.add([-lit(r, c), -lit(q, d)])
    white = {cell: -lit(*cell) for cell in grid.cells(p.rows, p.columns)}
    adjacency = grid.adjacency(p.rows, p.columns)
    book.lazy_rule(
        "the unshaded cells are connected",
        kind="connectivity",
        cells=list(white),
        exact=lambda f: connected(f, white, adjacency, encoding="layers"),
        cuts=connectivity_cuts(white, adjacency),
    )
    return Stated(lambda _: [], lambda _: [])


def _value_text(value: Any) -> str:
    return "shaded" if value == SHADED else "unshaded"


def _unchanged(p: Kuromasu, _: object) -> Kuromasu:
    return p


RULES: Rules[Kuromasu, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=_unchanged,
    with_hint=_unchanged,
    without=_unchanged,
    value_text=_value_text,
    lazy=True,
)
