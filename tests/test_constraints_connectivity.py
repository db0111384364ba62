"""Connectivity: every exact encoding and the lazy cut loop admit exactly what a flood fill accepts."""

from __future__ import annotations

import random

import pytest
from graph_oracle import brute, cell_block, orthogonal, pieces, sat_projections

from satpuzzles.cnf import Clause, Formula
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.connectivity import (
    connected,
    connected_to,
    connected_to_cuts,
    connectivity_cuts,
    connectivity_cuts_via,
)
from satpuzzles.typekit.constraints.lazy import Truth, all_cuts, guarded_cuts
from satpuzzles.typekit.constraints.reach import ENCODINGS


def random_extra(rng: random.Random, lits: list[int], count: int) -> list[Clause]:
    """A few random short clauses over the cell literals: the "other rules" of a puzzle."""
    return [[lit * rng.choice((1, -1)) for lit in rng.sample(lits, rng.randint(1, 3))] for _ in range(count)]


def one_piece(chosen: set[object]) -> bool:
    return len(pieces(chosen, orthogonal)) <= 1


SHAPES = [(2, 2), (3, 3), (3, 4), (2, 5)]


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("shape", SHAPES)
def test_connected_matches_flood_fill(encoding: str, shape: tuple[int, int]) -> None:
    rows, cols = shape
    rng = random.Random(rows * 10 + cols)
    for _ in range(3):
        f = Formula()
        lits = cell_block(f, rows, cols)
        extra = random_extra(rng, list(lits.values()), rng.randint(0, 4))
        f.extend(extra)
        connected(f, lits, grid.adjacency(rows, cols), encoding=encoding)
        assert sat_projections(f, lits) == brute(lits, one_piece, extra)


@pytest.mark.parametrize("shape", SHAPES)
def test_lazy_cuts_give_the_same_solutions(shape: tuple[int, int]) -> None:
    rows, cols = shape
    rng = random.Random(rows * 7 + cols)
    for _ in range(3):
        f = Formula()
        lits = cell_block(f, rows, cols)
        extra = random_extra(rng, list(lits.values()), rng.randint(0, 4))
        f.extend(extra)
        exact = Formula()
        exact.pool.top = f.pool.top
        exact.extend(extra)
        connected(exact, lits, grid.adjacency(rows, cols))
        lazy = sat_projections(f, lits, connectivity_cuts(lits, grid.adjacency(rows, cols)))
        assert lazy == sat_projections(exact, lits) == brute(lits, one_piece, extra)


def test_nonempty_and_root() -> None:
    rows, cols = 3, 3
    adjacency = grid.adjacency(rows, cols)
    f = Formula()
    lits = cell_block(f, rows, cols)
    connected(f, lits, adjacency, nonempty=True)
    assert sat_projections(f, lits) == brute(lits, lambda s: bool(s) and one_piece(s))
    for encoding in ENCODINGS:
        f = Formula()
        lits = cell_block(f, rows, cols)
        connected(f, lits, adjacency, root=(1, 2), encoding=encoding)
        expected = brute(lits, lambda s: not s or ((1, 2) in s and one_piece(s)))
        assert sat_projections(f, lits) == expected
        lazy = Formula()
        lazy.pool.top = f.pool.top
        assert sat_projections(lazy, lits, connectivity_cuts(lits, adjacency, root=(1, 2))) == expected


@pytest.mark.parametrize("encoding", ENCODINGS)
def test_connected_to_border(encoding: str) -> None:
    """Only some cells may be active (the others are not in the mapping): paths avoid the rest."""
    rows, cols = 4, 5
    adjacency, edge = grid.adjacency(rows, cols), grid.border(rows, cols)
    rng = random.Random(5)
    for _ in range(3):
        f = Formula()
        every = cell_block(f, rows, cols)
        kept = [cell for cell in every if cell not in edge or rng.random() < 0.3]
        lits = {cell: every[cell] for cell in kept}
        sources = [cell for cell in kept if cell in edge]

        def reaches_border(chosen: set[object], sources: list[grid.Cell] = sources) -> bool:
            return all(not piece.isdisjoint(sources) for piece in pieces(chosen, orthogonal))

        extra = random_extra(rng, list(lits.values()), 3)
        f.extend(extra)
        lazy = Formula()
        lazy.pool.top = f.pool.top
        lazy.extend(extra)
        connected_to(f, lits, adjacency, sources, encoding=encoding)
        expected = brute(lits, reaches_border, extra)
        assert sat_projections(f, lits) == expected
        assert sat_projections(lazy, lits, connected_to_cuts(lits, adjacency, sources)) == expected


