"""Tents' rules in a rule book (encodings/tents.md). Each cell holds one of empty, a tent, a tree (one-hot);
the rules: a tree has a tent beside it; trees and tents pair up one to one (a perfect matching between the
trees and tents along orthogonal neighbours, constraints.matchings.pair_up); a tent touches no other tent.
The hints: the trees as drawn (one hint: every cell a tree or not), and each row's and column's number
"exactly k tents here" over a counter. The formula depends on the grid's size alone, so one compiled shape
serves every puzzle of that size.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints.matchings import pair_up
from satpuzzles.typekit.countgrid import line_numbers
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import EMPTY, NAME, TENT, TREE, Solution, Tents

VALUES = (EMPTY, TENT, TREE)


def shape(p: Tents) -> Hashable:
    """The formula depends on the grid's size; the trees and the numbers are assumptions."""
    return (NAME, p.rows, p.columns)


def state(book: RuleBook, p: Tents) -> Stated[Tents]:
    cells = book.one_hot_cells(p.rows, p.columns, VALUES, role="cell")
    everywhere = [(r, c) for r in range(p.rows) for c in range(p.columns)]
    tent = {cell: cells.literal(cell, TENT) for cell in everywhere}
    tree = {cell: cells.literal(cell, TREE) for cell in everywhere}
    for cell in everywhere:
        r, c = cell
        beside = p.beside(cell)
        with book.rule(f"a tree at r{r + 1}c{c + 1} has a tent beside it", kind="region", cells=[cell, *beside]) as f:
            f.add([-tree[cell], *(tent[other] for other in beside)])
    with book.rule(
        "trees and tents pair up, each tree with its own tent beside it", kind="count", cells=everywhere
    ) as f:
        pair_up(f, tree, tent, [(cell, other) for cell in everywhere for other in p.beside(cell)])
    for cell in everywhere:
        r, c = cell
        # Each touching pair once, at its first cell: the rules together forbid every pair.
        later = [other for other in p.around(cell) if other > cell]
        if later:
            with book.rule(
                f"a tent at r{r + 1}c{c + 1} touches no other tent", kind="no-touch", cells=[cell, *later]
            ) as f:
                f.extend([-tent[cell], -tent[other]] for other in later)
    # Definitions: each line's tents, counted up to one more than a line holds of tents that never touch.
    numbers = line_numbers(
        book,
        p.rows,
        p.columns,
        lambda cell: tent[cell],
        lambda value: f"holds {value} tent{'s' if value != 1 else ''}",
        lambda n: (n + 1) // 2,
        role="tents",
    )

    def tree_literals(q: Tents) -> list[int]:
        return [tree[cell] if q.grid[cell[0]][cell[1]] == TREE else -tree[cell] for cell in everywhere]

    def trees(q: Tents) -> Switch:
        return book.hint(
            "the trees",
            key=("trees",),
            json={"grid": list(q.grid)},
            literals=tree_literals(q),
            cells=q.trees(),
            kind="given",
            action="draw the trees",
        )

    def hints(q: Tents) -> list[Switch]:
        return [trees(q), *numbers.shown(q.row_tents, q.column_tents)]

    def candidates(q: Tents) -> list[Switch]:
        return numbers.candidates(q.row_tents, q.column_tents)

    def literals(q: Tents) -> list[int]:
        return [*tree_literals(q), *numbers.literals(q.row_tents, q.column_tents)]

    return Stated(hints, candidates, literals)


def with_number(p: Tents, line: str, k: int, value: int | None) -> Tents:
    found = list(p.row_tents if line == "row" else p.column_tents)
    found[k] = value
    return replace(p, row_tents=tuple(found)) if line == "row" else replace(p, column_tents=tuple(found))


def _with_hint(p: Tents, hint: Switch) -> Tents:
    if "grid" in hint.json:
        return replace(p, grid=tuple(hint.json["grid"]))
    return with_number(p, hint.json["line"], hint.json["index"], hint.json["value"])


def _without(p: Tents, hint: Switch) -> Tents:
    if "grid" in hint.json:
        return replace(p, grid=(EMPTY * p.columns,) * p.rows)
    return with_number(p, hint.json["line"], hint.json["index"], None)


def clues_of(blank: Tents, solution: Solution) -> Tents:
    """The solution's trees, and every row and column showing its number of tents."""
    return replace(
        blank,
        grid=tuple("".join(TREE if v == TREE else EMPTY for v in row) for row in solution),
        row_tents=tuple(row.count(TENT) for row in solution),
        column_tents=tuple(sum(row[c] == TENT for row in solution) for c in range(blank.columns)),
    )


def _value_text(value: Any) -> str:
    return {TENT: "a tent", TREE: "a tree"}.get(value, "empty")


RULES: Rules[Tents, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=_with_hint,
    without=_without,
    value_text=_value_text,
)
