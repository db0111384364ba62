"""Skyscrapers puzzles shipped with the type, each with its only solution: the shared samples test solves them and
round-trips every format, the console offers them as examples."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "skyscrapers-8x8",
        (
            "skyscrapers 8\n"
            "    . . 5 3 . 2 . 4\n"
            "  +-----------------+\n"
            "3 | . . . 3 . . . . | .\n"
            "3 | . . . . . . 8 2 | .\n"
            ". | . . . 5 . . . . | 2\n"
            "3 | 2 . . . . . . . | .\n"
            ". | . . 3 . . . . . | 4\n"
            "3 | 1 . 5 . . . . . | 4\n"
            ". | . . . 6 . 2 . . | .\n"
            ". | . . . . . . . . | 1\n"
            "  +-----------------+\n"
            "    2 4 . . 4 . . .\n"
        ),
        [
            [5, 6, 2, 3, 8, 7, 4, 1],
            [6, 5, 4, 7, 3, 1, 8, 2],
            [4, 8, 6, 5, 2, 3, 1, 7],
            [2, 1, 7, 4, 5, 8, 3, 6],
            [8, 2, 3, 1, 7, 5, 6, 4],
            [1, 7, 5, 8, 6, 4, 2, 3],
            [3, 4, 8, 6, 1, 2, 7, 5],
            [7, 3, 1, 2, 4, 6, 5, 8],
        ],
        url="https://puzz.link/p?skyscrapers/8/8/h53g2g424h4i33g3g3j2g44g1i3p82i5j2o3k1g5n6g2p",
        puzzlekit=(
            "8 8 8\n"
            "- - 5 3 - 2 - 4\n"
            "2 4 - - 4 - - -\n"
            "3 3 - 3 - 3 - -\n"
            "- - 2 - 4 4 - 1\n"
            "- - - 3 - - - -\n"
            "- - - - - - 8 2\n"
            "- - - 5 - - - -\n"
            "2 - - - - - - -\n"
            "- - 3 - - - - -\n"
            "1 - 5 - - - - -\n"
            "- - - 6 - 2 - -\n"
            "- - - - - - - -\n"
        ),
    ),
    Sample(
        "janko 09_4x4 (009.a.htm)",
        (
            "skyscrapers 4 diagonal\n"
            "    . . . .\n"
            "  +---------+\n"
            ". | . . . . | .\n"
            ". | . . . . | .\n"
            ". | . . . . | .\n"
            ". | . . . . | 2\n"
            "  +---------+\n"
            "    . . . 4\n"
        ),
        [[2, 3, 1, 4], [1, 4, 2, 3], [4, 1, 3, 2], [3, 2, 4, 1]],
        puzzlekit=("4 4 4 D\n- - - -\n- - - 4\n- - - -\n- - - 2\n- - - -\n- - - -\n- - - -\n- - - -\n"),
    ),
)
