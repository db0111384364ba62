"""Skyscrapers steps by Tatham's named techniques (typekit/latinsteps.py through StepModel.techniques): each step
names its technique, follows from what it names by an encoding of its own (tests/step_oracle.py), and the step
search takes over only where the techniques stall."""

from __future__ import annotations

from typing import Any

from step_oracle import follows

from satpuzzles.formats.tatham import read_game_id
from satpuzzles.steps import hint, path_json, steps
from satpuzzles.steps.text import hint_text, path_text

# Tatham's grades (his generator): an Easy, an Extreme that needs one forcing chain, an Unreasonable
EASY = "4:3/4/2/1/2/1/2/2/3/2/1/2/1/2/3/2"
EXTREME = "4:1//4/////////2///3/"
UNREASONABLE = "4:/2//3///4////2/////"


def path_of(game_id: str) -> tuple[Any, dict[str, Any]]:
    puzzle = read_game_id(game_id)
    path = steps(puzzle)
    assert path.complete
    return path, path_json(None, path)


def kinds(document: dict[str, Any]) -> list[str | None]:
    return [step["technique"] and step["technique"].split(":")[0] for step in document["steps"]]


def test_every_step_of_an_easy_path_is_a_named_technique_and_follows_from_what_it_names() -> None:
    path, document = path_of(EASY)
    named = kinds(document)
    assert None not in named  # no step needed the step search
    assert {"clue bound", "placed value"} <= set(named)
    assert all(follows("skyscrapers", 4, "", step) for step in document["steps"])
    text = path_text(path)
    assert "(clue bound: " in text and "(placed value: r" in text


def test_an_extreme_path_names_its_forcing_chain_cell_by_cell() -> None:
    _, document = path_of(EXTREME)
    assert None not in kinds(document)
    chain = next(step for step in document["steps"] if (step["technique"] or "").startswith("forcing chain"))
    assert "forcing chain: " in chain["text"] and "-r" in chain["technique"]  # r1c2-r1c3-... as Tatham prints it
    named_lines = {(r["rule"], r["index"]) for r in chain["reasons"] if "rule" in r}
    assert len(named_lines) >= 2  # the lines linking the chain, not the whole board
    assert all(follows("skyscrapers", 4, "", step) for step in document["steps"])


def test_the_step_search_takes_over_only_where_the_techniques_stall() -> None:
    path, document = path_of(UNREASONABLE)
    named = kinds(document)
    stalled = [i for i, kind in enumerate(named) if kind in (None, "trial")]  # the search's step, or a trial
    assert stalled and len(stalled) < len(named) // 4  # a few such steps among named ones
    assert all(follows("skyscrapers", 4, "", step) for step in document["steps"])
    assert path.level == "extreme"  # the grade stays Tatham's (his Unreasonable)


def test_a_hint_is_a_named_technique_placement_first() -> None:
    puzzle = read_game_id(EASY)
    empty: list[list[Any]] = [[None] * 4 for _ in range(4)]
    found = hint(puzzle, empty)
    assert found.step is not None and found.step.technique
    solution = [[2, 1, 3, 4], [3, 2, 4, 1], [4, 3, 1, 2], [1, 4, 2, 3]]
    marked: list[list[Any]] = [[*row[:2], None, None] for row in solution]
    marked[0][2] = [3, 4]  # pencil marks
    found = hint(puzzle, marked)
    assert found.step is not None and found.step.decided and found.step.decided[0].placed
    assert hint_text(found).startswith("next: r")
