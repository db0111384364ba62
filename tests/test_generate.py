"""Generation and grading: uniqueness re-proven elsewhere, minimality, determinism, grades, Latin squares."""

from __future__ import annotations

import json
import subprocess
import sys
from collections import Counter
from dataclasses import replace
from itertools import combinations, permutations
from pathlib import Path
from random import Random
from typing import Any

import pytest
from readiness import interrupt, start_until

import satpuzzles
from satpuzzles import Engine, GaveUp, PuzzleError, Status, type_of
from satpuzzles.generate import Generated, Level, core, grading, random_latin_square
from satpuzzles.generate.grading import reasoning_depth
from satpuzzles.generate.oracle import Oracle
from satpuzzles.generate.parts import hint_parts
from satpuzzles.generate.writer import PuzzleWriter, as_text
from satpuzzles.puzzles.easyasabc.rules import first_letter
from satpuzzles.puzzles.skyscrapers import Skyscrapers
from satpuzzles.puzzles.starbattle.model import BLOCKED
from satpuzzles.puzzles.starbattle.steps import StarBattleSteps
from satpuzzles.solving.session import Session
from satpuzzles.steps.grading import THRESHOLDS
from satpuzzles.steps.search import WIDE_TIER
from satpuzzles.typekit.grid import SIDES, line_cells
from satpuzzles.typekit.visibility import seen_clues

OTHER_BACKEND = "glucose4"  # generation runs on the default, CaDiCaL: re-check on another solver

CASES: list[tuple[str, dict[str, Any]]] = [
    ("skyscrapers", {"size": 4}),
    ("skyscrapers", {"size": 5}),
    ("skyscrapers", {"size": 5, "max_height": 4}),
    ("skyscrapers", {"size": 5, "diagonal": True}),
    ("skyscrapers", {"size": 7}),  # big enough for the core to hide many hints at once
    ("easyasabc", {"size": 5}),
    ("easyasabc", {"size": 6, "letters": 4, "diagonal": True}),
    ("starbattle", {"size": 6}),
    ("starbattle", {"size": 8, "blocked": 3}),
]


def made(type_name: str, count: int = 3, **choices: Any) -> list[Generated]:
    return list(satpuzzles.generate(type_name, count=count, seed=11, **choices))


@pytest.fixture(scope="module")
def other_engine():
    with Engine(OTHER_BACKEND) as engine:
        yield engine


@pytest.fixture(scope="module")
def generated() -> dict[int, list[Generated]]:
    return {i: made(type_name, **choices) for i, (type_name, choices) in enumerate(CASES)}


def run(*args: str) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, timeout=120)


# --- uniqueness and minimality -------------------------------------------------------------------


@pytest.mark.parametrize("case", range(len(CASES)), ids=lambda i: f"{CASES[i][0]}-{CASES[i][1]}")
def test_generated_puzzles_are_unique_on_another_backend(case: int, generated, other_engine) -> None:
    type_name, choices = CASES[case]
    for puzzle in generated[case]:
        assert type_of(puzzle.puzzle).name == type_name and puzzle.puzzle.size == choices["size"]
        result = other_engine.solve(puzzle.puzzle)
        assert result.status is Status.UNIQUE
        assert result.solution == puzzle.solution
        assert puzzle.grade is None  # not asked for: generation grades only what the request needs


def hints_of(puzzle: Any) -> list[Any]:
    """Every shown clue and given, as a copy of the puzzle with just that one hidden."""
    n, empty = puzzle.size, (0 if isinstance(puzzle, Skyscrapers) else ".")
    variants = []
    for side in SIDES:
        clues = list(puzzle.clues(side))
        for i, clue in enumerate(clues):
            if clue != empty:
                hidden = [*clues[:i], empty, *clues[i + 1 :]]
                variants.append(replace(puzzle, **{side: tuple(hidden) if empty == 0 else "".join(hidden)}))
    for r in range(n):
        for c in range(n):
            if puzzle.givens is not None and puzzle.givens[r][c] not in (None, "."):
                rows = [list(row) for row in puzzle.givens]
                rows[r][c] = None if empty == 0 else "."
                givens = tuple(tuple(row) if empty == 0 else "".join(row) for row in rows)
                variants.append(replace(puzzle, givens=givens))
    return variants


