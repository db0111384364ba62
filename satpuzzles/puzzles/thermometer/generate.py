"""Thermometer's generator: a random layout of thermometers (bent paths of up to MAX_LENGTH cells), each
filled to a random level, every row's and column's number, then numbers hidden while the puzzle
stays unique."""

from __future__ import annotations

from collections.abc import Collection, Hashable
from random import Random
from typing import TYPE_CHECKING

from satpuzzles.typekit import GaveUp
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.generating import GeneratorOption
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.spec import Generator

from .encode import RULES, beside
from .model import EMPTY, FILLED, Solution, Thermometer

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle

MAX_LENGTH = 5
LAYOUTS = 50  # random layouts tried per attempt for one whose numbers make it unique
OPTIONS = (GeneratorOption("max_length", int, f"The longest thermometer (default {MAX_LENGTH}).", 1),)


def blank(options: Options) -> Thermometer:
    n = options.size
    return Thermometer(n, n, (), (None,) * n, (None,) * n)


def layout(n: int, longest: int, rng: Random) -> Thermometer:
    """Thermometers grown from random bulbs along random free neighbours until every cell is on one."""
    order = [(r, c) for r in range(n) for c in range(n)]  # reading order, then shuffled
    free = set(order)
    thermometers: list[tuple[Cell, ...]] = []
    rng.shuffle(order)
    for start in order:
        if start not in free:
            continue
        path = [start]
        free.discard(start)
        wanted = rng.randint(2, max(2, longest))
        while len(path) < wanted:
            steps = [cell for cell in beside(path[-1], n, n) if cell in free]
            if not steps:
                break
            path.append(rng.choice(steps))
            free.discard(path[-1])
        thermometers.append(tuple(path))
    return Thermometer(n, n, tuple(thermometers), (None,) * n, (None,) * n)


def filling(p: Thermometer, rng: Random) -> Solution:
    """Each thermometer filled to a random level, from empty to full."""
    filled = {cell for t in p.thermometers for cell in t[: rng.randint(0, len(t))]}
    return tuple("".join(FILLED if (r, c) in filled else EMPTY for c in range(p.columns)) for r in range(p.rows))


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    n = options.size
    for _ in range(LAYOUTS):
        shape = layout(n, options.value("max_length", MAX_LENGTH), rng)
        solution = filling(shape, rng)
        full = RULES.clues_of(shape, solution)
        if oracle.other_solution(full, solution) is None:
            break
    else:
        raise GaveUp(f"no layout in {LAYOUTS} tries was unique with every number shown")
    hints = RULES.state(RuleBook(guarded=False), full).hints(full)
    shown = {hint.key: hint for hint in hints if "thermometers" not in hint.json}  # the layout is the puzzle

    def build(keys: Collection[Hashable]) -> Thermometer:
        puzzle = shape
        for key in sorted(keys):  # type: ignore[type-var]  # hint keys sort (RuleBook.hint)
            puzzle = RULES.with_hint(puzzle, shown[key])
        return puzzle

    kept = oracle.hints_to_show(list(shown), build, solution, rng, options)
    return Draft(build(kept), solution, {"thermometers": len(shape.thermometers), "hints": len(kept)})


GENERATOR = Generator((*OPTIONS, *HINT_OPTIONS), draft, blank)
