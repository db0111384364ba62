"""Nonogram's rules in a rule book (encodings/nonogram.md): a shaded literal per cell and per line the rule
"this line shows these runs" (constraints.runs.line_runs, start-position variables: the faster on published
puzzles, encodings/runs.md). The clues are the rules, so the formula depends on them and each puzzle is
compiled for itself; there are no hints.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints.runs import line_runs
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import EMPTY, NAME, SHADED, Nonogram, Solution, runs


def shape(p: Nonogram) -> Hashable:
    """The formula is the clues."""
    return (NAME, p.rows, p.columns, p.row_clues, p.column_clues)


def state(book: RuleBook, p: Nonogram) -> Stated[Nonogram]:
    cells = book.boolean_cells(p.rows, p.columns, (EMPTY, SHADED), role="shaded")
    shaded = cells.block.lit
    for name, members, clue in p.lines():
        shows = " ".join(map(str, clue)) or "no shaded cell"
        with book.rule(f"{name} shows {shows}", kind="line", cells=members) as f:
            line_runs(f, [shaded(*cell) for cell in members], clue)
    return Stated(lambda q: [], lambda q: [])


def clues_of(blank: Nonogram, solution: Solution) -> Nonogram:
    """The clues of a picture: each line's runs."""
    rows = [[v == SHADED for v in row] for row in solution]
    return replace(
        blank,
        row_clues=tuple(runs(row) for row in rows),
        column_clues=tuple(runs([row[c] for row in rows]) for c in range(blank.columns)),
    )


def no_hints(p: Nonogram, hint: Switch) -> Nonogram:
    """A Nonogram's clues are its rules, not hints: explain and generate never add or take one away."""
    raise ValueError("a Nonogram has no hints")


def _value_text(value: Any) -> str:
    return "shaded" if value == SHADED else "empty"


RULES: Rules[Nonogram, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=no_hints,
    without=no_hints,
    value_text=_value_text,
)
