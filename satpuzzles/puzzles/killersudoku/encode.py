"""Killer Sudoku's rules in a rule book (encodings/killersudoku.md): one-hot cells over 1..N, each row,
column and box holding every digit once, each cage holding no digit twice, each cage sum a hint whose
literal switches on the set encoding of "the cage adds up to the sum" (digitbook.sum_switch).

The sums' clauses depend on their values, so the shape is the whole puzzle (each Killer has its own
cages anyway); the sums stay hints, so explain and steps can name and remove them.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cagemap import Cage
from satpuzzles.typekit.constraints.sums import distinct
from satpuzzles.typekit.digitbook import digit_cells, digits_of, each_once, grid_rows, solution_grid, sum_switch
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import NAME, KillerSudoku, Solution


def shape(p: KillerSudoku) -> Hashable:
    return (NAME, p.size, p.box, p.diagonal, p.cages, p.sums)


def state(book: RuleBook, p: KillerSudoku) -> Stated[KillerSudoku]:
    n = p.size
    cells = digit_cells(book, n, n, range(1, n + 1))
    for name, group in p.units():
        kind = "region" if name.startswith("box") else "line"
        each_once(book, cells, f"{name} holds 1 to {n} once each", group, kind)
    switches: dict[tuple[tuple[int, int], ...], tuple[int, int]] = {}
    for cage in p.cage_list():
        if len(cage.cells) > 1:
            with book.rule(f"{cage.name} holds no digit twice", kind="cage", cells=cage.cells) as f:
                distinct(f, digits_of(cells, cage.cells))
        if cage.clue is not None:
            switches[cage.cells] = (cage.clue, sum_switch(book, digits_of(cells, cage.cells), cage.clue))

    def hint(cage: Cage[int]) -> Switch:
        r, c = cage.where
        return book.hint(
            f"sum {cage.clue} at r{r + 1}c{c + 1}",
            key=("sum", r, c, cage.clue),
            json={"row": r, "column": c, "value": cage.clue},
            literals=(switches[cage.cells][1],),
            cells=cage.cells,
            action=f"write the sum {cage.clue} at r{r + 1}c{c + 1}",
        )

    def hints(q: KillerSudoku) -> list[Switch]:
        return [
            hint(cage)
            for cage in q.cage_list()
            if cage.clue is not None and switches.get(cage.cells, (0, 0))[0] == cage.clue
        ]

    return Stated(hints, lambda q: [])


def _with_sum(p: KillerSudoku, hint: Switch, value: int | None) -> KillerSudoku:
    rows = [list(row) for row in p.sums]
    rows[hint.json["row"]][hint.json["column"]] = value
    return replace(p, sums=tuple(tuple(row) for row in rows))


def clues_of(blank: KillerSudoku, solution: Solution) -> KillerSudoku:
    """Every cage shows its sum (in its first cell when it showed none)."""
    rows = [[None for _ in row] for row in blank.sums]
    for cage in blank.cage_list():
        r, c = cage.where
        rows[r][c] = sum(solution[i][j] for i, j in cage.cells)  # type: ignore[call-overload]
    return replace(blank, sums=tuple(tuple(row) for row in rows))


RULES: Rules[KillerSudoku, Solution] = Rules(
    state=state,
    solution=solution_grid,
    grid=grid_rows,
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_sum(p, hint, hint.json["value"]),
    without=lambda p, hint: _with_sum(p, hint, None),
)
