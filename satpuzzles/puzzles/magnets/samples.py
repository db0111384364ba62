"""Magnets puzzles shipped with the type (janko.at's, via the puzzlekit dataset, and pzprjs's 2x2 test board,
test/script/magnets.js, as a URL), each with its only solution: the shared samples test solves them and
round-trips every format, the console offers them."""

from __future__ import annotations

from satpuzzles.typekit.samples import Sample

SAMPLES = (
    Sample(
        "janko 10_6x6",
        (
            "magnets 6x6\n"
            "    2   2   0   2   2   2\n"
            "2  1.  1.  2.  2.  6.  7.  1\n"
            "2  3.  4.  5.  5.  6.  7.  2\n"
            "1  3.  4.  9. 10. 10. 11.  1\n"
            "2  8.  8.  9. 13. 14. 11.  3\n"
            "2 16. 17. 17. 13. 14. 12.  1\n"
            "1 16. 18. 18. 15. 15. 12.  2\n"
            "    2   1   2   1   2   2\n"
        ),
        ["-+xx+x", "+x-+-x", "-xxxx+", "+-x-+-", "xxx+-+", "x+-xx-"],
        puzzlekit=(
            "6 6\n"
            "2 2 0 2 2 2\n"
            "2 1 2 1 2 2\n"
            "2 2 1 2 2 1\n"
            "1 2 1 3 1 2\n"
            "1 1 2 2 6 7\n"
            "3 4 5 5 6 7\n"
            "3 4 9 10 10 11\n"
            "8 8 9 13 14 11\n"
            "16 17 17 13 14 12\n"
            "16 18 18 15 15 12\n"
        ),
    ),
    Sample(
        "janko 14_8x8",
        (
            "magnets 8x8\n"
            "    3   1   3   2   2   3   2   4\n"
            "3 32- 32+ 26. 26. 13. 13. 12. 12.  3\n"
            "3 31. 27. 27. 25. 16. 15. 15. 11.  3\n"
            "2 31. 29. 28. 25. 16. 14. 14. 11.  3\n"
            "3 30. 29. 28. 24.  9.  9. 10. 10.  2\n"
            "3 30. 22. 23. 24.  8.  7.  6.  6.  3\n"
            "2 21. 22. 23. 19.  8.  7.  5.  5.  2\n"
            "2 21. 20. 20. 19.  4.  3.  3.  1.  2\n"
            "2 18. 18. 17. 17.  4.  2.  2.  1.  2\n"
            "    3   2   2   2   3   2   3   3\n"
        ),
        ["-+xx-+-+", "x-+x+-+-", "xx-x-+-+", "+x+-xx+-", "-x-+x+-+", "+x+-x-xx", "-xx+-xx+", "+-xx+xx-"],
        puzzlekit=(
            "8 8\n"
            "3 1 3 2 2 3 2 4 \n"
            "3 2 2 2 3 2 3 3\n"
            "3 3 2 3 3 2 2 2 \n"
            "3 3 3 2 3 2 2 2 \n"
            "- + . . . . . .\n"
            ". . . . . . . .\n"
            ". . . . . . . .\n"
            ". . . . . . . .\n"
            ". . . . . . . .\n"
            ". . . . . . . .\n"
            ". . . . . . . .\n"
            ". . . . . . . .\n"
            "32 32 26 26 13 13 12 12\n"
            "31 27 27 25 16 15 15 11\n"
            "31 29 28 25 16 14 14 11\n"
            "30 29 28 24 9 9 10 10\n"
            "30 22 23 24 8 7 6 6\n"
            "21 22 23 19 8 7 5 5\n"
            "21 20 20 19 4 3 3 1\n"
            "18 18 17 17 4 2 2 1\n"
        ),
    ),
    Sample(
        "pzprjs's 2x2 test board (test/script/magnets.js)",
        "magnets 2x2\n   1  1\n1 0+ 1.  1\n1 0- 1.  1\n   1  1\n",
        ["+-", "-+"],
        url="https://puzz.link/p?magnets/2/2/11111111o0b0",
    ),
)
