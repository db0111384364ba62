"""Norinori's rules in a rule book (encodings/rulebook.md): a shaded literal per cell, two shaded cells in
every region, every shaded cell with exactly one shaded neighbour; each given shaded cell a hint.

Every command comes from the book: solving (rules in force, givens assumed), explain, steps, hint, grade
and generate (satpuzzles.typekit.book*). The regions are the shape: each layout compiles its own formula.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from itertools import combinations
from typing import Any

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import exactly
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import NAME, PER_REGION, Norinori, Solution, canonical_regions, region_name


def shape(p: Norinori) -> Hashable:
    """The layout; the given shaded cells are assumptions."""
    return (NAME, p.rows, p.cols, canonical_regions(p.regions))


def where(cell: Cell) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def state(book: RuleBook, p: Norinori) -> Stated[Norinori]:
    shaded = book.boolean_cells(p.rows, p.cols, (0, 1), role="shaded").block.lit
    for cells in p.region_cells().values():
        with book.rule(f"{region_name(cells)} holds two shaded cells", kind="region", cells=cells) as f:
            exactly(f, [shaded(r, c) for r, c in cells], PER_REGION, book.encoding)
    for r in range(p.rows):
        for c in range(p.cols):
            near = p.neighbours(r, c)
            label = f"a shaded {where((r, c))} has exactly one shaded neighbour"
            with book.rule(label, kind="count", cells=[(r, c), *near]) as f:
                around = [shaded(q, d) for q, d in near]
                f.add([-shaded(r, c), *around])
                f.extend([-shaded(r, c), -a, -b] for a, b in combinations(around, 2))

    def given(cell: Cell) -> Switch:
        return book.hint(
            f"the given shaded cell {where(cell)}",
            key=("shaded", *cell),
            json={"row": cell[0], "column": cell[1]},
            literals=(shaded(*cell),),
            cells=(cell,),
            kind="given",
            action=f"shade {where(cell)} as a given",
        )

    def hints(puzzle: Norinori) -> list[Switch]:
        return [given(cell) for cell in puzzle.givens]

    def candidates(puzzle: Norinori) -> list[Switch]:
        return [given((r, c)) for r in range(puzzle.rows) for c in range(puzzle.cols) if (r, c) not in puzzle.givens]

    return Stated(hints, candidates)


def clues_of(blank: Norinori, solution: Solution) -> Norinori:
    """Every shaded cell of the solution given."""
    cells = tuple((r, c) for r, row in enumerate(solution) for c, v in enumerate(row) if v)
    return replace(blank, givens=cells)


def _cell(hint: Switch) -> Cell:
    return hint.json["row"], hint.json["column"]


def _value_text(value: Any) -> str:
    return "shaded" if value == 1 else "unshaded"


RULES: Rules[Norinori, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple(tuple(int(v) for v in row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: replace(p, givens=(*p.givens, _cell(hint))),
    without=lambda p, hint: replace(p, givens=tuple(cell for cell in p.givens if cell != _cell(hint))),
    value_text=_value_text,
)
