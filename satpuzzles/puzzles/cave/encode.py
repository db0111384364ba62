"""Cave's rules in a rule book (encodings/cave.md): a shaded literal per cell; each number unshaded and
seeing that many cells (sightlines' `visible_count`, unary distance sums); the unshaded cells connected and
every shaded cell joined to the edge through shaded cells (two lazy rules: cuts while solving, `layers`
reachability when exact).

The numbers are the shape (a number's value sets the length of its sight chains), so a puzzle has no hints:
explain, steps, hint and grade name rules only, and the generator (generate.py) places the numbers itself.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.connectivity import connected_to, connected_to_cuts
from satpuzzles.typekit.constraints.sightlines import visible_count
from satpuzzles.typekit.linecheck import where
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.shadingbook import cells_connected, no_hints, shape_only_rules

from .model import NAME, SHADED, UNSHADED, Cave, Solution


def shape(p: Cave) -> Hashable:
    return (NAME, p.rows, p.columns, p.numbers)


def state(book: RuleBook, p: Cave) -> Stated[Cave]:
    lit = book.boolean_cells(p.rows, p.columns, (UNSHADED, SHADED), role="shaded").block.lit
    blocked = [[lit(r, c) for c in range(p.columns)] for r in range(p.rows)]
    if p.questions():
        with book.rule("the ? cells are unshaded", kind="count", cells=p.questions()) as f:
            f.extend([-lit(*cell)] for cell in p.questions())
    for cell, k in p.clues():
        with book.rule(f"the {k} at {where(cell)} is unshaded and sees {k} cells", kind="count", cells=[cell]) as f:
            visible_count(f, blocked, cell, k, book.encoding, sum_encoding="unary")
    white = {cell: -lit(*cell) for cell in grid.cells(p.rows, p.columns)}
    cells_connected(book, "the unshaded cells are connected", white, p.rows, p.columns)
    shaded = {cell: lit(*cell) for cell in grid.cells(p.rows, p.columns)}
    adjacency = grid.adjacency(p.rows, p.columns)
    edge = grid.border(p.rows, p.columns)
    book.lazy_rule(
        "every shaded cell reaches the edge through shaded cells",
        kind="connectivity",
        cells=list(shaded),
        exact=lambda f: connected_to(f, shaded, adjacency, edge, encoding="layers"),
        cuts=connected_to_cuts(shaded, adjacency, edge),
    )
    return Stated(no_hints, no_hints)


# steps on the cuts: the three smallest development puzzles' paths 0.6 CPU s each, 3-10 s exactly (rulebook.md)
RULES: Rules[Cave, Solution] = replace(shape_only_rules(state), lazy_steps=True)
