"""puzzlekit's dataset solution text: written for every JSON result of a type that has a writer, read back
token-wise, and compared with a published text by the type's own comparison."""

from __future__ import annotations

from pathlib import Path

import pytest

import satpuzzles
from satpuzzles import Engine, load
from satpuzzles.errors import PuzzleError
from satpuzzles.formats import loads
from satpuzzles.puzzles import all_types, type_of
from satpuzzles.solving.report import result_json
from satpuzzles.typekit.puzzlekit import (
    digits,
    exact,
    marks,
    matches,
    read_solution,
    same_lines,
    same_regions,
    solution_text,
)

EXAMPLES_FOLDER = Path(satpuzzles.__file__).parent / "examples"
EXAMPLES = ["skyscrapers-8x8.txt", "starbattle-10x10.txt", "easyasabc-5x5.txt"]


def grid(*rows: str) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(row.split()) for row in rows)


def test_solution_text_writes_the_header_and_one_line_per_row() -> None:
    assert solution_text((2, 3), [["x", "-", "x"], "ab-"]) == "2 3\nx - x\na b -\n"
    assert solution_text("2 2 5", [[1, 2], [2, 1]]) == "2 2 5\n1 2\n2 1\n"


def test_read_solution_is_robust_to_whitespace_and_keeps_the_parameters() -> None:
    read = read_solution("\n 2  2 5 \n1\t2\n\n2 1   \n")
    assert (read.rows, read.cols, read.parameters) == (2, 2, ("5",))
    assert read.grid == grid("1 2", "2 1")


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "the solution text is empty"),
        ("two 2\n1 2\n", "line 1: expected the header 'ROWS COLS'"),
        ("2 2\n1 2\n", "line 1: expected 2 grid lines after the header, found 1"),
        ("2 2\n1 2\n1 2 3\n", "line 3: expected 2 tokens, found 3"),
    ],
)
def test_read_solution_names_the_line_of_a_malformed_text(text: str, problem: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        read_solution(text)
    assert str(caught.value) == problem


def test_matches_compares_the_size_and_the_grid_not_the_parameters() -> None:
    assert matches("2 2 5\n1 2\n2 1\n", "2 2\n1   2\n2 1", exact)
    assert not matches("2 2\n1 2\n2 1\n", "2 2\n2 1\n1 2", exact)
    assert not matches("1 2\n1 2\n", "2 1\n1\n2", exact)  # the same tokens in another shape
    assert not matches("2 2\n1 2\n2 1\n", "2 2\n1 2", exact)  # a published text that cannot be read


def test_marks_compare_only_the_marked_cells() -> None:
    compare = marks("x")
    assert compare(grid("x -", "- 3"), grid("x h", ". -"))
    assert not compare(grid("x -", "- -"), grid("- x", "- -"))


def test_same_regions_accepts_any_renaming_and_no_merging() -> None:
    assert same_regions(grid("1 1", "2 2"), grid("7 7", "3 3"))
    assert not same_regions(grid("1 1", "2 2"), grid("7 7", "7 3"))
    assert not same_regions(grid("1 2", "3 3"), grid("7 7", "3 3"))  # two of ours are one of theirs


def test_same_lines_ignore_the_order_of_the_letters() -> None:
    assert same_lines(grid("ne ew"), grid("en we"))
    assert not same_lines(grid("ne ew"), grid("ns ew"))


def test_digits_compare_the_numbers_only() -> None:
    assert digits(grid("1 -", "x 2"), grid("1 .", "- 2"))
    assert not digits(grid("1 -"), grid("1 2"))


@pytest.mark.parametrize("example", EXAMPLES)
def test_every_built_in_json_result_carries_its_puzzlekit_solution(example: str) -> None:
    [record] = load(EXAMPLES_FOLDER / example)
    codec = type_of(record.puzzle).puzzlekit
    assert codec is not None and codec.write_solution is not None
    with Engine() as engine:
        result = engine.solve(record.puzzle)
    assert result.solution is not None
    data = result_json(None, result)
    text = data["puzzlekit_solution"]
    assert text == codec.write_solution(record.puzzle, result.solution)
    rows = read_solution(text)
    assert rows.rows == rows.cols == record.puzzle.size
    assert "matches_published" not in data
    assert result_json(None, result, published=text)["matches_published"] is True


def test_matches_published_is_false_for_another_grid_and_without_a_solution() -> None:
    [record] = loads('{"type": "skyscrapers", "size": 2, "top": [2, 0], "left": [2, 0]}')
    with Engine() as engine:
        solved = engine.solve(record.puzzle)
        unsat = engine.solve(loads('{"type": "skyscrapers", "size": 2, "top": [2, 2]}')[0].puzzle)
    assert solved.status.value == "unique" and unsat.status.value == "unsat"
    assert result_json("a", solved)["puzzlekit_solution"] == "2 2 2\n1 2\n2 1\n"
    assert result_json("a", solved, published="2 2 2\n2 1\n1 2")["matches_published"] is False
    data = result_json("b", unsat, published="2 2 2\n1 2\n2 1")
    assert data["puzzlekit_solution"] is None and data["matches_published"] is False


def test_every_dataset_name_belongs_to_one_type() -> None:
    names = [kind.puzzlekit.dataset for kind in all_types() if kind.puzzlekit and kind.puzzlekit.dataset]
    assert len(names) == len(set(names)) >= 3
