"""Kakurasu: a brute-force oracle on tiny grids, the rule checker, the readers' errors, the CLI on a dataset
file, steps, explain and generate through the rule book."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from grid_oracle import accepted_grids

import satpuzzles
from satpuzzles.explain import explain
from satpuzzles.formats import loads
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.kakurasu import rules
from satpuzzles.puzzles.kakurasu.model import Kakurasu, from_json, to_json
from satpuzzles.solving import Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError

KIND = get_type("kakurasu")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_kakurasu.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


def read(key: str) -> Kakurasu:
    [record] = loads(DATASET[key]["problem"], "puzzlekit", "kakurasu")
    return record.puzzle


def brute_force(p: Kakurasu) -> list[tuple[str, ...]]:
    return accepted_grids(p, rules.violations)


@pytest.mark.parametrize("seed", range(10))
def test_solution_counts_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    rows, columns = rng.choice([(3, 3), (3, 4), (4, 3)])
    row_sums = tuple(rng.choice([None, rng.randint(0, columns * (columns + 1) // 2)]) for _ in range(rows))
    column_sums = tuple(rng.choice([None, rng.randint(0, rows * (rows + 1) // 2)]) for _ in range(columns))
    p = Kakurasu(rows, columns, row_sums, column_sums)
    expected = brute_force(p)
    result = satpuzzles.count(p, limit=len(expected) + 1)
    assert result.complete and sorted(result.solutions) == sorted(expected)


def test_the_rule_checker_names_each_broken_sum() -> None:
    p = Kakurasu(2, 3, (4, None), (None, 2, 3))
    assert rules.violations(p, ("x-x", "-xx")) == []
    assert rules.violations(p, ("x-x", "---")) == [
        "column 2's shaded cells sum to 0, expected 2",
        "column 3's shaded cells sum to 1, expected 3",
    ]
    assert rules.violations(p, ("xx-", "-xx"))[0] == "row 1's shaded cells sum to 3, expected 4"


def test_json_round_trip_and_errors() -> None:
    puzzle = read("341_4x4")
    assert from_json(to_json(puzzle)) == puzzle
    with pytest.raises(PuzzleError, match="row_sums 2"):
        Kakurasu(2, 2, (1, 4), (None, None))  # a 2-cell row sums to 3 at most
    with pytest.raises(PuzzleError, match="line 3"):
        loads("4 4\n5 5 5 3\n5 9 q 1\n", "puzzlekit", "kakurasu")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_cli_solves_a_dataset_file_and_matches_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "kakurasu", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] for r in results)


def test_steps_solve_a_published_puzzle_and_explain_finds_fixes() -> None:
    puzzle = read("314_6x6")
    path = steps(puzzle)
    assert path.complete and path.solution == satpuzzles.solve(puzzle).solutions[0]
    minimal = next(generate("kakurasu", 5, seed=2)).puzzle  # every number it shows is needed
    row = next(r for r, v in enumerate(minimal.row_sums) if v is not None)
    sums = tuple(None if r == row else v for r, v in enumerate(minimal.row_sums))
    bare = Kakurasu(5, 5, sums, minimal.column_sums)
    made = explain(bare, max_fixes=3)
    assert made.status is Status.MULTIPLE and made.fixes
    for fix in made.fixes:  # each fix, added, leaves one solution: checked again here on a fresh engine
        fixed = KIND.explainer(bare, "auto", None).with_hint(fix.hint)  # type: ignore[misc]
        assert satpuzzles.check(fixed).status is Status.UNIQUE


def test_generated_puzzles_are_unique() -> None:
    for made in generate("kakurasu", 5, count=2, seed=4):
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE


def test_the_editor_sets_sums_beside_the_grid() -> None:
    assert KIND.editor is not None and KIND.editor.put_clue is not None and KIND.editor.clue_text is not None
    data = to_json(Kakurasu(3, 3, (None,) * 3, (None,) * 3))
    data = KIND.editor.put_clue(data, "right", 1, "5")
    assert data["row_sums"] == [None, 5, None] and KIND.editor.clue_text(data, "right", 1) == "5"
    assert from_json(data).row_sums == (None, 5, None)
    with pytest.raises(PuzzleError, match="no numbers on the top"):
        KIND.editor.put_clue(data, "top", 0, "1")
