"""Reachability from roots, exactly, in three encodings (encodings/connectivity.md measures them).

The one primitive every exact graph constraint here is built on: each active node is a root or
reaches a root along links whose two ends are active and whose edge literal (if any) is true.

- `levels`: every active non-root node picks an active neighbour as parent whose level is smaller;
  levels are order-encoded integers 0..bound (unary: "level >= k" literals).
- `binary`: the same parent pointers, with levels as binary numbers compared bit by bit.
- `layers`: no parents: r[v][k] "v is reached within k steps" implies v is a root (k = 0), was reached
  within k - 1 steps, or has a neighbour reached within k - 1 steps; every active node is reached
  within `bound` steps.
- `trimmed`: `layers` without the literals false in every model: r[v][k] only from k = v's distance to
  the nearest root node on, and a node farther than `bound` is inactive (a region grown from one seed).

Only the implications that soundness needs are written (a satisfying assignment of the auxiliaries
exists exactly when every active node reaches a root), so models of the auxiliaries are not unique:
block solutions on the caller's own literals.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping, Sequence
from typing import TypeVar

from satpuzzles.cnf import Formula
from satpuzzles.cnf.budget import spend

N = TypeVar("N", bound=Hashable)
# Each node's neighbours, each with the literal of the edge to it (None: the link needs no edge literal).
Links = Mapping[N, Sequence[tuple[N, int | None]]]

ENCODINGS = ("levels", "binary", "layers", "trimmed")
DEFAULT_ENCODING = "levels"  # fastest exact one on 4 of 7 measured sets, the loops among them (encodings/)


def reach_roots(
    f: Formula,
    active: Mapping[N, int],
    links: Links[N],
    roots: Mapping[N, int],
    *,
    encoding: str = DEFAULT_ENCODING,
    bound: int | None = None,
) -> None:
    """Every node whose `active` literal holds reaches a node whose `roots` literal holds.

    A path runs along `links` (each listed from both ends) through active nodes; a link with an edge
    literal is usable only while that literal holds. `bound` caps the path length (default: the node
    count minus one, which never cuts a solution off). A root literal implies its node is active.
    """
    nodes = list(active)
    limit = len(nodes) - 1 if bound is None else bound
    for node, root in roots.items():
        if root != active[node]:  # a root that is its own active literal (connected's `root`) needs no clause
            f.add([-root, active[node]])
    usable = {v: [(u, e) for u, e in links.get(v, ()) if u in active] for v in nodes}
    # Unary levels and layers grow as nodes x bound: a large board passes the clause budget (and the run's
    # time) before a literal is made, so the budget is asked first with what this will add at the least.
    width = max(limit.bit_length(), 1) if encoding == "binary" else limit
    spend(f.clause_count + (len(nodes) + sum(map(len, usable.values()))) * width, f)  # and the deadline
    if encoding == "layers":
        _layers(f, nodes, active, usable, roots, limit)
    elif encoding == "trimmed":
        _trimmed_layers(f, nodes, active, usable, roots, limit)
    elif encoding in ("levels", "binary"):
        _parents(f, nodes, active, usable, roots, limit, binary=encoding == "binary")
    else:
        raise ValueError(f"unknown connectivity encoding {encoding!r}; choose from {', '.join(ENCODINGS)}")


def fresh(f: Formula, role: str, count: int) -> Iterator[int]:
    """`count` new variables in one named block, handed out in order."""
    block = f.block(role, count)
    return iter(range(block.first, block.first + count))


class Levels:
    """An integer level 0..bound per node, unary (order-encoded) or binary, and strict comparisons of them.

    Unary: lits[v][k] <-> level(v) >= k + 1. Binary: lits[v][i] is bit i (least significant first); each
    comparison then takes 2 * width auxiliaries, drawn from a block reserved for `comparisons` of them.
    """

    def __init__(self, f: Formula, nodes: Sequence[N], bound: int, *, binary: bool, comparisons: int) -> None:
        self.f, self.binary = f, binary
        width = max(bound.bit_length(), 1) if binary else bound
        block = f.block("binary level" if binary else "level", len(nodes), max(width, 1))
        self.lits: dict[Hashable, list[int]] = {v: [block.lit(i, k) for k in range(width)] for i, v in enumerate(nodes)}
        if not binary:  # the order encoding's chain
            for lits in self.lits.values():
                f.extend([-lits[k + 1], lits[k]] for k in range(width - 1))
        self._aux = fresh(f, "comparator", comparisons * 2 * width) if binary else iter(())

    def zero(self, v: Hashable, when: int) -> None:
        """`when` -> level(v) = 0."""
        self.f.extend([-when, -bit] for bit in self.lits[v])

    def less(self, lower: Hashable, higher: Hashable, when: int) -> None:
        """`when` -> level(lower) < level(higher)."""
        low, high = self.lits[lower], self.lits[higher]
        if self.binary:
            _binary_less(self.f, low, high, when, [next(self._aux) for _ in range(2 * len(high))])
        else:
            _unary_less(self.f, low, high, when)


def _parents(
    f: Formula,
    nodes: list[N],
    active: Mapping[N, int],
    usable: Mapping[N, list[tuple[N, int | None]]],
    roots: Mapping[N, int],
    limit: int,
    *,
    binary: bool,
) -> None:
    """Parent pointers to smaller levels: following parents from any active node ends at a root (a node that
    is a root whenever it is active chooses no parent: its clauses would all be satisfied, some tautologies)."""
    pointed = {v for v in nodes if roots.get(v) != active[v]}
    pairs = sum(len(usable[v]) for v in pointed)
    levels = Levels(f, nodes, limit, binary=binary, comparisons=pairs)
    parents = fresh(f, "parent", pairs)
    for v in nodes:
        root = roots.get(v)
        if root is not None:
            levels.zero(v, root)
        if v not in pointed:
            continue
        choices = [] if root is None else [root]
        for u, edge in usable[v]:
            parent = next(parents)
            choices.append(parent)
            f.add([-parent, active[u]])
            if edge is not None:
                f.add([-parent, edge])
            levels.less(u, v, parent)
        f.add([-active[v], *choices])


def _unary_less(f: Formula, lower: list[int], higher: list[int], when: int) -> None:
    """`when` -> level(lower) < level(higher), both order-encoded over the same width."""
    width = len(higher)
    if width == 0:
        f.add([-when])
        return
    f.add([-when, higher[0]])
    f.extend([-when, -lower[k], higher[k + 1]] for k in range(width - 1))
    f.add([-when, -lower[width - 1]])


def _binary_less(f: Formula, lower: list[int], higher: list[int], when: int, aux: list[int]) -> None:
    """`when` -> lower < higher as binary numbers (index 0 the least significant bit).

    decide[i]: the numbers agree above bit i, and bit i is 0 in `lower`, 1 in `higher`;
    agree[i]: the numbers agree on bits i and above (a chain from the top).
    """
    width = len(higher)
    decide, agree = aux[:width], aux[width:]
    f.add([-when, *decide])
    for i in range(width):
        f.extend(([-decide[i], -lower[i]], [-decide[i], higher[i]]))
        if i + 1 < width:
            f.add([-decide[i], agree[i + 1]])
        f.extend(([-agree[i], -lower[i], higher[i]], [-agree[i], lower[i], -higher[i]]))
        if i + 1 < width:
            f.add([-agree[i], agree[i + 1]])


def _layers(
    f: Formula,
    nodes: list[N],
    active: Mapping[N, int],
    usable: Mapping[N, list[tuple[N, int | None]]],
    roots: Mapping[N, int],
    limit: int,
) -> None:
    """reached[v][k]: v is reached within k steps; every active node is reached within `limit`."""
    reached = f.block("reached", len(nodes), limit + 1)
    index = {v: i for i, v in enumerate(nodes)}

    def at(v: N, k: int) -> int:
        return reached.lit(index[v], k)

    steps = sum(1 for v in nodes for _, edge in usable[v] if edge is not None) * limit
    step_vars = fresh(f, "step", steps)
    for v in nodes:
        root = roots.get(v)
        f.add([-at(v, 0)] if root is None else [-at(v, 0), root])
        for k in range(limit + 1):
            f.add([-at(v, k), active[v]])
        for k in range(1, limit + 1):
            before = ((at(u, k - 1), edge) for u, edge in usable[v])
            f.add([-at(v, k), at(v, k - 1), *_one_step(f, step_vars, before)])
        f.add([-active[v], at(v, limit)])


def _one_step(f: Formula, step_vars: Iterator[int], before: Iterable[tuple[int, int | None]]) -> list[int]:
    """What reaches a node in one more step: each neighbour reached the step before, through its edge when
    the link has one (a fresh step literal for the pair)."""
    via = []
    for reached, edge in before:
        if edge is None:
            via.append(reached)
        else:
            step = next(step_vars)
            f.extend(([-step, reached], [-step, edge]))
            via.append(step)
    return via


def _trimmed_layers(
    f: Formula,
    nodes: list[N],
    active: Mapping[N, int],
    usable: Mapping[N, list[tuple[N, int | None]]],
    roots: Mapping[N, int],
    limit: int,
) -> None:
    """`layers` with the literals r[v][k], k below v's distance to the nearest root node, taken as false (no
    path is that short), and a node farther than `limit` inactive: the same models, fewer literals.

    A region grown from one seed within k - 1 steps is a diamond around it; `layers` spent a literal on every
    (cell, step) of the square around it (on Nurikabe's largest boards, a fifth of the variables).
    """
    distance = {v: 0 for v in roots if v in active}
    frontier = list(distance)
    for step in range(1, limit + 1):
        reached = []
        for v in frontier:
            for u, _ in usable[v]:
                if u not in distance:
                    distance[u] = step
                    reached.append(u)
        frontier = reached
    fresh_lit = fresh(f, "reached", sum(limit + 1 - d for d in distance.values()))
    at = {v: {k: next(fresh_lit) for k in range(d, limit + 1)} for v, d in distance.items()}
    steps = sum(1 for v in distance for u, edge in usable[v] if edge is not None and u in distance) * limit
    step_vars = fresh(f, "step", steps)
    for v in nodes:
        mine = at.get(v)
        if mine is None:
            f.add([-active[v]])
            continue
        if 0 in mine:
            f.add([-mine[0], roots[v]])
        f.extend([-lit, active[v]] for lit in mine.values())
        for k in range(max(distance[v], 1), limit + 1):
            via = [mine[k - 1]] if k - 1 in mine else []
            near = ((lit, edge) for u, edge in usable[v] if (lit := at.get(u, {}).get(k - 1)) is not None)
            f.add([-mine[k], *via, *_one_step(f, step_vars, near)])
        f.add([-active[v], mine[limit]])
