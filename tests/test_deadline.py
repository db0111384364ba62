"""One deadline for the whole run: compiling and loading look at it, a timeout there leaves the engine usable.

No test here reads a stopwatch: deadlines run on fake clocks that expire after a number of looks, or have
passed before the call, and the tests assert statuses, what was looked at, and the answers afterwards.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from test_cli import hard_puzzle, run

from satpuzzles import Engine, Status, load, puzzle_to_json, type_of
from satpuzzles.deadline import Deadline, Timeout, active, checkpoint
from satpuzzles.puzzles.starbattle.encode import _regionless_part
from satpuzzles.solving import session as session_module

EXAMPLES = Path(__file__).parents[1] / "satpuzzles" / "examples"


def examples() -> list[tuple[Any, Any]]:
    """(puzzle, its one solution) for every bundled example, one per type."""
    found = []
    for path in sorted(EXAMPLES.glob("*.txt")):
        (record,) = load(path)
        with Engine() as engine:
            result = engine.solve(record.puzzle)
        assert result.status is Status.UNIQUE
        found.append((record.puzzle, result.solution))
    return found


EXAMPLE_PUZZLES = examples()
IDS = [type_of(puzzle).name for puzzle, _ in EXAMPLE_PUZZLES]


class CountingClock:
    """A fake clock: time 0 for the first `looks` reads, then far past any deadline; counts its reads."""

    def __init__(self, looks: int) -> None:
        self.looks = looks
        self.reads = 0

    def __call__(self) -> float:
        self.reads += 1
        return 0.0 if self.reads <= self.looks else 1e9


def expiring_after(looks: int) -> tuple[Deadline, CountingClock]:
    clock = CountingClock(looks)
    return Deadline(1.0, clock), clock


@pytest.fixture(autouse=True)
def uncached_star_battle_parts() -> Iterator[None]:
    """Star Battle caches the layout-free part of its formula; compiled from the cache, it has little to look at."""
    _regionless_part.cache_clear()
    yield
    _regionless_part.cache_clear()


def looks_while_compiling(puzzle: Any, encoding: str = "auto") -> int:
    """How often compiling the puzzle's shape looks at the deadline (with nothing cached before or after)."""
    deadline, clock = expiring_after(10**9)
    with active(deadline):
        type_of(puzzle).compiler.compile(puzzle, encoding)
    _regionless_part.cache_clear()
    return clock.reads


def test_checkpoint_raises_only_past_the_active_deadline() -> None:
    checkpoint()  # no active deadline: nothing to check
    deadline, clock = expiring_after(1)
    with active(deadline):
        checkpoint()
        with pytest.raises(Timeout):
            checkpoint()
    checkpoint()  # the block is over: no deadline is active any more
    assert clock.reads == 2


@pytest.mark.parametrize(("puzzle", "solution"), EXAMPLE_PUZZLES, ids=IDS)
def test_compiling_looks_at_the_deadline_as_it_goes(puzzle: Any, solution: Any) -> None:
    assert looks_while_compiling(puzzle) >= puzzle.size  # at least once per row or line of the grid
    deadline, clock = expiring_after(10**9)
    with Engine() as engine:
        result = engine.solve(puzzle, deadline=deadline)
    assert result.status is Status.UNIQUE and result.solution == solution
    assert clock.reads > puzzle.size  # the compile's looks, the load's and the solves'


@pytest.mark.parametrize(("puzzle", "solution"), EXAMPLE_PUZZLES, ids=IDS)
@pytest.mark.parametrize("backend", ["auto", "cadical195", "minisat22", "lingeling", "external:cadical"])
def test_a_deadline_passing_while_compiling_times_out_and_leaves_nothing_half_built(
    puzzle: Any, solution: Any, backend: str
) -> None:
    with Engine(backend) as engine:
        for looks in (0, 1, looks_while_compiling(puzzle, engine.solver_for(puzzle)[1]) - 1):
            deadline, clock = expiring_after(looks)
            result = engine.solve(puzzle, deadline=deadline)
            assert result.status is Status.TIMEOUT and result.solutions == []
            assert clock.reads == looks + 1  # it stopped at the first look past the deadline
        # The same engine then compiles the shape afresh and answers correctly, with and without a limit.
        assert engine.solve(puzzle, timeout=600).solution == solution
        assert engine.solve(puzzle).status is Status.UNIQUE
        compiler = type_of(puzzle).compiler  # solving compiles a shared shape where the type has one
        compile_shape = compiler.shared.compile if compiler.shared is not None else compiler.compile
        full = compile_shape(puzzle, engine.solver_for(puzzle)[1]).formula
        assert len(engine.template(puzzle).formula.clauses) == len(full.clauses)


