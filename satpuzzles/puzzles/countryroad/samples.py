"""Country Road puzzles shipped with the type (janko.at's, via the puzzlekit dataset), each with its only
solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "03_6x6 (janko.at/Raetsel/Country-Road/003.a.htm)",
        (
            "countryroad 6x6\n"
            ". . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n. . . . . .\n"
            "A B B C C C\nA D B E E E\nD D F E G G\nD F F F F H\nD I F J J H\nI I K K J H\n"
        ),
        [
            ["se", "ew", "ew", "ew", "ew", "sw"],
            ["ne", "sw", "-", "se", "ew", "nw"],
            ["se", "nw", "se", "nw", "se", "sw"],
            ["ns", "-", "ne", "ew", "nw", "ns"],
            ["ne", "sw", "-", "se", "sw", "ns"],
            ["-", "ne", "ew", "nw", "ne", "nw"],
        ],
        url="https://puzz.link/p?country/6/6/ksehtbbqqtdcq",
        puzzlekit=(
            "6 6\n"
            "- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n- - - - - -\n"
            "1 2 2 3 3 3\n1 4 2 5 5 5\n4 4 6 5 7 7\n4 6 6 6 6 8\n4 9 6 10 10 8\n9 9 11 11 10 8\n"
        ),
    ),
    Sample(
        "22_8x8 (janko.at/Raetsel/Country-Road/022.a.htm)",
        (
            "countryroad 8x8\n"
            "3 . . . . . . .\n. . . . . . . .\n. . 5 . . . 3 .\n. . . . . . . .\n"
            ". . . 2 . . . .\n. . . . . . . .\n1 . . . . . 2 .\n. . . . . . . .\n"
            "A A A B B C C C\nA A A B B C C C\nD D E E E E F F\nD D E E E E F F\n"
            "G G G H H I I I\nG G G H H I I I\nJ J K K K K L L\nJ J K K K K L L\n"
        ),
        [
            ["-", "-", "-", "se", "sw", "se", "ew", "sw"],
            ["se", "ew", "ew", "nw", "ne", "nw", "se", "nw"],
            ["ns", "se", "ew", "ew", "sw", "-", "ns", "-"],
            ["ne", "nw", "-", "se", "nw", "-", "ne", "sw"],
            ["se", "ew", "sw", "ns", "-", "se", "ew", "nw"],
            ["ne", "sw", "ne", "nw", "-", "ne", "ew", "sw"],
            ["-", "ne", "sw", "se", "sw", "se", "ew", "nw"],
            ["-", "-", "ne", "nw", "ne", "nw", "-", "-"],
        ],
        url="https://puzz.link/p?country/8/8/518h48k524h003vg1vo0vs003i53g2g1g2",
        puzzlekit=(
            "8 8\n"
            "3 - - - - - - -\n- - - - - - - -\n- - 5 - - - 3 -\n- - - - - - - -\n"
            "- - - 2 - - - -\n- - - - - - - -\n1 - - - - - 2 -\n- - - - - - - -\n"
            "1 1 1 2 2 3 3 3\n1 1 1 2 2 3 3 3\n4 4 5 5 5 5 6 6\n4 4 5 5 5 5 6 6\n"
            "7 7 7 8 8 9 9 9\n7 7 7 8 8 9 9 9\n10 10 11 11 11 11 12 12\n10 10 11 11 11 11 12 12\n"
        ),
    ),
)
