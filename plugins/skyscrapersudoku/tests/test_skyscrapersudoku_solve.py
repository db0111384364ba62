"""Solving: published puzzles to their published solutions, and the encoding against brute force on 4x4."""

from __future__ import annotations

import itertools
import json
import random
from pathlib import Path

import pytest
import satpuzzles
from pysat.solvers import Solver
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.visibility import seen_from

from satpuzzles_skyscrapersudoku import encode
from satpuzzles_skyscrapersudoku.model import SkyscraperSudoku, Solution
from satpuzzles_skyscrapersudoku.rules import violations

SAMPLE = Path(__file__).parent / "data" / "janko-sample.jsonl"  # five of the 26 puzzles at janko.at
RECORDS = [json.loads(line) for line in SAMPLE.read_text().splitlines()]


def grid(puzzlekit: str) -> Solution:
    return tuple(tuple(int(v) for v in line.split()) for line in puzzlekit.splitlines()[1:])


@pytest.mark.parametrize("record", RECORDS, ids=[r["id"] for r in RECORDS])
def test_published_puzzle_solves_to_its_solution_and_is_unique(record: dict[str, str]) -> None:
    [loaded] = satpuzzles.loads(record["puzzlekit_problem"], "puzzlekit", "skyscrapersudoku")
    result = satpuzzles.solve(loaded.puzzle)
    assert result.status is satpuzzles.Status.UNIQUE
    assert result.solution == grid(record["puzzlekit_solution"])


def test_puzzlekit_text_is_detected_without_type() -> None:
    [loaded] = satpuzzles.loads(RECORDS[0]["puzzlekit_problem"])
    assert isinstance(loaded.puzzle, SkyscraperSudoku)


def sudokus_4x4() -> list[Solution]:
    """Every 4x4 grid whose rows, columns and 2x2 boxes hold 1..4 (there are 288), by plain enumeration:
    rows from the permutations, each new row kept when no column repeats so far; boxes checked at the end."""
    none = (0,) * 4
    blank = SkyscraperSudoku(4, none, none, none, none)
    rows = list(itertools.permutations(range(1, 5)))
    grids: list[tuple[tuple[int, ...], ...]] = [()]
    for _ in range(4):
        grids = [(*g, row) for g in grids for row in rows if all(row[c] != other[c] for other in g for c in range(4))]
    return [g for g in grids if not violations(blank, g)]


def encoded_solutions(puzzle: SkyscraperSudoku, encoding: str) -> set[Solution]:
    template = encode.compile(puzzle, encoding)
    found: set[Solution] = set()
    with Solver(name="cadical195", bootstrap_with=template.formula.clauses) as solver:
        while solver.solve(assumptions=template.assumptions(puzzle)):
            solution = template.decode(solver.get_model())
            found.add(solution)
            solver.add_clause([-lit for lit in template.solution_literals(solution)])
    return found


ALL_4X4 = sudokus_4x4()


def test_brute_force_counts_the_4x4_sudokus() -> None:
    assert len(ALL_4X4) == 288


@pytest.mark.parametrize("encoding", ["auto", "seqcounter", "totalizer"])
def test_encoding_has_exactly_the_brute_force_solutions_on_4x4(encoding: str) -> None:
    rng = random.Random(14)
    none = (0,) * 4
    assert encoded_solutions(SkyscraperSudoku(4, none, none, none, none), encoding) == set(ALL_4X4)
    for _ in range(25):
        truth = rng.choice(ALL_4X4)
        sides = [
            tuple(
                seen_from(truth, side, i) if rng.random() < 0.3 else rng.choice([0, 0, 0, 1, 2, 3, 4]) for i in range(4)
            )
            for side in SIDES
        ]
        givens = tuple(tuple(v if rng.random() < 0.15 else None for v in row) for row in truth)
        puzzle = SkyscraperSudoku(4, *sides, givens=givens)
        expected = {s for s in ALL_4X4 if not violations(puzzle, s)}
        assert encoded_solutions(puzzle, encoding) == expected
