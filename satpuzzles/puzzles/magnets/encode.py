"""Magnets' rules in a rule book (encodings/magnets.md): each cell holds +, - or x (one-hot); per domino
"a magnet (+ and -) or blank"; per cell "equal poles never share an edge" with its right and lower
neighbours. Hints: the numbers ("row 3 holds 2 +") over counters, and given cells. The dominoes are the
formula's shape, so each layout is compiled once.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import Formula
from satpuzzles.typekit.countgrid import counted
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import Cells, RuleBook

from .model import BLANK, FIELDS, MINUS, NAME, PLUS, VALUES, Magnets, Solution

SIGNS = {"top": PLUS, "left": PLUS, "bottom": MINUS, "right": MINUS}


def shape(p: Magnets) -> Hashable:
    """The formula depends on the dominoes; the numbers and the givens are assumptions."""
    return (NAME, p.rows, p.columns, p.dominoes)


def size_shape(p: Magnets) -> Hashable:
    """Solving's shared template depends on the size alone: the dominoes are assumed."""
    return (NAME, p.rows, p.columns)


def _domino(f: Formula, cells: Cells, u: Cell, v: Cell) -> None:
    """Cells u and v are one magnet (+ beside -) or blank together."""
    lit = cells.literal
    f.extend([[-lit(u, BLANK), lit(v, BLANK)], [-lit(v, BLANK), lit(u, BLANK)]])
    f.extend([[-lit(u, PLUS), lit(v, MINUS)], [-lit(u, MINUS), lit(v, PLUS)]])


def state(book: RuleBook, p: Magnets) -> Stated[Magnets]:
    cells = book.one_hot_cells(p.rows, p.columns, VALUES, role="pole")
    for u, v in p.pairs():
        label = f"the domino r{u[0] + 1}c{u[1] + 1}-r{v[0] + 1}c{v[1] + 1} is a magnet or blank"
        with book.rule(label, kind="region", cells=[u, v]) as f:
            _domino(f, cells, u, v)
    return _poles(book, p, cells)


def state_layouts(book: RuleBook, p: Magnets) -> Stated[Magnets]:
    """Every domino layout of the size at once (solving's shared template, typekit.SharedCompiler): a literal per
    pair of neighbours, "they are a domino", under which the domino rule holds; a puzzle assumes its own pairs'."""
    cells = book.one_hot_cells(p.rows, p.columns, VALUES, role="pole")
    links: dict[tuple[Cell, Cell], int] = {}
    for r in range(p.rows):
        for c in range(p.columns):
            for v in ((r, c + 1), (r + 1, c)):
                if v[0] < p.rows and v[1] < p.columns:
                    u = (r, c)
                    label = f"r{r + 1}c{c + 1}-r{v[0] + 1}c{v[1] + 1}, if a domino, is a magnet or blank"
                    with book.rule(label, kind="region", cells=[u, v]) as f:
                        links[u, v] = f.new_var("domino")
                        with f.guarded(links[u, v]):
                            _domino(f, cells, u, v)
    stated = _poles(book, p, cells)

    def literals(q: Magnets) -> list[int]:
        return [*(links[pair] for pair in q.pairs()), *(lit for hint in stated.hints(q) for lit in hint.literals)]

    return replace(stated, literals=literals)  # solving only: the dominoes and the hints are its assumptions


