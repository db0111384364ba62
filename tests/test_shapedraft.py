"""The kernel's repair recipe for types whose clues are their shape (typekit/shapedraft.py), on a toy type:
a puzzle is a set of allowed numbers, a solution one of them; a repair takes one other number away."""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

import pytest

from satpuzzles.errors import GaveUp
from satpuzzles.typekit.shapedraft import Drawn, hidden_while_unique, repaired_draft


class ToyOracle:
    """Answers "another solution?" by looking: a puzzle's solutions are its numbers."""

    def __init__(self) -> None:
        self.asked: list[frozenset[int]] = []

    def other_solution(self, puzzle: frozenset[int], solution: int) -> int | None:
        self.asked.append(puzzle)
        return min((n for n in puzzle if n != solution), default=None)

    def release(self, puzzle: object) -> None:
        pass


def breaks(puzzle: frozenset[int], solution: int) -> bool:
    return solution not in puzzle


def test_repairs_run_until_the_solver_finds_no_other_solution() -> None:
    oracle = ToyOracle()

    def repairs(puzzle: frozenset[int], solution: int, other: int, rng: Random) -> Iterator[frozenset[int]]:
        yield puzzle - {other}

    draft = repaired_draft(lambda rng, o: Drawn(frozenset({1, 2, 3, 4}), 3), repairs, breaks, Random(0), oracle)  # type: ignore[arg-type]
    assert draft.puzzle == frozenset({3}) and draft.solution == 3
    assert draft.details == {"draws": 1, "repairs": 3}
    assert oracle.asked[-1] == frozenset({3})  # the returned puzzle is the last one the solver was asked about


def test_a_repair_that_revives_an_earlier_other_solution_is_passed_over() -> None:
    def repairs(puzzle: frozenset[int], solution: int, other: int, rng: Random) -> Iterator[frozenset[int]]:
        yield (puzzle - {other}) | {1}  # brings 1 back: refused once 1 was found
        yield puzzle - {other}

    draft = repaired_draft(lambda rng, o: Drawn(frozenset({1, 2, 5}), 5), repairs, breaks, Random(0), ToyOracle())  # type: ignore[arg-type]
    assert draft.puzzle == frozenset({5})


def test_it_gives_up_when_no_draw_can_be_repaired() -> None:
    def repairs(puzzle: frozenset[int], solution: int, other: int, rng: Random) -> Iterator[frozenset[int]]:
        return iter(())

    def draw(rng: Random, oracle: object) -> Drawn[frozenset[int], int] | None:
        return None if rng.random() < 0.5 else Drawn(frozenset({1, 2}), 2)

    with pytest.raises(GaveUp, match="none of 5 random solutions made a unique toy"):
        repaired_draft(draw, repairs, breaks, Random(0), ToyOracle(), draws=5, what="toy")  # type: ignore[arg-type]


class ForbiddingOracle:
    """A puzzle is a set of forbidden numbers; its solutions are the numbers 0..3 it does not forbid."""

    def __init__(self) -> None:
        self.asked: list[frozenset[int]] = []

    def other_solution(self, puzzle: frozenset[int], solution: int) -> int | None:
        self.asked.append(puzzle)
        return min((n for n in range(4) if n not in puzzle and n != solution), default=None)

    def release(self, puzzle: object) -> None:
        pass


def test_hints_are_hidden_while_the_solver_finds_no_other_solution() -> None:
    oracle = ForbiddingOracle()
    full = frozenset({1, 2, 3, 7, 9})  # 7 and 9 forbid nothing the puzzle could hold: the only ones to hide

    puzzle, hidden = hidden_while_unique(full, 0, sorted(full), lambda p, h: p - {h}, Random(1), oracle)  # type: ignore[arg-type]
    assert puzzle == frozenset({1, 2, 3}) and hidden == 2
    assert oracle.asked[0] == full and len(oracle.asked) == 6  # the full puzzle proven first, then each hint once
    with pytest.raises(GaveUp, match="another solution"):
        hidden_while_unique(frozenset({1}), 0, [1], lambda p, h: p - {h}, Random(1), oracle)  # type: ignore[arg-type]


def test_a_repair_may_change_the_solution_too() -> None:
    """A repair yielding a Drawn replaces the drawn solution: later questions ask about the new one."""
    oracle = ToyOracle()

    def repairs(puzzle: frozenset[int], solution: int, other: int, rng: Random) -> Iterator[Drawn[frozenset[int], int]]:
        smaller = puzzle - {solution, other}
        yield Drawn(smaller, min(smaller))

    draft = repaired_draft(lambda rng, o: Drawn(frozenset({1, 2, 3, 4, 5}), 2), repairs, breaks, Random(0), oracle)  # type: ignore[arg-type]
    assert (draft.puzzle, draft.solution) == (frozenset({5}), 5)
    assert oracle.asked == [frozenset({1, 2, 3, 4, 5}), frozenset({3, 4, 5}), frozenset({5})]
