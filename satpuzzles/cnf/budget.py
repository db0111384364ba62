"""A clause budget for formulas whose type cannot estimate their size: compiling stops once it is spent.

Most types estimate a shape's clauses by arithmetic and are refused before anything is built
(satpuzzles/solving/limits.py). A type stated as a rule book has no such estimate; the engine then
sets a budget (the same clause limit) while it compiles, and the rule book checks it between rules,
so an input too big for memory stops after at most the limit's worth of clauses, before any solver
holds them.

Clauses alone do not bound memory: a rule book's clauses run from 2 literals (Sudoku) to 59 on average
(Akari), and its Python objects cost more for longer clauses. So under the default limit the budget also
projects the run's peak from the formula so far (satpuzzles/solving/limits.py's model: clauses, literals
and variables, in Python and in the solver that will hold them), every CHECK_EVERY clauses or variables and
once built, and stops compiling once that passes the memory limit. A type whose Python objects the model
does not see (a lazy rule's graph holds no clauses) reserves their bytes before they are made (`reserve`: a
rule book solved with lazy rules reserves LAZY_BYTES_PER_CELL a cell as it makes its cells); a backstop
catches the rest: the projection's Python side is at least what this compile has grown the process by
(never what the process held before it began, such as a long batch's earlier puzzles).
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from satpuzzles.deadline import checkpoint

if TYPE_CHECKING:
    from satpuzzles.cnf.formula import Formula

CHECK_EVERY = 20_000  # clauses or variables between two projections (each counts the new clauses' literals)
SAMPLE = 4096  # clauses whose literals are counted at a look, the last ones built (a mean for the rest)
ASSUMED_LITERALS_PER_CLAUSE = 3  # before any clause has been seen
# The graphs and cut finders of a lazily solved rule book, which the formula does not hold, and the cuts its
# solving adds: a blank Cave (two connectivity rules, then no clause) peaked at 2.25 GB at 900x900 through a
# whole solve, 2.8 KB a cell; since its rules' local consequences are clauses too, its compile peaks at 3.2-3.4 KB
# a cell over what the model counts for its clauses (674x674: 1,743 MB; 743x743: 2,108 MB, which 2.8 KB
# accepted on minisat22: benchmarks/memory.md); Hitori's one rule took 0.9 KB a cell to build
LAZY_BYTES_PER_CELL = 4000


@dataclass(eq=False)
class MemoryBudget:
    """At most `limit_bytes` at the run's peak, projected by `peak(clauses, literals, variables, grown)` where
    `grown` is the resident memory this compile has added so far (the model's backstop)."""

    limit_bytes: int
    peak: Callable[[int, int, int, int], int]
    checked_at: int = -CHECK_EVERY
    started_bytes: int = field(default_factory=lambda: resident_bytes())
    seen_clauses: int = 0  # clauses whose literals were counted, and their literals
    seen_literals: int = 0
    reserved: int = 0  # bytes of Python objects the formula does not hold (`reserve`)

    def literals(self, formula: Formula | None, clauses: int, *, built: bool) -> int:
        """The formula's literals: its last SAMPLE clauses counted (all it holds once `built`), the others at
        the mean length of every clause counted so far (exact for a formula held whole once built)."""
        held = [] if formula is None else formula.clauses if built else formula.clauses[-SAMPLE:]
        counted = sum(map(len, held))
        self.seen_clauses += len(held)
        self.seen_literals += counted
        if not self.seen_clauses:
            return clauses * ASSUMED_LITERALS_PER_CLAUSE
        return counted + (clauses - len(held)) * self.seen_literals // self.seen_clauses


_BUDGET: ContextVar[int | None] = ContextVar("satpuzzles_clause_budget", default=None)
_MEMORY: ContextVar[MemoryBudget | None] = ContextVar("satpuzzles_memory_budget", default=None)


class OverBudget(Exception):
    """The formula being built passed the active clause budget, or would pass the memory limit once loaded."""

    def __init__(
        self,
        clauses: int,
        budget: int,
        projected_bytes: int | None = None,
        literals: int = 0,
        variables: int = 0,
        reserved: int = 0,
    ) -> None:
        over = f"about {projected_bytes / 2**30:.1f} GB at its peak" if projected_bytes else f"{budget:,}"
        super().__init__(f"{clauses:,} clauses, over the budget of {over}")
        self.clauses = clauses
        self.budget = budget
        self.projected_bytes = projected_bytes
        self.literals = literals
        self.variables = variables
        self.reserved = reserved  # bytes of Python objects counted before they were built (`reserve`)


@contextmanager
def clause_budget(limit: int | None, memory: MemoryBudget | None = None) -> Iterator[None]:
    """Formulas built inside may hold at most `limit` clauses (None: no budget) where they check spend(), and
    with `memory`, their projected peak may not pass its limit."""
    token, memory_token = _BUDGET.set(limit), _MEMORY.set(memory)
    try:
        yield
    finally:
        _BUDGET.reset(token)
        _MEMORY.reset(memory_token)


# (process id, descriptor) of /proc/self/statm, kept open: re-read with pread it costs 2 µs, opened each time 16,
# and every compile asks at least twice. A forked process opens its own (the parent's names the parent).
_STATM: list[tuple[int, int]] = []


def resident_bytes() -> int:
    """This process's resident memory now (0 where /proc is not there: the backstop then sees no growth)."""
    try:
        pid = os.getpid()
        if not _STATM or _STATM[0][0] != pid:
            if _STATM:
                os.close(_STATM.pop()[1])  # the parent's, inherited
            _STATM.append((pid, os.open("/proc/self/statm", os.O_RDONLY | os.O_CLOEXEC)))
        return int(os.pread(_STATM[0][1], 256, 0).split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def spend(clauses: int, formula: Formula | None = None, *, built: bool = False) -> None:
    """Raise OverBudget when `clauses` (a formula's count so far, or what it is about to reach; with the clauses
    `formula` reserves) passes the active budget, or the memory budget's projection of `formula` passes its limit
    (looked at every CHECK_EVERY clauses or variables, and always once `built`). Where the budget is looked at,
    so is the run's deadline: encoders that build clauses in place call this between parts (a unary counter per
    cell of a blank 230x230 Slitherlink ran 1.1 s CPU past the deadline's last look)."""
    checkpoint()
    if formula is not None:
        clauses += formula.reserved_clauses
    budget = _BUDGET.get()
    if budget is not None and clauses > budget:
        raise OverBudget(clauses, budget)
    memory = _MEMORY.get()
    if memory is None:
        return
    variables = 0 if formula is None else formula.num_vars
    if not built and clauses + variables - memory.checked_at < CHECK_EVERY:
        return
    _project(memory, clauses, formula, built=built)


def reserve_clauses(count: int, formula: Formula) -> None:
    """Count `count` clauses that `formula` may take later (a cut added while solving) against the clause budget
    and the memory projection from now on, and look at both now: before they could be made."""
    formula.reserved_clauses += count
    spend(formula.clause_count, formula)
    memory = _MEMORY.get()
    if memory is not None:
        _project(memory, formula.clause_count + formula.reserved_clauses, formula, built=False)


def reserve(nbytes: int, formula: Formula) -> None:
    """Count `nbytes` of Python objects that `formula` will not hold (a lazy rule's graph) into the memory
    budget's projection, and look at it now: before they are built."""
    memory = _MEMORY.get()
    if memory is None:
        return
    memory.reserved += nbytes
    _project(memory, formula.clause_count, formula, built=False)


def _project(memory: MemoryBudget, clauses: int, formula: Formula | None, *, built: bool) -> None:
    variables = 0 if formula is None else formula.num_vars
    memory.checked_at = clauses + variables
    literals = memory.literals(formula, clauses, built=built)
    grown = max(0, resident_bytes() - memory.started_bytes)
    # the reserved objects are Python's too: once built, the growth seen includes them
    projected = max(
        memory.peak(clauses, literals, variables, 0) + memory.reserved, memory.peak(clauses, literals, variables, grown)
    )
    if projected > memory.limit_bytes:
        raise OverBudget(clauses, _BUDGET.get() or 0, projected, literals, variables, memory.reserved)
