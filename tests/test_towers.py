"""The Towers technique solver (skyscrapers/techniques.py, typekit/latinsolve.py) against oracles.

Soundness: every deduction holds in every solution (brute force over all 4x4 Latin squares; the SAT
solver's unique solution on Tatham's puzzles). Tiers: on four of Tatham's graded puzzles (one per grade,
copied from his generator's output) the techniques finish with exactly his grade's tier and are stuck
one tier below.
"""

from __future__ import annotations

from itertools import permutations
from random import Random
from typing import Any

import pytest

from satpuzzles import solve
from satpuzzles.puzzles.skyscrapers.linerules import _lower_bounds_quick, finishes_within
from satpuzzles.puzzles.skyscrapers.model import Skyscrapers
from satpuzzles.puzzles.skyscrapers.tatham import read
from satpuzzles.puzzles.skyscrapers.techniques import (
    Clue,
    _lower_bounds,
    clues_of,
    facing_clues,
    facing_meetings,
    level_of,
    shows_clues,
    solve_by_techniques,
    solve_clues,
    towers_tiers,
)
from satpuzzles.solving import Status
from satpuzzles.typekit import latinclose
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.latin import LatinSquare, random_latin_square
from satpuzzles.typekit.latinrun import first_refutation
from satpuzzles.typekit.latinsolve import (
    EXTREME,
    TIER_NAMES,
    UNREASONABLE,
    Contradiction,
    Deduction,
    LatinState,
    cell_name,
    confined_sets,
    forcing_chain,
)
from satpuzzles.typekit.visibility import seen_clues

# (game ID, Tatham's grade): his generator's puzzles, one per grade
TATHAM = [
    ("5:2/2/1/3/2/2/2/3/1/4/3/5/1/2/2/3/1/2/3/2", "Easy"),
    ("6:///3///3//2//1/3//1///4/4/2/2/3///,h2za", "Hard"),
    ("6://2/4///4/1/2////3///3/2//1/5//4//3,k2b1u", "Extreme"),
    ("6:/3/5//3//4//////3///3///1/4///3/3,k3j3m", "Unreasonable"),
]


@pytest.mark.parametrize(("game_id", "grade"), TATHAM)
def test_tatham_grades_and_sound_deductions(game_id: str, grade: str) -> None:
    puzzle = read(game_id)
    result = solve(puzzle)
    assert result.status is Status.UNIQUE
    solution = [v for row in result.solution for v in row]
    path = solve_by_techniques(puzzle)
    assert path is not None and path.solved
    assert TIER_NAMES[path.hardest] == grade
    for step in path.deductions:
        assert all(solution[cell] == value for cell, value in step.placed), step
        assert all(solution[cell] != value for cell, value in step.excluded), step
        assert step.uses, step
    tier = TIER_NAMES.index(grade)
    if tier:
        below = solve_by_techniques(puzzle, max_tier=tier - 1)
        assert below is not None and not below.solved and not below.contradiction
    assert level_of(path) == ("easy", "medium", "hard", "extreme")[tier]


def _latin_squares_4() -> list[tuple[tuple[int, ...], ...]]:
    rows = list(permutations(range(1, 5)))
    squares = []
    for a in rows:
        for b in rows:
            if any(x == y for x, y in zip(a, b, strict=True)):
                continue
            for c in rows:
                if any(x in (y, z) for x, y, z in zip(c, a, b, strict=True)):
                    continue
                d = tuple(10 - x - y - z for x, y, z in zip(a, b, c, strict=True))
                squares.append((a, b, c, d))
    return squares


def test_every_deduction_holds_in_every_solution_of_small_puzzles() -> None:
    squares = _latin_squares_4()
    assert len(squares) == 576
    shown = [seen_clues(s) for s in squares]
    rng = Random(31)
    checked = 0
    for _ in range(24):
        grid = random_latin_square(4, rng)
        seen = seen_clues(grid)
        kept = {side: tuple(v if rng.random() < 0.6 else 0 for v in seen[side]) for side in SIDES}
        puzzle = Skyscrapers(4, **kept)
        solutions = [s for s, seen in zip(squares, shown, strict=True) if _shows(seen, kept)]
        path = solve_by_techniques(puzzle)
        assert path is not None
        assert not path.contradiction
        cells = [[v for row in s for v in row] for s in solutions]
        for step in path.deductions:
            for cell, value in step.excluded:
                assert all(s[cell] != value for s in cells), step
            for cell, value in step.placed:
                assert all(s[cell] == value for s in cells), step
            checked += 1
        assert path.solved == (len(solutions) == 1)
    assert checked > 60


