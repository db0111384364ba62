"""`steps`, `hint` and `grade` keep the run's one deadline: no solver call is made without looking at it.

No stopwatch: the deadlines run on fake clocks that expire after a number of looks (or have passed before
the call), and the tests assert that no solver is asked anything once the clock reads past the deadline,
that the work ends as a timeout and never as an error, and what the commands print and exit with.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from pysat.solvers import Solver
from typer.testing import CliRunner

from satpuzzles import Engine, Status, load
from satpuzzles.cli import app
from satpuzzles.deadline import Deadline, Timeout, active
from satpuzzles.generate import grading
from satpuzzles.puzzles import all_types, get_type
from satpuzzles.steps import hint_with, steps_with
from satpuzzles.steps import run as steps_run
from satpuzzles.steps.slices import Slice
from satpuzzles.typekit.spec import PuzzleSpec

FAR = 1e6  # the deadline's time; the fake clock reads 0 before it expires and far past it after


def smallest_sample(kind: PuzzleSpec[Any, Any]) -> Any:
    texts = sorted((sample.text for sample in kind.samples), key=len)
    return kind.text.read(texts[0])[0]


def small(puzzle: Any) -> bool:
    """Few enough cells that a path walked ten times takes seconds (a 16x16 Sudoku's takes minutes)."""
    model = steps_run.step_model(puzzle)
    return model.rows * model.columns <= 64


def stepper_kind(kind: PuzzleSpec[Any, Any]) -> str:
    """Which step implementation a type runs: every rule-book type shares one, the others have their own."""
    return "rule book" if getattr(kind.stepper, "__qualname__", "").startswith("book_stepper") else kind.name


def cells(puzzle: Any) -> int:
    model = steps_run.step_model(puzzle)
    return model.rows * model.columns


# Each step implementation on its smallest samples: the rule book's on the BOOK_TYPES smallest (it is one code
# path whatever the rules; every type's own walk would take minutes), each other stepper on its own.
BOOK_TYPES = 4
_SMALL = sorted(
    (
        (cells(puzzle), kind.name, stepper_kind(kind), puzzle)
        for kind in all_types()
        if kind.stepper and kind.samples and small(puzzle := smallest_sample(kind))
    ),
    key=lambda row: (row[0], row[1]),
)
STEPPED = [
    pytest.param(puzzle, id=name)
    for n, (_, name, implementation, puzzle) in enumerate(_SMALL)
    if implementation != "rule book" or [row[2] for row in _SMALL[:n]].count("rule book") < BOOK_TYPES
]


class ExpiringClock:
    """Time 0 for the first `looks` reads, then far past the deadline.

    Counts the solver calls made without a look at the clock since the call before (`unpolled`).
    """

    def __init__(self, looks: int) -> None:
        self.looks = looks
        self.reads = 0
        self.calls = 0
        self.unpolled = 0
        self._looked = False

    def __call__(self) -> float:
        self.reads += 1
        self._looked = True
        return 0.0 if self.reads <= self.looks else 2 * FAR

    def solver_called(self) -> None:
        self.calls += 1
        self.unpolled += not self._looked
        self._looked = False


@pytest.fixture
def clock_box(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[ExpiringClock]]:
    """Every call of the step search and the re-check goes through Slice._ask, every probe through propagate."""
    box: list[ExpiringClock] = []
    asked, propagate = Slice._ask, Solver.propagate

    def counted_ask(self: Slice, assumptions: list[int]) -> bool:
        if box:
            box[0].solver_called()
        return asked(self, assumptions)

    def counted_propagate(self: Solver, *args: Any, **kwargs: Any) -> Any:
        if box:
            box[0].solver_called()
        return propagate(self, *args, **kwargs)

    monkeypatch.setattr(Slice, "_ask", counted_ask)
    monkeypatch.setattr(Solver, "propagate", counted_propagate)
    yield box


def empty_position(puzzle: Any) -> list[list[Any]]:
    model = steps_run.step_model(puzzle)
    return [[None] * model.columns for _ in range(model.rows)]


def walk(puzzle: Any, looks: int, box: list[ExpiringClock], hint: bool = False) -> tuple[Any, ExpiringClock]:
    position = empty_position(puzzle)
    clock = ExpiringClock(looks)
    box[:] = [clock]
    with Engine() as engine, active(Deadline(FAR, clock)):
        found = hint_with(engine, puzzle, position) if hint else steps_with(engine, puzzle)
    return found, clock


@pytest.mark.parametrize("puzzle", STEPPED)
def test_no_solver_call_of_steps_comes_after_the_deadline(puzzle: Any, clock_box: list[ExpiringClock]) -> None:
    """The deadline expires at looks spread over a whole run: before the proof, in the step model, mid-path."""
    whole, clock = walk(puzzle, 10**9, clock_box)
    assert whole.complete and clock.calls > 10 and clock.unpolled == 0, f"{clock.unpolled} of {clock.calls} unpolled"
    total = clock.reads
    # expiring before the proof, in the step model, mid-path and at the end
    for looks in sorted({0, total // 50, total // 7, total // 2, total - 2}):
        path, clock = walk(puzzle, looks, clock_box)
        assert clock.unpolled == 0
        assert path.status in (Status.TIMEOUT, Status.UNIQUE)  # before the proof ended, or during the path
        decided = {fact.cell for step in path.steps for fact in step.decided}
        assert decided.isdisjoint(path.unexplained)
        assert (path.level is not None) == path.complete == (path.status is Status.UNIQUE and not path.unexplained)
        if looks < total // 2:
            assert not path.complete


@pytest.mark.parametrize("puzzle", STEPPED)
def test_no_solver_call_of_a_hint_comes_after_the_deadline(puzzle: Any, clock_box: list[ExpiringClock]) -> None:
    found, clock = walk(puzzle, 10**9, clock_box, hint=True)
    assert found.step is not None and clock.calls > 2 and clock.unpolled == 0
    total = clock.reads
    for looks in sorted({0, total // 10, total // 2}):
        found, clock = walk(puzzle, looks, clock_box, hint=True)
        assert clock.unpolled == 0
        assert found.status is Status.TIMEOUT and found.step is None


@pytest.mark.parametrize("method", ["steps", "probing"])
def test_grade_stops_at_the_deadline_in_the_proof_the_path_or_the_probes(
    method: str, clock_box: list[ExpiringClock]
) -> None:
    puzzle = STEPPED[0].values[0]
    clock_box[:] = [clock := ExpiringClock(10**9)]
    with active(Deadline(FAR, clock)):
        assert grading.grade(puzzle, method=method).level is not None
    assert clock.calls > 2 and clock.unpolled == 0
    total = clock.reads
    for looks in (0, total // 3, total // 2):
        clock_box[:] = [clock := ExpiringClock(looks)]
        with active(Deadline(FAR, clock)):
            graded = grading.grade(puzzle, method=method)
        assert graded.status is Status.TIMEOUT and graded.level is None and clock.unpolled == 0


def test_grade_by_techniques_stops_at_the_deadline_anywhere(clock_box: list[ExpiringClock]) -> None:
    """A type graded by its techniques (Towers) builds its step model after the proof: a deadline ending
    there, or in the techniques, is an ungraded timeout, not an exception (it was exit 5 in `grade`)."""
    (sample,) = [kind.samples[0] for kind in all_types() if kind.name == "skyscrapers"]
    puzzle = get_type("skyscrapers").text.read(sample.text)[0]
    clock_box[:] = [clock := ExpiringClock(10**9)]
    with active(Deadline(FAR, clock)):
        assert grading.grade(puzzle).level is not None
    total = clock.reads
    for looks in sorted({0, total // 4, total // 2, 3 * total // 4, total - 1}):
        clock_box[:] = [clock := ExpiringClock(looks)]
        with active(Deadline(FAR, clock)):
            graded = grading.grade(puzzle)
        assert graded.status is Status.TIMEOUT and graded.level is None, looks


PASSED = Deadline(1.0, lambda: 2.0)


@pytest.fixture
def puzzle_file(tmp_path: Path) -> Path:
    (sample,) = [kind.samples[0] for kind in all_types() if kind.name == "skyscrapers"]
    path = tmp_path / "towers.txt"
    path.write_text(sample.text)
    return path


def test_steps_past_its_limit_says_so_and_exits_4(puzzle_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(steps_run, "within", lambda seconds: PASSED)
    done = CliRunner().invoke(app, ["steps", str(puzzle_file), "--timeout", "5"])
    assert done.exit_code == 4 and done.stdout == "timeout: uniqueness not proved within 5 s, so no steps\n"


def test_hint_past_its_limit_says_so_and_exits_4(
    puzzle_file: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from satpuzzles.cli import steps as steps_cli

    state = tmp_path / "state.json"
    (record,) = load(puzzle_file)
    state.write_text(json.dumps(empty_position(record.puzzle)))
    monkeypatch.setattr(steps_cli, "start", lambda seconds: PASSED)
    done = CliRunner().invoke(app, ["hint", str(puzzle_file), "--state", str(state), "--timeout", "5"])
    assert done.exit_code == 4 and done.stdout == "timeout: no hint found within 5 s\n"


def test_grade_past_its_limit_says_so_and_exits_4(puzzle_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(grading, "within", lambda seconds: PASSED)
    done = CliRunner().invoke(app, ["grade", str(puzzle_file), "--timeout", "5"])
    assert done.exit_code == 4 and done.stdout == "ungraded (timeout)\n"


def pigeonhole(holes: int) -> list[list[int]]:
    """holes + 1 pigeons in `holes` holes: unsatisfiable, and far more conflicts than one poll's budget."""
    var = {(p, h): p * holes + h + 1 for p in range(holes + 1) for h in range(holes)}
    each = [[var[p, h] for h in range(holes)] for p in range(holes + 1)]
    apart = [[-var[p, h], -var[q, h]] for h in range(holes) for p in range(holes + 1) for q in range(p)]
    return each + apart


@pytest.mark.parametrize("backend", ["glucose4", "cadical195", "minisat22"])
def test_a_long_call_on_a_slice_stops_at_the_deadline(backend: str) -> None:
    """One call that would search for minutes gives up after one conflict budget once the deadline has passed."""
    hard = Slice(backend, pigeonhole(11))
    try:
        with active(PASSED), pytest.raises(Timeout):
            hard.solve([])
    finally:
        hard.close()


def test_a_call_on_a_slice_without_a_deadline_is_answered() -> None:
    easy = Slice("glucose4", pigeonhole(3))
    try:
        assert easy.solve([]) is False
    finally:
        easy.close()
