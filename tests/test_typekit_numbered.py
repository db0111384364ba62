"""The kernel's pieces for grids of numbered cells: puzzlekit detection and the console's shading editor."""

from __future__ import annotations

import pytest

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.boards import looks_like_numbers
from satpuzzles.typekit.shadingedit import numbered_cells_editor


def test_looks_like_numbers_wants_the_size_line_empty_cells_and_numbers() -> None:
    assert looks_like_numbers(["2 3", "- 4 -", "- - 12"], "-")
    assert looks_like_numbers(["1 2", "? -"], "-", {"?"})
    assert not looks_like_numbers(["1 2", "? -"], "-")  # `?` not allowed
    assert not looks_like_numbers(["2 3", "- 4 -"], "-")  # a row missing
    assert not looks_like_numbers(["2 3", "- 4", "- - 1"], "-")  # a short row
    assert not looks_like_numbers(["1 2", "- -"], "-")  # no number at all


def test_the_editor_puts_numbers_and_question_marks_and_reads_shading() -> None:
    editor = numbered_cells_editor(question="?")
    data = {"numbers": [[None, None], [None, 3]]}
    put = editor.put_cell(data, (0, 1), "12")
    assert put["numbers"] == [[None, 12], [None, 3]]
    assert editor.put_cell(put, (0, 0), "?")["numbers"][0] == ["?", 12]
    assert editor.cell_text(put, (0, 1)) == "12" and editor.cell_text(put, (0, 0)) == ""
    assert [editor.entry(data, t) for t in ("x", "#", "-", "0", "")] == ["x", "x", "-", "-", None]
    with pytest.raises(PuzzleError):
        editor.entry(data, "q")
    with pytest.raises(PuzzleError):
        numbered_cells_editor().put_cell(data, (0, 0), "?")