def _shows(seen: dict[str, list[int]], clues: dict[str, tuple[int, ...]]) -> bool:
    return all(v == 0 or seen[side][i] == v for side in SIDES for i, v in enumerate(clues[side]))


def test_confined_sets_finds_a_pair_and_refuses_an_overfull_set() -> None:
    # cells 0 and 1 hold only values 0 and 1, so values 2 and 3 fill cells 2 and 3
    found = confined_sets([0b0011, 0b0011, 0b1111, 0b1110], 4)
    assert found is not None
    inside, chosen, struck = found
    assert inside == [2, 3] and chosen == [2, 3]  # values 2 and 3 (bits) have only cells 2 and 3
    assert sorted(struck) == [(2, 0), (2, 1), (3, 1)]
    with pytest.raises(Contradiction):
        confined_sets([0b0001, 0b0001, 0b1110, 0b1110], 4)


def test_forcing_chain_names_its_cells() -> None:
    state = LatinState.empty(4)
    pair = lambda a, b: (1 << a) | (1 << b)  # noqa: E731
    state.masks[0] = pair(1, 2)  # r1c1 1/2
    state.masks[1] = pair(2, 3)  # r1c2 2/3
    state.masks[5] = pair(3, 1)  # r2c2 3/1: r1c1 not 1 -> r1c1 2 -> r1c2 3 -> r2c2 1
    found = forcing_chain(state)
    assert found is not None and found.tier == EXTREME
    assert found.excluded == ((4, 1),)  # r2c1 is in line with both ends: not 1
    assert found.uses[:4] == ("r2c2", "r1c2", "r1c1", "r2c1")
    assert set(found.uses[4:]) == {"column 2", "row 1", "row 2", "column 1"}  # the lines linking the chain, its ends


def random_clues(
    n: int, rng: Random, clue_share: float, given_share: float, grid: LatinSquare | None = None
) -> tuple[list[Clue], dict[int, int]]:
    """The clues (each kept at `clue_share`) and givens (at `given_share`) of a random Latin square (or `grid`)."""
    grid = grid or random_latin_square(n, rng)
    seen = seen_clues(grid)
    kept = {side: tuple(v if rng.random() < clue_share else 0 for v in seen[side]) for side in SIDES}
    givens = {r * n + c: grid[r][c] for r in range(n) for c in range(n) if rng.random() < given_share}
    return clues_of(Skyscrapers(n, **kept)), givens


def test_each_deduction_is_the_one_a_state_without_remembered_quiet_lines_finds() -> None:
    """The solver skips lines unchanged since they last gave nothing (latinsolve's change counts); from every
    position of a path, a fresh state (nothing remembered) must find the same next deduction, trials included."""
    rng = Random(5)
    tiers_seen = set()
    for n in (4, 5, 5, 6, 6):
        for _ in range(3):
            clues, givens = random_clues(n, rng, 0.5, 0.1)
            path = solve_clues(n, clues, givens, UNREASONABLE)
            quick = solve_clues(n, clues, givens, UNREASONABLE, record=False)
            assert (quick.solved, quick.hardest, quick.per_tier) == (path.solved, path.hardest, path.per_tier)
            state = LatinState.empty(n)
            for cell, value in givens.items():
                state.place(cell, value)
            steps = path.deductions
            if steps and steps[0].technique.startswith("facing clues"):
                facing_clues(state, facing_meetings(clues, n))
                steps = steps[1:]
            for step in steps:
                assert _first_deduction(LatinState(n, list(state.masks), list(state.grid)), clues) == step
                for cell, value in step.placed:
                    state.place(cell, value)
                for cell, value in step.excluded:
                    state.exclude(cell, value)
                tiers_seen.add(step.tier)
    assert tiers_seen == {0, 1, 2, 3}


