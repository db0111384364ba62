"""Dominos: the encoding against a brute-force oracle (every tiling of small grids), the rule checker,
Tatham's Dominosa IDs, the readers, the CLI on a dataset file, steps, explain and generate."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

import satpuzzles
from satpuzzles.explain import explain
from satpuzzles.formats import loads, to_text
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.dominos import rules, tatham
from satpuzzles.puzzles.dominos.model import OPPOSITE, STEPS, Dominos, from_json, to_json
from satpuzzles.solving import Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.generating import Options

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_dominos.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


def read(key: str) -> Dominos:
    [record] = loads(DATASET[key]["problem"], "puzzlekit", "dominos")
    return record.puzzle


def tilings(rows: int, columns: int) -> list[tuple[str, ...]]:
    """Every domino tiling of the grid, as rows of partner letters."""
    found = []

    def fill(grid: list[list[str]]) -> None:
        free = next(((r, c) for r in range(rows) for c in range(columns) if not grid[r][c]), None)
        if free is None:
            found.append(tuple("".join(row) for row in grid))
            return
        r, c = free
        for letter in ("e", "s"):
            dr, dc = STEPS[letter]
            if r + dr < rows and c + dc < columns and not grid[r + dr][c + dc]:
                grid[r][c], grid[r + dr][c + dc] = letter, OPPOSITE[letter]
                fill(grid)
                grid[r][c], grid[r + dr][c + dc] = "", ""

    fill([[""] * columns for _ in range(rows)])
    return found


@pytest.mark.parametrize("seed", range(8))
def test_solution_counts_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    rows, columns = rng.choice([(2, 3), (3, 4)])
    cells = [v for a in range(rows) for b in range(a, rows) for v in (a, b)]
    rng.shuffle(cells)
    p = Dominos(rows, columns, tuple(tuple(cells[r * columns : (r + 1) * columns]) for r in range(rows)))
    expected = [t for t in tilings(rows, columns) if not rules.violations(p, t)]
    result = satpuzzles.count(p, limit=len(expected) + 1)
    assert result.complete and sorted(result.solutions) == sorted(expected)


def test_the_rule_checker_names_each_broken_rule() -> None:
    p = Dominos(2, 3, ((0, 0, 1), (1, 1, 0)))
    assert rules.violations(p, ("ews", "ewn")) == []
    assert rules.violations(p, ("ees", "ewn"))[0] == "r1c1's domino has no partner cell pointing back"
    assert rules.violations(p, ("ssn", "nne"))[0] == "r1c3's domino has no partner cell pointing back"
    assert rules.violations(p, ("sss", "nnn")) == [
        "the domino 0-0 is laid 0 times, expected once",
        "the domino 0-1 is laid 3 times, expected once",
        "the domino 1-1 is laid 0 times, expected once",
    ]
    off = Dominos(2, 3, ((0, 0, 0), (1, 1, 0)))  # kept (a puzzle being typed in), not solved
    assert rules.violations(off, ("ews", "ewn")) == [
        "the number 0 appears 4 times, a full set has it 3 times",
        "the number 1 appears 2 times, a full set has it 3 times",
    ]
    with pytest.raises(PuzzleError, match="0 appears 4 times, a full set has it 3 times: solving needs the full set"):
        satpuzzles.solve(off)


def test_readers_and_tatham_round_trips() -> None:
    puzzle = read("156_7x8")
    assert from_json(to_json(puzzle)) == puzzle
    solution = satpuzzles.solve(puzzle).solutions[0]
    [solved] = loads(to_text(puzzle, solution))
    assert solved.puzzle == puzzle and solved.solution == solution
    game_id = tatham.write(puzzle)
    assert game_id.startswith("6:") and tatham.looks_like(game_id) and tatham.read(game_id) == puzzle
    big = tatham.read("10:" + "[10]" * 12 + "".join(str(v % 10) for v in range(120)))
    assert big.numbers[0][0] == 10 and big.rows == 11
    with pytest.raises(PuzzleError, match="expected 20 numbers"):
        tatham.read("3:0123")


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_cli_solves_a_dataset_file_and_matches_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "dominos", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] for r in results)


def test_steps_solve_a_published_puzzle_and_explain_names_rules() -> None:
    puzzle = read("411_4x5")
    path = steps(puzzle)
    assert path.complete and path.solution == satpuzzles.solve(puzzle).solutions[0]
    made = explain(Dominos(2, 3, ((0, 1, 0), (1, 0, 1))))  # 0-0 and 1-1 are never neighbours
    assert made.status is Status.UNSAT and made.conflicts


def test_generated_puzzles_are_unique() -> None:
    for made in generate("dominos", 4, count=2, seed=4):
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE


def test_the_editor_sets_and_clears_numbers_and_solving_waits_for_the_full_set() -> None:
    kind = get_type("dominos")
    assert kind.editor is not None and kind.generator is not None and kind.generator.blank is not None
    for size in (2, 3, 5):  # the board's size is the blank's: N + 1 rows, N + 2 columns
        data = kind.codec.to_json(kind.generator.blank(Options("dominos", size)))
        corner = (data["rows"] - 1, data["columns"] - 1)
        assert kind.editor.cell_text(data, corner) == str(size - 1)
        cleared = kind.editor.put_cell(data, corner, "")
        assert cleared["numbers"][corner[0]][corner[1]] is None and kind.editor.cell_text(cleared, corner) == ""
        puzzle = kind.codec.from_json(cleared)
        assert kind.checker.warnings(puzzle) == [f"r{size}c{size + 1} has no number"]
        with pytest.raises(PuzzleError, match=f"r{size}c{size + 1} has no number: solving needs the full set"):
            satpuzzles.solve(puzzle)
        assert loads(to_text(puzzle))[0].puzzle == puzzle  # printed with '.', read back
        with pytest.raises(PuzzleError, match="a Dominosa ID needs the full set"):
            tatham.write(puzzle)
        again = kind.editor.put_cell(cleared, corner, f" {size - 1} ")
        assert kind.codec.from_json(again) == kind.generator.blank(Options("dominos", size))
    data = kind.codec.to_json(Dominos(2, 3, ((0, 0, 1), (1, 1, 0))))
    swapped = kind.editor.put_cell(kind.editor.put_cell(data, (0, 0), "1"), (0, 2), "0")
    edited = kind.codec.from_json(swapped)  # the full set again, laid otherwise: solved as any other
    expected = [t for t in tilings(2, 3) if not rules.violations(edited, t)]
    assert expected and sorted(satpuzzles.count(edited, limit=10).solutions) == sorted(expected)
    with pytest.raises(PuzzleError, match=r"expected a number 0\.\.1 or null, found 2"):
        kind.codec.from_json(kind.editor.put_cell(data, (0, 0), "2"))
    with pytest.raises(PuzzleError, match="expected a whole number"):
        kind.editor.put_cell(data, (0, 0), "x")
    assert [kind.editor.entry(data, token) for token in kind.editor.cycle] == ["n", "w", "e", "s", None]
    with pytest.raises(PuzzleError, match="expected n, w, e or s"):
        kind.editor.entry(data, "q")
