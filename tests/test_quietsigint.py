"""No native call lets PySAT catch Ctrl-C by a longjmp (satpuzzles/quietsigint.py): solving and encoding
leave SIGINT to Python, and long calls are stopped from a helper thread or between slices."""

from __future__ import annotations

import threading
from typing import Any

import pycard
import pytest
from pysat.examples.genhard import PHP
from pysat.solvers import Solver
from test_deadline import sliced_cadical

from satpuzzles.cnf import Formula, atmosts_as_clauses, exactly
from satpuzzles.deadline import Deadline
from satpuzzles.quietsigint import pysat_catches_sigint, quiet_sigint
from satpuzzles.solving import session as session_module


def test_pysat_catches_sigint_only_outside_quiet_blocks_on_the_main_thread() -> None:
    assert pysat_catches_sigint()
    with quiet_sigint():
        assert not pysat_catches_sigint()
        with quiet_sigint():
            assert not pysat_catches_sigint()
        assert not pysat_catches_sigint()  # the outer block still holds
    assert pysat_catches_sigint()
    seen: list[bool] = []
    helper = threading.Thread(target=lambda: seen.append(pysat_catches_sigint()))
    helper.start()
    helper.join()
    assert seen == [False]


def watched_calls(monkeypatch: pytest.MonkeyPatch) -> list[tuple[bool, bool]]:
    """(made on the main thread, PySAT would catch Ctrl-C) for every solve_limited call of a session."""
    calls: list[tuple[bool, bool]] = []
    real = Solver.solve_limited

    def watched(self: Solver, *args: Any, **kwargs: Any) -> Any:
        calls.append((threading.current_thread() is threading.main_thread(), pysat_catches_sigint()))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Solver, "solve_limited", watched)
    return calls


@pytest.mark.parametrize("backend", ["minisat22", "cadical195"])
@pytest.mark.parametrize("timed", [False, True])
def test_no_session_call_lets_pysat_catch_ctrl_c(backend: str, timed: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Pigeonhole 7 takes thousands of conflicts: MiniSat's quick try, then its helper thread; CaDiCaL's slices."""
    calls = watched_calls(monkeypatch)
    with session_module.Session(backend, PHP(7).clauses) as session:
        assert not session.solve(deadline=Deadline.after(600) if timed else None)
    assert calls and not any(catches for _, catches in calls)
    on_main = [main for main, _ in calls]
    assert on_main == ([True, False] if backend == "minisat22" else [True] * len(calls))


def test_an_untimed_cadical_call_goes_to_a_child_after_its_slicing_time(monkeypatch: pytest.MonkeyPatch) -> None:
    budgets, children = sliced_cadical(monkeypatch)
    monkeypatch.setattr(session_module, "UNTIMED_SLICING_SECONDS", 0.0)
    with session_module.Session("cadical195", PHP(7).clauses) as session:
        assert not session.solve()
    assert budgets[0] >= session_module.UNTIMED_FIRST_SLICE_CONFLICTS and children[:1] == [1]


def test_the_c_encoders_are_never_asked_to_catch_ctrl_c(monkeypatch: pytest.MonkeyPatch) -> None:
    """pycard's last argument says "main thread: install the longjmp handler"; it is always 0 here."""
    flags: list[int] = []
    for name in ("encode_atmost", "encode_atleast"):
        real = getattr(pycard, name)

        def watched(*args: Any, real: Any = real) -> Any:
            flags.append(args[-1])
            return real(*args)

        monkeypatch.setattr(pycard, name, watched)
    formula = Formula()
    lits = [formula.pool.id(("x", i)) for i in range(30)]
    exactly(formula, lits, 2, "seqcounter")
    formula.atmosts.append((lits, 2))
    assert atmosts_as_clauses(formula)
    assert len(flags) == 3 and set(flags) == {0}


def test_the_backend_probe_leaves_ctrl_c_to_python(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Ctrl-C caught by PySAT in the probe was an error, and the probe called the solver unusable (exit 2)."""
    from satpuzzles.solving.backends import probe_backend

    seen: list[bool] = []
    real = Solver.solve

    def watched(self: Solver, *args: Any, **kwargs: Any) -> Any:
        seen.append(pysat_catches_sigint())
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Solver, "solve", watched)
    assert probe_backend.__wrapped__("minisat22") == (True, "")
    assert seen == [False]
