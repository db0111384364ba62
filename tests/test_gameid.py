"""typekit/gameid: Tatham's one-character-per-cell descriptions, runs of empty cells as letters."""

from __future__ import annotations

import re

import pytest

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.digitgrid import read_solo_blocks, write_solo_blocks
from satpuzzles.typekit.gameid import covered, digit_cells, read_runs, sizes, write_runs


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


def test_digit_cells_and_sizes() -> None:
    assert read_runs("0b4", 4, digit_cells("01234")) == [0, None, None, 4]
    with pytest.raises(PuzzleError, match="expected a-z or 0-4"):
        read_runs("5", 1, digit_cells("01234"))
    params = re.compile(r"(?P<w>\d+)(?:x(?P<h>\d+))?")
    assert sizes(params.fullmatch("7")) == (7, 7)  # type: ignore[arg-type]
    assert sizes(params.fullmatch("4x3")) == (4, 3)  # type: ignore[arg-type]
    with pytest.raises(PuzzleError, match="at least one row"):
        sizes(params.fullmatch("0x3"))  # type: ignore[arg-type]


def test_solo_blocks_round_trip_and_z_runs_carry_no_wall() -> None:
    regions = ((0, 0, 1, 1), (0, 0, 1, 1), (2, 2, 3, 3), (2, 2, 3, 3))
    walls = write_solo_blocks(regions)
    assert read_solo_blocks(walls, 4) == regions
    assert read_solo_blocks("zzh", 6) == ((0,) * 6,) * 6  # 26 + 26 + 8 places without a wall, the closing wall
