"""Fillomino puzzles shipped with the type (janko.at's 2 and 4, via the puzzlekit dataset), each with its only
solution: the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 2 (6x6)",
        "fillomino 6\n5 . 5 . . 5\n. 4 . . . 3\n. . . 1 . 2\n1 . 1 . . .\n. 6 . . 3 .\n1 . . 3 . 3\n",
        [
            [5, 4, 5, 5, 5, 5],
            [5, 4, 4, 5, 3, 3],
            [5, 5, 4, 1, 3, 2],
            [1, 5, 1, 6, 6, 2],
            [6, 6, 6, 6, 3, 3],
            [1, 3, 3, 3, 1, 3],
        ],
        url="https://puzz.link/p?fillomino/6/6/5g5h5g4i3i1g21g1j6h3g1h3g3",
        puzzlekit="6 6\n5 - 5 - - 5\n- 4 - - - 3\n- - - 1 - 2\n1 - 1 - - -\n- 6 - - 3 -\n1 - - 3 - 3\n",
    ),
    Sample(
        "janko 4 (6x6)",
        "fillomino 6\n. . 4 1 . .\n. 2 . . 1 .\n4 . . . . 1\n2 . 2 . . 2\n. 4 . . 3 .\n. . 4 3 . .\n",
        [
            [4, 2, 4, 1, 3, 3],
            [4, 2, 4, 4, 1, 3],
            [4, 4, 2, 4, 5, 1],
            [2, 1, 2, 5, 5, 2],
            [2, 4, 5, 5, 3, 2],
            [4, 4, 4, 3, 3, 1],
        ],
        url="https://puzz.link/p?fillomino/6/6/h41i2h1g4j12g2h2g4h3i43h",
        puzzlekit="6 6\n- - 4 1 - -\n- 2 - - 1 -\n4 - - - - 1\n2 - 2 - - 2\n- 4 - - 3 -\n- - 4 3 - -\n",
    ),
)
