"""Hitori's rules in a rule book (encodings/hitori.md): a shaded literal per cell; each row and column
repeats no number among its unshaded cells; no two shaded cells side by side; the unshaded cells connected
(a lazy rule: solving adds connectivity cuts, export and certificates state it exactly).

The numbers are the shape (each grid compiles its own formula), so a puzzle has no hints: explain, steps,
hint and grade name rules only, and the generator (generate.py) makes the numbers itself.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.connectivity import connected, connectivity_cuts
from satpuzzles.typekit.rulebook import RuleBook

from .model import NAME, SHADED, UNSHADED, Hitori, Solution


def shape(p: Hitori) -> Hashable:
    return (NAME, p.rows, p.columns, p.numbers)


def where(cell: tuple[int, int]) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def state(book: RuleBook, p: Hitori) -> Stated[Hitori]:
    lit = book.boolean_cells(p.rows, p.columns, (UNSHADED, SHADED), role="shaded").block.lit
    for name, line in p.lines():
        groups = p.repeats(line)
        if not groups:
            continue
        with book.rule(f"{name} repeats no number among its unshaded cells", kind="line", cells=line) as f:
            for cells in groups:
                f.extend([lit(*a), lit(*b)] for i, a in enumerate(cells) for b in cells[i + 1 :])
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


def _unchanged(p: Hitori, _: object) -> Hitori:
    return p


RULES: Rules[Hitori, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=_unchanged,
    with_hint=_unchanged,
    without=_unchanged,
    value_text=_value_text,
    lazy=True,
)
