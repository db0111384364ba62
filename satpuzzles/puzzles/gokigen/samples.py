"""Gokigen Naname puzzles shipped with the type (janko.at's 2 and 61, via the puzzlekit dataset), each with
its only solution: the shared samples test solves them and round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 2 (6x6)",
        "gokigen 6x6\n. . . 0 . . 1\n. 1 . . 2 . .\n0 2 . 1 . 1 .\n. . . . . 2 0\n. 4 . . . . 2\n. 2 . 1 3 1 .\n"
        ". . . . 0 . .\n",
        ["/\\\\///", "\\\\///\\", "//\\///", "\\//\\\\\\", "/\\////", "/\\\\/\\/"],
        url="https://puzz.link/p?gokigen/6/6/ia6bc076bj25eh7713bia",
        puzzlekit="6 6\n- - - 0 - - 1\n- 1 - - 2 - -\n0 2 - 1 - 1 -\n- - - - - 2 0\n- 4 - - - - 2\n- 2 - 1 3 1 -\n"
        "- - - - 0 - -\n",
    ),
    Sample(
        "janko 61 (6x6)",
        "gokigen 6x6\n. 2 . . . . .\n. . 1 4 . . 0\n. 3 . 2 3 . .\n. . . . 3 . .\n1 . . . 2 1 .\n. 4 . 2 . . .\n"
        ". . 1 1 . . 0\n",
        ["/\\\\///", "\\\\/\\/\\", "/\\/\\\\\\", "\\\\//\\\\", "\\///\\/", "/\\\\\\\\/"],
        url="https://puzz.link/p?gokigen/6/6/gck1e582djdbg2b9ci1ba",
        puzzlekit="6 6\n- 2 - - - - -\n- - 1 4 - - 0\n- 3 - 2 3 - -\n- - - - 3 - -\n1 - - - 2 1 -\n- 4 - 2 - - -\n"
        "- - 1 1 - - 0\n",
    ),
)
