"""The rules several shading types state in the same words: no two shaded cells side by side, one colour's cells
connected, and the rule book of a type whose numbers or regions are its shape (it has no hints).

Several types say these alike; stating them once keeps their labels (what explain and steps print) and their
clauses the same across the types.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, TypeVar

from satpuzzles.typekit.base import Cell, Puzzle
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.connectivity import connected, connectivity_cuts
from satpuzzles.typekit.linecheck import where
from satpuzzles.typekit.rulebook import RuleBook

P = TypeVar("P", bound=Puzzle)
Shaded = tuple[str, ...]  # rows of marks, `x` shaded and `-` not


def no_two_shaded_touch(book: RuleBook, lit: Callable[[int, int], int], rows: int, columns: int) -> None:
    """A rule per pair of side-by-side cells, so a step names the very pair it uses."""
    at = {cell: lit(*cell) for cell in grid.cells(rows, columns)}
    pairs = [
        ((r, c), (q, d))
        for r in range(rows)
        for c in range(columns)
        for q, d in ((r, c + 1), (r + 1, c))
        if q < rows and d < columns
    ]
    book.each_rule(
        "no-touch",
        (((a, b), ([-at[a], -at[b]],)) for a, b in pairs),
        lambda cells: f"{where(cells[0])} and {where(cells[1])} are not both shaded",
    )


def no_unshaded_pocket(book: RuleBook, lit: Callable[[int, int], int], rows: int, columns: int) -> None:
    """What "no two shaded cells touch" and "the unshaded cells are connected" imply at every cell, stated so
    that solving meets it before any cut (it halves the rounds of cuts): an unshaded cell has an unshaded
    neighbour. With no two shaded cells touching, at least half the cells (rounded down) are unshaded, so on a
    board of 4 cells or more a shut-in unshaded cell would be a piece of its own."""
    if rows * columns < 4:
        return
    at = {cell: lit(*cell) for cell in grid.cells(rows, columns)}
    book.each_rule(
        "connectivity",
        (([cell], ([at[cell], *(-at[n] for n in near)],)) for cell, near in grid.adjacency(rows, columns).items()),
        lambda cells: f"an unshaded {where(cells[0])} has an unshaded neighbour",
    )


def cells_connected(book: RuleBook, label: str, members: Mapping[Cell, int], rows: int, columns: int) -> None:
    """`label` as a lazy rule: connectivity cuts while solving, `layers` reachability when exact."""
    adjacency = grid.adjacency(rows, columns)
    book.lazy_rule(
        label,
        kind="connectivity",
        cells=list(members),
        exact=lambda f: connected(f, members, adjacency, encoding="layers"),
        cuts=connectivity_cuts(members, adjacency),
    )


def _value_text(value: Any) -> str:
    return "shaded" if value == "x" else "unshaded"


def _unchanged(p: P, _: object) -> P:
    return p


def _solution(rows: list[list[Any]]) -> Shaded:
    return tuple("".join(row) for row in rows)


def _grid(solution: Shaded) -> list[list[Any]]:
    return [list(row) for row in solution]


def no_hints(_: object) -> list[Any]:
    """A shape-only puzzle's hints, and the candidates a generator may add: none."""
    return []


def shape_only_rules(state: Callable[[RuleBook, P], Stated[P]]) -> Rules[P, Shaded]:
    """The rule book of a shading type whose clues are its shape: explain, steps, hint and grade name rules
    only, and its generator places the clues itself."""
    return Rules(
        state=state,
        solution=_solution,
        grid=_grid,
        clues_of=_unchanged,
        with_hint=_unchanged,
        without=_unchanged,
        value_text=_value_text,
        lazy=True,
    )
