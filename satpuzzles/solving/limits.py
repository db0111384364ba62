"""The one check between a puzzle and its compiled formula: refuse a formula too big for memory.

Compiling holds every clause as a Python list (Skyscrapers streams them into the solver as it goes) and
the solver holds its own copy, so a large puzzle can take gigabytes before the solver starts (Skyscrapers
grows with size³). Each type estimates its formula from the shape by arithmetic (its Compiler's estimate),
and a puzzle over the limit is refused with one line before anything is built.
"""

from __future__ import annotations

from typing import Any

from satpuzzles.errors import SatPuzzlesError
from satpuzzles.puzzles import type_of

# A loaded clause's memory in each solver is measured by benchmarks/limits.py (benchmarks/README.md): this
# many clauses stay within about 2 GB, or 1 GB on MiniSat, before the search adds its own.
DEFAULT_MAX_CLAUSES = 5_000_000


class FormulaTooBig(SatPuzzlesError):
    """The puzzle's formula would exceed the clause limit (exit 2: raise the limit or shrink the puzzle)."""


def require_fits(puzzle: Any, encoding: str, max_clauses: int | None = None) -> None:
    """Raise FormulaTooBig when the puzzle's formula under `encoding` would have over `max_clauses` clauses.

    None means DEFAULT_MAX_CLAUSES. A type that cannot estimate its formulas is not limited.
    """
    limit = DEFAULT_MAX_CLAUSES if max_clauses is None else max_clauses
    kind = type_of(puzzle)
    if kind.compiler.estimate is None:
        return
    size = kind.compiler.estimate(puzzle, encoding)
    if size.clauses > limit:
        n = getattr(puzzle, "size", None)
        name = f"{kind.name} {n}x{n}" if n else kind.name
        raise FormulaTooBig(
            f"{name}: the formula would have ~{size.clauses:,} clauses, over the limit of {limit:,} "
            "(--max-clauses to raise it)"
        )
