"""LITS's rules in a rule book (encodings/lits.md): a shaded literal per cell; every region shades one
tetromino (`region_shape`: one placement per region, its shape named); equal shapes never touch across a
border (`equal_shapes_apart`); no 2x2 block all shaded; the shaded cells connected (a lazy rule: cuts while
solving, `layers` reachability when exact).

The regions are the shape, so a puzzle has no hints: explain, steps, hint and grade name rules only.
"""

from __future__ import annotations

from collections.abc import Hashable

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.regions import equal_shapes_apart, placements, region_shape
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.shadingbook import cells_connected, no_hints, shape_only_rules

from .model import NAME, PIECE, SHADED, UNSHADED, Lits, Solution, canonical_regions, region_name


def shape(p: Lits) -> Hashable:
    return (NAME, p.rows, p.columns, canonical_regions(p.regions))


def state(book: RuleBook, p: Lits) -> Stated[Lits]:
    lit = book.boolean_cells(p.rows, p.columns, (UNSHADED, SHADED), role="shaded").block.lit
    shaded = {cell: lit(*cell) for cell in grid.cells(p.rows, p.columns)}
    regions = p.region_cells()
    if p.blocked():
        with book.rule("blocked cells are unshaded", kind="count", cells=p.blocked()) as f:
            f.extend([-shaded[cell]] for cell in p.blocked())
    shapes = {}
    for label, cells in regions.items():
        with book.rule(f"{region_name(cells)} shades one tetromino", kind="region", cells=cells) as f:
            shapes[label] = region_shape(f, shaded, cells, PIECE)
    adjacency = grid.adjacency(p.rows, p.columns)
    with book.rule("equal tetrominoes never touch across a border", kind="region", cells=list(shaded)) as f:
        equal_shapes_apart(f, shaded, regions, shapes, adjacency)
    for r in range(p.rows - 1):
        for c in range(p.columns - 1):
            block = [(r + dr, c + dc) for dr in (0, 1) for dc in (0, 1)]
            with book.rule(f"the 2x2 block at r{r + 1}c{c + 1} is not all shaded", kind="region", cells=block) as f:
                f.add([-shaded[cell] for cell in block])
    if len(regions) > 1:
        tetrominoes_touch(book, shaded, regions, adjacency)
    cells_connected(book, "the shaded cells are connected", shaded, p.rows, p.columns)
    return Stated(no_hints, no_hints)


def tetrominoes_touch(
    book: RuleBook, shaded: dict[Cell, int], regions: dict[int, list[Cell]], adjacency: dict[Cell, list[Cell]]
) -> None:
    """With two regions or more, every region's tetromino touches a shaded cell of another region (implied by
    connectivity; stated so that solving meets it before any cut): per placement, its four cells shaded ask for
    a shaded cell beside it outside the region."""

    def clauses(cells: list[Cell]) -> list[list[int]]:
        inside = set(cells)
        return [
            [*(-shaded[c] for c in piece), *{shaded[n]: None for c in piece for n in adjacency[c] if n not in inside}]
            for piece in placements(cells, PIECE)
        ]

    book.each_rule(
        "connectivity",
        ((cells, clauses(cells)) for cells in regions.values()),
        lambda cells: f"the tetromino of {region_name(list(cells))} touches another shaded cell",
    )


RULES: Rules[Lits, Solution] = shape_only_rules(state)
