"""Shikaku's rules in a rule book (encodings/shikaku.md): each cell says whether it shares its region with its
right and lower neighbours (typekit.partition); per number, a literal for every rectangle of its area that holds
it and no other number. Rules: each number takes exactly one of its rectangles; each cell lies in exactly one
chosen rectangle, which it shares with its right and lower neighbours exactly when they lie in it too (the
joins). The numbers are the rules, so each puzzle is
compiled for itself; no hints.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import exactly
from satpuzzles.typekit.constraints.reach import fresh
from satpuzzles.typekit.constraints.regions import rect_cells, rectangle_candidates
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.partition import JOIN_TEXT, join_cells, joins_from_pieces, joins_of, regions_of_joins
from satpuzzles.typekit.rulebook import RuleBook

from .model import NAME, Shikaku, Solution


def shape(p: Shikaku) -> Hashable:
    """The formula is the numbers."""
    return (NAME, p.rows, p.columns, p.numbers)


def where(cell: tuple[int, int]) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def state(book: RuleBook, p: Shikaku) -> Stated[Shikaku]:
    joins = join_cells(book, p.rows, p.columns)
    candidates = rectangle_candidates(p.rows, p.columns, p.clues())
    rect_vars = fresh(book.formula, "rectangle", sum(len(found) for found in candidates.values()))
    chosen = {
        clue: [(frozenset(rect_cells(rect)), next(rect_vars)) for rect in found] for clue, found in candidates.items()
    }
    covering: dict[tuple[int, int], list[tuple[frozenset[tuple[int, int]], int]]] = {}
    for clue, found in chosen.items():
        area = p.numbers[clue[0]][clue[1]]
        cells = sorted({cell for piece, _ in found for cell in piece})
        label = f"the {area} at {where(clue)} is a rectangle of {area} cells holding no other number"
        with book.rule(label, kind="region", cells=cells or [clue]) as f:
            exactly(f, [lit for _, lit in found], 1, book.encoding)
        for piece, lit in found:
            for cell in piece:
                covering.setdefault(cell, []).append((piece, lit))
    for r in range(p.rows):
        for c in range(p.columns):
            here = covering.get((r, c), [])
            label = f"{where((r, c))} lies in exactly one rectangle, with the neighbours it holds"
            with book.rule(label, kind="region", cells=[(r, c)]) as f:
                exactly(f, [lit for _, lit in here], 1, book.encoding)
                edges = [((r, c), (r, c + 1)), ((r, c), (r + 1, c))]
                joins_from_pieces(f, {edge: joins.joins[edge] for edge in edges if edge in joins.joins}, here)
    return Stated(lambda q: [], lambda q: [])


def no_hints(p: Shikaku, hint: Switch) -> Shikaku:
    """The numbers are the rules, not hints: explain and generate never add or take one away."""
    raise ValueError("a Shikaku puzzle has no hints")


RULES: Rules[Shikaku, Solution] = Rules(
    state=state,
    solution=regions_of_joins,
    grid=joins_of,
    clues_of=lambda blank, solution: replace(blank),
    with_hint=no_hints,
    without=no_hints,
    value_text=lambda value: JOIN_TEXT[value],
)
