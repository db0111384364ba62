"""Minesweeper's rules in a rule book (encodings/rulebook.md): a mine literal per cell, a neighbour count per
cell, and each number a hint: "this cell holds no mine and exactly k mines lie around it".

Every command comes from the book: solving (rules in force, numbers assumed), explain, steps, hint,
grade and generate (satpuzzles.typekit.book*).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import DEFAULT_ENCODING, count_equals, exactly, unary_counter
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import MINE, SAFE, Clue, Minesweeper, Solution
from .rules import mines_around

TOTAL_ENCODING = "kmtotalizer"


def shape(puzzle: Minesweeper) -> Hashable:
    """The formula depends on the grid, its walls and the mine count; the numbers are assumptions."""
    return ("minesweeper", puzzle.rows, puzzle.columns, puzzle.mines, puzzle.walls())


def grid_rules(book: RuleBook, puzzle: Minesweeper) -> Callable[[int, int], int]:
    """The mine cells, and the rules of the whole grid (no mine in a wall, the mine total); a cell's mine literal."""
    cells = book.boolean_cells(puzzle.rows, puzzle.columns, (SAFE, MINE), role="mine")
    mine = cells.block.lit
    walls = puzzle.walls()
    inside = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.columns) if (r, c) not in walls]
    if walls:
        with book.rule("the walls hold no mines", kind="count", cells=walls) as f:
            f.extend([-mine(r, c)] for r, c in walls)
    if puzzle.mines is not None:
        # A totalizer: a third of the sequential counter's clauses on janko's 14x24 grids (encodings/rulebook.md).
        # Solving (a lazy book) adds it only once a model breaks it: the numbers settle 166 of the dataset's 175.
        book.deferred_count(
            f"the grid holds {puzzle.mines} mines",
            kind="count",
            cells=inside,
            literals=[mine(r, c) for r, c in inside],
            count=puzzle.mines,
            encoding=TOTAL_ENCODING if book.encoding == DEFAULT_ENCODING else book.encoding,
        )
    return mine


def state_numbers(book: RuleBook, puzzle: Minesweeper) -> Stated[Minesweeper]:
    """One puzzle's own formula (solving): each number a rule over its neighbours, no counters and no hints."""
    grid_rules(book, puzzle)
    first, columns = book.cells.block.first, puzzle.columns  # a cell's mine literal, by arithmetic
    for (r, c), k in puzzle.numbers():
        around = puzzle.neighbours((r, c))
        with book.rule(f"number {k} at r{r + 1}c{c + 1}", kind="count", cells=((r, c), *around)) as f:
            f.add([-(first + r * columns + c)])
            exactly(f, [first + y * columns + x for y, x in around], k, book.encoding)
    return Stated(lambda p: [], lambda p: [], lambda p: [])


def state(book: RuleBook, puzzle: Minesweeper) -> Stated[Minesweeper]:
    mine = grid_rules(book, puzzle)
    walls = puzzle.walls()
    inside = [(r, c) for r in range(puzzle.rows) for c in range(puzzle.columns) if (r, c) not in walls]
    # Definitions: around[cell][k] <-> at least k mines around the cell; a number's literals read them.
    around = {
        cell: unary_counter(book.formula, [mine(*n) for n in puzzle.neighbours(cell)], 8, role="around")
        for cell in inside
    }

    def number(cell: Cell, k: int) -> Switch:
        exact = exactly_k(around[cell], k)
        where = f"r{cell[0] + 1}c{cell[1] + 1}"
        return book.hint(
            f"number {k} at {where}",
            key=("number", *cell, k),
            json={"row": cell[0], "column": cell[1], "value": k},
            literals=(-mine(*cell), *exact),
            cells=(cell, *puzzle.neighbours(cell)),
            action=f"write {k} at {where}",
        )

    def hints(p: Minesweeper) -> list[Switch]:
        return [number(cell, k) for cell, k in p.numbers()]

    def candidates(p: Minesweeper) -> list[Switch]:
        return [number(cell, k) for cell in p.open_cells() for k in range(len(p.neighbours(cell)) + 1)]

    return Stated(hints, candidates)


def exactly_k(out: list[int], k: int) -> tuple[int, ...]:
    """The literals "exactly k" over a unary counter's outputs (out[0] is no literal; none for no inputs)."""
    if len(out) == 1:
        return ()
    if k == 0:
        return (-out[1],)
    return count_equals(out, k)


def _with_clue(p: Minesweeper, cell: Cell, clue: Clue) -> Minesweeper:
    clues = [list(row) for row in p.clues]
    clues[cell[0]][cell[1]] = clue
    return replace(p, clues=tuple(tuple(row) for row in clues))


def clues_of(blank: Minesweeper, solution: Solution) -> Minesweeper:
    """Every safe cell of the blank grid shows its number."""
    clues = [
        [
            mines_around(blank, solution, (r, c)) if v is None and solution[r][c] == SAFE else v
            for c, v in enumerate(row)
        ]
        for r, row in enumerate(blank.clues)
    ]
    return replace(blank, clues=tuple(tuple(row) for row in clues))


def _value_text(value: Any) -> str:
    return "a mine" if value == MINE else "safe"


RULES: Rules[Minesweeper, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_clue(p, (hint.json["row"], hint.json["column"]), hint.json["value"]),
    without=lambda p, hint: _with_clue(p, (hint.json["row"], hint.json["column"]), None),
    value_text=_value_text,
)


# Solving compiles each puzzle for itself (typekit.AloneCompiler): its numbers are rules, as native counts
# under auto (encodings/rulebook.md, "Minesweeper"); explain, steps, generate and export use RULES' counters and hints.
NUMBERS_IN_FORCE: Rules[Minesweeper, Solution] = replace(RULES, state=state_numbers, lazy=True)
