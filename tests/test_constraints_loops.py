"""Loops, terminal paths and forests: exact encodings and lazy cuts against brute force over the edges."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Hashable

import pytest
from graph_oracle import brute, pieces, sat_projections
from pysat.solvers import Solver

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints import grid
from satpuzzles.typekit.constraints.forest import FOREST_ENCODINGS, cycle_cuts, no_cycle
from satpuzzles.typekit.constraints.lazy import Truth
from satpuzzles.typekit.constraints.loops import even_parity, inside_faces, loop_cuts, loop_degrees, single_loop
from satpuzzles.typekit.constraints.loops import one_loop as pieces_loop
from satpuzzles.typekit.constraints.paths import (
    binary_labels,
    labels_along_lines,
    no_u_turn,
    one_hot_labels,
    path_cuts,
    path_degrees,
    terminal_paths,
)
from satpuzzles.typekit.constraints.pieces import ENDS, LOOP_PIECES, piece_edges, piece_text, pieces_join
from satpuzzles.typekit.constraints.reach import ENCODINGS
from satpuzzles.typekit.constraints.switches import SwitchCuts

# Slitherlink's lattice of a rows x cols board is the centres graph of (rows + 1) x (cols + 1).
GRAPHS = {"lattice 2x2": grid.lattice(2, 2), "centres 2x5": grid.centres(2, 5), "centres 2x4": grid.centres(2, 4)}


def edge_block(f: Formula, graph: grid.GridGraph) -> dict[grid.Edge, int]:
    block = f.block("edge", len(graph.edges))
    return {e: block.first + i for i, e in enumerate(graph.edges)}


def degrees(chosen: set[Hashable]) -> Counter[Hashable]:
    return Counter(v for edge in chosen for v in edge)


def touching(a: Hashable, b: Hashable) -> bool:
    return bool(set(a) & set(b))


def one_loop(chosen: set[Hashable]) -> bool:
    return bool(chosen) and set(degrees(chosen).values()) == {2} and len(pieces(chosen, touching)) == 1


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("name", GRAPHS)
def test_single_loop(encoding: str, name: str) -> None:
    graph = GRAPHS[name]
    f = Formula()
    edges = edge_block(f, graph)
    single_loop(f, graph, edges, encoding=encoding)
    expected = brute(edges, one_loop)
    assert expected  # a non-trivial check: these graphs hold loops
    assert sat_projections(f, edges) == expected


@pytest.mark.parametrize("name", GRAPHS)
def test_lazy_loop_cuts(name: str) -> None:
    graph = GRAPHS[name]
    f = Formula()
    edges = edge_block(f, graph)
    used = loop_degrees(f, graph, edges)
    f.add(list(edges.values()))
    assert sat_projections(f, edges, loop_cuts(graph, edges, used)) == brute(edges, one_loop)


@pytest.mark.parametrize("parity", [False, True])
@pytest.mark.parametrize("lazy", [False, True])
@pytest.mark.parametrize("shape", [(2, 4), (3, 3)])
def test_line_pieces_make_one_loop(shape: tuple[int, int], lazy: bool, parity: bool) -> None:
    """One line piece (or none) per cell, joined up and connected: exactly the single loops through centres;
    the inside faces' parity clauses drop none of them."""
    graph = grid.centres(*shape)
    values = ("-", *LOOP_PIECES)
    f = Formula()
    block = f.block("piece", len(graph.vertices), len(values))
    index = {v: i for i, v in enumerate(graph.vertices)}

    def literal(cell: grid.Cell, value: str) -> int:
        return block.lit(index[cell], values.index(value))

    for v in graph.vertices:
        f.add([literal(v, value) for value in values])
        f.extend([-literal(v, a), -literal(v, b)] for i, a in enumerate(values) for b in values[i + 1 :])
    edges = piece_edges(f, graph, values, literal)
    pieces_join(f, graph, values, literal, edges)
    used = {v: -literal(v, "-") for v in graph.vertices}
    f.add(list(used.values()))
    if parity:
        inside_faces(f, graph, edges)
    if lazy:
        found = sat_projections(f, edges, loop_cuts(graph, edges, used))
    else:
        pieces_loop(f, graph, edges, used)
        found = sat_projections(f, edges)
    expected = brute(edges, one_loop)
    assert len(expected) > 1
    assert found == expected


