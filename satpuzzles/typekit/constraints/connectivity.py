"""Connectivity of the active nodes: exactly in CNF (for export and proofs), or lazily by cuts.

`connected`: the active nodes form one connected piece, or there is none (`nonempty=True` asks for
at least one). `connected_to`: every active node is joined to an active source node, as if a
virtual root touched all sources (Cave: the shaded cells reach the border). Both work on plain
neighbour lists; `connected_via` on links that carry edge literals (loops, paths).

The lazy forms return a cut finder (see lazy.py): for a component C of the model's active nodes
and an active node v outside it, with u in C, the clause (not u) or (not v) or (some node or edge
on the boundary of C is active) holds in every solution, and the model violates it.
encodings/connectivity.md has the soundness argument and the measurements.
"""

from __future__ import annotations

from collections.abc import Container, Hashable, Iterable, Mapping
from typing import Generic, TypeVar

from satpuzzles.cnf import Clause, Formula
from satpuzzles.deadline import checkpoint
from satpuzzles.typekit.constraints.lazy import CutFinder, Truth
from satpuzzles.typekit.constraints.reach import DEFAULT_ENCODING, Links, fresh, reach_roots

N = TypeVar("N", bound=Hashable)


def plain_links(adjacency: Mapping[N, Iterable[N]]) -> dict[N, list[tuple[N, int | None]]]:
    """Neighbour lists as links without edge literals (two active neighbours are always joined)."""
    return {v: [(u, None) for u in near] for v, near in adjacency.items()}


def connected(
    f: Formula,
    active: Mapping[N, int],
    adjacency: Mapping[N, Iterable[N]],
    *,
    root: N | None = None,
    nonempty: bool = False,
    encoding: str = DEFAULT_ENCODING,
) -> None:
    """The active nodes are connected through active neighbours (none at all is allowed unless `nonempty`).

    `root`: a node that is active whenever any node is (a clue cell, say): paths then lead to it; without
    one, the root is the first active node in the order of `active`, which this encodes.
    """
    connected_via(f, active, plain_links(adjacency), root=root, nonempty=nonempty, encoding=encoding)


def connected_via(
    f: Formula,
    active: Mapping[N, int],
    links: Links[N],
    *,
    root: N | None = None,
    nonempty: bool = False,
    encoding: str = DEFAULT_ENCODING,
    bound: int | None = None,
) -> None:
    """`connected` over links that may carry edge literals: a link joins only while its edge is true.

    `bound`: no active node is further than this from the root in any solution (default: node count - 1).
    """
    if nonempty:
        f.add(list(active.values()))
    roots = {root: active[root]} if root is not None else first_active(f, active)
    reach_roots(f, active, links, roots, encoding=encoding, bound=bound)


def connected_to(
    f: Formula,
    active: Mapping[N, int],
    adjacency: Mapping[N, Iterable[N]],
    sources: Iterable[N],
    *,
    encoding: str = DEFAULT_ENCODING,
) -> None:
    """Every active node reaches an active source node through active neighbours (sources outside
    `active` are never active, so they are left out)."""
    roots = {s: active[s] for s in sources if s in active}
    reach_roots(f, active, plain_links(adjacency), roots, encoding=encoding)


def first_active(f: Formula, active: Mapping[N, int]) -> dict[N, int]:
    """Literals "this node is the first active one" (in the order of `active`), defined both ways.

    seen[i]: some node among the first i + 1 is active; first[i] <-> active[i] and not seen[i - 1].
    """
    nodes = list(active)
    seen_vars = fresh(f, "seen", len(nodes))
    first_vars = fresh(f, "first", len(nodes))
    firsts: dict[N, int] = {}
    before = 0
    for v in nodes:
        a, seen, first = active[v], next(seen_vars), next(first_vars)
        f.extend(([-a, seen], [-seen, a, *([before] if before else [])], [-first, a]))
        if before:
            f.extend(([-before, seen], [-first, -before], [-a, before, first]))
        else:
            f.add([-a, first])
        firsts[v], before = first, seen
    return firsts


