"""Country Road: the rule book against a brute-force oracle, the rule checker, puzz.link, generation and the
dataset wiring."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from graph_oracle import line_drawings

from satpuzzles.formats import loads
from satpuzzles.formats.dump import dumps
from satpuzzles.generate import generate
from satpuzzles.puzzles.countryroad import rules
from satpuzzles.puzzles.countryroad.model import CountryRoad
from satpuzzles.solving import Engine
from satpuzzles.steps import steps
from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.regionmaker import grown_regions

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_countryroad.json"  # two janko.at puzzles
DATASET = json.loads(FIXTURE.read_text())["data"]
PZPRJS_EXAMPLE = "https://puzz.link/p?country/5/5/amda0uf02h12h"  # pzprjs's test puzzle (test/script/country.js)
DRAWINGS = {shape: line_drawings(*shape, ends=False) for shape in ((2, 4), (3, 3), (3, 4))}


def random_puzzle(rng: random.Random, rows: int, columns: int) -> CountryRoad:
    regions = grown_regions(rows, columns, rng, 4)
    numbers = [[None] * columns for _ in range(rows)]
    firsts: dict[int, tuple[int, int]] = {}
    for r, row in enumerate(regions):
        for c, region in enumerate(row):
            firsts.setdefault(region, (r, c))
    for region, (r, c) in firsts.items():
        if rng.random() < 0.4:
            numbers[r][c] = rng.randint(1, sum(row.count(region) for row in regions))
    return CountryRoad(rows, columns, regions, tuple(tuple(row) for row in numbers))


@pytest.mark.parametrize("seed", range(12))
def test_solutions_equal_a_brute_force_enumeration(seed: int) -> None:
    rng = random.Random(seed)
    shape = ((2, 4), (3, 3), (3, 4))[seed % 3]
    puzzle = random_puzzle(rng, *shape)
    expected = {grid for grid in DRAWINGS[shape] if not rules.violations(puzzle, grid)}
    with Engine() as engine:
        result = engine.count(puzzle, 1000)
    assert result.complete
    assert set(result.solutions) == expected and len(result.solutions) == len(expected)


def test_the_oracle_sees_puzzles_with_solutions() -> None:
    """The seeds above are not all unsolvable: the enumeration compares real solution sets."""
    counts = []
    for seed in range(12):
        puzzle = random_puzzle(random.Random(seed), *((2, 4), (3, 3), (3, 4))[seed % 3])
        counts.append(sum(not rules.violations(puzzle, grid) for grid in DRAWINGS[puzzle.rows, puzzle.columns]))
    assert sum(1 for n in counts if n) >= 4


def test_the_rule_checker_catches_each_broken_rule() -> None:
    blank = ((None,) * 3,) * 2
    ring = (("se", "ew", "sw"), ("ne", "ew", "nw"))
    halves = ((0, 0, 1), (0, 0, 1))
    assert rules.violations(CountryRoad(2, 3, halves, ((4, None, 2), (None,) * 3)), ring) == []
    miscounted = rules.violations(CountryRoad(2, 3, halves, ((3, None, None), (None,) * 3)), ring)
    assert any("counts 4 loop cells" in p for p in miscounted)
    small = (("se", "sw", "-"), ("ne", "nw", "-"))
    assert any("misses the region of r1c3" in p for p in rules.violations(CountryRoad(2, 3, halves, blank), small))
    empty_pair = rules.violations(
        CountryRoad(2, 3, ((0, 1, 1), (2, 2, 2)), blank), (("-", "se", "sw"), ("-", "ne", "nw"))
    )
    assert any("r1c1 and r2c1 across a region border are both empty" in p for p in empty_pair)
    around = (("se", "ew", "sw"), ("ns", "-", "ns"), ("ne", "ew", "nw"))
    middle = CountryRoad(3, 3, ((1, 0, 2),) * 3, ((None,) * 3,) * 3)
    assert any("enters the region of r1c2 2 times" in p for p in rules.violations(middle, around))
    broken = (("se", "ew", "sw"), ("ne", "ew", "-"))
    assert any("does not continue" in p for p in rules.violations(CountryRoad(2, 3, halves, blank), broken))


def test_a_generated_puzzle_is_unique() -> None:
    [made] = generate("countryroad", 5, seed=3)
    assert not rules.violations(made.puzzle, made.solution)
    with Engine() as engine:
        result = engine.count(made.puzzle, 2)
    assert result.complete and result.solutions == [made.solution]


def test_the_model_refuses_a_bad_number_or_region() -> None:
    with pytest.raises(PuzzleError, match="not one connected piece"):
        CountryRoad(1, 3, ((0, 1, 0),), ((None,) * 3,))
    with pytest.raises(PuzzleError, match="a second number"):
        CountryRoad(1, 3, ((0, 0, 1),), ((1, 1, None),))
    with pytest.raises(PuzzleError, match=r"1\.\.2"):
        CountryRoad(1, 3, ((0, 0, 1),), ((3, None, None),))


def test_puzzlink_reads_pzprjs_example_and_round_trips() -> None:
    [record] = loads(PZPRJS_EXAMPLE, "puzzlink")
    puzzle = record.puzzle
    assert puzzle.regions == ((0, 0, 1, 1, 2), (0, 0, 1, 1, 2), (3, 4, 4, 4, 2), (3, 5, 5, 6, 6), (3, 5, 5, 6, 6))
    assert puzzle.placed() == [((0, 0), 2), ((2, 0), 1), ((2, 1), 2)]
    assert dumps(puzzle, "puzzlink").strip() == "https://puzz.link/p?country/5/5/amda0uf02h12h"


def test_a_dataset_file_is_a_batch_with_matches_published() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "solve", str(FIXTURE), "--type", "countryroad", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_solve_pzprjs_example() -> None:
    [record] = loads(PZPRJS_EXAMPLE, "puzzlink")
    path = steps(record.puzzle)
    assert path.complete
    assert not rules.violations(record.puzzle, path.solution)
