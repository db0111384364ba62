"""A reusable solver session with a wall-clock deadline that works on every backend.

PySAT's solve() does not return on a time limit. With a deadline, a MiniSat-family solver first gets a
short conflict budget in the caller's thread, then runs in a helper thread and is interrupted at the
deadline (or on Ctrl-C); CaDiCaL, which has no interrupt, runs budgeted solves in slices that grow
with the time spent, so the clock is checked between slices. Without a deadline a call runs unbudgeted
(PySAT's C layer turns Ctrl-C inside it into an exception, and every new call would cost CaDiCaL its
search schedule). CaDiCaL's budget lasts one call
and MiniSat's is counted from the call that sets it, so the budget is re-armed before every call.
Lingeling has neither: each of its calls runs in a forked child that is killed at the deadline or on Ctrl-C.
"""

from __future__ import annotations

import multiprocessing
import threading
import time
from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import pysolvers
from pysat.solvers import Solver

from satpuzzles.cnf import AtMost
from satpuzzles.solving.backends import (
    INTERRUPTIBLE,
    NATIVE_ADD_ATMOST,
    NO_LIMITED_SOLVE,
    pysat_name,
    require_native_cardinality,
    require_usable,
)

FIRST_SLICE_CONFLICTS = 1_000
MAX_SLICE_CONFLICTS = 1_000_000
UNLIMITED = -1  # conf_budget's "no limit"
SLICE_SECONDS = 0.1  # aim for slices this long: overshoot of a deadline stays well under a second


@dataclass
class SolveStats:
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


class Timeout(Exception):
    """The deadline passed before the solver answered."""


