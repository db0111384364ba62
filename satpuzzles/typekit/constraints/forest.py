"""No cycle among the chosen edges of a graph (Gokigen Naname's diagonals): exactly, or by lazy cycle cuts.

Exactly: a graph is a forest exactly when its edges can be pointed, each from a vertex to its parent,
so that every vertex has at most one parent and parents have strictly smaller levels (reach.Levels).
A forest is pointed towards a root per tree; conversely a pointed component with n vertices has at
most n - 1 edges (its lowest vertex has no parent), and a connected graph with n - 1 edges is a tree.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TypeVar

from satpuzzles.cnf import Clause, Formula, at_most
from satpuzzles.typekit.constraints.lazy import CutFinder, Truth
from satpuzzles.typekit.constraints.reach import Levels, fresh

N = TypeVar("N", bound=Hashable)
FOREST_ENCODINGS = ("levels", "binary")


def no_cycle(f: Formula, edges: Sequence[tuple[N, N, int]], *, encoding: str = "levels") -> None:
    """The edges (u, v, literal) whose literal holds contain no cycle (two parallel edges make one)."""
    if encoding not in FOREST_ENCODINGS:
        raise ValueError(f"unknown forest encoding {encoding!r}; choose from {', '.join(FOREST_ENCODINGS)}")
    vertices = list(dict.fromkeys(v for u, w, _ in edges for v in (u, w)))
    levels = Levels(f, vertices, len(vertices) - 1, binary=encoding == "binary", comparisons=2 * len(edges))
    pointed = fresh(f, "parent edge", 2 * len(edges))
    parents: dict[Hashable, list[int]] = {v: [] for v in vertices}
    for u, w, edge in edges:
        up, down = next(pointed), next(pointed)  # up: w is u's parent; down: u is w's parent
        f.extend(([-edge, up, down], [-up, edge], [-down, edge], [-up, -down]))
        levels.less(w, u, up)
        levels.less(u, w, down)
        parents[u].append(up)
        parents[w].append(down)
    for choices in parents.values():
        at_most(f, choices, 1, "auto")


def cycle_cuts(edges: Sequence[tuple[N, N, int]]) -> CutFinder:
    """Lazy form of no_cycle: for each chosen edge that closes a cycle, "not all of that cycle's edges".

    Union-find tells which chosen edge closes a cycle in near-constant time; only for those is the cycle
    itself traced through the forest built so far (a path search per edge made large grids quadratic).
    """

    def cuts(truth: Truth) -> list[Clause]:
        tree: dict[Hashable, list[tuple[Hashable, int]]] = {}
        leader: dict[Hashable, Hashable] = {}

        def find(v: Hashable) -> Hashable:
            root = v
            while leader.get(root, root) != root:
                root = leader[root]
            while v != root:  # path compression
                leader[v], v = root, leader[v]
            return root

        found: list[Clause] = []
        for u, w, edge in edges:
            if not truth(edge):
                continue
            a, b = find(u), find(w)
            if a != b:
                leader[a] = b
                tree.setdefault(u, []).append((w, edge))
                tree.setdefault(w, []).append((u, edge))
                continue
            route = _tree_path(tree, u, w)
            assert route is not None  # u and w are joined in the forest: union-find says so
            found.append([-lit for lit in dict.fromkeys([edge, *route])])
        return found

    return cuts


def _tree_path(tree: dict[Hashable, list[tuple[Hashable, int]]], start: Hashable, goal: Hashable) -> list[int] | None:
    """The edge literals along the forest path from start to goal, or None when they are not joined."""
    if start == goal:
        return []
    came: dict[Hashable, tuple[Hashable, int] | None] = {start: None}
    stack = [start]
    while stack:
        v = stack.pop()
        for u, edge in tree.get(v, ()):
            if u not in came:
                came[u] = (v, edge)
                if u == goal:
                    route = []
                    step = came[u]
                    while step is not None:
                        route.append(step[1])
                        step = came[step[0]]
                    return route
                stack.append(u)
    return None
