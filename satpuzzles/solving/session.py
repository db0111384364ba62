"""A reusable solver session with a wall-clock deadline that works on every backend.

PySAT's solve() does not return on a time limit, so each kind of backend is stopped its own way:
- MiniSat family: a short conflict budget in the caller's thread first, then the call runs in a helper
  thread and is interrupted at the deadline (or on Ctrl-C).
- CaDiCaL has no interrupt, and a conflict budget does not bound its time (on a 40x40 Skyscrapers one
  slice of 1000 conflicts took 16 s, the next 32 s): a small formula solves in-process in budgeted
  slices, the first bounded by a pessimistic cost per conflict, each next one by the cost the last one
  measured, the deadline looked at between them; once a slice overruns its planned time (a conflict's cost
  is not steady) the rest runs in a forked child, which is killed at the deadline.
- Lingeling has neither interrupt nor budget: each of its calls runs in a forked child.
- The Glucose line looks at its interrupt and budget only between restarts, and MapleCM's can come seconds late
  too: a call tries a budget sized by the formula's literals in the caller's thread (none on a large formula),
  and the rest runs in a forked child.
A child works on a copy of the solver, so the session itself is untouched by a timeout or Ctrl-C (and
learns nothing from the child's search). Without a deadline a call is stopped the same ways, on Ctrl-C
alone: MiniSat's from a helper thread, CaDiCaL's between slices (for a second, then in a child). No native
call here lets PySAT catch Ctrl-C itself (satpuzzles/quietsigint.py: its handler longjmp()s out of malloc too).
MiniSat's budget persists across calls, so it is re-armed before every call.
"""

from __future__ import annotations

import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import islice, repeat
from typing import ClassVar

from pysat.solvers import Solver

from satpuzzles.cnf import AtMost
from satpuzzles.deadline import Deadline, Timeout, checkpoint
from satpuzzles.quietsigint import quiet_sigint
from satpuzzles.solving.backends import (
    INTERRUPTIBLE,
    LATE_INTERRUPT,
    NATIVE_ADD_ATMOST,
    NATIVE_ADD_CLAUSE,
    NO_LIMITED_SOLVE,
    TAKES_PRIORITIES,
    pysat_name,
    require_native_cardinality,
    require_usable,
)
from satpuzzles.solving.forked import run_forked, waited

UNLIMITED = -1  # conf_budget's "no limit"
LOAD_CHUNK = 20_000  # clauses loaded between two looks at the deadline
# The in-process CaDiCaL slice: budget = SLICE_SECONDS / (clauses * SECONDS_PER_CLAUSE_CONFLICT), skipped
# below MIN_SLICE_CONFLICTS. The cost is pessimistic (a conflict's propagation grows with the formula;
# the 40x40 above spent about 10 ns per clause and conflict), so a slice stays well under a second. A slice
# of 10 conflicts is worth trying: a 16x16 Sudoku (124,000 clauses, a 40-conflict slice) needs 2-3 per call,
# and a forked child per call cost more than its search (14.5 -> 8 ms a puzzle, benchmarks/README.md).
SLICE_SECONDS = 0.1
SECONDS_PER_CLAUSE_CONFLICT = 20e-9
MIN_SLICE_CONFLICTS = 10
MAX_SLICE_CONFLICTS = 10_000
# The slices after the first: each planned at SLICE_SECONDS from the conflicts per second the last one showed,
# at most twice its budget. The rest goes to a child once a slice takes OVERRUN_FACTOR times its plan or the
# deadline is within HANDOVER_SECONDS: a slice's cost is not steady (CaDiCaL 1.5.3 took about 1 s for a
# 0.1 s plan on a hard 17x17 Skyscrapers), and the child is stopped at the deadline itself. The first slice's
# pessimistic cost alone left a third of janko's Minesweeper calls to a child (176 conflicts on a 28,000-clause
# formula), each fork costing more CPU than the search it ran (benchmarks/README.md).
OVERRUN_FACTOR = 4
HANDOVER_SECONDS = 1.0
# Without a deadline, in-process slices go on for this long before the rest goes to a child: between slices
# is where Ctrl-C is taken, and a child is killed at once. The first slice has at least
# UNTIMED_FIRST_SLICE_CONFLICTS, so that the many short calls of generation on a large formula never fork.
UNTIMED_SLICING_SECONDS = 1.0
UNTIMED_FIRST_SLICE_CONFLICTS = 100
# A MiniSat-family call under a deadline first tries at most this many conflicts in the caller's thread (and
# no more than the in-process slice allows, none on a large formula, where 1000 conflicts overran the limit by
# seconds: benchmarks/deadline.py): most calls of an incremental search are short, and a helper thread is not.
QUICK_CONFLICTS = 1_000
# The in-process budget of LATE_INTERRUPT solvers: SLICE_SECONDS / (literals * SECONDS_PER_LITERAL_CONFLICT), none below
# its first restart (the first look at the budget). A blank 30x30 Akari spent 22 ns per literal and conflict, a
# 50x50 35 ns (long clauses: a clause's cost is not a measure there).
SECONDS_PER_LITERAL_CONFLICT = 50e-9
FIRST_RESTART_CONFLICTS = 50


