"""Lights and visible-cell counts against brute-force oracles on tiny grids."""

from __future__ import annotations

import pytest
from constraint_oracle import admitted, allowed_booleans
from pysat.solvers import Solver

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints.sightlines import (
    DIRECTIONS,
    all_lit,
    lights_apart,
    sight_segments,
    unary_sum,
    visible_count,
)

OPEN = [[True, True, False], [True, True, True], [False, True, True]]


def sees(open_cells: list[list[bool]], a: tuple[int, int], b: tuple[int, int]) -> bool:
    """Whether a light at a sees cell b (walking, the rule as a person checks it)."""
    if a == b:
        return True
    for dr, dc in DIRECTIONS:
        r, c = a[0] + dr, a[1] + dc
        while 0 <= r < len(open_cells) and 0 <= c < len(open_cells[0]) and open_cells[r][c]:
            if (r, c) == b:
                return True
            r, c = r + dr, c + dc
    return False


def test_lights_admit_exactly_the_placements_lighting_all_without_seeing_each_other() -> None:
    f = Formula()
    cells = [(r, c) for r in range(3) for c in range(3) if OPEN[r][c]]
    lights = [[f.new_var("light") if OPEN[r][c] else 0 for c in range(3)] for r in range(3)]
    segments = sight_segments(OPEN)
    lights_apart(f, lights, segments)
    all_lit(f, lights, segments)
    lits = [lights[r][c] for r, c in cells]

    def rule(on: tuple[bool, ...]) -> bool:
        placed = [cell for cell, lit in zip(cells, on, strict=True) if lit]
        apart = all(not sees(OPEN, a, b) for a in placed for b in placed if a != b)
        return apart and all(any(sees(OPEN, light, cell) for light in placed) for cell in cells)

    expected = allowed_booleans(lits, rule)
    assert expected and admitted(f, lits) == expected


def visible(shaded: dict[tuple[int, int], bool], size: tuple[int, int], origin: tuple[int, int]) -> int:
    total = 1
    for dr, dc in DIRECTIONS:
        r, c = origin[0] + dr, origin[1] + dc
        while 0 <= r < size[0] and 0 <= c < size[1] and not shaded[(r, c)]:
            total, r, c = total + 1, r + dr, c + dc
    return total


@pytest.mark.parametrize(
    ("origin", "count"), [((1, 1), 1), ((1, 1), 3), ((1, 1), 6), ((0, 0), 4), ((0, 1), 5), ((2, 3), 7)]
)
@pytest.mark.parametrize("fixed_open", [False, True], ids=["all-literals", "some-never-blocked"])
@pytest.mark.parametrize("sum_encoding", ["counter", "unary"])
def test_visible_count_admits_exactly_the_shadings_with_that_count(
    origin: tuple[int, int], count: int, fixed_open: bool, sum_encoding: str
) -> None:
    rows, cols = 3, 4
    never = {(1, 2), (0, 1)} if fixed_open else set()
    f = Formula()
    blocked = [[0 if (r, c) in never else f.new_var("shaded") for c in range(cols)] for r in range(rows)]
    visible_count(f, blocked, origin, count, sum_encoding=sum_encoding)
    cells = [(r, c) for r in range(rows) for c in range(cols) if blocked[r][c]]
    lits = [blocked[r][c] for r, c in cells]

    def rule(on: tuple[bool, ...]) -> bool:
        shaded = {cell: False for cell in never} | dict(zip(cells, on, strict=True))
        return not shaded[origin] and visible(shaded, (rows, cols), origin) == count

    expected = allowed_booleans(lits, rule)
    assert admitted(f, lits) == expected
    # A corner of 3x4 sees at most 6 cells; (1, 1) always sees the never-blocked (0, 1) above it.
    impossible = (origin, count) == ((2, 3), 7) or (fixed_open and (origin, count) == ((1, 1), 1))
    assert bool(expected) != impossible


@pytest.mark.parametrize("cap", [None, 0, 1, 3, 4, 6])
def test_unary_sum_is_the_sum_and_keeps_under_its_cap(cap: int | None) -> None:
    """For every pair of unary numbers (3 and 4 long): satisfiable exactly when the sum is within the cap, and then
    every output is forced to "the sum reaches i"."""
    f = Formula()
    a, b = [f.new_var("a") for _ in range(3)], [f.new_var("b") for _ in range(4)]
    s = unary_sum(f, a, b, cap)
    assert len(s) == (7 if cap is None else min(7, cap))
    with Solver(name="minisat22", bootstrap_with=f.clauses) as solver:
        for x in range(4):
            for y in range(5):
                given = [lit if i < x else -lit for i, lit in enumerate(a)] + [
                    lit if i < y else -lit for i, lit in enumerate(b)
                ]
                assert solver.solve(assumptions=given) == (cap is None or x + y <= cap)
                for i, out in enumerate(s):
                    wrong = -out if x + y >= i + 1 else out
                    assert not solver.solve(assumptions=[*given, wrong])
