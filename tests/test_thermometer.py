"""Thermometer: a brute-force oracle on tiny grids, the rule checker, the readers, the CLI on a dataset
file, steps, explain, generate and the editor."""

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
from satpuzzles.formats import loads, to_text
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.thermometer import rules
from satpuzzles.puzzles.thermometer.generate import layout
from satpuzzles.puzzles.thermometer.model import Thermometer, from_json, to_json
from satpuzzles.solving import Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError

KIND = get_type("thermometer")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_thermometer.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


def read(key: str) -> Thermometer:
    [record] = loads(DATASET[key]["problem"], "puzzlekit", "thermometer")
    return record.puzzle


def brute_force(p: Thermometer) -> list[tuple[str, ...]]:
    return accepted_grids(p, rules.violations)


@pytest.mark.parametrize("seed", range(10))
def test_solution_counts_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    shape = layout(3, 3, rng)
    row_counts = tuple(rng.choice([None, rng.randint(0, 3)]) for _ in range(3))
    column_counts = tuple(rng.choice([None, rng.randint(0, 3)]) for _ in range(3))
    p = Thermometer(3, 3, shape.thermometers[:-1], row_counts, column_counts)  # one cell may be on none
    expected = brute_force(p)
    result = satpuzzles.count(p, limit=len(expected) + 1)
    assert result.complete and sorted(result.solutions) == sorted(expected)


def test_the_rule_checker_names_each_broken_rule() -> None:
    p = Thermometer(2, 2, (((0, 0), (0, 1), (1, 1)), ((1, 0),)), (1, None), (None, 2))
    assert rules.violations(p, ("x-", "--")) == ["column 2 has 0 filled cells, expected 2"]
    assert rules.violations(p, ("-x", "-x")) == ["thermometer 1 (bulb at r1c1) has a gap"]


def test_readers_and_round_trips() -> None:
    puzzle = read("1_6x6")
    assert from_json(to_json(puzzle)) == puzzle
    solution = satpuzzles.solve(puzzle).solutions[0]
    [solved] = loads(to_text(puzzle, solution))
    assert solved.puzzle == puzzle and solved.solution == solution
    with pytest.raises(PuzzleError, match="numbered 1 to 2"):
        loads("thermometer 1x2\n  . .\n. 1.1 1.3\n")
    with pytest.raises(PuzzleError, match="does not touch"):
        Thermometer(2, 2, (((0, 0), (1, 1)),), (None, None), (None, None))


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_cli_solves_a_dataset_file_and_matches_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "thermometer", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] for r in results)


def test_steps_solve_a_published_puzzle_and_explain_finds_fixes() -> None:
    puzzle = read("1_6x6")
    path = steps(puzzle)
    assert path.complete and path.solution == satpuzzles.solve(puzzle).solutions[0]
    minimal = next(generate("thermometer", 5, seed=2)).puzzle  # every number it shows is needed
    row = next(r for r, v in enumerate(minimal.row_counts) if v is not None)
    counts = tuple(None if r == row else v for r, v in enumerate(minimal.row_counts))
    bare = Thermometer(5, 5, minimal.thermometers, counts, minimal.column_counts)
    made = explain(bare, max_fixes=3)
    assert made.status is Status.MULTIPLE and made.fixes
    for fix in made.fixes:  # each fix, added, leaves one solution: checked again here on a fresh engine
        fixed = KIND.explainer(bare, "auto", None).with_hint(fix.hint)  # type: ignore[misc]
        assert satpuzzles.check(fixed).status is Status.UNIQUE


def test_generated_puzzles_are_unique() -> None:
    for made in generate("thermometer", 5, count=2, seed=4):
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE
        assert sum(len(t) for t in made.puzzle.thermometers) == 25


def test_the_editor_places_thermometer_cells_and_numbers() -> None:
    assert KIND.editor is not None and KIND.editor.put_clue is not None
    data = to_json(Thermometer(2, 2, (), (None, None), (None, None)))
    data = KIND.editor.put_cell(data, (0, 0), "1.1")
    data = KIND.editor.put_cell(data, (0, 1), "1.2")
    assert data["thermometers"] == [[[0, 0], [0, 1]]] and KIND.editor.cell_text(data, (0, 1)) == "1.2"
    data = KIND.editor.put_clue(data, "left", 1, "2")
    assert from_json(data).row_counts == (None, 2)
    with pytest.raises(PuzzleError, match=r"expected K\.I"):
        KIND.editor.put_cell(data, (1, 1), "x")
