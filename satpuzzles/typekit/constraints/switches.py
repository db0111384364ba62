"""Cuts that forestall a loop's 2x2 switches (encodings/loops.md, "Switch cuts").

Where one loop passes a 2x2 block of cells as two parallel strands run in opposite directions, taking both
strands out and joining the block's other two sides instead splits the loop in two, and changes nothing that
a cell's own rules see (every cell keeps its place on the loop). A uniqueness proof meets such models one per
solve call, each a new block: Yajilin's largest grids took 40-70 calls. So whenever a model is cut, the loops
of the model that would be split that way are cut too, before the solver finds them: for the part C a switch
would close off, "a cell u of C and a cell v beside it across a strand are not both on the loop unless some
edge leaves C". That holds for any set of cells C (on one loop through u and v, the way from v to u enters C
by an edge), so the cuts keep every solution; the model itself keeps them, as its strands leave C.
"""

from __future__ import annotations

from collections.abc import Mapping

from satpuzzles.cnf import Clause
from satpuzzles.typekit.constraints.grid import Cell, Edge, GridGraph
from satpuzzles.typekit.constraints.lazy import Truth

# A block's corners by number (top left, top right, bottom left, bottom right) and its two pairs of parallel
# sides: (the first strand, the second strand, the two sides that replace them in a switch).
_STRANDS = (((0, 1), (2, 3), ((0, 2), (1, 3))), ((0, 2), (1, 3), ((0, 1), (2, 3))))


class SwitchCuts:
    """A cut finder over a loop's edges and "on the loop" literals (as loops.loop_cuts): for a model whose
    vertices all have degree 0 or 2, the cuts of every part a 2x2 switch of the model's loops would close off
    (the smaller one), each cut once per finder; none for any other model."""

    def __init__(self, graph: GridGraph, edges: Mapping[Edge, int], used: Mapping[Cell, int]) -> None:
        number = {v: i for i, v in enumerate(graph.vertices)}
        self.used = [used[v] for v in graph.vertices]
        self.near: list[list[tuple[int, int]]] = [[] for _ in graph.vertices]
        for (v, w), lit in edges.items():
            self.near[number[v]].append((number[w], lit))
            self.near[number[w]].append((number[v], lit))
        # each block whose four sides may be used: its corners and its sides' literals
        self.blocks: list[tuple[tuple[int, ...], dict[tuple[int, int], int]]] = []
        for r in range(graph.rows - 1):
            for c in range(graph.cols - 1):
                corners = tuple(number[cell] for cell in ((r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)))
                sides = {(0, 1): ((r, c), (r, c + 1)), (2, 3): ((r + 1, c), (r + 1, c + 1))}
                sides |= {(0, 2): ((r, c), (r + 1, c)), (1, 3): ((r, c + 1), (r + 1, c + 1))}
                if all(edge in edges for edge in sides.values()):
                    self.blocks.append((corners, {pair: edges[edge] for pair, edge in sides.items()}))
        self.seen: set[tuple[int, ...]] = set()

    def __call__(self, truth: Truth) -> list[Clause]:
        loops = self._loops(truth)
        if loops is None:
            return []
        which, place, orders = loops
        found: list[Clause] = []
        for corners, sides in self.blocks:
            for first, second, across in _STRANDS:
                (p, q), (s, t) = ((corners[i] for i in first), (corners[i] for i in second))
                k = which[p]
                if k < 0 or which[s] != k or not (truth(sides[first]) and truth(sides[second])):
                    continue
                if truth(sides[across[0]]) or truth(sides[across[1]]):
                    continue
                order = orders[k]
                size = len(order)
                if place[q] != (place[p] + 1) % size:  # walk the strands in the loop's direction
                    p, q = q, p
                if place[t] != (place[s] + 1) % size:
                    s, t = t, s
                if {p, s} in ({corners[first[0]], corners[second[0]]}, {corners[first[1]], corners[second[1]]}):
                    continue  # the strands run the same way: the switch keeps one loop
                # p -> q ... s -> t ... p: the switch closes off q .. s and t .. p; cut the smaller
                if (place[s] - place[q]) % size < size // 2:
                    cut = self._cut(order, place[q], place[s], q, p)
                else:
                    cut = self._cut(order, place[t], place[p], t, s)
                if cut is not None:
                    found.append(cut)
        return found

    def _loops(self, truth: Truth) -> tuple[list[int], list[int], list[list[int]]] | None:
        """Each vertex's loop (-1: unused) and place along it, and each loop's vertices in order; None unless
        every used vertex has two used edges."""
        on = [truth(lit) for lit in self.used]
        ways: list[list[int]] = [[] for _ in on]
        for v, active in enumerate(on):
            if active:
                ways[v] = [w for w, lit in self.near[v] if truth(lit)]
                if len(ways[v]) != 2:
                    return None
        which, place = [-1] * len(on), [0] * len(on)
        orders: list[list[int]] = []
        for start, active in enumerate(on):
            if not active or which[start] >= 0:
                continue
            order, before, here = [start], -1, start
            while True:
                a, b = ways[here]
                ahead = a if a != before else b
                if ahead == start:
                    break
                order.append(ahead)
                before, here = here, ahead
            for i, v in enumerate(order):
                which[v], place[v] = len(orders), i
            orders.append(order)
        return which, place, orders

    def _cut(self, order: list[int], start: int, end: int, u: int, v: int) -> Clause | None:
        """The cut of the part order[start..end] (round the loop), through u in it and v beside it; None when
        this finder has given it before."""
        part = order[start : end + 1] if start <= end else order[start:] + order[: end + 1]
        key = (len(part), min(part), max(part), u, v)
        if key in self.seen:
            return None
        self.seen.add(key)
        inside = set(part)
        walls = {
            lit
            for x in part
            for y, lit in self.near[x]
            if y not in inside and (y == v or any(z not in inside for z, _ in self.near[y]))
        }
        return [-self.used[u], -self.used[v], *sorted(walls)]
