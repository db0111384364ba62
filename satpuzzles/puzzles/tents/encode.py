"""Tents' rules in a rule book (encodings/tents.md): a tent literal per cell; no tent on a tree; each tree
with a tent beside it; each tent beside a tree; trees and tents paired one to one (a perfect matching,
constraints.matchings.pair_up); no tent touching another. Each row's and column's number is a hint
"exactly k tents here" over a counter, so one compiled shape (the grid and its trees) serves every set of
numbers.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints.matchings import pair_up
from satpuzzles.typekit.countgrid import counted, exactly
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import EMPTY, NAME, TENT, TREE, Solution, Tents

LINES = {"row": ("left", "row_tents"), "column": ("top", "column_tents")}


def shape(p: Tents) -> Hashable:
    """The formula depends on the grid and its trees; the numbers are assumptions."""
    return (NAME, p.rows, p.columns, p.grid)


def state(book: RuleBook, p: Tents) -> Stated[Tents]:
    cells = book.boolean_cells(p.rows, p.columns, (EMPTY, TENT), role="tent")
    tent = cells.block.lit
    trees = p.trees()
    everywhere = [(r, c) for r in range(p.rows) for c in range(p.columns)]
    near = {cell for tree in trees for cell in p.beside(tree) if p.grid[cell[0]][cell[1]] != TREE}
    if trees:
        with book.rule("no tent stands on a tree", kind="count", cells=trees) as f:
            f.extend([-tent(*cell)] for cell in trees)
    far = [cell for cell in everywhere if cell not in near and p.grid[cell[0]][cell[1]] != TREE]
    if far:
        with book.rule("every tent stands beside a tree", kind="count", cells=far) as f:
            f.extend([-tent(*cell)] for cell in far)
    for r, c in trees:
        spots = [cell for cell in p.beside((r, c)) if cell in near]
        with book.rule(
            f"the tree at r{r + 1}c{c + 1} has a tent beside it", kind="region", cells=[(r, c), *spots]
        ) as f:
            f.add([tent(*cell) for cell in spots])
    with book.rule("trees and tents pair up, each tree with its own tent", kind="count", cells=everywhere) as f:
        edges = [(tree, cell) for tree in trees for cell in p.beside(tree) if cell in near]
        pair_up(f, {tree: True for tree in trees}, {cell: tent(*cell) for cell in sorted(near)}, edges)
    for r, c in sorted(near):
        others = [cell for cell in p.around((r, c)) if cell in near]
        if others:
            with book.rule(
                f"a tent at r{r + 1}c{c + 1} touches no other tent", kind="no-touch", cells=[(r, c), *others]
            ) as f:
                f.extend([-tent(r, c), -tent(*cell)] for cell in others)
    lines = {
        "row": [[(r, c) for c in range(p.columns)] for r in range(p.rows)],
        "column": [[(r, c) for r in range(p.rows)] for c in range(p.columns)],
    }
    counters = {
        (line, k): counted(book.formula, [tent(*cell) for cell in members], role="tents")
        for line, found in lines.items()
        for k, members in enumerate(found)
    }

    def number(line: str, k: int, value: int) -> Switch:
        side = LINES[line][0]
        return book.hint(
            f"{line} {k + 1} holds {value} tent{'s' if value != 1 else ''}",
            key=(line, k, value),
            json={"line": line, "index": k, "value": value},
            literals=exactly(counters[line, k], value),
            cells=lines[line][k],
            action=f"write {value} beside {line} {k + 1}",
            clue=(side, k),
        )

    def hints(q: Tents) -> list[Switch]:
        return [
            number(line, k, value)
            for line, (_, field) in LINES.items()
            for k, value in enumerate(getattr(q, field))
            if value is not None
        ]

    def candidates(q: Tents) -> list[Switch]:
        return [
            number(line, k, value)
            for line, (_, field) in LINES.items()
            for k, old in enumerate(getattr(q, field))
            if old is None
            for value in range(len(lines[line][k]) // 2 + 2)
            if value <= len(lines[line][k])
        ]

    return Stated(hints, candidates)


def _with_number(p: Tents, line: str, k: int, value: int | None) -> Tents:
    found = list(p.row_tents if line == "row" else p.column_tents)
    found[k] = value
    return replace(p, row_tents=tuple(found)) if line == "row" else replace(p, column_tents=tuple(found))


def clues_of(blank: Tents, solution: Solution) -> Tents:
    """Every row and column shows its number of tents."""
    return replace(
        blank,
        row_tents=tuple(row.count(TENT) for row in solution),
        column_tents=tuple(sum(row[c] == TENT for row in solution) for c in range(blank.columns)),
    )


def _value_text(value: Any) -> str:
    return "a tent" if value == TENT else "no tent"


RULES: Rules[Tents, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_number(p, hint.json["line"], hint.json["index"], hint.json["value"]),
    without=lambda p, hint: _with_number(p, hint.json["line"], hint.json["index"], None),
    value_text=_value_text,
)
