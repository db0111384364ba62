"""Str8t's generator: a random black pattern (point-symmetric, about one cell in five, as janko.at's), then
the generic recipe on it (bookdraft.book_draft): a random filling from the solver, every white digit shown,
givens hidden in random order while the puzzle stays unique. Black cells show no digits."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit.bookdraft import book_draft
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.spec import Generator

from . import encode
from .model import Str8t

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

BLACK_SHARE = 0.2


def blank(options: Options) -> Str8t:
    """An all-white grid without givens (the largest formula of the size)."""
    n = options.size
    return Str8t(n, ((False,) * n,) * n, ((None,) * n,) * n)


def _random_blank(n: int, rng: Random) -> Str8t:
    black = [[False] * n for _ in range(n)]
    for r in range(n):
        for c in range(n):
            if (r, c) <= (n - 1 - r, n - 1 - c) and rng.random() < BLACK_SHARE:
                black[r][c] = black[n - 1 - r][n - 1 - c] = True
    return Str8t(n, tuple(tuple(row) for row in black), ((None,) * n,) * n)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    shape = _random_blank(options.size, rng)
    return book_draft(encode.RULES, lambda _: shape, options, rng, oracle)


GENERATOR = Generator(HINT_OPTIONS, draft, blank)
