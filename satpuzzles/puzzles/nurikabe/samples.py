"""Nurikabe puzzles shipped with the type (from the puzzlekit dataset, janko.at), each with its only solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 20_6x6",
        ("nurikabe 6x6\n. . . . 1 .\n. . . . . .\n. . 2 . . 4\n. 4 . . . .\n. . . 4 . .\n. . . . . .\n"),
        ["xxxx-x", "-x-xxx", "-x-x--", "--xxx-", "xxx-x-", "x---xx"],
        url="https://puzz.link/p?nurikabe/6/6/j1o2h4g4m4n",
        puzzlekit=("6 6\n- - - - 1 -\n- - - - - -\n- - 2 - - 4\n- 4 - - - -\n- - - 4 - -\n- - - - - -"),
    ),
    Sample(
        "janko 34_7x7",
        (
            "nurikabe 7x7\n"
            ". . . . . . .\n"
            ". 3 . . . . .\n"
            "2 . . . . 2 .\n"
            ". . . . . . 5\n"
            ". . . 3 . . .\n"
            ". . 4 . . . .\n"
            ". . . . . . .\n"
        ),
        ["xxxxxxx", "x---x-x", "-xxxx-x", "-x--xx-", "xxx-x--", "x--xx--", "xx--xxx"],
        url="https://puzz.link/p?nurikabe/7/7/n3k2j2m5i3k4q",
        puzzlekit=(
            "7 7\n"
            "- - - - - - -\n"
            "- 3 - - - - -\n"
            "2 - - - - 2 -\n"
            "- - - - - - 5\n"
            "- - - 3 - - -\n"
            "- - 4 - - - -\n"
            "- - - - - - -"
        ),
    ),
)
