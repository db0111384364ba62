"""Thermometer puzzles shipped with the type (janko.at's, via the puzzlekit dataset), each with its only solution:
the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 1_6x6",
        (
            "thermometer 6x6\n"
            "     2    4    3    3    5    3\n"
            "4  2.1  2.2  2.3  2.4  2.5 10.3\n"
            "2  8.5  8.4  8.3  8.2  8.1 10.2\n"
            "2  5.5  5.4  5.3  5.2  5.1 10.1\n"
            "3  1.3  3.1  4.3  6.1  9.1 11.3\n"
            "4  1.2  3.2  4.2  6.2  9.2 11.2\n"
            "5  1.1  3.3  4.1  7.1  7.2 11.1\n"
        ),
        ["xxx--x", "----xx", "----xx", "-x-xx-", "-xxxx-", "xxxxx-"],
        puzzlekit=(
            "6 6\n"
            "2 4 3 3 5 3\n"
            "4 2 2 3 4 5\n"
            "2.1 2.2 2.3 2.4 2.5 10.3\n"
            "8.5 8.4 8.3 8.2 8.1 10.2\n"
            "5.5 5.4 5.3 5.2 5.1 10.1\n"
            "1.3 3.1 4.3 6.1 9.1 11.3\n"
            "1.2 3.2 4.2 6.2 9.2 11.2\n"
            "1.1 3.3 4.1 7.1 7.2 11.1\n"
        ),
    ),
    Sample(
        "janko 3_6x6",
        (
            "thermometer 6x6\n"
            "    2   3   1   4   3   3\n"
            "1 3.1 3.2 3.3 3.4 3.5 8.1\n"
            "3 1.1 4.3 5.5 6.1 6.2 8.2\n"
            "2 1.2 4.2 5.4 7.3 6.3 6.4\n"
            "4 1.3 4.1 5.3 7.2 9.4 9.3\n"
            "5 1.4 5.1 5.2 7.1 9.5 9.2\n"
            "1 2.1 2.2 2.3 2.4 2.5 9.1\n"
        ),
        ["x-----", "x--xx-", "-x-x--", "-x-xxx", "-xxxxx", "-----x"],
        puzzlekit=(
            "6 6\n"
            "2 3 1 4 3 3\n"
            "1 3 2 4 5 1\n"
            "3.1 3.2 3.3 3.4 3.5 8.1\n"
            "1.1 4.3 5.5 6.1 6.2 8.2\n"
            "1.2 4.2 5.4 7.3 6.3 6.4\n"
            "1.3 4.1 5.3 7.2 9.4 9.3\n"
            "1.4 5.1 5.2 7.1 9.5 9.2\n"
            "2.1 2.2 2.3 2.4 2.5 9.1\n"
        ),
    ),
)
