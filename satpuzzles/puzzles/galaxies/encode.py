"""Galaxies' rules in a rule book (encodings/galaxies.md): each cell says whether it shares its region with its
right and lower neighbours (typekit.partition); a label literal per (cell, dot) where the cell may lie in that
dot's region (constraints.regions.symmetric_candidates). Rules: per dot, its region holds the cells around it and
is symmetric about it; per cell, exactly one label, shared with a neighbour exactly when they are joined; every
region is connected (exact levels, or lazily by cuts while solving). The dots are the rules, so each puzzle is
compiled for itself; no hints.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import exactly
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.connectivity import connectivity_cuts
from satpuzzles.typekit.constraints.lazy import all_cuts
from satpuzzles.typekit.constraints.reach import fresh
from satpuzzles.typekit.constraints.regions import label_connected, mirror, symmetric_candidates, touching
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.partition import JOIN_TEXT, join_cells, joins_from_labels, joins_of, regions_of_joins
from satpuzzles.typekit.rulebook import RuleBook

from .model import NAME, Galaxies, Solution, dot_name


def shape(p: Galaxies) -> Hashable:
    """The formula is the dots."""
    return (NAME, p.rows, p.columns, p.dots)


def where(cell: tuple[int, int]) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def state(book: RuleBook, p: Galaxies) -> Stated[Galaxies]:
    joins = join_cells(book, p.rows, p.columns)
    candidates = symmetric_candidates(p.rows, p.columns, p.dots)
    label_vars = fresh(book.formula, "galaxy", sum(len(cells) for cells in candidates))
    labels: dict[tuple[int, int], dict[int, int]] = {cell: {} for cell in grid.cells(p.rows, p.columns)}
    for k, cells in enumerate(candidates):
        for cell in cells:
            labels[cell][k] = next(label_vars)
    seeds = {}
    for k, dot in enumerate(p.dots):
        around = touching(p.rows, p.columns, dot)
        seeds[k] = around[0]
        with book.rule(f"the region of {dot_name(dot)} is symmetric about it", kind="region", cells=around) as f:
            f.extend([labels[cell][k]] if k in labels[cell] else [] for cell in around)
            f.extend(
                [-labels[cell][k], labels[mirror(cell, dot)][k]] for cell in candidates[k] if mirror(cell, dot) != cell
            )
    for (r, c), mine in labels.items():
        with book.rule(f"{where((r, c))} lies in exactly one region", kind="region", cells=[(r, c)]) as f:
            exactly(f, list(mine.values()), 1, book.encoding)
            edges = [((r, c), (r, c + 1)), ((r, c), (r + 1, c))]
            joins_from_labels(f, {edge: joins.joins[edge] for edge in edges if edge in joins.joins}, labels)
    adjacency = grid.adjacency(p.rows, p.columns)
    cuts = []
    for k, cells in enumerate(candidates):
        inside = set(cells)
        near = {cell: [d for d in adjacency[cell] if d in inside] for cell in cells}
        cuts.append(connectivity_cuts({cell: labels[cell][k] for cell in cells}, near, root=seeds[k]))
    book.lazy_rule(
        "every region is connected",
        kind="connectivity",
        cells=grid.cells(p.rows, p.columns),
        exact=lambda f: label_connected(f, labels, adjacency, seeds),
        cuts=all_cuts(*cuts),
    )
    return Stated(lambda q: [], lambda q: [])


def no_hints(p: Galaxies, hint: Switch) -> Galaxies:
    """The dots are the rules, not hints: explain and generate never add or take one away."""
    raise ValueError("a Galaxies puzzle has no hints")


RULES: Rules[Galaxies, Solution] = Rules(
    state=state,
    solution=regions_of_joins,
    grid=joins_of,
    clues_of=lambda blank, solution: replace(blank),
    with_hint=no_hints,
    without=no_hints,
    value_text=lambda value: JOIN_TEXT[value],
    lazy=True,
)
