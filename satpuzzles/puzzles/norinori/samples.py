"""Norinori puzzles shipped with the type (from the puzzlekit dataset, janko.at), each with its only
solution: the shared samples test solves them and round-trips every format."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 21_8x8",
        (
            "norinori 8\n"
            "A B B A C C D D\n"
            "A A A A E C D F\n"
            "G G A H E C D F\n"
            "G G H H I C C F\n"
            "G J H I I K K F\n"
            "J J H I I K K F\n"
            "L J M M M N K K\n"
            "L J J M M N N K\n"
        ),
        [
            [0, 1, 1, 0, 0, 1, 1, 0],
            [1, 0, 0, 0, 1, 0, 0, 0],
            [1, 0, 1, 0, 1, 0, 1, 0],
            [0, 0, 1, 0, 0, 0, 1, 0],
            [1, 1, 0, 0, 1, 1, 0, 1],
            [0, 0, 1, 1, 0, 0, 0, 1],
            [1, 0, 0, 0, 1, 1, 0, 0],
            [1, 0, 1, 1, 0, 0, 1, 1],
        ],
        url=("https://puzz.link/p?norinori/8/8/mguvlnldedagd782klk0nkh0"),
        puzzlekit=(
            "8 8\n"
            "- - - - - - - -\n"
            "- - - - - - - -\n"
            "- - - - - - - -\n"
            "- - - - - - - -\n"
            "- - - - - - - -\n"
            "- - - - - - - -\n"
            "- - - - - - - -\n"
            "- - - - - - - -\n"
            "1 5 5 1 9 9 13 13\n"
            "1 1 1 1 10 9 13 14\n"
            "2 2 1 6 10 9 13 14\n"
            "2 2 6 6 8 9 9 14\n"
            "2 3 6 8 8 11 11 14\n"
            "3 3 6 8 8 11 11 14\n"
            "4 3 7 7 7 12 11 11\n"
            "4 3 3 7 7 12 12 11\n"
        ),
    ),
    Sample(
        "janko 101_10x10",
        (
            "norinori 10\n"
            "A B B B C C D D D D\n"
            "A E E B C F D G G G\n"
            "A E E E F F F G G H\n"
            "I I I I I F F F H H\n"
            "J J K K I I L L L L\n"
            "J J J M M M L L L L\n"
            "J N M M O O O O P L\n"
            "N N N O O Q Q P P R\n"
            "S N N N N P P P P R\n"
            "S N N N N P T T P R\n"
        ),
        [
            [1, 1, 0, 0, 1, 1, 0, 1, 1, 0],
            [0, 0, 1, 1, 0, 0, 0, 0, 0, 1],
            [1, 1, 0, 0, 1, 0, 1, 1, 0, 1],
            [0, 0, 0, 0, 1, 0, 0, 0, 1, 0],
            [1, 0, 1, 1, 0, 1, 1, 0, 1, 0],
            [1, 0, 0, 0, 1, 0, 0, 0, 0, 0],
            [0, 1, 1, 0, 1, 0, 0, 0, 1, 0],
            [0, 0, 0, 1, 0, 1, 1, 0, 1, 0],
            [1, 0, 0, 1, 0, 0, 0, 0, 0, 1],
            [1, 0, 0, 0, 0, 0, 1, 1, 0, 1],
        ],
        url=("https://puzz.link/p?norinori/10/10/ihfi989584hkclc8orcn39v6uv7gdumtjo0c"),
        puzzlekit=(
            "10 10\n"
            "- - - - - - - - - -\n"
            "- - - - - - - - - -\n"
            "- - - - - - - - - -\n"
            "- - - - - - - - - -\n"
            "- - - - - - - - - -\n"
            "- - - - - - - - - -\n"
            "- - - - - - - - - -\n"
            "- - - - - - - - - -\n"
            "- - - - - - - - - -\n"
            "- - - - - - - - - -\n"
            "11 20 20 20 9 9 16 16 16 16\n"
            "11 6 6 20 9 3 16 19 19 19\n"
            "11 6 6 6 3 3 3 19 19 8\n"
            "12 12 12 12 12 3 3 3 8 8\n"
            "7 7 10 10 12 12 1 1 1 1\n"
            "7 7 7 4 4 4 1 1 1 1\n"
            "7 18 4 4 17 17 17 17 5 1\n"
            "18 18 18 17 17 2 2 5 5 15\n"
            "13 18 18 18 18 5 5 5 5 15\n"
            "13 18 18 18 18 5 14 14 5 15\n"
        ),
    ),
)