@pytest.mark.parametrize("case", [i for i, (name, _) in enumerate(CASES) if name != "starbattle"])
def test_minimal_puzzles_lose_uniqueness_without_any_single_hint(case: int, generated, other_engine) -> None:
    for puzzle in generated[case]:
        variants = hints_of(puzzle.puzzle)
        assert len(variants) == puzzle.generation["clues"] + puzzle.generation["givens"]
        for variant in variants:
            assert other_engine.solve(variant).status is Status.MULTIPLE


def test_the_hints_a_uniqueness_core_names_are_unique_alone(other_engine) -> None:
    """What lets generation hide many hints at once: each clue is two assumption literals, a given one."""
    n = 6
    solution = random_latin_square(n, Random(2))
    seen = seen_clues(solution)

    def build(hints: set[Any]) -> Skyscrapers:
        sides = {side: tuple(seen[side][i] if (side, i) in hints else 0 for i in range(n)) for side in SIDES}
        givens = tuple(tuple(solution[r][c] if (r, c) in hints else None for c in range(n)) for r in range(n))
        return Skyscrapers(n, givens=givens, **sides)

    every = [*((side, i) for side in SIDES for i in range(n)), *((r, c) for r in range(n) for c in range(n))]
    blank = build(set())
    with Oracle("auto") as oracle:
        template = oracle.template(blank)
        base = set(template.assumptions(blank))

        def literals_of(hint: Any) -> list[int]:
            return [lit for lit in template.assumptions(build({hint})) if lit not in base]

        with oracle.hint_questions(blank, solution, literals_of) as questions:
            core = questions.sufficient(every)
            assert questions.sufficient([("top", 0)]) is None  # one clue leaves other solutions
    assert core is not None and 0 < len(core) < len(every)
    assert other_engine.solve(build(set(core))).status is Status.UNIQUE


def test_leaving_out_hidden_clues_machinery_keeps_the_solutions_of_the_shown_ones() -> None:
    """HintQuestions.narrow's premise: without the clauses only hidden clues reach, the shown clues allow
    the same grids as on the whole formula (a grid is its primary cell literals)."""
    solution = random_latin_square(4, Random(1))
    seen = seen_clues(solution)
    shown = {("top", 0), ("left", 2), ("bottom", 3)}
    puzzle = Skyscrapers(
        4, **{side: tuple(seen[side][i] if (side, i) in shown else 0 for i in range(4)) for side in SIDES}
    )
    template = type_of(puzzle).compiler.compile(puzzle, "auto")
    parts = hint_parts(template)
    every = template.assumptions(replace(puzzle, **{side: tuple(seen[side]) for side in SIDES}))
    hidden_parts = parts.part_of(every) - parts.part_of(template.assumptions(puzzle))
    assert len(hidden_parts) == 4 * 4 - len(shown) and not parts.part_of(template.solution_literals(solution))

    def grids(clauses: list[Any]) -> set[tuple[int, ...]]:
        found = set()
        with Session("minisat22", clauses) as session:
            while session.solve(template.assumptions(puzzle)):
                model = set(session.model())
                grid = tuple(lit for lit in template.solution_literals(template.decode(session.model())))
                assert all(lit in model for lit in grid)
                found.add(grid)
                session.add_clause([-lit for lit in grid])
        return found

    narrowed = parts.clauses_without(hidden_parts)
    assert len(narrowed) < len(template.formula.clauses)
    assert grids(narrowed) == grids(template.formula.clauses) and len(grids(narrowed)) > 1


def test_easy_as_abc_gives_givens_only_when_every_clue_together_is_not_enough(other_engine) -> None:
    for puzzle in made("easyasabc", count=6, size=5, letters=2):
        if puzzle.generation["givens"]:
            p = puzzle.puzzle
            every_clue = replace(
                p, givens=None, **{side: "".join(solved_clues(p, puzzle.solution, side)) for side in SIDES}
            )
            assert other_engine.solve(every_clue).status is Status.MULTIPLE


