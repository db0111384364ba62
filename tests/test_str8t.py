"""Str8t: a brute-force oracle on 3x3 boards (black cells with and without digits, givens), the rule checker,
the CLI on a dataset file, steps and explain, generate."""

from __future__ import annotations

import json
from itertools import product
from pathlib import Path

import pytest
from typer.testing import CliRunner

import satpuzzles
from satpuzzles.cli import app
from satpuzzles.formats import loads
from satpuzzles.puzzles.str8t import rules
from satpuzzles.puzzles.str8t.model import Str8t
from satpuzzles.solving import Engine, Status

# janko.at Straights 2 (the puzzlekit dataset): black cells show their own digit in the solution text
ENTRY = {
    "problem": "6 6\n3 4 x - - x\n- - 1x 6 - x\n- - - - - x\nx - - - 1 -\nx - 3 x - -\nx - - x - -",
    "solution": "6 6\n3 4 - 5 6 -\n4 3 1 6 5 -\n5 1 4 3 2 -\n- 5 2 4 1 3\n- 2 3 - 4 5\n- 6 5 - 3 4",
}


def board(rows: list[str]) -> Str8t:
    """Rows of tokens: `.` white, a digit a given, `x` black, `2x` black showing 2."""
    cells = [[(t.endswith("x"), None if t in (".", "x") else int(t.rstrip("x"))) for t in row.split()] for row in rows]
    return Str8t(len(rows), tuple(tuple(b for b, _ in r) for r in cells), tuple(tuple(d for _, d in r) for r in cells))


def fillings(p: Str8t) -> set[tuple[tuple[int, ...], ...]]:
    whites = [(r, c) for r in range(p.size) for c in range(p.size) if not p.black[r][c]]
    found = set()
    for values in product(range(1, p.size + 1), repeat=len(whites)):
        grid = [[0] * p.size for _ in range(p.size)]
        for (r, c), v in zip(whites, values, strict=True):
            grid[r][c] = v
        solution = tuple(tuple(row) for row in grid)
        if not rules.violations(p, solution):
            found.add(solution)
    return found


@pytest.mark.parametrize(
    "rows",
    [
        [". . .", ". x .", "x . ."],
        [". x .", ". . .", "x . ."],
        [". 2x .", ". . .", "x . 1"],
        [". . x", "x . .", ". 3x ."],
        ["1 . .", ". x .", ". . 3x"],
    ],
)
def test_solution_counts_match_brute_force(rows: list[str]) -> None:
    puzzle = board(rows)
    with Engine() as engine:
        assert set(engine.count(puzzle, 50).solutions) == fillings(puzzle)


def test_the_rule_checker_names_each_broken_rule() -> None:
    p = board([". . x", ". . .", "x 3x ."])
    assert rules.violations(p, ((1, 2, 0), (2, 1, 3), (0, 0, 2))) == []
    assert any("holds a digit twice" in v for v in rules.violations(p, ((1, 2, 0), (2, 3, 1), (0, 0, 2))))
    assert rules.violations(board([". . .", "x x x", "x x x"]), ((1, 3, 2), (0,) * 3, (0,) * 3)) == []
    broken = rules.violations(board([". x .", "x x x", "x x x"]), ((1, 0, 3), (0,) * 3, (0,) * 3))
    assert broken == []
    gap = rules.violations(board([". . x", "x x x", "x x x"]), ((1, 3, 0), (0,) * 3, (0,) * 3))
    assert any("not consecutive" in v for v in gap)
    assert any(
        "is black" in v for v in rules.violations(board([". . x", "x x x", "x x x"]), ((1, 2, 3), (0,) * 3, (0,) * 3))
    )


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solution(tmp_path: Path) -> None:
    path = tmp_path / "Str8t_dataset.json"
    path.write_text(json.dumps({"name": "Str8t", "data": {"2_6x6": ENTRY}}))
    done = CliRunner().invoke(app, ["solve", str(path), "--type", "str8t", "--json"])
    assert done.exit_code == 0, done.output
    result = json.loads(done.stdout)
    assert result["status"] == "unique" and result["matches_published"]
    assert result["puzzlekit_solution"].split() == ENTRY["solution"].split()


def test_steps_solve_the_sample_and_explain_names_a_compartment_in_a_conflict() -> None:
    from satpuzzles.explain import explain
    from satpuzzles.steps import steps

    [record] = loads(ENTRY["problem"], "puzzlekit", "str8t")
    path = steps(record.puzzle)
    assert path.complete and path.solution == satpuzzles.solve(record.puzzle).solution
    made = explain(board(["1 . 3 x", "x x x x", "x x x x", "x x x x"]))  # 1 ? 3 needs 2 in the middle (not 4)
    assert made.status is Status.UNIQUE
    made = explain(board(["1 . 3 x", "x x x x", "x 2x x x", "x x x x"]))  # which column 2 refuses
    assert made.status is Status.UNSAT
    assert any("consecutive" in part.name for conflict in made.conflicts for part in conflict)


def test_generated_puzzles_are_unique() -> None:
    from satpuzzles.generate import generate

    for made in generate("str8t", 4, count=2, seed=3):
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE


def test_a_solved_board_as_solve_prints_it_reads_back() -> None:
    """`solve` prints a comment line before the board; the board reader (typekit.boards) skips it."""
    from satpuzzles.puzzles import get_type

    kind = get_type("str8t")
    [record] = loads(ENTRY["problem"], "puzzlekit", "str8t")
    solution = satpuzzles.solve(record.puzzle).solution
    printed = "# unique solution (proven by the solver)\n" + kind.text.write(record.puzzle, solution)
    assert kind.text.read(printed) == (record.puzzle, solution)
