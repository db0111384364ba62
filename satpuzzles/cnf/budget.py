"""A clause budget for formulas whose type cannot estimate their size: compiling stops once it is spent.

Most types estimate a shape's clauses by arithmetic and are refused before anything is built
(satpuzzles/solving/limits.py). A type stated as a rule book has no such estimate; the engine then
sets a budget (the same clause limit) while it compiles, and the rule book checks it between rules,
so an input too big for memory stops after at most the limit's worth of clauses, before any solver
holds them.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

_BUDGET: ContextVar[int | None] = ContextVar("satpuzzles_clause_budget", default=None)


class OverBudget(Exception):
    """The formula being built passed the active clause budget."""

    def __init__(self, clauses: int, budget: int) -> None:
        super().__init__(f"{clauses:,} clauses, over the budget of {budget:,}")
        self.clauses = clauses
        self.budget = budget


@contextmanager
def clause_budget(limit: int | None) -> Iterator[None]:
    """Formulas built inside may hold at most `limit` clauses (None: no budget) where they check spend()."""
    token = _BUDGET.set(limit)
    try:
        yield
    finally:
        _BUDGET.reset(token)


def spend(clauses: int) -> None:
    """Raise OverBudget when `clauses` (a formula's count so far) passes the active budget."""
    budget = _BUDGET.get()
    if budget is not None and clauses > budget:
        raise OverBudget(clauses, budget)
