"""Shikaku: the rule book against a brute-force oracle (every division of small grids into rectangles), the rule
checker, puz.link, the dataset wiring, steps, explain and generate."""

from __future__ import annotations

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
from satpuzzles.puzzles.shikaku import rules
from satpuzzles.puzzles.shikaku.model import Shikaku, Solution
from satpuzzles.solving import Status
from satpuzzles.steps import steps
from satpuzzles.typekit.partition import numbered

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_shikaku.json"  # two janko.at puzzles
DATASET = json.loads(FIXTURE.read_text())["data"]


def divisions(rows: int, columns: int) -> list[Solution]:
    """Every division of the grid into rectangles (any other division breaks the rules anyway)."""
    found: list[Solution] = []

    def fill(grid: list[list[int]], label: int) -> None:
        free = next(((r, c) for r in range(rows) for c in range(columns) if grid[r][c] < 0), None)
        if free is None:
            found.append(numbered(grid))
            return
        r, c = free
        for height in range(1, rows - r + 1):
            for width in range(1, columns - c + 1):
                cells = [(r + i, c + j) for i in range(height) for j in range(width)]
                if all(grid[y][x] < 0 for y, x in cells):
                    for y, x in cells:
                        grid[y][x] = label
                    fill(grid, label + 1)
                    for y, x in cells:
                        grid[y][x] = -1

    fill([[-1] * columns for _ in range(rows)], 0)
    return found


@pytest.mark.parametrize("seed", range(10))
def test_solutions_equal_a_brute_force_enumeration(seed: int) -> None:
    rng = random.Random(seed)
    rows, columns = rng.choice([(2, 3), (3, 3), (3, 4)])
    every = divisions(rows, columns)
    # numbers from a random division, some moved or changed, so that some puzzles have several solutions or none
    base = rng.choice(every)
    numbers: list[list[int | None]] = [[None] * columns for _ in range(rows)]
    for region in {v for row in base for v in row}:
        cells = [(r, c) for r in range(rows) for c in range(columns) if base[r][c] == region]
        r, c = rng.choice(cells)
        numbers[r][c] = len(cells) if rng.random() < 0.85 else rng.randint(1, 4)
    puzzle = Shikaku(rows, columns, tuple(tuple(row) for row in numbers))
    expected = {d for d in every if not rules.violations(puzzle, d)}
    result = satpuzzles.count(puzzle, limit=len(expected) + 1)
    assert result.complete and set(result.solutions) == expected and len(result.solutions) == len(expected)


def test_the_rule_checker_names_each_broken_rule() -> None:
    p = Shikaku(2, 3, ((2, None, None), (None, 4, None)))
    assert rules.violations(p, ((1, 2, 2), (1, 2, 2))) == []
    assert rules.violations(p, ((1, 1, 2), (2, 2, 2))) == ["the region at r1c3 is not a rectangle"]
    assert rules.violations(p, ((1, 1, 1), (1, 1, 1))) == ["the region at r1c1 holds 2 numbers, expected one"]
    assert rules.violations(p, ((1, 1, 2), (3, 3, 2))) == [
        "the region at r1c3 holds 0 numbers, expected one",
        "the region at r2c1 has 2 cells but holds the number 4",
    ]


def test_puzzlink_round_trip_on_a_rectangle() -> None:
    puzzle = Shikaku(3, 6, ((2, None, None, 17, None, None), (None,) * 6, (None, None, 6, None, None, None)))
    url = dumps(puzzle, "puzzlink").strip()
    assert url == "https://puzz.link/p?shikaku/6/3/2h-11p6i"
    assert loads(url, "puzzlink")[0].puzzle == puzzle


def test_a_dataset_file_is_a_batch_with_matches_published() -> None:
    done = CliRunner().invoke(app, ["solve", str(FIXTURE), "--type", "shikaku", "--json"])
    assert done.exit_code == 0, done.output
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_explain_and_generate() -> None:
    [record] = loads(DATASET["251_7x7"]["problem"], "puzzlekit", "shikaku")
    path = steps(record.puzzle)
    assert path.complete and path.solution == satpuzzles.solve(record.puzzle).solutions[0]
    made = explain(Shikaku(2, 2, ((3, None), (None, None))))  # three cells cannot cover four
    assert made.status is Status.UNSAT and made.conflicts
    for puzzle in generate("shikaku", 5, count=2, seed=3):
        assert not rules.violations(puzzle.puzzle, puzzle.solution)
        assert satpuzzles.check(puzzle.puzzle).status is Status.UNIQUE
