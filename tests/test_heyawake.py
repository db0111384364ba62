"""Heyawake: a brute-force oracle on tiny grids (lazy and exact connectivity), the rule checker, a puzz.link
round trip, a dataset file through the CLI, and steps and a hint on the shipped 6x6s."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from random import Random
from typing import Any

import pytest
from grid_oracle import exact_solutions, shaded_grids

from satpuzzles.formats import loads
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.heyawake import rules
from satpuzzles.puzzles.heyawake.generate import rooms
from satpuzzles.puzzles.heyawake.model import Heyawake
from satpuzzles.solving import Engine
from satpuzzles.steps import hint, steps

KIND = get_type("heyawake")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_heyawake.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


@pytest.mark.parametrize("seed", range(8))
def test_solutions_equal_brute_force_with_cuts_and_exactly(seed: int) -> None:
    rng = Random(seed)
    n = 3
    layout = rooms(n, rng.choice([2, 3, 4]), rng)
    numbers: list[list[int | None]] = [[None] * n for _ in range(n)]
    firsts = {room: (r, c) for r in reversed(range(n)) for c in reversed(range(n)) for room in [layout[r][c]]}
    for r, c in rng.sample(sorted(firsts.values()), min(2, len(firsts))):
        numbers[r][c] = rng.randint(0, 2)
    puzzle = Heyawake(n, n, layout, tuple(tuple(row) for row in numbers))
    oracle = {g for g in shaded_grids(n, n) if not rules.violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 100_000).solutions) == oracle
    assert exact_solutions(KIND, puzzle) == oracle


def test_the_rule_checker_names_each_broken_rule() -> None:
    layout = ((0, 0, 1, 1), (0, 0, 1, 1), (2, 2, 2, 3))
    puzzle = Heyawake(3, 4, layout, ((1, None, 2, None), (None,) * 4, (None,) * 4))
    assert rules.violations(puzzle, ("x--x", "--x-", "----")) == []
    assert rules.violations(puzzle, ("x-x-", "----", "-x--")) == ["the room numbered 2 at r1c3 holds 1 shaded cells"]
    assert rules.violations(puzzle, ("--x-", "x--x", "-x--")) == ["the unshaded cells are not connected"]
    assert "the shaded cell at r1c4 touches another" in rules.violations(puzzle, ("x--x", "---x", "----"))
    striped = Heyawake(3, 4, ((0, 1, 2, 3), (0, 1, 2, 3), (4, 4, 4, 4)), ((None,) * 4,) * 3)
    assert rules.violations(striped, ("----", "x-x-", "----")) == [
        "the unshaded run r1c1-r1c4 crosses two room borders"
    ]


def test_puzzlink_round_trip() -> None:
    [record] = loads(DATASET["103_10x10"]["problem"], "puzzlekit", "heyawake")
    url = write_url(record.puzzle)
    assert url.startswith("https://puzz.link/p?heyawake/10/10/")
    back = read_url(url)
    assert back.rooms == record.puzzle.rooms
    assert sorted(v for row in back.numbers for v in row if v is not None) == sorted(
        v for row in record.puzzle.numbers for v in row if v is not None
    )
    assert write_url(back) == url


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_a_dataset_file_solves_as_a_batch_matching_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "heyawake", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


@pytest.mark.parametrize("sample", KIND.samples, ids=lambda sample: sample.name)
def test_steps_solve_the_samples_and_a_hint_moves_a_half_filled_board_on(sample: Any) -> None:
    """The connectivity rule is left to its cuts in the step model too (encodings/rulebook.md), so a 6x6's
    path takes well under a second; each step is re-checked by the kernel before it is kept."""
    puzzle = KIND.text.read(sample.text)[0]
    path = steps(puzzle)
    assert path.complete and list(path.solution) == sample.solution
    assert any("connected" in group.name for step in path.steps for group in step.groups)
    position: list[list[Any]] = [list(row) for row in sample.solution]
    for r, c in [(r, c) for r in range(puzzle.rows) for c in range(puzzle.columns)][::2]:
        position[r][c] = None
    given = hint(puzzle, position)
    assert given.step is not None and not given.wrong
    decided = {fact.cell for fact in given.step.decided}
    assert decided and all(position[r][c] is None for r, c in decided)
    position[0][0] = "-" if sample.solution[0][0] == "x" else "x"
    assert hint(puzzle, position).wrong == [(0, 0)]
