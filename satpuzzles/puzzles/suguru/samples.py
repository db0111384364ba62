"""Suguru puzzles shipped with the type (janko.at's 1 and 2, via the puzzlekit dataset), each with its only
solution: the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 1 (6x6)",
        (
            "suguru 6\n4 . . . . .\n. . . . . .\n. . 4 . . 1\n. . . 2 . .\n5 . . 3 5 .\n. . . . . .\n"
            "regions\nA A B C C C\nA B B B C D\nA E B F C D\nE E F F F D\nE G G F H D\nE H H H H D\n"
        ),
        [
            [4, 2, 1, 5, 1, 2],
            [3, 5, 3, 2, 4, 5],
            [1, 2, 4, 1, 3, 1],
            [4, 3, 5, 2, 4, 2],
            [5, 2, 1, 3, 5, 3],
            [1, 3, 4, 2, 1, 4],
        ],
        url="https://puzz.link/p?suguru/6/6/cjv9nhal59ks4s4h1i2h5h35m",
        puzzlekit=(
            "6 6\n4 - - - - -\n- - - - - -\n- - 4 - - 1\n- - - 2 - -\n5 - - 3 5 -\n- - - - - -\n"
            "1 1 2 3 3 3\n1 2 2 2 3 4\n1 5 2 6 3 4\n5 5 6 6 6 4\n5 7 7 6 8 4\n5 8 8 8 8 4\n"
        ),
    ),
    Sample(
        "janko 2 (6x6)",
        (
            "suguru 6\n4 . . 2 . .\n. . . . . .\n1 . . . 2 .\n. . . . . .\n. 5 . . . 4\n4 . . . . .\n"
            "regions\nA B B B B C\nA B D E E E\nA A D D E E\nA F F D D G\nH H F F G G\nH H H F G I\n"
        ),
        [
            [4, 1, 5, 2, 4, 1],
            [2, 3, 4, 1, 3, 5],
            [1, 5, 2, 5, 2, 4],
            [3, 4, 3, 1, 3, 1],
            [2, 5, 2, 5, 2, 4],
            [4, 1, 3, 1, 3, 1],
        ],
        url="https://puzz.link/p?suguru/6/6/hsala77l3fc94h2n1i2n5i44k",
        puzzlekit=(
            "6 6\n4 - - 2 - -\n- - - - - -\n1 - - - 2 -\n- - - - - -\n- 5 - - - 4\n4 - - - - -\n"
            "1 2 2 2 2 3\n1 2 4 5 5 5\n1 1 4 4 5 5\n1 6 6 4 4 7\n8 8 6 6 7 7\n8 8 8 6 7 9\n"
        ),
    ),
)
