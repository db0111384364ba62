"""Slitherlink: the rule book against a brute-force oracle, the rule checker, puzz.link and the dataset wiring."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from itertools import product
from pathlib import Path

import pytest

from satpuzzles.formats import loads
from satpuzzles.formats.dump import dumps
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.slitherlink import rules
from satpuzzles.puzzles.slitherlink.encode import clues_of
from satpuzzles.puzzles.slitherlink.model import Slitherlink
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_slitherlink.json"  # three dataset puzzles
DATASET = json.loads(FIXTURE.read_text())["data"]
KIND = get_type("slitherlink")


def shadings(rows: int, columns: int) -> list[tuple[str, ...]]:
    words = ["".join(cells) for cells in product("-x", repeat=columns)]
    return [tuple(grid) for grid in product(words, repeat=rows)]


@pytest.mark.parametrize("seed", range(6))
def test_solutions_equal_a_brute_force_enumeration(seed: int) -> None:
    """Random numbers (some from a real loop, so puzzles with one or several solutions) on 3x3 and 3x4 grids."""
    rng = random.Random(seed)
    rows, columns = 3, 3 + seed % 2
    every = shadings(rows, columns)
    loops = [
        grid for grid in every if not rules.violations(Slitherlink(rows, columns, ((None,) * columns,) * rows), grid)
    ]
    full = clues_of(Slitherlink(rows, columns, ((None,) * columns,) * rows), rng.choice(loops))
    clues = tuple(tuple(v if rng.random() < 0.4 else None for v in row) for row in full.clues)
    puzzle = Slitherlink(rows, columns, clues)
    expected = {grid for grid in every if not rules.violations(puzzle, grid)}
    with Engine() as engine:
        result = engine.count(puzzle, 1000)
    assert result.complete
    assert set(result.solutions) == expected and len(result.solutions) == len(expected)


def test_the_rule_checker_catches_each_broken_rule() -> None:
    blank = Slitherlink(3, 3, ((None,) * 3,) * 3)
    assert rules.violations(blank, ("x--", "---", "---")) == []
    assert any(
        "shows 3" in p
        for p in rules.violations(Slitherlink(3, 3, ((3, None, None), (None,) * 3, (None,) * 3)), ("x--", "---", "---"))
    )
    assert any("more than one loop" in p for p in rules.violations(blank, ("x-x", "---", "---")))
    assert any("meets itself" in p for p in rules.violations(blank, ("x--", "-x-", "---")))
    assert any("more than one loop" in p for p in rules.violations(blank, ("xxx", "x-x", "xxx")))  # a hole
    assert rules.violations(blank, ("---", "---", "---")) == ["there is no loop"]


def test_puzzlink_round_trip_on_a_rectangle() -> None:
    url = "https://puzz.link/p?slither/5/3/g2b3h10"
    [record] = loads(url, "puzzlink")
    puzzle = record.puzzle
    assert puzzle == Slitherlink(3, 5, ((None, 2, 1, None, None), (3, None, None, 1, 0), (None,) * 5))
    assert loads(dumps(puzzle, "puzzlink"), "puzzlink")[0].puzzle == puzzle


def test_a_dataset_file_is_a_batch_with_matches_published() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "solve", str(FIXTURE), "--type", "slitherlink", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_solve_a_published_puzzle() -> None:
    [record] = loads(DATASET["2_4x4"]["problem"], "puzzlekit", "slitherlink")
    path = steps(record.puzzle)
    assert path.complete
    assert KIND.puzzlekit is not None and KIND.puzzlekit.write_solution is not None
    assert KIND.puzzlekit.write_solution(record.puzzle, path.solution).split() == DATASET["2_4x4"]["solution"].split()
    with Engine() as engine:
        assert engine.solve(record.puzzle).status is Status.UNIQUE
