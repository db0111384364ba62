"""Country Road's rules in a rule book (encodings/countryroad.md): each cell holds one line piece or none, the
pieces join up into one loop off the blocked cells, the loop crosses each region's border exactly twice (it
enters and leaves once, so it visits every region once), and two cells across a region border are not both
empty. Each number is a
hint: "the loop has k cells in this region", over a unary count of the region's cells on the loop (a
definition: a function of the cells, so it excludes nothing).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import count_equals, exactly, unary_counter
from satpuzzles.typekit.constraints.pieces import piece_text
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.linecheck import where
from satpuzzles.typekit.loopbook import loop_through_cells
from satpuzzles.typekit.rulebook import RuleBook

from .model import EMPTY, VALUES, CountryRoad, Number, Solution
from .rules import loop_cells


def shape(puzzle: CountryRoad) -> Hashable:
    """The formula depends on the grid and its regions; the numbers are assumptions."""
    return ("countryroad", puzzle.rows, puzzle.columns, puzzle.regions)


def state(book: RuleBook, puzzle: CountryRoad) -> Stated[CountryRoad]:
    line, used = loop_through_cells(book, puzzle.rows, puzzle.columns, VALUES, EMPTY)
    graph, lit, edges = line.graph, line.literal, line.edges
    f = book.formula
    blocked = puzzle.blocked_cells()
    if blocked:
        with book.rule("the loop passes no blocked cell", kind="count", cells=blocked) as g:
            g.extend([lit(v, EMPTY)] for v in blocked)
    regions = puzzle.region_cells()
    region_of = {cell: region for region, cells in regions.items() for cell in cells}
    name = {region: f"the region of {where(cells[0])}" for region, cells in regions.items()}
    borders: dict[tuple[int, int], list[tuple[Cell, Cell]]] = {}
    for u, v in graph.edges:
        a, b = region_of.get(u), region_of.get(v)
        if a is not None and b is not None and a != b:
            borders.setdefault((min(a, b), max(a, b)), []).append((u, v))
    if len(regions) > 1:
        for region, cells in regions.items():
            crossing = [edges[u, v] for (a, b), pairs in borders.items() if region in (a, b) for u, v in pairs]
            with book.rule(f"the loop enters {name[region]} once", kind="region", cells=cells) as g:
                exactly(g, crossing, 2, book.encoding)
    for (a, b), pairs in borders.items():
        label = f"no two cells across the border of {name[a]} and {name[b]} are both empty"
        with book.rule(label, kind="no-touch", cells=sorted({cell for pair in pairs for cell in pair})) as g:
            g.extend([used[u], used[v]] for u, v in pairs)
    # Definitions: on_loop[region][k] <-> at least k of the region's cells are on the loop.
    on_loop = {
        region: unary_counter(f, [used[v] for v in cells], len(cells), role="region count")
        for region, cells in regions.items()
    }

    def number(cell: Cell, k: int) -> Switch:
        region = region_of[cell]
        return book.hint(
            f"number {k} at {where(cell)}",
            key=("number", *cell, k),
            json={"row": cell[0], "column": cell[1], "value": k},
            literals=count_equals(on_loop[region], k),
            cells=regions[region],
            action=f"write {k} at {where(cell)}",
        )

    def hints(p: CountryRoad) -> list[Switch]:
        return [number(cell, k) for cell, k in p.placed()]

    def candidates(p: CountryRoad) -> list[Switch]:
        numbered = {region_of[cell] for cell, _ in p.placed()}
        return [
            number(cells[0], k)
            for region, cells in regions.items()
            if region not in numbered
            for k in range(1, len(cells) + 1)
        ]

    return Stated(hints, candidates)


def _with_number(p: CountryRoad, cell: Cell, value: Number) -> CountryRoad:
    numbers = [list(row) for row in p.numbers]
    numbers[cell[0]][cell[1]] = value
    return replace(p, numbers=tuple(tuple(row) for row in numbers))


def clues_of(blank: CountryRoad, solution: Solution) -> CountryRoad:
    """Every region without a number shows its count of loop cells, on its first cell."""
    numbered = {blank.regions[r][c] for (r, c), _ in blank.placed()}
    puzzle = blank
    for region, cells in blank.region_cells().items():
        if region not in numbered:
            puzzle = _with_number(puzzle, cells[0], len(loop_cells(solution, cells)))
    return puzzle


def _value_text(value: Any) -> str:
    return "empty" if value == EMPTY else piece_text(value)


RULES: Rules[CountryRoad, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple(tuple(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_number(p, (hint.json["row"], hint.json["column"]), hint.json["value"]),
    without=lambda p, hint: _with_number(p, (hint.json["row"], hint.json["column"]), None),
    value_text=_value_text,
    lazy=True,
)
