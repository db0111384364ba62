"""Galaxies puzzles shipped with the type (janko.at's 1 and 3, via the puzzlekit dataset), each with its only
solution: the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 1 (7x7)",
        (
            "galaxies 7x7\n"
            ". o . . . se .\n"
            ". . . . . . .\n"
            ". . . o . s .\n"
            "se . . . . . .\n"
            ". . . . . . o\n"
            ". . s . o . .\n"
            ". . . . . o .\n"
        ),
        [
            ["e", "e", "-", "es", "s", "es", "s"],
            ["es", "s", "es", "es", "s", "e", "-"],
            ["es", "s", "es", "es", "s", "s", "s"],
            ["es", "s", "es", "es", "-", "-", "s"],
            ["es", "s", "e", "-", "es", "s", "s"],
            ["es", "s", "s", "es", "es", "-", "s"],
            ["e", "-", "-", "e", "-", "-", "-"],
        ],
        url="https://puzz.link/p?tentaisho/7/7/hetezleoeoevetegeqe",
        puzzlekit=(
            "7 7\n"
            "- 0 - - - 3 -\n"
            "- - - - - - -\n"
            "- - - 0 - 2 -\n"
            "3 - - - - - -\n"
            "- - - - - - 0\n"
            "- - 2 - 0 - -\n"
            "- - - - - 0 -\n"
        ),
    ),
    Sample(
        "janko 3 (7x7)",
        (
            "galaxies 7x7\n"
            ". se . o . . s\n"
            "s . . . . . .\n"
            ". o . s . s .\n"
            ". s . . . . .\n"
            ". . . . . . o\n"
            ". . e . . . .\n"
            "o . . e . . o\n"
        ),
        [
            ["s", "es", "s", "-", "e", "s", "s"],
            ["s", "e", "-", "es", "-", "s", "-"],
            ["s", "-", "s", "s", "es", "es", "s"],
            ["-", "es", "-", "s", "e", "es", "-"],
            ["es", "-", "e", "-", "s", "s", "-"],
            ["-", "es", "e", "e", "-", "e", "-"],
            ["-", "-", "e", "e", "e", "-", "-"],
        ],
        url="https://puzz.link/p?tentaisho/7/7/lehegelemeo6epeueqesc8e",
        puzzlekit=(
            "7 7\n"
            "- 3 - 0 - - 2\n"
            "2 - - - - - -\n"
            "- 0 - 2 - 2 -\n"
            "- 2 - - - - -\n"
            "- - - - - - 0\n"
            "- - 1 - - - -\n"
            "0 - - 1 - - 0\n"
        ),
    ),
)
