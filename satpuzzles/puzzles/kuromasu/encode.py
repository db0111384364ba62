"""Kuromasu's rules in a rule book (encodings/kuromasu.md): a shaded literal per cell; each number unshaded and
seeing that many cells (sightlines' `visible_count`); no two shaded cells side by side; the unshaded cells
connected (a lazy rule: cuts while solving, `layers` reachability when exact).

The numbers are the shape (a number's value sets the length of its sight chains), so a puzzle has no hints:
explain, steps, hint and grade name rules only, and the generator (generate.py) places the numbers itself.
"""

from __future__ import annotations

from collections.abc import Hashable

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.sightlines import visible_count
from satpuzzles.typekit.linecheck import where
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.shadingbook import (
    cells_connected,
    no_hints,
    no_two_shaded_touch,
    no_unshaded_pocket,
    shape_only_rules,
)

from .model import NAME, SHADED, UNSHADED, Kuromasu, Solution


def shape(p: Kuromasu) -> Hashable:
    return (NAME, p.rows, p.columns, p.numbers)


def state(book: RuleBook, p: Kuromasu) -> Stated[Kuromasu]:
    lit = book.boolean_cells(p.rows, p.columns, (UNSHADED, SHADED), role="shaded").block.lit
    numbered = {cell for cell, _ in p.clues()}
    # a numbered cell is never shaded (its own rule says so): other numbers' sight lines pass it freely
    blocked = [[0 if (r, c) in numbered else lit(r, c) for c in range(p.columns)] for r in range(p.rows)]
    for cell, k in p.clues():
        with book.rule(f"the {k} at {where(cell)} is unshaded and sees {k} cells", kind="count", cells=[cell]) as f:
            f.add([-lit(*cell)])
            visible_count(f, blocked, cell, k, book.encoding, sum_encoding="unary")
    no_two_shaded_touch(book, lit, p.rows, p.columns)
    no_unshaded_pocket(book, lit, p.rows, p.columns)
    white = {cell: -lit(*cell) for cell in grid.cells(p.rows, p.columns)}
    cells_connected(book, "the unshaded cells are connected", white, p.rows, p.columns)
    return Stated(no_hints, no_hints)


RULES: Rules[Kuromasu, Solution] = shape_only_rules(state)
