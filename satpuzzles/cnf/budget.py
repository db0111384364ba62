"""A clause budget for formulas whose type cannot estimate their size: compiling stops once it is spent.

Most types estimate a shape's clauses by arithmetic and are refused before anything is built
(satpuzzles/solving/limits.py). A type stated as a rule book has no such estimate; the engine then
sets a budget (the same clause limit) while it compiles, and the rule book checks it between rules,
so an input too big for memory stops after at most the limit's worth of clauses, before any solver
holds them.

Clauses alone do not bound a rule book's memory: its rules, groups and counters cost Python objects that
vary tenfold by type (a blank 192x192 Akari peaked at 448 MB for 256,512 clauses, a 122x122 Binairo at
677 MB for 3.7 million; benchmarks/memory.md). So under the default limit the budget also watches the
process: every CHECK_EVERY clauses, and once built, the resident memory plus the clauses' cost in the
solver that will hold them must stay within the memory limit.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

CHECK_EVERY = 20_000  # clauses between two looks at the process's memory (a look reads /proc: ~20 us)


@dataclass
class MemoryBudget:
    """At most `limit_bytes` resident, counting `bytes_per_clause` for each clause the solver will hold."""

    limit_bytes: int
    bytes_per_clause: int
    checked_at: int = -CHECK_EVERY


_BUDGET: ContextVar[int | None] = ContextVar("satpuzzles_clause_budget", default=None)
_MEMORY: ContextVar[MemoryBudget | None] = ContextVar("satpuzzles_memory_budget", default=None)


class OverBudget(Exception):
    """The formula being built passed the active clause budget, or would pass the memory limit once loaded."""

    def __init__(self, clauses: int, budget: int, projected_bytes: int | None = None) -> None:
        over = f"about {projected_bytes / 2**30:.1f} GB once loaded" if projected_bytes else f"{budget:,}"
        super().__init__(f"{clauses:,} clauses, over the budget of {over}")
        self.clauses = clauses
        self.budget = budget
        self.projected_bytes = projected_bytes


@contextmanager
def clause_budget(limit: int | None, memory: MemoryBudget | None = None) -> Iterator[None]:
    """Formulas built inside may hold at most `limit` clauses (None: no budget) where they check spend(), and
    with `memory`, the process may not pass its limit (resident now plus the clauses' cost in the solver)."""
    token, memory_token = _BUDGET.set(limit), _MEMORY.set(memory)
    try:
        yield
    finally:
        _BUDGET.reset(token)
        _MEMORY.reset(memory_token)


def resident_bytes() -> int:
    """This process's resident memory now (0 where /proc is not there: no memory check)."""
    try:
        with open("/proc/self/statm", "rb") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def spend(clauses: int, *, built: bool = False) -> None:
    """Raise OverBudget when `clauses` (a formula's count so far) passes the active budget, or the memory
    budget's projection passes its limit (looked at every CHECK_EVERY clauses, and always once `built`)."""
    budget = _BUDGET.get()
    if budget is not None and clauses > budget:
        raise OverBudget(clauses, budget)
    memory = _MEMORY.get()
    if memory is None or (not built and clauses - memory.checked_at < CHECK_EVERY):
        return
    memory.checked_at = clauses
    projected = resident_bytes() + clauses * memory.bytes_per_clause
    if projected > memory.limit_bytes:
        raise OverBudget(clauses, budget or 0, projected)
