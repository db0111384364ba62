"""Step-by-step solutions, hints and grades from the path (encodings/steps.md).

Generic over puzzle types: a type offers its rules grouped by rule instance through
the `stepper` part of a type's PuzzleSpec (satpuzzles/typekit/stepping.py).
"""

from __future__ import annotations

from typing import Any

from satpuzzles.solving import DEFAULT_BACKEND, Engine
from satpuzzles.steps.result import Hint, Path, hint_json, path_json
from satpuzzles.steps.run import hint_with, steps_with
from satpuzzles.steps.search import Step


def steps(
    puzzle: Any, *, backend: str = DEFAULT_BACKEND, timeout: float | None = None, max_clauses: int | None = None
) -> Path:
    """The deductions that solve `puzzle`, cheapest first, each with the minimal reasons that force it.
    `max_clauses` replaces the default clause and memory limits (None: the defaults)."""
    with Engine(backend, max_clauses=max_clauses) as engine:
        return steps_with(engine, puzzle, timeout=timeout)


def hint(
    puzzle: Any,
    state: list[list[Any]],
    *,
    backend: str = DEFAULT_BACKEND,
    timeout: float | None = None,
    max_clauses: int | None = None,
) -> Hint:
    """The cheapest next step from `state` (rows of cell values, None where empty), or the cells it has wrong.
    `max_clauses` replaces the default clause and memory limits (None: the defaults)."""
    with Engine(backend, max_clauses=max_clauses) as engine:
        return hint_with(engine, puzzle, state, timeout=timeout)


__all__ = ["Hint", "Path", "Step", "hint", "hint_json", "hint_with", "path_json", "steps", "steps_with"]