def solved_clues(puzzle: Any, solution: Any, side: str) -> list[str]:
    return [first_letter([solution[r][c] for r, c in line_cells(side, i, puzzle.size)]) for i in range(puzzle.size)]


def test_clue_probability_keeps_extra_clues_unless_minimal(other_engine) -> None:
    everything = made("skyscrapers", count=2, size=5, clue_probability=1.0)
    for puzzle in everything:
        assert puzzle.generation["clues"] == 20  # every clue shown, none hidden again
        assert other_engine.solve(puzzle.puzzle).status is Status.UNIQUE
    repaired = made("skyscrapers", count=3, size=6, clue_probability=0.0)  # every clue hidden, then added back
    assert sum(puzzle.generation["givens"] for puzzle in repaired) > 0
    for puzzle in repaired:
        assert other_engine.solve(puzzle.puzzle).status is Status.UNIQUE
        without_one_given = hints_of(puzzle.puzzle)[puzzle.generation["clues"] :]  # extra clues stay, givens do not
        assert all(other_engine.solve(v).status is Status.MULTIPLE for v in without_one_given)
    minimal = made("skyscrapers", count=2, size=5, clue_probability=0.8, minimal=True)
    for puzzle in minimal:
        assert all(other_engine.solve(v).status is Status.MULTIPLE for v in hints_of(puzzle.puzzle))


def test_star_battle_regions_hold_the_stars_and_blocked_cells_stay_within_the_limit() -> None:
    for puzzle in made("starbattle", count=3, size=10, stars=2, blocked=2):
        p, solution = puzzle.puzzle, puzzle.solution
        assert type_of(p).checker.violations(p, solution) == []
        assert sum(row.count(BLOCKED) for row in p.regions) == puzzle.generation["blocked"] <= 2
        assert len(p.region_cells()) == 10


# --- determinism ----------------------------------------------------------------------------------


def test_same_seed_same_puzzles_and_puzzle_i_ignores_the_ones_before() -> None:
    for type_name, choices in [("skyscrapers", {"size": 5, "max_height": 4}), ("starbattle", {"size": 7})]:
        first = [p.to_json() for p in made(type_name, **choices)]
        assert first == [p.to_json() for p in made(type_name, **choices)]
        assert len({json.dumps(p["solution"]) for p in first}) == 3
        alone = [p.to_json() for p in made(type_name, count=1, start=2, **choices)]  # its own, fresh sessions
        assert alone == first[2:]


def test_clue_puzzles_do_not_depend_on_the_backend() -> None:
    """The solver only answers yes/no questions there; Star Battle follows its counter-solutions instead."""
    for type_name, choices in [("skyscrapers", {"size": 5, "max_height": 4}), ("easyasabc", {"size": 5})]:
        ours = [(p.puzzle, p.solution) for p in made(type_name, count=2, **choices)]
        theirs = [(p.puzzle, p.solution) for p in made(type_name, count=2, backend=OTHER_BACKEND, **choices)]
        assert ours == theirs


def test_other_solution_blocks_the_known_one_and_leaves_the_session_clean() -> None:
    open_grid = Skyscrapers(4, (0,) * 4, (0,) * 4, (0,) * 4, (0,) * 4)
    with Engine() as engine:
        known = engine.solve(open_grid, first=True).solution
        other = engine.other_solution(open_grid, known)
        assert other is not None and other != known and type_of(open_grid).checker.violations(open_grid, other) == []
        unique = made("skyscrapers", count=1, size=4)[0]
        assert engine.other_solution(unique.puzzle, unique.solution) is None
        everything = engine.count(open_grid, 600)  # the blocking clause was retired: all 576 are found again
        assert everything.complete and len(everything.solutions) == 576 and known in everything.solutions


