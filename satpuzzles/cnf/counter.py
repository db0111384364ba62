"""A two-way unary (sequential) counter whose outputs mean "at least k of the inputs are true".

pysat.card's incremental totalizer only implies its outputs from its inputs; assuming an output
false then bounds the count from above, but assuming one true does not bound it from below. Both
directions are needed to turn a clue "exactly k" into the two assumptions ">= k" and "not >= k+1",
so the counter is written here with full equivalences.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.cnf.budget import spend
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
    clauses = formula.clauses  # every clause below is a fresh list: no copy needed
    pos, neg = formula.literals()  # shared int objects (Formula.literals)
    # The previous row is the run of variables p .. p + width - 1 (none before the first input).
    p, width = 0, 0
    first = block.first
    for x in inputs:
        s, grown = first, min(width + 1, top)
        first += grown
        nx = -x
        # j = 0: at least one. s <- below ; s <- x ; s -> below | x (below = p: at least one before, if any)
        if width:
            clauses.extend(([neg[p], pos[s]], [nx, pos[s]], [neg[s], pos[p], x]))
        else:
            clauses.extend(([nx, pos[s]], [neg[s], x]))
        # 0 < j < width: below = p + j (at least j+1 before), carry = p + j - 1 (at least j before).
        # s <- below ; s <- carry & x ; s -> below | x ; s -> below | carry
        end = min(grown, width)
        if end > 1:  # otherwise there is no such j (and a slice ending at p - 1 would wrap around)
            clauses.extend(
                [
                    clause
                    for below, nbelow, carry, ncarry, out, nout in zip(
                        pos[p + 1 : p + end],
                        neg[p + 1 : p + end],
                        pos[p : p + end - 1],
                        neg[p : p + end - 1],
                        pos[s + 1 : s + end],
                        neg[s + 1 : s + end],
                        strict=True,
                    )
                    for clause in ([nbelow, out], [ncarry, nx, out], [nout, below, x], [nout, below, carry])
                ]
            )
        if grown > width and width:
            # j = width, a new top: nothing below it. s <- carry & x ; s -> x ; s -> carry
            carry, out = p + width - 1, s + width
            clauses.extend(([neg[carry], nx, pos[out]], [neg[out], x], [neg[out], pos[carry]]))
        p, width = s, grown
    spend(formula.clause_count, formula)  # a counter per cell adds up on a large board
    return [0, *pos[p : p + width]]


def counter_rows(out: Sequence[int], inputs: int) -> list[int]:
    """Where unary_counter(…) put each input's row, from its outputs `out` over `inputs` inputs: variable
    rows[i] + j <-> at least j+1 of the first i+1 inputs are true, for j < min(i + 1, len(out) - 1)."""
    top = len(out) - 1
    widths = [min(i + 1, top) for i in range(inputs)]
    first = out[1] - sum(widths[:-1])  # out[1] is the first of the last row
    rows = []
    for width in widths:
        rows.append(first)
        first += width
    return rows


def count_equals(out: Sequence[int], k: int) -> tuple[int, ...]:
    """The assumptions "exactly k inputs are true" over unary_counter's outputs `out` (1 <= k < len(out)):
    at least k, and not at least k + 1 unless k is the most the counter represents."""
    return (out[k], -out[k + 1]) if k + 1 < len(out) else (out[k],)
