"""The kernel's cage maps (cages in order of their first cell, each with the clue one of its cells shows) and
square JSON grids (grid.square_rows)."""

from __future__ import annotations

import pytest

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.cagemap import Cage, cage_list, one_clue_each

IDS = ((4, 4, 7), (9, 7, 7))


def test_cages_come_in_order_of_their_first_cell_with_their_clue() -> None:
    clues = ((None, 3, None), (5, None, None))
    assert cage_list(IDS, clues) == [
        Cage(((0, 0), (0, 1)), 3, (0, 1)),
        Cage(((0, 2), (1, 1), (1, 2)), None, (0, 2)),
        Cage(((1, 0),), 5, (1, 0)),
    ]
    assert cage_list(IDS, clues)[0].name == "the cage at r1c2"


def test_a_cage_showing_two_clues_is_named() -> None:
    one_clue_each(IDS, ((1, None, 2), (None, None, None)), "sums")
    with pytest.raises(PuzzleError, match="the cage of r1c3 shows 2 sums"):
        one_clue_each(IDS, ((None, None, 2), (None, 1, None)), "sums")


def test_square_rows_reads_each_key_as_rows_and_names_a_bad_one() -> None:
    from satpuzzles.typekit.grid import square_rows

    assert square_rows({"a": [[1, 2], [3, 4]], "b": [[None] * 2] * 2}, 2, ("a", "b")) == {
        "a": ((1, 2), (3, 4)),
        "b": ((None, None), (None, None)),
    }
    with pytest.raises(PuzzleError, match="expected 2 entries, found 1") as error:
        square_rows({"a": [[1, 2], [3]]}, 2, ("a",))
    assert "a row 2" in str(error.value)
