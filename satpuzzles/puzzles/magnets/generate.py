"""Magnets' generator: a random domino layout (the dominoes are the puzzle's shape), a random solution of
it from the solver, every row's and column's numbers, then numbers hidden while the puzzle stays unique."""

from __future__ import annotations

from collections.abc import Collection, Hashable
from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import GaveUp
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.spec import Generator
from satpuzzles.typekit.tilings import PARTNER, random_domino_tiling

from .encode import RULES
from .model import Magnets

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

LAYOUTS = 50  # random layouts tried per attempt for one whose numbers make it unique


def blank(options: Options) -> Magnets:
    """The requested grid on horizontal dominoes (a layout's formula is the same size); an even side is needed."""
    n = options.size
    return layout(n, random_domino_tiling(n, n, Random(0)))


def layout(n: int, tiling: list[str]) -> Magnets:
    labels = [[-1] * n for _ in range(n)]
    count = 0
    for r in range(n):
        for c in range(n):
            if labels[r][c] < 0:
                dr, dc = PARTNER[tiling[r][c]]
                labels[r][c] = labels[r + dr][c + dc] = count
                count += 1
    return Magnets(n, n, tuple(tuple(row) for row in labels), (None,) * n, (None,) * n, (None,) * n, (None,) * n)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    n = options.size
    for _ in range(LAYOUTS):
        shape = layout(n, random_domino_tiling(n, n, rng))
        solution = oracle.random_solution(shape, rng)
        full = RULES.clues_of(shape, solution)
        if oracle.other_solution(full, solution) is None:
            break
        oracle.release(full)
    else:
        raise GaveUp(f"no layout in {LAYOUTS} tries was unique with every number shown")
    shown = {hint.key: hint for hint in RULES.state(RuleBook(guarded=False), full).hints(full)}

    def build(keys: Collection[Hashable]) -> Magnets:
        puzzle = shape
        for key in sorted(keys):  # type: ignore[type-var]  # hint keys sort (RuleBook.hint)
            puzzle = RULES.with_hint(puzzle, shown[key])
        return puzzle

    kept = oracle.hints_to_show(list(shown), build, solution, rng, options)
    return Draft(build(kept), solution, {"hints": len(kept)})


GENERATOR = Generator(HINT_OPTIONS, draft, blank)
