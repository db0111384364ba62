"""Dominos puzzles shipped with the type (janko.at's, via the puzzlekit dataset), each with its only solution:
the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 411_4x5",
        ("dominos 4x5\n3 2 2 1 3\n1 1 0 2 2\n2 3 3 0 0\n1 3 1 0 0\n"),
        ["ewsew", "ewnew", "ssews", "nnewn"],
        puzzlekit=("4 5\n3 2 2 1 3\n1 1 0 2 2\n2 3 3 0 0\n1 3 1 0 0\n"),
    ),
    Sample(
        "janko 511_5x6",
        ("dominos 5x6\n3 4 1 2 2 3\n1 0 1 4 0 1\n3 2 4 0 1 4\n2 2 0 0 1 3\n2 4 4 0 3 3\n"),
        ["ewewew", "sewews", "newssn", "sewnns", "newewn"],
        puzzlekit=("5 6\n3 4 1 2 2 3\n1 0 1 4 0 1\n3 2 4 0 1 4\n2 2 0 0 1 3\n2 4 4 0 3 3\n"),
    ),
)
