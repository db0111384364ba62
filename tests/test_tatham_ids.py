"""Simon Tatham's game IDs of Loopy, Magnets, Rectangles, Filling and Solo's killer mode: IDs made by his own
generators read, solve uniquely and write back character for character; what his games cannot hold is
refused with the reason."""

from __future__ import annotations

import dataclasses

import pytest

from satpuzzles.formats.tatham import read_game_id, write_game_id
from satpuzzles.puzzles import get_type, type_of
from satpuzzles.puzzles.fillomino.model import Fillomino
from satpuzzles.puzzles.killersudoku.model import KillerSudoku
from satpuzzles.puzzles.magnets.model import Magnets
from satpuzzles.puzzles.shikaku.model import Shikaku
from satpuzzles.puzzles.slitherlink.model import Slitherlink
from satpuzzles.solving import Engine, Status
from satpuzzles.typekit import PuzzleError

# Made by his programs (Debian sgt-puzzles 20230122): `sgt-loopy --generate 1 5x5t0de`, `sgt-magnets
# --generate 1 5x4dtS`, `sgt-rect --generate 1 4x4e2`, `sgt-filling --generate 1 5x4`, `sgt-solo --generate 1
# 2x3xk`, ... The second field: whether the ID alone tells its type (Rectangles IDs have Range's shape).
FROM_HIS_GENERATORS = [
    ("slitherlink", "5x5t0:b02a2a12e3b2a2c3a", True),
    ("slitherlink", "4x3t0:02b2b1b1a", True),
    ("magnets", "4x4:1112,1121,2012,1202,LRLRTTLRBBTTLRBB", True),
    ("magnets", "5x4:...1.,2..2,.102.,1..2,TLRLRBLRLRTTLRTBBLRB", True),  # S: counts left out
    ("shikaku", "4x4:b4e12g", True),  # 12 is more than a Range number can be on a 4x4 grid
    ("shikaku", "5x5:3b4b4_2e2g4a4_2", False),
    ("fillomino", "5x4:3c5c3d22a4a3a", True),
    ("fillomino", "5x4:c54b35b3c53c", True),
    ("killersudoku", "2x2k:p,_a______abaa_aaa,5_7a5a6_4a6b7d", True),
    ("killersudoku", "2x3xk:zj,b__a_______aa_ba_ab__a__a___b_aa_a__b__a,10b8_6_7_11a11c10b8_8e5a7a7a10_11_7e", True),
]


@pytest.mark.parametrize(("name", "game_id", "alone"), FROM_HIS_GENERATORS)
def test_ids_from_his_generators_solve_uniquely_and_write_back_exactly(name: str, game_id: str, alone: bool) -> None:
    puzzle = read_game_id(game_id, name)
    assert type_of(puzzle).name == name
    assert write_game_id(puzzle) == game_id
    with Engine() as engine:
        result = engine.count(puzzle, 2)
    assert result.status is Status.UNIQUE
    assert get_type(name).checker.violations(puzzle, result.solutions[0]) == []
    if alone:
        assert read_game_id(game_id) == puzzle
    else:
        with pytest.raises(PuzzleError, match="pass --type"):
            read_game_id(game_id)


def test_loopy_reads_the_numbers_in_reading_order_and_only_square_grids() -> None:
    puzzle = read_game_id("4x3t0dh:02b2b1b1a")
    assert isinstance(puzzle, Slitherlink) and (puzzle.rows, puzzle.columns) == (3, 4)
    assert puzzle.clues == ((0, 2, None, None), (2, None, None, 1), (None, None, 1, None))
    assert read_game_id("4x3:02b2b1b1a", "slitherlink") == puzzle  # t0 is Loopy's default
    with pytest.raises(PuzzleError, match="t1 is not the square grid"):
        read_game_id("5x5t1:0_211a0a2c2a010c0010g1b0a11a021b11a21d12", "slitherlink")
    with pytest.raises(PuzzleError, match="covers 11 cells, expected 12"):
        read_game_id("4x3t0:02b2b1b1", "slitherlink")
    with pytest.raises(PuzzleError, match="at least 3x3"):
        write_game_id(Slitherlink(2, 3, ((None, 1, None), (None, None, 2))))


def test_magnets_reads_sides_and_dominoes() -> None:
    puzzle = read_game_id("4x2:1.1.,01,.1..,1.,LRTTLRBB")
    assert isinstance(puzzle, Magnets)
    assert puzzle.plus_columns == (1, None, 1, None) and puzzle.plus_rows == (0, 1)
    assert puzzle.minus_columns == (None, 1, None, None) and puzzle.minus_rows == (1, None)
    assert puzzle.pairs() == [((0, 0), (0, 1)), ((0, 2), (1, 2)), ((0, 3), (1, 3)), ((1, 0), (1, 1))]
    assert write_game_id(puzzle) == "4x2:1.1.,01,.1..,1.,LRTTLRBB"


