"""Hashi puzzles shipped with the type (janko.at's 12 and 18, via the puzzlekit dataset), each with its only
solution: the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 12 (5x5)",
        "hashi 5x5\n3 . 3 . 3\n. . . . .\n4 . . 1 .\n. . 2 . 3\n2 . . 1 .\n",
        [".-.=.", '"...|', ".--.|", "|..=.", ".--.."],
        url="https://puzz.link/p?hashikake/5/5/3g3g3k4h1i2g32h1g",
        puzzlekit="5 5\n3 - 3 - 3\n- - - - -\n4 - - 1 -\n- - 2 - 3\n2 - - 1 -\n",
    ),
    Sample(
        "janko 18 (7x7)",
        "hashi 7x7\n1 . 3 . . 2 .\n. . . . . . .\n4 . 5 . . . 2\n. . . . . . .\n. . 6 . . 2 .\n2 . . . . . .\n"
        ". . 2 . 1 . 2\n",
        ["...==..", "|.|....", ".-.---.", '"."...|', '"..==.|', '.."...|', ".....-."],
        url="https://puzz.link/p?hashikake/7/7/1g3h2n4g5i2o6h2g2n2g1g2",
        puzzlekit="7 7\n1 - 3 - - 2 -\n- - - - - - -\n4 - 5 - - - 2\n- - - - - - -\n- - 6 - - 2 -\n2 - - - - - -\n"
        "- - 2 - 1 - 2\n",
    ),
)
