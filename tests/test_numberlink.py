"""Numberlink: the rule book against a brute-force oracle, the rule checker, puzz.link and the dataset wiring."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from graph_oracle import line_drawings
from pysat.solvers import Solver

from satpuzzles.formats import loads
from satpuzzles.formats.dump import dumps
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.numberlink import rules
from satpuzzles.puzzles.numberlink.model import Numberlink
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_numberlink.json"  # two janko.at puzzles
DATASET = json.loads(FIXTURE.read_text())["data"]
KIND = get_type("numberlink")
DRAWINGS = {shape: line_drawings(*shape, ends=True) for shape in ((2, 4), (3, 3))}


def random_puzzle(rng: random.Random, rows: int, columns: int) -> Numberlink:
    cells = rng.sample([(r, c) for r in range(rows) for c in range(columns)], 2 * rng.randint(1, 3))
    grid = [[None] * columns for _ in range(rows)]
    for i, (r, c) in enumerate(cells):
        grid[r][c] = i // 2 + 1
    return Numberlink(rows, columns, tuple(tuple(row) for row in grid))


@pytest.mark.parametrize("seed", range(10))
def test_solutions_equal_a_brute_force_enumeration(seed: int) -> None:
    rng = random.Random(seed)
    shape = (2, 4) if seed % 2 else (3, 3)
    puzzle = random_puzzle(rng, *shape)
    expected = {grid for grid in DRAWINGS[shape] if not rules.violations(puzzle, grid)}
    with Engine() as engine:
        result = engine.count(puzzle, 1000)
    assert result.complete
    assert set(result.solutions) == expected and len(result.solutions) == len(expected)


@pytest.mark.parametrize("seed", range(10, 30))
def test_solve_and_its_uniqueness_proof_equal_the_brute_force_count(seed: int) -> None:
    """solve() proves uniqueness with the Dominance selectors (a line drawn fully first, then no shorter line):
    its answer is the enumeration's."""
    rng = random.Random(seed)
    shape = (2, 4) if seed % 2 else (3, 3)
    puzzle = random_puzzle(rng, *shape)
    expected = {grid for grid in DRAWINGS[shape] if not rules.violations(puzzle, grid)}
    with Engine() as engine:
        result = engine.solve(puzzle)
    wanted = {0: Status.UNSAT, 1: Status.UNIQUE}.get(len(expected), Status.MULTIPLE)
    assert result.status == wanted
    assert set(result.solutions) <= expected and len(set(result.solutions)) == len(result.solutions)


@pytest.mark.parametrize("seed", range(6))
def test_each_drawing_the_relaxed_clauses_drop_has_one_that_beats_it(seed: int) -> None:
    """The Dominance `relaxed` clauses (no_shorter_line, no_earlier_turn) drop only solutions that another
    solution beats: it uses fewer cells, or as many, one of them unused, with a larger sum of reading-order
    indices. Chains of such steps never reach a drawing using every cell, which the proof needs."""
    rng = random.Random(100 + seed)
    shape = (2, 4) if seed % 2 else (3, 3)
    puzzle = random_puzzle(rng, *shape)
    solutions = [grid for grid in DRAWINGS[shape] if not rules.violations(puzzle, grid)]
    with Engine() as engine:
        template = engine.template(puzzle)
    assert template.dominance is not None
    relaxed = template.dominance.relaxed
    with Solver(name="cadical195", bootstrap_with=template.formula.clauses) as solver:
        kept = {grid for grid in solutions if solver.solve([*template.solution_literals(grid), relaxed])}

    def measure(grid: tuple[tuple[str, ...], ...]) -> tuple[int, int]:
        indices = [r * len(row) + c for r, row in enumerate(grid) for c, value in enumerate(row) if value != "-"]
        return len(indices), sum(indices)

    def beats(other: tuple[tuple[str, ...], ...], grid: tuple[tuple[str, ...], ...]) -> bool:
        (cells, later), (their_cells, their_later) = measure(grid), measure(other)
        full = cells == len(grid) * len(grid[0])
        return their_cells < cells or (their_cells == cells and not full and their_later > later)

    for grid in solutions:
        assert grid in kept or any(beats(other, grid) for other in solutions)
    assert bool(kept) == bool(solutions)


