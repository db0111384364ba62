"""SVG pictures of puzzles and their solutions, written by hand (xml.etree): no browser or GUI needed.

Each type's Look draws from the JSON schema (docs/formats.md); canvas and clued are its helpers.
"""

from __future__ import annotations

from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import Puzzle, type_of


def render_svg(puzzle: Puzzle, solution: Any | None = None) -> str:
    """The puzzle as an SVG document; with a solution, the solved values drawn apart from the givens."""
    kind = type_of(puzzle)
    if kind.look is None:
        raise PuzzleError(f"{kind.name} does not support pictures")
    solved = None if solution is None else kind.codec.solution_to_json(solution)
    return kind.look.draw(kind.codec.to_json(puzzle), solved)


__all__ = ["render_svg"]
