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

from collections.abc import Hashable, Iterable, Mapping
from typing import TypeVar

from satpuzzles.cnf import Clause, Formula
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


def components(active: Mapping[N, int], links: Links[N], truth: Truth) -> list[list[N]]:
    """The model's active nodes grouped into connected pieces (through true links), largest first."""
    on = {v for v, lit in active.items() if truth(lit)}
    seen: set[N] = set()
    pieces: list[list[N]] = []
    for start in active:
        if start not in on or start in seen:
            continue
        piece, stack = [start], [start]
        seen.add(start)
        while stack:
            v = stack.pop()
            for u, edge in links.get(v, ()):
                if u in on and u not in seen and (edge is None or truth(edge)):
                    seen.add(u)
                    piece.append(u)
                    stack.append(u)
        pieces.append(piece)
    pieces.sort(key=len, reverse=True)
    return pieces


def boundary(active: Mapping[N, int], links: Links[N], piece: Iterable[N]) -> list[int]:
    """The literals that would join `piece` to something outside it: an edge literal, or the neighbour's."""
    inside = set(piece)
    found: dict[int, None] = {}
    for v in inside:
        for u, edge in links.get(v, ()):
            if u in active and u not in inside:
                found[active[u] if edge is None else edge] = None
    return list(found)


def connectivity_cuts(
    active: Mapping[N, int], adjacency: Mapping[N, Iterable[N]], *, root: N | None = None
) -> CutFinder:
    """The lazy form of `connected` (nonempty, if wanted, is one clause the caller adds itself)."""
    return connectivity_cuts_via(active, plain_links(adjacency), root=root)


def connectivity_cuts_via(active: Mapping[N, int], links: Links[N], *, root: N | None = None) -> CutFinder:
    """The lazy form of `connected_via`: one cut per component, while the active nodes are split.

    With a root, a component without it is cut off from the root instead: (not v) or (its boundary).
    """

    def cuts(truth: Truth) -> list[Clause]:
        pieces = components(active, links, truth)
        found: list[Clause] = []
        for i, piece in enumerate(pieces):
            if root is not None:
                if root not in piece:
                    found.append([-active[piece[0]], *boundary(active, links, piece)])
            elif len(pieces) > 1:
                other = pieces[1 if i == 0 else 0][0]
                found.append([-active[piece[0]], -active[other], *boundary(active, links, piece)])
        return found

    return cuts


def connected_to_cuts(active: Mapping[N, int], adjacency: Mapping[N, Iterable[N]], sources: Iterable[N]) -> CutFinder:
    """The lazy form of `connected_to`: a component holding no source must grow past its boundary."""
    return reach_cuts_via(active, plain_links(adjacency), sources)


def reach_cuts_via(active: Mapping[N, int], links: Links[N], sources: Iterable[N]) -> CutFinder:
    """Cuts for "every active node reaches an active source": (not v) or (the boundary of v's component)."""
    source_set = set(sources)

    def cuts(truth: Truth) -> list[Clause]:
        return [
            [-active[piece[0]], *boundary(active, links, piece)]
            for piece in components(active, links, truth)
            if source_set.isdisjoint(piece)
        ]

    return cuts
