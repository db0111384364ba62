"""Galaxies: the rule book against a brute-force oracle (every division of small grids), the rule checker,
puz.link and Tatham IDs, the dataset wiring, steps, explain and generate."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest
from typer.testing import CliRunner

import satpuzzles
from satpuzzles.cli import app
from satpuzzles.explain import explain
from satpuzzles.formats import loads
from satpuzzles.formats.dump import dumps
from satpuzzles.generate import generate
from satpuzzles.puzzles.galaxies import rules, tatham
from satpuzzles.puzzles.galaxies.model import Galaxies, Solution
from satpuzzles.solving import Status
from satpuzzles.steps import steps
from satpuzzles.typekit.partition import numbered

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_galaxies.json"  # two janko.at puzzles
DATASET = json.loads(FIXTURE.read_text())["data"]


def divisions(rows: int, columns: int) -> set[Solution]:
    """Every division of the grid into regions (labellings renumbered; the checker judges connectivity)."""
    return {
        numbered([labels[r * columns : (r + 1) * columns] for r in range(rows)])
        for labels in itertools.product(range(4), repeat=rows * columns)
    }


EVERY = {(2, 3): divisions(2, 3), (2, 4): divisions(2, 4)}


@pytest.mark.parametrize("seed", range(10))
def test_solutions_equal_a_brute_force_enumeration(seed: int) -> None:
    rng = random.Random(seed)
    rows, columns = rng.choice(list(EVERY))
    points = [(y, x) for y in range(1, 2 * rows) for x in range(1, 2 * columns)]
    puzzle = Galaxies(rows, columns, tuple(rng.sample(points, rng.choice((2, 3, 4)))))
    count = len(puzzle.dots)  # one region per dot: the other divisions break the rules anyway
    expected = {d for d in EVERY[rows, columns] if max(d[-1]) == count and not rules.violations(puzzle, d)}
    result = satpuzzles.count(puzzle, limit=len(expected) + 1)
    assert result.complete and set(result.solutions) == expected and len(result.solutions) == len(expected)


def test_the_rule_checker_names_each_broken_rule() -> None:
    p = Galaxies(2, 3, ((1, 2), (3, 5)))  # between r1c1 and r1c2; in r2c3
    assert rules.violations(p, ((1, 1, 2), (2, 2, 2))) == ["the region at r1c3 is not symmetric about the dot in r2c3"]
    assert rules.violations(p, ((1, 1, 2), (3, 3, 2))) == [
        "the region at r1c3 is not symmetric about the dot in r2c3",
        "the region at r2c1 holds 0 dots, expected one",
    ]
    assert rules.violations(p, ((1, 2, 2), (2, 2, 3)))[0] == "the dot between r1c1 and r1c2 is split between 2 regions"
    assert rules.violations(p, ((1, 1, 2), (3, 2, 1)))[:2] == [
        "the region at r1c1 holds 2 dots, expected one",
        "the region at r1c1 is in several pieces",
    ]


def test_puzzlink_and_tatham_round_trips() -> None:
    [record] = loads("https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf")  # pzprjs's test puzzle, no empty cells
    puzzle = record.puzzle
    assert len(puzzle.dots) == 12 and puzzle.dots[:2] == ((1, 1), (1, 5)) and (9, 7) in puzzle.dots
    assert loads(dumps(puzzle, "puzzlink"), "puzzlink")[0].puzzle == puzzle
    game_id = tatham.write(puzzle)
    assert game_id.startswith("5x5:a") and tatham.looks_like(game_id) and tatham.read(game_id) == puzzle
    assert tatham.read("5x5dh:zf").dots == ((4, 4),)  # 25 + 5 points on: a corner, row 4 of 9 points
    with pytest.raises(satpuzzles.PuzzleError, match="empty cells"):
        loads("https://puzz.link/p?tentaisho/5/5/6fl94fi65en8dbf10000")


def test_a_dataset_file_is_a_batch_with_matches_published() -> None:
    done = CliRunner().invoke(app, ["solve", str(FIXTURE), "--type", "galaxies", "--json"])
    assert done.exit_code == 0, done.output
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_explain_and_generate() -> None:
    made = explain(Galaxies(1, 3, ((1, 2),)))  # the dot's region cannot reach r1c3 symmetrically
    assert made.status is Status.UNSAT and made.conflicts
    generated = list(generate("galaxies", 5, count=2, seed=2))
    for puzzle in generated:
        assert not rules.violations(puzzle.puzzle, puzzle.solution)
        assert satpuzzles.check(puzzle.puzzle).status is Status.UNIQUE
    path = steps(generated[0].puzzle)  # a 7x7 of the dataset takes 76 steps and seconds: too long for a test
    assert path.complete and path.solution == generated[0].solution