def test_inside_faces_colour_every_set_of_disjoint_loops_once() -> None:
    """On a 3x3 grid of centres, the parity clauses alone (no degrees) allow exactly the edge sets where every
    vertex has an even number of used edges, each with one colouring; with degrees 0 or 2 those are the sets
    of disjoint loops."""
    graph = grid.centres(3, 3)
    f = Formula()
    edges = edge_block(f, graph)
    faces = inside_faces(f, graph, edges)
    assert len(faces) == 2 * 2
    with Solver(name="cadical195", bootstrap_with=f.clauses) as solver:
        models = [set(model) for model in solver.enum_models()]
    found = Counter(frozenset(e for e, lit in edges.items() if lit in model) for model in models)
    assert set(found.values()) == {1}
    assert set(found) == brute(edges, lambda chosen: all(d % 2 == 0 for d in degrees(chosen).values()))
    assert even_parity([]) == [] and even_parity([5]) == [[-5]]


def switched(loop: frozenset[grid.Edge], block: tuple[grid.Cell, ...]) -> list[frozenset[grid.Edge]]:
    """The edge sets a 2x2 switch at `block` (corners in reading order) makes of `loop`: both parallel strands
    out, the block's other two sides in."""
    a, b, c, d = block
    made = []
    for strands, across in ((((a, b), (c, d)), ((a, c), (b, d))), (((a, c), (b, d)), ((a, b), (c, d)))):
        if set(strands) <= loop and not set(across) & loop:
            made.append(frozenset((loop - set(strands)) | set(across)))
    return made


@pytest.mark.parametrize("shape", [(3, 4), (4, 4)])
def test_switch_cuts_hold_for_every_loop_and_forestall_each_split(shape: tuple[int, int]) -> None:
    """Every loop of the grid as a model: each cut SwitchCuts gives holds for every single loop, and each 2x2
    switch of the model that splits it into two loops breaks one of them (the loops are enumerated by the
    exact encoding, which test_single_loop checks against brute force)."""
    graph = grid.centres(*shape)
    f = Formula()
    edges = edge_block(f, graph)
    used = single_loop(f, graph, edges)
    loops = sat_projections(f, edges)
    on = {v: lit for v, lit in used.items()}

    def truth_of(chosen: frozenset[grid.Edge]) -> set[int]:
        ends = {v for edge in chosen for v in edge}
        return {lit for e, lit in edges.items() if e in chosen} | {lit for v, lit in on.items() if v in ends}

    def holds(cut: list[int], true: set[int]) -> bool:
        return any((lit in true) if lit > 0 else (-lit not in true) for lit in cut)

    rows, cols = shape
    blocks = [((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)) for r in range(rows - 1) for c in range(cols - 1)]
    splits = 0
    for loop in loops:
        true = truth_of(loop)
        cuts = SwitchCuts(graph, edges, used)(Truth(sorted(true)))
        assert all(holds(cut, truth_of(other)) for cut in cuts for other in loops)
        for block in blocks:
            for model in switched(loop, block):
                if not one_loop(set(model)):
                    splits += 1
                    assert not all(holds(cut, truth_of(model)) for cut in cuts)
    assert splits >= 8  # the check is not vacuous
    assert SwitchCuts(graph, edges, used)(Truth([])) == []  # no loop, nothing to forestall


def test_loop_through_a_forced_vertex() -> None:
    graph = grid.lattice(2, 2)
    f = Formula()
    edges = edge_block(f, graph)
    used = single_loop(f, graph, edges)
    f.add([used[1, 1]])
    expected = brute(edges, lambda s: one_loop(s) and degrees(s)[1, 1] == 2)
    assert len(expected) == 12  # the 13 loops of a 2x2 board but its outline
    assert sat_projections(f, edges) == expected


