"""Str8t puzzles shipped with the type (janko.at's Straights 2 and 3, via the puzzlekit dataset), each with its
only solution: the shared samples test solves them and round-trips every format."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 2 (6x6)",
        "str8t 6x6\n3 4 x - - x\n- - 1x 6 - x\n- - - - - x\nx - - - 1 -\nx - 3 x - -\nx - - x - -\n",
        [
            [3, 4, 0, 5, 6, 0],
            [4, 3, 0, 6, 5, 0],
            [5, 1, 4, 3, 2, 0],
            [0, 5, 2, 4, 1, 3],
            [0, 2, 3, 0, 4, 5],
            [0, 6, 5, 0, 3, 4],
        ],
        puzzlekit="6 6\n3 4 x - - x\n- - 1x 6 - x\n- - - - - x\nx - - - 1 -\nx - 3 x - -\nx - - x - -\n",
    ),
    Sample(
        "janko 3 (6x6)",
        "str8t 6x6\nx - - x x x\n- - - - 1 x\n- 1 x - - -\n- - - x - 6\n1x - 5 - - -\nx x x - - 3x\n",
        [
            [0, 4, 3, 0, 0, 0],
            [4, 5, 2, 3, 1, 0],
            [2, 1, 0, 4, 3, 5],
            [3, 2, 4, 0, 5, 6],
            [0, 3, 5, 6, 2, 4],
            [0, 0, 0, 5, 4, 0],
        ],
        puzzlekit="6 6\nx - - x x x\n- - - - 1 x\n- 1 x - - -\n- - - x - 6\n1x - 5 - - -\nx x x - - 3x\n",
    ),
)
