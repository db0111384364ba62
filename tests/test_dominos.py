"""Dominos: the encoding against a brute-force oracle (every tiling of small grids), the rule checker,
Tatham's Dominosa IDs, the readers, the CLI on a dataset file, steps, explain and generate."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import satpuzzles
from satpuzzles.explain import explain
from satpuzzles.formats import loads, to_text
from satpuzzles.generate import generate
from satpuzzles.puzzles.dominos import rules, tatham
from satpuzzles.puzzles.dominos.model import OPPOSITE, STEPS, Dominos, from_json, to_json
from satpuzzles.solving import Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_dominos.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


def read(key: str) -> Dominos:
    [record] = loads(DATASET[key]["problem"], "puzzlekit", "dominos")
    return record.puzzle


def tilings(rows: int, columns: int) -> list[tuple[str, ...]]:
    """Every domino tiling of the grid, as rows of partner letters."""
    found = []

    def fill(grid: list[list[str]]) -> None:
        free = next(((r, c) for r in range(rows) for c in range(columns) if not grid[r][c]), None)
        if free is None:
            found.append(tuple("".join(row) for row in grid))
            return
        r, c = free
        for letter in ("e", "s"):
            dr, dc = STEPS[letter]
            if r + dr < rows and c + dc < columns and not grid[r + dr][c + dc]:
                grid[r][c], grid[r + dr][c + dc] = letter, OPPOSITE[letter]
                fill(grid)
                grid[r][c], grid[r + dr][c + dc] = "", ""

    fill([[""] * columns for _ in range(rows)])
    return found


@pytest.mark.parametrize("seed", range(8))
def test_solution_counts_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    rows, columns = rng.choice([(2, 3), (3, 4)])
    cells = [v for a in range(rows) for b in range(a, rows) for v in (a, b)]
    rng.shuffle(cells)
    p = Dominos(rows, columns, tuple(tuple(cells[r * columns : (r + 1) * columns]) for r in range(rows)))
    expected = [t for t in tilings(rows, columns) if not rules.violations(p, t)]
    result = satpuzzles.count(p, limit=len(expected) + 1)
    assert result.complete and sorted(result.solutions) == sorted(expected)


def test_the_rule_checker_names_each_broken_rule() -> None:
    p = Dominos(2, 3, ((0, 0, 1), (1, 1, 0)))
    assert rules.violations(p, ("ews", "ewn")) == []
    assert rules.violations(p, ("ees", "ewn"))[0] == "r1c1's domino has no partner cell pointing back"
    assert rules.violations(p, ("ssn", "nne"))[0] == "r1c3's domino has no partner cell pointing back"
    assert rules.violations(p, ("sss", "nnn")) == [
        "the domino 0-0 is laid 0 times, expected once",
        "the domino 0-1 is laid 3 times, expected once",
        "the domino 1-1 is laid 0 times, expected once",
    ]
    with pytest.raises(PuzzleError, match="0 appears 4 times"):
        Dominos(2, 3, ((0, 0, 0), (1, 1, 0)))


def test_readers_and_tatham_round_trips() -> None:
    puzzle = read("156_7x8")
    assert from_json(to_json(puzzle)) == puzzle
    solution = satpuzzles.solve(puzzle).solutions[0]
    [solved] = loads(to_text(puzzle, solution))
    assert solved.puzzle == puzzle and solved.solution == solution
    game_id = tatham.write(puzzle)
    assert game_id.startswith("6:") and tatham.looks_like(game_id) and tatham.read(game_id) == puzzle
    big = tatham.read("10:" + "[10]" * 12 + "".join(str(v % 10) for v in range(120)))
    assert big.numbers[0][0] == 10 and big.rows == 11
    with pytest.raises(PuzzleError, match="expected 20 numbers"):
        tatham.read("3:0123")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_cli_solves_a_dataset_file_and_matches_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "dominos", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] for r in results)


def test_steps_solve_a_published_puzzle_and_explain_names_rules() -> None:
    puzzle = read("411_4x5")
    path = steps(puzzle)
    assert path.complete and path.solution == satpuzzles.solve(puzzle).solutions[0]
    made = explain(Dominos(2, 3, ((0, 1, 0), (1, 0, 1))))  # 0-0 and 1-1 are never neighbours
    assert made.status is Status.UNSAT and made.conflicts


def test_generated_puzzles_are_unique() -> None:
    for made in generate("dominos", 4, count=2, seed=4):
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE
