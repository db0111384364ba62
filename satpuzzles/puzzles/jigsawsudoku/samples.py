"""Jigsaw Sudoku puzzles shipped with the type (from the puzzlekit dataset, janko.at), each with its only
solution: the shared samples test solves them and round-trips every format."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 1_4x4",
        ("jigsawsudoku 4\n. . 4 3\n. . . 1\n. 2 . .\n. . . .\nregions\nA A A B\nA B B B\nC C D D\nC C D D\n"),
        [[2, 1, 4, 3], [3, 4, 2, 1], [1, 2, 3, 4], [4, 3, 1, 2]],
        url=None,
        puzzlekit=("4 4\n- - 4 3\n- - - 1\n- 2 - -\n- - - -\n1 1 1 3\n1 3 3 3\n2 2 4 4\n2 2 4 4\n"),
    ),
    Sample(
        "janko 3_4x4",
        ("jigsawsudoku 4\n. . . 4\n. 2 . 3\n. 1 . .\n. . . .\nregions\nA B B B\nA A B C\nA D C C\nD D D C\n"),
        [[1, 3, 2, 4], [4, 2, 1, 3], [3, 1, 4, 2], [2, 4, 3, 1]],
        url=None,
        puzzlekit=("4 4\n- - - 4\n- 2 - 3\n- 1 - -\n- - - -\n2 4 4 4\n2 2 4 3\n2 1 3 3\n1 1 1 3\n"),
    ),
)
