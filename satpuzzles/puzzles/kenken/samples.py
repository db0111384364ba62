"""KenKen puzzles shipped with the type (janko.at's Kendoku 1, 30 with its operations hidden, and 145, via the
puzzlekit dataset), each with its only solution: the shared samples test solves them and round-trips every format."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 1 (4x4)",
        "kenken 4x4\n24x 2/ . 3-\n. . 7+ .\n3- 5+ . 3\n. . 2/ .\nA B B C\nA A D C\nE F D G\nE F H H\n",
        [[3, 1, 2, 4], [2, 4, 3, 1], [1, 2, 4, 3], [4, 3, 1, 2]],
        puzzlekit="4 4\n24* 2/ . 3-\n. . 7+ .\n3- 5+ . 3\n. . 2/ .\n1 2 2 3\n1 1 4 3\n5 6 4 7\n5 6 8 8\n",
    ),
    Sample(
        "janko 30 (4x4, operations hidden)",
        "kenken 4x4\n12 . 9 2\n. . . .\n5 3 . 1\n. . 3 .\nA A B C\nA B B C\nD E E F\nD D G F\n",
        [[3, 1, 4, 2], [4, 3, 2, 1], [2, 4, 1, 3], [1, 2, 3, 4]],
        puzzlekit="4 4\n12 . 9 2\n. . . .\n5 3 . 1\n. . 3 .\n5 5 6 7\n5 6 6 7\n1 4 4 3\n1 1 2 3\n",
    ),
    Sample(
        "janko 145 (6x6)",
        (
            "kenken 6x6\n"
            "6x . 6 7+ 4/ .\n"
            ". 11+ . . 12x .\n"
            "11+ 36x 1 5+ 8+ .\n"
            ". . . . 3+ 15x\n"
            "9+ . 2/ 90x . .\n"
            "1- . . . . 6\n"
            "A A B C D D\n"
            "A E E C F F\n"
            "G H I J K K\n"
            "G H H J L M\n"
            "N N O P L M\n"
            "Q Q O P P R\n"
        ),
        [
            [3, 2, 6, 5, 4, 1],
            [1, 6, 5, 2, 3, 4],
            [5, 3, 1, 4, 6, 2],
            [6, 4, 3, 1, 2, 5],
            [4, 5, 2, 6, 1, 3],
            [2, 1, 4, 3, 5, 6],
        ],
        puzzlekit=(
            "6 6\n"
            "6* - 6 7+ 4/ -\n"
            "- 11+ - - 12* -\n"
            "11+ 36* 1 5+ 8+ -\n"
            "- - - - 3+ 15*\n"
            "9+ - 2/ 90* - -\n"
            "1- - - - - 6\n"
            "1 1 7 10 13 13\n"
            "1 5 5 10 14 14\n"
            "2 6 8 11 15 15\n"
            "2 6 6 11 16 17\n"
            "3 3 9 12 16 17\n"
            "4 4 9 12 12 18\n"
        ),
    ),
)
