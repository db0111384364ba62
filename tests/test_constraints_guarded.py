"""Each constraint stated inside Formula.guarded(selector): exact while the selector holds, vacuous without it.

The rule-book layer switches rules this way for explain and steps, which works only if every clause a
constraint writes (auxiliary definitions and cardinality included) goes through the formula's clause list.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest
from constraint_oracle import admitted, allowed_booleans, allowed_digits, digit_cells, primary_of

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints.cages import cage
from satpuzzles.typekit.constraints.lines import consecutive_set, increasing
from satpuzzles.typekit.constraints.matchings import domino_tiling, fleet, pair_up
from satpuzzles.typekit.constraints.runs import line_runs
from satpuzzles.typekit.constraints.sightlines import all_lit, lights_apart, sight_segments, visible_count
from satpuzzles.typekit.constraints.sums import distinct_sum, weighted_sum

DigitRule = Callable[[Formula, list[list[int]]], object]
BooleanRule = Callable[[Formula, list[int]], object]

DIGIT_RULES: dict[str, DigitRule] = {
    "distinct_sum sets": lambda f, cells: distinct_sum(f, cells, 7, "sets"),
    "distinct_sum adder": lambda f, cells: distinct_sum(f, cells, 7, "adder"),
    "cage x": lambda f, cells: cage(f, cells, "x", 12),
    "consecutive_set": consecutive_set,
    "increasing": increasing,
}
BOOLEAN_RULES: dict[str, BooleanRule] = {
    "weighted_sum": lambda f, lits: weighted_sum(f, lits, [1, 2, 3, 4, 5, 6], 7),
    "line_runs starts": lambda f, lits: line_runs(f, lits, [2, 1], "starts"),
    "line_runs automaton": lambda f, lits: line_runs(f, lits, [2, 1], "automaton"),
    "visible_count": lambda f, lits: visible_count(f, [lits[:3], lits[3:]], (0, 1), 3),
    "fleet": lambda f, lits: fleet(f, [lits[:3], lits[3:]], [2, 1]),
    "lights": lambda f, lits: _lights(f, [lits[:3], lits[3:]]),
    "pair_up": lambda f, lits: pair_up(
        f, dict(enumerate(lits[:3])), dict(enumerate(lits[3:])), [(0, 0), (1, 0), (1, 1), (2, 2)]
    ),
    "domino_tiling": lambda f, lits: _dominoes_agree(f, lits),
}


def _lights(f: Formula, lights: list[list[int]]) -> None:
    segments = sight_segments([[True, True, True], [True, False, True]])
    lights_apart(f, lights, segments)
    all_lit(f, lights, segments)


def _dominoes_agree(f: Formula, lits: list[int]) -> None:
    """A 2x3 tiling whose domino literals are tied to the six primary literals (each to one domino)."""
    dominoes = list(domino_tiling(f, 2, 3).values())
    f.extend([-lit, domino] for lit, domino in zip(lits, dominoes, strict=False))
    f.extend([lit, -domino] for lit, domino in zip(lits, dominoes, strict=False))


def check(
    plain: Formula, guarded: Formula, selector: int, primary: Sequence[int], everything: set[frozenset[int]]
) -> None:
    exact = admitted(plain, primary)
    assert exact and exact != everything
    assert admitted(guarded, primary, [selector]) == exact
    assert admitted(guarded, primary, [-selector]) == everything


@pytest.mark.parametrize("name", DIGIT_RULES)
def test_a_guarded_digit_constraint_holds_only_under_its_selector(name: str) -> None:
    built = []
    for guard in (False, True):
        f = Formula()
        cells = digit_cells(f, 3, range(1, 5))
        selector = f.new_var("rule")
        if guard:
            with f.guarded(selector):
                DIGIT_RULES[name](f, cells)
        else:
            DIGIT_RULES[name](f, cells)
        built.append((f, cells, selector))
    (plain, cells, selector), (guarded, _, _) = built
    check(plain, guarded, selector, primary_of(cells), allowed_digits(cells, lambda values: True))


@pytest.mark.parametrize("name", BOOLEAN_RULES)
def test_a_guarded_boolean_constraint_holds_only_under_its_selector(name: str) -> None:
    built = []
    for guard in (False, True):
        f = Formula()
        lits = [f.new_var("cell") for _ in range(6)]
        selector = f.new_var("rule")
        if guard:
            with f.guarded(selector):
                BOOLEAN_RULES[name](f, lits)
        else:
            BOOLEAN_RULES[name](f, lits)
        built.append((f, lits, selector))
    (plain, lits, selector), (guarded, _, _) = built
    check(plain, guarded, selector, lits, allowed_booleans(lits, lambda values: True))
