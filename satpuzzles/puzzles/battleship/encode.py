"""Battleship's rules in a rule book (encodings/battleship.md): a segment literal per cell; the rules: ship
segments never touch diagonally, and the segments are exactly the fleet (constraints.matchings.fleet: straight
ships of the fleet's lengths, never touching). The hints: each row's and column's number "exactly k segments
here" over a counter, and each given cell "this cell is water" or "this cell is that part of a ship" over its
own and its neighbours' literals. The formula depends on the grid's size and the fleet, so one compiled shape
serves every puzzle with them.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints.matchings import fleet
from satpuzzles.typekit.countgrid import line_numbers
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import (
    EAST,
    GIVENS,
    MIDDLE,
    NAME,
    NORTH,
    NOTHING,
    PART_NAMES,
    SEA,
    SHIP,
    SOUTH,
    SUB,
    WATER,
    WEST,
    Battleship,
    Solution,
    fleet_text,
    part_of,
)

STEPS = {NORTH: (1, 0), SOUTH: (-1, 0), WEST: (0, 1), EAST: (0, -1)}  # an end's step into its ship


def shape(p: Battleship) -> Hashable:
    """The formula depends on the grid's size and the fleet; the numbers and the givens are assumptions."""
    return (NAME, p.rows, p.columns, p.fleet)


def state(book: RuleBook, p: Battleship) -> Stated[Battleship]:
    cells = book.boolean_cells(p.rows, p.columns, (SEA, SHIP), role="segment")
    everywhere = [(r, c) for r in range(p.rows) for c in range(p.columns)]
    segment = {cell: cells.literal(cell, SHIP) for cell in everywhere}
    for cell in everywhere:
        r, c = cell
        later = [(r + 1, c + b) for b in (-1, 1) if p.inside((r + 1, c + b))]
        if later:
            with book.rule(
                f"a segment at r{r + 1}c{c + 1} touches no segment diagonally", kind="no-touch", cells=[cell, *later]
            ) as f:
                f.extend([-segment[cell], -segment[other]] for other in later)
    with book.rule(f"the ships are {fleet_text(p.fleet)}, straight and apart", kind="count", cells=everywhere) as f:
        fleet(f, [[segment[r, c] for c in range(p.columns)] for r in range(p.rows)], p.lengths())
    # Definitions: "never" (a given no cell can show), each cell's "between two segments", the numbers' counters.
    never = book.formula.new_var("never")
    book.formula.add([-never])
    middle = {cell: _between(book, segment, p, cell) or never for cell in everywhere}
    numbers = line_numbers(
        book,
        p.rows,
        p.columns,
        lambda cell: segment[cell],
        lambda value: f"holds {value} segment{'s' if value != 1 else ''}",
        role="segments",
    )

    def part(cell: Cell, value: str) -> list[int]:
        """The literals "cell shows value" (a part: with its neighbours, as the fleet's rules let it read)."""
        r, c = cell
        if value == WATER:
            return [-segment[cell]]
        if value == MIDDLE:
            return [segment[cell], middle[cell]]
        beside = [(r + a, c + b) for a, b in ((-1, 0), (1, 0), (0, -1), (0, 1)) if p.inside((r + a, c + b))]
        if value == SUB:
            return [segment[cell], *(-segment[n] for n in beside)]
        a, b = STEPS[value]
        inward, outward = (r + a, c + b), (r - a, c - b)
        lits = [segment[cell], segment[inward] if p.inside(inward) else never]
        return lits + ([-segment[outward]] if p.inside(outward) else [])

    def given(cell: Cell, value: str) -> Switch:
        where = f"r{cell[0] + 1}c{cell[1] + 1}"
        return book.hint(
            f"{PART_NAMES[value]} at {where}",
            key=("given", *cell, value),
            json={"row": cell[0], "column": cell[1], "value": value},
            literals=part(cell, value),
            cells=[cell],
            kind="given",
            action=f"show {PART_NAMES[value]} at {where}",
        )

    def hints(q: Battleship) -> list[Switch]:
        return numbers.shown(q.row_counts, q.column_counts) + [given(cell, value) for cell, value in q.given_cells()]

    def candidates(q: Battleship) -> list[Switch]:
        free = [cell for cell in everywhere if q.givens[cell[0]][cell[1]] == NOTHING]
        found = numbers.candidates(q.row_counts, q.column_counts)
        return found + [given(cell, value) for cell in free for value in GIVENS if value != NOTHING]

    return Stated(hints, candidates)


def _between(book: RuleBook, segment: dict[Cell, int], p: Battleship, cell: Cell) -> int | None:
    """A literal defined as "the cell's neighbours on both sides, across or down, are segments" (None: the
    cell has no such pair of neighbours)."""
    r, c = cell
    pairs = [
        (segment[a], segment[b])
        for a, b in (((r, c - 1), (r, c + 1)), ((r - 1, c), (r + 1, c)))
        if p.inside(a) and p.inside(b)
    ]
    if not pairs:
        return None
    f = book.formula
    both = []
    for x, y in pairs:
        z = f.new_var("both")
        f.extend([[-z, x], [-z, y], [z, -x, -y]])
        both.append(z)
    between = f.new_var("between")
    f.add([-between, *both])
    f.extend([between, -z] for z in both)
    return between


def _with(p: Battleship, hint: Switch, value: Any) -> Battleship:
    json = hint.json
    if "line" in json:
        row = json["line"] == "row"
        found = list(p.row_counts if row else p.column_counts)
        found[json["index"]] = value
        return replace(p, row_counts=tuple(found)) if row else replace(p, column_counts=tuple(found))
    r, c = json["row"], json["column"]
    rows = list(p.givens)
    rows[r] = rows[r][:c] + (NOTHING if value is None else value) + rows[r][c + 1 :]
    return replace(p, givens=tuple(rows))


def clues_of(blank: Battleship, solution: Solution) -> Battleship:
    """Every row's and column's number, and every segment showing its part of its ship."""
    return replace(
        blank,
        row_counts=tuple(row.count(SHIP) for row in solution),
        column_counts=tuple(sum(row[c] == SHIP for row in solution) for c in range(blank.columns)),
        givens=tuple(
            "".join(part_of(solution, (r, c)) if v == SHIP else NOTHING for c, v in enumerate(row))
            for r, row in enumerate(solution)
        ),
    )


def _value_text(value: Any) -> str:
    return "a ship segment" if value == SHIP else "water"


RULES: Rules[Battleship, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with(p, hint, hint.json["value"]),
    without=lambda p, hint: _with(p, hint, None),
    value_text=_value_text,
)
