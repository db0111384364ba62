"""Nonogram's generator: a random picture (cells shaded at random, then smoothed: each cell takes the
majority of itself and its neighbours, as Tatham's Pattern does), its clues, kept when they have only this
picture as a solution."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import GaveUp
from satpuzzles.typekit.generating import GeneratorOption
from satpuzzles.typekit.spec import Generator

from .encode import clues_of
from .model import EMPTY, SHADED, Nonogram, Solution

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

PICTURES = 200  # random pictures tried per attempt for one whose clues have no other solution
SHARE = 0.5  # shaded cells before smoothing
OPTIONS = (GeneratorOption("columns", int, "Columns (default: the size, a square grid).", 1),)


def blank(options: Options) -> Nonogram:
    rows, columns = options.size, options.value("columns", options.size)
    return Nonogram(rows, columns, ((),) * rows, ((),) * columns)


def picture(rows: int, columns: int, rng: Random) -> Solution:
    cells = [[rng.random() < SHARE for _ in range(columns)] for _ in range(rows)]
    smooth = []
    for r in range(rows):
        row = ""
        for c in range(columns):
            around = [
                cells[y][x]
                for y in range(r - 1, r + 2)
                for x in range(c - 1, c + 2)
                if 0 <= y < rows and 0 <= x < columns
            ]
            row += SHADED if 2 * sum(around) > len(around) else EMPTY
        smooth.append(row)
    return tuple(smooth)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    shape = blank(options)
    for tried in range(1, PICTURES + 1):
        solution = picture(shape.rows, shape.columns, rng)
        puzzle = clues_of(shape, solution)
        unique = oracle.other_solution(puzzle, solution) is None
        oracle.release(puzzle)  # each picture's clues are a shape of their own
        if unique:
            return Draft(puzzle, solution, {"pictures": tried})
    raise GaveUp(f"none of {PICTURES} random pictures had clues with only that picture as a solution")


GENERATOR = Generator(OPTIONS, draft, blank)
