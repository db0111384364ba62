"""Battleship: a brute-force oracle on tiny grids (every kind of given), the rule checker, puzz.link URLs, the
CLI on a dataset file, steps and generate through the rule book."""

from __future__ import annotations

import json
import random
from functools import cache
from itertools import combinations
from pathlib import Path

import pytest
from grid_oracle import assert_dataset_solves_as_published

import satpuzzles
from satpuzzles.formats import loads
from satpuzzles.formats.dump import dumps
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.battleship import rules
from satpuzzles.puzzles.battleship.model import GIVENS, Battleship, from_json, part_of, to_json
from satpuzzles.solving import Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError

KIND = get_type("battleship")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_battleship.json"
DATASET = json.loads(FIXTURE.read_text())["data"]
PZPRJS = "https://puzz.link/p?battleship/6/6/g12h2g30g3gk0r3w//c"  # pzprjs's own test puzzle


def brute_force(p: Battleship) -> list[tuple[str, ...]]:
    """Every shading with the fleet's number of segments that the rule checker accepts."""
    cells = [(r, c) for r in range(p.rows) for c in range(p.columns)]
    found = []
    for chosen in combinations(cells, sum(p.lengths())):
        on = set(chosen)
        grid = tuple("".join("x" if (r, c) in on else "-" for c in range(p.columns)) for r in range(p.rows))
        if not rules.violations(p, grid):
            found.append(grid)
    return found


def blank(rows: int, columns: int, fleet: tuple[int, ...]) -> Battleship:
    return Battleship(rows, columns, fleet, (None,) * rows, (None,) * columns, ("." * columns,) * rows)


@pytest.mark.parametrize("seed", range(8))
def test_solution_counts_match_brute_force_with_numbers_and_givens(seed: int) -> None:
    rng = random.Random(seed)
    rows, columns = rng.choice([(3, 4), (4, 3), (4, 4)])
    fleet = rng.choice([(2, 1), (1, 1), (0, 0, 1), (1, 0, 1), (3,)])
    numbers = [rng.choice([None, None, 0, 1, 2]) for _ in range(rows + columns)]
    givens = ["".join(rng.choice("." * 12 + "".join(GIVENS[1:])) for _ in range(columns)) for _ in range(rows)]
    p = Battleship(rows, columns, fleet, tuple(numbers[:rows]), tuple(numbers[rows:]), tuple(givens))
    expected = brute_force(p)
    result = satpuzzles.count(p, limit=len(expected) + 1)
    assert result.complete and sorted(result.solutions) == sorted(expected)


@cache
def three_ships() -> list[tuple[str, ...]]:
    """Every solution of a bare 3x5 grid with a cruiser, a destroyer and a submarine."""
    return brute_force(blank(3, 5, (1, 1, 1)))


@pytest.mark.parametrize("given", GIVENS[1:])
def test_each_kind_of_given_admits_exactly_its_shadings(given: str) -> None:
    """The given placed on the first cell that shows it in some solution of the bare grid: the solutions with
    it are those of the bare grid that the checker accepts with it (the bare grid's are all there are)."""
    bare = blank(3, 5, (1, 1, 1))
    solutions = three_ships()
    r, c = next(
        (r, c)
        for r in range(3)
        for c in range(5)
        if any((part_of(g, (r, c)) if g[r][c] == "x" else "~") == given for g in solutions)
    )
    rows = [list(row) for row in bare.givens]
    rows[r][c] = given
    p = Battleship(3, 5, bare.fleet, bare.row_counts, bare.column_counts, tuple("".join(row) for row in rows))
    expected = [g for g in solutions if not rules.violations(p, g)]
    assert 0 < len(expected) < len(solutions)
    result = satpuzzles.count(p, limit=len(expected) + 1)
    assert result.complete and sorted(result.solutions) == sorted(expected)