def test_cli_output_is_byte_identical(tmp_path: Path) -> None:
    args = ["generate", "easyasabc", "--size", "5", "--count", "3", "--seed", "5", "--difficulty", "medium"]
    first, second = run(*args), run(*args)
    assert first.returncode == 0 and first.stdout == second.stdout and first.stdout.count(b"\n") == 3
    for name in ("a.jsonl", "b.jsonl"):
        assert run(*args, "-o", str(tmp_path / name)).returncode == 0
    assert (tmp_path / "a.jsonl").read_bytes() == (tmp_path / "b.jsonl").read_bytes() == first.stdout
    records = satpuzzles.load(tmp_path / "a.jsonl")  # the output reads back as puzzles with their solutions
    assert [r.id for r in records] == [json.loads(line)["id"] for line in first.stdout.splitlines()]


def test_cli_text_output_reads_back(tmp_path: Path) -> None:
    done = run(
        "generate", "starbattle", "--size", "6", "--count", "2", "--seed", "1", "-f", "text", "-o", str(tmp_path)
    )
    assert done.returncode == 0, done.stderr
    files = sorted(tmp_path.glob("*.txt"))
    assert [f.name for f in files] == ["starbattle-6x6-seed1-1.txt", "starbattle-6x6-seed1-2.txt"]
    for file in files:
        assert satpuzzles.solve(satpuzzles.load_puzzle(file)).status is Status.UNIQUE


# --- grades ---------------------------------------------------------------------------------------


TATHAM_EASY = {"given", "placed value", "facing clues", "clue bound", "hidden single", "naked single"}


def test_easy_puzzles_are_solved_by_cheap_steps_alone() -> None:
    for type_name, choices in [("skyscrapers", {"size": 5}), ("easyasabc", {"size": 5})]:
        for puzzle in made(type_name, count=2, difficulty="easy", **choices):
            assert puzzle.grade.level is Level.EASY and puzzle.grade.method == "steps"
            path = satpuzzles.steps(puzzle.puzzle)
            assert path.complete and path.level == "easy" and path.score == puzzle.grade.score
            if type_name == "skyscrapers":  # Tatham's Easy techniques name every step (typekit/latinsteps.py)
                assert {step.technique.split(":")[0] for step in path.steps} <= TATHAM_EASY
            else:
                assert all(step.tier < WIDE_TIER and step.cost < THRESHOLDS[0] for step in path.steps)
            assert path.solution == puzzle.solution


def test_difficulty_is_met_or_generation_gives_up() -> None:
    for level, size in (("easy", 5), ("medium", 5), ("hard", 6)):  # easier by showing clues, harder by retrying
        assert all(p.grade.level is Level(level) for p in made("skyscrapers", count=2, size=size, difficulty=level))
    with pytest.raises(GaveUp, match="no hard puzzle in 2 attempts"):
        made("easyasabc", count=1, size=5, difficulty="hard", attempts=2)
    # The same seed as the library call above: without one the draws, and so the outcome, would vary.
    done = run("generate", "easyasabc", "--size", "5", "--difficulty", "hard", "--attempts", "2", "--seed", "11")
    assert done.returncode == 6 and done.stderr.decode().count("\n") == 1
    assert b"no hard puzzle in 2 attempts" in done.stderr


def test_grades_never_get_harder_when_hints_are_added() -> None:
    puzzle = made("skyscrapers", count=1, size=5)[0]
    template = type_of(puzzle.puzzle).compiler.compile(puzzle.puzzle, "auto")
    assumptions = template.assumptions(puzzle.puzzle)
    base, _ = reasoning_depth(template, assumptions)
    givens = template.solution_literals(puzzle.solution)
    ranks = [reasoning_depth(template, assumptions + givens[:k])[0].rank for k in (0, 5, 10, 25)]
    assert ranks == sorted(ranks, reverse=True) and ranks[0] == base.rank and ranks[-1] == Level.EASY.rank


