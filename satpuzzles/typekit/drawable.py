"""SVG pictures of puzzles by their type's Look, and the base class that shows models as pictures in Jupyter."""

from __future__ import annotations

from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.base import Puzzle
from satpuzzles.typekit.registry import type_of


def render_svg(puzzle: Puzzle, solution: Any | None = None) -> str:
    """The puzzle as an SVG document; with a solution, the solved values drawn apart from the givens."""
    kind = type_of(puzzle)
    if kind.look is None:
        raise PuzzleError(f"{kind.name} does not support pictures")
    solved = None if solution is None else kind.codec.solution_to_json(solution)
    return kind.look.draw(kind.codec.to_json(puzzle), solved)


class Drawable:
    """Jupyter shows a puzzle model as the picture `satpuzzles render` draws (the models inherit this)."""

    def _repr_svg_(self) -> str | None:
        try:
            return render_svg(self)  # type: ignore[arg-type]  # a model is a Puzzle
        except PuzzleError:  # a type without pictures: Jupyter falls back to the repr
            return None
