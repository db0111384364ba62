"""Fillomino: a brute-force oracle on tiny grids (cuts and exact clauses), the rule checker, pzprjs's own URL,
a dataset file through the CLI, steps and a hint on a published 5x5."""

from __future__ import annotations

import json
import random
from itertools import product
from pathlib import Path

import pytest
from grid_oracle import exact_solutions
from typer.testing import CliRunner

from satpuzzles.cli import app
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.fillomino import large, rules
from satpuzzles.puzzles.fillomino.model import Fillomino
from satpuzzles.solving import Engine
from satpuzzles.steps import hint, steps

KIND = get_type("fillomino")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_fillomino.json"
DATASET = json.loads(FIXTURE.read_text())["data"]
Givens = tuple[tuple[int | None, ...], ...]

GRIDS: list[Givens] = [
    ((None, None, None), (None, None, 3)),  # 2x3: the bound is 5 for the open cells
    ((2, None, None, None),),  # 1x4
    ((None, None), (None, 1)),  # 2x2
    ((None, 3, None), (None, None, None)),  # 2x3
]


@pytest.mark.parametrize("givens", GRIDS)
def test_solutions_equal_brute_force_with_cuts_and_exactly(givens: Givens) -> None:
    puzzle = Fillomino(len(givens), len(givens[0]), givens)
    rows, columns = puzzle.rows, puzzle.columns
    bound = puzzle.bounds()
    domains = [range(1, bound[(r, c)] + 1) for r in range(rows) for c in range(columns)]
    grids = (tuple(g[r * columns : (r + 1) * columns] for r in range(rows)) for g in product(*domains))
    oracle = {g for g in grids if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 10_000).solutions) == oracle
    assert exact_solutions(KIND, puzzle) == oracle


def test_the_rule_checker_names_each_broken_area() -> None:
    puzzle = Fillomino(2, 3, ((2, None, None), (None, None, None)))
    assert rules.violations(puzzle, ((3, 3, 3), (3, 3, 3))) == [
        "row 1, column 1 is given 2 but holds 3",
        "the area of 3s at r1c1 has 6 cells",
    ]
    assert rules.violations(puzzle, ((2, 2, 1), (1, 3, 3))) == ["the area of 3s at r2c2 has 2 cells"]
    assert rules.violations(puzzle, ((2, 1, 2), (2, 3, 2))) == ["the area of 3s at r2c2 has 1 cells"]
    assert rules.violations(puzzle, ((2, 2, 1), (3, 3, 3))) == []


def test_pzprjs_own_fillomino_url_reads_and_writes_back() -> None:
    url = "https://puzz.link/p?fillomino/6/6/h4j53g2k5233k2g14j3h"  # pzprjs test/script/fillomino.js
    puzzle = read_url(url)
    assert isinstance(puzzle, Fillomino)
    assert puzzle.givens[0] == (None, None, 4, None, None, None) and puzzle.givens[3] == (3, 3, None, None, None, None)
    assert write_url(puzzle) == url


