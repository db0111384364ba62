"""Hashi's generator: islands placed at random by growing a tree of bridges from one island (so the layout has
a solution), then the generic recipe: a random solution from the solver, every island's number, hidden while
the puzzle stays unique."""

from __future__ import annotations

from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit.bookdraft import book_draft
from satpuzzles.typekit.generating import GeneratorOption
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.spec import Generator

from .encode import RULES
from .model import ASKED, Hashi

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

SHARE = 0.2  # islands per cell when --islands is not given
TRIES = 50  # placement tries per island wanted
OPTIONS = (GeneratorOption("islands", int, "Islands in the grid (default: a fifth of the cells).", 1),)
Cell = tuple[int, int]


def blank(options: Options) -> Hashi:
    """The console's empty board: no islands yet."""
    n = options.size
    return Hashi(n, n, tuple((None,) * n for _ in range(n)))


def layout(n: int, wanted: int, rng: Random) -> Hashi:
    """Islands without numbers: each new one at the end of a straight bridge from a placed one, the bridge
    crossing no island and no earlier bridge, the island beside no other."""
    placed: set[Cell] = {(rng.randrange(n), rng.randrange(n))}
    covered: set[Cell] = set()
    for _ in range(TRIES * wanted):
        if len(placed) >= wanted:
            break
        r, c = rng.choice(sorted(placed))
        dr, dc = rng.choice(((0, 1), (0, -1), (1, 0), (-1, 0)))
        length = rng.randint(2, max(2, n // 2))
        path = [(r + dr * k, c + dc * k) for k in range(1, length)]
        end = (r + dr * length, c + dc * length)
        near = [(end[0] + a, end[1] + b) for a, b in ((0, 1), (0, -1), (1, 0), (-1, 0))]
        if (
            not (0 <= end[0] < n and 0 <= end[1] < n)
            or end in covered
            or end in placed
            or any(q in placed for q in [*path, *near])
        ):
            continue
        if any(q in covered for q in path):
            continue
        placed.add(end)
        covered.update(path)
    return Hashi(n, n, tuple(tuple(ASKED if (r, c) in placed else None for c in range(n)) for r in range(n)))


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    n = options.size
    shape = layout(n, options.value("islands", max(2, round(SHARE * n * n))), rng)
    return book_draft(RULES, lambda _: shape, options, rng, oracle)


GENERATOR = Generator((*OPTIONS, *HINT_OPTIONS), draft, blank)
