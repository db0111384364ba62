"""The size of a Skyscrapers formula from its shape, clause group by clause group of encode.py."""

from __future__ import annotations

from satpuzzles.typekit.cnf import FormulaSize, cardinality_size, counter_size

from .model import Skyscrapers


def formula_size(puzzle: Skyscrapers, encoding: str) -> FormulaSize:
    n, m = puzzle.size, puzzle.max_height
    parks = n - m
    values = m + 1 if parks else m
    lines = 2 * n + (2 if puzzle.diagonal else 0)
    # cells, height>= literals and their links (also each cell's exactly-one): 4 per height but the top's 2,
    # then g_1 (or x_0 <-> not g_1 with parks)
    size = FormulaSize(n * n * (values + m), n * n * (4 * m - 1 + (1 if parks else 0)))
    size += lines * m * cardinality_size(n, 1, encoding)
    if parks:
        size += lines * cardinality_size(n, parks, encoding)
    return size + 4 * n * _visibility(n, m, parks > 0)


def _visibility(n: int, m: int, has_parks: bool) -> FormulaSize:
    """One clue's seen literals, running maxima, counter and redundant clue bounds."""
    if n == 1:
        return counter_size(1, m)
    steps = n - 1
    clauses = steps * (2 * m + (2 if has_parks else 0)) + m + (n - 2) * 4 * m  # seen: the order-literal forms
    prefixes = n - 1  # the first cell's order literals, then one running maximum per middle cell
    bounds = sum(min(k - 1, prefixes) for k in range(2, m + 1))
    return FormulaSize(steps + (n - 2) * m, clauses + bounds) + counter_size(n, m)
