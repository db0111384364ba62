"""Kakurasu puzzles shipped with the type (janko.at's, via the puzzlekit dataset), each with its only solution:
the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 341_4x4",
        ("kakurasu 4x4\n. . . .  5\n. . . .  9\n. . . .  5\n. . . .  1\n5 5 5 3\n"),
        ["x--x", "-xxx", "-xx-", "x---"],
        puzzlekit=("4 4\n5 5 5 3\n5 9 5 1\n"),
    ),
    Sample(
        "janko 314_6x6",
        (
            "kakurasu 6x6\n"
            " .  .  .  .  .  .  11\n"
            " .  .  .  .  .  .  17\n"
            " .  .  .  .  .  .  5\n"
            " .  .  .  .  .  .  15\n"
            " .  .  .  .  .  .  7\n"
            " .  .  .  .  .  .  4\n"
            "12  7 17 10 10  2\n"
        ),
        ["-x-xx-", "xxx-xx", "----x-", "xxxxx-", "--xx--", "x-x---"],
        puzzlekit=("6 6\n12 7 17 10 10 2\n11 17 5 15 7 4\n"),
    ),
)
