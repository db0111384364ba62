"""Matchings, domino tilings and fleets against brute-force oracles on tiny grids."""

from __future__ import annotations

from itertools import permutations, product

import pytest
from constraint_oracle import admitted, allowed_booleans

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints.digits import Fixable
from satpuzzles.typekit.constraints.matchings import domino_tiling, each_pair_once, fleet, pair_up

EDGES = [("a", 1), ("a", 2), ("b", 2), ("c", 2), ("c", 3), ("d", 3)]


def perfect_matching_exists(items: set[str], partners: set[int]) -> bool:
    if len(items) != len(partners):
        return False
    return any(
        all((item, partner) in EDGES for item, partner in zip(sorted(items), order, strict=True))
        for order in permutations(sorted(partners))
    )


@pytest.mark.parametrize("fixed", [False, True], ids=["all-literals", "partners-fixed"])
def test_pair_up_admits_exactly_the_choices_with_a_perfect_matching(fixed: bool) -> None:
    f = Formula()
    items: dict[str, Fixable] = {name: f.new_var("tent") for name in "abcd"}
    partners: dict[int, Fixable] = {p: True if fixed else f.new_var("tree") for p in (1, 2, 3)}
    pair_up(f, items, partners, EDGES)
    lits = [int(lit) for lit in [*items.values(), *partners.values()] if lit is not True]

    def rule(on: tuple[bool, ...]) -> bool:
        value = dict(zip(lits, on, strict=True))
        chosen = {name for name, lit in items.items() if value[int(lit)]}
        present = {p for p, lit in partners.items() if lit is True or value[int(lit)]}
        return perfect_matching_exists(chosen, present)

    expected = allowed_booleans(lits, rule)
    assert admitted(f, lits) == expected
    # With all three trees: a-1, then b or c with 2, c or d with 3 (abc, abd, acd).
    assert len(expected) == 3 if fixed else 0 < len(expected) < 2 ** len(lits)


def tilings(rows: int, cols: int, dominoes: list[tuple[tuple[int, int], tuple[int, int]]]) -> list[set[int]]:
    """Every set of domino indices covering each cell exactly once (by enumerating all subsets)."""
    found = []
    for on in product((False, True), repeat=len(dominoes)):
        cells = [cell for domino, used in zip(dominoes, on, strict=True) if used for cell in domino]
        if len(cells) == rows * cols and len(set(cells)) == rows * cols:
            found.append({i for i, used in enumerate(on) if used})
    return found


@pytest.mark.parametrize(
    "numbers", [[[0, 0, 1], [1, 1, 0]], [[0, 1, 1, 2], [2, 0, 2, 1], [0, 0, 2, 1]]], ids=["2x3", "3x4"]
)
def test_domino_tiling_with_each_pair_once_admits_exactly_the_rule_abiding_tilings(numbers: list[list[int]]) -> None:
    rows, cols = len(numbers), len(numbers[0])
    f = Formula()
    dominoes = domino_tiling(f, rows, cols)
    each_pair_once(f, dominoes, numbers)
    order = list(dominoes)
    lits = [dominoes[d] for d in order]

    def pairs(tiling: set[int]) -> list[tuple[int, int]]:
        shown = [sorted((numbers[a[0]][a[1]], numbers[b[0]][b[1]])) for a, b in (order[i] for i in tiling)]
        return sorted((x, y) for x, y in shown)

    every = {(a, b) for a in range(3) for b in range(a, 3)} if rows == 3 else {(0, 0), (0, 1), (1, 1)}
    all_tilings = tilings(rows, cols, order)
    expected = {frozenset(lits[i] for i in t) for t in all_tilings if pairs(t) == sorted(every)}
    assert len(all_tilings) > len(expected) >= 1
    assert admitted(f, lits) == expected


def ships_of(shaded: set[tuple[int, int]]) -> list[int] | None:
    """The ship lengths of a shading (8-connected groups), or None when a group is not a straight line."""
    left, lengths = set(shaded), []
    while left:
        group, todo = set(), [left.pop()]
        while todo:
            r, c = todo.pop()
            group.add((r, c))
            for near in [(r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1)]:
                if near in left:
                    left.remove(near)
                    todo.append(near)
        rs, cs = {r for r, _ in group}, {c for _, c in group}
        if len(rs) > 1 and len(cs) > 1:
            return None
        lengths.append(len(group))
    return sorted(lengths)


@pytest.mark.parametrize("lengths", [[1], [2, 1], [3], [1, 1, 1], [2, 2]])
def test_fleet_admits_exactly_the_shadings_that_are_that_fleet(lengths: list[int]) -> None:
    rows, cols = 3, 4
    f = Formula()
    segments = [[f.new_var("segment") for _ in range(cols)] for _ in range(rows)]
    fleet(f, segments, lengths)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    lits = [segments[r][c] for r, c in cells]
    expected = allowed_booleans(
        lits, lambda on: ships_of({cell for cell, s in zip(cells, on, strict=True) if s}) == sorted(lengths)
    )
    assert expected and admitted(f, lits) == expected