def test_generation_without_a_difficulty_never_grades(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("graded although nothing asked for a grade")

    for module in (core, grading):
        for name in ("grade", "steps_level", "known_grade", "reasoning_depth"):
            if hasattr(module, name):
                monkeypatch.setattr(module, name, refuse)
    monkeypatch.setattr(Oracle, "steps_level", refuse)
    for type_name, choices in CASES:
        for puzzle in made(type_name, count=1, **choices):
            assert puzzle.grade is None and "grade" not in puzzle.to_json()
            assert as_text(puzzle).startswith(f"# {puzzle.id}\n")


def test_asked_for_grades_are_those_of_grade() -> None:
    for puzzle in made("skyscrapers", count=2, size=5, graded=True):
        assert puzzle.grade == satpuzzles.grade(puzzle.puzzle)
    for puzzle in made("skyscrapers", count=2, size=5, difficulty="medium"):  # a difficulty's grade: no conflict count
        assert puzzle.grade == replace(satpuzzles.grade(puzzle.puzzle), conflicts=None)
    done = run("generate", "skyscrapers", "--size", "4", "--seed", "3", "--grade")
    assert done.returncode == 0 and json.loads(done.stdout)["grade"]["status"] == "unique", done.stderr
    done = run("generate", "skyscrapers", "--size", "4", "--seed", "3")
    assert done.returncode == 0 and "grade" not in json.loads(done.stdout), done.stderr


def test_a_path_asked_up_to_a_level_stops_above_it() -> None:
    puzzle = next(p for p in made("skyscrapers", count=6, size=6, graded=True) if p.grade.level.rank >= 2)
    with Engine("cadical195") as engine:
        full = grading.steps_level(engine, puzzle.puzzle)
        assert full == (puzzle.grade.level, puzzle.grade.score)
        assert grading.steps_level(engine, puzzle.puzzle, up_to=Level.EXTREME) == full
        stopped, score = grading.steps_level(engine, puzzle.puzzle, up_to=Level.EASY)
    assert stopped is not None and score is not None
    assert Level.EASY.rank < stopped.rank <= full[0].rank and score <= full[1]


def test_a_path_stopped_early_uses_the_types_own_cuts(monkeypatch: pytest.MonkeyPatch) -> None:
    """A path graded on a type's own cuts (Star Battle's, read off its search steps as before its techniques grade
    it) asked up to its own level must not stop on Towers' cuts."""
    monkeypatch.setattr(StarBattleSteps, "techniques", lambda self, candidates, decided: [])
    monkeypatch.setattr(StarBattleSteps, "technique_grade", lambda self: None)
    puzzles = [g.puzzle for g in made("starbattle", count=6, size=6)]
    with Engine() as engine:
        levels = [grading.steps_level(engine, p) for p in puzzles]
        towers_easy = [
            p for p, (level, score) in zip(puzzles, levels, strict=True) if level is Level.EASY and score >= 2.5
        ]
        assert towers_easy, "no 6x6 Star Battle scored between Towers' easy cut and its own"
        for puzzle in towers_easy:
            assert grading.steps_level(engine, puzzle, up_to=Level.EASY)[0] is Level.EASY


def test_grade_command_reports_each_puzzle(tmp_path: Path) -> None:
    several = Skyscrapers(4, (0,) * 4, (0,) * 4, (0,) * 4, (0,) * 4)
    assert satpuzzles.grade(several).level is None and satpuzzles.grade(several).status is Status.MULTIPLE
    file = tmp_path / "mixed.jsonl"
    unique = made("skyscrapers", count=1, size=4, graded=True)[0]
    lines = [json.dumps(unique.to_json()), json.dumps({"id": "open", **satpuzzles.puzzle_to_json(several)})]
    file.write_text("\n".join(lines) + "\n")
    done = run("grade", str(file), "--json")
    assert done.returncode == 1, done.stderr  # one puzzle has several solutions
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert results[0]["level"] == unique.grade.level.value and results[0]["conflicts"] >= 0
    assert (results[1]["id"], results[1]["level"], results[1]["status"]) == ("open", None, "multiple")
    text = run("grade", str(file)).stdout.decode().splitlines()
    assert text[0].startswith(f"{unique.id}: {unique.grade.level.value} (") and text[1] == "open: ungraded (multiple)"


# --- options, output, interruption ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("type_name", "choices", "message"),
    [
        ("skyscrapers", {"size": 5, "stars": 2}, "--stars does not apply to skyscrapers"),
        ("starbattle", {"size": 6, "minimal": True}, "--minimal does not apply to starbattle"),
        ("starbattle", {"size": 3}, "no 3x3 starbattle grid obeys the rules"),
        ("skyscrapers", {"size": 3, "diagonal": True}, "no 3x3 skyscrapers grid obeys the rules"),
        ("easyasabc", {"size": 5, "clue_probability": 1.5}, "between 0 and 1"),
        ("skyscrapers", {"size": 5, "difficulty": "brutal"}, "unknown difficulty 'brutal'"),
        ("nosuchtype", {"size": 9}, "unknown puzzle type 'nosuchtype'"),
    ],
)
def test_bad_requests_are_one_clear_error(type_name: str, choices: dict[str, Any], message: str) -> None:
    with pytest.raises(PuzzleError, match=message):
        made(type_name, count=1, **choices)


