"""Jigsaw Sudoku's generator: a random region layout (the kernel's shuffled regions, from rows of N cells),
then the generic recipe of the rule book: a random solution, every given, givens hidden while unique."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.bookdraft import book_draft
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.regionmaker import shuffled_regions
from satpuzzles.typekit.spec import Generator

from . import encode
from .model import JigsawSudoku

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

LAYOUTS = 5  # region layouts tried per attempt: a rare layout admits no Latin square


def blank(options: Options) -> JigsawSudoku:
    """The plain shape: every row its own region (the size check of generate's formula limit)."""
    n = options.size
    return JigsawSudoku(n, tuple((r,) * n for r in range(n)), ((None,) * n,) * n)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    start = blank(options)

    def layout(_: Options) -> JigsawSudoku:
        return JigsawSudoku(start.size, shuffled_regions(start.regions, rng), start.givens)

    for _ in range(LAYOUTS - 1):
        try:
            return book_draft(encode.RULES, layout, options, rng, oracle)
        except PuzzleError:  # the layout admits no solution
            continue
    return book_draft(encode.RULES, layout, options, rng, oracle)


GENERATOR = Generator(HINT_OPTIONS, draft, blank)
