"""Numberlink puzzles shipped with the type (janko.at's Arukone, via the puzzlekit dataset), each with its only
solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "01_5x5 (janko.at/Raetsel/Arukone/001.a.htm)",
        "numberlink 5x5\n7 . . . 3\n9 1 3 . .\n. . . 7 .\n. . . . .\n9 . . . 1\n",
        [
            ["e", "ew", "ew", "sw", "s"],
            ["s", "s", "s", "ns", "ns"],
            ["ns", "ns", "ns", "n", "ns"],
            ["ns", "ns", "ne", "ew", "nw"],
            ["n", "ne", "ew", "ew", "w"],
        ],
        url="https://puzz.link/p?numlin/5/5/7i3913k7l9i1",
        puzzlekit="5 5\n7 - - - 3\n9 1 3 - -\n- - - 7 -\n- - - - -\n9 - - - 1\n",
    ),
    Sample(
        "07_8x8 (janko.at/Raetsel/Arukone/007.a.htm)",
        (
            "numberlink 8x8\n"
            ". . . . . . . 5\n"
            ". . . . . . . .\n"
            ". . 3 1 2 . . .\n"
            ". . . . . 4 . .\n"
            ". 4 3 . . 6 . .\n"
            ". . . . . . 7 .\n"
            ". 1 2 . . . 5 .\n"
            ". . . . 6 . . 7\n"
        ),
        [
            ["se", "ew", "ew", "ew", "ew", "ew", "sw", "s"],
            ["ns", "se", "ew", "ew", "ew", "sw", "ns", "ns"],
            ["ns", "ns", "s", "s", "s", "ns", "ns", "ns"],
            ["ns", "ns", "ns", "ns", "ns", "n", "ns", "ns"],
            ["ns", "n", "n", "ns", "ns", "e", "nw", "ns"],
            ["ns", "se", "ew", "nw", "ns", "se", "w", "ns"],
            ["ns", "n", "e", "ew", "nw", "ns", "e", "nw"],
            ["ne", "ew", "ew", "ew", "w", "ne", "ew", "w"],
        ],
        url="https://puzz.link/p?numlin/8/8/m5p312n4i43h6n7h12i5k6h7",
        puzzlekit=(
            "8 8\n"
            "- - - - - - - 5\n"
            "- - - - - - - -\n"
            "- - 3 1 2 - - -\n"
            "- - - - - 4 - -\n"
            "- 4 3 - - 6 - -\n"
            "- - - - - - 7 -\n"
            "- 1 2 - - - 5 -\n"
            "- - - - 6 - - 7\n"
        ),
    ),
)