def _first_deduction(state: LatinState, clues: list[Clue]) -> Deduction:
    """The solver's next deduction from this state, as run_techniques picks it: the first technique of the easiest
    tier that has one, else the first refutation's trial."""
    tiers = towers_tiers(clues)
    for technique in (technique for tier in tiers for technique in tier):
        found = technique(state)
        if found is not None:
            return found
    refuted = first_refutation(state, tiers, lambda s: shows_clues(s, clues), record=False)
    assert refuted is not None
    text = f"trial: {cell_name(refuted.cell, state.n)} = {refuted.value} leads to a contradiction"
    return Deduction(text, UNREASONABLE, (cell_name(refuted.cell, state.n),), (), ((refuted.cell, refuted.value),))


def test_the_closure_finishes_exactly_where_the_techniques_finish_in_order() -> None:
    """A generator asks the techniques' closure (linerules.finishes_within over typekit/latinclose.py) whether they
    finish, with `until` whether they still do once a given is hidden, and with the square whether trials may
    skip its values; on random clue and given sets at every tier it must answer as the run in Tatham's order does."""
    rng = Random(8)
    answers = set()
    for n in (4, 5, 5, 6):
        for _ in range(8):
            square = random_latin_square(n, rng)
            clues, givens = random_clues(n, rng, 0.6, 0.15, square)
            values = [v for row in square for v in row]
            for tier in range(UNREASONABLE + 1):
                exact = solve_clues(n, clues, givens, tier, record=False)
                assert finishes_within(n, clues, givens, tier) == exact.solved
                assert finishes_within(n, clues, givens, tier, solution=values) == exact.solved
                answers.add((tier, exact.solved))
                if not exact.solved:
                    continue
                for cell in list(givens)[:3]:  # a given whose showing finishes: hidden, the run stops once it is placed
                    fewer = {i: v for i, v in givens.items() if i != cell}
                    exact = solve_clues(n, clues, fewer, tier, record=False)
                    assert finishes_within(n, clues, fewer, tier, until=cell, solution=values) == exact.solved
                    answers.add((tier, exact.solved, "hidden"))
    assert {(0, False), (0, True), (3, False), (3, True), (0, True, "hidden"), (0, False, "hidden")} <= answers


def test_a_trial_that_reaches_another_solution_ends_the_question_with_no(monkeypatch: pytest.MonkeyPatch) -> None:
    """Given the square, a trial of another value that the techniques carry to a full valid grid has found a second
    solution: the closure answers no at once (latinclose._OtherSolution), as the run in Tatham's order does."""
    raised = []
    refuted = latinclose._Closure._refuted

    def watched(self: Any, cell: int, bit: int) -> bool:
        try:
            return refuted(self, cell, bit)
        except latinclose._OtherSolution:
            raised.append(cell)
            raise

    monkeypatch.setattr(latinclose._Closure, "_refuted", watched)
    rng = Random(4)
    for n in (4, 5, 5):
        for _ in range(6):
            square = random_latin_square(n, rng)
            clues, givens = random_clues(n, rng, 0.3, 0.1, square)
            values = [v for row in square for v in row]
            exact = solve_clues(n, clues, givens, UNREASONABLE, record=False)
            assert finishes_within(n, clues, givens, UNREASONABLE, solution=values) == exact.solved
    assert raised


def test_the_closures_lower_bounds_strike_what_the_solvers_strike() -> None:
    """linerules' lower bounds (without the positions read) against techniques._lower_bounds on random lines."""
    rng = Random(3)
    for _ in range(3000):
        n = rng.randint(3, 9)
        heights = rng.sample(range(1, n + 1), n)
        where = {h: i for i, h in enumerate(heights) if rng.random() < 0.4}
        masks = [rng.randrange(1 << (n + 1)) & ~1 for _ in range(n)]
        clue = rng.randint(1, n)
        ours, theirs = list(masks), list(masks)
        _lower_bounds_quick(ours, where, clue, n)
        _lower_bounds(theirs, where, clue, n)
        assert ours == theirs
