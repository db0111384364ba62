"""Minesweeper puzzles shipped with the type (janko.at's 3 and 11, via the puzzlekit dataset, and pzprjs's test
puzzle, which has no total of mines and so a URL), each with its only solution: the shared samples test solves
them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 3 (5x5)",
        ("minesweeper 5x5 mines=8\n. . . 2 .\n2 2 . 2 .\n. . . . .\n. 2 . 2 2\n. 2 . . .\n"),
        ["xx--x", "----x", "-----", "x----", "x--xx"],
        puzzlekit=("5 5 8\n- - - 2 -\n2 2 - 2 -\n- - - - -\n- 2 - 2 2\n- 2 - - -\n"),
    ),
    Sample(
        "janko 11 (6x6)",
        ("minesweeper 6x6 mines=10\n. . . 1 . .\n2 . 1 . 5 .\n. 1 . . . .\n. . . . 2 .\n. 1 . 3 . 1\n. . 1 . . .\n"),
        ["xx--xx", "-----x", "----xx", "--x---", "------", "---xx-"],
        puzzlekit=("6 6 10\n- - - 1 - -\n2 - 1 - 5 -\n- 1 - - - -\n- - - - 2 -\n- 1 - 3 - 1\n- - 1 - - -\n"),
    ),
    Sample(
        "pzprjs's test puzzle (5x5, test/script/mines.js)",
        "minesweeper 5x5\n. 2 . . .\n. . . . 1\n3 . . . .\n. . 1 3 .\n0 . . . .\n",
        ["-----", "xx---", "-x--x", "----x", "----x"],
        url="https://puzz.link/p?mines/5/5/g2m13l13g0j",
    ),
)
