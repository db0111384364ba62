"""Steps that name every fact they use (re-derived by an encoding of their own), and hints that move a player on."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from step_oracle import follows
from typer.testing import CliRunner

import satpuzzles
from satpuzzles.cli import app
from satpuzzles.errors import PuzzleError
from satpuzzles.formats import read_game_id
from satpuzzles.puzzles import type_of
from satpuzzles.steps import hint, path_json, steps
from satpuzzles.steps import run as steps_run
from satpuzzles.steps import state as steps_state
from satpuzzles.steps.state import position_model, read_state
from satpuzzles.steps.text import hint_text

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


# Tatham's Hard 5x5 (one given, r4c4 = 1) and a position a player reached: three heights placed.
TOWERS_HARD = "5:3//1/2////4//2/2/2/1/2//////,r1f"
POSITION: list[list[Any]] = [
    [None, None, 5, None, None],
    [None] * 5,
    [5, None, None, None, None],
    [None] * 5,
    [None] * 5,
]
POSITION[3][3] = 1


def shown_by_a_line(state: list[list[Any]], fact: Any) -> bool:
    """Whether a value placed in the fact's row or column already rules it out (what a player sees)."""
    r, c = fact.cell
    return any(state[r][j] == fact.value for j in range(len(state))) or any(row[c] == fact.value for row in state)


def new_facts(step: Any) -> list[Any]:
    return [*step.decided, *step.excluded]


def test_a_hint_never_repeats_what_placed_values_show_and_pencil_marks_move_it_on() -> None:
    puzzle = read_game_id(TOWERS_HARD)
    state = [row[:] for row in POSITION]
    seen: list[str] = []
    for _ in range(4):  # the player takes each hint, writing exclusions as pencil marks
        found = hint(puzzle, state)
        assert found.step is not None and not found.wrong
        text = hint_text(found)
        assert text not in seen, "asking again with the hint written down gives the same hint"
        seen.append(text)
        for fact in new_facts(found.step):
            r, c = fact.cell
            assert not shown_by_a_line(state, fact), text
            if fact.placed:
                assert state[r][c] is None or isinstance(state[r][c], list)
                state[r][c] = fact.value
            else:
                marks = state[r][c] if isinstance(state[r][c], list) else list(range(1, 6))
                assert fact.value in marks, f"{text}: the marks already leave it out"
                state[r][c] = [v for v in marks if v != fact.value]
    plain = hint(puzzle, POSITION)
    assert plain.step is not None and hint_text(plain) == seen[0]


def test_a_hint_never_restates_a_given() -> None:
    puzzle = read_game_id(TOWERS_HARD)  # r4c4 = 1 is given: on the board whether the position repeats it or not
    found = hint(puzzle, [[None] * 5 for _ in range(5)])
    assert found.step is not None and found.step.groups
    assert all(fact.cell != (3, 3) for fact in new_facts(found.step))
    assert all(group.rank[:1] != ("given",) for group in found.step.groups)


def test_with_three_cells_left_the_hint_places_one() -> None:
    puzzle = read_game_id(TOWERS_HARD)
    solution = [list(row) for row in satpuzzles.solve(puzzle).solution]
    state: list[list[Any]] = [row[:] for row in solution]
    for r, c in ((0, 3), (0, 4), (3, 4)):
        state[r][c] = None
    found = hint(puzzle, state)
    assert found.step is not None and found.step.decided and not found.step.excluded
    assert all(fact.value == solution[fact.cell[0]][fact.cell[1]] for fact in found.step.decided)


def test_pencil_marks_in_native_text_and_a_mark_that_leaves_out_the_solution(tmp_path: Path) -> None:
    puzzle = read_game_id(TOWERS_HARD)
    kind = type_of(puzzle)
    model = position_model(puzzle, "state")
    as_json = read_state(puzzle, json.dumps([[[1, 2, 3], None, 5, None, None], *POSITION[1:]]), "state", model)
    assert as_json[0] == [[1, 2, 3], None, 5, None, None]
    marked = read_state(puzzle, kind.text.write(puzzle) + "r1c1: 1 2 3\nR2C1: 2, 3, 4\n", "state", model)
    assert marked[0][0] == [1, 2, 3] and marked[1][0] == [2, 3, 4] and marked[3][3] == 1
    with pytest.raises(PuzzleError, match="r1c1: '7' is not a value"):
        read_state(puzzle, kind.text.write(puzzle) + "r1c1: 7\n", "state", model)
    with pytest.raises(PuzzleError, match="outside the grid"):
        read_state(puzzle, kind.text.write(puzzle) + "r6c1: 1\n", "state", model)
    solution = satpuzzles.solve(puzzle).solution
    state = [[None] * 5 for _ in range(5)]
    state[0][0] = [v for v in range(1, 6) if v != solution[0][0]]
    found = hint(puzzle, state)
    assert found.wrong == [(0, 0)] and found.step is None
    puzzle_file, state_file = tmp_path / "towers.txt", tmp_path / "state.txt"
    puzzle_file.write_text(TOWERS_HARD + "\n")
    state_file.write_text(kind.text.write(puzzle) + f"r1c1: {' '.join(map(str, state[0][0]))}\n")
    done = CliRunner().invoke(app, ["hint", str(puzzle_file), "--state", str(state_file)])
    assert done.exit_code == 3 and "r1c1 is wrong" in done.output
    helped = CliRunner().invoke(app, ["hint", "--help"], terminal_width=200)
    assert "Exit 3 when the position is wrong" in " ".join(helped.output.split())


def test_a_hint_from_a_position_builds_the_step_model_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Reading the position and searching the hint share one step model (it was built twice)."""
    built: list[Any] = []
    original = steps_run.step_model

    def counted(puzzle: Any, max_clauses: int | None = None) -> Any:
        built.append(puzzle)
        return original(puzzle, max_clauses)

    monkeypatch.setattr(steps_state, "step_model", counted)
    monkeypatch.setattr(steps_run, "step_model", counted)
    puzzle_file, state_file = tmp_path / "towers.txt", tmp_path / "state.json"
    puzzle_file.write_text(TOWERS_HARD + "\n")
    state_file.write_text(json.dumps(POSITION))
    done = CliRunner().invoke(app, ["hint", str(puzzle_file), "--state", str(state_file), "--json"])
    assert done.exit_code == 0, done.output
    assert json.loads(done.output)["step"] is not None
    assert len(built) == 1
