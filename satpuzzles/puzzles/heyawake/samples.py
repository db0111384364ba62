"""Heyawake puzzles shipped with the type (from the puzzlekit dataset, janko.at), each with its only solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 532_6x6",
        (
            "heyawake 6x6\n"
            "1 . . 1 . .\n"
            "4 . . . . .\n"
            ". . . 1 . 1\n"
            ". . . . . .\n"
            ". . . . 1 .\n"
            ". . . . . .\n"
            "A A A B B C\n"
            "D D D B B C\n"
            "D D D E E F\n"
            "D D D E E F\n"
            "G G H H I I\n"
            "G G H H I I\n"
        ),
        ["x---x-", "--x---", "-x--x-", "x-x--x", "---x--", "-x---x"],
        url="https://puzz.link/p?heyawake/6/6/5555aas1o3u011g411h1",
        puzzlekit=(
            "6 6\n"
            "1 - - 1 - -\n"
            "4 - - - - -\n"
            "- - - 1 - 1\n"
            "- - - - - -\n"
            "- - - - 1 -\n"
            "- - - - - -\n"
            "1 1 1 2 2 3\n"
            "4 4 4 2 2 3\n"
            "4 4 4 5 5 6\n"
            "4 4 4 5 5 6\n"
            "7 7 8 8 9 9\n"
            "7 7 8 8 9 9"
        ),
    ),
    Sample(
        "janko 522_6x6",
        (
            "heyawake 6x6\n"
            "2 . . 2 . .\n"
            ". . . . . .\n"
            "2 . . . . 1\n"
            ". . . . . .\n"
            ". . 0 . 1 .\n"
            ". . . . . .\n"
            "A A B C C C\n"
            "A A B C C C\n"
            "D D D E E F\n"
            "D D D E E F\n"
            "G G H H I F\n"
            "G G H H J K\n"
        ),
        ["x--x-x", "-x----", "---x-x", "x-x---", "----x-", "-x---x"],
        url="https://puzz.link/p?heyawake/6/6/cc55bb0fo3s32g22g1g01h",
    ),
)
