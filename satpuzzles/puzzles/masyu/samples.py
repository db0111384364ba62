"""Masyu puzzles shipped with the type (from the puzzlekit dataset), each with its only solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "71_5x5 (janko.at/Raetsel/Masyu/071.a.htm)",
        "masyu 5x5\n. . . . .\n. b . b .\n. . . . .\nw . . . .\n. . . . b\n",
        [
            ["se", "ew", "ew", "ew", "sw"],
            ["ns", "se", "ew", "sw", "ns"],
            ["ns", "ns", "-", "ns", "ns"],
            ["ns", "ns", "se", "nw", "ns"],
            ["ne", "nw", "ne", "ew", "nw"],
        ],
        url="https://puzz.link/p?mashu/5/5/00k00900i",
        puzzlekit="5 5\n- - - - -\n- b - b -\n- - - - -\nw - - - -\n- - - - b\n",
    ),
    Sample(
        "03_6x6 (janko.at/Raetsel/Masyu/003.a.htm)",
        "masyu 6x6\n. . . . . .\nw b . . . .\n. . . w b .\n. w w . . .\n. . . . w w\n. . . . . .\n",
        [
            ["se", "ew", "ew", "sw", "se", "sw"],
            ["ns", "se", "ew", "nw", "ns", "ns"],
            ["ns", "ns", "se", "ew", "nw", "ns"],
            ["ns", "ns", "ns", "se", "sw", "ns"],
            ["ns", "ne", "nw", "ns", "ns", "ns"],
            ["ne", "ew", "ew", "nw", "ne", "nw"],
        ],
        url="https://puzz.link/p?mashu/6/6/00f00f400400",
        puzzlekit="6 6\n- - - - - -\nw b - - - -\n- - - w b -\n- w w - - -\n- - - - w w\n- - - - - -\n",
    ),
)
