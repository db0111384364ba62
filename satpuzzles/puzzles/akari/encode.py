"""Akari's rules in a rule book (encodings/akari.md): a light literal per cell; black cells hold none; at most
one light in every stretch of white cells between black cells (no light lights another); every white cell
lit from its row or column stretch; each number a hint: "exactly k lights next to this black cell".

The black cells are the shape (numbers are assumptions), so a layout's formula serves every numbering of it:
explain, steps, hint, grade and generate come from the kernel (satpuzzles.typekit.book*).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import at_most, count_equals, unary_counter
from satpuzzles.typekit.constraints.sightlines import sight_segments
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import BLACK, DARK, LIGHT, Akari, Clue, Solution


def shape(p: Akari) -> Hashable:
    """The black cells; their numbers are assumptions."""
    return ("akari", p.rows, p.columns, p.blacks())


def where(cell: Cell) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def stretch_name(segment: list[Cell]) -> str:
    (r0, c0), (r1, c1) = segment[0], segment[-1]
    if r0 == r1:
        return f"row {r0 + 1}, columns {c0 + 1}-{c1 + 1}"
    return f"column {c0 + 1}, rows {r0 + 1}-{r1 + 1}"


def exactly_k(out: list[int], k: int) -> tuple[int, ...]:
    """The literals "exactly k" over a unary counter's outputs (out[0] is no literal; none for no inputs)."""
    if len(out) == 1:
        return ()
    if k == 0:
        return (-out[1],)
    return count_equals(out, k)


def state(book: RuleBook, p: Akari) -> Stated[Akari]:
    light = book.boolean_cells(p.rows, p.columns, (DARK, LIGHT), role="light").block.lit
    blacks = p.blacks()
    if blacks:
        with book.rule("black cells hold no lights", kind="count", cells=blacks) as f:
            f.extend([-light(*cell)] for cell in blacks)
    segments = sight_segments([[p.is_white((r, c)) for c in range(p.columns)] for r in range(p.rows)])
    seen: dict[Cell, list[int]] = {}
    for segment in segments:
        lits = [light(*cell) for cell in segment]
        for cell in segment:
            seen.setdefault(cell, []).extend(lits)
        if len(segment) > 1:
            label = f"no light lights another in {stretch_name(segment)}"
            with book.rule(label, kind="line", cells=segment) as f:
                at_most(f, lits, 1, book.encoding)
    lit_rules = (([cell], [sorted(set(lits))]) for cell, lits in seen.items())
    book.each_rule("line", lit_rules, lambda cells: f"{where(cells[0])} is lit")  # labels made only for explain
    around = {
        cell: unary_counter(book.formula, [light(*n) for n in p.white_neighbours(cell)], 4, role="around")
        for cell in blacks
    }

    def number(cell: Cell, k: int) -> Switch:
        return book.hint(
            f"number {k} at {where(cell)}",
            key=("number", *cell, k),
            json={"row": cell[0], "column": cell[1], "value": k},
            literals=exactly_k(around[cell], k),
            cells=(cell, *p.white_neighbours(cell)),
            action=f"write {k} in the black cell {where(cell)}",
        )

    def hints(puzzle: Akari) -> list[Switch]:
        return [number(cell, k) for cell, k in puzzle.numbers()]

    def candidates(puzzle: Akari) -> list[Switch]:
        return [number(cell, k) for cell in puzzle.blacks() for k in range(len(puzzle.white_neighbours(cell)) + 1)]

    def literals(puzzle: Akari) -> list[int]:
        """The numbers' literals, as `hints` gives them, without the switches (solving assumes these)."""
        return [lit for cell, k in puzzle.numbers() for lit in exactly_k(around[cell], k)]

    return Stated(hints, candidates, literals)


def _with_clue(p: Akari, cell: Cell, clue: Clue) -> Akari:
    cells = [list(row) for row in p.cells]
    cells[cell[0]][cell[1]] = clue
    return replace(p, cells=tuple(tuple(row) for row in cells))


def clues_of(blank: Akari, solution: Solution) -> Akari:
    """Every black cell shows its number of lights next to it."""
    cells = [
        [
            sum(solution[q][d] == LIGHT for q, d in blank.neighbours((r, c))) if v is not None else None
            for c, v in enumerate(row)
        ]
        for r, row in enumerate(blank.cells)
    ]
    return replace(blank, cells=tuple(tuple(row) for row in cells))


def _cell(hint: Switch) -> Cell:
    return hint.json["row"], hint.json["column"]


def _value_text(value: Any) -> str:
    return "a light" if value == LIGHT else "without a light"


RULES: Rules[Akari, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_clue(p, _cell(hint), hint.json["value"]),
    without=lambda p, hint: _with_clue(p, _cell(hint), BLACK),
    value_text=_value_text,
)