@dataclass
class SolveStats:
    """A session's running totals."""

    conflicts: int = 0
    decisions: int = 0
    propagations: int = 0
    solve_seconds: float = 0.0
    calls: int = 0

    def add(self, raw: dict[str, int], seconds: float) -> None:
        self.conflicts += raw.get("conflicts", 0)
        self.decisions += raw.get("decisions", 0)
        self.propagations += raw.get("propagations", 0)
        self.solve_seconds += seconds
        self.calls += 1


class SessionBase(ABC):
    """What the search needs of a solver: clauses added over time, solves under assumptions, models."""

    backend: str
    stats: SolveStats
    _model: list[int] | None = None
    only_memory: ClassVar[bool] = True  # close() frees memory and nothing else (no file, no process)

    @abstractmethod
    def add_clause(self, clause: Sequence[int]) -> None: ...

    @abstractmethod
    def solve(self, assumptions: Sequence[int] = (), deadline: Deadline | None = None) -> bool:
        """True (model available) or False; raises Timeout once `deadline` has passed."""

    @abstractmethod
    def close(self) -> None: ...

    def prioritize(self, activities: dict[int, float]) -> None:  # noqa: B027 - a hint: no-op where not taken
        """Decide these variables first, by weight, where the solver takes it (Template.priorities)."""

    def model(self) -> list[int]:
        if self._model is None:
            raise RuntimeError("no model: the last call was not satisfiable")
        return self._model

    def __enter__(self) -> SessionBase:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Session(SessionBase):
    """One in-process PySAT solver holding a base formula; clauses may be added, assumptions vary per call.

    Loading checks the active deadline (satpuzzles.deadline.checkpoint) between chunks of clauses; on a
    Timeout there the half-loaded solver is freed and nothing is left behind.
    """

    def __init__(self, backend: str, clauses: Iterable[Sequence[int]] = (), atmosts: Sequence[AtMost] = ()) -> None:
        self.backend = require_usable(backend)
        if atmosts:
            require_native_cardinality(self.backend)  # before a solver is made
        self.stats = SolveStats()
        self._unread = False  # the last call was satisfiable and its model is still only in the solver
        self._child_core: list[int] | None = None  # the core of a last call that ran in a child process
        self._solver = Solver(name=pysat_name(self.backend))
        self._clauses = 0
        self._literals = 0  # counted only for LATE_INTERRUPT, whose budget they size
        try:
            self.load(clauses)
            self.add_atmosts(atmosts)
        except BaseException:
            self._solver.delete()
            raise

    def load(self, clauses: Iterable[Sequence[int]]) -> None:
        """Add base clauses, looking at the active deadline between chunks (the engine streams a formula in)."""
        self._keep_model()
        clauses_added, literals = _load(self._solver, self.backend, clauses, self.backend in LATE_INTERRUPT)
        self._clauses += clauses_added
        self._literals += literals

    def add_atmosts(self, atmosts: Sequence[AtMost]) -> None:
        """Add native "at most k" constraints (a conflict found here makes the next solve() answer False)."""
        if not atmosts:
            return
        require_native_cardinality(self.backend)
        self._keep_model()
        handle, add_atmost = NATIVE_ADD_ATMOST[self.backend]
        native = getattr(self._solver.solver, handle)
        for lits, k in atmosts:
            add_atmost(native, lits, k)
        if self.backend in LATE_INTERRUPT:
            self._literals += sum(len(lits) for lits, _ in atmosts)

    def add_clause(self, clause: Sequence[int]) -> None:
        self._keep_model()
        self._solver.add_clause(list(clause))

    def model(self) -> list[int]:
        """The last satisfiable call's model, read from the solver on first use (a caller that only needs the
        answer, as generation's "is this hint needed?" does, skips the copy, which grows with the formula)."""
        self._keep_model()
        return super().model()

    def forget_model(self) -> None:
        """Drop the last model unread: the next change to the solver would copy it out first (after every "this
        hint is needed" of generation, which then fixes the hint)."""
        self._unread = False

    def _keep_model(self) -> None:
        """Copy the model out of the solver before anything may change it."""
        if self._unread:
            self._unread = False
            self._model = self._solver.get_model()

    def close(self) -> None:
        self._solver.delete()

    def prioritize(self, activities: dict[int, float]) -> None:
        if activities and self.backend in TAKES_PRIORITIES:
            self._solver.set_activities(activities)

    def core(self) -> list[int]:
        """The assumptions the last unsatisfiable call needed: a subset that is unsatisfiable already."""
        if self._child_core is not None:  # this process's solver did not make that call
            return list(self._child_core)
        return list(self._solver.get_core() or [])

    def solve(self, assumptions: Sequence[int] = (), deadline: Deadline | None = None) -> bool:
        self._model = None
        self._unread = False
        self._child_core = None
        if deadline is not None:
            deadline.check()
        wanted = list(assumptions)
        result = None if self.backend in NO_LIMITED_SOLVE else self._solve_here(wanted, deadline)
        if result is None:
            result = self._solve_in_child(wanted, deadline)
        elif result:
            self._unread = True
        return result

    def _solve_here(self, assumptions: list[int], deadline: Deadline | None) -> bool | None:
        """The answer found in this process, or None for a call that is left to a child process."""
        budget = UNLIMITED
        if self.backend not in INTERRUPTIBLE:
            budget = self._slice_conflicts()
            if deadline is None:  # no time to keep: a large formula's calls stay in this process, sliced
                budget = max(budget, UNTIMED_FIRST_SLICE_CONFLICTS)
            if not budget:
                return None
        started = time.perf_counter()
        before = self._raw_stats()
        result: bool | None
        try:
            if self.backend in INTERRUPTIBLE:
                quick = min(QUICK_CONFLICTS, self._slice_conflicts())  # 0 on large formulas: no uninterruptible try
                if deadline is None and self.backend in LATE_INTERRUPT:  # no time to keep: fork only if long
                    quick = max(quick, UNTIMED_FIRST_SLICE_CONFLICTS)
                result = self._solve_limited(assumptions, quick) if quick else None
                if result is None:
                    if self.backend in LATE_INTERRUPT:  # its interrupt may come a restart too late
                        return None
                    result = self._solve_until(assumptions, deadline)
            else:
                result = self._solve_in_slices(assumptions, budget, deadline)
        except Timeout:
            self._record(before, started)
            raise
        # On any other exception (Ctrl-C above all) the solver is left alone: CaDiCaL aborts the
        # process if its statistics are read after an interrupted solve.
        self._record(before, started)
        return result

    def _solve_in_slices(self, assumptions: list[int], budget: int, deadline: Deadline | None) -> bool | None:
        """Budgeted calls while each keeps near SLICE_SECONDS and the deadline holds (without one, for
        UNTIMED_SLICING_SECONDS); None: the rest to a child."""
        sliced = 0.0
        while True:
            started = time.perf_counter()
            result = self._solve_limited(assumptions, budget)
            seconds = time.perf_counter() - started
            sliced += seconds
            if result is not None or seconds > OVERRUN_FACTOR * SLICE_SECONDS:
                return result
            if deadline is None:
                if sliced > UNTIMED_SLICING_SECONDS:
                    return None
            else:
                deadline.check()
                if deadline.remaining() < HANDOVER_SECONDS:
                    return None
            budget = min(2 * budget, max(MIN_SLICE_CONFLICTS, int(budget * SLICE_SECONDS / max(seconds, 1e-6))))

    def _slice_conflicts(self) -> int:
        """The conflict budget of the in-process slice under a deadline (0: none, the child does it all)."""
        if self.backend in LATE_INTERRUPT:
            budget = int(SLICE_SECONDS / (max(self._literals, 1) * SECONDS_PER_LITERAL_CONFLICT))
            return min(budget, MAX_SLICE_CONFLICTS) if budget >= FIRST_RESTART_CONFLICTS else 0
        budget = int(SLICE_SECONDS / (max(self._clauses, 1) * SECONDS_PER_CLAUSE_CONFLICT))
        return min(budget, MAX_SLICE_CONFLICTS) if budget >= MIN_SLICE_CONFLICTS else 0

    def _record(self, before: dict[str, int], started: float) -> None:
        after = self._raw_stats()
        self.stats.add(_difference(after, before), time.perf_counter() - started)

    def _solve_until(self, assumptions: list[int], deadline: Deadline | None) -> bool:
        """One call in a helper thread, interrupted at the deadline or when Ctrl-C reaches this thread.

        Budget slices overshoot on MiniSat: its conflicts grew 30 times slower within one search of a
        pigeonhole-hard Skyscrapers, and a 10 s limit returned after 13-19 s. Its interrupt() is exact,
        and PySAT lets go of the GIL while it solves with expect_interrupt.
        """
        self._solver.conf_budget(UNLIMITED)
        outcome: list[bool | BaseException | None] = []
        finished = threading.Event()

        def work() -> None:
            try:
                outcome.append(self._solver.solve_limited(assumptions=assumptions, expect_interrupt=True))
            except BaseException as error:  # noqa: BLE001 - handed to the caller's thread below
                outcome.append(error)
            finally:
                finished.set()

        threading.Thread(target=work, daemon=True).start()
        try:
            waited(finished.wait, deadline)
        finally:  # past the deadline, or Ctrl-C: stop the search before anything else touches the solver
            if not finished.is_set():
                self._solver.interrupt()
                finished.wait()
                self._solver.clear_interrupt()
        result = outcome[0]
        if isinstance(result, BaseException):
            raise result
        if result is None:
            raise Timeout
        return result

    def _solve_limited(self, assumptions: list[int], budget: int) -> bool | None:
        """A budgeted call in this thread; Ctrl-C during it is raised once it returns."""
        self._solver.conf_budget(budget)  # re-armed every call: MiniSat's budget persists across calls
        with quiet_sigint():
            answer: bool | None = self._solver.solve_limited(assumptions=assumptions)
        return answer

    def _solve_in_child(self, assumptions: list[int], deadline: Deadline | None) -> bool:
        """Run the call on a forked copy of this process, which is killed at the deadline or on Ctrl-C."""

        def answer() -> tuple[bool | None, list[int], dict[str, int]]:
            before = self._raw_stats()
            result = self._solver.solve(assumptions=assumptions)
            found = self._solver.get_model() if result else (self._solver.get_core() or [])
            return result, found, _difference(self._raw_stats(), before)

        started = time.perf_counter()
        try:
            result, found, stats = run_forked(answer, deadline)
        except Timeout:
            raise
        except Exception as error:  # noqa: BLE001 - the backend's failure, whatever it raised
            raise RuntimeError(f"{self.backend} failed in its child process: {error}") from None
        self.stats.add(stats, time.perf_counter() - started)
        if result:
            self._model = found
        else:
            self._child_core = found
        return bool(result)

    def _raw_stats(self) -> dict[str, int]:
        try:
            return dict(self._solver.accum_stats() or {})
        except NotImplementedError:
            return {}


