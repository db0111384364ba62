"""Nonogram puzzles shipped with the type (janko.at's, via the puzzlekit dataset), each with its only solution:
the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 2301_10x10",
        (
            "nonogram 10x10\n"
            "columns\n"
            "3 2\n"
            "1 1 4\n"
            "3 3\n"
            "2 2\n"
            "2\n"
            "2\n"
            "2 2\n"
            "3 3\n"
            "1 1 4\n"
            "3 2\n"
            "rows\n"
            "3 3\n"
            "1 1 1 1\n"
            "4 4\n"
            "4\n"
            "2\n"
            "2 2\n"
            "3 3\n"
            "2 2\n"
            "2 2\n"
            "2 2\n"
        ),
        [
            "xxx----xxx",
            "x-x----x-x",
            "xxxx--xxxx",
            "---xxxx---",
            "----xx----",
            "--xx--xx--",
            "-xxx--xxx-",
            "-xx----xx-",
            "xx------xx",
            "xx------xx",
        ],
        url="https://puzz.link/p?nonogram/10/10/23i411h33i22i2j2j22i33i411h23i33i1111g44i4j2j22i33i22i22i22i",
        puzzlekit=(
            "10 10\n"
            "3 2\n"
            "1 1 4\n"
            "3 3\n"
            "2 2\n"
            "2\n"
            "2\n"
            "2 2\n"
            "3 3\n"
            "1 1 4\n"
            "3 2\n"
            "3 3\n"
            "1 1 1 1\n"
            "4 4\n"
            "4\n"
            "2\n"
            "2 2\n"
            "3 3\n"
            "2 2\n"
            "2 2\n"
            "2 2\n"
        ),
    ),
    Sample(
        "janko 1522_10x10",
        (
            "nonogram 10x10\n"
            "columns\n"
            "1 4\n"
            "7\n"
            "4 2\n"
            "1 4 2\n"
            "2 2 1\n"
            "1 1 1 1\n"
            "1 4 1\n"
            "1 2 1\n"
            "3 2\n"
            "6\n"
            "rows\n"
            "1 1\n"
            "2\n"
            "2 5\n"
            "5 2\n"
            "4 2 2\n"
            "2 1 2 1\n"
            "2 2 2 1\n"
            "2 3 1\n"
            "2 2\n"
            "6\n"
        ),
        [
            "x--x------",
            "-xx-------",
            "-xx-xxxxx-",
            "xxxxx---xx",
            "xxxx-xx-xx",
            "xx-x--xx-x",
            "xx-xx-xx-x",
            "-xx-xxx--x",
            "--xx----xx",
            "---xxxxxx-",
        ],
        url="https://puzz.link/p?nonogram/10/10/41i7j24i241h122h1111g141h121h23i6j11i2j52i25i224h1212g1222g132h22i6j",
        puzzlekit=(
            "10 10\n"
            "1 4\n"
            "7\n"
            "4 2\n"
            "1 4 2\n"
            "2 2 1\n"
            "1 1 1 1\n"
            "1 4 1\n"
            "1 2 1\n"
            "3 2\n"
            "6\n"
            "1 1\n"
            "2\n"
            "2 5\n"
            "5 2\n"
            "4 2 2\n"
            "2 1 2 1\n"
            "2 2 2 1\n"
            "2 3 1\n"
            "2 2\n"
            "6\n"
        ),
    ),
)
