"""Hitori puzzles shipped with the type (from the puzzlekit dataset, janko.at), each with its only solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 02_5x5",
        ("hitori 5\n3 4 5 5 2\n3 2 3 5 4\n2 1 4 5 5\n2 3 1 4 1\n2 5 2 3 2\n"),
        ["x--x-", "--x--", "x--x-", "--x--", "x---x"],
        url="https://puzz.link/p?hitori/5/5/3455232354214552314125232",
        puzzlekit=("5 5\n3 4 5 5 2\n3 2 3 5 4\n2 1 4 5 5\n2 3 1 4 1\n2 5 2 3 2"),
    ),
    Sample(
        "janko 08_8x8",
        (
            "hitori 8\n"
            "2 2 1 1 7 1 5 4\n"
            "6 7 5 1 1 3 8 8\n"
            "5 5 6 6 4 2 7 1\n"
            "2 8 7 3 5 5 4 8\n"
            "3 2 4 7 6 7 7 5\n"
            "8 6 6 2 7 4 1 3\n"
            "1 2 2 4 3 6 2 8\n"
            "5 4 8 8 8 2 3 8\n"
        ),
        ["x-x--x--", "---x---x", "x-x--x--", "----x--x", "-x-x--x-", "--x-x---", "-x----x-", "--x-x--x"],
        url="https://puzz.link/p?hitori/8/8/2211715467511388556642712873554832476775866274131224362854888238",
        puzzlekit=(
            "8 8\n"
            "2 2 1 1 7 1 5 4\n"
            "6 7 5 1 1 3 8 8\n"
            "5 5 6 6 4 2 7 1\n"
            "2 8 7 3 5 5 4 8\n"
            "3 2 4 7 6 7 7 5\n"
            "8 6 6 2 7 4 1 3\n"
            "1 2 2 4 3 6 2 8\n"
            "5 4 8 8 8 2 3 8"
        ),
    ),
)
