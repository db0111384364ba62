"""A solve result as the JSON object `satpuzzles solve --json` prints and `satpuzzles batch solve` records."""

from __future__ import annotations

from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.formats import solution_to_json
from satpuzzles.puzzles import type_of
from satpuzzles.solving.search import Result
from satpuzzles.typekit.puzzlekit import matches


def result_json(
    puzzle_id: str | None, result: Result, with_solutions: bool = False, published: str | None = None
) -> dict[str, Any]:
    """id, type, status, solution (or null), with every solution found and `complete` when asked, and stats.

    A type that writes puzzlekit's dataset text adds `puzzlekit_solution` (null without a solution), and where
    the input carried a published solution, `matches_published`: whether ours says the same (the type's
    comparison of the two texts).
    """
    puzzle = result.puzzle
    kind = type_of(puzzle)
    data: dict[str, Any] = {
        "id": puzzle_id,
        "type": kind.name,
        "status": result.status.value,
        "solution": None if result.solution is None else solution_to_json(puzzle, result.solution),
    }
    codec = kind.puzzlekit
    if codec is not None and codec.write_solution is not None:
        ours = data["puzzlekit_solution"] = puzzlekit_solution(result)
        if published is not None:
            data["matches_published"] = ours is not None and matches(ours, published, codec.compare)
    if with_solutions:
        data["solutions"] = [solution_to_json(puzzle, s) for s in result.solutions]
        data["complete"] = result.complete
    data["stats"] = result.stats.as_dict()
    return data


def puzzlekit_solution(result: Result) -> str | None:
    """The solution in puzzlekit's dataset text; None without a solution, a writer, or when the text cannot say
    it (the writer refuses a variant the dataset's format has no mark for)."""
    codec = type_of(result.puzzle).puzzlekit
    if result.solution is None or codec is None or codec.write_solution is None:
        return None
    try:
        return codec.write_solution(result.puzzle, result.solution)
    except PuzzleError:
        return None


def matches_published(result: Result, published: str) -> bool:
    """Whether our solution says what the published text says, by the type's comparison (False without one)."""
    codec = type_of(result.puzzle).puzzlekit
    ours = puzzlekit_solution(result)
    return ours is not None and codec is not None and matches(ours, published, codec.compare)
