"""Slitherlink puzzles shipped with the type (from the puzzlekit dataset), each with its only solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "1_4x4 (puzzlekit dataset)",
        "slitherlink 4x4\n1 . . 0\n. . . .\n1 . 2 1\n. 2 3 .\n",
        ["-x--", "-x--", "-xx-", "--x-"],
        url="https://puzz.link/p?slither/4/4/bah6262d",
        puzzlekit="4 4\n1 - - 0\n- - - -\n1 - 2 1\n- 2 3 -\n",
    ),
    Sample(
        "7_4x4 (puzzlekit dataset)",
        "slitherlink 4x4\n. . 3 2\n. 3 . .\n. . . 2\n. 0 . 0\n",
        ["--x-", "-xxx", "--x-", "----"],
        url="https://puzz.link/p?slither/4/4/h37di75a",
        puzzlekit="4 4\n- - 3 2\n- 3 - -\n- - - 2\n- 0 - 0\n",
    ),
)
