"""Nurikabe's rules in a rule book (encodings/nurikabe.md): a shaded literal per cell and, per number, a label
literal "this cell is in that number's island" for each cell the island can reach (regions.region_labels).

Every unshaded cell carries one label and touching unshaded cells share it (so islands are the unshaded
pieces); each number's island holds it, has its size and is connected (regions.seeded_region, reachability
from the number at most size - 1 steps deep); no 2x2 area is all shaded; the shaded cells are connected (a
lazy rule: cuts while solving, binary-level reachability when exact), and, when the sizes say at least two
cells are shaded, each touches another, and no shaded piece of two or three cells stands alone (implied by
connectivity, stated always: they save cut rounds); the shaded count where a third of the board or less is
shaded and its counter is small beside the formula (implied: it decides boards of few large islands, and
slowed others).

The numbers are the shape (they decide the labels), so a puzzle has no hints: explain, steps, hint and grade
name rules only, and the generator (generate.py) places the numbers itself.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence
from typing import Any

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import Formula, exactly
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.connectivity import connected, connectivity_cuts
from satpuzzles.typekit.constraints.regions import (
    label_literals,
    one_region_each,
    placements,
    region_labels,
    seeded_region,
)
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.shadingjson import SHADED, UNSHADED

from .model import NAME, Nurikabe, Solution


def shape(p: Nurikabe) -> Hashable:
    return (NAME, p.rows, p.columns, p.numbers)


def where(cell: tuple[int, int]) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def state(book: RuleBook, p: Nurikabe) -> Stated[Nurikabe]:
    lit = book.boolean_cells(p.rows, p.columns, (UNSHADED, SHADED), role="shaded").block.lit
    cells = grid.cells(p.rows, p.columns)
    adjacency = grid.adjacency(p.rows, p.columns)
    shaded = {cell: lit(*cell) for cell in cells}
    seeds = p.seeds()
    labels = label_literals(book.formula, region_labels(adjacency, seeds, apart=True), cells)
    with book.rule("every unshaded cell lies in the island of one number", kind="region", cells=cells) as f:
        one_region_each(f, labels, adjacency, member={cell: -lit for cell, lit in shaded.items()}, separated=True)
    for cell, size in seeds.items():
        island = "a connected island" if size is None else f"a connected island of {size} cells"
        with book.rule(f"the {size or '?'} at {where(cell)} lies in {island}", kind="region", cells=[cell]) as f:
            seeded_region(f, labels, adjacency, cell, size)
    for r in range(p.rows - 1):
        for c in range(p.columns - 1):
            square = [(r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)]
            with book.rule(f"the 2x2 area at {where((r, c))} is not all shaded", kind="count", cells=square) as f:
                f.add([-shaded[cell] for cell in square])
    sizes = [size for size in seeds.values() if size is not None]
    wall = p.rows * p.columns - sum(sizes) if len(sizes) == len(seeds) else 0  # 0: not known (a `?`)
    if wall >= 2:  # connected, two or more: none alone
        with book.rule("every shaded cell touches another shaded cell", kind="connectivity", cells=cells) as f:
            f.extend([-lit, *(shaded[near] for near in adjacency[cell])] for cell, lit in shaded.items())
    if wall >= 3:
        with book.rule("no two or three shaded cells are cut off", kind="connectivity", cells=cells) as f:
            _small_pieces_touch(f, shaded, adjacency, min(wall - 1, 3))
    if wall and 3 * wall <= len(cells) and len(cells) ** 2 <= book.formula.clause_count:  # few shaded, small counter
        with book.rule(f"{wall} cells are shaded", kind="count", cells=cells) as f:
            exactly(f, list(shaded.values()), wall, "auto")
    book.lazy_rule(
        "the shaded cells are connected",
        kind="connectivity",
        cells=cells,
        exact=lambda f: connected(f, shaded, adjacency, encoding="binary"),
        cuts=connectivity_cuts(shaded, adjacency),
    )
    return Stated(lambda _: [], lambda _: [])


def _small_pieces_touch(
    f: Formula,
    shaded: dict[tuple[int, int], int],
    adjacency: Mapping[tuple[int, int], Sequence[tuple[int, int]]],
    most: int,
) -> None:
    """Every connected piece of two to `most` cells that is all shaded has a shaded neighbour (when more cells
    are shaded than that): cuts the lazy rule would find, stated before solving."""
    for size in range(2, most + 1):
        for piece in placements(list(shaded), size):
            ring = {near for cell in piece for near in adjacency[cell]} - piece
            f.add([*(-shaded[cell] for cell in piece), *(shaded[near] for near in ring)])


def _value_text(value: Any) -> str:
    return "shaded" if value == SHADED else "unshaded"


def _unchanged(p: Nurikabe, _: object) -> Nurikabe:
    return p


RULES: Rules[Nurikabe, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=_unchanged,
    with_hint=_unchanged,
    without=_unchanged,
    value_text=_value_text,
    lazy=True,
)
