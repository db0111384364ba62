"""Akari puzzles shipped with the type (from the puzzlekit dataset, janko.at), each with its only solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 71_6x6",
        ("akari 6\n. . # # . .\n0 . . . . 3\n. . . . . .\n. . . . . .\n1 . . . . #\n. . 1 # . .\n"),
        ["-o---o", "----o-", "-----o", "---o--", "--o---", "o----o"],
        url="https://puzz.link/p?lightup/6/6/h..hahdpbh.h1.h",
        puzzlekit=("6 6\n- - x x - -\n0 - - - - 3\n- - - - - -\n- - - - - -\n1 - - - - x\n- - 1 x - -"),
    ),
    Sample(
        "janko 2_10x10",
        (
            "akari 10\n"
            ". . . . 1 0 . . . 1\n"
            ". 0 # . . . 1 . . .\n"
            ". . . # . . 1 . . .\n"
            "# . . 2 . . . . 1 .\n"
            "# . . . . 0 . # . .\n"
            ". . # . 1 . . . . #\n"
            ". 4 . . . . 2 . . #\n"
            ". . . # . . 1 . . .\n"
            ". . . 2 . . . # 3 .\n"
            "# . . . # # . . . .\n"
        ),
        [
            "---o----o-",
            "-------o--",
            "o----o----",
            "--o-o----o",
            "----------",
            "-o-o--o---",
            "o-o----o--",
            "-o---o--o-",
            "----o----o",
            "---o----o-",
        ],
        url="https://puzz.link/p?lightup/10/10/j1ag60.ibj.hbg.hch6.j5.j.gbh.gehc.i.hbjcg.8.i..j",
        puzzlekit=(
            "10 10\n"
            "- - - - 1 0 - - - 1\n"
            "- 0 x - - - 1 - - -\n"
            "- - - x - - 1 - - -\n"
            "x - - 2 - - - - 1 -\n"
            "x - - - - 0 - x - -\n"
            "- - x - 1 - - - - x\n"
            "- 4 - - - - 2 - - x\n"
            "- - - x - - 1 - - -\n"
            "- - - 2 - - - x 3 -\n"
            "x - - - x x - - - -"
        ),
    ),
)