def _poles(book: RuleBook, p: Magnets, cells: Cells) -> Stated[Magnets]:
    """Equal poles apart, the counts of each line's + and - and the hints over them (any domino layout)."""

    def lit(cell: Cell, value: str) -> int:
        return cells.literal(cell, value)

    for r in range(p.rows):
        for c in range(p.columns):
            later = [(y, x) for y, x in ((r, c + 1), (r + 1, c)) if y < p.rows and x < p.columns]
            if later:
                with book.rule(
                    f"r{r + 1}c{c + 1} shares no edge with an equal pole", kind="no-touch", cells=[(r, c), *later]
                ) as f:
                    for other in later:
                        f.extend([[-lit((r, c), sign), -lit(other, sign)] for sign in (PLUS, MINUS)])
    lines = {
        "top": [[(r, c) for r in range(p.rows)] for c in range(p.columns)],
        "bottom": [[(r, c) for r in range(p.rows)] for c in range(p.columns)],
        "left": [[(r, c) for c in range(p.columns)] for r in range(p.rows)],
        "right": [[(r, c) for c in range(p.columns)] for r in range(p.rows)],
    }
    counters = {
        (side, k): counted(book.formula, [lit(cell, SIGNS[side]) for cell in members], role="poles")
        for side, found in lines.items()
        for k, members in enumerate(found)
    }

    def number(side: str, k: int, value: int) -> Switch:
        line = "row" if side in ("left", "right") else "column"
        return book.hint(
            f"{line} {k + 1} holds {value} {SIGNS[side]}",
            key=(side, k, value),
            json={"side": side, "index": k, "value": value},
            literals=counters[side, k].exactly(value),
            cells=lines[side][k],
            action=f"write {value} for {SIGNS[side]} beside {line} {k + 1}",
            clue=(side, k),
        )

    def given(cell: Cell, value: str) -> Switch:
        where = f"r{cell[0] + 1}c{cell[1] + 1}"
        return book.hint(
            f"{value} at {where}",
            key=("given", *cell, value),
            json={"row": cell[0], "column": cell[1], "value": value},
            literals=(lit(cell, value),),
            cells=(cell,),
            kind="given",
            action=f"give {value} at {where}",
        )

    def hints(q: Magnets) -> list[Switch]:
        found = [
            number(side, k, v)
            for side, field in FIELDS.items()
            for k, v in enumerate(getattr(q, field))
            if v is not None
        ]
        cells_given = [((r, c), q.given((r, c))) for r in range(q.rows) for c in range(q.columns)]
        return found + [given(cell, value) for cell, value in cells_given if value is not None]

    def candidates(q: Magnets) -> list[Switch]:
        return [
            number(side, k, value)
            for side, field in FIELDS.items()
            for k, old in enumerate(getattr(q, field))
            if old is None
            for value in range(len(lines[side][k]) // 2 + 2)
            if value <= len(lines[side][k])
        ]

    return Stated(hints, candidates)


def _with_number(p: Magnets, side: str, k: int, value: int | None) -> Magnets:
    field = FIELDS[side]
    found = list(getattr(p, field))
    found[k] = value
    changed = {name: getattr(p, name) for name in FIELDS.values()} | {field: tuple(found)}
    return replace(
        p,
        plus_rows=changed["plus_rows"],
        minus_rows=changed["minus_rows"],
        plus_columns=changed["plus_columns"],
        minus_columns=changed["minus_columns"],
    )


def _with_given(p: Magnets, cell: Cell, value: str) -> Magnets:
    rows = [list(row) for row in (p.givens or ("." * p.columns,) * p.rows)]
    rows[cell[0]][cell[1]] = value
    givens = tuple("".join(row) for row in rows)
    return replace(p, givens=None if all(set(row) == {"."} for row in givens) else givens)


def _with_hint(p: Magnets, hint: Switch) -> Magnets:
    if "side" in hint.json:
        return _with_number(p, hint.json["side"], hint.json["index"], hint.json["value"])
    return _with_given(p, (hint.json["row"], hint.json["column"]), hint.json["value"])


def _without(p: Magnets, hint: Switch) -> Magnets:
    if "side" in hint.json:
        return _with_number(p, hint.json["side"], hint.json["index"], None)
    return _with_given(p, (hint.json["row"], hint.json["column"]), ".")


def clues_of(blank: Magnets, solution: Solution) -> Magnets:
    """Every row and column shows its numbers of + and - (no given cells)."""

    def columns(sign: str) -> tuple[int, ...]:
        return tuple(sum(row[c] == sign for row in solution) for c in range(blank.columns))

    return replace(
        blank,
        plus_rows=tuple(row.count(PLUS) for row in solution),
        minus_rows=tuple(row.count(MINUS) for row in solution),
        plus_columns=columns(PLUS),
        minus_columns=columns(MINUS),
    )


def _value_text(value: Any) -> str:
    return {PLUS: "+", MINUS: "-"}.get(value, "blank")


RULES: Rules[Magnets, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=_with_hint,
    without=_without,
    value_text=_value_text,
)

LAYOUTS: Rules[Magnets, Solution] = replace(RULES, state=state_layouts)
