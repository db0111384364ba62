"""A two-way unary (sequential) counter whose outputs mean "at least k of the inputs are true".

pysat.card's incremental totalizer only implies its outputs from its inputs; assuming an output
false then bounds the count from above, but assuming one true does not bound it from below. Both
directions are needed to turn a clue "exactly k" into the two assumptions ">= k" and "not >= k+1",
so the counter is written here with full equivalences.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.cnf.formula import Formula


def unary_counter(formula: Formula, inputs: Sequence[int], max_count: int, role: str = "counter") -> list[int]:
    """Return `out` with out[k] <-> (at least k inputs true) for 1 <= k <= max_count.

    out[0] is a constant-true literal's stand-in and must not be used; it is set to 0. Counts above
    max_count are not represented (the caller knows they cannot occur, or treats them as ">= max").
    """
    n = len(inputs)
    top = min(max_count, n)
    # s[i][j]: at least j+1 of the first i+1 inputs are true, for j <= min(i, top - 1) only: the
    # others are constant false, so they get no variable (a triangle, not an n x top grid).
    block = formula.block(role, sum(min(i + 1, top) for i in range(n)))
    add = formula.clauses.append  # every clause below is a fresh list: no copy needed
    prev: list[int] = []
    first = block.first
    for x in inputs:
        row = list(range(first, first + min(len(prev) + 1, top)))
        first += len(row)
        for j, s in enumerate(row):
            below = prev[j] if j < len(prev) else None  # at least j+1 among the inputs before (None: false)
            carry = prev[j - 1] if j >= 1 else None  # at least j among the inputs before (None: true)
            # s <- below ; s <- carry & x
            if below is not None:
                add([-below, s])
            add([-x, s] if carry is None else [-carry, -x, s])
            # s -> below | x ; s -> below | carry
            add([-s, x] if below is None else [-s, below, x])
            if carry is not None:
                add([-s, carry] if below is None else [-s, below, carry])
        prev = row
    return [0, *prev]
