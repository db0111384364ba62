"""Minesweeper's dataset wiring: a dataset file solved as a batch says `puzzlekit_solution` and whether it
matches the published one; puzz.link URLs; the rule book's counts and explain are tested in
tests/test_rulebook.py."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from satpuzzles.formats import loads
from satpuzzles.formats.dump import dumps
from satpuzzles.puzzles import get_type
from satpuzzles.solving import Engine, Status
from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlekit import matches

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_minesweeper.json"
DATASET = json.loads(FIXTURE.read_text())["data"]
KIND = get_type("minesweeper")


def test_our_solution_text_matches_the_published_one_and_a_wrong_one_does_not() -> None:
    codec = KIND.puzzlekit
    assert codec is not None and codec.write_solution is not None and codec.dataset == "Minesweeper"
    with Engine() as engine:
        for entry in DATASET.values():
            [record] = loads(entry["problem"], "puzzlekit", "minesweeper")
            result = engine.solve(record.puzzle)
            assert result.status is Status.UNIQUE
            ours = codec.write_solution(record.puzzle, result.solutions[0])
            assert matches(ours, entry["solution"], codec.compare)
            flipped = ours.replace("x", "?").replace("-", "x", 1).replace("?", "-")
            assert not matches(flipped, entry["solution"], codec.compare)


def test_a_dataset_file_is_a_batch_with_matches_published() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "solve", str(FIXTURE), "--type", "minesweeper", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)
    for r in results:
        assert r["puzzlekit_solution"].split() == DATASET[r["id"]]["solution"].replace(".", "-").split()


def test_puzzlink_round_trips_walls_and_rectangles_and_refuses_a_mine_total() -> None:
    # the pzprjs test puzzle is a sample (satpuzzles/puzzles/minesweeper/samples.py): tests/test_samples.py
    # reads its URL, solves it and writes it back
    with pytest.raises(PuzzleError, match=r"0\.\.8"):
        loads("https://puzz.link/p?mines/3/3/j-10", "puzzlink")  # a 16
    [record] = loads("https://puzz.link/p?mines/3/3/.i4j", "puzzlink")  # a `?` cell is our wall
    assert record.puzzle.clues == (("#", None, None), (None, 4, None), (None, None, None))
    assert dumps(record.puzzle, "puzzlink").strip() == "https://puzz.link/p?mines/3/3/.i4j"
    [wide] = loads("https://puzz.link/p?mines/4/2/g2m", "puzzlink")
    assert wide.puzzle.clues == ((None, 2, None, None), (None, None, None, None))
    [janko] = loads(KIND.samples[0].text, "text")
    with pytest.raises(PuzzleError, match="no total of mines"):
        dumps(janko.puzzle, "puzzlink")
