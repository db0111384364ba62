"""Jigsaw Sudoku: published puzzles (one of janko.at's diagonal series), a brute-force oracle, the rule
checker, every format's round trip, the CLI."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from itertools import permutations, product
from pathlib import Path

import pytest

from satpuzzles.formats import loads, to_text
from satpuzzles.formats.tatham import read_game_id, write_game_id
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.jigsawsudoku import rules, tatham
from satpuzzles.puzzles.jigsawsudoku.model import JigsawSudoku, from_json, to_json
from satpuzzles.solving import Engine, Status
from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.digitgrid import write_solo_blocks

KIND = get_type("jigsawsudoku")
DATASET = json.loads((Path(__file__).parent / "fixtures" / "puzzlekit_jigsawsudoku.json").read_text())["data"]
DIAGONAL_SERIES = "651_6x6"  # janko.at's 6x6 Chaos Sudokus 651-675 also ask for both diagonals
EMPTY4 = ((None,) * 4,) * 4
# The layout of janko.at Chaos Sudoku 1 (two L shapes over two boxes).
LAYOUT = ((0, 0, 0, 1), (0, 1, 1, 1), (2, 2, 3, 3), (2, 2, 3, 3))


def grid(text: str) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(int(v) for v in line.split()) for line in text.strip().splitlines()[1:])


def read(key: str) -> JigsawSudoku:
    [record] = loads(DATASET[key]["problem"], "puzzlekit", "jigsawsudoku")
    return record.puzzle


@pytest.fixture(scope="module")
def engine():
    with Engine() as shared:
        yield shared


@pytest.mark.parametrize("key", sorted(set(DATASET) - {DIAGONAL_SERIES}))
def test_published_puzzles_solve_to_their_solution_and_are_unique(engine: Engine, key: str) -> None:
    puzzle = read(key)
    result = engine.solve(puzzle)
    assert result.status is Status.UNIQUE
    assert result.solutions[0] == grid(DATASET[key]["solution"])
    assert KIND.puzzlekit is not None and KIND.puzzlekit.write is not None
    assert KIND.puzzlekit.write(puzzle, result.solutions[0]).split() == DATASET[key]["solution"].split()


def test_the_diagonal_series_needs_the_diagonal_rule(engine: Engine) -> None:
    puzzle = read(DIAGONAL_SERIES)  # puzzlekit's text cannot say "with diagonals"
    several = engine.solve(puzzle)
    assert several.status is Status.MULTIPLE
    assert all(rules.violations(puzzle, s) == [] for s in several.solutions)
    result = engine.solve(dataclasses.replace(puzzle, diagonal=True))
    assert result.status is Status.UNIQUE and result.solutions[0] == grid(DATASET[DIAGONAL_SERIES]["solution"])


def brute_force(layout: tuple[tuple[int, ...], ...], diagonal: bool) -> set[tuple[tuple[int, ...], ...]]:
    rows = list(permutations(range(1, 5)))
    blank = JigsawSudoku(4, layout, EMPTY4, diagonal)
    return {g for g in product(rows, repeat=4) if not rules.violations(blank, g)}


@pytest.mark.parametrize("diagonal", [False, True])
def test_the_encoding_has_exactly_the_brute_force_solutions(engine: Engine, diagonal: bool) -> None:
    oracle = brute_force(LAYOUT, diagonal)
    assert oracle  # the layout has solutions
    result = engine.count(JigsawSudoku(4, LAYOUT, EMPTY4, diagonal), 1000)
    assert set(result.solutions) == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    solution = grid(DATASET["1_4x4"]["solution"])
    puzzle = read("1_4x4")
    assert rules.violations(puzzle, solution) == []
    columns_swapped = tuple((row[1], row[0], *row[2:]) for row in solution)  # rows and columns stay right
    problems = rules.violations(puzzle, columns_swapped)
    assert problems and all("region" in p or "given" in p for p in problems)
    assert any("diagonal" in p for p in rules.violations(dataclasses.replace(puzzle, diagonal=True), solution))


def test_json_round_trip_and_validation() -> None:
    puzzle = JigsawSudoku(4, LAYOUT, EMPTY4, True)
    assert from_json(to_json(puzzle)) == puzzle
    with pytest.raises(PuzzleError, match="has 5 cells, expected 4"):
        from_json({"size": 4, "regions": [[0, 0, 0, 0], [0, 1, 1, 1], [2, 2, 2, 3], [2, 3, 3, 3]]})
    with pytest.raises(PuzzleError, match="needs 4 regions"):
        from_json({"size": 4, "regions": [[0, 0, 1, 1]] * 4})


def test_text_round_trip_and_a_solved_board_reads_back(engine: Engine) -> None:
    puzzle = dataclasses.replace(read(DIAGONAL_SERIES), diagonal=True)
    [again] = loads(to_text(puzzle))
    assert again.puzzle == puzzle
    solution = engine.solve(puzzle).solutions[0]
    [solved] = loads(to_text(puzzle, solution))
    assert solved.puzzle == puzzle and solved.solution == solution


def test_tatham_jigsaw_ids_round_trip() -> None:
    for key in sorted(DATASET):
        puzzle = read(key)
        game_id = write_game_id(puzzle)
        assert game_id.startswith(f"{puzzle.size}j:")
        assert read_game_id(game_id) == puzzle  # detected: only Solo's jigsaw reads '<N>j'
    diagonal = JigsawSudoku(4, LAYOUT, EMPTY4, True)
    assert read_game_id(write_game_id(diagonal)) == diagonal
    # Solo's 4j block structure of LAYOUT, written by hand from its rules: walls across then down, then the end.
    assert write_solo_blocks(LAYOUT) == "b_cbba_a_ba"
    with pytest.raises(PuzzleError, match="killer"):
        tatham.read("4jk:p,b_cbba_a_ba,p")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_cli_solves_puzzlekit_text(tmp_path: Path) -> None:
    key = "1_4x4"
    path = tmp_path / "jigsaw.txt"
    path.write_text(DATASET[key]["problem"])
    # other types' puzzlekit texts share this layout (`N N` and rows of tokens): the type is named
    done = run("solve", str(path), "--format", "puzzlekit", "--type", "jigsawsudoku", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["type"] == "jigsawsudoku" and result["status"] == "unique"
    assert result["solution"] == [list(row) for row in grid(DATASET[key]["solution"])]


def test_dataset_file_is_a_batch_whose_results_match_the_published_solutions(tmp_path: Path) -> None:
    path = tmp_path / "JigsawSudoku_dataset.json"
    keys = ["1_4x4", DIAGONAL_SERIES]
    path.write_text(json.dumps({"name": "JigsawSudoku", "data": {key: DATASET[key] for key in keys}}))
    done = run("solve", str(path), "--type", "jigsawsudoku", "--json")
    assert done.returncode == 1, done.stderr  # the worst status: one puzzle has several solutions
    first, diagonal = (json.loads(line) for line in done.stdout.splitlines())
    assert first["matches_published"] and first["status"] == "unique"
    assert first["puzzlekit_solution"].split() == DATASET["1_4x4"]["solution"].split()
    assert diagonal["status"] == "multiple"  # the dataset's text has no mark for the diagonal rule


def test_steps_solve_a_published_puzzle_naming_its_regions(engine: Engine) -> None:
    from satpuzzles.steps import steps

    puzzle = read("1_4x4")
    path = steps(puzzle)
    assert path.complete and path.solution == engine.solve(puzzle).solutions[0]
    assert all(group.name for step in path.steps for group in step.groups)


def test_generated_puzzles_have_random_regions_and_are_unique() -> None:
    from satpuzzles.generate import generate

    made = list(generate("jigsawsudoku", 5, count=2, seed=4))
    for one in made:
        assert not rules.violations(one.puzzle, one.solution)
        assert Engine().solve(one.puzzle).status is Status.UNIQUE
    assert made[0].puzzle.regions != tuple((r,) * 5 for r in range(5))
