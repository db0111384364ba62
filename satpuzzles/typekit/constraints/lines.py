"""Digit lines: consecutive runs, fills from a bulb (a boolean fill from the bulb, or increasing digits)."""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints.digits import Digits, candidates
from satpuzzles.typekit.constraints.sums import one_of_sets


def consecutive_set(f: Formula, cells: Sequence[Digits], *, distinct: bool = True) -> None:
    """The cells hold distinct digits forming a set of consecutive values, in any order (a maximal
    run of white cells).

    The windows of len(cells) consecutive candidate values are the digit sets to choose from (sums.one_of_sets);
    `distinct=False` where another rule keeps the cells' digits distinct (sums.one_of_sets `stated`).
    """
    domains = [{value for value, _ in candidates(cell)} for cell in cells]
    values = sorted(set().union(*domains))
    n, present = len(cells), set(values)
    windows = [frozenset(range(low, low + n)) for low in values if set(range(low, low + n)) <= present]
    one_of_sets(f, cells, [w for w in windows if all(domain & w for domain in domains)], stated=distinct)


def thermometer_fill(f: Formula, lits: Sequence[int]) -> None:
    """The filled cells of a line from its bulb (bulb first) are a prefix: a filled cell's predecessor is filled."""
    f.extend([-after, before] for before, after in itertools.pairwise(lits))


def increasing(f: Formula, cells: Sequence[Digits]) -> None:
    """The digits strictly increase along the line (digits rising from a bulb, bulb first).

    Each neighbour pair gets support clauses both ways (v here needs a larger value next, w next needs a
    smaller value here), and values no increasing line can give a position are refused outright.
    """
    domains = [{value for value, _ in candidates(cell)} for cell in cells]
    for i in range(1, len(domains)):  # forward: above the smallest possible predecessor
        least = min(domains[i - 1], default=None)
        domains[i] = {v for v in domains[i] if least is not None and v > least}
    for i in range(len(domains) - 2, -1, -1):  # backward: below the largest possible successor
        most = max(domains[i + 1], default=None)
        domains[i] = {v for v in domains[i] if most is not None and v < most}
    for cell, domain in zip(cells, domains, strict=True):
        f.extend([-lit] for value, lit in candidates(cell) if value not in domain)
    for here, after in itertools.pairwise(cells):
        for value, lit in candidates(here):
            f.add([-lit, *(other for w, other in candidates(after) if w > value)])
        for value, lit in candidates(after):
            f.add([-lit, *(other for w, other in candidates(here) if w < value)])
