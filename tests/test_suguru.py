"""Suguru: a brute-force oracle on tiny grids, the rule checker, pzprjs's own suguru URL, a dataset file
through the CLI, and steps."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from grid_oracle import assert_dataset_solves_as_published, assert_solutions_are_the_checkers

from satpuzzles.formats import loads
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.puzzles.suguru import rules
from satpuzzles.puzzles.suguru.model import Suguru
from satpuzzles.solving import Engine
from satpuzzles.steps import steps

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_suguru.json"
DATASET = json.loads(FIXTURE.read_text())["data"]
Grid = tuple[tuple[int, ...], ...]

LAYOUTS: list[tuple[Grid, Grid | None]] = [
    (((0, 0, 1), (0, 1, 1)), None),  # 2x3, two L triominoes
    (((0, 0, 1, 1, 2, 2),), None),  # 1x6: three dominoes in a row
    (((0, 0, 1, 1), (2, 2, 3, 3)), None),  # 2x4, four dominoes
    (
        ((0, 0, 1), (2, 1, 1), (2, 2, 3)),
        ((None, None, None), (None, 3, None), (None, None, None)),
    ),  # 3x3, a domino, two triominoes, a cell; a given
    (((0, 0), (0, 0)), None),  # 2x2, one region of four: fine, its digits differ anyway
    (((0, 1), (1, 1)), None),  # 2x2, a single cell beside a triomino: the 1s touch, no filling
]


@pytest.mark.parametrize(("regions", "givens"), LAYOUTS)
def test_solutions_equal_brute_force(regions: Grid, givens: Grid | None) -> None:
    rows, columns = len(regions), len(regions[0])
    puzzle = Suguru(rows, columns, regions, givens or ((None,) * columns,) * rows)
    assert_solutions_are_the_checkers(puzzle, rows, columns, range(1, puzzle.largest() + 1), rules.violations)


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = Suguru(2, 3, ((0, 0, 1), (0, 1, 1)), ((1, None, None), (None, None, None)))
    assert rules.violations(puzzle, ((2, 1, 3), (3, 1, 1))) == [
        "row 1, column 1 is given 1 but holds 2",
        "the region at r1c3 holds [1, 1, 3], not 1 to 3 once each",
        "r1c2 and r2c2 touch and both hold 1",
        "r1c2 and r2c3 touch and both hold 1",
        "r2c2 and r2c3 touch and both hold 1",
    ]
    assert rules.violations(puzzle, ((1, 2),)) == ["the solution is not 2 rows of 3 digits"]
    crossing = Suguru(2, 2, ((0, 0), (1, 1)), ((None, None), (None, None)))
    assert rules.violations(crossing, ((1, 2), (2, 1))) == [
        "r1c1 and r2c2 touch and both hold 1",
        "r1c2 and r2c1 touch and both hold 2",
    ]


def test_pzprjs_own_suguru_url_reads_solves_and_writes_back() -> None:
    url = "https://puzz.link/p?suguru/5/5/cih47bs73m3g5p1g2g"  # pzprjs test/script/suguru.js
    puzzle = read_url(url)
    assert isinstance(puzzle, Suguru) and write_url(puzzle) == url
    with Engine() as engine:
        result = engine.count(puzzle, 2)
    # the solved board of pzprjs's test script
    assert result.solutions == [((3, 2, 1, 2, 1), (1, 4, 5, 3, 4), (5, 2, 1, 2, 1), (3, 4, 5, 4, 3), (2, 1, 3, 2, 1))]
    wide = Suguru(2, 3, ((0, 0, 1), (2, 2, 1)), ((None, 2, None), (None, None, None)))
    assert read_url(write_url(wide)) == wide


def test_a_dataset_file_solves_as_a_batch_matching_the_published_digits() -> None:
    assert_dataset_solves_as_published(FIXTURE, "suguru")


def test_steps_reach_the_solution() -> None:
    [record] = loads(DATASET["6_6x6"]["problem"], "puzzlekit", "suguru")
    path = steps(record.puzzle)
    assert path.complete and not rules.violations(record.puzzle, path.solution)