class _Graph(Generic[N]):
    """The nodes of `active` by number, with their links to other nodes of `active` (the only ones a path of
    active nodes can use), so that a cut finder's every round works on lists of numbers."""

    def __init__(self, active: Mapping[N, int], links: Links[N]) -> None:
        self.nodes = list(active)
        self.number = number = {v: i for i, v in enumerate(self.nodes)}
        self.lits = [active[v] for v in self.nodes]
        checkpoint()  # here and below: each step takes about 0.2 s CPU on a 215x215 board
        self.near = [
            [(number[u], self.lits[number[u]] if edge is None else edge) for u, edge in links.get(v, ()) if u in number]
            for v in self.nodes
        ]
        # each node's count of neighbours, where every link is listed once from each end (then "u has no link
        # leading out of the piece" is "the piece reaches u by all of them"); None: asked link by link
        checkpoint()
        ends = [{u for u, _ in links} for links in self.near]
        checkpoint()
        symmetric = all(
            len(ends[v]) == len(links) and all(v in ends[u] for u, _ in links) for v, links in enumerate(self.near)
        )
        self.degree = [len(links) for links in self.near] if symmetric else None

    def pieces(self, truth: Truth) -> tuple[list[list[int]], list[int]]:
        """The model's active nodes (by number) in connected pieces through true links, largest first, and
        each node's piece (its place in that list; -1 for an inactive node)."""
        on = [truth(lit) for lit in self.lits]
        which = [-1] * len(on)
        pieces: list[list[int]] = []
        for start, active in enumerate(on):
            if not start & 4095:  # a cut round on a large board is seconds of this: the run's deadline, if active
                checkpoint()
            if not active or which[start] >= 0:
                continue
            which[start] = len(pieces)
            piece, stack = [start], [start]
            while stack:
                for u, joins in self.near[stack.pop()]:
                    if on[u] and which[u] < 0 and (joins == self.lits[u] or truth(joins)):
                        which[u] = len(pieces)
                        piece.append(u)
                        stack.append(u)
            pieces.append(piece)
        order = sorted(range(len(pieces)), key=lambda i: -len(pieces[i]))
        renumber = [0] * len(pieces)
        for new, old in enumerate(order):
            renumber[old] = new
        return [pieces[i] for i in order], [renumber[i] if i >= 0 else -1 for i in which]

    def cut(
        self, truth: Truth, piece: list[int], which: list[int], kept: Container[int] = ()
    ) -> tuple[dict[int, int], int]:
        """The literals false in the model that would join `piece` to a node outside it, each with that node,
        and a node of `piece` beside one of those nodes. A link's literal is its edge's, or the node's when the
        link has no edge literal or its edge is true (then the node is inactive, or it would be in `piece`).

        The nodes whose every link leads into `piece` are left out, unless `kept`: such a node cannot be the
        last one before `piece` on a path from a node outside `piece` that is neither next to it nor kept (the
        node before it would be outside `piece` too), so any path from there into `piece` still meets a
        literal of the cut (encodings/connectivity.md). The node of `piece` named is one beside the wall, so
        that the rules making a wall's neighbours active (no two shaded cells side by side) meet the cut at once.
        """
        inside = which[piece[0]]
        lits, near, degree = self.lits, self.near, self.degree
        outside: list[tuple[int, int, int]] = []  # (node outside, its link's literal, the piece's node)
        reached: dict[int, int] = {}  # per node outside, how many links the piece reaches it by
        for count, v in enumerate(piece):
            if not count & 4095:
                checkpoint()
            for u, joins in near[v]:
                if which[u] != inside:
                    outside.append((u, joins, v))
                    reached[u] = reached.get(u, 0) + 1
        walls: dict[int, int] = {}
        beside = piece[0]
        for u, joins, v in outside:
            if degree is not None:
                wall = reached[u] < degree[u] or u in kept
            else:
                wall = u in kept or any(which[w] != inside for w, _ in near[u])
            if wall:
                if not walls:
                    beside = v
                walls[lits[u] if joins == lits[u] or truth(joins) else joins] = u
        return walls, beside

    def across(self, walls: Iterable[int], which: list[int], piece: int, pieces: list[list[int]]) -> int:
        """An active node outside piece number `piece` beside one of the `walls` (or the first of another piece)."""
        for u in walls:
            for v, _ in self.near[u]:
                if which[v] >= 0 and which[v] != piece:
                    return v
        return pieces[1 if piece == 0 else 0][0]


def connectivity_cuts(
    active: Mapping[N, int], adjacency: Mapping[N, Iterable[N]], *, root: N | None = None
) -> CutFinder:
    """The lazy form of `connected` (nonempty, if wanted, is one clause the caller adds itself)."""
    return connectivity_cuts_via(active, plain_links(adjacency), root=root)


def connectivity_cuts_via(active: Mapping[N, int], links: Links[N], *, root: N | None = None) -> CutFinder:
    """The lazy form of `connected_via`: one cut per component, while the active nodes are split.

    With a root, a component without it is cut off from the root instead: (not v) or (its boundary).
    """
    graph = _Graph(active, links)
    rooted = None if root is None else graph.number.get(root, -1)  # a root never active: no node may be

    def cuts(truth: Truth) -> list[Clause]:
        pieces, which = graph.pieces(truth)
        lits = graph.lits
        found: list[Clause] = []
        for i, piece in enumerate(pieces):
            checkpoint()
            if rooted is not None:
                if rooted < 0 or which[rooted] != i:
                    walls, beside = graph.cut(truth, piece, which, (rooted,))
                    found.append([-lits[beside], *walls])
            elif len(pieces) > 1:
                walls, beside = graph.cut(truth, piece, which)
                other = graph.across(walls.values(), which, i, pieces)
                if any(which[u] == i for u, _ in graph.near[other]):  # joined to the piece by a false edge
                    walls, beside = graph.cut(truth, piece, which, (other,))
                found.append([-lits[beside], -lits[other], *walls])
        return found

    return cuts


def connected_to_cuts(active: Mapping[N, int], adjacency: Mapping[N, Iterable[N]], sources: Iterable[N]) -> CutFinder:
    """The lazy form of `connected_to`: a component holding no source must grow past its boundary."""
    return reach_cuts_via(active, plain_links(adjacency), sources)


def reach_cuts_via(active: Mapping[N, int], links: Links[N], sources: Iterable[N]) -> CutFinder:
    """Cuts for "every active node reaches an active source": (not v) or (the boundary of v's component)."""
    graph = _Graph(active, links)
    kept = {graph.number[s] for s in sources if s in graph.number}

    def cuts(truth: Truth) -> list[Clause]:
        pieces, which = graph.pieces(truth)
        found: list[Clause] = []
        for piece in pieces:
            checkpoint()
            if kept.isdisjoint(piece):
                walls, beside = graph.cut(truth, piece, which, kept)
                found.append([-graph.lits[beside], *walls])
        return found

    return cuts
