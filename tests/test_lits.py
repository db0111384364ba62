"""LITS: a brute-force oracle on tiny grids (lazy and exact connectivity), the rule checker, a puzz.link round
trip, a dataset file through the CLI with the tetrominoes' letters, and steps."""

from __future__ import annotations

import json
import subprocess
import sys
from itertools import product
from pathlib import Path

import pytest
from pysat.solvers import Solver

from satpuzzles.errors import PuzzleError
from satpuzzles.formats import loads, to_text
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.lits import rules
from satpuzzles.puzzles.lits.model import Lits
from satpuzzles.solving import Engine
from satpuzzles.steps import steps

KIND = get_type("lits")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_lits.json"
DATASET = json.loads(FIXTURE.read_text())["data"]
LAYOUTS = [
    ((0, 0, 0, 1), (0, 2, 1, 1), (2, 2, 2, 1)),  # 3x4, three regions of four
    ((0, 0, 1, 1), (0, 0, 1, 1), (2, 2, 3, 3), (2, 2, 3, 3)),  # 4x4, four squares
    ((0, 0, 0, 0), (1, 1, 1, 1), (2, 2, 2, 2), (3, 3, 3, 3)),  # 4x4, four rows
    ((0, 0, 0, 1), (0, 2, 2, 1), (3, 3, 2, 1), (3, 3, 2, 1)),  # 4x4, mixed
    ((0, 0, -1, 1), (0, 0, 1, 1), (2, 2, 2, 1), (2, -1, 2, 2)),  # 4x4 with blocked cells
    ((0, 0, 0, -1), (0, 1, 1, 1), (2, 2, 1, -1), (2, 2, 2, 2)),  # 4x4 with blocked cells
]


@pytest.mark.parametrize("layout", LAYOUTS)
def test_solutions_equal_brute_force_with_cuts_and_exactly(layout: tuple[tuple[int, ...], ...]) -> None:
    rows, cols = len(layout), len(layout[0])
    puzzle = Lits(rows, cols, layout)
    grids = (
        tuple("".join(g[r * cols : (r + 1) * cols]) for r in range(rows)) for g in product("-x", repeat=rows * cols)
    )
    oracle = {g for g in grids if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 100_000).solutions) == oracle
    exact = KIND.compiler.exact
    assert exact is not None
    template = exact(puzzle, "auto")
    found = set()
    with Solver(name="cadical195", bootstrap_with=template.formula.clauses) as solver:
        while solver.solve():
            solution = template.decode(solver.get_model())
            found.add(solution)
            solver.add_clause([-lit for lit in template.solution_literals(solution)])
    assert found == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = Lits(2, 4, ((0, 0, 1, 1), (0, 0, 1, 1)))
    assert rules.violations(puzzle, ("xx--", "xx--")) == [
        "the region of r1c3 shades 0 cells, not one tetromino",
        "the 2x2 block at r1c1 is all shaded",
    ]
    rows = Lits(2, 4, ((0, 0, 0, 0), (1, 1, 1, 1)))
    assert rules.violations(rows, ("xxxx", "xxxx"))[3:] == [
        "two I tetrominoes touch at r1c1 and r2c1",
        "two I tetrominoes touch at r1c2 and r2c2",
        "two I tetrominoes touch at r1c3 and r2c3",
        "two I tetrominoes touch at r1c4 and r2c4",
    ]
    apart = Lits(1, 9, ((0, 0, 0, 0, 0, 1, 1, 1, 1),))
    assert rules.violations(apart, ("xxxx-xxxx",)) == ["the shaded cells are not connected"]
    assert rules.violations(apart, ("xxxx--xxx",))[0] == "the region of r1c6 shades 3 cells, not one tetromino"


def test_blocked_cells_read_from_puzzlekit_text_and_stay_unshaded() -> None:
    [record] = loads("4 4\n1 1 1 @\n1 2 2 2\n3 3 2 @\n3 3 3 3\n", "puzzlekit", "lits")
    assert record.puzzle.blocked() == [(0, 3), (2, 3)]
    assert loads(to_text(record.puzzle))[0].puzzle == record.puzzle
    assert rules.violations(record.puzzle, ("xxxx", "x---", "----", "----"))[0] == "r1c4 is blocked but shaded"


def test_puzzlink_round_trip() -> None:
    for sample in KIND.samples:
        assert sample.url is not None
        puzzle = loads(sample.text)[0].puzzle
        assert read_url(sample.url) == puzzle and write_url(puzzle) == sample.url


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_a_dataset_file_solves_as_a_batch_with_the_published_letters() -> None:
    done = run("solve", str(FIXTURE), "--type", "lits", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)
    for r in results:
        assert r["puzzlekit_solution"].split() == DATASET[r["id"]]["solution"].split()


def test_steps_reach_the_solution() -> None:
    [record] = loads(DATASET["1_6x7"]["problem"], "puzzlekit", "lits")
    path = steps(record.puzzle)
    assert path.complete and not rules.violations(record.puzzle, path.solution)


def test_a_generated_puzzle_is_unique_and_its_repairs_keep_the_solution() -> None:
    [made] = generate("lits", 6, seed=3)
    assert made.generation["repairs"] > 0  # the drawn layout had another solution, which the repairs broke
    assert not rules.violations(made.puzzle, made.solution)
    with Engine() as engine:
        result = engine.count(made.puzzle, 2)
    assert result.complete and result.solutions == [made.solution]


def test_a_url_of_a_grid_that_is_not_square_is_refused_in_one_line() -> None:
    """The writer takes square grids; a 6x7 dataset puzzle was an internal error (KeyError), found by must_show.py."""
    text = "6 7\n" + "\n".join(" ".join("1" * 7) for _ in range(6))
    (record,) = loads(text, "puzzlekit", "lits")
    with pytest.raises(PuzzleError, match="square grids only, not 6x7"):
        write_url(record.puzzle)
