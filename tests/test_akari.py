"""Akari: a brute-force oracle on tiny grids, the rule checker, puzz.link and Light Up round trips, a dataset
file through the CLI, steps and the generator."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import product
from pathlib import Path
from random import Random

import pytest

from satpuzzles.formats import loads
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.puzzles.akari import rules, tatham
from satpuzzles.puzzles.akari.model import BLACK, Akari
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_akari.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


def random_akari(rng: Random, rows: int, cols: int) -> Akari:
    cells: list[list[object]] = [[None] * cols for _ in range(rows)]
    for r, c in product(range(rows), range(cols)):
        if rng.random() < 0.3:
            cells[r][c] = BLACK
    draft = Akari(rows, cols, tuple(tuple(row) for row in cells))  # type: ignore[arg-type]
    for r, c in draft.blacks():
        if rng.random() < 0.6:
            cells[r][c] = rng.randint(0, len(draft.white_neighbours((r, c))))
    return Akari(rows, cols, tuple(tuple(row) for row in cells))  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", range(10))
def test_solutions_equal_brute_force(seed: int) -> None:
    rng = Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 4)])
    puzzle = random_akari(rng, rows, cols)
    grids = (
        tuple("".join(g[r * cols : (r + 1) * cols]) for r in range(rows)) for g in product("-o", repeat=rows * cols)
    )
    oracle = {g for g in grids if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 10_000).solutions) == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = Akari(2, 3, ((None, 1, None), (None, None, None)))
    assert rules.violations(puzzle, ("o--", "---")) == ["r1c3 is not lit", "r2c2 is not lit", "r2c3 is not lit"]
    assert rules.violations(puzzle, ("o--", "o-o")) == [
        "the light at r1c1 lights the light at r2c1",
        "the light at r2c1 lights the light at r2c3",
    ]
    assert rules.violations(puzzle, ("-o-", "o-o"))[0] == "r1c2 is black but holds a light"
    assert rules.violations(puzzle, ("o-o", "-o-")) == ["the 1 at r1c2 has 3 lights next to it"]
    assert rules.violations(puzzle, ("o--", "--o")) == []


def test_puzzlink_and_light_up_round_trips() -> None:
    [record] = loads(DATASET["2_10x10"]["problem"], "puzzlekit", "akari")
    url = write_url(record.puzzle)
    assert url.startswith("https://puzz.link/p?lightup/10/10/j1ag6")
    assert read_url(url) == record.puzzle
    assert read_url(url.replace("lightup", "akari")) == record.puzzle
    game_id = tatham.write(record.puzzle)
    assert game_id.startswith("10x10:d10c1") and tatham.read(game_id) == record.puzzle
    assert tatham.read("3x2b20s2d0:a1aBb") == Akari(2, 3, ((None, 1, None), (BLACK, None, None)))


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "akari", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_reach_the_solution_and_generate_is_unique() -> None:
    [record] = loads(DATASET["71_6x6"]["problem"], "puzzlekit", "akari")
    path = steps(record.puzzle)
    assert path.complete and not rules.violations(record.puzzle, path.solution)
    done = run("generate", "akari", "--size", "7", "--seed", "4")
    assert done.returncode == 0, done.stderr
    [made] = loads(done.stdout.splitlines()[0], "json")
    with Engine() as engine:
        result = engine.solve(made.puzzle)
    assert result.status is Status.UNIQUE and result.solutions[0] == made.solution
