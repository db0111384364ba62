"""Hakyuu puzzles shipped with the type (janko.at's 272 and 132, via the puzzlekit dataset), each with its only
solution: the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 272 (6x6)",
        (
            "hakyuu 6\n. . . . . .\n1 . . . . .\n. . . . . 2\n3 . . . . .\n. . . . . 1\n. . . . . .\n"
            "regions\nA B B B C D\nA E F G D D\nA E F G D H\nA I J G H H\nI I I G K L\nM N N K K K\n"
        ),
        [
            [2, 1, 3, 2, 1, 4],
            [1, 2, 1, 3, 2, 1],
            [4, 1, 2, 1, 3, 2],
            [3, 4, 1, 2, 1, 3],
            [2, 1, 3, 4, 2, 1],
            [1, 2, 1, 3, 1, 4],
        ],
        url="https://puzz.link/p?ripple/6/6/juvu7kf0bantl1p23p1l",
        puzzlekit=(
            "6 6\n- - - - - -\n1 - - - - -\n- - - - - 2\n3 - - - - -\n- - - - - 1\n- - - - - -\n"
            "1 2 2 2 3 4\n1 5 6 7 4 4\n1 5 6 7 4 8\n1 9 10 7 8 8\n9 9 9 7 11 12\n13 14 14 11 11 11\n"
        ),
    ),
    Sample(
        "janko 132 (6x6)",
        (
            "hakyuu 6\n. . 1 . . .\n. . . . . .\n. . . . 4 .\n. 4 . . . .\n. . . . . .\n. . . 1 . .\n"
            "regions\nA A B C C C\nA A D E F G\nH H D F F I\nH J D F K I\nJ J L K K I\nJ M M N K I\n"
        ),
        [
            [4, 2, 1, 3, 1, 2],
            [3, 1, 2, 1, 3, 1],
            [1, 3, 1, 2, 4, 3],
            [2, 4, 3, 1, 2, 1],
            [1, 2, 1, 4, 1, 2],
            [3, 1, 2, 1, 3, 4],
        ],
        url="https://puzz.link/p?ripple/6/6/cfdvdn7taaosh1s4h4s1h",
        puzzlekit=(
            "6 6\n- - 1 - - -\n- - - - - -\n- - - - 4 -\n- 4 - - - -\n- - - - - -\n- - - 1 - -\n"
            "1 1 2 3 3 3\n1 1 4 5 6 7\n8 8 4 6 6 9\n8 10 4 6 11 9\n10 10 12 11 11 9\n10 13 13 14 11 9\n"
        ),
    ),
)
