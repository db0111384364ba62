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
from satpuzzles.typekit.countgrid import counted
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import EMPTY, FILLED, NAME, Solution, Thermometer

SIDES = {"row": "left", "column": "top"}


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
    lines = {
        "row": [[(r, c) for c in range(p.columns)] for r in range(p.rows)],
        "column": [[(r, c) for r in range(p.rows)] for c in range(p.columns)],
    }
    counters = {
        (line, k): counted(book.formula, [filled(*cell) for cell in members], role="filled count")
        for line, found in lines.items()
        for k, members in enumerate(found)
    }

    def layout(q: Thermometer) -> Switch:
        links = q.links()
        return book.hint(
            "the thermometers",
            key=("thermometers",),
            json={"thermometers": [[list(cell) for cell in t] for t in q.thermometers]},
            literals=[lit if pair in links else -lit for pair, lit in link.items()],
            cells=everywhere,
            kind="given",
            action="draw the thermometers",
        )

    def number(line: str, k: int, value: int) -> Switch:
        return book.hint(
            f"{line} {k + 1} has {value} filled cell{'s' if value != 1 else ''}",
            key=(line, k, value),
            json={"line": line, "index": k, "value": value},
            literals=counters[line, k].exactly(value),
            cells=lines[line][k],
            action=f"write {value} beside {line} {k + 1}",
            clue=(SIDES[line], k),
        )

    def numbers(q: Thermometer) -> list[tuple[str, int, int | None]]:
        return [("row", k, v) for k, v in enumerate(q.row_counts)] + [
            ("column", k, v) for k, v in enumerate(q.column_counts)
        ]

    def hints(q: Thermometer) -> list[Switch]:
        return [layout(q), *(number(line, k, v) for line, k, v in numbers(q) if v is not None)]

    def candidates(q: Thermometer) -> list[Switch]:
        return [
            number(line, k, value)
            for line, k, old in numbers(q)
            if old is None
            for value in range(len(lines[line][k]) + 1)
        ]

    return Stated(hints, candidates)


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
