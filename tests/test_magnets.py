"""Magnets: a brute-force oracle on tiny grids, the rule checker, the readers, the CLI on a dataset file,
steps, explain, generate and the editor."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from grid_oracle import accepted_grids

import satpuzzles
from satpuzzles.explain import explain
from satpuzzles.formats import loads, to_text
from satpuzzles.formats.dump import dumps
from satpuzzles.generate import generate
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.magnets import rules
from satpuzzles.puzzles.magnets.generate import layout
from satpuzzles.puzzles.magnets.model import Magnets, from_json, to_json
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.tilings import random_domino_tiling

KIND = get_type("magnets")
FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_magnets.json"
DATASET = json.loads(FIXTURE.read_text())["data"]


def read(key: str) -> Magnets:
    [record] = loads(DATASET[key]["problem"], "puzzlekit", "magnets")
    return record.puzzle


def brute_force(p: Magnets) -> list[tuple[str, ...]]:
    return accepted_grids(p, rules.violations, "+-x")


@pytest.mark.parametrize("seed", range(6))
def test_solution_counts_match_brute_force(seed: int) -> None:
    rng = random.Random(seed)
    shape = layout(2, random_domino_tiling(2, 2, rng))
    numbers = [rng.choice([None, 0, 1]) for _ in range(8)]
    p = Magnets(
        2,
        2,
        shape.dominoes,
        numbers[0:2],
        numbers[2:4],
        numbers[4:6],
        numbers[6:8],
        ("+.", "..") if seed == 4 else None,
    )
    expected = brute_force(p)
    result = satpuzzles.count(p, limit=len(expected) + 1)
    assert result.complete and sorted(result.solutions) == sorted(expected)


def test_layouts_of_one_size_share_a_session_and_keep_their_own_solutions() -> None:
    # solving shares one template per size (the dominoes assumed): one engine answers every layout right
    with Engine() as engine:
        for seed in range(6):
            rng = random.Random(seed)
            p = replace(layout(2, random_domino_tiling(2, 2, rng)), plus_rows=(1, None), minus_columns=(None, 1))
            expected = brute_force(p)
            assert sorted(engine.count(p, len(expected) + 1).solutions) == sorted(expected)


def test_a_larger_grid_against_brute_force() -> None:
    p = Magnets(3, 2, ((0, 0), (1, 2), (1, 2)), (1, None, None), (None, None, 1), (None, None), (None, None))
    expected = brute_force(p)
    assert sorted(satpuzzles.count(p, limit=100).solutions) == sorted(expected)


def test_the_rule_checker_names_each_broken_rule() -> None:
    p = Magnets(2, 2, ((0, 0), (1, 1)), (1, None), (None, None), (None, None), (None, None), ("+.", ".."))
    assert rules.violations(p, ("+-", "-+")) == []
    assert rules.violations(p, ("+-", "+-")) == [
        "r1c1 and r2c1 are equal poles side by side",
        "r1c2 and r2c2 are equal poles side by side",
    ]
    assert "the domino at r1c1 and r1c2 holds + and x" in rules.violations(p, ("+x", "xx"))
    assert "r1c1 is given + but holds x" in rules.violations(p, ("xx", "xx"))
    with pytest.raises(PuzzleError, match="not two neighbouring cells"):
        Magnets(1, 3, ((0, 1, 0),), (None,), (None,), (None,) * 3, (None,) * 3)


def test_readers_round_trip() -> None:
    puzzle = read("14_8x8")  # it has given cells
    assert puzzle.givens is not None
    assert from_json(to_json(puzzle)) == puzzle
    assert loads(to_text(puzzle))[0].puzzle == puzzle
    solution = satpuzzles.solve(puzzle).solutions[0]
    [solved] = loads(to_text(puzzle, solution))
    assert solved.solution == solution


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_cli_solves_a_dataset_file_and_matches_the_published_solutions() -> None:
    done = run("solve", str(FIXTURE), "--type", "magnets", "--json")
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] for r in results)


def test_steps_solve_a_published_puzzle_and_explain_finds_fixes() -> None:
    puzzle = read("10_6x6")
    path = steps(puzzle)
    assert path.complete and path.solution == satpuzzles.solve(puzzle).solutions[0]
    minimal = next(generate("magnets", 4, seed=2)).puzzle  # every number it shows is needed
    row = next(r for r, v in enumerate(minimal.plus_rows) if v is not None)
    bare = Magnets(
        4,
        4,
        minimal.dominoes,
        tuple(None if r == row else v for r, v in enumerate(minimal.plus_rows)),
        minimal.minus_rows,
        minimal.plus_columns,
        minimal.minus_columns,
    )
    made = explain(bare, max_fixes=3)
    assert made.status is Status.MULTIPLE and made.fixes
    for fix in made.fixes:  # each fix, added, leaves one solution: checked again here on a fresh engine
        fixed = KIND.explainer(bare, "auto", None).with_hint(fix.hint)  # type: ignore[misc]
        assert satpuzzles.check(fixed).status is Status.UNIQUE


def test_generated_puzzles_are_unique() -> None:
    for made in generate("magnets", 4, count=2, seed=4):
        assert not rules.violations(made.puzzle, made.solution)
        assert satpuzzles.check(made.puzzle).status is Status.UNIQUE


def test_an_odd_size_is_refused_in_one_line_not_an_internal_error() -> None:
    """A 5x5 grid has no domino tiling: generate and the console's blank board said "internal error" (fuzz
    seed 2026112704); now a PuzzleError, exit 2 and HTTP 400."""
    with pytest.raises(PuzzleError, match="5x5 grid has an odd number of cells"):
        list(generate("magnets", 5, count=1, seed=1))
    with pytest.raises(PuzzleError, match="odd number of cells"):
        random_domino_tiling(3, 3, random.Random(0))


def test_the_editor_sets_givens_and_counts() -> None:
    assert KIND.editor is not None and KIND.editor.put_clue is not None
    data = to_json(read("10_6x6"))
    data = KIND.editor.put_cell(data, (0, 0), "+")
    assert data["givens"][0][0] == "+" and KIND.editor.cell_text(data, (0, 0)) == "+"
    assert "givens" not in KIND.editor.put_cell(data, (0, 0), "")
    data = KIND.editor.put_clue(data, "bottom", 2, "1")
    assert from_json(data).minus_columns[2] == 1


PZPRJS_EXAMPLE = "https://puzz.link/p?magnets/5/5/g222j2h2g22g0g32fubmo3or00000000000400"  # test/script/magnets.js


def test_puzzlink_refuses_pzprjs_example_whose_cell_is_outside_every_domino() -> None:
    with pytest.raises(PuzzleError, match="row 3, column 3: a cell outside every domino"):
        loads(PZPRJS_EXAMPLE, "puzzlink")
    with pytest.raises(PuzzleError, match="anti-magnets"):
        loads("https://puzz.link/p?magnets/a/2/2/11111111o0b0", "puzzlink")


def test_puzzlink_round_trips_counts_walls_and_given_poles() -> None:
    # pzprjs's 2x2 test board is a sample (tests/test_samples.py reads, solves and writes its URL)
    [record] = loads("https://puzz.link/p?magnets/2/2/11111111o0b0", "puzzlink")
    puzzle = record.puzzle
    assert puzzle.dominoes == ((0, 1), (0, 1)) and puzzle.givens == ("+.", "-.")
    assert (puzzle.plus_rows, puzzle.minus_columns) == ((1, 1), (1, 1))
    wide = Magnets(1, 4, ((0, 0, 1, 1),), (2,), (None,), (None, 1, 0, None), (1, 0, None, None))
    url = dumps(wide, "puzzlink").strip()
    assert url == "https://puzz.link/p?magnets/4/1/1g01g0i28"
    assert loads(url, "puzzlink")[0].puzzle == wide
    with pytest.raises(PuzzleError, match="blank cell"):
        dumps(Magnets(1, 2, ((0, 0),), (None,), (None,), (None, None), (None, None), ("x.",)), "puzzlink")
