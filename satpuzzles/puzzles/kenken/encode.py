"""KenKen's rules in a rule book (encodings/kenken.md): one-hot cells over 1..N, each row and column holding
every digit once, and each cage's clue a hint whose literal switches on "the cage reaches its target with its
operation" (the cages vocabulary: enumerated value tuples, or a running sum or product for large cages).

The clauses of a clue depend on its target, so the shape is the whole puzzle (each KenKen has its own cages
anyway); the clues stay hints, so explain and steps can name and remove them.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import replace
from math import prod

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cagemap import Cage
from satpuzzles.typekit.constraints.cages import cage
from satpuzzles.typekit.digitbook import digit_cells, digits_of, each_once, grid_rows, solution_grid
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import HIDDEN, NAME, Clue, KenKen, Solution


def shape(p: KenKen) -> Hashable:
    return (NAME, p.size, p.cages, p.clues)


def state(book: RuleBook, p: KenKen) -> Stated[KenKen]:
    n = p.size
    cells = digit_cells(book, n, n, range(1, n + 1))
    for name, group in p.lines():
        each_once(book, cells, f"{name} holds 1 to {n} once each", group, "line")
    switches: dict[tuple[tuple[int, int], ...], tuple[Clue, int]] = {}
    for each in p.cage_list():
        if each.clue is not None:
            guard = book.formula.new_var("cage")
            with book.formula.guarded(guard):
                cage(book.formula, digits_of(cells, each.cells), each.clue.operation, each.clue.target)
            switches[each.cells] = (each.clue, guard)

    def hint(each: Cage[Clue], clue: Clue) -> Switch:
        r, c = each.where
        return book.hint(
            f"clue {clue.text} at r{r + 1}c{c + 1}",
            key=("clue", r, c, clue.text),
            json={"row": r, "column": c, "value": clue.text},
            literals=(switches[each.cells][1],),
            cells=each.cells,
            action=f"write the clue {clue.text} at r{r + 1}c{c + 1}",
        )

    def hints(q: KenKen) -> list[Switch]:
        return [
            hint(each, each.clue)
            for each in q.cage_list()
            if each.clue is not None and each.cells in switches and switches[each.cells][0] == each.clue
        ]

    return Stated(hints, lambda q: [])


def _with_clue(p: KenKen, hint: Switch, token: str | None) -> KenKen:
    rows = [list(row) for row in p.clues]
    rows[hint.json["row"]][hint.json["column"]] = token
    return replace(p, clues=tuple(tuple(row) for row in rows))


def clue_of(values: Sequence[int], operation: str) -> Clue:
    """The clue a cage holding `values` shows with `operation` (a bare target for one cell)."""
    if len(values) == 1:
        return Clue(values[0], HIDDEN)
    if operation == "-":
        return Clue(max(values) - min(values), "-")
    if operation == "/":
        return Clue(max(values) // min(values), "/")
    return Clue(sum(values) if operation == "+" else prod(values), operation)


def operations_for(values: Sequence[int]) -> tuple[str, ...]:
    """The operations a cage holding `values` can show: "-" only for two different digits, "/" only where the
    larger is a multiple of the smaller (janko.at's and Tatham's cages never show 0 or a fraction)."""
    if len(values) != 2:
        return ("+", "x")
    low, high = sorted(values)
    return ("+", "x", *(("-",) if high > low else ()), *(("/",) if high > low and high % low == 0 else ()))


def clues_of(blank: KenKen, solution: Solution) -> KenKen:
    """Every cage shows its clue in its first cell: a division where the digits allow one, else a difference
    for two cells, a sum for more."""
    rows: list[list[str | None]] = [[None for _ in row] for row in blank.clues]
    for each in blank.cage_list():
        values = [solution[r][c] for r, c in each.cells]
        options = operations_for(values)
        operation = "/" if "/" in options else "-" if "-" in options else "+"
        r, c = each.where
        rows[r][c] = clue_of(values, operation).text
    return replace(blank, clues=tuple(tuple(row) for row in rows))


RULES: Rules[KenKen, Solution] = Rules(
    state=state,
    solution=solution_grid,
    grid=grid_rows,
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_clue(p, hint, hint.json["value"]),
    without=lambda p, hint: _with_clue(p, hint, None),
)
