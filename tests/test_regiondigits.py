"""typekit's region-digit kit (regiondigits, regiondigittext, wallnumbers), on a board type of the test's own
that adds no rule: JSON, native text, puzzlekit text and puzz.link bodies round-trip, the shared checker
names the region rule's breaks, and bad input gets one clear line."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit import wallnumbers
from satpuzzles.typekit.puzzlink import PuzzLink
from satpuzzles.typekit.regiondigits import RegionDigits, from_json, region_violations, to_json
from satpuzzles.typekit.regiondigittext import from_puzzlekit, from_text, looks_like_puzzlekit, to_puzzlekit, to_text


@dataclass(frozen=True)
class Board(RegionDigits):
    type_name: ClassVar[str] = "board"


WIDE = Board(2, 3, ((0, 0, 1), (2, 1, 1)), ((None, 2, None), (1, None, 3)))


def test_json_text_and_puzzlekit_round_trip_a_rectangle() -> None:
    assert from_json(Board, to_json(WIDE)) == WIDE
    assert to_text(WIDE).startswith("board 2x3\n. 2 .\n1 . 3\nregions\nA A B\nC B B\n")
    assert from_text(Board, to_text(WIDE)) == (WIDE, None)
    solution = ((1, 2, 1), (1, 2, 3))
    assert from_text(Board, to_text(WIDE, solution)) == (WIDE, solution)
    text = to_puzzlekit(WIDE)
    assert text == "2 3\n- 2 -\n1 - 3\n1 1 2\n3 2 2\n"
    assert looks_like_puzzlekit(text.splitlines()) and from_puzzlekit(Board, text) == (WIDE, None)
    assert to_puzzlekit(WIDE, solution) == "2 3\n1 2 1\n1 2 3\n"


def test_wall_bodies_round_trip_and_a_region_in_pieces_is_refused() -> None:
    body = wallnumbers.encode(to_json(WIDE))
    assert from_json(Board, wallnumbers.decode("board", PuzzLink("board", 3, body, 2))) == WIDE
    with pytest.raises(PuzzleError, match="in pieces"):
        wallnumbers.encode(to_json(Board(1, 3, ((0, 1, 0),), ((None,) * 3,))))


def test_the_shared_checker_names_a_broken_given_and_regions_without_their_digits() -> None:
    assert region_violations(WIDE, ((1, 2, 1), (1, 2, 3))) == []
    assert region_violations(WIDE, ((2, 2, 1), (1, 2, 2))) == [
        "row 2, column 3 is given 3 but holds 2",
        "the region at r1c1 holds [2, 2], not 1 to 2 once each",
        "the region at r1c3 holds [1, 2, 2], not 1 to 3 once each",
    ]
    assert region_violations(WIDE, ((1, 2, 1),)) == ["the solution is not 2 rows of 3 digits"]


def test_bad_input_gets_one_line_naming_the_place() -> None:
    with pytest.raises(PuzzleError, match=r"3 is outside 1\.\.2, the size of its region"):
        Board(1, 2, ((0, 0),), ((3, None),))
    with pytest.raises(PuzzleError, match=r"line 1.*expected the header 'board N'"):
        from_text(Board, "other 2\n. .\n. .\nregions\nA A\nB B\n")
    with pytest.raises(PuzzleError, match="line 3: expected 3 entries, found 2"):
        from_puzzlekit(Board, "2 3\n- 2 -\n1 -\n1 1 2\n3 2 2\n")
