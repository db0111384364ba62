"""Kuromasu: a brute-force oracle on tiny grids (lazy and exact connectivity), the rule checker, puzz.link and
Range round trips, a dataset file through the CLI, steps and the generator."""

from __future__ import annotations

import json
from pathlib import Path
from random import Random

import pytest
from grid_oracle import (
    assert_dataset_solves_as_published,
    assert_generated_puzzle_is_unique,
    assert_steps_reach_the_published_solution,
    exact_solutions,
    shaded_grids,
)

from satpuzzles.formats import loads
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.kuromasu import rules, tatham
from satpuzzles.puzzles.kuromasu.model import Kuromasu
from satpuzzles.solving import Engine

KIND = get_type("kuromasu")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_kuromasu.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


@pytest.mark.parametrize("seed", range(8))
def test_solutions_equal_brute_force_with_cuts_and_exactly(seed: int) -> None:
    rng = Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (4, 4)])
    numbers = [[None] * cols for _ in range(rows)]
    for _ in range(rng.randint(1, 3)):
        numbers[rng.randrange(rows)][rng.randrange(cols)] = rng.randint(1, rows + cols - 1)
    puzzle = Kuromasu(rows, cols, tuple(tuple(row) for row in numbers))
    oracle = {g for g in shaded_grids(rows, cols) if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 100_000).solutions) == oracle
    assert exact_solutions(KIND, puzzle) == oracle


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


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solutions() -> None:
    assert_dataset_solves_as_published(FIXTURE, "kuromasu")


def test_steps_reach_the_published_solution_and_generate_is_unique() -> None:
    assert_steps_reach_the_published_solution(DATASET["60_5x5"], "kuromasu")
    assert_generated_puzzle_is_unique("kuromasu", "--size", "6", "--seed", "5")
