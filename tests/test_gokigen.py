"""Gokigen Naname: a brute-force oracle on tiny grids (cycle cuts and the exact forest), the rule checker,
puzz.link and Slant round trips, a dataset file through the CLI, steps, the generator and the picture."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from functools import cache
from itertools import product
from pathlib import Path
from random import Random

import pytest
from grid_oracle import exact_solutions

from satpuzzles.formats import loads
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.formats.tatham import read_game_id, write_game_id
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.gokigen import rules
from satpuzzles.puzzles.gokigen.encode import clues_of
from satpuzzles.puzzles.gokigen.model import Gokigen
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.drawable import render_svg
from satpuzzles.typekit.puzzlink import decode_4cell, encode_4cell

KIND = get_type("gokigen")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_gokigen.json"  # three dataset puzzles
DATASET = json.loads(FIXTURE.read_text())["data"]


def blank(rows: int, columns: int) -> Gokigen:
    return Gokigen(rows, columns, ((None,) * (columns + 1),) * (rows + 1))


@cache
def loop_free(rows: int, columns: int) -> list[tuple[str, ...]]:
    """Every grid of diagonals the rules allow without numbers: a numbered puzzle's solutions are among them."""
    words = ["".join(cells) for cells in product("/\\", repeat=columns)]
    grids = [tuple(grid) for grid in product(words, repeat=rows)]
    return [g for g in grids if not rules.violations(blank(rows, columns), g)]


@pytest.mark.parametrize("seed", range(6))
def test_solutions_equal_brute_force_with_cuts_and_exactly(seed: int) -> None:
    """Numbers from a random loop-free grid, some hidden: puzzles with one or several solutions."""
    rng = Random(seed)
    rows, columns = 3, 3 + seed % 2
    every = loop_free(rows, columns)
    full = clues_of(blank(rows, columns), rng.choice(every))
    puzzle = Gokigen(rows, columns, tuple(tuple(v if rng.random() < 0.3 else None for v in row) for row in full.clues))
    oracle = {g for g in every if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 10_000).solutions) == oracle
    assert exact_solutions(KIND, puzzle) == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = Gokigen(2, 2, ((None, None, None), (None, 4, None), (0, None, None)))
    assert rules.violations(puzzle, ("\\/", "/\\")) == ["the 0 at grid point 2,0 touches 1 diagonals"]
    assert rules.violations(blank(2, 2), ("/\\", "\\/")) == ["the diagonal in r2c2 closes a loop"]
    assert rules.violations(blank(2, 2), ("//", "//")) == []


def test_puzzlink_and_slant_round_trips() -> None:
    url = "https://puzz.link/p?gokigen/4/4/iaegcgcj6a"  # pzprjs's own test puzzle
    puzzle = read_url(url)
    assert isinstance(puzzle, Gokigen)
    assert puzzle.clues[:3] == ((None, None, None, 0, None), (None, 4, None, None, None), (2, None, None, None, 2))
    assert write_url(puzzle) == url
    assert decode_4cell("iaegcgcj6a", 25) == [v for row in puzzle.clues for v in row]
    assert encode_4cell([None] * 21 + [3]) == "zgd"  # 20 empty, 1 empty, a 3 that ends the grid
    assert decode_4cell("zgd", 22) == [None] * 21 + [3]
    assert write_game_id(puzzle) == "4x4:c0b4c2c2f1a0a"
    assert read_game_id("4x4de:c0b4c2c2f1a0a") == puzzle


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solutions() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "solve", str(FIXTURE), "--type", "gokigen", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)
    for r in results:
        assert r["puzzlekit_solution"].split() == DATASET[r["id"]]["solution"].split()


def test_steps_reach_the_published_solution_and_a_generated_puzzle_is_unique() -> None:
    [record] = loads(DATASET["02_6x6"]["problem"], "puzzlekit", "gokigen")
    path = steps(record.puzzle)
    assert path.complete
    assert KIND.puzzlekit is not None and KIND.puzzlekit.write_solution is not None
    assert KIND.puzzlekit.write_solution(record.puzzle, path.solution).split() == DATASET["02_6x6"]["solution"].split()
    made = next(generate("gokigen", 4, seed=3))
    with Engine() as engine:
        result = engine.solve(made.puzzle)
    assert result.status is Status.UNIQUE and result.solutions[0] == made.solution
    picture = render_svg(made.puzzle, made.solution)
    assert 'data-point="' in picture and picture.count("segment solved") == 16


def test_bad_tokens_are_named_where_they_are() -> None:
    with pytest.raises(PuzzleError, match=r"row 2, column 3: expected a number 0..4 or '.', found '5'"):
        loads("gokigen 2x2\n. . .\n. . 5\n. . .\n")
    with pytest.raises(PuzzleError, match=re.escape("solution row 1, column 2: expected '/' or '\\', found 'x'")):
        loads("gokigen 2x2 solved\n. . .\n. . .\n. . .\n/ x\n/ /\n")
