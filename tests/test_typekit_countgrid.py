"""The numbers beside rows and columns (typekit/countgrid.py): their hints against a brute-force oracle, and
puzzlekit's text of such a grid read for shape."""

from __future__ import annotations

import pytest
from constraint_oracle import admitted, allowed_booleans

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.countgrid import line_numbers, looks_like_puzzlekit_board, read_puzzlekit_board
from satpuzzles.typekit.rulebook import RuleBook

ROWS, COLUMNS = 2, 3


@pytest.mark.parametrize(
    ("row_numbers", "column_numbers"),
    [((1, None), (None, None, None)), ((2, 1), (None, 0, 2)), ((None, None), (2, 2, 2)), ((3, 0), (1, 1, 1))],
)
def test_shown_numbers_admit_exactly_the_shadings_with_those_counts(
    row_numbers: tuple[int | None, ...], column_numbers: tuple[int | None, ...]
) -> None:
    book = RuleBook(guarded=False)
    cells = book.boolean_cells(ROWS, COLUMNS, ("-", "x"))
    numbers = line_numbers(book, ROWS, COLUMNS, lambda cell: cells.literal(cell, "x"), lambda k: f"holds {k}")
    hints = numbers.shown(row_numbers, column_numbers)
    shown = [
        (line, k, v) for line, found in (("row", row_numbers), ("column", column_numbers)) for k, v in enumerate(found)
    ]
    assert [hint.name for hint in hints] == [f"{line} {k + 1} holds {v}" for line, k, v in shown if v is not None]
    assert {hint.clue for hint in hints} <= {("left", 0), ("left", 1), ("top", 0), ("top", 1), ("top", 2)}
    primary = [cells.literal((r, c), "x") for r in range(ROWS) for c in range(COLUMNS)]

    def rule(on: tuple[bool, ...]) -> bool:
        grid = [on[r * COLUMNS : (r + 1) * COLUMNS] for r in range(ROWS)]
        rows_ok = all(v is None or sum(grid[r]) == v for r, v in enumerate(row_numbers))
        return rows_ok and all(v is None or sum(row[c] for row in grid) == v for c, v in enumerate(column_numbers))

    assumptions = [lit for hint in hints for lit in hint.literals]
    assert admitted(book.formula, primary, assumptions) == allowed_booleans(primary, rule)


def test_candidates_offer_each_number_a_line_without_one_can_show() -> None:
    book = RuleBook(guarded=False)
    cells = book.boolean_cells(ROWS, COLUMNS, ("-", "x"))
    numbers = line_numbers(
        book, ROWS, COLUMNS, lambda cell: cells.literal(cell, "x"), lambda k: f"holds {k}", lambda n: (n + 1) // 2
    )
    keys = [hint.key for hint in numbers.candidates((1, None), (None, 0, 1))]
    assert keys == [("row", 1, 0), ("row", 1, 1), ("row", 1, 2), ("column", 0, 0), ("column", 0, 1)]


def test_puzzlekit_boards_read_for_shape_with_errors_naming_the_line() -> None:
    text = "2 3 4 1\n1 - 2\n0 3\nx - x\n- - -\n"
    board = read_puzzlekit_board(text, "cells", "FLEET...")
    assert (board.rows, board.columns, board.parameters) == (2, 3, (4, 1))
    assert board.column_numbers == (1, None, 2) and board.row_numbers == (0, 3)
    assert [tokens for _, tokens in board.grid] == [["x", "-", "x"], ["-", "-", "-"]]
    lines = text.splitlines()
    assert looks_like_puzzlekit_board(lines, {"x", "-"}.__contains__, parameters=True)
    assert not looks_like_puzzlekit_board(lines, {"x", "-"}.__contains__)  # no parameters expected
    assert not looks_like_puzzlekit_board(lines, {"x"}.__contains__, parameters=True)
    with pytest.raises(PuzzleError, match="line 1: expected the puzzlekit header 'ROWS COLS'"):
        read_puzzlekit_board(text, "cells")
    with pytest.raises(PuzzleError, match="line 4: expected 3 cells, found 2"):
        read_puzzlekit_board("2 3\n1 - 2\n0 3\nx -\n- - -\n", "cells")
    with pytest.raises(PuzzleError, match="line 2"):
        read_puzzlekit_board("2 3\n1 - z\n0 3\nx - x\n- - -\n", "cells")
