"""Kuromasu: a brute-force oracle on tiny grids (lazy and exact connectivity), the rule checker, puzz.link and
Range round trips, a dataset file through the CLI, steps and the generator."""

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
from satpuzzles.puzzles.kuromasu import rules, tatham
from satpuzzles.puzzles.kuromasu.model import Kuromasu
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps

KIND = get_type("kuromasu")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_kuromasu.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


def all_grids(rows: int, cols: int) -> list[tuple[str, ...]]:
    grids = product("-x", repeat=rows * cols)
    return [tuple("".join(cells[r * cols : (r + 1) * cols]) for r in range(rows)) for cells in grids]


@pytest.mark.parametrize("seed", range(8))
def test_solutions_equal_brute_force_with_cuts_and_exactly(seed: int) -> None:
    rng = Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 4)])
    numbers = [[None] * cols for _ in range(rows)]
    for _ in range(rng.randint(1, 3)):
        numbers[rng.randrange(rows)][rng.randrange(cols)] = rng.randint(1, rows + cols - 1)
    puzzle = Kuromasu(rows, cols, tuple(tuple(row) for row in numbers))
    oracle = {g for g in all_grids(rows, cols) if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 100_000).solutions) == oracle
    exact = KIND.compiler.exact
    assert exact is not None
    template = exact(puzzle, "auto")
    found = set()
    with Solver(name="cadical195", bootstrap_with=template.formula.clauses) as solver:
        while solver.solve():
            solution = template.decode(solver.get_model())
            found.add(solution)
            solver.add_clause([-lit for lit in template.solution_literals(solution)])
    assert found == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = Kuromasu(3, 3, ((None, 3, None), (None, None, None), (4, None, None)))
    assert rules.violations(puzzle, ("x--", "---", "--x")) == [
        "the 3 at r1c2 sees 4 cells",
        "the 4 at r3c1 sees 3 cells",
    ]
    assert rules.violations(puzzle, ("-x-", "x--", "---"))[:2] == [
        "the 3 at r1c2 is shaded",
        "the 4 at r3c1 sees 3 cells",
    ]
    assert "r2c2 and r2c3 are both shaded" in rules.violations(puzzle, ("---", "-xx", "---"))
    assert rules.violations(puzzle, ("-x-", "x--", "---"))[-1] == "the unshaded cells are not connected"


def test_puzzlink_and_range_round_trips() -> None:
    [record] = loads(DATASET["01_9x9"]["problem"], "puzzlekit", "kuromasu")
    url = write_url(record.puzzle)
    assert url.startswith("https://puzz.link/p?kurodoko/9/9/9h8g9g8")
    assert read_url(url) == record.puzzle
    game_id = tatham.write(record.puzzle)
    assert game_id.startswith("9x9:9b8a9a8g9") and tatham.read(game_id) == record.puzzle
    assert tatham.read("3x2:2_3a1b").numbers == ((2, 3, None), (1, None, None))
    assert tatham.write(Kuromasu(2, 3, ((2, 3, None), (1, None, None)))) == "3x2:2_3a1b"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "kuromasu", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_reach_the_published_solution_and_generate_is_unique() -> None:
    [record] = loads(DATASET["60_5x5"]["problem"], "puzzlekit", "kuromasu")
    path = steps(record.puzzle)
    assert path.complete
    assert path.solution == tuple("".join(row.split()) for row in DATASET["60_5x5"]["solution"].splitlines()[1:])
    done = run("generate", "kuromasu", "--size", "6", "--seed", "5")
    assert done.returncode == 0, done.stderr
    [made] = loads(done.stdout.splitlines()[0], "json")
    with Engine() as engine:
        result = engine.solve(made.puzzle)
    assert result.status is Status.UNIQUE and result.solutions[0] == made.solution
