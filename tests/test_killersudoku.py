"""Killer Sudoku: a brute-force oracle on 4x4 cages, the rule checker, the text formats, the CLI on a
dataset file, steps, explain and generate."""

from __future__ import annotations

import json
import subprocess
import sys
from functools import cache
from itertools import permutations, product
from pathlib import Path

import pytest

import satpuzzles
from satpuzzles.formats import loads, to_text
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.killersudoku import rules
from satpuzzles.puzzles.killersudoku.model import KillerSudoku
from satpuzzles.solving import Engine, Status
from satpuzzles.typekit import PuzzleError

KIND = get_type("killersudoku")
# janko.at Killer Sudoku 101 (the puzzlekit dataset)
ENTRY = {
    "problem": "4 4\n7 3 6 -\n- - 4 -\n6 - 3 7\n4 - - -\n1 2 3 3\n1 2 4 4\n5 5 7 8\n6 6 7 8",
    "solution": "4 4\n3 1 4 2\n4 2 3 1\n2 4 1 3\n1 3 2 4",
}
EMPTY = ((None,) * 4,) * 4
CAGES = ((0, 0, 1, 1), (2, 3, 3, 1), (2, 4, 5, 5), (6, 4, 7, 7))


@cache  # the 288 4x4 Sudokus, enumerated once (about 20 s) for every oracle case
def all_4x4_grids() -> list[tuple[tuple[int, ...], ...]]:
    rows = list(permutations(range(1, 5)))
    plain = KillerSudoku(4, tuple(tuple(range(r * 4, r * 4 + 4)) for r in range(4)), EMPTY)
    return [g for g in product(rows, repeat=4) if not rules.violations(plain, g)]


def with_sums(totals: dict[tuple[int, int], int]) -> KillerSudoku:
    sums = [[None] * 4 for _ in range(4)]
    for (r, c), total in totals.items():
        sums[r][c] = total  # type: ignore[call-overload]
    return KillerSudoku(4, CAGES, tuple(tuple(row) for row in sums))


@pytest.mark.parametrize(
    "totals",
    [{}, {(0, 0): 3}, {(0, 0): 7, (0, 2): 6, (1, 0): 3}, {(0, 0): 5, (1, 1): 7, (2, 1): 5, (3, 2): 7}, {(0, 0): 2}],
)
def test_solution_counts_match_brute_force(totals: dict[tuple[int, int], int]) -> None:
    puzzle = with_sums(totals)
    oracle = {g for g in all_4x4_grids() if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 400).solutions) == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    solved = ((1, 2, 3, 4), (3, 4, 1, 2), (2, 1, 4, 3), (4, 3, 2, 1))
    assert rules.violations(with_sums({(0, 0): 3}), solved) == []
    assert any("adds up to 3, not 4" in p for p in rules.violations(with_sums({(0, 0): 4}), solved))
    repeated = KillerSudoku(4, ((0, 0, 1, 1), (0, 2, 1, 3), (4, 5, 6, 7), (8, 9, 10, 11)), EMPTY)
    assert rules.violations(repeated, solved) == []
    bad = ((1, 2, 3, 4), (2, 1, 4, 3), (3, 4, 1, 2), (4, 3, 2, 1))  # rows and columns right, boxes wrong
    problems = rules.violations(repeated, bad)
    assert any("box" in p for p in problems) and any("repeats" in p for p in problems)


def test_two_sums_in_one_cage_are_refused() -> None:
    with pytest.raises(PuzzleError, match="shows 2 sums"):
        KillerSudoku(4, CAGES, ((3, 4, None, None), *EMPTY[1:]))


def test_native_text_round_trips_and_a_solved_board_reads_back() -> None:
    [record] = loads(ENTRY["problem"], "puzzlekit", "killersudoku")
    solution = satpuzzles.solve(record.puzzle).solution
    [again] = loads(to_text(record.puzzle))
    assert again.puzzle == record.puzzle
    [solved] = loads(to_text(record.puzzle, solution))
    assert solved.puzzle == record.puzzle and solved.solution == solution


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solution(tmp_path: Path) -> None:
    path = tmp_path / "KillerSudoku_dataset.json"
    path.write_text(json.dumps({"name": "KillerSudoku", "data": {"101_4x4": ENTRY}}))
    done = run("solve", str(path), "--type", "killersudoku", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["status"] == "unique" and result["matches_published"]
    assert result["puzzlekit_solution"].split() == ENTRY["solution"].split()
    text = tmp_path / "killer.txt"
    text.write_text(ENTRY["problem"])
    done = run("solve", str(text), "--format", "puzzlekit", "--type", "killersudoku", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["solution"] == result["solution"]


def test_steps_solve_the_sample_and_explain_names_a_sum_in_a_conflict() -> None:
    from satpuzzles.explain import explain
    from satpuzzles.steps import steps

    [record] = loads(ENTRY["problem"], "puzzlekit", "killersudoku")
    path = steps(record.puzzle)
    assert path.complete and path.solution == satpuzzles.solve(record.puzzle).solution
    made = explain(with_sums({(0, 0): 2}))  # two distinct digits never add up to 2
    assert made.status is Status.UNSAT
    assert any("sum 2" in part.name for conflict in made.conflicts for part in conflict)


def test_generated_puzzles_are_unique() -> None:
    from satpuzzles.generate import generate

    for made in generate("killersudoku", 4, count=2, seed=3):
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE


# janko.at Killer Sudoku 716 (the puzzlekit dataset): one of five in the development half that ask for both
# diagonals too (the dataset's text has no mark for it)
DIAGONAL_ENTRY = json.loads((Path(__file__).parent / "fixtures" / "puzzlekit_killersudoku_716.json").read_text())


def test_janko_716_needs_the_diagonal_rule() -> None:
    import dataclasses

    [record] = loads(DIAGONAL_ENTRY["problem"], "puzzlekit", "killersudoku")
    assert satpuzzles.check(record.puzzle).status is Status.MULTIPLE
    with_diagonals = dataclasses.replace(record.puzzle, diagonal=True)
    result = satpuzzles.check(with_diagonals)
    published = [[int(t) for t in line.split()] for line in DIAGONAL_ENTRY["solution"].splitlines()[1:]]
    assert result.status is Status.UNIQUE and [list(row) for row in result.solution] == published
    [again] = loads(to_text(with_diagonals))
    assert again.puzzle == with_diagonals
