"""Killer Sudoku puzzles shipped with the type (janko.at's 101 and 108, via the puzzlekit dataset), each with
its only solution: the shared samples test solves them and round-trips every format."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 101 (4x4)",
        "killersudoku 4\nsums\n7 3 6 .\n. . 4 .\n6 . 3 7\n4 . . .\ncages\n1 2 3 3\n1 2 4 4\n5 5 6 7\n8 8 6 7\n",
        [[3, 1, 4, 2], [4, 2, 3, 1], [2, 4, 1, 3], [1, 3, 2, 4]],
        puzzlekit="4 4\n7 3 6 -\n- - 4 -\n6 - 3 7\n4 - - -\n1 2 3 3\n1 2 4 4\n5 5 6 7\n8 8 6 7\n",
    ),
    Sample(
        "janko 108 (6x6)",
        (
            "killersudoku 6\nsums\n"
            " 5 16  .  6  .  4\n .  .  . 11  .  .\n 9  .  9  4  6  .\n"
            " 3  .  .  . 11  .\n 9 12  .  6  .  8\n .  .  .  7  .  .\n"
            "cages\n"
            " 1  2  2  3  3  4\n 1  2  2  5  5  4\n 6  6  7  8  9  9\n"
            "10 10  7  8 11 11\n12 13 13 14 14 15\n12 13 13 16 16 15\n"
        ),
        [
            [3, 5, 6, 2, 4, 1],
            [2, 4, 1, 6, 5, 3],
            [6, 3, 5, 1, 2, 4],
            [1, 2, 4, 3, 6, 5],
            [4, 6, 3, 5, 1, 2],
            [5, 1, 2, 4, 3, 6],
        ],
        puzzlekit=(
            "6 6\n5 16 - 6 - 4\n- - - 11 - -\n9 - 9 4 6 -\n3 - - - 11 -\n9 12 - 6 - 8\n- - - 7 - -\n"
            "1 2 2 3 3 4\n1 2 2 5 5 4\n6 6 7 8 9 9\n10 10 7 8 11 11\n12 13 13 14 14 15\n12 13 13 16 16 15\n"
        ),
    ),
)
