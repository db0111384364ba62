"""Binairo puzzles shipped with the type (from the puzzlekit dataset, janko.at), each with its only
solution: the shared samples test solves them and round-trips every format."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 131_8x8",
        (
            "binairo 8\n"
            ". 1 1 . . . . .\n"
            ". . . . 0 . . 1\n"
            ". . 0 . 0 0 . .\n"
            ". . . . . 0 0 .\n"
            ". . 0 . . . . .\n"
            ". 1 . . . . . 0\n"
            ". . . 0 1 0 . 1\n"
            "0 . . . 0 0 . .\n"
        ),
        [
            [0, 1, 1, 0, 1, 1, 0, 0],
            [1, 0, 0, 1, 0, 1, 0, 1],
            [1, 1, 0, 1, 0, 0, 1, 0],
            [0, 1, 1, 0, 1, 0, 0, 1],
            [1, 0, 0, 1, 0, 1, 1, 0],
            [1, 1, 0, 0, 1, 1, 0, 0],
            [0, 0, 1, 0, 1, 0, 1, 1],
            [0, 0, 1, 1, 0, 0, 1, 1],
        ],
        url=None,
        puzzlekit=(
            "8 8\n"
            "- 2 2 - - - - -\n"
            "- - - - 1 - - 2\n"
            "- - 1 - 1 1 - -\n"
            "- - - - - 1 1 -\n"
            "- - 1 - - - - -\n"
            "- 2 - - - - - 1\n"
            "- - - 1 2 1 - 2\n"
            "1 - - - 1 1 - -\n"
        ),
    ),
    Sample(
        "janko 132_8x8",
        (
            "binairo 8\n"
            ". 0 1 . . . . .\n"
            ". 0 . . . . 0 0\n"
            ". . . . 1 . . .\n"
            ". . . . 0 1 0 .\n"
            "0 . . . . . . .\n"
            ". 1 . . . . . .\n"
            ". 1 . . 1 . 1 1\n"
            ". . . . 1 . 1 1\n"
        ),
        [
            [1, 0, 1, 1, 0, 1, 0, 0],
            [1, 0, 1, 1, 0, 1, 0, 0],
            [0, 1, 0, 0, 1, 0, 1, 1],
            [1, 1, 0, 1, 0, 1, 0, 0],
            [0, 0, 1, 0, 1, 0, 1, 1],
            [1, 1, 0, 1, 0, 1, 0, 0],
            [0, 1, 0, 0, 1, 0, 1, 1],
            [0, 0, 1, 0, 1, 0, 1, 1],
        ],
        url=None,
        puzzlekit=(
            "8 8\n"
            "- 1 2 - - - - -\n"
            "- 1 - - - - 1 1\n"
            "- - - - 2 - - -\n"
            "- - - - 1 2 1 -\n"
            "1 - - - - - - -\n"
            "- 2 - - - - - -\n"
            "- 2 - - 2 - 2 2\n"
            "- - - - 2 - 2 2\n"
        ),
    ),
)