def test_the_rule_checker_names_each_broken_rule() -> None:
    p = Battleship(3, 4, (1, 1), (2, None, 1), (None, 1, None, 1), ("w...", "....", "...~"))
    assert rules.violations(p, ("xx--", "----", "---x")) == ["r3c4 shows water but holds a submarine"]
    assert rules.violations(p, ("xx--", "----", "--x-")) == ["column 4 holds 0 ship segments, expected 1"]
    assert rules.violations(p, ("xx--", "--x-", "----"))[0] == (
        "the segments from r1c1 are not one straight ship (ships never touch, not even diagonally)"
    )
    assert "the grid holds 0 ships of length 1, the fleet has 1" in rules.violations(p, ("xx--", "x---", "----"))
    assert rules.violations(p, ("-xx-", "----", "---x"))[0] == "r1c1 shows the left end of a ship but holds water"
    assert rules.violations(p, ("xxx-", "----", "----"))[:2] == [
        "the grid holds 0 ships of length 1, the fleet has 1",
        "the grid holds 0 ships of length 2, the fleet has 1",
    ]
    assert rules.violations(p, ("x-x-", "----", "---x"))[0] == "the grid holds 3 ships of length 1, the fleet has 1"
    assert rules.violations(p, ("xx", "--")) == [
        "the solution is not 3 rows of 4 characters 'x' (a ship segment) or '-'"
    ]


def test_puzzlink_urls_read_pzprjs_and_round_trip() -> None:
    [record] = loads(PZPRJS, "puzzlink")
    puzzle = record.puzzle
    assert puzzle.fleet == (3, 2, 1) and puzzle.givens[0] == ".....~" and puzzle.givens[3] == "w....."
    assert puzzle.column_counts == (None, 1, 2, None, None, 2) and puzzle.row_counts == (None, 3, 0, None, 3, None)
    assert dumps(puzzle, "puzzlink").strip() == PZPRJS
    # pzprjs's own answer to it (its test script), as rows of segments
    assert satpuzzles.solve(puzzle).solutions == [("--x---", "x-x--x", "------", "xx----", "---xxx", "x-----")]
    wide = Battleship(2, 7, (6, 0, 0, 0, 0, 0, 1), (None, 7), (1,) * 7, ("o......", "w....me"))
    url = dumps(wide, "puzzlink").strip()
    assert loads(url, "puzzlink")[0].puzzle == wide
    with pytest.raises(PuzzleError, match="not a straight ship"):
        loads("https://puzz.link/p?battleship/3/3/lo/1/22u", "puzzlink")
    with pytest.raises(PuzzleError, match="not a fleet"):
        loads("https://puzz.link/p?battleship/3/3/lo//p", "puzzlink")


def test_cli_solves_a_dataset_file_and_matches_the_published_solutions() -> None:
    assert_dataset_solves_as_published(FIXTURE, "battleship")


def test_steps_solve_a_published_puzzle_and_generated_puzzles_are_unique() -> None:
    [record] = loads(DATASET["72_6x6"]["problem"], "puzzlekit", "battleship")
    path = steps(record.puzzle)
    assert path.complete and path.solution == satpuzzles.solve(record.puzzle).solutions[0]
    made = next(generate("battleship", 6, seed=2))
    assert not rules.violations(made.puzzle, made.solution)
    assert satpuzzles.check(made.puzzle).status is Status.UNIQUE


def test_the_editor_places_givens_and_numbers() -> None:
    editor = KIND.editor
    assert editor is not None and editor.put_clue is not None and editor.clue_text is not None
    data = to_json(blank(3, 3, (1,)))
    data = editor.put_cell(data, (1, 2), "M")
    assert data["givens"][1] == "..m" and editor.cell_text(data, (1, 2)) == "m"
    data = editor.put_clue(data, "left", 0, "2")
    assert data["row_counts"] == [2, None, None] and editor.clue_text(data, "left", 0) == "2"
    assert from_json(data).givens[1] == "..m"
    with pytest.raises(PuzzleError, match="expected ~, o"):
        editor.put_cell(data, (0, 0), "q")
