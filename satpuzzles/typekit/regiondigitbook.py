"""Region-digit boards (typekit.regiondigits) in a rule book, and their generator.

`region_digit_rules(apart)` states what every such type shares: one-hot cells holding a digit up to the size
of their region, each region of n cells holding 1..n once each (digitbook.numbered_region), each given a
hint; the type's `apart(book, puzzle, cells)` adds the rule that keeps equal digits apart, in rules of
pairs of cells that may not both hold a digit (`forbid_equal`). The formula
depends on the region map only (the givens are assumptions), so one compiled shape serves every puzzle on
the same map, and generation asks about givens by assumptions.

`region_digit_generator` draws random region maps (regions of 1..max_region cells grown at random, and
where the type asks, each region below min_region cells joined to a neighbour: a rule that keeps equal
digits from touching leaves almost no random map of small regions a filling), a
random filling of one from the solver, every digit shown, then givens hidden while the puzzle stays unique
(bookdraft.book_draft); a map no filling obeys is dropped for a fresh one.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import replace
from functools import partial
from random import Random
from typing import TYPE_CHECKING, TypeVar

from satpuzzles.errors import GaveUp, PuzzleError
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookdraft import book_draft
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.digitbook import (
    digit_cells,
    givens_stated,
    grid_rows,
    numbered_region,
    put_given,
    solution_grid,
)
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.regiondigits import RegionDigits, Solution, region_name
from satpuzzles.typekit.regionmaker import grown_regions, merged_small
from satpuzzles.typekit.rulebook import Cells, RuleBook
from satpuzzles.typekit.spec import Generator

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

R = TypeVar("R", bound=RegionDigits)
MAPS = 20  # region maps tried per generation attempt


def shape(p: RegionDigits) -> Hashable:
    return (p.type_name, p.rows, p.columns, p.regions)


def region_digit_rules(apart: Callable[[RuleBook, R, Cells], None]) -> Rules[R, Solution]:
    """The rule book of a region-digit type whose own rule `apart` states (see the module's docstring)."""

    def state(book: RuleBook, p: R) -> Stated[R]:
        size = p.region_size()
        # a cell holds a digit up to its region's size: the region rule says so, and the cells need no more
        cells = digit_cells(book, p.rows, p.columns, range(1, p.largest() + 1), lambda cell: range(1, size[cell] + 1))
        for group in p.region_cells().values():
            numbered_region(book, cells, f"{region_name(group)} holds 1 to {len(group)} once each", group)
        apart(book, p, cells)
        return givens_stated(book, cells, lambda q: q.givens)

    return Rules(
        state=state,
        solution=solution_grid,
        grid=grid_rows,
        clues_of=lambda blank, solution: replace(blank, givens=tuple(tuple(row) for row in solution)),
        with_hint=lambda p, hint: replace(p, givens=put_given(p.givens, hint, True)),
        without=lambda p, hint: replace(p, givens=put_given(p.givens, hint, False)),
    )


def forbid_equal(
    book: RuleBook,
    p: RegionDigits,
    cells: Cells,
    rule: tuple[str, str, Sequence[Cell]],
    pairs: Iterable[tuple[Cell, Cell, int]],
) -> None:
    """The rule (label, kind, cells) that no (a, b, d) of `pairs` has both cells holding d: a binary clause
    each. A pair inside one region is left out (the region rule holds each digit once), and so is a digit
    beyond either cell's region; a rule left with no clause is not stated."""
    size = p.region_size()
    clauses = [
        [-cells.literal(a, d), -cells.literal(b, d)]
        for a, b, d in pairs
        if p.regions[a[0]][a[1]] != p.regions[b[0]][b[1]] and d <= min(size[a], size[b])
    ]
    if clauses:
        label, kind, group = rule
        with book.rule(label, kind=kind, cells=group) as f:
            f.extend(clauses)


def region_digit_generator(kind: type[R], rules: Rules[R, Solution], max_region: int, min_region: int = 1) -> Generator:
    """Square puzzles of `kind` on random maps of regions of up to max_region cells, those below min_region
    joined to a neighbour where the two fit (see the module's docstring)."""

    def empty(n: int, regions: tuple[tuple[int, ...], ...]) -> R:
        return kind(n, n, regions, ((None,) * n,) * n)

    def blank(options: Options) -> R:
        """Each row cut into strips of max_region cells: a blank board for the console and the formula size
        `generate` checks up front (each attempt draws a map of its own)."""
        n = options.size
        return empty(n, tuple(tuple(r * n + c // max_region for c in range(n)) for r in range(n)))

    def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
        for _ in range(MAPS):
            regions = grown_regions(options.size, options.size, rng, max_region)
            if min_region > 1:
                regions = merged_small(regions, rng, min_region, max_region)
            board = empty(options.size, regions)
            try:
                return book_draft(rules, partial(_drawn, board), options, rng, oracle)
            except PuzzleError:  # no filling obeys this map
                oracle.release(board)
        raise GaveUp(f"none of {MAPS} random region maps had a filling")

    return Generator(HINT_OPTIONS, draft, blank)


def _drawn(board: R, options: Options) -> R:
    return board
