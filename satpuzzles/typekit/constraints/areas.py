"""Areas sized by their numbers: every node holds one number; an area is a maximal connected set
of nodes holding the same number; each area has exactly as many nodes as its number.

`values[node][v]` is the literal "node holds v" over the node's possible numbers (one-hot: the caller states
that each node holds exactly one). `sized_areas` states the rule exactly (for export, certificates,
explain and steps); `sized_areas_cuts` is its lazy form. encodings/regions.md (sized areas) argues both.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping
from typing import TypeVar

from satpuzzles.cnf import DEFAULT_ENCODING, Clause, Formula, exactly
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


def sized_areas_cuts(values: Values[N], adjacency: Mapping[N, Iterable[N]]) -> CutFinder:
    """The lazy form: for an area A of number v in the model, |A| < v gives "not all of A hold v, or a
    neighbour of A holds v"; |A| > v gives "not all of these v + 1 connected nodes of A hold v"."""
    near = {node: list(adjacency[node]) for node in values}

    def cuts(truth: Truth) -> list[Clause]:
        number = {node: next((v for v, lit in lits.items() if truth(lit)), 0) for node, lits in values.items()}
        seen: set[N] = set()
        found: list[Clause] = []
        for start in values:
            if start in seen:
                continue
            v = number[start]
            area, stack = [start], [start]
            seen.add(start)
            while stack:
                for w in near[stack.pop()]:
                    if w not in seen and number[w] == v:
                        seen.add(w)
                        area.append(w)
                        stack.append(w)
            if len(area) < v:
                inside = set(area)
                rim = {w for node in area for w in near[node] if w not in inside and v in values[w]}
                found.append([*(-values[node][v] for node in area), *(values[w][v] for w in rim)])
            elif len(area) > v:
                found.append([-values[node][v] for node in area[: v + 1]])
        return found

    return cuts
