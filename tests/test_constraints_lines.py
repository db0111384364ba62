"""Consecutive runs, thermometers and increasing lines against brute-force oracles."""

from __future__ import annotations

import itertools

import pytest
from constraint_oracle import admitted, allowed_booleans, allowed_digits, digit_cells, primary_of

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints.lines import consecutive_set, increasing, thermometer_fill


@pytest.mark.parametrize("distinct", [True, False])  # False: no at-most-one per digit, implied by the sets
@pytest.mark.parametrize("count", [1, 2, 3, 4, 6])
def test_consecutive_set_admits_exactly_distinct_consecutive_digits(count: int, distinct: bool) -> None:
    f = Formula()
    cells = digit_cells(f, count, range(1, 6))
    consecutive_set(f, cells, distinct=distinct)
    expected = allowed_digits(cells, lambda vs: len(set(vs)) == len(vs) and max(vs) - min(vs) == len(vs) - 1)
    assert admitted(f, primary_of(cells)) == expected
    assert (count == 6) == (not expected)


def test_consecutive_set_with_gaps_in_the_candidates() -> None:
    f = Formula()
    cells = digit_cells(f, 2, [1, 2, 4, 5]) + digit_cells(f, 1, [3, 6])
    consecutive_set(f, cells)
    expected = allowed_digits(cells, lambda vs: len(set(vs)) == 3 and max(vs) - min(vs) == 2)
    assert expected and admitted(f, primary_of(cells)) == expected


@pytest.mark.parametrize("length", [1, 2, 5])
def test_thermometer_fill_admits_exactly_the_prefixes(length: int) -> None:
    f = Formula()
    lits = [f.new_var("x") for _ in range(length)]
    thermometer_fill(f, lits)
    expected = allowed_booleans(lits, lambda on: list(on) == sorted(on, reverse=True))
    assert len(expected) == length + 1
    assert admitted(f, lits) == expected


@pytest.mark.parametrize(("count", "values"), [(1, [1, 2]), (3, [1, 2, 3, 4, 5]), (4, [1, 2, 3, 5, 6]), (4, [1, 2, 3])])
def test_increasing_admits_exactly_the_strictly_increasing_lines(count: int, values: list[int]) -> None:
    f = Formula()
    cells = digit_cells(f, count, values)
    increasing(f, cells)
    expected = allowed_digits(cells, lambda vs: all(a < b for a, b in itertools.pairwise(vs)))
    assert admitted(f, primary_of(cells)) == expected
    assert (count > len(values)) == (not expected)
