"""Tents puzzles shipped with the type (janko.at's, via the puzzlekit dataset), each with its only solution:
the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 223_8x12",
        (
            "tents 8x12\n"
            "  2 0 2 1 2 2 1 2 2 1 2 2\n"
            "4 . . . . . T . T . T . .\n"
            "0 . . . . . . . . T . . .\n"
            "1 . . . T . . . . . . . .\n"
            "3 . . . . T . . . . . T .\n"
            "2 . T . . . . . T T . . .\n"
            "4 . . . T . . . . T . . .\n"
            "2 . T . T . T . T . . . T\n"
            "3 . . . . . T . . . . . T\n"
        ),
        [
            "....ATATATA.",
            "........T...",
            "..AT........",
            "....TA..A.TA",
            "AT.A...TT...",
            "...T.A.ATA.A",
            "ATAT.T.T...T",
            "....AT.A..AT",
        ],
        url="https://puzz.link/p?tents/12/8/20212212212240132423m11a6c52506441113550",
        puzzlekit=(
            "8 12\n"
            "2 0 2 1 2 2 1 2 2 1 2 2\n"
            "4 0 1 3 2 4 2 3\n"
            "- - - - - x - x - x - -\n"
            "- - - - - - - - x - - -\n"
            "- - - x - - - - - - - -\n"
            "- - - - x - - - - - x -\n"
            "- x - - - - - x x - - -\n"
            "- - - x - - - - x - - -\n"
            "- x - x - x - x - - - x\n"
            "- - - - - x - - - - - x\n"
        ),
    ),
    Sample(
        "janko 153_8x12",
        (
            "tents 8x12\n"
            "  3 0 2 1 1 3 1 1 2 1 1 3\n"
            "2 . T . . . . T . . . . .\n"
            "2 . . . . . . . . . T . .\n"
            "1 T . . . T . . . . . . T\n"
            "3 . . . . T . . . T . . .\n"
            "2 . . . T T . . . . . T .\n"
            "3 T . . . . . . T . . . .\n"
            "2 . T . . . . . . . T . T\n"
            "4 . . . . T . . . T . T .\n"
        ),
        [
            "AT...AT.....",
            "........AT.A",
            "T..AT......T",
            "A...TA..T.A.",
            "..ATT...A.T.",
            "T...A.AT...A",
            "ATA......T.T",
            "....TA.ATATA",
        ],
        url="https://puzz.link/p?tents/12/8/30211311211322132324i4e23643605165714311",
        puzzlekit=(
            "8 12\n"
            "3 0 2 1 1 3 1 1 2 1 1 3\n"
            "2 2 1 3 2 3 2 4\n"
            "- x - - - - x - - - - -\n"
            "- - - - - - - - - x - -\n"
            "x - - - x - - - - - - x\n"
            "- - - - x - - - x - - -\n"
            "- - - x x - - - - - x -\n"
            "x - - - - - - x - - - -\n"
            "- x - - - - - - - x - x\n"
            "- - - - x - - - x - x -\n"
        ),
    ),
)
