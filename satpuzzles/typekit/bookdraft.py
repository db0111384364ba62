"""The generic generator: a random solution from the solver, every clue it shows, then hints hidden while unique.

The same recipe as the built-in generators (satpuzzles/generate/hints.py): the solution is drawn by the
solver on the blank shape, the type's `clues_of` shows every clue it holds (that puzzle has only this
solution, or the type's clues cannot say it), and the oracle hides hints in random order while the
puzzle stays unique, proving the result unique once more.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from random import Random
from typing import TYPE_CHECKING

from satpuzzles.errors import GaveUp
from satpuzzles.typekit.bookrules import P, Rules, S
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.generating import GeneratorOption
from satpuzzles.typekit.hints import HINT_OPTIONS
from satpuzzles.typekit.rulebook import RuleBook
from satpuzzles.typekit.spec import Generator

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Options, Oracle


SOLUTIONS = 20  # random solutions drawn per attempt for one that every clue it shows pins down


def book_draft(
    rules: Rules[P, S],
    blank: Callable[[Options], P],
    options: Options,
    rng: Random,
    oracle: Oracle,
    always: Callable[[Switch], bool] = lambda hint: False,
    drawn: bool = False,
) -> Draft:
    """One attempt: a unique puzzle of the requested shape whose hints a setter could not thin out further;
    the hints `always` picks stay shown (a type whose puzzles show every number beside the grid). A shape
    `drawn` at random for the attempt (a room layout) may have no solution: the attempt then gives up."""
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    shape = blank(options)
    for _ in range(SOLUTIONS):  # where a solution's clues need not pin it (Kakurasu's sums), draw again
        solution = oracle.drawn_solution(shape, rng) if drawn else oracle.random_solution(shape, rng)
        if solution is None:
            raise GaveUp("the layout drawn has no solution")
        full = rules.clues_of(shape, solution)
        if oracle.other_solution(full, solution) is None:
            break
    else:
        raise GaveUp(f"none of {SOLUTIONS} random solutions was the only one of the puzzle showing every clue")
    hints = rules.state(RuleBook(guarded=False, lazy=True), full).hints(full)
    base = shape
    for hint in hints:
        if always(hint):
            base = rules.with_hint(base, hint)
    shown = {hint.key: hint for hint in hints if not always(hint)}

    def build(keys: Collection[Hashable]) -> P:
        puzzle = base
        for key in sorted(keys):  # type: ignore[type-var]  # hint keys sort (RuleBook.hint)
            puzzle = rules.with_hint(puzzle, shown[key])
        return puzzle

    kept = oracle.hints_to_show(list(shown), build, solution, rng, options)
    return Draft(build(kept), solution, {"hints": len(kept)})


def book_generator(
    rules: Rules[P, S],
    blank: Callable[[Options], P],
    options: Sequence[GeneratorOption] = (),
    always: Callable[[Switch], bool] = lambda hint: False,
) -> Generator:
    """The `generator` part of a type's spec: `blank(options)` is the requested shape without clues, and
    `options` the type's own generation options (the hint options, --clue-probability and --minimal, come too);
    the hints `always` picks are never hidden."""

    def draft(request: Options, rng: Random, oracle: Oracle) -> Draft:
        return book_draft(rules, blank, request, rng, oracle, always)

    return Generator((*options, *HINT_OPTIONS), draft, blank)  # type: ignore[arg-type]  # P is a Puzzle
