"""satpuzzles.typekit.bookspec: the specs it assembles keep each type's own parts and choices."""

from __future__ import annotations

from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.countryroad import model as countryroad_model
from satpuzzles.puzzles.countryroad import text as countryroad_text
from satpuzzles.puzzles.numberlink import generate as numberlink_generate
from satpuzzles.typekit.puzzlekit import exact, same_lines
from satpuzzles.typekit.shadingjson import shading_cell_text, shading_to_json


def test_a_line_type_keeps_its_own_codecs_and_compares_line_by_line() -> None:
    kind = get_type("countryroad")
    assert kind.codec.solution_to_json is countryroad_model.solution_to_json
    assert kind.codec.cell_text is countryroad_text.cell_text
    assert kind.puzzlekit is not None and kind.puzzlekit.compare is same_lines
    assert kind.puzzlekit.write_solution is countryroad_text.solution_text
    assert kind.generator is not None and kind.stepper is not None and kind.compiler.exact is not None
    assert get_type("numberlink").generator is numberlink_generate.GENERATOR


def test_a_shading_type_writes_marks_and_keeps_its_choices() -> None:
    heyawake, nurikabe = get_type("heyawake"), get_type("nurikabe")
    assert heyawake.codec.solution_to_json is shading_to_json and heyawake.codec.cell_text is shading_cell_text
    assert heyawake.puzzlekit is not None and heyawake.puzzlekit.compare is exact
    assert heyawake.stepper is not None and nurikabe.stepper is not None
    assert nurikabe.policy.kept_shapes == 2 and heyawake.policy.kept_shapes == get_type("masyu").policy.kept_shapes
    assert nurikabe.puzzlink is not None and nurikabe.puzzlink.names == ("nurikabe",) and nurikabe.puzzlink.rectangular