def test_a_dataset_file_solves_as_a_batch_matching_the_published_numbers() -> None:
    done = CliRunner().invoke(app, ["solve", str(FIXTURE), "--type", "fillomino", "--json"])
    assert done.exit_code == 0, done.output
    results = [json.loads(line) for line in done.output.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_a_generated_puzzle_is_unique_with_fewer_givens() -> None:
    [made] = generate("fillomino", 5, seed=1)
    assert 0 < made.generation["givens"] < 25
    assert not rules.violations(made.puzzle, made.solution)
    with Engine() as engine:
        result = engine.count(made.puzzle, 2)
    assert result.complete and result.solutions == [made.solution]


# janko.at's 11 (the puzzlekit dataset's 11_5x5)
FIVE = "fillomino 5\n. 2 1 . .\n1 . . 3 .\n. . 3 . 1\n7 3 . . 7\n. 7 . 7 .\n"


def test_steps_solve_a_5x5_and_a_hint_moves_a_half_filled_board_on() -> None:
    """The area rule is left to its cuts in the step model too (encodings/fillomino.md); each step is
    re-checked by the kernel before it is kept."""
    puzzle = KIND.text.read(FIVE)[0]
    path = steps(puzzle)
    assert path.complete and path.solution is not None
    assert any("as many cells as its number" in group.name for step in path.steps for group in step.groups)
    solution = [list(row) for row in path.solution]
    assert not rules.violations(puzzle, path.solution)
    position: list[list[int | None]] = [list(row) for row in solution]
    for r in range(5):
        for c in range(5):
            if (r + c) % 2 and puzzle.givens[r][c] is None:
                position[r][c] = None
    given = hint(puzzle, position)
    assert given.step is not None and not given.wrong
    assert all(position[r][c] is None for r, c in {fact.cell for fact in given.step.decided})


def _random_puzzles(count: int) -> list[Fillomino]:
    """Tiny grids with a few givens, each with at most 40,000 fillings over its bounds (seeded)."""
    draw = random.Random(7)
    found: list[Fillomino] = []
    while len(found) < count:
        rows, columns = draw.choice([(2, 3), (2, 4), (1, 6), (3, 3)])
        cells = [(r, c) for r in range(rows) for c in range(columns)]
        given = dict.fromkeys(draw.sample(cells, draw.randint(1, 3)))
        grid = tuple(
            tuple(draw.randint(1, 3) if (r, c) in given else None for c in range(columns)) for r in range(rows)
        )
        puzzle = Fillomino(rows, columns, grid)
        fillings = 1
        for bound in puzzle.bounds().values():
            fillings *= bound
        if fillings <= 40_000:
            found.append(puzzle)
    return found


@pytest.mark.parametrize("puzzle", _random_puzzles(60), ids=str)
def test_regions_larger_than_the_exact_numbers_decide_uniqueness_as_brute_force(
    puzzle: Fillomino, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the exact numbers only up to the largest given, every larger region is one of two symbols while
    solving (large.py): no solution, one (the same) or two different ones, as the fillings say; a longer count
    lists solutions only and says it is complete only when it is."""
    monkeypatch.setattr(large, "EXACT_FLOOR", 1)
    bound = puzzle.bounds()
    domains = [range(1, bound[(r, c)] + 1) for r in range(puzzle.rows) for c in range(puzzle.columns)]
    fillings = (
        tuple(g[r * puzzle.columns : (r + 1) * puzzle.columns] for r in range(puzzle.rows)) for g in product(*domains)
    )
    oracle = {g for g in fillings if not rules.violations(puzzle, g)}
    with Engine() as engine:
        result = engine.count(puzzle, 2)
        many = engine.count(puzzle, 10_000)
    assert len(set(result.solutions)) == len(result.solutions) == min(2, len(oracle))
    assert set(result.solutions) <= oracle
    assert len(set(many.solutions)) == len(many.solutions) and set(many.solutions) <= oracle
    assert not many.complete or set(many.solutions) == oracle  # past two the count claims no more than it found


@pytest.mark.parametrize("puzzle", [*_random_puzzles(20), Fillomino(6, 6, ((None,) * 6,) * 6)], ids=str)
def test_domains_above_a_number_fold_the_larger_ones_into_one(puzzle: Fillomino) -> None:
    """What solving builds (the numbers past k as k + 1, large.py projects them) is the whole domain folded:
    a blank 129x129's whole sets took past 20 GB."""
    largest = max((v for row in puzzle.givens for v in row if v is not None), default=1)
    for above in sorted({largest, largest + 1, 4}):
        if above < largest:
            continue
        folded = {
            cell: frozenset(v if v <= above else above + 1 for v in numbers)
            for cell, numbers in puzzle.domains().items()
        }
        assert puzzle.domains(above) == folded
