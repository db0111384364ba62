"""Sums and cage operations against brute-force oracles on tiny cells."""

from __future__ import annotations

from math import prod

import pytest
from constraint_oracle import admitted, allowed_booleans, allowed_digits, digit_cells, primary_of

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints import cages
from satpuzzles.typekit.constraints.sums import SUM_ENCODINGS, distinct_sum, weighted_sum


@pytest.mark.parametrize("encoding", SUM_ENCODINGS)
@pytest.mark.parametrize(("count", "target"), [(1, 3), (2, 3), (2, 7), (3, 6), (3, 12), (3, 11), (3, 13), (4, 10)])
def test_distinct_sum_admits_exactly_the_distinct_tuples_of_the_sum(encoding: str, count: int, target: int) -> None:
    f = Formula()
    cells = digit_cells(f, count, range(1, 6))
    distinct_sum(f, cells, target, encoding)
    expected = allowed_digits(cells, lambda vs: len(set(vs)) == len(vs) and sum(vs) == target)
    assert admitted(f, primary_of(cells)) == expected
    assert (target == 13) == (not expected)  # the impossible sum is refused, the others are not empty


@pytest.mark.parametrize("encoding", SUM_ENCODINGS)
def test_distinct_sum_respects_gaps_in_the_candidates(encoding: str) -> None:
    f = Formula()
    cells = digit_cells(f, 2, [1, 3, 4], top=5) + digit_cells(f, 1, [2, 5])
    distinct_sum(f, cells, 9, encoding)
    expected = allowed_digits(cells, lambda vs: len(set(vs)) == 3 and sum(vs) == 9)
    assert expected and admitted(f, primary_of(cells)) == expected


@pytest.mark.parametrize("weights", [[1, 2, 3, 4], [2, 2, 0, 5], [3]])
def test_weighted_sum_admits_exactly_the_subsets_of_that_weight(weights: list[int]) -> None:
    for target in range(sum(weights) + 2):
        f = Formula()
        lits = [f.new_var("x") for _ in weights]
        weighted_sum(f, lits, weights, target)
        expected = allowed_booleans(
            lits, lambda on, target=target: sum(w for w, b in zip(weights, on, strict=True) if b) == target
        )
        assert admitted(f, lits) == expected


CAGES = [
    (1, "+", 3),
    (3, "+", 7),
    (3, "+", 16),
    (2, "-", 2),
    (2, "/", 2),
    (2, "/", 3),
    (3, "x", 12),
    (2, "x", 7),
    (1, "x", 4),
    (2, "?", 2),
    (3, "?", 6),
    (3, "?", 8),
]


@pytest.mark.parametrize(
    ("limit", "count", "op", "target"),
    [(cages.TUPLE_LIMIT, *case) for case in CAGES] + [(0, *case) for case in CAGES if case[1] in "+x?"],
)
def test_cage_admits_exactly_the_tuples_of_its_operation(
    monkeypatch: pytest.MonkeyPatch, limit: int, count: int, op: str, target: int
) -> None:
    """Both the tuple enumeration and (with the limit at 0) the running sum and product fallbacks; "?" is any
    operation the cell count allows."""
    monkeypatch.setattr(cages, "TUPLE_LIMIT", limit)
    f = Formula()
    cells = digit_cells(f, count, range(1, 5))
    cages.cage(f, cells, op, target)
    rules = {
        "+": lambda vs: sum(vs) == target,
        "x": lambda vs: prod(vs) == target,
        "-": lambda vs: abs(vs[0] - vs[1]) == target,
        "/": lambda vs: max(vs) == target * min(vs),
    }
    rules["?"] = lambda vs: any(rules[each](vs) for each in ("+-x/" if len(vs) == 2 else "+x"))
    expected = allowed_digits(cells, rules[op])
    assert admitted(f, primary_of(cells)) == expected
    assert bool(expected) == ((count, op, target) not in {(3, "+", 16), (2, "x", 7)})


def test_cage_refuses_a_three_cell_difference() -> None:
    f = Formula()
    with pytest.raises(ValueError, match="exactly two cells"):
        cages.cage(f, digit_cells(f, 3, range(1, 4)), "-", 1)
