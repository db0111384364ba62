"""typekit/gameid: Tatham's one-character-per-cell descriptions, runs of empty cells as letters."""

from __future__ import annotations

import pytest

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.gameid import covered, read_runs, write_runs


def test_runs_round_trip_and_long_runs_split_at_26() -> None:
    cells = [None] * 30 + ["3"] + [None, "B"] + [None] * 2
    desc = write_runs(cells)
    assert desc == "zd3aBb"
    assert covered(desc) == len(cells)
    assert read_runs(desc, len(cells), lambda ch, i: ch) == cells


def test_a_bad_character_or_a_wrong_length_is_refused() -> None:
    def digit(ch: str, i: int) -> int:
        if not ch.isdigit():
            raise PuzzleError(f"unexpected {ch!r}", where=f"game ID character {i + 1}")
        return int(ch)

    assert read_runs("a2b", 4, digit) == [None, 2, None, None]
    with pytest.raises(PuzzleError, match="covers 3 cells, expected 4"):
        read_runs("a2a", 4, digit)
    with pytest.raises(PuzzleError, match="more than 4"):
        read_runs("c2a", 4, digit)
    with pytest.raises(PuzzleError, match="unexpected '#'"):
        read_runs("a#b", 4, digit)
