"""Checks that type tests share: the solver's solutions of a tiny grid against every filling the type's rule
checker accepts (and the exact formula's, every rule in CNF), a puzzlekit dataset file solved by the CLI as
a batch that matches the published solutions, steps that reach a published solution, and a generated puzzle
that the solver proves unique."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from itertools import product
from pathlib import Path
from typing import Any

from pysat.solvers import Solver
from typer.testing import CliRunner

from satpuzzles.cli import app
from satpuzzles.formats import loads
from satpuzzles.puzzles import PuzzleSpec
from satpuzzles.solving import Engine, Status
from satpuzzles.steps import steps

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


def shaded_grids(rows: int, columns: int, symbols: str = "-x") -> list[tuple[str, ...]]:
    """Every rows x columns grid of `symbols` (by default `-` unshaded and `x` shaded), as rows of text."""
    grids = product(symbols, repeat=rows * columns)
    return [tuple("".join(cells[r * columns : (r + 1) * columns]) for r in range(rows)) for cells in grids]


def accepted_grids(
    puzzle: Any, violations: Callable[[Any, tuple[str, ...]], list[str]], symbols: str = "-x"
) -> list[tuple[str, ...]]:
    """Every grid of `symbols` over the puzzle's rows x columns that the rule checker accepts: the oracle."""
    grids = shaded_grids(puzzle.rows, puzzle.columns, symbols)
    return [grid for grid in grids if not violations(puzzle, grid)]


def exact_solutions(kind: PuzzleSpec[Any, Any], puzzle: Any) -> set[Any]:
    """Every solution of the type's exact formula (its lazy rules stated in full), under the puzzle's clues."""
    exact = kind.compiler.exact
    assert exact is not None
    template = exact(puzzle, "auto")
    found = set()
    with Solver(name="cadical195", bootstrap_with=template.formula.clauses) as solver:
        while solver.solve(assumptions=template.assumptions(puzzle)):
            solution = template.decode(solver.get_model())
            found.add(solution)
            solver.add_clause([-lit for lit in template.solution_literals(solution)])
    return found


def assert_steps_reach_the_published_solution(entry: dict[str, str], type_name: str) -> None:
    """Steps through a dataset entry's puzzle end on its published solution (rows of cells, spaces dropped)."""
    [record] = loads(entry["problem"], "puzzlekit", type_name)
    path = steps(record.puzzle)
    assert path.complete
    assert path.solution == tuple("".join(row.split()) for row in entry["solution"].splitlines()[1:])


def assert_generated_puzzle_is_unique(*words: str) -> None:
    """`generate WORDS...` prints a puzzle whose solution the solver proves unique and equal to the printed one."""
    done = CliRunner().invoke(app, ["generate", *words])
    assert done.exit_code == 0, done.output
    [made] = loads(done.stdout.splitlines()[0], "json")
    with Engine() as engine:
        result = engine.solve(made.puzzle)
    assert result.status is Status.UNIQUE and result.solutions[0] == made.solution


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
