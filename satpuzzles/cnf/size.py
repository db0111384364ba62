"""How big a formula will be, from arithmetic on its shape, before any clause is built.

Puzzle types add up these pieces to refuse a puzzle whose formula would not fit in memory before
compiling it (satpuzzles/solving/limits.py). A cardinality constraint over up to MEASURED_UP_TO
literals is measured by compiling it once (cached); longer ones use the closed forms below: exact for
the sequential counter (what `auto` uses there), pairwise, ladder, bitwise and the sorting network,
within 1% for the totalizer, and for the card network and the modulo totalizers exact for a bound of
one (or all but one) and an upper bound otherwise (on lines of 1000 literals: at most 2x for the card network,
10x for the modulo totalizer and 20x for the k-modulo one).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from math import ceil, log2

from pysat.card import EncType

from satpuzzles.cnf.cardinality import NATIVE, Relation, _pick, add_cardinality
from satpuzzles.cnf.formula import Formula

MEASURED_UP_TO = 128  # a constraint this long builds in well under a millisecond


@dataclass(slots=True)  # not frozen: that makes every instance several times slower to make
class FormulaSize:
    """Variables and clauses; a native cardinality constraint counts as one clause. Never changed once made."""

    variables: int = 0
    clauses: int = 0

    def __add__(self, other: FormulaSize) -> FormulaSize:
        return FormulaSize(self.variables + other.variables, self.clauses + other.clauses)

    def __mul__(self, times: int) -> FormulaSize:
        return FormulaSize(self.variables * times, self.clauses * times)

    __rmul__ = __mul__


@lru_cache(maxsize=4096)  # asked once per region of every Star Battle layout compiled
def cardinality_size(n: int, k: int, encoding: str, relation: Relation = "equals") -> FormulaSize:
    """What add_cardinality(formula, n literals, relation, k, encoding) adds: auxiliary variables and clauses."""
    at_least = k if relation in ("atleast", "equals") else 0
    at_most = k if relation in ("atmost", "equals") else n
    if at_least > n or at_most < 0:
        return FormulaSize(0, 1)
    if at_most == 0 or at_least == n:
        return FormulaSize(0, n)
    if at_least == 0 and at_most == n:
        return FormulaSize()
    if at_least == 1 and at_most == n:
        return FormulaSize(0, 1)
    if encoding == NATIVE:
        return FormulaSize(0, int(at_most < n) + int(at_least >= 1))
    if n <= MEASURED_UP_TO:
        return _measured(n, k, encoding, relation)
    return _closed_form(n, k, encoding)


def _measured(n: int, k: int, encoding: str, relation: Relation) -> FormulaSize:
    formula = Formula()
    formula.pool.top = n
    add_cardinality(formula, range(1, n + 1), relation, k, encoding)
    return FormulaSize(formula.num_vars - n, len(formula.clauses) + len(formula.atmosts))


def _closed_form(n: int, k: int, encoding: str) -> FormulaSize:
    """exactly k of n literals (an upper bound for "at most" and "at least"), 0 < k < n."""
    kind = _pick(encoding, n, k)
    j = min(k, n - k)
    both = 2 if j >= 2 else 1  # beyond a bound of one, both directions need their own counter
    if kind == EncType.seqcounter:
        return FormulaSize(n - 1, 3 * (n - 1)) if j == 1 else FormulaSize(2 * j * (n - j), 4 * j * (n - j))
    if kind == EncType.pairwise:
        return FormulaSize(0, n * (n - 1) // 2 + 1)
    if kind == EncType.ladder:
        return FormulaSize(n + 1, 4 * n + 1)
    if kind == EncType.bitwise:
        bits = ceil(log2(n))
        return FormulaSize(bits, n * bits + 1)
    if kind == EncType.cardnetwrk and j == 1:
        return FormulaSize(4 * n, 6 * n)
    if kind == EncType.kmtotalizer and j == 1:
        return FormulaSize(2 * n, 4 * n)
    if kind in (EncType.sortnetwrk, EncType.cardnetwrk):
        p = ceil(log2(n))  # Batcher's odd-even merge sort on the next power of two
        comparators = (p * p - p + 4) * 2 ** (p - 2) - 1
        return FormulaSize(2 * comparators + 1, 3 * comparators + 3) * both
    # totalizer, mtotalizer, kmtotalizer: a full totalizer tree bounds them all
    depth = ceil(n * log2(n))
    return FormulaSize(depth, n * n // 2 + depth) * both


def counter_size(n: int, max_count: int) -> FormulaSize:
    """What unary_counter(formula, n inputs, max_count) adds (cnf/counter.py, counted the same way)."""
    top = min(max_count, n)
    variables = clauses = 0
    for i in range(n):
        row, previous = min(i + 1, top), min(i, top)
        variables += row
        # per output: s <- carry & x and s -> below | x, plus s <- below where below exists, and
        # s -> below | carry where carry exists (every output but the first)
        clauses += 2 * row + min(row, previous) + (row - 1)
    return FormulaSize(variables, clauses)
