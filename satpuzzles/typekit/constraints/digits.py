"""Digit cells as one-hot literals, and clauses over literals that may be constants.

A digit cell is a `Sequence[int]` indexed by value: `cell[v]` is the literal "this cell holds v", and 0
where v is not a candidate (so a cell over the digits 1..9 is `[0, x1, ..., x9]`). The caller states that
exactly one candidate holds; the constraints here only relate cells to each other.
"""

from __future__ import annotations

from collections.abc import Sequence

Digits = Sequence[int]

# A literal known to be true or false while a formula is built (an order literal outside its range).
Fixable = int | bool


def candidates(cell: Digits) -> list[tuple[int, int]]:
    """(value, literal) for every candidate value of a digit cell, in increasing value order."""
    return [(value, lit) for value, lit in enumerate(cell) if lit]


def simplified(lits: Sequence[Fixable]) -> list[int] | None:
    """The clause over `lits` with constants removed, or None when a true constant satisfies it."""
    clause: list[int] = []
    for lit in lits:
        if lit is True:
            return None
        if lit is not False:
            clause.append(lit)
    return clause


def negated(lit: Fixable) -> Fixable:
    return (not lit) if isinstance(lit, bool) else -lit
