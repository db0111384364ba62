"""Skyscraper Sudoku puzzles shipped with the type (janko.at's Wolkenkratzer-Sudoku 1), with its only solution: the
shared samples test solves it and round-trips every format, the console offers it as an example."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 1 (9x9)",
        (
            "skyscrapersudoku 9\n"
            "    4 1 3 2 3 2 3 2 4\n"
            "  +-------------------+\n"
            "2 | . . 5 8 . 6 4 . 1 | 7\n"
            "3 | . . . 1 2 3 8 9 5 | 2\n"
            "3 | . 1 . 5 . . . 7 6 | 3\n"
            "2 | 8 2 7 . . . . 1 . | 1\n"
            "3 | . 3 . 9 . . 5 . . | 3\n"
            "1 | . . 1 6 8 . . . . | 5\n"
            "3 | . 8 . 7 . 1 . . . | 3\n"
            "3 | 6 7 3 4 . 8 . . 2 | 4\n"
            "3 | . 4 9 . 6 5 7 3 8 | 2\n"
            "  +-------------------+\n"
            "    3 4 1 4 2 3 2 5 2\n"
        ),
        [
            [3, 9, 5, 8, 7, 6, 4, 2, 1],
            [7, 6, 4, 1, 2, 3, 8, 9, 5],
            [2, 1, 8, 5, 4, 9, 3, 7, 6],
            [8, 2, 7, 3, 5, 4, 6, 1, 9],
            [4, 3, 6, 9, 1, 2, 5, 8, 7],
            [9, 5, 1, 6, 8, 7, 2, 4, 3],
            [5, 8, 2, 7, 3, 1, 9, 6, 4],
            [6, 7, 3, 4, 9, 8, 1, 5, 2],
            [1, 4, 9, 2, 6, 5, 7, 3, 8],
        ],
        puzzlekit=(
            "9 9\n"
            "4 1 3 2 3 2 3 2 4\n"
            "3 4 1 4 2 3 2 5 2\n"
            "2 3 3 2 3 1 3 3 3\n"
            "7 2 3 1 3 5 3 4 2\n"
            "- - 5 8 - 6 4 - 1\n"
            "- - - 1 2 3 8 9 5\n"
            "- 1 - 5 - - - 7 6\n"
            "8 2 7 - - - - 1 -\n"
            "- 3 - 9 - - 5 - -\n"
            "- - 1 6 8 - - - -\n"
            "- 8 - 7 - 1 - - -\n"
            "6 7 3 4 - 8 - - 2\n"
            "- 4 9 - 6 5 7 3 8\n"
        ),
    ),
)
