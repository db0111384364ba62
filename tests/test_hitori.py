"""Hitori: a brute-force oracle on tiny grids (lazy and exact connectivity), the rule checker, puzz.link and
Singles round trips, a dataset file through the CLI, steps and the generator."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import product
from pathlib import Path
from random import Random

import pytest
from pysat.solvers import Solver

from satpuzzles.formats import loads
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.hitori import rules, tatham
from satpuzzles.puzzles.hitori.model import Hitori
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps

KIND = get_type("hitori")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_hitori.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


def all_grids(rows: int, cols: int) -> list[tuple[str, ...]]:
    grids = product("-x", repeat=rows * cols)
    return [tuple("".join(cells[r * cols : (r + 1) * cols]) for r in range(rows)) for cells in grids]


@pytest.mark.parametrize("seed", range(8))
def test_solutions_equal_brute_force_with_cuts_and_exactly(seed: int) -> None:
    rng = Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 3)])
    puzzle = Hitori(rows, cols, tuple(tuple(rng.randint(1, 3) for _ in range(cols)) for _ in range(rows)))
    oracle = {g for g in all_grids(rows, cols) if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 10_000).solutions) == oracle
    exact = KIND.compiler.exact
    assert exact is not None
    template = exact(puzzle, "auto")
    assert template.cuts is None
    found = set()
    with Solver(name="cadical195", bootstrap_with=template.formula.clauses) as solver:
        while solver.solve():
            solution = template.decode(solver.get_model())
            found.add(solution)
            solver.add_clause([-lit for lit in template.solution_literals(solution)])
    assert found == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = Hitori(3, 3, ((1, 1, 2), (2, 3, 1), (3, 2, 1)))
    assert rules.violations(puzzle, ("---", "---", "---")) == [
        "row 1 shows 1 unshaded 2 times",
        "column 3 shows 1 unshaded 2 times",
    ]
    assert "r1c1 and r1c2 are both shaded" in rules.violations(puzzle, ("xx-", "---", "---"))
    assert rules.violations(puzzle, ("x-x", "-x-", "---"))[-1] == "the unshaded cells are not connected"
    assert rules.violations(puzzle, ("x--", "---", "--x")) == []


def test_puzzlink_and_singles_round_trips() -> None:
    [record] = loads(DATASET["06_7x7"]["problem"], "puzzlekit", "hitori")
    url = write_url(record.puzzle)
    assert url.startswith("https://puzz.link/p?hitori/7/7/")
    assert read_url(url) == record.puzzle
    game_id = tatham.write(record.puzzle)
    assert game_id.startswith("7x7:") and tatham.read(game_id) == record.puzzle
    assert tatham.read("3x3de:123231312") == Hitori(3, 3, ((1, 2, 3), (2, 3, 1), (3, 1, 2)))
    assert read_url("https://puzz.link/p?hitori/2/2/-14111").numbers == ((40, 1), (1, 1))
    assert write_url(Hitori(2, 2, ((40, 1), (1, 1)))).endswith("/-14111")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "hitori", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_reach_the_published_solution() -> None:
    [record] = loads(DATASET["02_5x5"]["problem"], "puzzlekit", "hitori")
    path = steps(record.puzzle)
    assert path.complete
    assert path.solution == tuple("".join(row.split()) for row in DATASET["02_5x5"]["solution"].splitlines()[1:])


def test_generate_gives_a_puzzle_the_solver_calls_unique() -> None:
    done = run("generate", "hitori", "--size", "6", "--seed", "2")
    assert done.returncode == 0, done.stderr
    [record] = loads(done.stdout.splitlines()[0], "json")
    with Engine() as engine:
        result = engine.solve(record.puzzle)
    assert result.status is Status.UNIQUE and result.solutions[0] == record.solution
