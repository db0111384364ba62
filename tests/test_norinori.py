"""Norinori: published puzzles (one of them 20x24), a brute-force oracle, the rule checker, every format's
round trip, the CLI."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import product
from pathlib import Path

import pytest

from satpuzzles.formats import loads, to_text
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.norinori import rules
from satpuzzles.puzzles.norinori.model import Norinori, from_json, to_json
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError

KIND = get_type("norinori")
DATASET = json.loads((Path(__file__).parent / "fixtures" / "puzzlekit_norinori.json").read_text())["data"]
# 3 rows x 4 columns, four regions.
SMALL = ((0, 0, 1, 1), (0, 2, 2, 1), (3, 3, 2, 1))  # no solution: for messages
TWO_BOXES = ((0, 0, 1, 1), (0, 0, 1, 1), (2, 2, 2, 2))  # 8 solutions


def grid(text: str) -> tuple[tuple[int, ...], ...]:
    return tuple(tuple(int(v == "x") for v in line.split()) for line in text.strip().splitlines()[1:])


def read(key: str) -> Norinori:
    [record] = loads(DATASET[key]["problem"], "puzzlekit", "norinori")
    return record.puzzle


@pytest.fixture(scope="module")
def engine():
    with Engine() as shared:
        yield shared


@pytest.mark.parametrize("key", sorted(DATASET))
def test_published_puzzles_solve_to_their_solution_and_are_unique(engine: Engine, key: str) -> None:
    puzzle = read(key)
    result = engine.solve(puzzle)
    assert result.status is Status.UNIQUE
    assert result.solutions[0] == grid(DATASET[key]["solution"])
    assert KIND.puzzlekit is not None and KIND.puzzlekit.write is not None
    assert KIND.puzzlekit.write(puzzle, result.solutions[0]).split() == DATASET[key]["solution"].split()
    assert KIND.puzzlekit.read(KIND.puzzlekit.write(puzzle, None))[0] == puzzle


def test_the_encoding_has_exactly_the_brute_force_solutions(engine: Engine) -> None:
    puzzle = Norinori(3, 4, TWO_BOXES)
    grids = (tuple(tuple(cells[r * 4 : r * 4 + 4]) for r in range(3)) for cells in product((0, 1), repeat=12))
    oracle = {g for g in grids if not rules.violations(puzzle, g)}
    assert oracle
    assert set(engine.count(puzzle, 1000).solutions) == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = Norinori(3, 4, SMALL)
    dominoes = ((1, 1, 0, 0), (0, 0, 0, 1), (1, 1, 0, 1))  # one region left empty
    assert rules.violations(puzzle, dominoes) == ["the region of row 2, column 2 holds 0 shaded cells, expected 2"]
    line = Norinori(1, 4, ((0, 0, 1, 1),))
    assert rules.violations(line, ((1, 1, 1, 1),)) == [
        "row 1, column 2 is shaded with 2 shaded neighbours, expected 1",
        "row 1, column 3 is shaded with 2 shaded neighbours, expected 1",
    ]
    assert rules.violations(line, ((1, 0, 1, 1),)) == [
        "the region of row 1, column 1 holds 1 shaded cells, expected 2",
        "row 1, column 1 is shaded with 0 shaded neighbours, expected 1",
    ]


def test_json_round_trip_and_validation() -> None:
    puzzle = Norinori(3, 4, SMALL)
    assert from_json(to_json(puzzle)) == puzzle
    assert from_json({"size": 2, "regions": [[0, 0], [1, 1]]}) == Norinori(2, 2, ((0, 0), (1, 1)))
    with pytest.raises(PuzzleError, match="one cell"):
        from_json({"rows": 1, "cols": 3, "regions": [[0, 0, 1]]})
    with pytest.raises(PuzzleError, match="regions row 2"):
        from_json({"rows": 2, "cols": 2, "regions": [[0, 0], [1]]})


def test_text_round_trip_and_a_solved_board_reads_back(engine: Engine) -> None:
    puzzle = read("86_20x24")
    assert (puzzle.rows, puzzle.cols) == (20, 24)
    assert to_text(puzzle).startswith("norinori 20x24\n")
    assert loads(to_text(puzzle))[0].puzzle == puzzle
    solution = engine.solve(puzzle).solutions[0]
    [solved] = loads(to_text(puzzle, solution))
    assert solved.puzzle == puzzle and solved.solution == solution


def test_puzzlink_round_trip() -> None:
    puzzle = read("1_10x10")
    url = write_url(puzzle)
    assert url.startswith("https://puzz.link/p?norinori/10/10/")
    assert read_url(url) == puzzle
    small = read_url("https://puzz.link/p?norinori/2/2/0o")  # a wall across the middle, none down: two rows
    assert small.regions == ((0, 0), (1, 1))


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_cli_solves_a_rectangular_puzzlekit_text(tmp_path: Path) -> None:
    key = "86_20x24"
    path = tmp_path / "norinori.txt"
    path.write_text(DATASET[key]["problem"])
    ambiguous = run("solve", str(path), "--json")  # a region map with no numbers: Heyawake's texts look the same
    assert ambiguous.returncode == 2 and "norinori" in ambiguous.stderr and "--type" in ambiguous.stderr
    done = run("solve", str(path), "--json", "--type", "norinori")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["type"] == "norinori" and result["status"] == "unique"
    assert result["solution"] == [list(row) for row in grid(DATASET[key]["solution"])]


def test_given_shaded_cells_are_hints_in_every_format(engine: Engine) -> None:
    puzzle = Norinori(3, 4, TWO_BOXES, ((0, 0), (2, 0)))
    grids = (tuple(tuple(cells[r * 4 : r * 4 + 4]) for r in range(3)) for cells in product((0, 1), repeat=12))
    oracle = {g for g in grids if not rules.violations(puzzle, g)}
    assert 0 < len(oracle) < 8
    assert set(engine.count(puzzle, 1000).solutions) == oracle
    assert rules.violations(puzzle, ((0, 0, 1, 1), (1, 1, 0, 0), (0, 0, 1, 1))) == [
        "row 1, column 1 is given shaded but is not shaded",
        "row 3, column 1 is given shaded but is not shaded",
    ]
    assert from_json(to_json(puzzle)) == puzzle
    assert loads(to_text(puzzle))[0].puzzle == puzzle
    assert KIND.puzzlekit is not None and KIND.puzzlekit.write is not None
    assert KIND.puzzlekit.read(KIND.puzzlekit.write(puzzle, None))[0] == puzzle
    with pytest.raises(PuzzleError, match="no given shaded cells"):
        write_url(Norinori(4, 4, tuple((0, 0, 1, 1) if r < 2 else (2, 2, 3, 3) for r in range(4)), ((0, 0),)))


def test_steps_solve_a_published_puzzle_to_its_solution() -> None:
    puzzle = read("1_10x10")
    path = steps(puzzle)
    assert path.complete and path.solution == grid(DATASET["1_10x10"]["solution"])


def test_generate_gives_a_puzzle_the_solver_calls_unique(engine: Engine) -> None:
    done = run("generate", "norinori", "--size", "6", "--seed", "3")
    assert done.returncode == 0, done.stderr
    [record] = loads(done.stdout.splitlines()[0], "json")
    assert record.puzzle.givens and engine.solve(record.puzzle).status is Status.UNIQUE
    assert record.solution == engine.solve(record.puzzle).solutions[0]
