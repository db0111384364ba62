"""Nurikabe: a brute-force oracle on tiny grids (lazy and exact connectivity), the rule checker, a puzz.link
round trip, a dataset file through the CLI, steps and the generator."""

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

from satpuzzles.formats import loads, to_text
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.nurikabe import rules
from satpuzzles.puzzles.nurikabe.model import QUESTION, Nurikabe
from satpuzzles.solving import Engine

KIND = get_type("nurikabe")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_nurikabe.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


@pytest.mark.parametrize("seed", range(8))
def test_solutions_equal_brute_force_with_cuts_and_exactly(seed: int) -> None:
    rng = Random(seed)
    rows, cols = rng.choice([(3, 3), (3, 4), (2, 5)])
    numbers: list[list[int | str | None]] = [[None] * cols for _ in range(rows)]
    for _ in range(rng.randint(1, 3)):
        numbers[rng.randrange(rows)][rng.randrange(cols)] = rng.choice([1, 2, 3, 4, 5, QUESTION])
    puzzle = Nurikabe(rows, cols, tuple(tuple(row) for row in numbers))
    oracle = {g for g in shaded_grids(rows, cols) if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 100_000).solutions) == oracle
    assert exact_solutions(KIND, puzzle) == oracle


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


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solutions() -> None:
    assert_dataset_solves_as_published(FIXTURE, "nurikabe")


def test_steps_reach_the_published_solution_and_generate_is_unique() -> None:
    assert_steps_reach_the_published_solution(DATASET["20_6x6"], "nurikabe")
    assert_generated_puzzle_is_unique("nurikabe", "--size", "5", "--seed", "3")
