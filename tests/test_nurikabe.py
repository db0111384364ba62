"""Nurikabe: a brute-force oracle on tiny grids (lazy and exact connectivity), the rule checker, a puzz.link
round trip, a dataset file through the CLI, steps and the generator."""

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
from satpuzzles.puzzles.nurikabe import rules
from satpuzzles.puzzles.nurikabe.model import QUESTION, Nurikabe
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps

KIND = get_type("nurikabe")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_nurikabe.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


def all_grids(rows: int, cols: int) -> list[tuple[str, ...]]:
    grids = product("-x", repeat=rows * cols)
    return [tuple("".join(cells[r * cols : (r + 1) * cols]) for r in range(rows)) for cells in grids]


def exact_solutions(puzzle: Nurikabe) -> set[tuple[str, ...]]:
    exact = KIND.compiler.exact
    assert exact is not None
    template = exact(puzzle, "auto")
    found = set()
    with Solver(name="cadical195", bootstrap_with=template.formula.clauses) as solver:
        while solver.solve():
            solution = template.decode(solver.get_model())
            found.add(solution)
            solver.add_clause([-lit for lit in template.solution_literals(solution)])
    return found


@pytest.mark.parametrize("seed", range(8))
def test_solutions_equal_brute_force_with_cuts_and_exactly(seed: int) -> None:
    rng = Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (2, 5)])
    numbers: list[list[int | str | None]] = [[None] * cols for _ in range(rows)]
    for _ in range(rng.randint(1, 3)):
        numbers[rng.randrange(rows)][rng.randrange(cols)] = rng.choice([1, 2, 3, 4, 5, QUESTION])
    puzzle = Nurikabe(rows, cols, tuple(tuple(row) for row in numbers))
    oracle = {g for g in all_grids(rows, cols) if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 100_000).solutions) == oracle
    assert exact_solutions(puzzle) == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = Nurikabe(3, 3, ((2, None, None), (None, None, None), (None, None, 1)))
    assert rules.violations(puzzle, ("-xx", "xx-", "-x-")) == [
        "the island of the 2 at r1c1 has 1 cells",
        "the island of the 1 at r3c3 has 2 cells",
        "the island at r3c1 holds no number",
    ]
    assert rules.violations(puzzle, ("x-x", "-xx", "xx-"))[:2] == [
        "the number at r1c1 is shaded",
        "the island at r1c2 holds no number",
    ]
    assert rules.violations(puzzle, ("--x", "x-x", "xx-")) == [
        "the island of the 2 at r1c1 has 3 cells",
        "the shaded cells are not connected",
    ]
    assert rules.violations(puzzle, ("--x", "xxx", "xx-")) == ["the 2x2 area at r2c1 is all shaded"]
    two = Nurikabe(2, 3, ((2, None, 2), (None, None, None)))
    assert rules.violations(two, ("---", "xxx")) == ["the island at r1c1 holds 2 numbers"]
    assert rules.violations(two, ("-x-", "-x-")) == []


def test_puzzlink_round_trip_and_question_marks() -> None:
    [record] = loads(DATASET["01_10x10"]["problem"], "puzzlekit", "nurikabe")
    url = write_url(record.puzzle)
    assert url.startswith("https://puzz.link/p?nurikabe/10/10/")
    assert read_url(url) == record.puzzle
    asked = Nurikabe(4, 5, ((QUESTION, *(None,) * 4), *((None,) * 5,) * 2, (*(None,) * 4, 17)))
    assert read_url(write_url(asked)) == asked
    assert loads(to_text(asked))[0].puzzle == asked


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "nurikabe", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_reach_the_published_solution_and_generate_is_unique() -> None:
    [record] = loads(DATASET["20_6x6"]["problem"], "puzzlekit", "nurikabe")
    path = steps(record.puzzle)
    assert path.complete
    assert path.solution == tuple("".join(row.split()) for row in DATASET["20_6x6"]["solution"].splitlines()[1:])
    done = run("generate", "nurikabe", "--size", "5", "--seed", "3")
    assert done.returncode == 0, done.stderr
    [made] = loads(done.stdout.splitlines()[0], "json")
    with Engine() as engine:
        result = engine.solve(made.puzzle)
    assert result.status is Status.UNIQUE and result.solutions[0] == made.solution
