"""Cave: a brute-force oracle on tiny grids (lazy and exact connectivity), the rule checker, a puzz.link round
trip, a dataset file through the CLI (its solution text marks the cave), steps and the generator."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import product
from pathlib import Path
from random import Random

import pytest
from pysat.solvers import Solver

from satpuzzles.formats import loads, to_text
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.cave import rules
from satpuzzles.puzzles.cave.model import Cave
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps

KIND = get_type("cave")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_cave.json"
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
    puzzle = Cave(rows, cols, tuple(tuple(row) for row in numbers))
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
    puzzle = Cave(3, 3, ((None, 3, None), (None, None, None), (4, None, None)))
    assert rules.violations(puzzle, ("x--", "---", "--x")) == [
        "the 3 at r1c2 sees 4 cells",
        "the 4 at r3c1 sees 3 cells",
    ]
    assert rules.violations(puzzle, ("-x-", "---", "---"))[0] == "the 3 at r1c2 is shaded"
    ring = Cave(3, 3, ((None,) * 3, (None, None, None), (None,) * 3))
    assert rules.violations(ring, ("---", "-x-", "---")) == [
        "some shaded cells do not reach the edge through shaded cells"
    ]
    assert rules.violations(ring, ("-x-", "-x-", "-x-")) == ["the unshaded cells are not connected"]
    assert rules.violations(ring, ("-x-", "-x-", "---")) == []


def test_puzzlink_round_trip() -> None:
    [record] = loads(DATASET["01_10x10"]["problem"], "puzzlekit", "cave")
    url = write_url(record.puzzle)
    assert url.startswith("https://puzz.link/p?cave/10/10/")
    assert read_url(url) == record.puzzle


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "cave", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_reach_the_published_solution_and_generate_is_unique() -> None:
    [record] = loads(DATASET["31_8x8"]["problem"], "puzzlekit", "cave")
    path = steps(record.puzzle)
    assert path.complete
    published = tuple("".join(row.split()) for row in DATASET["31_8x8"]["solution"].splitlines()[1:])
    assert path.solution == tuple(row.translate(str.maketrans("x-", "-x")) for row in published)
    done = run("generate", "cave", "--size", "6", "--seed", "5")
    assert done.returncode == 0, done.stderr
    [made] = loads(done.stdout.splitlines()[0], "json")
    with Engine() as engine:
        result = engine.solve(made.puzzle)
    assert result.status is Status.UNIQUE and result.solutions[0] == made.solution


def test_a_question_mark_is_an_unshaded_cell_with_any_count() -> None:
    [record] = loads("3 3\n- - -\n- ? -\n- - 2\n", "puzzlekit", "cave")
    assert record.puzzle.questions() == [(1, 1)]
    assert loads(to_text(record.puzzle))[0].puzzle == record.puzzle
    assert read_url(write_url(record.puzzle)) == record.puzzle
    puzzle = record.puzzle
    oracle = {g for g in all_grids(3, 3) if not rules.violations(puzzle, g)}
    assert all(g[1][1] == "-" for g in oracle)
    with Engine() as engine:
        assert set(engine.count(puzzle, 1000).solutions) == oracle
