"""SVG pictures of puzzles and their solutions, written by hand (xml.etree): no browser or GUI needed.

The drawing works on the JSON schema of FORMATS.md, so it needs no puzzle module.
"""

from __future__ import annotations

from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import Puzzle, type_of
from satpuzzles.render.clued import draw_clued, easyasabc_look, skyscrapers_look
from satpuzzles.render.starbattle import draw_starbattle


def render_svg(puzzle: Puzzle, solution: Any | None = None) -> str:
    """The puzzle as an SVG document; with a solution, the solved values drawn apart from the givens."""
    kind = type_of(puzzle)
    data = kind.codec.to_json(puzzle)
    solved = None if solution is None else kind.codec.solution_to_json(solution)
    if data["type"] == "skyscrapers":
        return draw_clued(data, solved, skyscrapers_look(data))
    if data["type"] == "easyasabc":
        return draw_clued(data, solved, easyasabc_look(data))
    if data["type"] == "starbattle":
        return draw_starbattle(data, solved)
    raise PuzzleError(f"no picture for {data['type']} puzzles yet")


__all__ = ["render_svg"]
