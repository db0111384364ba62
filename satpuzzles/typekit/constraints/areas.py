"""Areas sized by their numbers: every node holds one number; an area is a maximal connected set
of nodes holding the same number; each area has exactly as many nodes as its number.

`values[node][v]` is the literal "node holds v" over the node's possible numbers (one-hot: the caller states
that each node holds exactly one). `sized_areas` states the rule exactly (for export, certificates,
explain and steps); `sized_areas_cuts` is its lazy form. encodings/regions.md (sized areas) argues both.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Iterator, Mapping, Sequence, Set
from typing import TypeVar

from satpuzzles.cnf import DEFAULT_ENCODING, Clause, Formula, exactly
from satpuzzles.cnf.counter import unary_counter
from satpuzzles.typekit.constraints.lazy import CutFinder, Truth

N = TypeVar("N", bound=Hashable)
Values = Mapping[N, Mapping[int, int]]


def sized_areas(
    f: Formula, values: Values[N], adjacency: Mapping[N, Iterable[N]], encoding: str = DEFAULT_ENCODING
) -> None:
    """The exact rule: with `same(a, b)` for neighbours holding one number, the nodes reached from u in k
    steps through `same` links are layers R_k(u); u holding v means |R_v(u)| = v (an area of s nodes
    reaches min(s, k + 1) or more of them in k steps, and all of them in s - 1)."""
    near = {node: list(adjacency[node]) for node in values}
    same: dict[tuple[N, N], int] = {}
    for a in values:
        for b in near[a]:
            if (b, a) in same:
                same[(a, b)] = same[(b, a)]
                continue
            link = same[(a, b)] = f.new_var("same")
            for v, lit in values[a].items():
                other = values[b].get(v)
                if other is None:
                    f.add([-link, -lit])
                else:
                    f.extend([[-link, -lit, other], [-link, lit, -other], [link, -lit, -other]])
            f.extend([-link, -lit] for v, lit in values[b].items() if v not in values[a])
    truth = f.new_var("true")
    f.add([truth])
    for u, numbers in values.items():
        layer = {u: truth}
        for k in range(1, max(numbers) + 1):
            grown: dict[N, int] = {}
            for w in {w for x in layer for w in [x, *near[x]]}:
                ways = []
                for x in near[w]:
                    if x in layer:
                        both = f.new_var("reach")
                        f.extend([[-both, layer[x]], [-both, same[(x, w)]], [both, -layer[x], -same[(x, w)]]])
                        ways.append(both)
                if w in layer:
                    ways.append(layer[w])
                reach = grown[w] = f.new_var("reach")
                f.extend([-way, reach] for way in ways)
                f.add([-reach, *ways])
            layer = grown
            if k in numbers:
                with f.guarded(numbers[k]):
                    exactly(f, list(layer.values()), k, encoding)


def sized_areas_cuts(
    values: Values[N], adjacency: Mapping[N, Iterable[N]], least: Mapping[int, int] | None = None
) -> CutFinder:
    """The lazy form: for an area A of number v in the model, |A| < v gives "not all of A hold v, or a
    node on the rim of S holds v" for a set S of fewer than v nodes holding A (the area of A has v nodes, so
    it leaves S through its rim); |A| > v gives "not all of these v + 1 connected nodes of A hold v".

    Two such cuts: S = A (the area must grow), and S = A grown breadth first through nodes that may hold v but
    do not in the model, while no rim node holds v in it (so the model breaks the cut): that one rules out
    every area A could grow to inside S at once (the step search's questions enumerated them one by one).

    `least`: symbols among the numbers that stand for any number from least[v] up (a projection's): their
    areas need least[v] nodes or more and are never too large; the cuts reason with least[v] as their number."""
    floor = dict(least or {})
    near = {node: list(adjacency[node]) for node in values}
    options = [(node, list(lits.items())) for node, lits in values.items()]

    def cuts(truth: Truth) -> list[Clause]:
        number: dict[N, int] = {}
        for node, pairs in options:  # a loop, not a generator per node: the step search calls this thousands of times
            number[node] = 0
            for v, lit in pairs:
                if truth(lit):
                    number[node] = v
                    break
        at = {node: floor.get(v, v) for node, v in number.items()} if floor else number
        seen: set[N] = set()
        found: list[Clause] = []
        for start in values:
            if start in seen:
                continue
            v = number[start]
            size = at[start]
            area, stack = [start], [start]
            seen.add(start)
            while stack:
                for w in near[stack.pop()]:
                    if w not in seen and number[w] == v:
                        seen.add(w)
                        area.append(w)
                        stack.append(w)
            if len(area) < size:
                all_of_area = [-values[node][v] for node in area]
                for room in {frozenset(area), frozenset(_room(area, v, size, number, values, near))}:
                    found.append([*all_of_area, *(values[w][v] for w in _rim(room, v, values, near))])
                found.extend(_below_cut(area, size, at, values, near, floor))
            elif len(area) > v and v not in floor:
                found.append([-values[node][v] for node in area[: v + 1]])
        return found

    return cuts


def _below_cut(
    area: list[N],
    v: int,
    number: Mapping[N, int],
    values: Values[N],
    near: Mapping[N, list[N]],
    floor: Mapping[int, int],
) -> list[Clause]:
    """For an area A of v with |A| < v: the smallest t <= v whose connected set C of nodes holding t or more
    around A has fewer than t nodes, and the cut "a node of C holds less than t, or one on its rim t or more"
    (an area inside such a C is too small for its number), or none where C_v has v nodes or more. It rules
    out every number from t up on C at once, where the cut on A's own number rules out one: a sea of
    unnumbered cells, whose cells may hold hundreds of numbers, no longer takes a round of cuts for each."""

    def grown(t: int) -> list[N]:
        found, seen = list(area), set(area)
        for node in found:
            for w in near[node]:
                if w not in seen and number[w] >= t:
                    if len(found) >= t:
                        return found
                    seen.add(w)
                    found.append(w)
        return found

    low, high = len(area) + 1, v  # |C_t| - t falls as t grows: the first t where it is negative
    if len(grown(high)) >= high:
        return []
    while low < high:
        middle = (low + high) // 2
        low, high = (low, middle) if len(grown(middle)) < middle else (middle + 1, high)
    room = grown(low)
    inside = set(room)
    rim = {w for node in room for w in near[node] if w not in inside}
    return [
        [
            *(lit for node in room for u, lit in values[node].items() if floor.get(u, u) < low),
            *(lit for w in rim for u, lit in values[w].items() if floor.get(u, u) >= low),
        ]
    ]


def _room(
    area: list[N], v: int, size: int, number: Mapping[N, int], values: Values[N], near: Mapping[N, list[N]]
) -> set[N]:
    """A grown breadth first to at most size - 1 nodes through nodes that may hold v, none of them nor of the
    rim holding v in the model (a node beside another area of v stops the growth there)."""
    room = set(area)
    queue = list(area)
    for node in queue:
        for w in near[node]:
            if len(room) >= size - 1:
                return room
            if w in room or v not in values[w] or number[w] == v:
                continue
            if any(number[x] == v and x not in room for x in near[w]):
                continue
            room.add(w)
            queue.append(w)
    return room


def _rim(room: Set[N], v: int, values: Values[N], near: Mapping[N, list[N]]) -> set[N]:
    return {w for node in room for w in near[node] if w not in room and v in values[w]}


def small_areas(f: Formula, values: Values[N], adjacency: Mapping[N, Iterable[N]], upto: int) -> None:
    """The rule for the numbers up to `upto` as plain clauses, implied by the rule and exact for them with
    "a node holding v > 1 has a neighbour holding v" (stated by the caller): every connected set of v + 1
    nodes that may hold v has one that does not (an area of v holds no such set), and every connected set
    A of 2 to v - 1 of them has one not holding v or a node on its rim holding v (an area of v leaves A).
    An area of v nodes breaks neither; an area of fewer is such an A (or one node), of more holds such a set.
    Connected sets of up to v + 1 nodes are few for small v (a grid cell starts 63 of 5 nodes, 216 of 6)."""
    near = {node: list(adjacency[node]) for node in values}
    for v in sorted({v for lits in values.values() for v in lits if 2 <= v <= upto}):
        allowed = {node for node, lits in values.items() if v in lits}
        for group in connected_sets(allowed, near, v + 1):
            if len(group) == v + 1:
                f.add([-values[node][v] for node in group])
            elif 2 <= len(group) < v:
                rim = {w for node in group for w in near[node] if w in allowed and w not in group}
                f.add([*(-values[node][v] for node in group), *(values[w][v] for w in rim)])


def area_counts(f: Formula, values: Values[N], few: int) -> None:
    """For each number v above 1 that fewer than few * v nodes may hold: the nodes holding v number a multiple
    of v (its areas have v nodes each), on a unary counter of them. Implied by the rule; it lets the solver see
    that one node more or less of v leaves an area wrong somewhere, where the cuts name one area at a time (a
    10x10 whose 36s fill two regions took 2,300 rounds of cuts, with it 80)."""
    for v in sorted({v for lits in values.values() for v in lits if v > 1}):
        lits = [by_number[v] for by_number in values.values() if v in by_number]
        if len(lits) >= few * v:
            continue
        at_least = unary_counter(f, lits, len(lits))  # at_least[j]: j or more of them hold v
        for regions in range(len(lits) // v + 1):
            beyond = regions * v + 1  # more than `regions` areas' nodes: then one area more
            if beyond <= len(lits):
                f.add([-at_least[beyond], *([at_least[beyond + v - 1]] if beyond + v - 1 <= len(lits) else [])])


def connected_sets(nodes: Set[N], near: Mapping[N, Sequence[N]], most: int) -> Iterator[tuple[N, ...]]:
    """Every connected set of 1 to `most` of `nodes` once (Wernicke's ESU: a set grows from its first node
    in `near`'s order only through later nodes that touch its newest one and none before it)."""
    order = {node: i for i, node in enumerate(near) if node in nodes}

    def grow(group: tuple[N, ...], touched: frozenset[N], extension: list[N], first: int) -> Iterator[tuple[N, ...]]:
        yield group
        if len(group) == most:
            return
        extension = list(extension)
        while extension:
            w = extension.pop()
            fresh = [x for x in near[w] if x in order and order[x] > first and x not in touched]
            yield from grow((*group, w), touched | {w, *fresh}, extension + fresh, first)

    for node, i in order.items():
        later = [x for x in near[node] if x in order and order[x] > i]
        yield from grow((node,), frozenset([node, *later]), later, i)
