"""Dominos' rules in a rule book (encodings/dominos.md): each cell holds where its partner is (one-hot over
n, w, e, s); per cell "its domino lies in the grid and the partner points back"; per pair of numbers "the
domino a-b is laid exactly once" over the placements showing it (constraints.matchings.each_pair_once's
clauses, a rule per pair). The numbers are the rules, so each puzzle is compiled for itself; no hints.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import exactly
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import NAME, OPPOSITE, STEPS, Dominos, Solution, full_set

DIRECTIONS = tuple(STEPS)


def shape(p: Dominos) -> Hashable:
    """The formula is the numbers, which must be the full set (a puzzle still being typed in is refused)."""
    return (NAME, p.rows, p.columns, full_set(p))


def state(book: RuleBook, p: Dominos) -> Stated[Dominos]:
    numbers = full_set(p)
    cells = book.one_hot_cells(p.rows, p.columns, DIRECTIONS, role="partner")
    showing: dict[tuple[int, int], list[tuple[tuple[int, int], tuple[int, int], int]]] = {}
    for r in range(p.rows):
        for c in range(p.columns):
            here = (r, c)
            with book.rule(
                f"r{r + 1}c{c + 1}'s domino covers a neighbour that points back", kind="region", cells=[here]
            ) as f:
                for direction in DIRECTIONS:
                    lit = cells.literal(here, direction)
                    other = p.partner(here, direction)
                    if other is None:
                        f.add([-lit])
                    else:
                        f.add([-lit, cells.literal(other, OPPOSITE[direction])])
            for direction in ("e", "s"):  # each placement once, at its first cell
                other = p.partner(here, direction)
                if other is not None:
                    a, b = numbers[r][c], numbers[other[0]][other[1]]
                    showing.setdefault((min(a, b), max(a, b)), []).append((here, other, cells.literal(here, direction)))
    for (a, b), placements in sorted(showing.items()):
        around = sorted({cell for u, v, _ in placements for cell in (u, v)})
        with book.rule(f"the domino {a}-{b} is laid exactly once", kind="count", cells=around) as f:
            exactly(f, [lit for _, _, lit in placements], 1, book.encoding)
    for a in range(p.top + 1):
        for b in range(a, p.top + 1):
            if (a, b) not in showing:
                with book.rule(f"the domino {a}-{b} is laid exactly once", kind="count", cells=[]) as f:
                    f.add([])  # no two neighbours show it
    return Stated(lambda q: [], lambda q: [])


def clues_of(blank: Dominos, solution: Solution) -> Dominos:
    """A Dominos puzzle shows its numbers whatever the tiling: nothing to add."""
    return replace(blank)


def no_hints(p: Dominos, hint: Switch) -> Dominos:
    """The numbers are the rules, not hints: explain and generate never add or take one away."""
    raise ValueError("a Dominos puzzle has no hints")


def _value_text(value: Any) -> str:
    return {"n": "paired above", "w": "paired left", "e": "paired right", "s": "paired below"}[value]


RULES: Rules[Dominos, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=no_hints,
    without=no_hints,
    value_text=_value_text,
)
