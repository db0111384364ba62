"""Yajilin puzzles shipped with the type (janko.at's, via the puzzlekit dataset), each with its only solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "342_7x7 (janko.at/Raetsel/Yajilin/342.a.htm)",
        (
            "yajilin 7x7\n"
            ". . . . . . .\n"
            ". . . 2s . . .\n"
            "3e . . . . . .\n"
            ". . . . . . .\n"
            ". 2e . . . . .\n"
            ". . . . . . .\n"
            "2e . . . . . .\n"
        ),
        [
            ["se", "ew", "ew", "ew", "ew", "ew", "sw"],
            ["ne", "ew", "sw", "-", "se", "ew", "nw"],
            ["-", "x", "ns", "x", "ne", "sw", "x"],
            ["se", "ew", "nw", "se", "sw", "ne", "sw"],
            ["ns", "-", "x", "ns", "ns", "x", "ns"],
            ["ne", "sw", "se", "nw", "ns", "se", "nw"],
            ["-", "ne", "nw", "x", "ne", "nw", "x"],
        ],
        url="https://puzz.link/p?yajilin/7/7/j22c43n42l42f",
        puzzlekit=(
            "7 7\n"
            "- - - - - - -\n"
            "- - - 2s - - -\n"
            "3e - - - - - -\n"
            "- - - - - - -\n"
            "- 2e - - - - -\n"
            "- - - - - - -\n"
            "2e - - - - - -\n"
        ),
    ),
    Sample(
        "331_7x7 (janko.at/Raetsel/Yajilin/331.a.htm)",
        (
            "yajilin 7x7\n"
            ". . . . . . 1w\n"
            ". . . . . . .\n"
            ". . . . . 2w .\n"
            ". . . . . . .\n"
            ". . . . 1w . .\n"
            ". . 2n . . . .\n"
            "0n . . . . . .\n"
        ),
        [
            ["se", "sw", "x", "se", "ew", "sw", "-"],
            ["ns", "ne", "sw", "ne", "sw", "ne", "sw"],
            ["ns", "x", "ns", "x", "ns", "-", "ns"],
            ["ne", "sw", "ne", "sw", "ne", "sw", "ns"],
            ["se", "nw", "x", "ns", "-", "ns", "ns"],
            ["ne", "sw", "-", "ne", "ew", "nw", "ns"],
            ["-", "ne", "ew", "ew", "ew", "ew", "nw"],
        ],
        url="https://puzz.link/p?yajilin/7/7/f31l32l31d12d10f",
        puzzlekit=(
            "7 7\n"
            "- - - - - - 1w\n"
            "- - - - - - -\n"
            "- - - - - 2w -\n"
            "- - - - - - -\n"
            "- - - - 1w - -\n"
            "- - 2n - - - -\n"
            "0n - - - - - -\n"
        ),
    ),
)
