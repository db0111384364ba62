"""Simple Loop puzzles shipped with the type (janko.at's, via the puzzlekit dataset), each with its only solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "2_7x7 (janko.at/Raetsel/Rundreise/002.a.htm)",
        (
            "simpleloop 7x7\n"
            ". . . # . . .\n"
            ". . . . . # .\n"
            "# . . . . . .\n"
            ". . . # # # #\n"
            ". . . . . . .\n"
            ". . # . . . .\n"
            ". . . . # . .\n"
        ),
        [
            ["se", "ew", "sw", "-", "se", "ew", "sw"],
            ["ne", "sw", "ne", "ew", "nw", "-", "ns"],
            ["-", "ns", "se", "ew", "ew", "ew", "nw"],
            ["se", "nw", "ns", "-", "-", "-", "-"],
            ["ne", "sw", "ne", "ew", "ew", "ew", "sw"],
            ["se", "nw", "-", "se", "ew", "sw", "ns"],
            ["ne", "ew", "ew", "nw", "-", "ne", "nw"],
        ],
        url="https://puzz.link/p?simpleloop/7/7/20501s0408",
        puzzlekit=(
            "7 7\n"
            "- - - x - - -\n"
            "- - - - - x -\n"
            "x - - - - - -\n"
            "- - - x x x x\n"
            "- - - - - - -\n"
            "- - x - - - -\n"
            "- - - - x - -\n"
        ),
    ),
    Sample(
        "3_8x8 (janko.at/Raetsel/Rundreise/003.a.htm)",
        (
            "simpleloop 8x8\n"
            ". . # . . . . .\n"
            ". . . . # . . .\n"
            ". # . . # . . #\n"
            ". . # . . . . .\n"
            ". . . . . . . .\n"
            ". # . # . # . .\n"
            ". . . . . . . .\n"
            ". . # . . . . .\n"
        ),
        [
            ["se", "sw", "-", "se", "ew", "ew", "ew", "sw"],
            ["ns", "ne", "sw", "ns", "-", "se", "ew", "nw"],
            ["ns", "-", "ne", "nw", "-", "ne", "sw", "-"],
            ["ne", "sw", "-", "se", "ew", "sw", "ne", "sw"],
            ["se", "nw", "se", "nw", "se", "nw", "se", "nw"],
            ["ns", "-", "ns", "-", "ns", "-", "ne", "sw"],
            ["ns", "se", "nw", "se", "nw", "se", "sw", "ns"],
            ["ne", "nw", "-", "ne", "ew", "nw", "ne", "nw"],
        ],
        url="https://puzz.link/p?simpleloop/8/8/4044i800ag020",
        puzzlekit=(
            "8 8\n"
            "- - x - - - - -\n"
            "- - - - x - - -\n"
            "- x - - x - - x\n"
            "- - x - - - - -\n"
            "- - - - - - - -\n"
            "- x - x - x - -\n"
            "- - - - - - - -\n"
            "- - x - - - - -\n"
        ),
    ),
)