def _load(solver: Solver, backend: str, clauses: Iterable[Sequence[int]], literals: bool) -> tuple[int, int]:
    """Add the clauses, looking at the active deadline between chunks; returns how many there were, and their
    literals if asked (0 otherwise: counting costs a pass over the clauses).

    For the solvers of NATIVE_ADD_CLAUSE this calls PySAT's C function directly (both of PySAT's Python layers
    skipped: about 0.5 s of loading a 30x30 Skyscrapers), and records a clause that made the formula
    unsatisfiable the way PySAT does; other solvers go through the inner solver's add_clause.
    """
    inner = solver.solver
    direct = NATIVE_ADD_CLAUSE.get(backend)
    native = getattr(inner, direct[0]) if direct else None
    remaining = iter(clauses)
    count = counted = 0
    while chunk := list(islice(remaining, LOAD_CHUNK)):
        checkpoint()
        # every clause, before looking at the answers; the C function is mapped over (native, clause) pairs: a
        # tenth faster than through a partial
        added = list(map(direct[1], repeat(native), chunk) if direct else map(inner.add_clause, chunk))
        if direct and False in added:
            inner.status = False
        count += len(chunk)
        if literals:
            counted += sum(map(len, chunk))
    return count, counted


def _difference(after: dict[str, int], before: dict[str, int]) -> dict[str, int]:
    return {key: value - before.get(key, 0) for key, value in after.items()}
