"""Checks that type tests share: the solver's solutions of a tiny grid against every filling the type's rule
checker accepts, and a puzzlekit dataset file solved by the CLI as a batch that matches the published
solutions."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from itertools import product
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from satpuzzles.cli import app
from satpuzzles.solving import Engine

Grid = tuple[tuple[int, ...], ...]


def assert_solutions_are_the_checkers(
    puzzle: Any, rows: int, columns: int, values: Sequence[int], violations: Callable[[Any, Grid], list[str]]
) -> None:
    """Every rows x columns grid of `values` the checker accepts is a solution, and no other grid is."""
    grids = (
        tuple(g[r * columns : (r + 1) * columns] for r in range(rows)) for g in product(values, repeat=rows * columns)
    )
    oracle = {g for g in grids if not violations(puzzle, g)}
    with Engine() as engine:
        assert set(engine.count(puzzle, 10_000).solutions) == oracle


def assert_dataset_solves_as_published(fixture: Path, type_name: str) -> None:
    """`solve FILE --type NAME --json` on a dataset-shaped file: every entry unique, matching its solution."""
    dataset = json.loads(fixture.read_text())["data"]
    done = CliRunner().invoke(app, ["solve", str(fixture), "--type", type_name, "--json"])
    assert done.exit_code == 0, done.output
    results = [json.loads(line) for line in done.output.splitlines()]
    assert sorted(r["id"] for r in results) == sorted(dataset)
    assert all(r["status"] == "unique" and r["matches_published"] is True for r in results)
    for r in results:
        assert r["puzzlekit_solution"].split() == dataset[r["id"]]["solution"].split()
