"""Binairo: published puzzles (whose solutions repeat rows: janko.at's rules have no distinct-lines rule),
a brute-force oracle with and without that rule, the rule checker, every format's round trip, the CLI."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from itertools import product
from pathlib import Path

import pytest

import satpuzzles
from satpuzzles.explain import explain
from satpuzzles.formats import loads, to_text
from satpuzzles.formats.tatham import read_game_id, write_game_id
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.binairo import rules, tatham
from satpuzzles.puzzles.binairo.model import Binairo, from_json, to_json
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError

KIND = get_type("binairo")
DATASET = json.loads((Path(__file__).parent / "fixtures" / "puzzlekit_binairo.json").read_text())["data"]
EMPTY4 = ((None,) * 4,) * 4


def grid(text: str) -> tuple[tuple[int, ...], ...]:
    """A puzzlekit solution (1 white, 2 black) as 0/1 rows."""
    return tuple(tuple(int(v) - 1 for v in line.split()) for line in text.strip().splitlines()[1:])


def read(key: str) -> Binairo:
    [record] = loads(DATASET[key]["problem"], "puzzlekit", "binairo")
    return record.puzzle


@pytest.fixture(scope="module")
def engine():
    with Engine() as shared:
        yield shared


@pytest.mark.parametrize("key", sorted(DATASET))
def test_published_puzzles_solve_to_their_solution_and_are_unique(engine: Engine, key: str) -> None:
    puzzle = read(key)
    result = engine.solve(puzzle)
    assert result.status is Status.UNIQUE
    assert result.solutions[0] == grid(DATASET[key]["solution"])
    assert KIND.puzzlekit is not None and KIND.puzzlekit.write is not None
    assert KIND.puzzlekit.write(puzzle, result.solutions[0]).split() == DATASET[key]["solution"].split()


def test_the_published_solution_breaks_the_distinct_rule(engine: Engine) -> None:
    puzzle = read("272_8x8")  # rows 1 and 2 of its solution are equal
    solution = grid(DATASET["272_8x8"]["solution"])
    assert rules.violations(puzzle, solution) == []
    assert "row 2 equals row 1" in rules.violations(dataclasses.replace(puzzle, distinct=True), solution)
    assert engine.solve(dataclasses.replace(puzzle, distinct=True)).status is Status.UNSAT


@pytest.mark.parametrize("distinct", [False, True])
def test_the_encoding_has_exactly_the_brute_force_solutions(engine: Engine, distinct: bool) -> None:
    blank = Binairo(4, EMPTY4, distinct)
    grids = (tuple(tuple(cells[r * 4 : r * 4 + 4]) for r in range(4)) for cells in product((0, 1), repeat=16))
    oracle = {g for g in grids if not rules.violations(blank, g)}
    assert oracle
    assert set(engine.count(blank, 1000).solutions) == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = Binairo(4, EMPTY4)
    good = ((0, 1, 0, 1), (1, 0, 1, 0), (0, 1, 1, 0), (1, 0, 0, 1))
    assert rules.violations(puzzle, good) == []
    assert any("row 1 holds 3 black" in p for p in rules.violations(puzzle, ((1, 1, 0, 1), *good[1:])))
    three = Binairo(6, ((None,) * 6,) * 6)
    row = (0, 0, 0, 1, 1, 1)
    assert any("three white cells in a row from 1" in p for p in rules.violations(three, (row,) * 6))
    given = Binairo(4, ((1, None, None, None), *EMPTY4[1:]))
    assert rules.violations(given, good) == ["row 1, column 1 is given 1 but holds 0"]


def test_json_round_trip_and_validation() -> None:
    puzzle = Binairo(4, ((0, None, None, 1), *EMPTY4[1:]), True)
    assert from_json(to_json(puzzle)) == puzzle
    with pytest.raises(PuzzleError, match="even"):
        from_json({"size": 5, "givens": [[None] * 5] * 5})
    with pytest.raises(PuzzleError, match="givens row 1, column 1"):
        from_json({"size": 4, "givens": [[2, None, None, None]] + [[None] * 4] * 3})


def test_text_round_trip_and_a_solved_board_reads_back(engine: Engine) -> None:
    puzzle = read(sorted(DATASET)[0])
    assert loads(to_text(puzzle))[0].puzzle == puzzle
    solution = engine.solve(puzzle).solutions[0]
    [solved] = loads(to_text(puzzle, solution))
    assert solved.puzzle == puzzle and solved.solution == solution
    distinct = dataclasses.replace(puzzle, distinct=True)
    assert loads(to_text(distinct))[0].puzzle == distinct


def test_tatham_unruly_ids_round_trip() -> None:
    # 6x6: white at 0, black at 7, white at 35, by Unruly's rules (skip, place; one place past the end).
    game_id = "6x6:aGzca"
    puzzle = read_game_id(game_id, "binairo")
    cells = [v for row in puzzle.givens for v in row]
    assert cells[0] == 0 and cells[7] == 1 and cells[35] == 0 and sum(v is not None for v in cells) == 3
    assert write_game_id(puzzle) == game_id
    with pytest.raises(PuzzleError, match="pass --type"):  # Galaxies' IDs look the same: WxH and letter runs
        read_game_id(game_id)
    for key in sorted(DATASET):
        assert read_game_id(write_game_id(read(key)), "binairo") == read(key)
    assert tatham.read("8x8u:" + tatham.write(read("272_8x8")).partition(":")[2]).distinct
    with pytest.raises(PuzzleError, match="expected 37"):
        tatham.read("6x6:aGzc")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_cli_solves_puzzlekit_text_and_asks_for_the_type_when_others_read_it_too(tmp_path: Path) -> None:
    key = "272_8x8"
    path = tmp_path / "binairo.txt"
    path.write_text(DATASET[key]["problem"])
    guessed = run("solve", str(path), "--json")  # a grid of 1, 2 and - may be other types' puzzlekit text too
    assert guessed.returncode == 0 or (guessed.returncode == 2 and "pass --type" in guessed.stderr)
    done = run("solve", str(path), "--type", "binairo", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["type"] == "binairo" and result["status"] == "unique"
    assert result["solution"] == [list(row) for row in grid(DATASET[key]["solution"])]


def test_cli_solves_a_dataset_file_as_a_batch_and_matches_the_published_solutions() -> None:
    dataset = Path(__file__).parent / "fixtures" / "puzzlekit_binairo.json"
    done = run("solve", str(dataset), "--type", "binairo", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] for r in results)
    assert all(r["puzzlekit_solution"].split() == DATASET[r["id"]]["solution"].split() for r in results)


def test_steps_solve_a_published_puzzle_and_explain_finds_fixes() -> None:
    puzzle = read("272_8x8")
    path = steps(puzzle)
    assert path.complete and path.solution == grid(DATASET["272_8x8"]["solution"])
    sample = satpuzzles.load_puzzle(KIND.samples[0].text)
    bare = dataclasses.replace(sample, givens=((None, *sample.givens[0][1:]), *sample.givens[1:]))
    bare = dataclasses.replace(bare, givens=((None, None, *bare.givens[0][2:]), *bare.givens[1:]))  # r1c2 gone
    made = explain(bare, max_fixes=3)
    assert made.status is Status.MULTIPLE and made.fixes
    for fix in made.fixes:  # each fix, added, leaves one solution: checked again here on a fresh engine
        fixed = KIND.explainer(bare, "auto", None).with_hint(fix.hint)  # type: ignore[misc]
        assert satpuzzles.check(fixed).status is Status.UNIQUE


@pytest.mark.parametrize("distinct", [False, True])
def test_generated_puzzles_are_unique(distinct: bool) -> None:
    for made in generate("binairo", 6, count=2, seed=7, distinct=distinct):
        assert made.puzzle.distinct is distinct
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE


def test_the_editor_sets_and_clears_givens() -> None:
    assert KIND.editor is not None
    data = to_json(Binairo(4, EMPTY4))
    data = KIND.editor.put_cell(data, (1, 2), "1")
    assert data["givens"][1][2] == 1 and KIND.editor.cell_text(data, (1, 2)) == "1"
    assert KIND.editor.put_cell(data, (1, 2), "")["givens"][1][2] is None
    with pytest.raises(PuzzleError, match="expected 0"):
        KIND.editor.put_cell(data, (0, 0), "2")
