"""Shikaku puzzles shipped with the type (janko.at's 251 and 10, via the puzzlekit dataset), each with its only
solution: the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 251 (7x7)",
        "shikaku 7x7\n2 . . . . . 3\n. . . . . . .\n. . 8 . 4 . .\n. . . 4 . . .\n"
        ". . 9 . 8 . .\n. . . . . . .\n5 . . . . . 6\n",
        [
            ["s", "es", "s", "s", "e", "e", "-"],
            ["-", "es", "s", "s", "es", "s", "s"],
            ["s", "es", "s", "s", "e", "-", "s"],
            ["s", "e", "-", "-", "es", "s", "s"],
            ["s", "es", "es", "s", "es", "s", "s"],
            ["s", "es", "es", "s", "es", "s", "s"],
            ["-", "e", "e", "-", "e", "-", "-"],
        ],
        url="https://puzz.link/p?shikaku/7/7/2k3o8g4k4k9g8o5k6",
        puzzlekit=(
            "7 7\n2 - - - - - 3\n- - - - - - -\n- - 8 - 4 - -\n- - - 4 - - -\n"
            "- - 9 - 8 - -\n- - - - - - -\n5 - - - - - 6\n"
        ),
    ),
    Sample(
        "janko 10 (10x10)",
        "shikaku 10x10\n9 . . . . . . . . 6\n. . 6 . . 5 . . . .\n. . . . . . . . . .\n. . . 15 . . . 15 . .\n"
        ". . . . . . . . . 6\n. . . . . . . . . .\n. 16 . . . . . . . .\n. . . . . 4 . 8 . .\n. . . . . . . . . .\n"
        "3 . . . . . . . . 7\n",
        [
            ["s", "es", "es", "s", "e", "e", "e", "e", "e", "-"],
            ["s", "e", "e", "-", "e", "e", "e", "e", "-", "s"],
            ["s", "es", "es", "es", "es", "s", "es", "es", "s", "s"],
            ["s", "es", "es", "es", "es", "s", "es", "es", "s", "s"],
            ["s", "e", "e", "e", "e", "-", "es", "es", "s", "s"],
            ["s", "es", "es", "es", "s", "s", "es", "es", "s", "s"],
            ["s", "es", "es", "es", "s", "s", "e", "e", "-", "-"],
            ["s", "es", "es", "es", "s", "s", "es", "es", "es", "s"],
            ["-", "e", "e", "e", "-", "-", "e", "e", "e", "-"],
            ["e", "e", "-", "e", "e", "e", "e", "e", "e", "-"],
        ],
        url="https://puzz.link/p?shikaku/10/10/9n6h6h5wfifq6q-10s4g8r3n7",
    ),
)
