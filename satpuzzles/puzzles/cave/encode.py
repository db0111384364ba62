"""Cave's rules in a rule book (encodings/cave.md): a shaded literal per cell; each number unshaded and
seeing that many cells (sightlines' `visible_count`, unary distance sums); the unshaded cells connected and
every shaded cell joined to the edge through shaded cells (two lazy rules: cuts while solving, `layers`
reachability when exact).

The numbers are the shape (a number's value sets the length of its sight chains), so a puzzle has no hints:
explain, steps, hint and grade name rules only, and the generator (generate.py) places the numbers itself.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
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
    numbered = {cell for cell, _ in p.clues()}
    # a numbered cell is never shaded (its own rule says so): other numbers' sight lines pass it freely
    blocked = [[0 if (r, c) in numbered else lit(r, c) for c in range(p.columns)] for r in range(p.rows)]
    if p.questions():
        with book.rule("the ? cells are unshaded", kind="count", cells=p.questions()) as f:
            f.extend([-lit(*cell)] for cell in p.questions())
    for cell, k in p.clues():
        with book.rule(f"the {k} at {where(cell)} is unshaded and sees {k} cells", kind="count", cells=[cell]) as f:
            f.add([-lit(*cell)])
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
    implied_rules(book, p, lit)
    return Stated(no_hints, no_hints)


def implied_rules(book: RuleBook, p: Cave, lit: Callable[[int, int], int]) -> None:
    """What the two connectivity rules imply near every cell, stated so that solving meets it before any cut
    (encodings/cave.md): a shaded cell off the edge has a shaded neighbour; with a number of 2 or more (so two
    unshaded cells at least), an unshaded cell has an unshaded neighbour; and no 2x2 block is checkered (its
    two unshaded cells joined around it would shut one of its shaded cells off from the edge)."""
    adjacency = grid.adjacency(p.rows, p.columns)
    edge = set(grid.border(p.rows, p.columns))
    inner = [cell for cell in grid.cells(p.rows, p.columns) if cell not in edge]
    book.each_rule(
        "connectivity",
        (([cell], ([-lit(*cell), *(lit(*n) for n in adjacency[cell])],)) for cell in inner),
        lambda cells: f"a shaded {where(cells[0])} has a shaded neighbour",
    )
    if any(k >= 2 for _, k in p.clues()):
        book.each_rule(
            "connectivity",
            (([cell], ([lit(*cell), *(-lit(*n) for n in adjacency[cell])],)) for cell in grid.cells(p.rows, p.columns)),
            lambda cells: f"an unshaded {where(cells[0])} has an unshaded neighbour",
        )
    blocks = [[(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)] for r in range(p.rows - 1) for c in range(p.columns - 1)]
    book.each_rule(
        "connectivity",
        (
            (
                block,
                (
                    [-lit(*block[0]), lit(*block[1]), lit(*block[2]), -lit(*block[3])],
                    [lit(*block[0]), -lit(*block[1]), -lit(*block[2]), lit(*block[3])],
                ),
            )
            for block in blocks
        ),
        lambda cells: f"the 2x2 block at {where(cells[0])} is not checkered",
    )


# steps on the cuts: the three smallest development puzzles' paths 0.6 CPU s each, 3-10 s exactly (rulebook.md)
RULES: Rules[Cave, Solution] = replace(shape_only_rules(state), lazy_steps=True)
