"""Hashi's rules in a rule book (encodings/hashi.md): one value per cell, its bridge (none, one or two across,
one or two down), so two bridges can never cross and no pair has more than two.

Rules: along each row a bridge across runs from island to island (a cell across has the same value on each
side, or an island), likewise down each column, and no bridge runs through an island; all islands are
connected by bridges (a lazy rule: cuts while solving, levels when exact). Each island's number is a hint
counting the bridge lines at it. The islands are the shape; their numbers are assumed.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import count_equals, unary_counter
from satpuzzles.typekit.constraints.connectivity import connected_via, connectivity_cuts_via
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import Cells, RuleBook

from .model import (
    ACROSS,
    ASKED,
    DOWN,
    MOST,
    NAME,
    NONE,
    ONE_ACROSS,
    ONE_DOWN,
    TWO_ACROSS,
    TWO_DOWN,
    VALUES,
    Hashi,
    Island,
    Solution,
)
from .rules import counts


def shape(p: Hashi) -> Hashable:
    """The formula depends on where the islands are; their numbers are assumptions."""
    return (NAME, p.rows, p.columns, tuple(p.island_cells()))


def where(cell: Cell) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def _runs(book: RuleBook, cells: Cells, p: Hashi, line: list[Cell], values: dict[str, int], label: str) -> None:
    """In one row (or column), a bridge cell has its own value or an island on each side along the line."""
    with book.rule(label, kind="line", cells=line) as f:
        for i, cell in enumerate(line):
            if p.islands[cell[0]][cell[1]] is not None:
                continue
            for value in values:
                here = cells.literal(cell, value)
                for j in (i - 1, i + 1):
                    if not 0 <= j < len(line):
                        f.add([-here])
                    elif p.islands[line[j][0]][line[j][1]] is None:
                        f.add([-here, cells.literal(line[j], value)])


def state(book: RuleBook, p: Hashi) -> Stated[Hashi]:
    cells = book.one_hot_cells(p.rows, p.columns, VALUES, role="bridge")
    islands = p.island_cells()
    if islands:
        with book.rule("no bridge runs through an island", kind="line", cells=islands) as f:
            f.extend([cells.literal(cell, NONE)] for cell in islands)
    for r in range(p.rows):
        row = [(r, c) for c in range(p.columns)]
        _runs(book, cells, p, row, ACROSS, f"in row {r + 1} every bridge across runs from island to island")
    for c in range(p.columns):
        column = [(r, c) for r in range(p.rows)]
        _runs(book, cells, p, column, DOWN, f"in column {c + 1} every bridge down runs from island to island")
    # Definitions: per island a constant "it is there" (connectivity's active nodes, a false literal for a
    # number it cannot show), each pair's "some bridge" literal, and per island a count of its bridge lines.
    f = book.formula
    active = {cell: f.new_var("island") for cell in islands}
    f.extend([v] for v in active.values())
    lines: dict[Cell, list[int]] = {cell: [] for cell in islands}
    links: dict[Cell, list[tuple[Cell, int | None]]] = {cell: [] for cell in islands}
    for span in p.spans():
        one, two = (ONE_ACROSS, TWO_ACROSS) if span.across else (ONE_DOWN, TWO_DOWN)
        single, double = cells.literal(span.cells[0], one), cells.literal(span.cells[0], two)
        some = f.new_var("bridge")
        f.extend(([-some, single, double], [some, -single], [some, -double]))
        for end, other in ((span.first, span.second), (span.second, span.first)):
            lines[end] += [some, double]
            links[end].append((other, some))
    lines_at = {cell: unary_counter(f, inputs, MOST, role="lines") for cell, inputs in lines.items()}
    if islands:
        book.lazy_rule(
            "all islands are connected by bridges",
            kind="connectivity",
            cells=islands,
            exact=lambda f: connected_via(f, active, links, root=islands[0]),
            cuts=connectivity_cuts_via(active, links, root=islands[0]),
        )

    def number(cell: Cell, k: int) -> Switch:
        out = lines_at[cell]
        return book.hint(
            f"number {k} on the island at {where(cell)}",
            key=("number", *cell, k),
            json={"row": cell[0], "column": cell[1], "value": k},
            literals=count_equals(out, k) if k < len(out) else (-active[cell],),
            cells=(cell,),
            action=f"write {k} on the island at {where(cell)}",
        )

    def hints(q: Hashi) -> list[Switch]:
        return [number(cell, k) for cell, k in q.numbers()]

    def candidates(q: Hashi) -> list[Switch]:
        return [number(cell, k) for cell in islands if q.islands[cell[0]][cell[1]] == ASKED for k in range(1, MOST + 1)]

    return Stated(hints, candidates)


def _with_island(p: Hashi, cell: Cell, value: Island) -> Hashi:
    rows = [list(row) for row in p.islands]
    rows[cell[0]][cell[1]] = value
    return replace(p, islands=tuple(tuple(row) for row in rows))


def clues_of(blank: Hashi, solution: Solution) -> Hashi:
    """Every island shows its count of bridge lines."""
    found = counts(blank, solution)
    rows = [
        [(found[r, c] or ASKED) if v is not None else None for c, v in enumerate(row)]
        for r, row in enumerate(blank.islands)
    ]
    return replace(blank, islands=tuple(tuple(row) for row in rows))


VALUE_TEXT = {
    NONE: "without a bridge",
    ONE_ACROSS: "one bridge across",
    TWO_ACROSS: "two bridges across",
    ONE_DOWN: "one bridge down",
    TWO_DOWN: "two bridges down",
}


def _value_text(value: Any) -> str:
    return VALUE_TEXT.get(value, str(value))


RULES: Rules[Hashi, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_island(p, (hint.json["row"], hint.json["column"]), hint.json["value"]),
    without=lambda p, hint: _with_island(p, (hint.json["row"], hint.json["column"]), ASKED),
    value_text=_value_text,
    lazy=True,
    lazy_steps=True,  # as fast as exact on 6x6-10x10, further in the same time on 17x17 (encodings/rulebook.md)
)