def test_writer_keeps_finished_puzzles_when_interrupted(tmp_path: Path) -> None:
    puzzles = made("skyscrapers", count=2, size=4)
    target = tmp_path / "out.jsonl"
    with pytest.raises(KeyboardInterrupt), PuzzleWriter(str(target), "jsonl", 5) as writer:
        for puzzle in puzzles:
            writer.write(puzzle)
        raise KeyboardInterrupt
    assert [json.loads(line)["id"] for line in target.read_text().splitlines()] == [p.id for p in puzzles]
    assert [p.name for p in tmp_path.iterdir()] == ["out.jsonl"]  # no temporary file left behind
    with PuzzleWriter(str(tmp_path / "none.jsonl"), "jsonl", 5):
        pass
    assert not (tmp_path / "none.jsonl").exists()  # nothing made, no file


def test_ctrl_c_exits_130_and_keeps_every_finished_puzzle(tmp_path: Path) -> None:
    target = tmp_path / "many.jsonl"
    command = ["generate", "skyscrapers", "--size", "6", "--count", "500", "--seed", "2", "-o", str(target)]
    child = start_until(command, "generating puzzle 3 of 500")  # two puzzles are written
    code, err = interrupt(child)
    assert code == 130 and err[-1] == "satpuzzles: interrupted", err
    lines = target.read_text().splitlines()
    assert 2 <= len(lines) < 500 and all("solution" in json.loads(line) for line in lines)
    assert [p.name for p in tmp_path.iterdir()] == ["many.jsonl"]  # no temporary file left behind


# --- Latin squares ---------------------------------------------------------------------------------


@pytest.mark.parametrize("n", range(1, 10))
def test_latin_squares_are_latin(n: int) -> None:
    rng = Random(n)
    for _ in range(3):
        square = random_latin_square(n, rng)
        symbols = set(range(1, n + 1))
        assert all(set(row) == symbols for row in square)
        assert all({square[r][c] for r in range(n)} == symbols for c in range(n))


def test_latin_squares_are_uniform() -> None:
    rng = Random(0)
    threes = Counter(random_latin_square(3, rng) for _ in range(240))
    all_threes = {
        tuple(tuple(p[s] for s in row) for row in square)
        for p in ({i + 1: v for i, v in enumerate(perm)} for perm in permutations((1, 2, 3)))
        for square in (((1, 2, 3), (2, 3, 1), (3, 1, 2)), ((1, 2, 3), (3, 1, 2), (2, 3, 1)))
    }
    assert len(all_threes) == 12 and set(threes) == all_threes
    # Order 4: 144 of the 576 squares have 12 intercalates (2x2 subsquares), the others 4. Stopping the
    # chain at its first proper square gives them 9% of the samples instead of 25%.
    fours = [random_latin_square(4, rng) for _ in range(600)]
    share = sum(intercalates(square) == 12 for square in fours) / len(fours)
    assert 0.19 < share < 0.31


