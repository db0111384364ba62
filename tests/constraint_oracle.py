"""Brute-force oracles for the constraint vocabulary: what the clauses admit against what the rule allows.

`admitted` enumerates the formula's models projected onto the primary literals (blocking each projection);
`allowed_*` enumerates every assignment of the primary literals and keeps those the plain rule accepts.
A test compares the two sets, so an encoding that admits a wrong answer or loses a right one fails.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from itertools import product

from pysat.solvers import Solver

from satpuzzles.cnf import Formula, exactly

Projection = frozenset[int]


def admitted(
    f: Formula, primary: Sequence[int], assumptions: Sequence[int] = (), limit: int = 100_000
) -> set[Projection]:
    """The true primary literals of every model of `f` (under `assumptions`), each projection once."""
    found: set[Projection] = set()
    with Solver(name="glucose4", bootstrap_with=f.clauses) as solver:
        while solver.solve(assumptions=list(assumptions)):
            model = set(solver.get_model())
            true = frozenset(v for v in primary if v in model)
            assert true not in found
            found.add(true)
            assert len(found) <= limit
            solver.add_clause([-v if v in true else v for v in primary])
    return found


def digit_cells(f: Formula, count: int, values: Sequence[int], top: int | None = None) -> list[list[int]]:
    """`count` one-hot digit cells over `values` (indexed by value, 0 for a missing value), exactly one each."""
    size = (top if top is not None else max(values)) + 1
    cells = []
    for _ in range(count):
        cell = [0] * size
        for value in values:
            cell[value] = f.new_var("x")
        exactly(f, [lit for lit in cell if lit], 1, "auto")
        cells.append(cell)
    return cells


def primary_of(cells: Sequence[Sequence[int]]) -> list[int]:
    return [lit for cell in cells for lit in cell if lit]


def allowed_digits(cells: Sequence[Sequence[int]], rule: Callable[[tuple[int, ...]], bool]) -> set[Projection]:
    """Every assignment of values to the digit cells that `rule` accepts, as true literal sets."""
    domains = [[v for v, lit in enumerate(cell) if lit] for cell in cells]
    return {
        frozenset(cell[v] for cell, v in zip(cells, values, strict=True))
        for values in product(*domains)
        if rule(tuple(values))
    }


def assignments(lits: Sequence[int]) -> Iterator[tuple[bool, ...]]:
    return product((False, True), repeat=len(lits))


def allowed_booleans(lits: Sequence[int], rule: Callable[[tuple[bool, ...]], bool]) -> set[Projection]:
    """Every assignment of the boolean literals that `rule` accepts, as true literal sets."""
    return {
        frozenset(lit for lit, on in zip(lits, values, strict=True) if on)
        for values in assignments(lits)
        if rule(values)
    }
