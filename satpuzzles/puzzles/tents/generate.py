"""Tents' generator: a random layout of tree-tent pairs (the trees are the puzzle's shape, so the solver
cannot draw them), every row's and column's number, then numbers hidden while the puzzle stays unique."""

from __future__ import annotations

from collections.abc import Collection, Hashable
from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import GaveUp, checkpoint
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.generating import GeneratorOption
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.spec import Generator

from .encode import RULES
from .model import EMPTY, TENT, TREE, Solution, Tents

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

TREE_SHARE = 0.2  # trees per cell when --trees is not given, about janko.at's share
LAYOUTS = 50  # random layouts tried per attempt for one whose numbers make it unique
OPTIONS = (GeneratorOption("trees", int, "Trees in the grid (default: a fifth of the cells).", 1),)


def blank(options: Options) -> Tents:
    """The requested grid without trees or numbers (its formula bounds the real one's size from below)."""
    return blank_of(options.size)


def layout(n: int, wanted: int, rng: Random) -> tuple[Tents, Solution]:
    """Tree-tent pairs placed at random: each tent on a free cell touching no tent, its tree beside it."""
    shape = blank_of(n)
    tents: set[Cell] = set()
    trees: set[Cell] = set()
    cells = [(r, c) for r in range(n) for c in range(n)]
    rng.shuffle(cells)
    for index, cell in enumerate(cells):
        if len(trees) >= wanted:
            break
        if index % n == 0:
            checkpoint()  # a row's worth of cells at a time: a large grid's layout takes seconds
        if cell in trees or cell in tents or any(other in tents for other in shape.around(cell)):
            continue
        spots = [spot for spot in shape.beside(cell) if spot not in trees and spot not in tents]
        if spots:
            tents.add(cell)
            trees.add(rng.choice(spots))
    grid = tuple("".join(TREE if (r, c) in trees else EMPTY for c in range(n)) for r in range(n))
    solution = tuple(
        "".join(TREE if (r, c) in trees else TENT if (r, c) in tents else EMPTY for c in range(n)) for r in range(n)
    )
    return Tents(n, n, grid, (None,) * n, (None,) * n), solution


def blank_of(n: int) -> Tents:
    return Tents(n, n, (EMPTY * n,) * n, (None,) * n, (None,) * n)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    n = options.size
    wanted = options.value("trees", max(1, round(TREE_SHARE * n * n)))
    for _ in range(LAYOUTS):
        shape, solution = layout(n, wanted, rng)
        full = RULES.clues_of(shape, solution)
        if oracle.other_solution(full, solution) is None:
            break
        oracle.release(full)
    else:
        raise GaveUp(f"no layout of {wanted} trees in {LAYOUTS} tries was unique with every number shown")
    hints = RULES.state(RuleBook(guarded=False), full).hints(full)
    shown = {hint.key: hint for hint in hints if "grid" not in hint.json}  # the trees stay: the layout is the puzzle

    def build(keys: Collection[Hashable]) -> Tents:
        puzzle = shape
        for key in sorted(keys):  # type: ignore[type-var]  # hint keys sort (RuleBook.hint)
            puzzle = RULES.with_hint(puzzle, shown[key])
        return puzzle

    kept = oracle.hints_to_show(list(shown), build, solution, rng, options)
    return Draft(build(kept), solution, {"trees": len(shape.trees()), "hints": len(kept)})


GENERATOR = Generator((*OPTIONS, *HINT_OPTIONS), draft, blank)
