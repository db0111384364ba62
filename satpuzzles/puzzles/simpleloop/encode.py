"""Simple Loop's rules in a rule book (encodings/simpleloop.md): each cell holds one line piece or none; the
blocked cells are part of the shape (as Minesweeper's walls), so the puzzle has no hints, only rules.
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints.pieces import piece_text
from satpuzzles.typekit.loopbook import closed_loop, line_pieces
from satpuzzles.typekit.rulebook import RuleBook

from .model import EMPTY, VALUES, SimpleLoop, Solution


def shape(puzzle: SimpleLoop) -> Hashable:
    """The formula is the whole puzzle: the grid and its blocked cells."""
    return ("simpleloop", puzzle.rows, puzzle.columns, tuple(puzzle.blocked_cells()))


def state(book: RuleBook, puzzle: SimpleLoop) -> Stated[SimpleLoop]:
    line = line_pieces(book, puzzle.rows, puzzle.columns, VALUES)
    lit = line.literal
    everything = line.graph.vertices
    blocked = set(puzzle.blocked_cells())
    if blocked:
        with book.rule("the blocked cells are empty", kind="count", cells=sorted(blocked)) as f:
            f.extend([lit(v, EMPTY)] for v in sorted(blocked))
    open_cells = [v for v in everything if v not in blocked]
    with book.rule("every other cell is on the loop", kind="count", cells=open_cells) as f:
        f.extend([-lit(v, EMPTY)] for v in open_cells)
    closed_loop(book, line, {v: -lit(v, EMPTY) for v in everything}, some=False)
    return Stated(lambda p: [], lambda p: [])


def _value_text(value: Any) -> str:
    return "empty" if value == EMPTY else piece_text(value)


RULES: Rules[SimpleLoop, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple(tuple(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=lambda blank, solution: blank,
    with_hint=lambda p, hint: p,
    without=lambda p, hint: p,
    value_text=_value_text,
    lazy=True,
)