def joins_pairs(pairs: list[tuple[grid.Cell, grid.Cell]], fill: bool, cells: list[grid.Cell]):
    """The Numberlink rule from scratch: each piece of used edges is a path between one pair's terminals."""
    terminals = {t for pair in pairs for t in pair}

    def accepts(chosen: set[Hashable]) -> bool:
        degree = degrees(chosen)
        if any(degree[v] != (1 if v in terminals else degree[v] and 2) for v in cells):
            return False
        if fill and any(degree[v] == 0 for v in cells):
            return False
        ends = [{v for edge in piece for v in edge if v in terminals} for piece in pieces(chosen, touching)]
        return sorted(map(sorted, ends)) == sorted(sorted(pair) for pair in pairs)

    return accepts


PAIRS = [[((0, 0), (2, 2)), ((0, 2), (2, 0))], [((0, 0), (0, 2)), ((2, 0), (2, 2))], [((0, 0), (1, 2))]]


@pytest.mark.parametrize("fill", [False, True])
@pytest.mark.parametrize("pairs", PAIRS)
def test_terminal_paths(pairs: list[tuple[grid.Cell, grid.Cell]], fill: bool) -> None:
    graph = grid.centres(3, 3)
    expected = brute(dict.fromkeys(graph.edges, 0), joins_pairs(pairs, fill, graph.vertices))
    for encoding in ENCODINGS:
        f = Formula()
        paths = terminal_paths(f, graph, pairs, fill=fill, encoding=encoding)
        assert sat_projections(f, paths.edges) == expected
    f = Formula()
    paths = path_degrees(f, graph, pairs, fill=fill)
    assert sat_projections(f, paths.edges, path_cuts(graph, pairs, paths)) == expected


def test_paths_carry_their_labels() -> None:
    graph, pairs = grid.centres(2, 3), [((0, 0), (0, 2)), ((1, 0), (1, 2))]
    f = Formula()
    paths = terminal_paths(f, graph, pairs, fill=True)
    solutions = sat_projections(f, {(v, k): lit for v, lits in paths.labels.items() for k, lit in enumerate(lits)})
    assert solutions == {frozenset({((0, c), 0) for c in range(3)} | {((1, c), 1) for c in range(3)})}


@pytest.mark.parametrize("fixed", [{(0, 0): 0, (1, 2): 1}, {(0, 0): 2, (0, 2): 1, (1, 0): 2}, {(1, 1): 0}])
def test_binary_labels_keep_differently_labelled_vertices_apart(fixed: dict[grid.Cell, int]) -> None:
    """Exactly the edge sets in which no piece joins two vertices fixed to different labels."""
    graph = grid.centres(2, 3)
    f = Formula()
    edges = edge_block(f, graph)
    binary_labels(f, edges, fixed, 3)

    def apart(chosen: set[Hashable]) -> bool:
        return all(
            len({fixed[v] for edge in piece for v in edge if v in fixed}) <= 1 for piece in pieces(chosen, touching)
        )

    assert sat_projections(f, edges) == brute(edges, apart)


