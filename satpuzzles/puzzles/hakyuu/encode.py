"""Hakyuu's rules in a rule book (encodings/hakyuu.md): one-hot cells over 1..M (M the largest region), each
region of n cells holding 1..n once each (digitbook.numbered_region), and in each row and column no two
equal digits d closer than d + 1 cells (a binary clause per pair of cells of two regions and digit both
regions hold); each given a hint.

The formula depends on the region map only (the givens are assumptions), so one compiled shape serves
every puzzle on the same map, and generation asks about givens by assumptions.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.digitbook import (
    digit_cells,
    givens_stated,
    grid_rows,
    numbered_region,
    put_given,
    solution_grid,
)
from satpuzzles.typekit.rulebook import RuleBook

from .model import NAME, Hakyuu, Solution, region_name


def shape(p: Hakyuu) -> Hashable:
    return (NAME, p.rows, p.columns, p.regions)


def state(book: RuleBook, p: Hakyuu) -> Stated[Hakyuu]:
    region_of = {cell: k for k, group in enumerate(p.region_cells().values()) for cell in group}
    size = {cell: len(group) for group in p.region_cells().values() for cell in group}
    # a cell holds a digit up to its region's size: the region rule says so, and the cells need no more
    cells = digit_cells(book, p.rows, p.columns, range(1, p.largest() + 1), lambda cell: range(1, size[cell] + 1))
    for group in p.region_cells().values():
        numbered_region(book, cells, f"{region_name(group)} holds 1 to {len(group)} once each", group)
    holds = {cell: [0, *(cells.literal(cell, d) for d in range(1, size[cell] + 1))] for cell in size}
    for name, line in p.lines():
        # pairs inside one region are the region rule's already (it holds each digit once)
        pairs = [
            (holds[a][d], holds[b][d])
            for i, a in enumerate(line)
            for j, b in enumerate(line[i + 1 : i + size[a] + 1], start=i + 1)
            if region_of[a] != region_of[b]
            for d in range(j - i, min(size[a], size[b]) + 1)
        ]
        if pairs:
            label = f"in {name}, two equal digits d have at least d cells between them"
            with book.rule(label, kind="line", cells=line) as f:
                f.extend([-x, -y] for x, y in pairs)
    return givens_stated(book, cells, lambda q: q.givens)


def clues_of(blank: Hakyuu, solution: Solution) -> Hakyuu:
    """Every cell shows its digit."""
    return replace(blank, givens=tuple(tuple(row) for row in solution))


RULES: Rules[Hakyuu, Solution] = Rules(
    state=state,
    solution=solution_grid,
    grid=grid_rows,
    clues_of=clues_of,
    with_hint=lambda p, hint: replace(p, givens=put_given(p.givens, hint, True)),
    without=lambda p, hint: replace(p, givens=put_given(p.givens, hint, False)),
)
