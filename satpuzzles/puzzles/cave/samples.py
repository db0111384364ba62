"""Cave puzzles shipped with the type (from the puzzlekit dataset, janko.at), each with its only solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 31_8x8",
        (
            "cave 8\n"
            ".  .  .  7  .  .  .  .\n"
            "3  .  .  .  3  .  .  .\n"
            ".  .  3  .  .  .  .  .\n"
            ".  15 .  .  .  .  .  .\n"
            "3  .  .  .  .  .  .  10\n"
            ".  .  .  .  3  .  4  .\n"
            ".  .  2  .  .  .  .  .\n"
            ".  9  .  .  .  4  .  .\n"
        ),
        ["-------x", "--xx--xx", "x--xxxx-", "--------", "--x-----", "x-xx-x--", "x--xxxx-", "--xx----"],
        url="https://puzz.link/p?cave/8/8/i7j3i3k3lfl3laj3g4i2l9i4h",
        puzzlekit=(
            "8 8\n"
            "- - - 7 - - - -\n"
            "3 - - - 3 - - -\n"
            "- - 3 - - - - -\n"
            "- 15 - - - - - -\n"
            "3 - - - - - - 10\n"
            "- - - - 3 - 4 -\n"
            "- - 2 - - - - -\n"
            "- 9 - - - 4 - -"
        ),
    ),
    Sample(
        "janko 01_10x10",
        (
            "cave 10\n"
            ". 4 . 3 . . . . . .\n"
            ". . . . . 8 . . . .\n"
            ". 3 . . . . . 2 . .\n"
            ". . . . . 5 . . . 6\n"
            ". . . 3 . . . . . .\n"
            ". . . . . . 3 . . .\n"
            "2 . . . 5 . . . . .\n"
            ". . 4 . . . . . 2 .\n"
            ". . . . 4 . . . . .\n"
            ". . . . . . 2 . 2 .\n"
        ),
        [
            "--x-x-----",
            "x-----xxx-",
            "x-x---x-x-",
            "xxxx--x---",
            "xx---xxx-x",
            "---xxx-x--",
            "-x---x-xx-",
            "xx-x---x--",
            "xxxx--xxx-",
            "xxxxx--x--",
        ],
        url="https://puzz.link/p?cave/10/10/g4g3q8k3k2m5i6i3r3i2i5m4k2k4q2g2g",
        puzzlekit=(
            "10 10\n"
            "- 4 - 3 - - - - - -\n"
            "- - - - - 8 - - - -\n"
            "- 3 - - - - - 2 - -\n"
            "- - - - - 5 - - - 6\n"
            "- - - 3 - - - - - -\n"
            "- - - - - - 3 - - -\n"
            "2 - - - 5 - - - - -\n"
            "- - 4 - - - - - 2 -\n"
            "- - - - 4 - - - - -\n"
            "- - - - - - 2 - 2 -"
        ),
    ),
)
