"""Kuromasu puzzles shipped with the type (from the puzzlekit dataset, janko.at), each with its only solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 60_5x5",
        ("kuromasu 5\n3 . . . .\n. . . . .\n. . . . .\n. . . 5 .\n6 . . . 9\n"),
        ["--x--", "---x-", "x----", "-x---", "-----"],
        url="https://puzz.link/p?kurodoko/5/5/3w5g6i9",
        puzzlekit=("5 5\n3 - - - -\n- - - - -\n- - - - -\n- - - 5 -\n6 - - - 9"),
    ),
    Sample(
        "janko 01_9x9",
        (
            "kuromasu 9\n"
            "9  .  .  8  .  9  .  8  .\n"
            ".  .  .  .  .  .  9  .  .\n"
            ".  .  .  .  .  .  .  3  .\n"
            "3  .  .  .  .  4  .  .  3\n"
            ".  .  4  .  .  .  9  .  .\n"
            "4  .  .  6  .  .  .  .  4\n"
            ".  15 .  .  .  .  .  .  .\n"
            ".  .  7  .  .  .  .  .  .\n"
            ".  7  .  5  .  4  .  .  4\n"
        ),
        [
            "--------x",
            "-x-x---x-",
            "x-x--x---",
            "---x---x-",
            "x---x---x",
            "--x--x-x-",
            "---------",
            "------x--",
            "x-x-x--x-",
        ],
        url="https://puzz.link/p?kurodoko/9/9/9h8g9g8m9o3g3j4h3h4i9h4h6j4gfo7m7g5g4h4",
        puzzlekit=(
            "9 9\n"
            "9 - - 8 - 9 - 8 -\n"
            "- - - - - - 9 - -\n"
            "- - - - - - - 3 -\n"
            "3 - - - - 4 - - 3\n"
            "- - 4 - - - 9 - -\n"
            "4 - - 6 - - - - 4\n"
            "- 15 - - - - - - -\n"
            "- - 7 - - - - - -\n"
            "- 7 - 5 - 4 - - 4"
        ),
    ),
)