@pytest.mark.parametrize(
    ("game_id", "message"),
    [
        ("3x3:121,121,112,112,*LRLRTLRB", "single blank cell"),
        ("2x2:11,11,11,11,LLTT", "partner does not point back"),
        ("2x2:11,11,11,11,LRT", "describe 3 cells, expected 4"),
        ("2x2:1,11,11,11,LRLR", "expected 2 numbers"),
    ],
)
def test_magnets_refuses_what_the_model_cannot_hold(game_id: str, message: str) -> None:
    with pytest.raises(PuzzleError, match=message):
        read_game_id(game_id, "magnets")


def test_magnets_with_given_cells_is_not_written() -> None:
    puzzle = read_game_id("4x2:1.1.,01,.1..,1.,LRTTLRBB")
    assert isinstance(puzzle, Magnets)
    with pytest.raises(PuzzleError, match="cannot hold given cells"):
        write_game_id(dataclasses.replace(puzzle, givens=("+...", "....")))


def test_rectangles_ids_are_told_from_range_ids_only_where_a_number_shows_it() -> None:
    range_id = "7x7:7c5a5a5a2l7a7l8a11a10a5c4"  # made by sgt-range
    assert type_of(read_game_id(range_id)).name == "kuromasu"
    assert isinstance(read_game_id("5x5:3b4b4_2e2g4a4_2", "shikaku"), Shikaku)
    with pytest.raises(PuzzleError, match=r"outside 1\.\.4"):
        read_game_id("2x2:5c", "shikaku")
    with pytest.raises(PuzzleError, match="outside"):
        read_game_id("2x2:" + "9" * 5000 + "c", "shikaku")  # refused before int() meets 5,000 digits


def test_filling_reads_his_older_all_digit_ids_and_writes_one_digit_numbers() -> None:
    # the Nikoli puzzle quoted in filling.c, in the older form (every cell a digit, 0 = empty)
    older = read_game_id("7x7:6002002030603030000010230420200000305010404003003")
    assert isinstance(older, Fillomino)
    assert write_game_id(older) == "7x7:6b2b2a3a6a3a3e1a23a42a2e3a5a1a4a4b3b3"
    assert read_game_id(write_game_id(older)) == older
    with pytest.raises(PuzzleError, match="above 9"):
        write_game_id(Fillomino(1, 10, ((10,) + (None,) * 9,)))
    assert read_game_id("10x1::i", "fillomino") == Fillomino(1, 10, ((10,) + (None,) * 9,))  # ':' is 10 to Filling
    with pytest.raises(PuzzleError, match="expected a-z or 0-5"):
        read_game_id("5x5:;x", "fillomino")


def test_killer_reads_cages_sums_and_the_diagonal_rule() -> None:
    puzzle = read_game_id("2x2xk:p,_a__a_bc_a___a__,7_4a7a5d7a7a3a")
    assert isinstance(puzzle, KillerSudoku)
    assert puzzle.diagonal and puzzle.box == (2, 2)
    assert all(len(cage.cells) >= 2 and cage.clue is not None for cage in puzzle.cage_list())
    assert sum(cage.clue or 0 for cage in puzzle.cage_list()) == 4 * (1 + 2 + 3 + 4)
    assert write_game_id(puzzle) == "2x2xk:p,_a__a_bc_a___a__,7_4a7a5d7a7a3a"


@pytest.mark.parametrize(
    ("game_id", "message"),
    [
        ("3jk:i,b_cb,p", "killer jigsaw"),
        ("2x2k:a1n,_a______abaa_aaa,5_7a5a6_4a6b7d", "gives digits"),
        ("2x2k:p,_a______abaa_aaa", "expected the cages and the sums"),
        ("2x2k:p,_a______abaa_aaa,5_7a5a6_4a6b7d,p", "three parts"),
    ],
)
def test_killer_refuses_what_the_model_cannot_hold(game_id: str, message: str) -> None:
    with pytest.raises(PuzzleError, match=message):
        read_game_id(game_id, "killersudoku")


def test_killer_with_a_one_cell_cage_is_not_written() -> None:
    cages = ((0, 1, 2, 2), (0, 1, 3, 3), (4, 4, 5, 5), (6, 6, 7, 7))
    sums = ((3, 7, 3, None), (None, None, 7, None), (3, None, 7, None), (7, None, 3, None))
    one_cell = ((0, 1, 2, 2), (0, 1, 3, 3), (4, 8, 5, 5), (6, 6, 7, 7))  # cage 4 split: (2,0) alone
    one_sums = ((3, 7, 3, None), (None, None, 7, None), (1, 2, 7, None), (7, None, 3, None))
    assert write_game_id(KillerSudoku(4, cages, sums)).startswith("2x2k:p,")
    with pytest.raises(PuzzleError, match="has one cell"):
        write_game_id(KillerSudoku(4, one_cell, one_sums))
