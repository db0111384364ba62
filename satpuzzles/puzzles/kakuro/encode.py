"""Kakuro's rules in a rule book (encodings/kakuro.md): one-hot cells over 0..9 (0 in black cells), each
run distinct, each clue a hint whose literal switches on "this run sums to the clue".

A clue's sum is the sums vocabulary's set encoding (`one_of_sets`: the digit sets of the run's length with
that sum, a selector per set), guarded by the clue's own literal: assumed, the run sums to the clue;
left free, the clauses are off. The guarded clauses depend on the clue values, so the shape includes them
(every Kakuro has its own layout, so nothing is lost), and the clue literals keep explain, steps, hint
and generate able to take a clue away.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints.sums import distinct
from satpuzzles.typekit.digitbook import digits_of, sum_switch
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import ACROSS, NAME, Kakuro, Run, Solution

DIGITS = tuple(range(10))  # 0: a black cell


def shape(p: Kakuro) -> Hashable:
    return (NAME, p.rows, p.columns, p.squares)


def state(book: RuleBook, p: Kakuro) -> Stated[Kakuro]:
    black = set(p.black_cells())
    cells = book.one_hot_cells(
        p.rows, p.columns, DIGITS, allowed=lambda cell: DIGITS[:1] if cell in black else DIGITS[1:]
    )  # black cells hold no digit, white cells a digit 1 to 9: the layout is the shape's

    guards: dict[tuple[Hashable, int], int] = {}
    for run in p.runs():
        with book.rule(f"the {run.name} holds no digit twice", kind="line", cells=run.cells) as f:
            distinct(f, digits_of(cells, run.cells))
        if run.clue is not None:
            guards[(run.cells, run.clue)] = sum_switch(book, digits_of(cells, run.cells), run.clue)

    def clue(run: Run) -> Switch:
        assert run.head is not None and run.clue is not None
        r, c = run.head
        return book.hint(
            f"{run.direction} sum {run.clue} at r{r + 1}c{c + 1}",
            key=("sum", r, c, run.direction, run.clue),
            json={"row": r, "column": c, "direction": run.direction, "value": run.clue},
            literals=(guards[(run.cells, run.clue)],),
            cells=(run.head, *run.cells),
            action=f"write the {run.direction} sum {run.clue} at r{r + 1}c{c + 1}",
        )

    def hints(q: Kakuro) -> list[Switch]:
        return [clue(run) for run in q.runs() if run.clue is not None and (run.cells, run.clue) in guards]

    return Stated(hints, lambda q: [])


def _with_sum(p: Kakuro, hint: Switch, value: int | None) -> Kakuro:
    r, c = hint.json["row"], hint.json["column"]
    square = p.squares[r][c]
    assert square is not None
    down, across = square
    new = (down, value) if hint.json["direction"] == ACROSS else (value, across)
    rows = [list(row) for row in p.squares]
    rows[r][c] = new
    return replace(p, squares=tuple(tuple(row) for row in rows))


def clues_of(blank: Kakuro, solution: Solution) -> Kakuro:
    """Every run with a clue cell shows its sum."""
    rows = [list(row) for row in blank.squares]
    for run in blank.runs():
        if run.head is not None:
            r, c = run.head
            total = sum(solution[i][j] for i, j in run.cells)
            down, across = rows[r][c] or (None, None)
            rows[r][c] = (down, total) if run.direction == ACROSS else (total, across)
    return replace(blank, squares=tuple(tuple(row) for row in rows))


def _value_text(value: int) -> str:
    return "black" if value == 0 else str(value)


RULES: Rules[Kakuro, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple(tuple(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_sum(p, hint, hint.json["value"]),
    without=lambda p, hint: _with_sum(p, hint, None),
    value_text=_value_text,
)
