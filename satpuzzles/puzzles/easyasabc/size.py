"""The size of an Easy As ABC formula from its shape, clause group by clause group of encode.py."""

from __future__ import annotations

from satpuzzles.typekit.cnf import FormulaSize, cardinality_size

from .model import EasyAsABC


def formula_size(puzzle: EasyAsABC, encoding: str) -> FormulaSize:
    n, k = puzzle.size, len(puzzle.letters)
    lines = 2 * n + (2 if puzzle.diagonal else 0)
    size = FormulaSize(n * n * (k + 1) + 4 * n * k)  # cells and first-letter switches
    size += n * n * cardinality_size(k + 1, 1, encoding)
    size += lines * (k * cardinality_size(n, 1, encoding) + cardinality_size(n, n - k, encoding))
    middle = max(n - 2, 0)  # "some letter seen by now" literals of one clue
    per_clue = FormulaSize(middle, 3 * middle + k * (2 * n))
    return size + 4 * n * per_clue
