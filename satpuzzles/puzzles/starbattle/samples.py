"""Star Battle puzzles shipped with the type, each with its only solution: the shared samples test solves them and
round-trips every format, the console offers them as examples."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "starbattle-10x10",
        (
            "starbattle 10 stars=2\n"
            "AAABBCCCCC\n"
            "ADDDBECECF\n"
            "AAADBECEFF\n"
            "ADDDBEEEFF\n"
            "ADGGGHIEIF\n"
            "ADDDGHIEIF\n"
            "AAGGGHIIIF\n"
            "JJGHHHHHIF\n"
            "JJGGGJFHIF\n"
            "JJJJJJFFFF\n"
        ),
        [
            [0, 0, 0, 0, 0, 0, 1, 0, 0, 1],
            [0, 0, 1, 0, 1, 0, 0, 0, 0, 0],
            [1, 0, 0, 0, 0, 0, 0, 1, 0, 0],
            [0, 0, 1, 0, 1, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 0, 1, 0, 1],
            [1, 0, 0, 0, 0, 1, 0, 0, 0, 0],
            [0, 0, 0, 1, 0, 0, 0, 0, 1, 0],
            [0, 1, 0, 0, 0, 1, 0, 0, 0, 0],
            [0, 0, 0, 1, 0, 0, 0, 0, 1, 0],
            [0, 1, 0, 0, 0, 0, 1, 0, 0, 0],
        ],
        url="https://puzz.link/p?starbattle/10/10/2/517svkpcvjuj5gqfg8elc2c87q60e4rc3o76",
        puzzlekit=(
            "10 10 2\n"
            "1 1 1 2 2 3 3 3 3 3\n"
            "1 4 4 4 2 5 3 5 3 6\n"
            "1 1 1 4 2 5 3 5 6 6\n"
            "1 4 4 4 2 5 5 5 6 6\n"
            "1 4 7 7 7 8 9 5 9 6\n"
            "1 4 4 4 7 8 9 5 9 6\n"
            "1 1 7 7 7 8 9 9 9 6\n"
            "10 10 7 8 8 8 8 8 9 6\n"
            "10 10 7 7 7 10 6 8 9 6\n"
            "10 10 10 10 10 10 6 6 6 6\n"
        ),
    ),
    Sample(
        "janko 18_5x5 (018.a.htm)",
        ("starbattle 5 stars=1\nAABBB\nCAAAB\nCDADE\nCDDDE\nCCCEE\n"),
        [[0, 0, 0, 1, 0], [0, 1, 0, 0, 0], [0, 0, 0, 0, 1], [0, 0, 1, 0, 0], [1, 0, 0, 0, 0]],
        url="https://puzz.link/p?starbattle/5/5/1/97simb4e",
        puzzlekit=("5 5 1\n1 1 2 2 2\n3 1 1 1 2\n3 4 1 4 5\n3 4 4 4 5\n3 3 3 5 5\n"),
    ),
)
