"""Kakuro: a brute-force oracle on tiny grids, the rule checker, the text formats, the CLI on a dataset file,
steps, explain and generate."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import product
from pathlib import Path

import pytest

import satpuzzles
from satpuzzles.formats import loads, to_text
from satpuzzles.formats.dump import dumps
from satpuzzles.puzzles.kakuro import rules
from satpuzzles.puzzles.kakuro.model import Kakuro
from satpuzzles.solving import Engine, Status
from satpuzzles.typekit import PuzzleError

B = (None, None)  # a black cell without sums
# janko.at Kakuro 281 (the puzzlekit dataset), as a dataset entry
ENTRY = {
    "problem": "6 6\n- 14, 34, - 25, 6,\n,16 0 0 7,10 0 0\n,15 0 0 0 0 0\n"
    "- 3,18 0 0 0 8,\n,16 0 0 0 0 0\n,9 0 0 ,13 0 0",
    "solution": "6 6\n- - - - - -\n- 9 7 - 6 4\n- 5 4 1 3 2\n- - 9 2 7 -\n- 2 6 4 1 3\n- 1 8 - 8 5",
}


Pair = tuple[int | None, int | None]


def tiny(down: Pair, across: Pair) -> Kakuro:
    """A 3x3: black top row and left column, a 2x2 of white cells; sums on the edges (None: no clue)."""
    return Kakuro(
        3, 3, ((B, (down[0], None), (down[1], None)), ((None, across[0]), None, None), ((None, across[1]), None, None))
    )


def brute_force(p: Kakuro) -> set[tuple[tuple[int, ...], ...]]:
    found = set()
    for a, b, c, d in product(range(1, 10), repeat=4):
        grid = ((0, 0, 0), (0, a, b), (0, c, d))
        if not rules.violations(p, grid):
            found.add(grid)
    return found


@pytest.mark.parametrize(
    ("down", "across"),
    [((4, 3), (3, 4)), ((None, 17), (None, 16)), ((10, 10), (10, 10)), ((3, 3), (4, None)), ((None, None), (3, None))],
)
def test_solution_counts_match_brute_force(
    down: tuple[int | None, int | None], across: tuple[int | None, int | None]
) -> None:
    puzzle = tiny(down, across)
    with Engine() as engine:
        result = engine.count(puzzle, 10_000)
    assert set(result.solutions) == brute_force(puzzle)


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = tiny((4, 3), (3, 4))
    assert rules.violations(puzzle, ((0, 0, 0), (0, 1, 2), (0, 3, 1))) == []
    assert any("sums to" in p for p in rules.violations(puzzle, ((0, 0, 0), (0, 2, 1), (0, 3, 1))))
    assert any("repeats" in p for p in rules.violations(puzzle, ((0, 0, 0), (0, 2, 2), (0, 2, 2))))
    assert any("is black" in p for p in rules.violations(puzzle, ((5, 0, 0), (0, 1, 2), (0, 3, 1))))
    assert any("not a digit" in p for p in rules.violations(puzzle, ((0, 0, 0), (0, 0, 2), (0, 3, 1))))


def test_a_sum_needs_a_run_after_it() -> None:
    with pytest.raises(PuzzleError, match="no white cell after it"):
        Kakuro(2, 2, ((B, (3, None)), ((None, 5), B)))


def test_native_text_round_trips_and_a_solved_board_reads_back() -> None:
    [record] = loads(ENTRY["problem"], "puzzlekit", "kakuro")
    solution = satpuzzles.solve(record.puzzle).solution
    [again] = loads(to_text(record.puzzle))
    assert again.puzzle == record.puzzle
    [solved] = loads(to_text(record.puzzle, solution))
    assert solved.puzzle == record.puzzle and solved.solution == solution


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solution(tmp_path: Path) -> None:
    path = tmp_path / "Kakuro_dataset.json"
    path.write_text(json.dumps({"name": "Kakuro", "data": {"281_6x6": ENTRY}}))
    done = run("solve", str(path), "--type", "kakuro", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["id"] == "281_6x6" and result["status"] == "unique" and result["matches_published"]
    assert result["puzzlekit_solution"].split() == ENTRY["solution"].split()


def test_steps_solve_the_sample_and_explain_names_a_sum_in_a_conflict() -> None:
    from satpuzzles.explain import explain
    from satpuzzles.steps import steps

    [record] = loads(ENTRY["problem"], "puzzlekit", "kakuro")
    path = steps(record.puzzle)
    assert path.complete and path.solution == satpuzzles.solve(record.puzzle).solution
    broken = tiny((3, 3), (4, 5))  # rows add to 9, columns to 6
    made = explain(broken)
    assert made.status is Status.UNSAT and made.conflicts
    assert any("sum" in part.name for conflict in made.conflicts for part in conflict)


def test_generated_puzzles_are_unique() -> None:
    from satpuzzles.generate import generate

    for made in generate("kakuro", 5, count=2, seed=3):
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE


PZPRJS_EXAMPLE = "https://puzz.link/p?kakuro/5/5/48la0.na0lh3l0Bn.0cl.c4a3"  # pzprjs's test/script/kakuro.js


def test_puzzlink_reads_pzprjs_example_and_round_trips() -> None:
    [record] = loads(PZPRJS_EXAMPLE, "puzzlink")
    puzzle = record.puzzle
    assert (puzzle.rows, puzzle.columns) == (6, 6)  # pzprjs's 5x5 and the black row and column of first sums
    assert [puzzle.squares[0][c] for c in (2, 3)] == [(12, None), (4, None)]
    assert [puzzle.squares[1][1], puzzle.squares[3][3], puzzle.squares[4][1]] == [(4, 8), (17, 3), (None, 21)]
    assert dumps(puzzle, "puzzlink").strip() == PZPRJS_EXAMPLE
    with Engine() as engine:
        result = engine.count(puzzle, 2)
    assert result.complete and len(result.solutions) == 1


def test_puzzlink_round_trips_long_runs_and_large_sums() -> None:
    squares = [[B] + [(24, None)] * 6] + [[(None, 21)] + [None] * 6 for _ in range(3)]
    puzzle = Kakuro(4, 7, tuple(tuple(row) for row in squares))
    url = dumps(puzzle, "puzzlink").strip()
    assert url == "https://puzz.link/p?kakuro/6/3/zlEEEEEEBBB"
    assert loads(url, "puzzlink")[0].puzzle == puzzle


def test_puzzlink_refuses_what_it_cannot_say_or_read() -> None:
    white_corner = Kakuro(2, 2, ((None, (4, None)), ((None, 4), None)))
    with pytest.raises(PuzzleError, match="black first row and column"):
        dumps(white_corner, "puzzlink")
    with pytest.raises(PuzzleError, match="expected a sum"):
        loads("https://puzz.link/p?kakuro/2/2/4!", "puzzlink")
    with pytest.raises(PuzzleError, match="after the last sum"):
        loads("https://puzz.link/p?kakuro/1/1/..x", "puzzlink")
