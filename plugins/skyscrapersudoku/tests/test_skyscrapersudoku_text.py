"""Native text, puzzlekit text and JSON read back what they write; bad input is one located error."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from satpuzzles.errors import PuzzleError

from satpuzzles_skyscrapersudoku import look, model, text
from satpuzzles_skyscrapersudoku.model import SkyscraperSudoku

RECORD = json.loads((Path(__file__).parent / "data" / "janko-sample.jsonl").read_text().splitlines()[0])
SOLUTION = tuple(tuple(int(v) for v in line.split()) for line in RECORD["puzzlekit_solution"].splitlines()[1:])
PUZZLE, _ = text.from_puzzlekit(RECORD["puzzlekit_problem"])

SMALL = """\
skyscrapersudoku 6 box=3x2
    3 . . 2 . .
  +-------------+
. | . . . . . . | .
2 | . 4 . . . . | .
. | . . . . . . | .
. | . . . . 1 . | .
. | . . . . . . | 4
. | . . . . . . | .
  +-------------+
    . 3 . . . 1
"""


def test_puzzlekit_reads_the_sides_in_order_and_writes_the_same_text() -> None:
    assert PUZZLE.top == (4, 1, 3, 2, 3, 2, 3, 2, 4)
    assert PUZZLE.right == (7, 2, 3, 1, 3, 5, 3, 4, 2)
    assert PUZZLE.box == (3, 3)
    assert text.to_puzzlekit(PUZZLE) == RECORD["puzzlekit_problem"] + "\n"
    assert text.to_puzzlekit(PUZZLE, SOLUTION) == RECORD["puzzlekit_solution"] + "\n"


def test_native_text_round_trips_puzzle_and_solved_board() -> None:
    assert text.from_text(text.to_text(PUZZLE)) == (PUZZLE, None)
    solved = text.to_text(PUZZLE, SOLUTION)
    assert solved.splitlines()[0] == "skyscrapersudoku 9 solved"
    assert text.from_text(solved) == (PUZZLE, SOLUTION)


def test_native_text_keeps_a_box_that_is_not_the_default() -> None:
    puzzle, solution = text.from_text(SMALL)
    assert solution is None
    assert puzzle.box == (3, 2) and puzzle.top == (3, 0, 0, 2, 0, 0) and puzzle.right[4] == 4
    assert puzzle.givens is not None and puzzle.givens[1][1] == 4
    assert text.to_text(puzzle) == SMALL
    with pytest.raises(PuzzleError, match="puzzlekit text has no box shape"):
        text.to_puzzlekit(puzzle)


def test_json_round_trips_and_takes_either_box_form() -> None:
    data = model.to_json(PUZZLE)
    assert data["type"] == "skyscrapersudoku" and data["box"] == [3, 3]
    assert model.from_json(json.loads(json.dumps(data))) == PUZZLE
    six = {"size": 6, "box": {"rows": 3, "columns": 2}}
    assert model.from_json(six).box == (3, 2)
    assert model.from_json({"size": 6}).box == (2, 3)
    assert model.from_json({"size": 8}).box == (2, 4)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"size": 6, "box": [2, 2]}, "box: 2x2 does not tile a 6x6 grid"),
        ({"size": 4, "top": [1, 2, 5, 0]}, "top clue 3: clue 5 is outside 1..4"),
        ({"size": 4, "givens": [[1, None, None, 1], *[[None] * 4] * 3]}, "givens: value 1 is given twice in row 1"),
        ({"size": 4, "givens": [[1, None, None, None], [None, 1, None, None], *[[None] * 4] * 2]}, "twice in box 1"),
        ({"size": 4, "left": [1, 2]}, "left: expected 4 entries, found 2"),
        ({"size": 10**9}, "size: size must be between 1 and 100, found more"),
        ({"size": 0}, "size: size must be between 1 and 100, found 0"),
    ],
)
def test_bad_json_names_the_field(data: dict[str, object], message: str) -> None:
    with pytest.raises(PuzzleError, match=message):
        model.from_json(data)


def test_bad_text_names_the_line() -> None:
    with pytest.raises(PuzzleError, match="line 1: box must be ROWSxCOLUMNS"):
        text.from_text(SMALL.replace("box=3x2", "box=3"))
    with pytest.raises(
        PuzzleError, match=r"line 1, box: 4x2 does not tile a 6x6 grid \(box rows x box columns must be 6\)"
    ):
        text.from_text(SMALL.replace("box=3x2", "box=4x2"))
    with pytest.raises(PuzzleError, match=r"line 5: expected a number or '\.' for a cell"):
        text.from_text(SMALL.replace(". 4 .", ". x ."))
    with pytest.raises(PuzzleError, match="line 4: expected 9 entries, found 8"):
        text.from_puzzlekit(RECORD["puzzlekit_problem"].replace("2 3 3 2 3 1 3 3 3", "2 3 3 2 3 1 3 3"))


def test_puzzlekit_layout_is_told_apart() -> None:
    lines = RECORD["puzzlekit_problem"].splitlines()
    assert text.looks_like_puzzlekit(lines)
    assert not text.looks_like_puzzlekit(["9 9 9", *lines[1:]])  # Skyscrapers' header
    assert not text.looks_like_puzzlekit(lines[:-1])
    huge = "9" * 5000
    assert not text.looks_like_puzzlekit([f"{huge} {huge}", *lines[1:]])  # no int() of 5000 digits


def test_picture_is_svg_with_the_box_borders() -> None:
    svg = look.draw(model.to_json(PUZZLE), model.solution_to_json(SOLUTION))
    root = ET.fromstring(svg)
    ns = {"svg": "http://www.w3.org/2000/svg"}
    assert len(root.findall("svg:line[@class='box']", ns)) == 4  # two inner borders each way for 3x3 boxes
    values = root.findall("svg:text[@data-cell]", ns)
    assert len(values) == 81
    assert {v.get("data-value") for v in values if v.get("data-cell") == "0,0"} == {"3"}
    clues = root.findall("svg:text[@class='clue']", ns)
    assert len(clues) == 36
    blank = SkyscraperSudoku(6, *([(0,) * 6] * 4), box=(3, 2))
    root = ET.fromstring(look.draw(model.to_json(blank), None))
    assert len(root.findall("svg:line[@class='box']", ns)) == 1 + 2  # one vertical, two horizontal
