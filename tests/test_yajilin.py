"""Yajilin: the rule book against a brute-force oracle, the rule checker and the dataset wiring."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from itertools import product
from pathlib import Path

import pytest
from test_masyu import line_drawings

from satpuzzles.formats import loads
from satpuzzles.formats.dump import dumps
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.yajilin import rules
from satpuzzles.puzzles.yajilin.model import Solution, Yajilin
from satpuzzles.solving import Engine
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_yajilin.json"  # three janko.at puzzles
DATASET = json.loads(FIXTURE.read_text())["data"]
KIND = get_type("yajilin")


def fillings(p: Yajilin) -> list[Solution]:
    """Every line drawing with every shading of the cells it leaves (clue cells `-`, the rest `x` or `-`)."""
    out = []
    for drawing in line_drawings(p.rows, p.columns):
        free = [(r, c) for r in range(p.rows) for c in range(p.columns) if drawing[r][c] == "-"]
        for marks in product("-x", repeat=len(free)):
            grid = [list(row) for row in drawing]
            for (r, c), mark in zip(free, marks, strict=True):
                grid[r][c] = mark
            out.append(tuple(tuple(row) for row in grid))
    return out


@pytest.mark.parametrize("seed", range(6))
def test_solutions_equal_a_brute_force_enumeration(seed: int) -> None:
    rng = random.Random(seed)
    rows, columns = (3, 3) if seed % 2 else (2, 4)
    clues = [[None] * columns for _ in range(rows)]
    for _ in range(rng.choice((1, 2))):
        r, c = rng.randrange(rows), rng.randrange(columns)
        clues[r][c] = rng.choice(("#", f"{rng.randrange(2)}{rng.choice('nesw')}"))
    puzzle = Yajilin(rows, columns, tuple(tuple(row) for row in clues))
    expected = {grid for grid in fillings(puzzle) if not rules.violations(puzzle, grid)}
    with Engine() as engine:
        result = engine.count(puzzle, 1000)
    assert result.complete
    assert set(result.solutions) == expected and len(result.solutions) == len(expected)


def test_the_rule_checker_catches_each_broken_rule() -> None:
    ring = (("se", "ew", "sw"), ("ns", "-", "ns"), ("ne", "ew", "nw"))
    centre = ((None,) * 3, (None, "0n", None), (None,) * 3)
    assert rules.violations(Yajilin(3, 3, centre), ring) == []
    assert any(
        "says 1" in p for p in rules.violations(Yajilin(3, 3, ((None,) * 3, (None, "1n", None), (None,) * 3)), ring)
    )
    assert any("neither shaded nor on the loop" in p for p in rules.violations(Yajilin(3, 3, ((None,) * 3,) * 3), ring))
    assert any(
        "clue cell r1c1" in p
        for p in rules.violations(Yajilin(3, 3, (("#", None, None), (None, "#", None), (None,) * 3)), ring)
    )
    touching = (("x", "x", "-"), ("se", "ew", "sw"), ("ne", "ew", "nw"))
    blank = Yajilin(3, 3, ((None, None, "#"), (None,) * 3, (None,) * 3))
    assert any("touches another" in p for p in rules.violations(blank, touching))


def test_a_dataset_file_is_a_batch_with_matches_published() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "solve", str(FIXTURE), "--type", "yajilin", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_solve_a_published_puzzle() -> None:
    key = sorted(DATASET)[0]
    [record] = loads(DATASET[key]["problem"], "puzzlekit", "yajilin")
    path = steps(record.puzzle)
    assert path.complete
    assert KIND.puzzlekit is not None and KIND.puzzlekit.write_solution is not None
    assert KIND.puzzlekit.write_solution(record.puzzle, path.solution).split() == DATASET[key]["solution"].split()


def test_a_generated_puzzle_is_unique() -> None:
    [made] = generate("yajilin", 5, seed=1)
    assert made.puzzle.clue_cells() and not rules.violations(made.puzzle, made.solution)
    with Engine() as engine:
        result = engine.count(made.puzzle, 2)
    assert result.complete and result.solutions == [made.solution]


PZPRJS_EXAMPLE = "https://puzz.link/p?yajilin/5/5/m32j10"  # pzprjs's test puzzle (test/script/yajilin.js)


def test_puzzlink_reads_pzprjs_example_and_round_trips() -> None:
    [record] = loads(PZPRJS_EXAMPLE, "puzzlink")
    puzzle = record.puzzle
    assert puzzle.arrows() == [((2, 3), 2, "w"), ((4, 4), 0, "n")] and len(puzzle.clue_cells()) == 2
    assert dumps(puzzle, "puzzlink").strip() == PZPRJS_EXAMPLE
    with Engine() as engine:
        result = engine.count(puzzle, 2)
    assert result.complete and len(result.solutions) == 1


def test_puzzlink_round_trips_a_rectangle_with_every_clue_code() -> None:
    clues: list[list[str | None]] = [[None] * 31 for _ in range(2)]
    clues[0][0], clues[0][30], clues[1][3], clues[1][29] = "#", "20s", "3e", "300w"
    puzzle = Yajilin(2, 31, tuple(tuple(row) for row in clues))
    url = dumps(puzzle, "puzzlink").strip()
    assert url == "https://puzz.link/p?yajilin/31/2/0.zc714c43y-312ca"
    assert loads(url, "puzzlink")[0].puzzle == puzzle


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("https://puzz.link/p?yajilin/o/2/2/40", "'o' flag"),
        ("https://puzz.link/p?yajilin/2/2/03", "has no arrow"),
        ("https://puzz.link/p?yajilin/2/2/4", "1 hex digits"),
        ("https://puzz.link/p?yajilin/2/2/dz", "after the last cell"),
    ],
)
def test_puzzlink_refuses_what_it_cannot_read(url: str, message: str) -> None:
    with pytest.raises(PuzzleError, match=message):
        loads(url, "puzzlink")
