"""LITS puzzles shipped with the type (from the puzzlekit dataset, janko.at), each with its only solution."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 41_7x7",
        (
            "lits 7\n"
            "A A B B B B C\n"
            "A B B D D C C\n"
            "A B D D E C C\n"
            "A B D E E E F\n"
            "A B B E E E F\n"
            "A A G G G F F\n"
            "G G G F F F F\n"
        ),
        ["xxxxxxx", "x--x--x", "x-xx-xx", "--x-x-x", "---xxxx", "--xx--x", "-xx---x"],
        url="https://puzz.link/p?lits/7/7/8qmrj9920bh85i1ur0",
        puzzlekit=(
            "7 7\n"
            "1 1 3 3 3 3 7\n"
            "1 3 3 4 4 7 7\n"
            "1 3 4 4 5 7 7\n"
            "1 3 4 5 5 5 6\n"
            "1 3 3 5 5 5 6\n"
            "1 1 2 2 2 6 6\n"
            "2 2 2 6 6 6 6"
        ),
    ),
    Sample(
        "janko 4_10x10",
        (
            "lits 10\n"
            "A A B B B B B B C C\n"
            "A A A D D B B E E C\n"
            "F G G G D H E E C C\n"
            "F G G G D H H H C C\n"
            "F D D D D I H H J J\n"
            "F D K I I I H H J J\n"
            "L K K K M M M N O J\n"
            "L L K P M M M N O O\n"
            "L L L P P Q N N O O\n"
            "P P P P Q Q Q N N O\n"
        ),
        [
            "xx--xxxx-x",
            "-xxxx--xxx",
            "x-x-x-xx-x",
            "xxxxx--x-x",
            "x----xxxxx",
            "x-xxxx-x-x",
            "xxx--xxx-x",
            "x-xxxx-x-x",
            "xx-x-x-xxx",
            "--xxxxxx-x",
        ],
        url="https://puzz.link/p?lits/10/10/84amekp8qsl4tphd1576uq0cej70rua15ota",
        puzzlekit=(
            "10 10\n"
            "1 1 8 8 8 8 8 8 15 15\n"
            "1 1 1 6 6 8 8 13 13 15\n"
            "2 5 5 5 6 12 13 13 15 15\n"
            "2 5 5 5 6 12 12 12 15 15\n"
            "2 6 6 6 6 9 12 12 16 16\n"
            "2 6 7 9 9 9 12 12 16 16\n"
            "3 7 7 7 10 10 10 14 17 16\n"
            "3 3 7 4 10 10 10 14 17 17\n"
            "3 3 3 4 4 11 14 14 17 17\n"
            "4 4 4 4 11 11 11 14 14 17"
        ),
    ),
)
