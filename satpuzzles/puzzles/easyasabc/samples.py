"""Easy As ABC puzzles shipped with the type, each with its only solution: the shared samples test solves them and
round-trips every format, the console offers them as examples."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "easyasabc-5x5",
        (
            "easyasabc 5 letters=ABCD\n"
            "    D A B A C\n"
            "  +-----------+\n"
            "D | . . . . . | C\n"
            "B | . . . . . | A\n"
            "C | . . . . . | D\n"
            "A | . . . . . | B\n"
            "B | . . . . . | A\n"
            "  +-----------+\n"
            "    . B C D A\n"
        ),
        ["DAB-C", "BCDA-", "C-ABD", "AD-CB", "-BCDA"],
        url="https://puzz.link/p?easyasabc/5/5/4/41213g23414231231421",
        puzzlekit=(
            "5 5 d\nd a b a c\n- b c d a\nd b c a b\nc a d b a\n- - - - -\n- - - - -\n- - - - -\n- - - - -\n- - - - -\n"
        ),
    ),
    Sample(
        "janko 02_3x3 (002.a.htm)",
        (
            "easyasabc 3 letters=AB\n"
            "    . . .\n"
            "  +-------+\n"
            "A | . . . | .\n"
            ". | . . . | .\n"
            ". | . . . | .\n"
            "  +-------+\n"
            "    . . B\n"
        ),
        ["AB-", "B-A", "-AB"],
        url="https://puzz.link/p?easyasabc/3/3/2/k21k",
        puzzlekit=("3 3 b\n- - -\n- - b\na - -\n- - -\n- - -\n- - -\n- - -\n"),
    ),
)
