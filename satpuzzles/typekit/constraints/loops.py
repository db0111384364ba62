"""One loop over the edges of a grid graph: every vertex has degree 0 or 2, and the used edges are connected.

The same function serves loops along grid lines (Slitherlink: grid.lattice) and loops through cell
centres (Masyu, Yajilin, Simple Loop, Country Road: grid.centres). The caller owns the edge literals
(one per graph edge it allows; a missing edge is never used) and gets back a "used" literal per vertex,
to force a vertex onto the loop (a unit clause) or off it. encodings/loops.md has the soundness argument.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations

from satpuzzles.cnf import Clause, Formula
from satpuzzles.typekit.constraints.connectivity import connected_via, connectivity_cuts_via
from satpuzzles.typekit.constraints.grid import Cell, Edge, GridGraph
from satpuzzles.typekit.constraints.lazy import CutFinder, Truth
from satpuzzles.typekit.constraints.reach import DEFAULT_ENCODING, fresh
from satpuzzles.typekit.constraints.switches import SwitchCuts


def degree_zero_or_two(f: Formula, incident: Sequence[int], used: int) -> None:
    """used <-> some incident edge is used; then exactly two are (never one, never three or more)."""
    f.add([-used, *incident])
    f.extend([-edge, used] for edge in incident)
    f.extend([-edge, *(other for other in incident if other != edge)] for edge in incident)
    f.extend([-a, -b, -c] for a, b, c in combinations(incident, 3))


def loop_degrees(f: Formula, graph: GridGraph, edges: Mapping[Edge, int]) -> dict[Cell, int]:
    """Degree 0 or 2 at every vertex (disjoint loops, possibly several); the vertices' "used" literals."""
    used_vars = fresh(f, "on loop", len(graph.vertices))
    used: dict[Cell, int] = {}
    for v in graph.vertices:
        used[v] = next(used_vars)
        degree_zero_or_two(f, [edges[e] for e in graph.incident[v] if e in edges], used[v])
    return used


def single_loop(
    f: Formula,
    graph: GridGraph,
    edges: Mapping[Edge, int],
    *,
    nonempty: bool = True,
    encoding: str = DEFAULT_ENCODING,
) -> dict[Cell, int]:
    """The used edges form one cycle (at least one edge unless `nonempty` is False); "used" per vertex."""
    used = loop_degrees(f, graph, edges)
    # On a cycle of at most V vertices no vertex is more than V // 2 steps from the root either way round.
    bound = len(graph.vertices) // 2
    connected_via(f, used, graph.links(edges), nonempty=nonempty, encoding=encoding, bound=bound)
    return used


def loop_cuts(graph: GridGraph, edges: Mapping[Edge, int], used: Mapping[Cell, int]) -> CutFinder:
    """The lazy form of single_loop's connectivity, over loop_degrees' literals.

    With degrees 0 or 2 every component of a model is a closed loop C; the cut says: a vertex u of C
    and a vertex v of another loop are not both used unless some edge leaving C's vertices is used.
    A solution's 2x2 switches (switches.py) are the models a uniqueness proof meets next, one per solve call:
    the cuts that forestall them all are computed from the solution and given with the next model cut.
    """
    pieces = connectivity_cuts_via(used, graph.links(edges))
    switches = SwitchCuts(graph, edges, used)

    waiting: list[Clause] = []  # the cuts forestalling the last solution's switches, for the next cut model

    def cuts(truth: Truth) -> list[Clause]:
        found = pieces(truth)
        if not found:  # a solution: it is kept, so what forestalls its switches waits for the next question
            waiting.extend(switches(truth))
            return found
        found += waiting
        waiting.clear()
        return found

    return cuts


def one_loop(
    f: Formula,
    graph: GridGraph,
    edges: Mapping[Edge, int],
    used: Mapping[Cell, int],
    *,
    encoding: str = DEFAULT_ENCODING,
) -> None:
    """single_loop's connectivity over degrees the caller states (line pieces: pieces.py): the used vertices
    are one piece along the used edges (or none: a caller wanting a loop adds the clause). With degrees 0 or 2
    that is one closed loop; loop_cuts is its lazy form."""
    bound = len(graph.vertices) // 2
    connected_via(f, used, graph.links(edges), encoding=encoding, bound=bound)


def inside_faces(f: Formula, graph: GridGraph, edges: Mapping[Edge, int]) -> dict[Cell, int]:
    """Redundant clauses for a solving formula: a literal per inner face of the graph, "inside the loop", and
    an edge is used exactly when the two faces beside it differ (faces beyond the graph's rim are outside).

    Every set of disjoint loops has exactly one such colouring (a face is inside when the way out crosses
    the loop an odd number of times), so the clauses keep every solution and count none twice; they give the
    solver the loop's parity as propagation. An edge missing from `edges` is never used. Returns the face
    literals: face (r, c) has the vertices (r - 1, c - 1) and (r, c) at two of its corners.
    """
    inner = [(r, c) for r in range(1, graph.rows) for c in range(1, graph.cols)]
    face = dict(zip(inner, fresh(f, "inside", len(inner)), strict=True))
    for u, v in graph.edges:
        beside = ((u[0], v[1]), (u[0] + 1, v[1])) if u[0] == v[0] else ((v[0], u[1]), (v[0], u[1] + 1))
        f.extend(even_parity([lit for lit in (edges.get((u, v)), *map(face.get, beside)) if lit is not None]))
    return face


def even_parity(lits: Sequence[int]) -> list[list[int]]:
    """Clauses saying an even number of `lits` are true (none: nothing to say): each forbids one odd pattern."""
    return [
        [-lit if lit in chosen else lit for lit in lits]
        for size in range(1, len(lits) + 1, 2)
        for chosen in combinations(lits, size)
    ]