def test_guarded_rule_is_vacuous_without_its_selector() -> None:
    rows, cols = 2, 3
    f = Formula()
    lits = cell_block(f, rows, cols)
    selector = f.new_var("rule")
    with f.guarded(selector):
        connected(f, lits, grid.adjacency(rows, cols))
    f.add([-selector])
    assert len(sat_projections(f, lits)) == 2 ** (rows * cols)


def test_cut_helpers() -> None:
    lits = {(0, 0): 1, (0, 1): 2, (0, 2): 3}
    adjacency = grid.adjacency(1, 3)
    truth = Truth([1, -2, 3])
    cuts = connectivity_cuts(lits, adjacency)(truth)
    assert sorted(map(sorted, cuts)) == [[-3, -1, 2], [-3, -1, 2]]
    assert connectivity_cuts(lits, adjacency)(Truth([1, 2, -3])) == []
    assert guarded_cuts(connectivity_cuts(lits, adjacency), 9)(truth)[0][-1] == -9
    assert len(all_cuts(connectivity_cuts(lits, adjacency), connectivity_cuts(lits, adjacency))(truth)) == 4


def _joined_by_true_edges(nodes: set[object], true_edges: set[tuple[object, object]]) -> bool:
    """Whether the active nodes are one piece through the true edges (plain flood fill)."""
    return len(pieces(nodes, lambda a, b: (a, b) in true_edges or (b, a) in true_edges)) <= 1


def test_every_cut_is_broken_by_its_model_and_kept_by_every_solution() -> None:
    """Random models of 3x4 boards (plain links: unrooted, rooted, reaching the border) and of a 2x3 board whose
    links carry edge literals: each cut is false in the model it was found in and true in every assignment the
    rule accepts (all of them enumerated)."""
    rng = random.Random(11)
    rows, cols = 3, 4
    f = Formula()
    lits = cell_block(f, rows, cols)
    adjacency = grid.adjacency(rows, cols)
    edge = [cell for cell in lits if cell in grid.border(rows, cols)]
    plain = [
        (connectivity_cuts(lits, adjacency), one_piece),
        (connectivity_cuts(lits, adjacency, root=(1, 1)), lambda s: not s or ((1, 1) in s and one_piece(s))),
        (
            connected_to_cuts(lits, adjacency, edge),
            lambda s: all(not piece.isdisjoint(edge) for piece in pieces(s, orthogonal)),
        ),
    ]
    for finder, accepts in plain:
        solutions = [
            {lits[cell] if cell in chosen else -lits[cell] for cell in lits} for chosen in brute(lits, accepts)
        ]
        for _ in range(150):
            model = [lit if rng.random() < 0.6 else -lit for lit in lits.values()]
            for cut in finder(Truth(model)):
                assert not set(cut) & set(model)
                assert all(set(cut) & solution for solution in solutions)
    g = Formula()
    nodes = cell_block(g, 2, 3)
    near = grid.adjacency(2, 3)
    edges = {(a, b): g.new_var("edge") for a in nodes for b in near[a] if a < b}
    links = {a: [(b, edges[min(a, b), max(a, b)]) for b in near[a]] for a in nodes}
    every = {**{("node", v): lit for v, lit in nodes.items()}, **{("edge", e): lit for e, lit in edges.items()}}

    def accepted(chosen: set[object]) -> bool:
        active = {v for kind, v in chosen if kind == "node"}  # type: ignore[misc]
        return _joined_by_true_edges(active, {e for kind, e in chosen if kind == "edge"})  # type: ignore[misc]

    solutions = [{every[k] if k in chosen else -every[k] for k in every} for chosen in brute(every, accepted)]
    finder = connectivity_cuts_via(nodes, links)
    for _ in range(150):
        model = [lit if rng.random() < 0.6 else -lit for lit in every.values()]
        for cut in finder(Truth(model)):
            assert not set(cut) & set(model)
            assert all(set(cut) & solution for solution in solutions)


def test_truth_reads_ordered_and_sparse_models() -> None:
    ordered, sparse = Truth([1, -2, 3, -4]), Truth([7, 3])
    assert [ordered(lit) for lit in (1, 2, -2, 3, 4, -4, 9, -9)] == [True, False, True, True, False, True, False, True]
    assert [sparse(lit) for lit in (7, 3, -3, 1, -1, 8)] == [True, True, False, False, True, False]
    assert (ordered.top, sparse.top) == (4, 7)
