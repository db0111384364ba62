"""Hitori's rules in a rule book (encodings/hitori.md): a shaded literal per cell; each row and column
repeats no number among its unshaded cells; no two shaded cells side by side; the unshaded cells connected
(a lazy rule: solving adds connectivity cuts, export and certificates state it exactly).

The numbers are the shape (each grid compiles its own formula), so a puzzle has no hints: explain, steps,
hint and grade name rules only, and the generator (generate.py) makes the numbers itself.
"""

from __future__ import annotations

from collections.abc import Hashable

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.shadingbook import (
    cells_connected,
    no_hints,
    no_two_shaded_touch,
    no_unshaded_pocket,
    shape_only_rules,
)

from .model import NAME, SHADED, UNSHADED, Hitori, Solution


def shape(p: Hitori) -> Hashable:
    return (NAME, p.rows, p.columns, p.numbers)


def state(book: RuleBook, p: Hitori) -> Stated[Hitori]:
    lit = book.boolean_cells(p.rows, p.columns, (UNSHADED, SHADED), role="shaded").block.lit
    for name, line in p.lines():
        groups = p.repeats(line)
        if not groups:
            continue
        with book.rule(f"{name} repeats no number among its unshaded cells", kind="line", cells=line) as f:
            for cells in groups:
                f.extend([lit(*a), lit(*b)] for i, a in enumerate(cells) for b in cells[i + 1 :])
    no_two_shaded_touch(book, lit, p.rows, p.columns)
    no_unshaded_pocket(book, lit, p.rows, p.columns)
    white = {cell: -lit(*cell) for cell in grid.cells(p.rows, p.columns)}
    cells_connected(book, "the unshaded cells are connected", white, p.rows, p.columns)
    return Stated(no_hints, no_hints)


RULES: Rules[Hitori, Solution] = shape_only_rules(state)