@pytest.mark.parametrize("fixed", [{(0, 0): 0, (1, 2): 1}, {(0, 0): 2, (0, 2): 1, (1, 0): 2}])
def test_labels_along_lines_keep_every_rooted_drawing_and_propagate_not_k(fixed: dict[grid.Cell, int]) -> None:
    """Stated over binary labels with every vertex used, they drop no edge set whose pieces each reach a
    fixed vertex (a piece with none may carry a bit pattern past the labels), and unit propagation carries
    "not label k" across a used edge, which the bits alone do not."""
    graph = grid.centres(2, 3)
    f = Formula()
    edges = edge_block(f, graph)
    bits = binary_labels(f, edges, fixed, 3)
    used = {v: f.new_var("used") for v in bits}
    f.extend([lit] for lit in used.values())
    labels = one_hot_labels(f, bits, used, 3)
    plain = Formula()
    plain.pool.top = f.num_vars
    plain.extend(f.clauses)
    labels_along_lines(f, edges, used, labels)

    def reaching(chosen: set[Hashable]) -> bool:
        cells = {v for edge in chosen for v in edge}
        groups = pieces(chosen, touching)
        apart = all(len({fixed[v] for edge in piece for v in edge if v in fixed}) <= 1 for piece in groups)
        rooted = all(any(v in fixed for edge in piece for v in edge) for piece in groups)
        alone = all(v in fixed for v in graph.vertices if v not in cells)
        return apart and rooted and alone

    kept = sat_projections(f, edges)
    assert brute(edges, reaching) <= kept <= sat_projections(plain, edges)
    (v, w), edge = next((pair, e) for pair, e in edges.items() if not set(pair) & set(fixed))
    with Solver(name="minisat22", bootstrap_with=f.clauses) as solver:
        consistent, implied = solver.propagate(assumptions=[edge, -labels[w][0]])
        assert consistent and -labels[v][0] in implied
    with Solver(name="minisat22", bootstrap_with=plain.clauses) as solver:
        consistent, implied = solver.propagate(assumptions=[edge, -labels[w][0]])
        assert consistent and -labels[v][0] not in implied


def test_no_u_turn_is_at_most_two_sides_of_every_block_and_propagates_the_third() -> None:
    """Exactly the edge sets using at most two sides of each 2x2 block; two sides of a U imply the third unused."""
    graph = grid.centres(3, 3)
    f = Formula()
    edges = edge_block(f, graph)
    no_u_turn(f, graph, edges)

    def at_most_two(chosen: set[Hashable]) -> bool:
        blocks = [((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)) for r in range(2) for c in range(2)]
        return all(len({e for e in chosen if set(e) <= set(block)}) <= 2 for block in blocks)

    assert sat_projections(f, edges) == brute(edges, at_most_two)
    top, right, bottom = edges[(0, 0), (0, 1)], edges[(0, 1), (1, 1)], edges[(1, 0), (1, 1)]
    with Solver(name="minisat22", bootstrap_with=f.clauses) as solver:
        consistent, implied = solver.propagate(assumptions=[top, right])
        assert consistent and -bottom in implied


def random_graph(rng: random.Random, vertices: int, count: int) -> list[tuple[int, int]]:
    return [tuple(sorted(rng.sample(range(vertices), 2))) for _ in range(count)]


def acyclic(pairs: list[tuple[int, int]]):
    def accepts(chosen: set[Hashable]) -> bool:
        parent: dict[int, int] = {}

        def top(v: int) -> int:
            while v in parent:
                v = parent[v]
            return v

        for i in chosen:
            a, b = top(pairs[i][0]), top(pairs[i][1])
            if a == b:
                return False
            parent[a] = b
        return True

    return accepts


@pytest.mark.parametrize("seed", range(4))
def test_forest(seed: int) -> None:
    rng = random.Random(seed)
    pairs = random_graph(rng, 6, 11)  # parallel edges included now and then: together they are a cycle
    expected = brute({i: 0 for i in range(len(pairs))}, acyclic(pairs))
    for encoding in FOREST_ENCODINGS:
        f = Formula()
        block = f.block("edge", len(pairs))
        lits = {i: block.first + i for i in range(len(pairs))}
        no_cycle(f, [(u, v, lits[i]) for i, (u, v) in enumerate(pairs)], encoding=encoding)
        assert sat_projections(f, lits) == expected
    f = Formula()
    block = f.block("edge", len(pairs))
    lits = {i: block.first + i for i in range(len(pairs))}
    cuts = cycle_cuts([(u, v, lits[i]) for i, (u, v) in enumerate(pairs)])
    assert sat_projections(f, lits, cuts) == expected


def test_every_piece_reads_as_words_a_person_finds_on_the_board() -> None:
    assert piece_text("ns") == "a north-south line" and piece_text("ew") == "an east-west line"
    assert piece_text("sw") == "a south-west corner" and piece_text("e") == "a line end going east"
    words = [piece_text(piece) for piece in (*LOOP_PIECES, *ENDS)]
    assert len(set(words)) == len(words)  # no two pieces read alike
