"""Steps that name every fact they use (re-derived by an encoding of their own), and hints that move a player on."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from step_oracle import follows

import satpuzzles
from satpuzzles.formats import read_game_id
from satpuzzles.steps import path_json, steps

EXAMPLES = Path(__file__).resolve().parent.parent / "satpuzzles" / "examples"
TOWERS_EASY = "4:3/4/2/1/2/1/2/2/3/2/1/2/1/2/3/2"  # Tatham's Easy 4x4: one step closes a cell by earlier exclusions


def small_paths() -> list[tuple[str, Any]]:
    return [
        ("skyscrapers", read_game_id(TOWERS_EASY)),
        ("easyasabc", satpuzzles.load_puzzle(str(EXAMPLES / "easyasabc-5x5.txt"))),
    ]


@pytest.mark.parametrize("index", range(2))
def test_every_step_follows_from_what_it_names_alone(index: int) -> None:
    kind, puzzle = small_paths()[index]
    path = steps(puzzle)
    letters = getattr(puzzle, "letters", "")
    document = path_json(None, path)
    closing = [i for i, step in enumerate(path.steps) if step.closing]
    assert closing, "the path should hold a step that decides a cell through earlier exclusions"
    for step in document["steps"]:
        assert follows(kind, puzzle.size, letters, step), step
    # Without the earlier exclusions it names for the cell it closes, such a step does not follow (as before).
    for i in closing:
        step = dict(document["steps"][i])
        dropped = {(f.cell[0], f.cell[1], f.value) for f in path.steps[i].closing}
        step["reasons"] = [r for r in step["reasons"] if (r.get("row"), r.get("column"), r.get("value")) not in dropped]
        assert not follows(kind, puzzle.size, letters, step)
