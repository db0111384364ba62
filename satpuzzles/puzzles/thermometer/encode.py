"""Thermometer's rules in a rule book (encodings/thermometer.md): a filled literal per cell and a link
literal per ordered pair of orthogonal neighbours ("v follows u on a thermometer"); the rule, per cell v,
"a filled cell's predecessor is filled": link(u, v) and filled(v) imply filled(u). The hints: the
thermometers as drawn (one hint fixing every link literal) and each row's and column's number over a
counter. The formula depends on the grid's size alone, so one compiled shape serves every puzzle of it.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.countgrid import line_numbers
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import EMPTY, FILLED, NAME, Solution, Thermometer


def shape(p: Thermometer) -> Hashable:
    """The formula depends on the grid's size; the thermometers and the numbers are assumptions."""
    return (NAME, p.rows, p.columns)


def beside(cell: Cell, rows: int, columns: int) -> list[Cell]:
    r, c = cell
    return [(r + a, c + b) for a, b in ((-1, 0), (0, -1), (0, 1), (1, 0)) if 0 <= r + a < rows and 0 <= c + b < columns]


def state(book: RuleBook, p: Thermometer) -> Stated[Thermometer]:
    cells = book.boolean_cells(p.rows, p.columns, (EMPTY, FILLED), role="filled")
    filled = cells.block.lit
    everywhere = [(r, c) for r in range(p.rows) for c in range(p.columns)]
    pairs = [(u, v) for v in everywhere for u in beside(v, p.rows, p.columns)]
    first = book.formula.block("link", len(pairs)).first
    link = {pair: first + k for k, pair in enumerate(pairs)}
    for v in everywhere:
        before = beside(v, p.rows, p.columns)
        with book.rule(
            f"a filled r{v[0] + 1}c{v[1] + 1} has its thermometer filled below it", kind="line", cells=[v, *before]
        ) as f:
            f.extend([-link[u, v], -filled(*v), filled(*u)] for u in before)
    numbers = line_numbers(
        book,
        p.rows,
        p.columns,
        lambda cell: filled(*cell),
        lambda value: f"has {value} filled cell{'s' if value != 1 else ''}",
        role="filled count",
    )

    def layout_literals(q: Thermometer) -> list[int]:
        links = q.links()
        return [lit if pair in links else -lit for pair, lit in link.items()]

    def layout(q: Thermometer) -> Switch:
        return book.hint(
            "the thermometers",
            key=("thermometers",),
            json={"thermometers": [[list(cell) for cell in t] for t in q.thermometers]},
            literals=layout_literals(q),
            cells=everywhere,
            kind="given",
            action="draw the thermometers",
        )

    def hints(q: Thermometer) -> list[Switch]:
        return [layout(q), *numbers.shown(q.row_counts, q.column_counts)]

    def candidates(q: Thermometer) -> list[Switch]:
        return numbers.candidates(q.row_counts, q.column_counts)

    def literals(q: Thermometer) -> list[int]:
        return [*layout_literals(q), *numbers.literals(q.row_counts, q.column_counts)]

    return Stated(hints, candidates, literals)


def with_number(p: Thermometer, line: str, k: int, value: int | None) -> Thermometer:
    found = list(p.row_counts if line == "row" else p.column_counts)
    found[k] = value
    return replace(p, row_counts=tuple(found)) if line == "row" else replace(p, column_counts=tuple(found))


def _with_hint(p: Thermometer, hint: Switch) -> Thermometer:
    if "thermometers" in hint.json:
        return replace(p, thermometers=tuple(tuple(tuple(cell) for cell in t) for t in hint.json["thermometers"]))
    return with_number(p, hint.json["line"], hint.json["index"], hint.json["value"])


def _without(p: Thermometer, hint: Switch) -> Thermometer:
    if "thermometers" in hint.json:
        return replace(p, thermometers=())
    return with_number(p, hint.json["line"], hint.json["index"], None)


def clues_of(blank: Thermometer, solution: Solution) -> Thermometer:
    """Every row and column shows its number of filled cells."""
    return replace(
        blank,
        row_counts=tuple(row.count(FILLED) for row in solution),
        column_counts=tuple(sum(row[c] == FILLED for row in solution) for c in range(blank.columns)),
    )


def _value_text(value: Any) -> str:
    return "filled" if value == FILLED else "empty"


RULES: Rules[Thermometer, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=_with_hint,
    without=_without,
    value_text=_value_text,
)