def test_a_deadline_passing_while_loading_the_solver_frees_it(monkeypatch: pytest.MonkeyPatch) -> None:
    puzzle, solution = EXAMPLE_PUZZLES[IDS.index("skyscrapers")]
    monkeypatch.setattr(session_module, "LOAD_CHUNK", 100)
    freed: list[bool] = []
    real_delete = session_module.Solver.delete

    def delete(self: Any) -> None:
        freed.append(self.solver is not None)  # False: a repeated delete(), which does nothing
        real_delete(self)

    monkeypatch.setattr(session_module.Solver, "delete", delete)
    with Engine("cadical195") as engine:
        deadline, _ = expiring_after(looks_while_compiling(puzzle) + 3)  # three chunks loaded, then the deadline
        assert engine.solve(puzzle, deadline=deadline).status is Status.TIMEOUT
        assert freed.count(True) == 1  # the half-loaded solver is gone by the time solve() returns
        assert engine.solve(puzzle).solution == solution


@pytest.mark.parametrize("backend", ["minisat22", "cadical195"])
def test_a_deadline_that_passes_early_stops_a_long_solve(backend: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A cancel makes the deadline's clock jump: the call must notice while it solves, not at the planned time.

    The deadline lies 10^8 s ahead until the clock jumps, a few looks into the call. Pigeonhole 10 takes
    minisat22 over a minute (CaDiCaL about as long): a call that waited for the planned time would
    answer UNSAT instead of timing out.
    """
    from pysat.examples.genhard import PHP

    monkeypatch.setattr(session_module, "MIN_SLICE_CONFLICTS", 10**12)  # CaDiCaL: straight to its child
    clock = CountingClock(3)
    with session_module.Session(backend, PHP(10).clauses) as session, pytest.raises(Timeout):
        session.solve(deadline=Deadline(1e8, clock))
    assert clock.reads > 3


def sliced_cadical(monkeypatch: pytest.MonkeyPatch) -> tuple[list[int], list[int]]:
    """CaDiCaL with a first slice of 50 conflicts; the budgets of its in-process calls and a count of its children."""
    monkeypatch.setattr(session_module, "MAX_SLICE_CONFLICTS", 50)
    budgets: list[int] = []
    children: list[int] = []
    real_limited, real_child = session_module.Session._solve_limited, session_module.Session._solve_in_child

    def limited(self: Any, assumptions: list[int], budget: int) -> bool | None:
        budgets.append(budget)
        return real_limited(self, assumptions, budget)

    def child(self: Any, *args: Any) -> bool:
        children.append(1)
        return real_child(self, *args)

    monkeypatch.setattr(session_module.Session, "_solve_limited", limited)
    monkeypatch.setattr(session_module.Session, "_solve_in_child", child)
    return budgets, children


def test_cadical_under_a_deadline_goes_on_in_process_slice_after_slice(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pigeonhole 7 needs thousands of conflicts: slices growing from 50 finish it without a forked child."""
    from pysat.examples.genhard import PHP

    budgets, children = sliced_cadical(monkeypatch)
    with session_module.Session("cadical195", PHP(7).clauses) as session:
        assert not session.solve(deadline=Deadline.after(600))
    assert len(budgets) > 3 and budgets[0] == 50 and children == []
    assert all(later <= 2 * earlier for earlier, later in itertools.pairwise(budgets))


def test_a_deadline_passing_between_cadical_slices_stops_the_call(monkeypatch: pytest.MonkeyPatch) -> None:
    from pysat.examples.genhard import PHP

    budgets, children = sliced_cadical(monkeypatch)
    with session_module.Session("cadical195", PHP(10).clauses) as session, pytest.raises(Timeout):
        session.solve(deadline=Deadline(1e8, CountingClock(3)))
    assert len(budgets) >= 2 and children == []


def test_a_cadical_slice_past_its_planned_time_leaves_the_rest_to_a_child(monkeypatch: pytest.MonkeyPatch) -> None:
    from pysat.examples.genhard import PHP

    budgets, children = sliced_cadical(monkeypatch)
    monkeypatch.setattr(session_module, "OVERRUN_FACTOR", 0)  # every slice took longer than planned
    with session_module.Session("cadical195", PHP(7).clauses) as session:
        assert not session.solve(deadline=Deadline.after(600))
    assert budgets == [50] and children == [1]


def routed_calls(monkeypatch: pytest.MonkeyPatch) -> dict[str, list[int]]:
    """Where a session's calls go: the budgets of its in-process calls, its helper threads and forked children."""
    calls: dict[str, list[int]] = {"budgets": [], "threads": [], "children": []}
    real_limited, real_until = session_module.Session._solve_limited, session_module.Session._solve_until
    real_child = session_module.Session._solve_in_child

    def limited(self: Any, assumptions: list[int], budget: int) -> bool | None:
        calls["budgets"].append(budget)
        return real_limited(self, assumptions, budget)

    def until(self: Any, *args: Any) -> bool:
        calls["threads"].append(1)
        return real_until(self, *args)

    def child(self: Any, *args: Any) -> bool:
        calls["children"].append(1)
        return real_child(self, *args)

    monkeypatch.setattr(session_module.Session, "_solve_limited", limited)
    monkeypatch.setattr(session_module.Session, "_solve_until", until)
    monkeypatch.setattr(session_module.Session, "_solve_in_child", child)
    return calls


def long_clauses() -> list[list[int]]:
    """3,000 clauses of 100 literals each over 1,000 variables (seed 1): satisfiable at once, but 300,000
    literals, where a Glucose conflict can take milliseconds and its interrupt waits for a restart."""
    import random

    rng = random.Random(1)
    return [[rng.choice((1, -1)) * v for v in rng.sample(range(1, 1001), 100)] for _ in range(3000)]


@pytest.mark.parametrize("backend", sorted(session_module.LATE_INTERRUPT))
def test_a_glucose_line_call_past_its_budget_goes_to_a_child_not_an_interrupted_thread(
    backend: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Glucose looks at an interrupt only between restarts (a blank 100x100 Akari ran 90 s past a 2 s limit),
    MapleCM's came 5 s late there."""
    from pysat.examples.genhard import PHP

    calls = routed_calls(monkeypatch)
    with session_module.Session(backend, PHP(8).clauses) as session:  # 42,000-48,000 conflicts
        assert not session.solve(deadline=Deadline.after(600))
    assert calls == {"budgets": [session_module.QUICK_CONFLICTS], "threads": [], "children": [1]}


@pytest.mark.parametrize("backend", ["glucose4", "gluecard4"])
def test_a_glucose_line_budget_is_sized_by_literals(backend: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """3,000 clauses would give MiniSat an in-process try; their 300,000 literals give Glucose none."""
    calls = routed_calls(monkeypatch)
    clauses = long_clauses()
    with session_module.Session(backend, clauses) as session:
        assert session.solve(deadline=Deadline.after(600))
        model = set(session.model())
    assert all(model.intersection(clause) for clause in clauses)
    assert calls == {"budgets": [], "threads": [], "children": [1]}
    calls["children"].clear()
    with session_module.Session("minisat22", clauses) as session:
        assert session.solve(deadline=Deadline.after(600))
    assert calls["budgets"] == [session_module.QUICK_CONFLICTS] and calls["children"] == []


def test_a_glucose_line_call_without_a_limit_tries_in_process_first(monkeypatch: pytest.MonkeyPatch) -> None:
    """Only Ctrl-C can stop it: a short call never forks, however large the formula."""
    calls = routed_calls(monkeypatch)
    with session_module.Session("glucose4", long_clauses()) as session:
        assert session.solve()
    assert calls == {"budgets": [session_module.UNTIMED_FIRST_SLICE_CONFLICTS], "threads": [], "children": []}


def test_clauses_added_one_by_one_or_many_at_once_look_at_the_deadline() -> None:
    """An encoder building a large part in one go (every small piece of a blank 216x216 Nurikabe: 4.5 s CPU)."""
    from satpuzzles.cnf import Formula

    formula = Formula()
    with active(Deadline(0.0)), pytest.raises(Timeout):  # long past
        for var in range(1, 5000):
            formula.add([var])
    assert len(formula.clauses) == 4096  # the look at 4,096 clauses held
    formula = Formula()
    with active(Deadline(0.0)):
        formula.extend([var] for var in range(1, 4000))  # no multiple of 4,096 passed: no look
        with pytest.raises(Timeout):
            formula.extend([var] for var in range(1, 200))


def test_a_look_at_the_clause_budget_is_a_look_at_the_deadline_too() -> None:
    """Counters and sums build their clauses in place and look at the budget between parts (spend)."""
    from satpuzzles.cnf import Formula
    from satpuzzles.cnf.budget import spend
    from satpuzzles.cnf.counter import unary_counter

    spend(10)  # no deadline active: nothing to look at
    with active(Deadline(0.0)):
        with pytest.raises(Timeout):
            spend(10)
        with pytest.raises(Timeout):
            unary_counter(Formula(), [1, 2, 3], 2)


def test_the_kernels_board_walks_look_at_the_deadline() -> None:
    """Small pieces, grid neighbours and a cut finder's graph are built before any clause on a large board."""
    from satpuzzles.typekit.constraints import grid
    from satpuzzles.typekit.constraints.connectivity import connectivity_cuts
    from satpuzzles.typekit.constraints.regions import placements

    cells = grid.cells(20, 20)
    literals = {cell: i + 1 for i, cell in enumerate(cells)}
    with active(Deadline(0.0)):
        with pytest.raises(Timeout):
            placements(cells, 3)
        with pytest.raises(Timeout):
            grid.adjacency(20, 20)
    adjacency = grid.adjacency(20, 20)
    with active(Deadline(0.0)), pytest.raises(Timeout):
        connectivity_cuts(literals, adjacency)


def test_a_cut_round_and_a_rule_check_look_at_the_deadline() -> None:
    """Between two solver calls of a lazy type on a large board: the cuts, then the checker's walks (1 s at 448x448)."""
    from satpuzzles.typekit.constraints import grid
    from satpuzzles.typekit.constraints.connectivity import connectivity_cuts
    from satpuzzles.typekit.constraints.lazy import Truth
    from satpuzzles.typekit.shading import touching

    cells = grid.cells(6, 6)
    literals = {cell: i + 1 for i, cell in enumerate(cells)}
    finder = connectivity_cuts(literals, grid.adjacency(6, 6))
    split = [v if (v - 1) % 6 != 2 else -v for v in range(1, 37)]  # column 3 off: two pieces
    assert finder(Truth(split))  # cuts, outside any deadline
    with active(Deadline(0.0)):
        with pytest.raises(Timeout):
            finder(Truth(split))
        with pytest.raises(Timeout):
            touching(["##", "##"], "#")


def test_a_solving_book_states_many_rules_in_batches_looking_between_them() -> None:
    """40,000 "is lit" clauses of 400 literals (a blank 200x200 Akari) were one extend: 1.2 s CPU unlooked."""
    from satpuzzles.typekit.rulebook import LOOK_EVERY, RuleBook

    made = itertools.count()
    instances = (([(0, next(made))], [[1, 2]]) for _ in range(10 * LOOK_EVERY))
    book = RuleBook(guarded=False)
    with active(Deadline(1e8, CountingClock(2))), pytest.raises(Timeout):
        book.each_rule("line", instances, lambda cells: "unused")
    assert LOOK_EVERY <= next(made) <= 3 * LOOK_EVERY  # stopped after a batch or two, not at the end


@pytest.mark.parametrize("backend", ["cadical195", "lingeling"])
def test_a_call_in_a_child_process_gives_its_own_core(backend: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """explain reads cores under a deadline: the parent's solver never made that call, the child's core counts."""
    monkeypatch.setattr(session_module, "MIN_SLICE_CONFLICTS", 10**12)  # CaDiCaL: straight to its child
    with session_module.Session(backend, [[-1, -2], [3, 4]]) as session:
        assert not session.solve([1, 2, 3], deadline=Deadline.after(600))
        assert set(session.core()) == {1, 2}
        assert session.solve([1, 3], deadline=Deadline.after(600)) and session.model()[:3] == [1, -2, 3]


@pytest.mark.parametrize("timeout", [1e-6, 0.0])
def test_a_tiny_or_spent_limit_times_out_and_the_engine_solves_the_next_puzzle(timeout: float) -> None:
    puzzle, solution = EXAMPLE_PUZZLES[IDS.index("skyscrapers")]
    with Engine() as engine:
        assert engine.solve(puzzle, timeout=timeout).status is Status.TIMEOUT
        assert engine.solve(puzzle, deadline=Deadline(0.0)).status is Status.TIMEOUT  # long past
        result = engine.solve(puzzle)
    assert result.status is Status.UNIQUE and result.solution == solution


def test_calls_without_a_limit_keep_the_active_deadline() -> None:
    """A generator asks the engine without a limit of its own; the command's deadline, made active, still holds."""
    puzzle, solution = EXAMPLE_PUZZLES[IDS.index("skyscrapers")]
    with Engine() as engine:
        with active(Deadline(0.0)):  # long past
            with pytest.raises(Timeout):
                engine.other_solution(puzzle, solution)
            with pytest.raises(Timeout):
                engine.template(puzzle)
            assert engine.solve(puzzle).status is Status.TIMEOUT
            assert engine.solve(puzzle, timeout=600).status is Status.TIMEOUT  # the earlier of the two
        assert engine.other_solution(puzzle, solution) is None  # no deadline active: answered
        assert engine.solve(puzzle).status is Status.UNIQUE


def test_timeout_and_deadline_together_are_refused() -> None:
    puzzle, _ = EXAMPLE_PUZZLES[0]
    with Engine() as engine, pytest.raises(ValueError, match="not both"):
        engine.solve(puzzle, timeout=1, deadline=Deadline.after(1))


@pytest.mark.parametrize("backend", ["cadical195", "lingeling"])
def test_a_solve_left_to_a_child_process_answers_like_one_in_process(
    backend: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """CaDiCaL past its in-process slice, and Lingeling always, solve in a forked child under a deadline."""
    monkeypatch.setattr(session_module, "MIN_SLICE_CONFLICTS", 10**12)  # no in-process slice at all
    children: list[int] = []
    real = session_module.Session._solve_in_child

    def counted(self: Any, *args: Any) -> bool:
        children.append(1)
        return real(self, *args)

    monkeypatch.setattr(session_module.Session, "_solve_in_child", counted)
    for puzzle, solution in EXAMPLE_PUZZLES:
        with Engine(backend) as engine:
            result = engine.solve(puzzle, deadline=Deadline.after(600))
        assert result.status is Status.UNIQUE and result.solution == solution
        assert result.stats.conflicts >= 0 and result.stats.decisions > 0  # counted in the child, sent back
    assert len(children) == 2 * len(EXAMPLE_PUZZLES)  # the solution and the uniqueness proof


def test_the_cli_limit_covers_compiling(tmp_path: Path) -> None:
    """A 25x25 takes far longer than a millisecond to compile: the limit is reported, with exit 4."""
    path = tmp_path / "big.json"
    path.write_text(json.dumps(puzzle_to_json(hard_puzzle())))
    done = run("solve", str(path), "--timeout", "0.001", "--json")
    assert done.returncode == 4, done.stderr
    assert '"status": "timeout"' in done.stdout


def test_the_fake_clock_is_what_the_deadline_reads() -> None:
    ticks = itertools.count()

    def clock() -> float:
        return float(next(ticks))

    deadline = Deadline.after(3, clock)  # read once: at = 3
    assert not deadline.expired() and deadline.remaining() == 1.0  # reads 1, then 2
    assert deadline.expired()  # 3


def test_the_random_solution_sampler_stops_at_the_active_deadline() -> None:
    from random import Random

    from satpuzzles.generate.oracle import Oracle
    from satpuzzles.puzzles import get_type
    from satpuzzles.typekit.generating import Options

    blank = get_type("masyu").generator.blank(Options("masyu", 4))  # type: ignore[union-attr,misc]
    with Oracle("auto") as oracle:
        oracle.random_solution(blank, Random(0))  # compiled and loaded before the deadline: only questions remain
        with active(Deadline(0.0, clock=lambda: 1.0)), pytest.raises(Timeout):
            oracle.random_solution(blank, Random(1))
