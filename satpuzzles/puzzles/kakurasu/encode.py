"""Kakurasu's rules in a rule book (encodings/kakurasu.md): a shaded literal per cell and, per row and column,
an order-encoded running sum of its shaded cells' values (constraints.sums.running_sum, a definition: functional
in the cells). The rules are the numbers themselves, so each number is a hint "this line sums to k" over its
line's sum, and one compiled shape (the grid's size) serves every puzzle of that size.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.constraints.digits import negated
from satpuzzles.typekit.constraints.sums import OrderSum, running_sum
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

from .model import EMPTY, NAME, SHADED, Kakurasu, Solution, most

SIDES = {"row": "right", "column": "bottom"}


def shape(p: Kakurasu) -> Hashable:
    """The formula depends on the grid's size; the numbers are assumptions."""
    return (NAME, p.rows, p.columns)


def equals(total: OrderSum, k: int) -> tuple[int, ...]:
    """The literals "the sum is k": at least k and not at least k + 1, constants left out (0 <= k <= the
    line's most, which the model checks, so at least one of the two is a literal)."""
    found = (total.at_least(k), negated(total.at_least(k + 1)))
    return tuple(int(lit) for lit in found if not isinstance(lit, bool))


def state(book: RuleBook, p: Kakurasu) -> Stated[Kakurasu]:
    cells = book.boolean_cells(p.rows, p.columns, (EMPTY, SHADED), role="shaded")
    shaded = cells.block.lit
    lines = {
        "row": [[(r, c) for c in range(p.columns)] for r in range(p.rows)],
        "column": [[(r, c) for r in range(p.rows)] for c in range(p.columns)],
    }
    # Definitions: the sum of each line's shaded values (a cell is worth its position along the line, from 1).
    sums = {
        (line, k): running_sum(
            book.formula, [[(0, -shaded(*cell)), (i + 1, shaded(*cell))] for i, cell in enumerate(members)]
        )
        for line, found in lines.items()
        for k, members in enumerate(found)
    }

    def number(line: str, k: int, value: int) -> Switch:
        return book.hint(
            f"{line} {k + 1}'s shaded cells sum to {value}",
            key=(line, k, value),
            json={"line": line, "index": k, "value": value},
            literals=equals(sums[line, k], value),
            cells=lines[line][k],
            action=f"write {value} beside {line} {k + 1}",
            clue=(SIDES[line], k),
        )

    def hints(q: Kakurasu) -> list[Switch]:
        return [number("row", k, v) for k, v in enumerate(q.row_sums) if v is not None] + [
            number("column", k, v) for k, v in enumerate(q.column_sums) if v is not None
        ]

    def candidates(q: Kakurasu) -> list[Switch]:
        return [
            number(line, k, value)
            for line, values in (("row", q.row_sums), ("column", q.column_sums))
            for k, old in enumerate(values)
            if old is None
            for value in range(most(len(lines[line][k])) + 1)
        ]

    def literals(q: Kakurasu) -> list[int]:
        return [
            lit
            for line, values in (("row", q.row_sums), ("column", q.column_sums))
            for k, v in enumerate(values)
            if v is not None
            for lit in equals(sums[line, k], v)
        ]

    return Stated(hints, candidates, literals)


def _with_number(p: Kakurasu, line: str, k: int, value: int | None) -> Kakurasu:
    found = list(p.row_sums if line == "row" else p.column_sums)
    found[k] = value
    return replace(p, row_sums=tuple(found)) if line == "row" else replace(p, column_sums=tuple(found))


def clues_of(blank: Kakurasu, solution: Solution) -> Kakurasu:
    """Every row and column shows its sum."""
    return replace(
        blank,
        row_sums=tuple(sum(c + 1 for c, v in enumerate(row) if v == SHADED) for row in solution),
        column_sums=tuple(
            sum(r + 1 for r, row in enumerate(solution) if row[c] == SHADED) for c in range(blank.columns)
        ),
    )


def _value_text(value: Any) -> str:
    return "shaded" if value == SHADED else "empty"


RULES: Rules[Kakurasu, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple("".join(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_number(p, hint.json["line"], hint.json["index"], hint.json["value"]),
    without=lambda p, hint: _with_number(p, hint.json["line"], hint.json["index"], None),
    value_text=_value_text,
)
