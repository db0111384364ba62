"""steps and hint: every step re-checked minimal on its own solver, paths replayed to the solution, hints
that name wrong cells, and the grade read off a path."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from pysat.solvers import Solver

import satpuzzles
from satpuzzles.deadline import Deadline, active
from satpuzzles.formats import read_game_id
from satpuzzles.puzzles import type_of
from satpuzzles.puzzles.easyasabc.model import EasyAsABC
from satpuzzles.puzzles.skyscrapers.bounds import bound_closure
from satpuzzles.puzzles.skyscrapers.steps import SkyscrapersSteps
from satpuzzles.puzzles.starbattle.model import StarBattle
from satpuzzles.puzzles.starbattle.steps import StarBattleSteps
from satpuzzles.solving import Status
from satpuzzles.steps import hint, path_json, steps
from satpuzzles.steps.grading import LEVELS, beyond_bound_rules, grade_path
from satpuzzles.steps.search import Step

# Towers game IDs graded Easy and Unreasonable by Simon Tatham's generator (4x4 and 5x5).
TOWERS_EASY = "4:3/4/2/1/2/1/2/2/3/2/1/2/1/2/3/2"
EXAMPLES = Path(__file__).resolve().parent.parent / "satpuzzles" / "examples"


def small_puzzles() -> list[Any]:
    regions = ((0, 0, 0, 0, 1, 1), (0, 0, 2, 0, 0, 0), (3, 0, 2, 0, 4, 4), (5, 2, 2, 4, 4, 4), (5, 5, 2, 4, 4, 4))
    starbattle = StarBattle(6, 1, (*regions, (5, 5, 2, 4, 4, 4)))
    return [
        read_game_id(TOWERS_EASY),
        satpuzzles.load_puzzle(str(EXAMPLES / "easyasabc-5x5.txt")),
        starbattle,
    ]


def literals(step: Step) -> list[int]:
    out = [lit for group in step.groups for lit in group.literals]
    return out + [fact.literal for fact in step.facts]


def forces(solver: Solver, assumptions: list[int], step: Step, top: int, every: bool = False) -> bool:
    """Whether the assumptions leave no model in which one of the step's targets (`every`: of all it decides)
    fails (a fresh guard each time)."""
    guard = top
    claimed = [*step.decided, *step.excluded] if every else step.targets
    solver.add_clause([-guard, *(-t.literal for t in claimed)])
    try:
        return not solver.solve(assumptions=[*assumptions, guard])
    finally:
        solver.add_clause([-guard])


@pytest.mark.parametrize("index", range(3))
def test_every_step_is_forced_by_a_minimal_set_and_the_path_ends_in_the_solution(index: int) -> None:
    puzzle = small_puzzles()[index]
    kind = type_of(puzzle)
    path = steps(puzzle)
    assert path.status is Status.UNIQUE and path.complete and path.steps
    model = kind.stepper(puzzle)
    assert model is not None
    top = model.formula.num_vars + 1
    with Solver(name="glucose4", bootstrap_with=model.formula.clauses) as solver:
        for step in path.steps:
            named = [lit for group in step.groups for lit in group.literals] + [f.literal for f in step.reasons]
            assert forces(solver, named, step, top, every=True)  # all it decides follows from all it names
            top += 1
            members = literals(step)
            assert forces(solver, members, step, top)
            top += 1
            for dropped in range(len(members)):
                assert not forces(solver, members[:dropped] + members[dropped + 1 :], step, top)
                top += 1
    grid: dict[tuple[int, int], Any] = {}
    for step in path.steps:
        for fact in step.decided:
            assert fact.cell not in grid
            grid[fact.cell] = fact.value
    solution = [list(row) for row in kind.codec.solution_to_json(path.solution)]
    assert all(grid[(r, c)] == value for r, row in enumerate(solution) for c, value in enumerate(row))
    assert len(grid) == sum(len(row) for row in solution)


def test_reasons_name_the_puzzle_and_never_variables() -> None:
    puzzle = small_puzzles()[0]
    document = path_json(None, steps(puzzle))
    assert document["complete"] and document["level"] in LEVELS and document["score"] >= 1
    for step in document["steps"]:
        assert step["decided"] or step["excluded"]
        for reason in step["reasons"]:
            assert set(reason) in ({"side", "index", "value"}, {"rule", "index"}, {"row", "column", "value", "fact"})


def test_a_hint_from_a_wrong_position_names_the_wrong_cell_and_only_it() -> None:
    puzzle = small_puzzles()[0]
    solution = satpuzzles.solve(puzzle).solution
    state: list[list[Any]] = [[None] * 4 for _ in range(4)]
    state[0][0] = solution[0][0]
    state[2][1] = solution[2][1] % 4 + 1  # a wrong height
    found = hint(puzzle, state)
    assert found.wrong == [(2, 1)] and found.step is None
    state[2][1] = None
    found = hint(puzzle, state)
    assert found.wrong == [] and found.step is not None
    for fact in found.step.decided:
        assert fact.value == solution[fact.cell[0]][fact.cell[1]] and fact.cell != (0, 0)


def test_a_puzzle_with_several_solutions_has_no_path() -> None:
    open_grid = EasyAsABC(4, "ABC", "....", "....", "....", "....")
    path = steps(open_grid)
    assert path.status is Status.MULTIPLE and not path.steps and path.level is None


def test_an_active_deadline_that_has_passed_stops_the_uniqueness_proof_too() -> None:
    """The web console runs steps and hints inside active(job's deadline), which a cancel makes pass.

    The uniqueness proof before the search must stop at it as well: a timeout, and no solution reported.
    """
    puzzle = read_game_id(TOWERS_EASY)
    passed = Deadline(1e8, lambda: 1e9)  # passed, as a cancelled request's deadline reads
    with active(passed):
        path = steps(puzzle, timeout=600)
        found = hint(puzzle, [[None] * 4 for _ in range(4)], timeout=600)
    assert path.status is Status.TIMEOUT and path.solution is None and not path.steps
    assert found.status is Status.TIMEOUT and found.step is None
    with active(Deadline(1e8, lambda: 0.0)):  # one that has not passed changes nothing
        assert steps(puzzle).complete


def step_costing(cost: float, tier: int) -> Step:
    return Step((), (), (), (), (), cost, tier)


def test_grades_from_the_path_are_stable() -> None:
    assert grade_path([step_costing(1.0, 1), step_costing(1.5, 1)]) == ("easy", 1.5)
    assert grade_path([step_costing(1.0, 1), step_costing(2.5, 2)]) == ("medium", 2.5)
    assert grade_path([step_costing(1.0, 1), step_costing(6.0, 2)]) == ("medium", 3.99)
    assert grade_path([step_costing(1.0, 1), step_costing(9.0, 3)]) == ("hard", 6.25)
    assert grade_path([step_costing(1.0, 1), step_costing(9.0, 3), step_costing(14.0, 3)]) == ("extreme", 9.75)
    assert grade_path([step_costing(9.0, 3)], StarBattleSteps.grade_cuts) == ("easy", 6.25)  # the type's own cuts


# One puzzle per grade of Simon Tatham's Towers generator (4x4); their scores must keep his order.
TATHAM_ORDER = (
    ("4:3/4/2/1/2/1/2/2/3/2/1/2/1/2/3/2", "easy"),  # his Easy
    ("4://1/2///////4/////2,2o", "medium"),  # Hard
    ("4:/2///3///////3///2/,c2h1c", "hard"),  # Extreme
    ("4://2//3/3//////3/3///", "extreme"),  # Unreasonable
)


def test_scores_of_tatham_graded_puzzles_keep_his_order() -> None:
    paths = [steps(read_game_id(game_id)) for game_id, _ in TATHAM_ORDER]
    scores = [path.score or 0.0 for path in paths]
    assert scores == sorted(scores) and len(set(scores)) == len(scores)
    assert [path.level for path in paths] == [level for _, level in TATHAM_ORDER]


# Tatham's Easy (his bound rules and singles solve it) but a dear step on our path; his Hard, with cheap steps.
BOUND_RULES_EASY = "4:2/3/2/1/2/1/2/3/3/3/1/2/1/2/2/3"
NEEDS_EXHAUSTIVE = "4:3//4/2////////////"


def test_a_path_beyond_the_bound_rules_grades_above_one_within_them() -> None:
    easy, hard = steps(read_game_id(BOUND_RULES_EASY)), steps(read_game_id(NEEDS_EXHAUSTIVE))
    assert max(s.cost for s in easy.steps) > max(s.cost for s in hard.steps)  # the dearest step alone misorders them
    assert (easy.level, hard.level) == ("easy", "medium")
    assert (easy.score or 0.0) < (hard.score or 0.0)
    assert beyond_bound_rules(SkyscrapersSteps(read_game_id(NEEDS_EXHAUSTIVE)), hard.steps)
    assert beyond_bound_rules(StarBattleSteps(small_puzzles()[2]), []) is None  # no such rules: scored as before


def test_bound_rules_read_clues_as_tatham_does() -> None:
    puzzle = read_game_id("4:1/4//////////////")  # top clue 1 over column 1, 4 over column 2
    n = puzzle.size
    left = bound_closure(puzzle, {(r, c): set(range(1, n + 1)) for r in range(n) for c in range(n)})
    assert left[(0, 0)] == {4}
    assert [left[(r, 1)] for r in range(n)] == [{1}, {2}, {3}, {4}]
    assert left[(1, 0)] == {1, 3} and left[(0, 2)] == {2, 3}  # the singles: row 1 holds 4 and 1, row 2 a 2


def test_grade_and_steps_give_one_score_whatever_the_backend() -> None:
    # The step search once ran on the engine's backend: `grade` (CaDiCaL) said 5.375 here, `steps` (MiniSat) 5.688.
    puzzle = read_game_id("4:1//4/////////2///3/")
    graded = satpuzzles.grade(puzzle)
    assert graded.method == "steps"
    assert graded.score == steps(puzzle).score == steps(puzzle, backend="cadical195").score
    assert steps(puzzle, backend="glucose4").steps == steps(puzzle).steps


def test_a_star_battle_path_is_graded_by_the_hardest_technique_it_needs() -> None:
    puzzle = small_puzzles()[2]
    path = steps(puzzle)
    assert path.complete and (path.level, path.score) == StarBattleSteps(puzzle).technique_grade()


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=300)


def test_cli_steps_and_hint(tmp_path: Path) -> None:
    puzzle_file = tmp_path / "towers.txt"
    puzzle_file.write_text(TOWERS_EASY + "\n")
    done = run("steps", str(puzzle_file), "--json", "--svg-dir", str(tmp_path / "pictures"))
    assert done.returncode == 0, done.stderr
    document = json.loads(done.stdout)
    assert document["type"] == "skyscrapers" and document["complete"]
    assert len(list((tmp_path / "pictures").glob("step-*.svg"))) == len(document["steps"])
    text = run("steps", str(puzzle_file))
    assert text.returncode == 0 and "clue" in text.stdout and text.stdout.startswith("unique solution in")
    state = tmp_path / "state.json"
    state.write_text(json.dumps([[None] * 4 for _ in range(4)]))
    done = run("hint", str(puzzle_file), "--state", str(state), "--json")
    assert done.returncode == 0 and json.loads(done.stdout)["step"] is not None
    state.write_text(json.dumps([[None] * 3] * 4))
    done = run("hint", str(puzzle_file), "--state", str(state))
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "expected 4 cells" in done.stderr


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"\xff\xfe[[null]]", "cannot read the state: is not UTF-8 text (byte 1)"),  # was an internal error, exit 5
        (b"[" * 5000 + b"]" * 5000, "invalid JSON: nested deeper than 32 levels"),  # was a RecursionError, exit 5
        (b"\xef\xbb\xbf" + json.dumps([[None] * 4] * 3).encode(), "expected 4 rows, found 3"),  # a BOM is read past
    ],
)
def test_a_bad_hint_state_is_one_line(tmp_path: Path, content: bytes, problem: str) -> None:
    puzzle_file = tmp_path / "towers.txt"
    puzzle_file.write_text(TOWERS_EASY + "\n")
    state = tmp_path / "state.json"
    state.write_bytes(content)
    done = run("hint", str(puzzle_file), "--state", str(state))
    assert done.returncode == 2 and done.stderr == f"satpuzzles: error: {state}: {problem}\n", done.stderr


def test_an_svg_dir_that_is_a_file_is_refused_before_the_work(tmp_path: Path) -> None:
    taken = tmp_path / "taken.txt"
    taken.write_text("keep me\n")
    done = run("steps", TOWERS_EASY, "--svg-dir", str(taken))  # was FileExistsError: an internal error, exit 5
    assert done.returncode == 2 and done.stdout == "" and taken.read_text() == "keep me\n"
    assert done.stderr == f"satpuzzles: error: {taken}: is not a directory, expected one for --svg-dir\n"


def test_a_reader_s_path_comes_before_the_technique_grade(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 15x15 Star Battle's technique grade takes seconds: a deadline passing in it still leaves the whole path
    (graded off its steps), where the grade used to run first and leave no step at all."""
    from satpuzzles.deadline import Timeout

    def slow_grade(self: StarBattleSteps) -> tuple[str, float] | None:
        raise Timeout

    monkeypatch.setattr(StarBattleSteps, "technique_grade", slow_grade)
    puzzle = satpuzzles.load_puzzle(type_of(StarBattle).samples[0].text)
    path = steps(puzzle)
    assert path.complete and path.steps and path.level is not None
