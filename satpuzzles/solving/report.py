"""A solve result as the JSON object `satpuzzles solve --json` prints and `satpuzzles batch solve` records."""

from __future__ import annotations

from typing import Any

from satpuzzles.formats import solution_to_json
from satpuzzles.puzzles import type_of
from satpuzzles.solving.search import Result


def result_json(puzzle_id: str | None, result: Result, with_solutions: bool = False) -> dict[str, Any]:
    """id, type, status, solution (or null), with every solution found and `complete` when asked, and stats."""
    puzzle = result.puzzle
    data: dict[str, Any] = {
        "id": puzzle_id,
        "type": type_of(puzzle).name,
        "status": result.status.value,
        "solution": None if result.solution is None else solution_to_json(puzzle, result.solution),
    }
    if with_solutions:
        data["solutions"] = [solution_to_json(puzzle, s) for s in result.solutions]
        data["complete"] = result.complete
    data["stats"] = result.stats.as_dict()
    return data
