"""Areas sized by their numbers: the exact clauses and the cut loop against brute force on tiny grids."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

import pytest
from constraint_oracle import admitted, allowed_digits, digit_cells, primary_of
from pysat.solvers import Solver

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints.areas import area_counts, connected_sets, sized_areas, sized_areas_cuts, small_areas
from satpuzzles.typekit.constraints.lazy import solve_with_cuts

Cell = tuple[int, int]


def grid_of(rows: int, columns: int) -> tuple[list[Cell], dict[Cell, list[Cell]]]:
    cells = [(r, c) for r in range(rows) for c in range(columns)]
    near = {
        (r, c): [(r + dr, c + dc) for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)) if (r + dr, c + dc) in cells]
        for r, c in cells
    }
    return cells, near


def areas_ok(cells: Sequence[Cell], near: dict[Cell, list[Cell]], numbers: Sequence[int]) -> bool:
    """The rule by hand: every maximal connected set of equal numbers has as many cells as its number."""
    number = dict(zip(cells, numbers, strict=True))
    seen: set[Cell] = set()
    for start in cells:
        if start in seen:
            continue
        area, stack = {start}, [start]
        while stack:
            for w in near[stack.pop()]:
                if w not in area and number[w] == number[start]:
                    area.add(w)
                    stack.append(w)
        seen |= area
        if len(area) != number[start]:
            return False
    return True


SHAPES = [(1, 4, 4), (2, 3, 4), (2, 4, 3), (3, 3, 3)]  # rows, columns, largest number: at most 4^6 fillings


@pytest.mark.parametrize(("rows", "columns", "largest"), SHAPES)
def test_exact_clauses_and_cuts_admit_exactly_the_sized_fillings(rows: int, columns: int, largest: int) -> None:
    cells, near = grid_of(rows, columns)
    f = Formula()
    lits = digit_cells(f, len(cells), range(1, largest + 1))
    values = {cell: {v: lits[i][v] for v in range(1, largest + 1)} for i, cell in enumerate(cells)}
    expected = allowed_digits(lits, lambda numbers: areas_ok(cells, near, numbers))
    assert expected  # ones everywhere but beside each other, a 2 beside a 2, ... exist on every shape here
    lazy = Formula()
    lazy.clauses = [list(c) for c in f.clauses]
    lazy.pool.top = f.pool.top
    sized_areas(f, values, near)
    assert admitted(f, primary_of(lits)) == expected
    finder = sized_areas_cuts(values, near)
    found = set()
    with Solver(name="glucose4", bootstrap_with=lazy.clauses) as solver:
        while solve_with_cuts(solver, [], finder):
            model = set(solver.get_model() or [])
            true = frozenset(v for v in primary_of(lits) if v in model)
            found.add(true)
            solver.add_clause([-v for v in true])
    assert found == expected


def test_a_cell_with_fewer_numbers_takes_part_as_the_others() -> None:
    cells, near = grid_of(1, 3)
    f = Formula()
    lits = digit_cells(f, 3, range(1, 4))
    values = {cell: {v: lits[i][v] for v in range(1, 4)} for i, cell in enumerate(cells)}
    values[(0, 1)] = {3: lits[1][3]}  # the middle cell may only hold 3
    f.add([lits[1][3]])
    sized_areas(f, values, near)
    assert admitted(f, primary_of(lits)) == {frozenset({lits[0][3], lits[1][3], lits[2][3]})}


@pytest.mark.parametrize(("rows", "columns", "largest"), SHAPES)
def test_small_areas_with_a_neighbour_of_equal_number_admit_exactly_the_sized_fillings(
    rows: int, columns: int, largest: int
) -> None:
    cells, near = grid_of(rows, columns)
    f = Formula()
    lits = digit_cells(f, len(cells), range(1, largest + 1))
    values = {cell: {v: lits[i][v] for v in range(1, largest + 1)} for i, cell in enumerate(cells)}
    expected = allowed_digits(lits, lambda numbers: areas_ok(cells, near, numbers))
    for cell, by_number in values.items():
        f.extend([-by_number[1], -values[w][1]] for w in near[cell])
        f.extend([-lit, *(values[w][v] for w in near[cell])] for v, lit in by_number.items() if v > 1)
    partial = Formula()
    partial.clauses = [list(c) for c in f.clauses]
    partial.pool.top = f.pool.top
    small_areas(f, values, near, largest)
    assert admitted(f, primary_of(lits)) == expected
    small_areas(partial, values, near, largest - 1)  # fewer numbers: implied, so every filling stays
    area_counts(partial, values, len(cells))  # so is "a number's nodes are a multiple of it", for every number
    assert expected <= admitted(partial, primary_of(lits))


def test_connected_sets_lists_each_connected_set_once() -> None:
    cells, near = grid_of(3, 4)
    allowed = set(cells) - {(1, 1)}

    def connected(group: tuple[Cell, ...]) -> bool:
        reached, stack = {group[0]}, [group[0]]
        while stack:
            for w in near[stack.pop()]:
                if w in group and w not in reached:
                    reached.add(w)
                    stack.append(w)
        return len(reached) == len(group)

    found = list(connected_sets(allowed, near, 5))
    assert len(found) == len({frozenset(group) for group in found})
    expected = {frozenset(g) for k in range(1, 6) for g in combinations(sorted(allowed), k) if connected(g)}
    assert {frozenset(group) for group in found} == expected


def test_area_counts_leave_only_multiples_of_each_number() -> None:
    cells, _ = grid_of(1, 3)
    f = Formula()
    lits = digit_cells(f, 3, range(1, 4))
    values = {cell: {v: lits[i][v] for v in range(1, 4)} for i, cell in enumerate(cells)}
    area_counts(f, values, 3)
    allowed = admitted(f, primary_of(lits))
    fillings = allowed_digits(lits, lambda numbers: all(numbers.count(v) % v == 0 for v in (2, 3)))
    assert allowed == fillings
