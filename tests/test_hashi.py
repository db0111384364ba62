"""Hashi: a brute-force oracle on tiny grids (lazy and exact connectivity), the rule checker, puzz.link and
Bridges round trips, a dataset file through the CLI, steps and the generator."""

from __future__ import annotations

import json
import subprocess
import sys
from functools import cache
from itertools import product
from pathlib import Path
from random import Random

import pytest
from grid_oracle import exact_solutions
from pysat.solvers import Solver

from satpuzzles.formats import loads
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.formats.tatham import read_game_id, write_game_id
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.hashi import rules
from satpuzzles.puzzles.hashi.encode import RULES, clues_of
from satpuzzles.puzzles.hashi.model import ASKED, VALUES, Hashi
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.booksteps import BookSteps

KIND = get_type("hashi")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_hashi.json"  # three dataset puzzles
DATASET = json.loads(FIXTURE.read_text())["data"]
# tiny layouts (islands `o`) whose free cells, five values each, enumerate in at most 5^6 grids
LAYOUTS = (("o.o", "...", "o.o"), ("o.o", "...", "..o"), ("o..", "...", "o.o"), ("..o", "...", "o.o"))


def layout(rows: tuple[str, ...]) -> Hashi:
    return Hashi(len(rows), len(rows[0]), tuple(tuple(ASKED if ch == "o" else None for ch in row) for row in rows))


@cache
def layout_solutions(rows: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every grid of bridge values (islands holding none) that the rules allow with no island numbered: a
    numbered puzzle's solutions are among them."""
    p = layout(rows)
    free = [(r, c) for r in range(p.rows) for c in range(p.columns) if p.islands[r][c] is None]
    grids = []
    for values in product(VALUES, repeat=len(free)):
        rows = [["."] * p.columns for _ in range(p.rows)]
        for (r, c), value in zip(free, values, strict=True):
            rows[r][c] = value
        grid = tuple("".join(row) for row in rows)
        if not rules.violations(p, grid):
            grids.append(grid)
    return grids


@pytest.mark.parametrize("seed", range(6))
def test_solutions_equal_brute_force_with_cuts_and_exactly(seed: int) -> None:
    """Islands numbered from a random solution of the layout, some numbers hidden: one or several solutions."""
    rng = Random(seed)
    blank = layout(LAYOUTS[seed % len(LAYOUTS)])
    every = layout_solutions(LAYOUTS[seed % len(LAYOUTS)])
    full = clues_of(blank, rng.choice(every))
    puzzle = Hashi(
        blank.rows,
        blank.columns,
        tuple(tuple(v if rng.random() < 0.6 else ASKED if v else v for v in row) for row in full.islands),
    )
    oracle = {g for g in every if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 100_000).solutions) == oracle
    assert exact_solutions(KIND, puzzle) == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    puzzle = Hashi(3, 3, ((3, None, 3), (None, None, None), (ASKED, None, 1)))
    assert rules.violations(puzzle, (".=.", "|.|", "...")) == []
    assert rules.violations(puzzle, (".-.", "|.|", "...")) == [
        "the island at r1c1 shows 3 but has 2 bridges",
        "the island at r1c3 shows 3 but has 2 bridges",
    ]
    assert "the bridge through r2c2 does not run from island to island" in rules.violations(
        puzzle, (".=.", "|-|", "...")
    )
    assert "a bridge crosses the island at r1c1" in rules.violations(puzzle, ("==.", "|.|", "..."))
    four = Hashi(3, 3, ((1, None, 1), (None, None, None), (1, None, 1)))
    assert rules.violations(four, (".-.", "...", ".-.")) == [
        "the islands are not all connected: 2 cannot reach the one at r1c1"
    ]


def test_islands_side_by_side_are_refused() -> None:
    with pytest.raises(PuzzleError, match="side by side"):
        Hashi(1, 3, ((1, 1, None),))


def test_puzzlink_and_bridges_round_trips() -> None:
    puzzle = read_url("https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3")  # pzprjs's own test puzzle
    assert isinstance(puzzle, Hashi)
    assert puzzle.islands[0] == (4, None, 2, None, None) and puzzle.islands[4] == (3, None, 4, None, 3)
    assert write_url(puzzle) == "https://puzz.link/p?hashikake/5/5/4g2i3h23k3g1g3g4g3"
    assert write_game_id(puzzle) == "5x5m2:4a2c3b23e3a1a3a4a3"
    assert read_game_id("5x5i30e10m2d0:4a2c3b23e3a1a3a4a3") == puzzle
    with pytest.raises(PuzzleError, match="at most two bridges"):
        read_game_id("5x5m3:4a2c3b23e3a1a3a4a3", "hashi")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "hashi", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)
    for r in results:
        assert r["puzzlekit_solution"].split() == DATASET[r["id"]]["solution"].split()


def test_steps_reach_the_published_solution_and_a_generated_puzzle_is_unique() -> None:
    """Steps leave connectivity to its cuts (Rules.lazy_steps); each step also follows from the exact rule,
    checked on the exact guarded book with a solver of this test's own (on 13_6x6 a step at r1c2 once did not:
    the islands' "it is there" constants were missing from the slices asking the rule)."""
    [record] = loads(DATASET["13_6x6"]["problem"], "puzzlekit", "hashi")
    path = steps(record.puzzle)
    assert path.complete
    lazy_model, exact_model = BookSteps(RULES, record.puzzle), BookSteps(RULES, record.puzzle, lazy=False)
    assert list(lazy_model.lazy) and not exact_model.lazy
    on = {group.key: group.literals for group in exact_model.groups()}
    assert any(group.rank[0] == "connectivity" for step in path.steps for group in step.groups)
    with Solver(name="cadical153", bootstrap_with=exact_model.formula.clauses) as solver:
        for number, step in enumerate(path.steps, start=exact_model.formula.num_vars + 1):
            solver.add_clause([-number, *(-fact.literal for fact in step.targets)])  # number: "some target fails"
            members = [on[group.key] for group in step.groups] + [(fact.literal,) for fact in step.facts]
            assert not solver.solve(assumptions=[number, *(lit for member in members for lit in member)])
            for i in range(len(members)):
                rest = members[:i] + members[i + 1 :]
                assert solver.solve(assumptions=[number, *(lit for member in rest for lit in member)])
    assert KIND.puzzlekit is not None and KIND.puzzlekit.write_solution is not None
    assert KIND.puzzlekit.write_solution(record.puzzle, path.solution).split() == DATASET["13_6x6"]["solution"].split()
    made = next(generate("hashi", 6, seed=3))
    assert made.puzzle.island_cells()
    with Engine() as engine:
        result = engine.solve(made.puzzle)
    assert result.status is Status.UNIQUE and result.solutions[0] == made.solution
