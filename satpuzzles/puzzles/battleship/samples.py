"""Battleship puzzles shipped with the type (janko.at's 71 and 74, via the puzzlekit dataset), each with its only
solution: the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 71 (6x6)",
        (
            "battleship 6x6 fleet=3,2,1\n"
            "  1 2 1 3 0 3\n"
            "2 . . w . . .\n"
            "0 . . . . . .\n"
            "2 . . . . . .\n"
            "1 . . . . . .\n"
            "1 . . . . . .\n"
            "4 . . . . . .\n"
        ),
        ["--xx--", "------", "-x-x--", "-----x", "-----x", "xx-x-x"],
        url="https://puzz.link/p?battleship/6/6/121303202114h3zs//c",
        puzzlekit="6 6 3 2 1 0 0\n1 2 1 3 0 3\n2 0 2 1 1 4\n- - w - - -\n- - - - - -\n- - - - - -\n"
        "- - - - - -\n- - - - - -\n- - - - - -\n",
    ),
    Sample(
        "janko 74 (8x8)",
        (
            "battleship 8x8 fleet=4,3,2,1\n"
            "  4 1 3 1 4 0 7 0\n"
            "3 . . . . . . . .\n"
            "2 . . . . . . . .\n"
            "5 . . . . . . . .\n"
            "0 . . . . . . . .\n"
            "3 . . . . . . . .\n"
            "2 . . . . . . . .\n"
            "4 . e . . . . . .\n"
            "1 . . . . . . . .\n"
        ),
        ["--x-x-x-", "x-----x-", "x-xxx-x-", "--------", "x-x---x-", "----x-x-", "xx--x-x-", "------x-"],
        url="https://puzz.link/p?battleship/8/8/4131407032503241zzo4t//d",
        puzzlekit="8 8 4 3 2 1 0\n4 1 3 1 4 0 7 0\n3 2 5 0 3 2 4 1\n- - - - - - - -\n- - - - - - - -\n"
        "- - - - - - - -\n- - - - - - - -\n- - - - - - - -\n- - - - - - - -\n- e - - - - - -\n- - - - - - - -\n",
    ),
)
