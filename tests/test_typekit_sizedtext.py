"""satpuzzles.typekit.sizedtext: the `NAME N [solved]` and `R C` texts of a plain token grid."""

from __future__ import annotations

import re

import pytest

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.sizedtext import (
    built,
    cell_number,
    native_header,
    padded_board,
    puzzlekit_size,
    read_native_header,
    read_puzzlekit_header,
    word_rows,
)
from satpuzzles.typekit.textgrid import Line, content_lines


def test_the_native_header_is_written_and_read_back() -> None:
    assert native_header("demo", 3, 3, False) == "demo 3"
    text = padded_board(native_header("demo", 2, 3, True), [["1", "12", "-"], ["x", "-", "3"]])
    assert text == "demo 2x3 solved\n1  12 -\nx  -  3\n"
    header, rows, columns, solved = read_native_header(content_lines(text), "demo")
    assert (header.number, rows, columns, solved) == (1, 2, 3, True)
    assert read_native_header(content_lines("DEMO 4\n"), "demo")[1:] == (4, 4, False)


@pytest.mark.parametrize(
    ("text", "problem"),
    [("", "empty"), ("other 3\n", "expected the header 'demo N'"), ("demo 3 done\n", "unknown header word")],
)
def test_a_bad_native_header_is_refused(text: str, problem: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        read_native_header(content_lines(text), "demo")
    assert problem in str(caught.value)


def test_the_puzzlekit_header_is_read_or_refused() -> None:
    assert puzzlekit_size(["3", "4"]) == (3, 4)
    assert puzzlekit_size(["3"]) is None and puzzlekit_size(["3", "x"]) is None
    assert read_puzzlekit_header(content_lines("2 5\n- -\n"))[1:] == (2, 5)
    with pytest.raises(PuzzleError, match="ROWS COLS"):
        read_puzzlekit_header(content_lines("2 five\n"))
    with pytest.raises(PuzzleError, match="empty"):
        read_puzzlekit_header([])


def test_word_rows_counts_rows_and_words() -> None:
    header, body = Line(1, "h"), [Line(2, "1 2"), Line(3, "3 4")]
    assert word_rows(body, header, 2, 2, "numbers") == [["1", "2"], ["3", "4"]]
    with pytest.raises(PuzzleError, match="expected 3 rows of numbers"):
        word_rows(body, header, 3, 2, "numbers")
    with pytest.raises(PuzzleError, match="expected 3 labels, found 2"):
        word_rows(body, header, 2, 3, "labels")


def test_cell_number_names_the_column_and_the_other_tokens() -> None:
    line = Line(7, "")
    assert cell_number("12", line, 0) == 12
    with pytest.raises(PuzzleError, match=re.escape("column 2: expected '.' or a number, found 'q'")):
        cell_number("q", line, 1, "'.'")
    with pytest.raises(PuzzleError, match=re.escape("expected a number 0..4")):
        cell_number("5", line, 0, most=4)


def test_built_locates_a_validation_error_at_the_header() -> None:
    def refuse() -> int:
        raise PuzzleError("too many")

    assert built(lambda: 3, Line(1, "")) == 3
    with pytest.raises(PuzzleError) as caught:
        built(refuse, Line(4, ""))
    assert "line 4" in str(caught.value) and "too many" in str(caught.value)
