"""Generating a type whose clues are its shape (LITS's regions, Simple Loop's blocked cells, Numberlink's
endpoints): no clue can be hidden without changing the puzzle's formula, so the kernel's hint-hiding recipe
(bookdraft) does not apply.

The recipe here: draw a random solution and the puzzle it shows; while the solver finds another solution,
change the puzzle where that one differs so that the drawn solution still solves it and the other does not
(the type's `repair`; where the shape fixes the solution, as a loop through every open cell does, the repair
changes the solution too and says so by yielding a `Drawn`); when a puzzle cannot be repaired, draw again.
Every returned puzzle is the solver's word: its last uniqueness question found no other solution.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from satpuzzles.deadline import checkpoint
from satpuzzles.errors import GaveUp

if TYPE_CHECKING:  # the generation layer sits above the puzzle types
    from satpuzzles.typekit.generating import Draft, Oracle

P = TypeVar("P")  # the puzzle model
S = TypeVar("S")  # a solution
H = TypeVar("H")  # a hint

DRAWS = 30  # random solutions drawn per attempt before giving up
STEPS = 60  # repairs of one drawn puzzle before drawing again


@dataclass(frozen=True)
class Drawn(Generic[P, S]):
    """A random solution and the puzzle that shows it (which may have other solutions)."""

    puzzle: P
    solution: S


Draw = Callable[[Random, "Oracle"], "Drawn[P, S] | None"]  # None: this draw made nothing (draw again)
# (puzzle, solution, other, rng) -> changed puzzles, the most wanted first, each solved by `solution` and not `other`;
# or changed puzzles with a changed solution of theirs (a Drawn), which `other` does not solve either
Repairs = Callable[[P, S, S, Random], Iterable["P | Drawn[P, S]"]]
Breaks = Callable[[P, S], bool]  # whether a solution breaks a puzzle's rules (the type's rule checker)


def repaired_draft(
    draw: Draw[P, S],
    repairs: Repairs[P, S],
    breaks: Breaks[P, S],
    rng: Random,
    oracle: Oracle,
    *,
    draws: int = DRAWS,
    steps: int = STEPS,
    what: str = "puzzle",
) -> Draft:
    """One attempt: a puzzle whose drawn solution the solver proves to be its only one.

    Each step takes the first of `repairs(puzzle, solution, other, rng)` that every other solution found so
    far for this draw still breaks (so no step undoes an earlier one's reason, and the steps cannot go round
    in a circle); a draw none of whose repairs qualifies, or that takes over `steps`, is dropped.
    """
    from satpuzzles.typekit.generating import Draft  # the generation layer, loaded only when generating

    for drawn_count in range(1, draws + 1):
        checkpoint()
        drawn = draw(rng, oracle)
        if drawn is None:
            continue
        puzzle: Any = drawn.puzzle
        solution = drawn.solution
        others: list[S] = []
        for step in range(steps + 1):
            checkpoint()
            other = oracle.other_solution(puzzle, solution)
            if other is None:
                return Draft(puzzle, solution, {"draws": drawn_count, "repairs": step})
            oracle.release(puzzle)
            others.append(other)
            repaired = next(
                (
                    found
                    for found in (
                        r if isinstance(r, Drawn) else Drawn(r, solution) for r in repairs(puzzle, solution, other, rng)
                    )
                    if all(breaks(found.puzzle, o) for o in others)
                ),
                None,
            )
            if repaired is None:
                break
            puzzle, solution = repaired.puzzle, repaired.solution
    raise GaveUp(f"none of {draws} random solutions made a unique {what}")


def hidden_while_unique(
    puzzle: P, solution: S, hints: Iterable[H], without: Callable[[P, H], P], rng: Random, oracle: Oracle
) -> tuple[P, int]:
    """`puzzle` with `hints` taken away in random order while the solver finds no other solution, asked of
    each smaller puzzle as a whole (where the hints are the shape, no assumption can hide one). Returns the
    puzzle, whose `solution` the last "unique" answer is about, and how many hints were hidden; GaveUp when
    `puzzle` itself has another solution."""
    if oracle.other_solution(puzzle, solution) is not None:
        raise GaveUp("the puzzle showing every hint has another solution")
    order = list(hints)
    rng.shuffle(order)
    hidden = 0
    for hint in order:
        checkpoint()
        smaller = without(puzzle, hint)
        if oracle.other_solution(smaller, solution) is None:
            puzzle, hidden = smaller, hidden + 1
        oracle.release(smaller)
    return puzzle, hidden
