"""satpuzzles.typekit.cellgrid: a cell grid's JSON and its solution of marks, read back and refused."""

from __future__ import annotations

import pytest

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.cellgrid import cell_grid_json, mark_at, marks_from_json, marks_to_json, read_cell_grid


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
