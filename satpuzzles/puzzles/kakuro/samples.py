"""Kakuro puzzles shipped with the type (janko.at's 281 and 284, via the puzzlekit dataset), each with its
only solution: the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 281 (6x6)",
        (
            "kakuro 6x6\n"
            "-   14, 34, -    25, 6,\n"
            ",16 .   .   7,10 .   .\n"
            ",15 .   .   .    .   .\n"
            "-   3,18 .  .    .   8,\n"
            ",16 .   .   .    .   .\n"
            ",9  .   .   ,13  .   .\n"
        ),
        [[0] * 6, [0, 9, 7, 0, 6, 4], [0, 5, 4, 1, 3, 2], [0, 0, 9, 2, 7, 0], [0, 2, 6, 4, 1, 3], [0, 1, 8, 0, 8, 5]],
        url="https://puzz.link/p?kakuro/5/5/l7aq3im80q0dleOF6gfg9",
        puzzlekit=(
            "6 6\n- 14, 34, - 25, 6,\n,16 0 0 7,10 0 0\n,15 0 0 0 0 0\n- 3,18 0 0 0 8,\n,16 0 0 0 0 0\n,9 0 0 ,13 0 0\n"
        ),
    ),
    Sample(
        "janko 284 (6x6)",
        (
            "kakuro 6x6\n"
            "-   11, 24,   -     35, 16,\n"
            ",4  .   .     10,17 .   .\n"
            ",32 .   .     .     .   .\n"
            "-   15,23 .   .     .   13,\n"
            ",29 .   .     .     .   .\n"
            ",8  .   .     ,11   .   .\n"
        ),
        [[0] * 6, [0, 3, 1, 0, 8, 9], [0, 8, 9, 3, 5, 7], [0, 0, 8, 6, 9, 0], [0, 9, 4, 1, 7, 8], [0, 6, 2, 0, 6, 5]],
        url="https://puzz.link/p?kakuro/5/5/lahqfDmd0q0blbEPg4MJ8",
        puzzlekit=(
            "6 6\n- 11, 24, - 35, 16,\n,4 0 0 10,17 0 0\n,32 0 0 0 0 0\n"
            "- 15,23 0 0 0 13,\n,29 0 0 0 0 0\n,8 0 0 ,11 0 0\n"
        ),
    ),
)
