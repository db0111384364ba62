"""Heyawake's generator: the kernel's (a random solution, every room's number, minimised to uniqueness) on a
grid cut into random rectangular rooms, drawn anew for every attempt."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit.bookdraft import book_draft
from satpuzzles.typekit.generating import GeneratorOption
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.spec import Generator

from .encode import RULES
from .model import Heyawake

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

OPTIONS = (GeneratorOption("room", int, "Largest room, in cells (default 6).", 1),)
Rect = tuple[int, int, int, int]  # top, left, height, width


def rooms(n: int, largest: int, rng: Random) -> tuple[tuple[int, ...], ...]:
    """The grid cut in two, at random, again and again until every rectangle has at most `largest` cells."""
    grid = [[0] * n for _ in range(n)]
    todo: list[Rect] = [(0, 0, n, n)]
    done = 0
    while todo:
        top, left, height, width = todo.pop()
        if height * width <= largest:
            for r in range(top, top + height):
                grid[r][left : left + width] = [done] * width
            done += 1
            continue
        if height > 1 and (width == 1 or rng.random() < height / (height + width)):
            cut = rng.randint(1, height - 1)
            todo += [(top, left, cut, width), (top + cut, left, height - cut, width)]
        else:
            cut = rng.randint(1, width - 1)
            todo += [(top, left, height, cut), (top, left + cut, height, width - cut)]
    return tuple(tuple(row) for row in grid)


def blank(options: Options, rng: Random | None = None) -> Heyawake:
    """The requested grid without numbers (the clause estimate's is cut by a fixed seed)."""
    n = options.size
    layout = rooms(n, options.value("room", 6), rng or Random(n))
    return Heyawake(n, n, layout, tuple((None,) * n for _ in range(n)))


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    shape = blank(options, rng)
    return book_draft(RULES, lambda _: shape, options, rng, oracle, drawn=True)


GENERATOR = Generator((*OPTIONS, *HINT_OPTIONS), draft, blank)