def intercalates(square: tuple[tuple[int, ...], ...]) -> int:
    pairs = list(combinations(range(len(square)), 2))
    return sum(
        square[r1][c1] == square[r2][c2] and square[r1][c2] == square[r2][c1] for r1, r2 in pairs for c1, c2 in pairs
    )


GRADING_OUTLASTS_THE_DEADLINE = """
from satpuzzles.deadline import _active
from satpuzzles.generate.oracle import Oracle

def steps_level(self, puzzle, up_to):
    object.__setattr__(_active.get(), "at", float("-inf"))  # the run's time ends while this draft is graded
    return None, None

Oracle.steps_level = steps_level
"""


def test_generate_whose_time_ends_mid_grading_is_a_timeout(tmp_path: Path) -> None:
    """The time limit ending while a draft is graded is exit 4 with the puzzles made so far, never exit 5.

    Easy As ABC: its drafts are graded by the path of steps (a Towers draft carries its technique grade)."""
    target = tmp_path / "made.jsonl"
    args = ["generate", "easyasabc", "--size", "5", "--difficulty", "easy", "--timeout", "5", "-o", str(target)]
    run_cli = f"import sys\nfrom satpuzzles.cli import main\nsys.argv = {['satpuzzles', *args]!r}\nmain()"
    code = f"{GRADING_OUTLASTS_THE_DEADLINE}\n{run_cli}"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 4, done.stderr
    assert done.stderr.strip() == "satpuzzles: error: no such puzzle within the time limit (5 s): 0 of 1 made"


SPINS_WITHOUT_CHECKPOINTS = """
from satpuzzles.generate import core

def _one(*args):
    while True:  # a type's own loop that never polls the deadline (subprocess.run's cap ends it if nothing else does)
        pass

core._one = _one
"""


def test_generate_stops_a_loop_that_polls_no_checkpoint(tmp_path: Path) -> None:
    """The command's timer stops plain-Python work that never looks at the deadline (exit 4)."""
    target = tmp_path / "made.jsonl"
    args = ["generate", "tents", "--size", "6", "--timeout", "1", "-o", str(target)]
    run_cli = f"import sys\nfrom satpuzzles.cli import main\nsys.argv = {['satpuzzles', *args]!r}\nmain()"
    done = subprocess.run(
        [sys.executable, "-c", f"{SPINS_WITHOUT_CHECKPOINTS}\n{run_cli}"], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 4, done.stderr
    assert done.stderr.strip() == "satpuzzles: error: no such puzzle within the time limit (1 s): 0 of 1 made"
    assert not target.exists()


def test_a_grade_cut_off_by_the_time_limit_is_a_timeout_not_a_bug() -> None:
    """The console's generate once answered 500 ("a generated puzzle is timeout on a fresh session", fuzz seed
    2026112801) when the limit ended during the solve that proves a kept puzzle unique."""
    from satpuzzles.deadline import Deadline, Timeout, active

    [puzzle] = made("skyscrapers", count=1, size=4)
    with Engine("cadical195") as engine:
        engine.prepare(puzzle.puzzle)  # the shape kept: the limit ends the solve
        with active(Deadline(at=0.0)), pytest.raises(Timeout):  # passed long ago
            grading.known_grade(puzzle.puzzle, Level.EASY, 1.0, puzzle.solution, engine)


@pytest.mark.parametrize(("type_name", "seed"), [("heyawake", 1), ("hakyuu", 2), ("dominos", 3), ("masyu", 2)])
def test_an_attempt_that_gives_up_is_followed_by_the_next(type_name: str, seed: int) -> None:
    """These 6x6 requests ended the whole run at their first attempt: its random room layout had no shading
    (Heyawake: "no 6x6 heyawake grid obeys the rules", exit 2), or its own draws ran out (exit 6). An attempt
    that gives up is a missed attempt: the next draws anew."""
    made = next(satpuzzles.generate(type_name, 6, seed=seed))
    assert made.generation["attempts"] > 1
    assert satpuzzles.check(made.puzzle).status is Status.UNIQUE
