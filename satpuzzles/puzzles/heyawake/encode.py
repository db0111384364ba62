"""Heyawake's rules in a rule book (encodings/heyawake.md): a shaded literal per cell, a count per room (a unary
counter), and each number a hint: "this room holds exactly k shaded cells".

Shaded cells never share an edge (a clause per pair of neighbours); every straight run from the last cell
before one room border to the first cell after the next holds a shaded cell (a clause per run); the
unshaded cells are connected (a lazy rule: cuts while solving, binary-level reachability when exact).
"""

from __future__ import annotations

import itertools
from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import count_equals, unary_counter
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.connectivity import connected, connectivity_cuts
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.shadingbook import no_unshaded_pocket
from satpuzzles.typekit.shadingjson import SHADED, UNSHADED

from .model import NAME, Clue, Heyawake, Solution


def shape(p: Heyawake) -> Hashable:
    """The formula depends on the grid and its rooms; the numbers are assumptions."""
    return (NAME, p.rows, p.columns, p.rooms)


def where(cell: Cell) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def border_runs(p: Heyawake) -> list[list[Cell]]:
    """Every straight run of cells that crosses exactly two room borders, from the last cell before the first
    border to the first cell after the second (a longer run holds one of these)."""
    lines = [[(r, c) for c in range(p.columns)] for r in range(p.rows)]
    lines += [[(r, c) for r in range(p.rows)] for c in range(p.columns)]
    runs = []
    for line in lines:
        rooms = [p.rooms[r][c] for r, c in line]
        borders = [i for i in range(len(line) - 1) if rooms[i] != rooms[i + 1]]
        runs += [line[a : b + 2] for a, b in itertools.pairwise(borders)]
    return runs


def state(book: RuleBook, p: Heyawake) -> Stated[Heyawake]:
    lit = book.boolean_cells(p.rows, p.columns, (UNSHADED, SHADED), role="shaded").block.lit
    cells = grid.cells(p.rows, p.columns)
    adjacency = grid.adjacency(p.rows, p.columns)
    shaded = {cell: lit(*cell) for cell in cells}
    with book.rule("shaded cells never share an edge", kind="no-touch", cells=cells) as f:
        f.extend([-shaded[a], -shaded[b]] for a in cells for b in adjacency[a] if a < b)
    no_unshaded_pocket(book, lit, p.rows, p.columns)
    for run in border_runs(p):
        label = f"the cells {where(run[0])}-{where(run[-1])} are not all unshaded (they cross two room borders)"
        with book.rule(label, kind="line", cells=run) as f:
            f.add([shaded[cell] for cell in run])
    book.lazy_rule(
        "the unshaded cells are connected",
        kind="connectivity",
        cells=cells,
        exact=lambda f: connected(f, {c: -s for c, s in shaded.items()}, adjacency, encoding="binary"),
        cuts=connectivity_cuts({c: -s for c, s in shaded.items()}, adjacency),
    )
    rooms = p.room_cells()
    counts = {
        room: unary_counter(book.formula, [shaded[cell] for cell in members], len(members), role="room count")
        for room, members in rooms.items()
    }

    def number(cell: Cell, k: int) -> Switch:
        room = p.rooms[cell[0]][cell[1]]
        out = counts[room]
        exact = (-out[1],) if k == 0 else count_equals(out, k)
        return book.hint(
            f"number {k} in the room of {where(rooms[room][0])}",
            key=("number", *rooms[room][0], k),
            json={"row": cell[0], "column": cell[1], "value": k},
            literals=exact,
            cells=rooms[room],
            action=f"write {k} at {where(cell)}",
        )

    def hints(puzzle: Heyawake) -> list[Switch]:
        return [number(cell, k) for cell, k in puzzle.clues()]

    def candidates(puzzle: Heyawake) -> list[Switch]:
        numbered = {puzzle.rooms[r][c] for (r, c), _ in puzzle.clues()}
        return [
            number(members[0], k)
            for room, members in rooms.items()
            if room not in numbered
            for k in range(len(members) + 1)
        ]

    return Stated(hints, candidates)


def _with_number(p: Heyawake, cell: Cell, value: Clue) -> Heyawake:
    numbers = [list(row) for row in p.numbers]
    numbers[cell[0]][cell[1]] = value
    return replace(p, numbers=tuple(tuple(row) for row in numbers))


def clues_of(blank: Heyawake, solution: Solution) -> Heyawake:
    """Every room shows its count of shaded cells in its first cell."""
    puzzle = replace(blank, numbers=tuple((None,) * blank.columns for _ in range(blank.rows)))
    for members in blank.room_cells().values():
        puzzle = _with_number(puzzle, members[0], sum(solution[r][c] == SHADED for r, c in members))
    return puzzle


def _value_text(value: Any) -> str:
    return "shaded" if value == SHADED else "unshaded"


RULES: Rules[Heyawake, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_number(p, (hint.json["row"], hint.json["column"]), hint.json["value"]),
    without=lambda p, hint: _with_number(p, (hint.json["row"], hint.json["column"]), None),
    value_text=_value_text,
    lazy=True,
    lazy_steps=True,
)
