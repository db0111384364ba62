"""satpuzzles.typekit.cellgrid: a cell grid's JSON and its solution of marks, read back and refused."""

from __future__ import annotations

import pytest

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.cellgrid import cell_grid_json, mark_at, marks_from_json, marks_to_json, read_cell_grid
from satpuzzles.typekit.grid import token_grid_from_json, token_grid_to_json


def test_a_square_grid_is_written_with_size_and_read_back() -> None:
    data = cell_grid_json("demo", "numbers", 2, 2, ((1, None), (None, 2)))
    assert data == {"type": "demo", "size": 2, "numbers": [[1, None], [None, 2]]}
    assert read_cell_grid(data, "numbers") == (2, 2, ((1, None), (None, 2)))


def test_a_rectangle_is_written_with_rows_and_columns() -> None:
    data = cell_grid_json("demo", "cells", 1, 3, ((0, 1, 2),))
    assert data == {"type": "demo", "rows": 1, "columns": 3, "cells": [[0, 1, 2]]}
    assert read_cell_grid(data, "cells") == (1, 3, ((0, 1, 2),))


@pytest.mark.parametrize(
    ("data", "where"),
    [
        ({"rows": 2, "columns": 2, "numbers": [[1, 2]]}, "numbers"),
        ({"size": 2, "numbers": [[1, 2], [3]]}, "numbers row 2"),
        ({"columns": 2, "numbers": [[1, 2]]}, "rows"),
    ],
)
def test_a_grid_of_the_wrong_shape_is_refused_naming_the_place(data: dict[str, object], where: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        read_cell_grid(data, "numbers")
    assert where in str(caught.value)


def test_marks_are_read_written_and_looked_up() -> None:
    marks = marks_from_json(["x-", "-x"], 2, 2, "x", "shaded", "-")
    assert marks == ("x-", "-x")
    assert marks_to_json(marks) == ["x-", "-x"]
    assert mark_at(marks, (1, 1)) == "x" and mark_at(marks, (0, 1)) == "-"


@pytest.mark.parametrize("data", [["x-", "-o"], ["x-", "-"], ["x-"], [["x", "-"], "--"]])
def test_marks_of_the_wrong_shape_or_characters_are_refused(data: list[object]) -> None:
    with pytest.raises(PuzzleError) as caught:
        marks_from_json(data, 2, 2, "x", "shaded", "-")
    assert "solution" in str(caught.value)


def test_a_schema_without_size_writes_and_needs_rows_and_columns() -> None:
    data = cell_grid_json("demo", "clues", 2, 2, ((None, 1), (2, None)), square_size=False)
    assert data == {"type": "demo", "rows": 2, "columns": 2, "clues": [[None, 1], [2, None]]}
    assert read_cell_grid(data, "clues", square_size=False) == (2, 2, ((None, 1), (2, None)))
    with pytest.raises(PuzzleError, match="rows"):
        read_cell_grid({"size": 2, "clues": [[1, 2], [3, 4]]}, "clues", square_size=False)


def test_a_grid_of_tokens_is_read_written_and_refused_naming_the_cell() -> None:
    tokens = token_grid_from_json([["ns", "-"], ["-", "ew"]], 2, 2, ("-", "ns", "ew"))
    assert tokens == (("ns", "-"), ("-", "ew"))
    assert token_grid_to_json(tokens) == [["ns", "-"], ["-", "ew"]]
    with pytest.raises(PuzzleError) as caught:
        token_grid_from_json([["ns", "-"], ["-", "xx"]], 2, 2, ("-", "ns", "ew"))
    assert "solution row 2, column 2" in str(caught.value) and "expected one of -, ns, ew" in str(caught.value)
