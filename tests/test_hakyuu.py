"""Hakyuu: a brute-force oracle on tiny grids, the rule checker, pzprjs's own ripple URL, a dataset file
through the CLI, and steps."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from grid_oracle import assert_dataset_solves_as_published, assert_solutions_are_the_checkers

from satpuzzles.formats import loads
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.puzzles.hakyuu import rules
from satpuzzles.puzzles.hakyuu.model import Hakyuu
from satpuzzles.steps import steps

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_hakyuu.json"
DATASET = json.loads(FIXTURE.read_text())["data"]
Grid = tuple[tuple[int, ...], ...]

LAYOUTS: list[tuple[Grid, Grid | None]] = [
    (((0, 0, 1), (0, 1, 1)), None),  # 2x3, two L triominoes
    (((0, 1, 1, 1, 2),), None),  # 1x5: 1 | 3 | 1 in a row
    (((0, 0, 1, 1), (0, 2, 2, 1)), None),  # 2x4, triomino, domino, triomino
    (((0, 0, 1, 1), (0, 2, 2, 1)), ((None, None, None, None), (3, None, None, None))),  # and a given
    (((0, 0), (0, 0)), None),  # 2x2, one region of four: no filling
]


@pytest.mark.parametrize(("regions", "givens"), LAYOUTS)
def test_solutions_equal_brute_force(regions: Grid, givens: Grid | None) -> None:
    rows, columns = len(regions), len(regions[0])
    puzzle = Hakyuu(rows, columns, regions, givens or ((None,) * columns,) * rows)
    assert_solutions_are_the_checkers(puzzle, rows, columns, range(1, puzzle.largest() + 1), rules.violations)


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = Hakyuu(2, 3, ((0, 0, 1), (0, 1, 1)), ((1, None, None), (None, None, None)))
    assert rules.violations(puzzle, ((2, 1, 3), (3, 1, 1))) == [
        "row 1, column 1 is given 1 but holds 2",
        "the region at r1c3 holds [1, 1, 3], not 1 to 3 once each",
        "row 2: two 1s have 0 cells between them, fewer than 1",
        "column 2: two 1s have 0 cells between them, fewer than 1",
    ]
    line = Hakyuu(1, 7, ((0, 0, 0, 1, 1, 1, 2),), ((None,) * 7,))
    assert rules.violations(line, ((3, 1, 2, 3, 2, 1, 1),)) == [
        "row 1: two 3s have 2 cells between them, fewer than 3",
        "row 1: two 2s have 1 cell between them, fewer than 2",
        "row 1: two 1s have 0 cells between them, fewer than 1",
    ]
    assert rules.violations(line, ((2, 3, 1, 2, 1, 3, 1),)) == []


def test_pzprjs_own_ripple_url_reads_and_writes_back() -> None:
    url = "https://puzz.link/p?ripple/4/4/9n8rigk14h32k"  # pzprjs test/script/ripple.js
    puzzle = read_url(url)
    assert isinstance(puzzle, Hakyuu)
    assert puzzle.givens[1] == (None, 1, 4, None) and puzzle.givens[2] == (None, 3, 2, None)
    assert len(puzzle.region_cells()) == 6 and write_url(puzzle) == url
    wide = read_url(write_url(loads(DATASET["455_7x10"]["problem"], "puzzlekit", "hakyuu")[0].puzzle))
    assert (wide.rows, wide.columns) == (7, 10)


def test_a_dataset_file_solves_as_a_batch_matching_the_published_digits() -> None:
    assert_dataset_solves_as_published(FIXTURE, "hakyuu")


def test_steps_reach_the_solution() -> None:
    [record] = loads(DATASET["262_6x6"]["problem"], "puzzlekit", "hakyuu")
    path = steps(record.puzzle)
    assert path.complete and not rules.violations(record.puzzle, path.solution)
