"""The one check between a puzzle and its compiled formula: refuse a formula too big for memory.

Compiling holds every clause as a Python list (Skyscrapers streams them into the solver as it goes) and
the solver holds its own copy, so a large puzzle can take gigabytes before the solver starts (Skyscrapers
grows with size³). Each type estimates its formula from the shape by arithmetic (its Compiler's estimate),
and a puzzle over the limit is refused with one line before anything is built.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from satpuzzles.cnf.budget import MemoryBudget, OverBudget, clause_budget
from satpuzzles.errors import SatPuzzlesError
from satpuzzles.puzzles import type_of

# A loaded clause's memory in each solver is measured by benchmarks/limits.py (benchmarks/README.md): this
# many clauses stay within about 2 GB, or 1 GB on MiniSat, before the search adds its own.
DEFAULT_MAX_CLAUSES = 5_000_000

MEMORY_LIMIT_BYTES = 2 * 2**30  # what a run may take at its peak: the formula in Python, in the solver, and search

# Peak bytes per clause of a whole run (compiled formula, the solver's copy and what its search adds), by the
# backend's family, measured by benchmarks/memory.py on the largest puzzles the limit accepts. CaDiCaL's
# arena copies the clauses it keeps when it collects garbage: a 137x137 Star Battle of 4.96 million clauses
# peaked at 2.2-2.6 GB on cadical195 (~520 bytes a clause) where MiniSat's family stays near 250.
BYTES_PER_CLAUSE = {"cadical": 560, "lingeling": 400, "external": 330}
OTHER_BYTES_PER_CLAUSE = 260


class FormulaTooBig(SatPuzzlesError):
    """The puzzle's formula would exceed the clause limit (exit 2: raise the limit or shrink the puzzle)."""


def bytes_per_clause(backend: str) -> int:
    """What one clause costs at the peak of a run on `backend`."""
    family = (
        "external"
        if backend.startswith("external:")
        else next((name for name in BYTES_PER_CLAUSE if backend.startswith(name)), None)
    )
    return BYTES_PER_CLAUSE[family] if family else OTHER_BYTES_PER_CLAUSE


def clause_limit(backend: str | None) -> int:
    """The default clause limit on `backend`: DEFAULT_MAX_CLAUSES, or fewer where that would pass the memory
    limit; None (no solver in this process: export) is DEFAULT_MAX_CLAUSES."""
    if backend is None:
        return DEFAULT_MAX_CLAUSES
    return min(DEFAULT_MAX_CLAUSES, MEMORY_LIMIT_BYTES // bytes_per_clause(backend))


def require_fits(puzzle: Any, encoding: str, max_clauses: int | None = None, backend: str | None = None) -> None:
    """Raise FormulaTooBig when the puzzle's formula under `encoding` would not fit.

    With `max_clauses` the user's limit is the limit. Without it, the default: DEFAULT_MAX_CLAUSES, less
    on a backend whose clauses cost more (the estimate of the run's peak must stay within MEMORY_LIMIT_BYTES).
    A type that cannot estimate its formulas is not limited.
    """
    kind = type_of(puzzle)
    if kind.compiler.estimate is None:
        return
    size = kind.compiler.estimate(puzzle, encoding)
    limit = clause_limit(backend) if max_clauses is None else max_clauses
    if size.clauses <= limit:
        return
    n = getattr(puzzle, "size", None)
    name = f"{kind.name} {n}x{n}" if n else kind.name
    if max_clauses is None and backend is not None and size.clauses <= DEFAULT_MAX_CLAUSES:  # the backend's cost
        peak = size.clauses * bytes_per_clause(backend) / 2**30
        raise FormulaTooBig(
            f"{name}: the formula would have ~{size.clauses:,} clauses, about {peak:.1f} GB at its peak on "
            f"{backend}, over the limit of {MEMORY_LIMIT_BYTES / 2**30:g} GB (a backend of the MiniSat "
            "family, e.g. --backend minisat22, needs less; --max-clauses to raise the limit)"
        )
    raise FormulaTooBig(
        f"{name}: the formula would have ~{size.clauses:,} clauses, over the limit of {limit:,} "
        "(--max-clauses to raise it)"
    )


@contextmanager
def compiled_within(puzzle: Any, max_clauses: int | None = None, backend: str | None = None) -> Iterator[None]:
    """Compile a puzzle whose type has no estimate under a clause budget of the same limit (satpuzzles/cnf/budget.py).

    Such a formula cannot be refused before it is built; compiling it stops once it passes the limit instead,
    before any solver holds it, with FormulaTooBig. Under the default limit the budget also watches the
    process's memory (a rule book's Python objects per clause vary tenfold by type): compiling stops once the
    resident memory plus the clauses' cost in `backend` would pass MEMORY_LIMIT_BYTES.
    """
    kind = type_of(puzzle)
    if kind.compiler.estimate is not None:
        yield
        return
    limit = clause_limit(backend) if max_clauses is None else max_clauses
    memory = None
    if max_clauses is None:  # the user's --max-clauses is the limit; by default memory is one too
        memory = MemoryBudget(MEMORY_LIMIT_BYTES, 0 if backend is None else bytes_per_clause(backend))
    try:
        with clause_budget(limit, memory):
            yield
    except OverBudget as over:
        n = getattr(puzzle, "size", None)
        name = f"{kind.name} {n}x{n}" if n else kind.name
        if over.projected_bytes is not None:
            raise FormulaTooBig(
                f"{name}: the formula would take about {over.projected_bytes / 2**30:.1f} GB once loaded"
                + (f" into {backend}" if backend is not None else "")
                + f" ({over.clauses:,} clauses when compiling stopped), over the limit of "
                f"{MEMORY_LIMIT_BYTES / 2**30:g} GB (--max-clauses to compile it anyway)"
            ) from None
        raise FormulaTooBig(
            f"{name}: the formula passed the limit of {limit:,} clauses while it was being built"
            + (f" for {backend}" if backend is not None and max_clauses is None else "")
            + " (--max-clauses to raise it)"
        ) from None
