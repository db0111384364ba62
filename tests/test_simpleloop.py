"""Simple Loop: the rule book against a brute-force oracle, the rule checker and the dataset wiring."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from test_masyu import line_drawings

from satpuzzles.formats import loads
from satpuzzles.formats.dump import dumps
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.simpleloop import rules
from satpuzzles.puzzles.simpleloop.model import SimpleLoop
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_simpleloop.json"  # two janko.at puzzles
DATASET = json.loads(FIXTURE.read_text())["data"]
KIND = get_type("simpleloop")


@pytest.mark.parametrize("seed", range(8))
def test_solutions_equal_a_brute_force_enumeration(seed: int) -> None:
    rng = random.Random(seed)
    rows, columns = (3, 3) if seed % 2 else (2, 5)
    blocked = tuple(tuple(rng.random() < 0.25 for _ in range(columns)) for _ in range(rows))
    puzzle = SimpleLoop(rows, columns, blocked)
    expected = {grid for grid in line_drawings(rows, columns) if not rules.violations(puzzle, grid)}
    with Engine() as engine:
        result = engine.count(puzzle, 1000)
    assert result.complete
    assert set(result.solutions) == expected and len(result.solutions) == len(expected)


def test_the_rule_checker_catches_each_broken_rule() -> None:
    ring = (("se", "ew", "sw"), ("ns", "-", "ns"), ("ne", "ew", "nw"))
    centre = ((False,) * 3, (False, True, False), (False,) * 3)
    assert rules.violations(SimpleLoop(3, 3, centre), ring) == []
    assert any("misses r2c2" in p for p in rules.violations(SimpleLoop(3, 3, ((False,) * 3,) * 3), ring))
    corner = ((True, False, False), (False, True, False), (False,) * 3)
    assert any("blocked cell r1c1" in p for p in rules.violations(SimpleLoop(3, 3, corner), ring))
    two = (("se", "sw", "-", "se", "sw"), ("ne", "nw", "-", "ne", "nw"))
    assert any(
        "separate loops" in p
        for p in rules.violations(SimpleLoop(2, 5, (((False,) * 2 + (True,) + (False,) * 2),) * 2), two)
    )


def test_a_dataset_file_is_a_batch_with_matches_published() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "solve", str(FIXTURE), "--type", "simpleloop", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_solve_a_published_puzzle() -> None:
    [record] = loads(DATASET["2_7x7"]["problem"], "puzzlekit", "simpleloop")
    path = steps(record.puzzle)
    assert path.complete
    assert KIND.puzzlekit is not None and KIND.puzzlekit.write_solution is not None
    assert KIND.puzzlekit.write_solution(record.puzzle, path.solution).split() == DATASET["2_7x7"]["solution"].split()


PZPRJS_EXAMPLE = "https://puzz.link/p?simpleloop/5/5/sg020"  # pzprjs's test puzzle (test/script/simpleloop.js)


def test_puzzlink_reads_pzprjs_example_and_round_trips() -> None:
    [record] = loads(PZPRJS_EXAMPLE, "puzzlink")
    puzzle = record.puzzle
    blocked = [(r, c) for r in range(5) for c in range(5) if puzzle.blocked[r][c]]
    assert blocked == [(0, 0), (0, 1), (0, 2), (1, 0), (3, 3)]
    assert dumps(puzzle, "puzzlink").strip() == PZPRJS_EXAMPLE
    with Engine() as engine:
        result = engine.count(puzzle, 2)
    assert result.complete and len(result.solutions) == 1


def test_puzzlink_round_trips_rectangles_with_and_without_blocked_cells() -> None:
    open_grid = SimpleLoop(2, 7, ((False,) * 7,) * 2)
    assert dumps(open_grid, "puzzlink").strip() == "https://puzz.link/p?simpleloop/7/2/"
    corner = SimpleLoop(3, 4, ((True,) + (False,) * 3, (False,) * 4, (False,) * 3 + (True,)))
    assert dumps(corner, "puzzlink").strip() == "https://puzz.link/p?simpleloop/4/3/g08"
    for puzzle in (open_grid, corner):
        assert loads(dumps(puzzle, "puzzlink"), "puzzlink")[0].puzzle == puzzle
    with pytest.raises(PuzzleError, match="expected 0-9 or a-v"):
        loads("https://puzz.link/p?simpleloop/2/2/w", "puzzlink")


def test_generate_shrinks_a_random_loop_until_check_calls_it_unique() -> None:
    """`generate --size 6 --seed 1`: the blocked cells of a loop the solver alone finds, re-checked here."""
    made = next(generate("simpleloop", 6, seed=1))
    assert made.puzzle.blocked_cells() and not rules.violations(made.puzzle, made.solution)
    with Engine() as engine:
        result = engine.solve(made.puzzle)
    assert result.status is Status.UNIQUE and result.solutions[0] == made.solution