class SessionBase(ABC):
    """What the search needs of a solver: clauses added over time, solves under assumptions, models."""

    backend: str
    stats: SolveStats
    _model: list[int] | None = None

    @abstractmethod
    def add_clause(self, clause: Sequence[int]) -> None: ...

    @abstractmethod
    def solve(self, assumptions: Sequence[int] = (), deadline: float | None = None) -> bool:
        """True (model available) or False; raises Timeout past `deadline` (a time.monotonic())."""

    @abstractmethod
    def close(self) -> None: ...

    def model(self) -> list[int]:
        if self._model is None:
            raise RuntimeError("no model: the last call was not satisfiable")
        return self._model

    def __enter__(self) -> SessionBase:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class Session(SessionBase):
    """One in-process PySAT solver holding a base formula; clauses may be added, assumptions vary per call."""

    def __init__(self, backend: str, clauses: Iterable[Sequence[int]] = (), atmosts: Sequence[AtMost] = ()) -> None:
        self.backend = require_usable(backend)
        if atmosts:
            require_native_cardinality(self.backend)
        self.stats = SolveStats()
        self._solver = Solver(name=pysat_name(self.backend), bootstrap_with=clauses)
        if atmosts:
            handle, add_atmost = NATIVE_ADD_ATMOST[self.backend]
            native = getattr(self._solver.solver, handle)
            for lits, k in atmosts:
                add_atmost(native, lits, k)  # a conflict found here makes the next solve() answer False
        self._forked = self.backend in NO_LIMITED_SOLVE

    def add_clause(self, clause: Sequence[int]) -> None:
        self._solver.add_clause(list(clause))

    def close(self) -> None:
        self._solver.delete()

    def core(self) -> list[int]:
        """The assumptions the last unsatisfiable call needed: a subset that is unsatisfiable already."""
        return list(self._solver.get_core() or [])

    def _abandon(self) -> None:
        """Leak the native solver: after an interrupt inside it, reading or freeing it can crash the process.

        PySAT keeps the native solver in a capsule attribute of its wrapper; clearing that attribute
        makes every later delete() (including the one at garbage collection) a no-op.
        """
        native = getattr(self._solver, "solver", None)
        for name, value in list(vars(native).items()) if native is not None else []:
            if type(value).__name__ == "PyCapsule":
                setattr(native, name, None)

    def solve(self, assumptions: Sequence[int] = (), deadline: float | None = None) -> bool:
        self._model = None
        if self._forked:
            result, model, raw = _solve_in_child(self._solver, list(assumptions), deadline)
            self.stats.add(raw, 0.0)
        else:
            result = self._solve_here(list(assumptions), deadline)
            model = self._solver.get_model() if result else None
        self._model = model
        return result

    def _solve_here(self, assumptions: list[int], deadline: float | None) -> bool:
        started = time.perf_counter()
        before = self._raw_stats()
        try:
            result = self._solve_sliced(assumptions, deadline)
        except Timeout:
            self._record(before, started)
            raise
        # On any other exception (Ctrl-C above all) the solver is left alone: CaDiCaL aborts the
        # process if its statistics are read after an interrupted solve.
        self._record(before, started)
        return result

    def _record(self, before: dict[str, int], started: float) -> None:
        after = self._raw_stats()
        self.stats.add({key: after[key] - before.get(key, 0) for key in after}, time.perf_counter() - started)

    def _solve_sliced(self, assumptions: list[int], deadline: float | None) -> bool:
        if deadline is None:
            # One unbudgeted call: PySAT's C layer still sees Ctrl-C, and each new call costs CaDiCaL
            # its search state (in short slices, a 30x30 Skyscrapers took over 40 s instead of 10 s).
            result = self._solve_limited(assumptions, UNLIMITED)
            if result is None:
                raise RuntimeError(f"{self.backend} stopped without an answer and without a budget")
            return result
        if self.backend in INTERRUPTIBLE:
            if time.monotonic() >= deadline:
                raise Timeout
            # Most calls of an incremental search are short: tried first in this thread, they skip the
            # helper thread, whose start and wake-up cost milliseconds each on a loaded machine.
            quick = self._solve_limited(assumptions, FIRST_SLICE_CONFLICTS)
            return quick if quick is not None else self._solve_until(assumptions, deadline)
        budget = FIRST_SLICE_CONFLICTS
        spent = 0.0
        while True:
            slice_start = time.monotonic()
            if slice_start >= deadline:
                raise Timeout
            result = self._solve_limited(assumptions, budget)
            if result is not None:
                return result
            elapsed = time.monotonic() - slice_start
            spent += elapsed
            # Each call restarts CaDiCaL's search schedule (short slices kept a 30x30 Skyscrapers that
            # solves in 10 s from finishing in 90 s), so slices grow with the time spent so far, which
            # bounds the restarts' share; the deadline caps the next one, which bounds the overshoot.
            seconds = min(max(spent, SLICE_SECONDS), deadline - time.monotonic())
            per_conflict = max(elapsed, 1e-6) / budget
            budget = int(min(max(seconds / per_conflict, FIRST_SLICE_CONFLICTS), MAX_SLICE_CONFLICTS))

    def _solve_until(self, assumptions: list[int], deadline: float) -> bool:
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
            finished.wait(max(deadline - time.monotonic(), 0.0))
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
        self._solver.conf_budget(budget)  # re-armed every call: MiniSat's budget persists across calls
        try:
            answer: bool | None = self._solver.solve_limited(assumptions=assumptions)
            return answer
        except pysolvers.error as error:  # PySAT's C layer reports Ctrl-C as a plain exception
            if "interrupt" in str(error).lower():
                self._abandon()
                raise KeyboardInterrupt from None
            raise

    def _raw_stats(self) -> dict[str, int]:
        try:
            return dict(self._solver.accum_stats() or {})
        except NotImplementedError:
            return {}


def _solve_in_child(
    solver: Solver, assumptions: list[int], deadline: float | None
) -> tuple[bool, list[int] | None, dict[str, int]]:
    """Run solver.solve in a forked copy of this process, so the parent can stop it at any time."""
    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)

    def work() -> None:
        result = solver.solve(assumptions=assumptions)
        model = solver.get_model() if result else None
        sender.send((result, model, dict(solver.accum_stats() or {})))

    child = context.Process(target=work, daemon=True)
    child.start()
    sender.close()
    try:
        while not receiver.poll(0.05):
            if deadline is not None and time.monotonic() >= deadline:
                raise Timeout
            if not child.is_alive() and not receiver.poll(0):
                raise RuntimeError(f"the solver's child process died (exit code {child.exitcode})")
        result, model, stats = receiver.recv()
        return result, model, stats
    finally:
        if child.is_alive():
            child.kill()
        child.join()
        receiver.close()
