"""Nonogram: the runs encoding against a brute-force oracle on tiny grids, the rule checker, Tatham's Pattern
IDs, the readers, the CLI on a dataset file, steps, explain and generate."""

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
from satpuzzles.formats.dump import dumps
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.nonogram import rules, tatham
from satpuzzles.puzzles.nonogram.encode import clues_of
from satpuzzles.puzzles.nonogram.model import Nonogram, from_json, to_json
from satpuzzles.solving import Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError

KIND = get_type("nonogram")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_nonogram.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


def read(key: str) -> Nonogram:
    [record] = loads(DATASET[key]["problem"], "puzzlekit", "nonogram")
    return record.puzzle


def brute_force(p: Nonogram) -> list[tuple[str, ...]]:
    return accepted_grids(p, rules.violations)


@pytest.mark.parametrize("seed", range(10))
def test_solution_counts_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    rows, columns = rng.choice([(3, 3), (3, 4), (4, 3)])
    picture = tuple("".join(rng.choice("-x") for _ in range(columns)) for _ in range(rows))
    p = clues_of(Nonogram(rows, columns, ((),) * rows, ((),) * columns), picture)
    expected = brute_force(p)
    assert picture in expected
    result = satpuzzles.count(p, limit=len(expected) + 1)
    assert result.complete and sorted(result.solutions) == sorted(expected)


def test_the_rule_checker_names_each_line_that_shows_other_runs() -> None:
    p = Nonogram(2, 3, ((1, 1), ()), ((1,), (), (1,)))
    assert rules.violations(p, ("x-x", "---")) == []
    assert rules.violations(p, ("xx-", "---")) == [
        "row 1 shows 2, expected 1 1",
        "column 2 shows 1, expected no run",
        "column 3 shows no run, expected 1",
    ]
    with pytest.raises(PuzzleError, match="do not fit"):
        Nonogram(1, 3, ((2, 1, 1),), ((), (), ()))


def test_readers_and_tatham_round_trips() -> None:
    puzzle = read("943_15x30")
    assert from_json(to_json(puzzle)) == puzzle
    solution = satpuzzles.solve(puzzle).solutions[0]
    [solved] = loads(to_text(puzzle, solution))
    assert solved.puzzle == puzzle and solved.solution == solution
    game_id = tatham.write(puzzle)
    assert game_id.startswith("30x15:") and tatham.looks_like(game_id)
    assert tatham.read(game_id) == puzzle
    assert tatham.read("3x2:1//1/1.1/") == Nonogram(2, 3, ((1, 1), ()), ((1,), (), (1,)))
    with pytest.raises(PuzzleError, match="expected 5 clues"):
        tatham.read("3x2:1//1/1.1")
    with pytest.raises(PuzzleError, match="line 3"):
        loads("2 3\n1\nx\n1\n1 1\n0\n", "puzzlekit", "nonogram")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_cli_solves_a_dataset_file_and_matches_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "nonogram", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] for r in results)


def test_steps_solve_a_published_puzzle_and_explain_names_rules() -> None:
    puzzle = read("2301_10x10")
    path = steps(puzzle)
    assert path.complete and path.solution == satpuzzles.solve(puzzle).solutions[0]
    broken = Nonogram(2, 2, ((2,), ()), ((1,), ()))  # row 1 wants both cells, column 2 none
    made = explain(broken)
    assert made.status is Status.UNSAT and made.conflicts
    assert any("column 2 shows no shaded cell" in str(conflict) for conflict in made.conflicts)


def test_generated_puzzles_are_unique() -> None:
    for made in generate("nonogram", 6, count=2, seed=4):
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE


def test_the_editor_sets_clues() -> None:
    assert KIND.editor is not None and KIND.editor.put_clue is not None and KIND.editor.clue_text is not None
    data = to_json(Nonogram(2, 3, ((), ()), ((), (), ())))
    data = KIND.editor.put_clue(data, "left", 0, "1 1")
    assert data["row_clues"][0] == [1, 1] and KIND.editor.clue_text(data, "left", 0) == "1 1"
    assert from_json(data).row_clues == ((1, 1), ())
    with pytest.raises(PuzzleError, match="run lengths"):
        KIND.editor.put_clue(data, "top", 0, "a")


PZPRJS_EXAMPLE = "https://puzz.link/p?nonogram/6/6/12g1111h11112j12g11g21j11g3h"  # pzprjs's test/script/nonogram.js


def test_puzzlink_reads_pzprjs_example_and_round_trips() -> None:
    [record] = loads(PZPRJS_EXAMPLE, "puzzlink")
    puzzle = record.puzzle
    assert puzzle.column_clues == ((2, 1), (1, 1, 1), (1,), (1, 1, 1), (2, 1), ())
    assert puzzle.row_clues == ((2, 1), (1, 1), (1, 2), (), (1, 1), (3,))
    assert dumps(puzzle, "puzzlink").strip() == PZPRJS_EXAMPLE
    assert satpuzzles.solve(puzzle).status is Status.UNIQUE


def test_puzzlink_reads_clues_wherever_they_stand_and_round_trips_rectangles() -> None:
    # pzprjs's older writer left gaps: the places of a line hold its clues from the grid outwards
    [record] = loads("https://puzz.link/p?nonogram/2/3/g111111", "puzzlink")
    assert record.puzzle.column_clues == ((1,), (1, 1)) and record.puzzle.row_clues == ((1,), (1,), (1,))
    assert dumps(record.puzzle, "puzzlink").strip() == "https://puzz.link/p?nonogram/2/3/1g11111"
    puzzle = Nonogram(3, 20, ((20,), (1,) * 10, ()), ((2,),) * 20)
    assert loads(dumps(puzzle, "puzzlink"), "puzzlink")[0].puzzle == puzzle
    with pytest.raises(PuzzleError, match="unknown length"):
        loads("https://puzz.link/p?nonogram/2/2/.", "puzzlink")
