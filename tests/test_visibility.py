"""The building-clue helpers: the visibility CNF (satpuzzles.cnf.visibility) against the plain-Python rule
(satpuzzles.typekit.visibility) on every line of small sizes, with and without empty cells (parks)."""

from __future__ import annotations

import itertools

import pytest
from pysat.solvers import Solver

from satpuzzles.cnf import Formula, Heights, count_equals, exactly, line_visibility, order_literals
from satpuzzles.typekit.grid import given_violations
from satpuzzles.typekit.visibility import clue_violations, seen_clues, seen_from, visible_count


def _line_formula(n: int, m: int, one_value: bool) -> tuple[Formula, list[Heights], list[list[int]], list[int]]:
    """One line of n cells holding heights 1..m once and n - m empty cells; returns its counter outputs too.
    With `one_value` the order literals state each cell's one value, and the line's seen cells are stated by
    their order-literal clauses alone (Skyscrapers' own formula)."""
    f = Formula()
    width = m + 1  # slot 0: empty, slots 1..m: exactly h
    cells = f.block("cell", n, width)
    at_least = f.block("height>=", n, m)
    values = [[cells.lit(i, v) for v in range(width)] for i in range(n)]
    line = [Heights(cells.lit(i, 1), at_least.lit(i, 0), cells.lit(i, 0) if m < n else 0) for i in range(n)]
    if not one_value:
        for i in range(n):
            exactly(f, values[i] if m < n else values[i][1:], 1, "pairwise")
    order_literals(f, line, m, one_value=one_value)
    return f, line, values, line_visibility(f, line, m, "line", one_value=one_value)


@pytest.mark.parametrize("one_value", [False, True])
@pytest.mark.parametrize(("n", "m"), [(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (3, 2), (4, 3), (5, 3)])
def test_the_counter_counts_what_the_rule_sees(n: int, m: int, one_value: bool) -> None:
    f, _, values, out = _line_formula(n, m, one_value)
    assert len(out) == m + 1
    with Solver(name="cadical195", bootstrap_with=f.clauses) as solver:
        for heights in set(itertools.permutations([0] * (n - m) + list(range(1, m + 1)))):
            seen = visible_count(heights)
            fixed = [values[i][h] for i, h in enumerate(heights)]
            assert solver.solve(assumptions=fixed)
            model = set(solver.get_model())
            assert [out[k] in model for k in range(1, m + 1)] == [k <= seen for k in range(1, m + 1)], heights
            # The clue "exactly k seen" as assumptions admits this line for k == seen only.
            for k in range(1, m + 1):
                assert solver.solve(assumptions=fixed + list(count_equals(out, k))) == (k == seen), (heights, k)


def test_the_rule_helpers_read_a_grid_from_every_side() -> None:
    grid = ((1, 2, 3), (2, 3, 1), (3, 1, 2))
    assert visible_count([0, 2, 1, 3]) == 2  # a park is not seen and hides nothing
    assert seen_from(grid, "top", 0) == 3 and seen_from(grid, "bottom", 0) == 1
    assert seen_clues(grid) == {"top": [3, 2, 1], "bottom": [1, 2, 2], "left": [3, 2, 1], "right": [1, 2, 2]}
    clues = {"top": (3, 0, 2), "bottom": (0, 0, 0), "left": (0, 0, 0), "right": (0, 0, 0)}
    assert clue_violations(clues.__getitem__, grid) == ["top clue 3 is 2 but 1 buildings are seen"]
    assert given_violations(((None, 2, None), (None,) * 3, (1, None, None)), grid) == [
        "row 3, column 1 is given 1 but holds 3"
    ]
