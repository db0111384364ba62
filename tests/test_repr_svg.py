"""Jupyter's rich display: puzzles, solve results and explanations show as the SVG `render` draws."""

from __future__ import annotations

from pathlib import Path

import pytest

import satpuzzles
from satpuzzles.explain.picture import explanation_svg
from satpuzzles.typekit.drawable import render_svg

EXAMPLES = sorted((Path(__file__).resolve().parents[1] / "satpuzzles" / "examples").glob("*.txt"))


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_a_puzzle_and_its_result_display_as_the_render_picture(path: Path) -> None:
    puzzle = satpuzzles.load_puzzle(path)
    assert puzzle._repr_svg_() == render_svg(puzzle)  # type: ignore[attr-defined]
    result = satpuzzles.solve(puzzle)
    assert result._repr_svg_() == render_svg(puzzle, result.solution)


def test_an_explanation_displays_as_explain_svg() -> None:
    explanation = satpuzzles.explain(satpuzzles.load_puzzle(EXAMPLES[0]))
    assert explanation._repr_svg_() == explanation_svg(explanation)
