"""Tents: a brute-force oracle on tiny grids, the rule checker, Tatham's IDs, the CLI on a dataset file,
steps, explain and generate through the rule book."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from itertools import product
from pathlib import Path

import pytest

import satpuzzles
from satpuzzles.explain import explain
from satpuzzles.formats import loads
from satpuzzles.formats.dump import dumps
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.tents import rules, tatham
from satpuzzles.puzzles.tents.model import Tents, from_json, to_json
from satpuzzles.solving import Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError

KIND = get_type("tents")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_tents.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


def read(key: str) -> Tents:
    [record] = loads(DATASET[key]["problem"], "puzzlekit", "tents")
    return record.puzzle


def brute_force(p: Tents) -> list[tuple[str, ...]]:
    out = []
    for bits in product(".A", repeat=p.rows * p.columns):
        grid = tuple(
            "".join("T" if p.grid[r][c] == "T" else bits[r * p.columns + c] for c in range(p.columns))
            for r in range(p.rows)
        )
        if not rules.violations(p, grid) and grid not in out:
            out.append(grid)
    return out


@pytest.mark.parametrize("seed", range(10))
def test_solution_counts_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    rows, columns = rng.choice([(3, 3), (3, 4), (4, 3)])
    grid = tuple("".join("T" if rng.random() < 0.25 else "." for _ in range(columns)) for _ in range(rows))
    numbers = [rng.choice([None, None, 0, 1, 2]) for _ in range(rows + columns)]
    p = Tents(rows, columns, grid, tuple(numbers[:rows]), tuple(numbers[rows:]))
    expected = brute_force(p)
    result = satpuzzles.count(p, limit=len(expected) + 1)
    assert result.complete and sorted(result.solutions) == sorted(expected)


def test_the_rule_checker_names_each_broken_rule() -> None:
    p = Tents(3, 3, ("T..", "...", "..T"), (1, None, 1), (None, None, None))
    assert rules.violations(p, ("TA.", "...", ".AT")) == []
    assert rules.violations(p, ("A..", "...", "..T"))[0] == "r1c1 holds no tree but the puzzle shows a tree"
    assert rules.violations(p, ("TA.", "..A", "..T")) == [
        "the tents at r1c2 and r2c3 touch",
        "row 3 holds 0 tents, expected 1",
    ]
    assert rules.violations(p, ("TA.", "...", "..T")) == [
        "the 2 trees and 1 tents do not pair up, each tree with its own tent beside it",
        "row 3 holds 0 tents, expected 1",
    ]


def test_json_and_tatham_round_trips() -> None:
    puzzle = read("223_8x12")
    assert from_json(to_json(puzzle)) == puzzle
    game_id = tatham.write(puzzle)
    assert game_id.startswith("12x8:") and tatham.looks_like(game_id)
    assert tatham.read(game_id) == puzzle
    assert tatham.read("3x2:bc,1,0,1,1,1") == Tents(
        2, 3, ("..T", "..."), (1, 1), (1, 0, 1)
    )  # the last tree past the end
    long = Tents(1, 30, ("." * 28 + "T.",), (1,), (None,) * 28 + (1, None))
    with pytest.raises(PuzzleError, match="every"):
        tatham.write(long)
    with pytest.raises(PuzzleError, match="numbers"):
        tatham.read("3x2:bc,1,0,1")
    with pytest.raises(PuzzleError, match="cover"):
        tatham.read("3x2:a_,1,0,1,1,1")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_cli_solves_a_dataset_file_and_matches_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "tents", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] for r in results)
    assert all(r["puzzlekit_solution"].split() == DATASET[r["id"]]["solution"].split() for r in results)


def test_cli_reads_puzzlekit_text_and_refuses_a_bad_number(tmp_path: Path) -> None:
    path = tmp_path / "tents.txt"
    path.write_text(DATASET["153_8x12"]["problem"])
    assert run("solve", str(path), "--type", "tents", "--format", "puzzlekit").returncode == 0
    lines = DATASET["153_8x12"]["problem"].splitlines()
    path.write_text("\n".join([lines[0], lines[1].replace("2", "z", 1), *lines[2:]]))
    done = run("solve", str(path), "--type", "tents", "--format", "puzzlekit")
    assert done.returncode == 2 and "line 2" in done.stderr and "Traceback" not in done.stderr


def test_steps_solve_a_published_puzzle_and_explain_finds_fixes() -> None:
    puzzle = read("223_8x12")
    path = steps(puzzle)
    assert path.complete and path.solution == satpuzzles.solve(puzzle).solutions[0]
    minimal = next(generate("tents", 7, seed=3)).puzzle  # every number it shows is needed
    row = next(r for r, v in enumerate(minimal.row_tents) if v is not None)
    bare = Tents(
        7,
        7,
        minimal.grid,
        tuple(None if r == row else v for r, v in enumerate(minimal.row_tents)),
        minimal.column_tents,
    )
    made = explain(bare, max_fixes=3)
    assert made.status is Status.MULTIPLE and made.fixes
    for fix in made.fixes:  # each fix, added, leaves one solution: checked again here on a fresh engine
        fixed = KIND.explainer(bare, "auto", None).with_hint(fix.hint)  # type: ignore[misc]
        assert satpuzzles.check(fixed).status is Status.UNIQUE


def test_generated_puzzles_are_unique() -> None:
    for made in generate("tents", 7, count=2, seed=3):
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE
        assert made.generation["trees"] == len(made.puzzle.trees())


def test_the_editor_places_trees_and_numbers() -> None:
    assert KIND.editor is not None and KIND.editor.put_clue is not None and KIND.editor.clue_text is not None
    data = to_json(Tents(3, 3, ("...",) * 3, (None,) * 3, (None,) * 3))
    data = KIND.editor.put_cell(data, (1, 2), "t")
    assert data["grid"][1] == "..T" and KIND.editor.cell_text(data, (1, 2)) == "T"
    data = KIND.editor.put_clue(data, "top", 2, "1")
    assert data["column_tents"] == [None, None, 1] and KIND.editor.clue_text(data, "top", 2) == "1"
    assert from_json(data).column_tents == (None, None, 1)
    with pytest.raises(PuzzleError, match="no numbers on the bottom"):
        KIND.editor.put_clue(data, "bottom", 0, "1")


PZPRJS_EXAMPLE = "https://puzz.link/p?tents/5/5/2g0h1i1j82323"  # pzprjs's test puzzle (test/script/tents.js)


def test_puzzlink_reads_pzprjs_example_and_round_trips() -> None:
    [record] = loads(PZPRJS_EXAMPLE, "puzzlink")
    puzzle = record.puzzle
    assert puzzle.grid == ("..T..", ".....", ".T..T", "...T.", ".T...")
    assert puzzle.column_tents == (2, None, 0, None, None) and puzzle.row_tents == (1, None, None, None, 1)
    assert dumps(puzzle, "puzzlink").strip() == PZPRJS_EXAMPLE
    assert satpuzzles.solve(puzzle).status is Status.UNIQUE


def test_puzzlink_round_trips_a_rectangle_with_long_gaps() -> None:
    grid = ("T" + "." * 39, "." * 40, "." * 39 + "T")
    puzzle = Tents(3, 40, grid, (1, None, 17), (None,) * 39 + (2,))
    url = dumps(puzzle, "puzzlink").strip()
    assert url == "https://puzz.link/p?tents/40/3/zy21g-11hzzzzzs0"
    assert loads(url, "puzzlink")[0].puzzle == puzzle
