"""Masyu: the rule book against a brute-force oracle, the rule checker, puzz.link and the dataset wiring."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections import Counter
from itertools import product
from pathlib import Path

import pytest

from satpuzzles.formats import loads
from satpuzzles.formats.dump import dumps
from satpuzzles.puzzles import get_type, masyu
from satpuzzles.puzzles.masyu import rules
from satpuzzles.puzzles.masyu.model import Masyu, Solution
from satpuzzles.solving import Engine
from satpuzzles.steps import steps
from satpuzzles.typekit.constraints.grid import centres

FIXTURE = Path(__file__).parent / "fixtures" / "puzzlekit_masyu.json"  # two janko.at puzzles
DATASET = json.loads(FIXTURE.read_text())["data"]
KIND = get_type("masyu")
SIDE = {(-1, 0): "n", (1, 0): "s", (0, -1): "w", (0, 1): "e"}
ORDER = {"".join(sorted(p)): p for p in ("ns", "ew", "ne", "nw", "se", "sw")}


def line_drawings(rows: int, columns: int) -> list[Solution]:
    """Every set of edges with degree 0 or 2 at each cell, written as line pieces (the checker judges the rest)."""
    graph = centres(rows, columns)
    out = []
    for bits in product((False, True), repeat=len(graph.edges)):
        chosen = [e for e, on in zip(graph.edges, bits, strict=True) if on]
        degree = Counter(v for e in chosen for v in e)
        if any(d != 2 for d in degree.values()):
            continue
        sides: dict[tuple[int, int], str] = {}
        for u, v in chosen:
            sides[u] = sides.get(u, "") + SIDE[v[0] - u[0], v[1] - u[1]]
            sides[v] = sides.get(v, "") + SIDE[u[0] - v[0], u[1] - v[1]]
        grid = tuple(
            tuple(ORDER["".join(sorted(sides[r, c]))] if (r, c) in sides else "-" for c in range(columns))
            for r in range(rows)
        )
        out.append(grid)
    return out


@pytest.mark.parametrize("own", [False, True])
@pytest.mark.parametrize("seed", range(8))
def test_solutions_equal_a_brute_force_enumeration(seed: int, own: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """The solving formula (its pearls' redundant consequences included) on the size's shared formula and on
    the puzzle's own one (its pearls unit clauses, as the largest grids are solved) against brute force."""
    monkeypatch.setattr(masyu, "OWN_FORMULA_CELLS", 0 if own else 10_000)
    rng = random.Random(seed)
    rows, columns = (3, 3) if seed % 2 else (2, 5)
    drawings = line_drawings(rows, columns)
    pearls = tuple(tuple(rng.choice((None, None, None, "w", "b")) for _ in range(columns)) for _ in range(rows))
    puzzle = Masyu(rows, columns, pearls)
    expected = {grid for grid in drawings if not rules.violations(puzzle, grid)}
    with Engine() as engine:
        result = engine.count(puzzle, 1000)
    assert result.complete
    assert set(result.solutions) == expected and len(result.solutions) == len(expected)


def test_the_rule_checker_catches_each_broken_rule() -> None:
    ring = (("se", "ew", "sw"), ("ns", "-", "ns"), ("ne", "ew", "nw"))
    empty: tuple[None, ...] = (None, None, None)
    assert rules.violations(Masyu(3, 3, (empty,) * 3), ring) == []
    assert any(
        "turns on the white" in p for p in rules.violations(Masyu(3, 3, (("w", None, None), empty, empty)), ring)
    )
    long_ring = (("se", "ew", "ew", "ew", "sw"), ("ne", "ew", "ew", "ew", "nw"))
    white_middle = Masyu(2, 5, ((None, None, "w", None, None), (None,) * 5))
    assert any("turns in neither" in p for p in rules.violations(white_middle, long_ring))
    assert any(
        "straight through the black" in p
        for p in rules.violations(Masyu(3, 3, ((None, "b", None), empty, empty)), ring)
    )
    assert any(
        "turns right after the black" in p
        for p in rules.violations(Masyu(2, 5, (("b", None, None, None, None), (None,) * 5)), long_ring)
    )
    assert any("misses the pearl" in p for p in rules.violations(Masyu(3, 3, (empty, (None, "w", None), empty)), ring))
    assert any(
        "separate loops" in p
        for p in rules.violations(
            Masyu(2, 5, ((None,) * 5,) * 2), (("se", "sw", "-", "se", "sw"), ("ne", "nw", "-", "ne", "nw"))
        )
    )
    assert any(
        "does not continue" in p
        for p in rules.violations(Masyu(3, 3, (empty,) * 3), (("se", "ew", "sw"), ("ns", "-", "-"), ("ne", "ew", "nw")))
    )


def test_puzzlink_round_trip_on_a_rectangle() -> None:
    puzzle = Masyu(2, 4, (("w", None, None, "b"), (None, "b", None, None)))
    url = dumps(puzzle, "puzzlink").strip()
    assert url == "https://puzz.link/p?mashu/4/2/9k0"
    assert loads(url, "puzzlink")[0].puzzle == puzzle


def test_a_dataset_file_is_a_batch_with_matches_published() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "solve", str(FIXTURE), "--type", "masyu", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    results = [json.loads(line) for line in done.stdout.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(DATASET)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)


def test_steps_solve_a_published_puzzle() -> None:
    [record] = loads(DATASET["71_5x5"]["problem"], "puzzlekit", "masyu")
    path = steps(record.puzzle)
    assert path.complete
    assert KIND.puzzlekit is not None and KIND.puzzlekit.write_solution is not None
    assert KIND.puzzlekit.write_solution(record.puzzle, path.solution).split() == DATASET["71_5x5"]["solution"].split()