def test_no_earlier_turn_keeps_the_later_of_two_equal_turns() -> None:
    """Two numbers on a 2x2 block's diagonal: the line turning at the top right (the bottom left unused) is
    dropped, the one turning at the bottom left kept; both use three cells."""
    puzzle = Numberlink(2, 2, ((1, None), (None, 1)))
    earlier, later = (("e", "sw"), ("-", "n")), (("s", "-"), ("ne", "w"))
    assert rules.violations(puzzle, earlier) == rules.violations(puzzle, later) == []
    with Engine() as engine:
        template = engine.template(puzzle)
    assert template.dominance is not None
    relaxed = template.dominance.relaxed
    with Solver(name="cadical195", bootstrap_with=template.formula.clauses) as solver:
        assert solver.solve(template.solution_literals(earlier))
        assert not solver.solve([*template.solution_literals(earlier), relaxed])
        assert solver.solve([*template.solution_literals(later), relaxed])


def test_no_shorter_line_drops_a_detour() -> None:
    """A 1 joined the long way round past an unused cell is a solution the relaxed clauses drop."""
    puzzle = Numberlink(2, 3, ((1, None, 1), (None, None, None)))
    detour = (("s", "-", "s"), ("ne", "ew", "nw"))
    assert rules.violations(puzzle, detour) == []
    with Engine() as engine:
        template = engine.template(puzzle)
    assert template.dominance is not None
    with Solver(name="cadical195", bootstrap_with=template.formula.clauses) as solver:
        assert solver.solve(template.solution_literals(detour))
        assert not solver.solve([*template.solution_literals(detour), template.dominance.relaxed])


def test_the_rule_checker_catches_each_broken_rule() -> None:
    puzzle = Numberlink(2, 3, ((1, None, 1), (2, None, 2)))
    good = (("e", "ew", "w"), ("e", "ew", "w"))
    assert rules.violations(puzzle, good) == []
    crossed = Numberlink(2, 3, ((1, None, 2), (2, None, 1)))
    assert any("joins the 1" in p for p in rules.violations(crossed, good))
    loose = (("e", "w", "-"), ("e", "ew", "w"))
    assert any("holds no number" in p for p in rules.violations(puzzle, loose))
    assert any("no single line leaves" in p for p in rules.violations(puzzle, loose))
    looped = Numberlink(3, 4, ((1, None, None, 1), (None,) * 4, (None,) * 4))
    ring = (("e", "ew", "ew", "w"), ("-", "se", "sw", "-"), ("-", "ne", "nw", "-"))
    assert any("closed loop" in p for p in rules.violations(looped, ring))
    broken = (("e", "ew", "-"), ("e", "ew", "w"))
    assert any("does not continue" in p for p in rules.violations(puzzle, broken))


def test_each_number_appears_twice() -> None:
    with pytest.raises(PuzzleError, match="number 2 appears 1 time"):
        Numberlink(1, 3, ((1, 2, 1),))


def test_puzzlink_round_trip_on_a_rectangle() -> None:
    puzzle = Numberlink(2, 4, ((1, None, None, 2), (17, 1, 17, 2)))
    url = dumps(puzzle, "puzzlink").strip()
    assert url == "https://puzz.link/p?numlin/4/2/1h2-111-112"
    assert loads(url, "puzzlink")[0].puzzle == puzzle


def test_a_dataset_file_is_a_batch_with_matches_published() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "solve", str(FIXTURE), "--type", "numberlink", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_solve_a_published_puzzle() -> None:
    [record] = loads(DATASET["01_5x5"]["problem"], "puzzlekit", "numberlink")
    path = steps(record.puzzle)
    assert path.complete
    assert KIND.puzzlekit is not None and KIND.puzzlekit.write_solution is not None
    assert KIND.puzzlekit.write_solution(record.puzzle, path.solution).split() == DATASET["01_5x5"]["solution"].split()


def test_generate_cuts_random_lines_until_check_calls_the_puzzle_unique() -> None:
    """`generate --size 6 --seed 1`: numbers whose only solution the solver proves, re-checked here."""
    made = next(generate("numberlink", 6, seed=1))
    assert len(made.puzzle.pairs()) >= 2 and not rules.violations(made.puzzle, made.solution)
    with Engine() as engine:
        result = engine.solve(made.puzzle)
    assert result.status is Status.UNIQUE and result.solutions[0] == made.solution
