"""Brute-force oracles for the graph constraints: every assignment of a few literals, against the solver.

`brute` lists the assignments (as frozensets of true literals' keys) a plain-Python rule accepts;
`sat_projections` enumerates what a formula admits over the same literals with blocking clauses, so
two encodings (or an encoding and a lazy cut loop) are compared on the whole set of solutions.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence

from pysat.solvers import Solver

from satpuzzles.cnf import Clause, Formula
from satpuzzles.typekit.constraints.grid import centres
from satpuzzles.typekit.constraints.lazy import CutFinder, solve_with_cuts

Projection = frozenset[Hashable]


def brute(
    lits: Mapping[Hashable, int], accepts: Callable[[set[Hashable]], bool], extra: Sequence[Clause] = ()
) -> set[Projection]:
    """Every subset of `lits`' keys that makes `extra` true (over these literals only) and that `accepts`."""
    keys = list(lits)
    bit = {lit: 1 << i for i, lit in enumerate(lits.values())}
    masks = [(sum(bit[lit] for lit in c if lit > 0), sum(bit[-lit] for lit in c if lit < 0)) for c in extra]
    found: set[Projection] = set()
    for word in range(1 << len(keys)):
        if all(word & pos or ~word & neg for pos, neg in masks):
            chosen = {k for i, k in enumerate(keys) if word >> i & 1}
            if accepts(chosen):
                found.add(frozenset(chosen))
    return found


def sat_projections(
    f: Formula, lits: Mapping[Hashable, int], cuts: CutFinder | None = None, limit: int = 100_000
) -> set[Projection]:
    """The subsets of `lits`' keys that some model of `f` (with lazy `cuts`, if any) makes true."""
    found: set[Projection] = set()
    with Solver(name="cadical153", bootstrap_with=f.clauses) as solver:
        while len(found) < limit:
            if cuts is None:
                if not solver.solve():
                    break
            elif not solve_with_cuts(solver, [], cuts):
                break
            model = set(solver.get_model())
            chosen = frozenset(k for k, lit in lits.items() if lit in model)
            assert chosen not in found, "blocked projection came back"
            found.add(chosen)
            solver.add_clause([-lit if lit in model else lit for lit in lits.values()])
    return found


def cell_block(f: Formula, rows: int, cols: int, role: str = "cell") -> dict[tuple[int, int], int]:
    """One literal per cell, allocated as a block (before any auxiliary)."""
    block = f.block(role, rows, cols)
    return {(r, c): block.lit(r, c) for r in range(rows) for c in range(cols)}


def pieces(nodes: set[Hashable], joined: Callable[[Hashable, Hashable], bool]) -> list[set[Hashable]]:
    """The connected pieces of `nodes` under the symmetric relation `joined` (plain flood fill)."""
    left, found = set(nodes), []
    while left:
        start = left.pop()
        piece, stack = {start}, [start]
        while stack:
            v = stack.pop()
            for u in [u for u in left if joined(v, u)]:
                left.discard(u)
                piece.add(u)
                stack.append(u)
        found.append(piece)
    return found


def orthogonal(a: Hashable, b: Hashable) -> bool:
    (r1, c1), (r2, c2) = a, b
    return bool(abs(r1 - r2) + abs(c1 - c2) == 1)


def line_drawings(rows: int, columns: int, *, ends: bool) -> list[tuple[tuple[str, ...], ...]]:
    """Every set of edges between neighbouring cells with degree 0 or 2 at each cell (or 1 too, with `ends`),
    written as line pieces per cell (`ns`, `se`, an end `n`, `-`), as the line types' solutions are."""
    graph = centres(rows, columns)
    allowed = {0, 1, 2} if ends else {0, 2}
    towards = {(-1, 0): "n", (1, 0): "s", (0, -1): "w", (0, 1): "e"}
    order = ("ns", "ew", "ne", "nw", "se", "sw", "n", "e", "s", "w")
    out = []
    for word in range(1 << len(graph.edges)):
        sides: dict[tuple[int, int], set[str]] = {v: set() for v in graph.vertices}
        for i, (u, v) in enumerate(graph.edges):
            if word >> i & 1:
                sides[u].add(towards[v[0] - u[0], v[1] - u[1]])
                sides[v].add(towards[u[0] - v[0], u[1] - v[1]])
        if any(len(s) not in allowed for s in sides.values()):
            continue
        token = {v: next((p for p in order if set(p) == s), "-") for v, s in sides.items()}
        out.append(tuple(tuple(token[r, c] for c in range(columns)) for r in range(rows)))
    return out
