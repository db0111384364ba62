"""Sums over cells: digit sums with distinct digits (a run or a cage with a sum clue) and weighted
boolean sums.

Two encodings of a distinct-digit sum (encodings/sums.md has the clauses and the measurements):
- "sets": the digit sets of the right size and sum are enumerated (at most 126 for digits 1..9); a selector
  per set, the cells within the chosen set and each of its digits used;
- "adder": an order-encoded running sum (prefix p_i >= s literals), plus "at most one cell per digit".
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from satpuzzles.cnf import Formula, at_most
from satpuzzles.typekit.constraints.digits import Digits, Fixable, candidates, negated, simplified

SUM_ENCODINGS = ("sets", "adder")
DEFAULT_SUM_ENCODING = "sets"

# One cell of a running sum: (contribution, literal) pairs of which exactly one literal holds.
Options = Sequence[tuple[int, int]]


class OrderSum:
    """Literals "the sum is at least s" of an order-encoded running sum, constants outside [low, high]."""

    def __init__(self, low: int, high: int, first: int) -> None:
        self.low, self.high, self.first = low, high, first

    def at_least(self, s: int) -> Fixable:
        if s <= self.low:
            return True
        if s > self.high:
            return False
        return self.first + s - self.low - 1


def running_sum(f: Formula, cells: Sequence[Options], role: str = "sum") -> OrderSum:
    """Order literals for the sum of the cells' contributions, defined both ways (functional in the cells).

    Prefix i's literal "at least t" holds exactly when, for the option chosen at cell i with contribution v,
    prefix i-1's "at least t - v" holds: one clause per direction, option and t.
    """
    prefix = OrderSum(0, 0, 0)
    for options in cells:
        values = [value for value, _ in options]
        low, high = prefix.low + min(values), prefix.high + max(values)
        nxt = OrderSum(low, high, f.block(role, max(high - low, 0)).first if high > low else 0)
        clauses = f.clauses
        step = nxt.first - low - 1  # nxt.at_least(t) == t + step for low < t <= high, which is every t below
        for t in range(low + 2, high + 1):
            clauses.append([-(t + step), t + step - 1])  # order axioms
        # prefix.at_least(s), spelled out: true at s <= p_low, false above p_high, else s + p_step
        p_low, p_high, p_step = prefix.low, prefix.high, prefix.first - prefix.low - 1
        for value, lit in options:
            for t in range(low + 1, high + 1):
                s, after = t - value, t + step
                if s <= p_low:  # before is true: [-lit, after]; the other clause is satisfied
                    clauses.append([-lit, after])
                elif s > p_high:  # before is false: [-lit, -after]
                    clauses.append([-lit, -after])
                else:
                    before = s + p_step
                    clauses.append([-lit, -before, after])
                    clauses.append([-lit, before, -after])
        prefix = nxt
    return prefix


def sum_equals(f: Formula, total: OrderSum, target: int) -> None:
    """The running sum `total` equals `target` (the empty clause when it cannot)."""
    for clause in (simplified([total.at_least(target)]), simplified([negated(total.at_least(target + 1))])):
        if clause is not None:
            f.add(clause)


def weighted_sum(f: Formula, lits: Sequence[int], weights: Sequence[int], target: int) -> None:
    """sum(weights[i] for true lits[i]) == target (a line whose shaded cells' weights sum to a clue).

    Weights are non-negative integers; a running order-encoded sum, exact in both directions.
    """
    if len(lits) != len(weights) or any(w < 0 for w in weights):
        raise ValueError("weighted_sum needs one non-negative weight per literal")
    sum_equals(f, running_sum(f, [[(0, -lit), (w, lit)] for lit, w in zip(lits, weights, strict=True)]), target)


def digit_sum(f: Formula, cells: Sequence[Digits], target: int) -> None:
    """The cells' digits sum to `target` (repeats allowed: large sum cages use this past their tuple limit)."""
    sum_equals(f, running_sum(f, [candidates(cell) for cell in cells]), target)


def digit_sets(cells: Sequence[Digits], target: int) -> list[frozenset[int]]:
    """The sets of len(cells) distinct candidate digits summing to `target` that each cell could take part in."""
    domains = [{value for value, _ in candidates(cell)} for cell in cells]
    union = sorted(set().union(*domains)) if domains else []
    return [
        frozenset(chosen)
        for chosen in combinations(union, len(cells))
        if sum(chosen) == target and all(domain & set(chosen) for domain in domains)
    ]


def one_of_sets(
    f: Formula, cells: Sequence[Digits], sets: Sequence[frozenset[int]], role: str = "set", *, stated: bool = True
) -> None:
    """The cells hold the digits of one of `sets` (each |set| == len(cells)), each digit once.

    A selector per set: the cells avoid digits outside the chosen set and use each of its digits, which
    with as many cells as digits makes them a permutation of it. A selected set is then the cells' own set,
    so selectors are functional in the cells. Each candidate also needs some set containing it (support).
    `stated=False`: the caller's rules keep the cells' digits distinct already (they lie in one line), so the
    at-most-one clauses per digit, implied by the others (as many digits as cells, each used), are left out.
    """
    if not sets:
        f.add([])
        return
    options = [candidates(cell) for cell in cells]  # each cell's candidates, listed once for every set
    if stated:
        distinct(f, cells, options)
    selectors = [f.new_var(role) for _ in sets] if len(sets) > 1 else [0]
    guard = [[-s] if s else [] for s in selectors]
    if len(sets) > 1:
        f.add(selectors)
    clauses = f.clauses
    holders: dict[int, list[int]] = {}  # per value, the cells' literals for it, in cell order
    for cell_options in options:
        for value, lit in cell_options:
            holders.setdefault(value, []).append(lit)
    for chosen, off in zip(sets, guard, strict=True):
        for cell_options in options:
            clauses.extend([*off, -lit] for value, lit in cell_options if value not in chosen)
        for value in sorted(chosen):
            clauses.append([*off, *holders.get(value, ())])
    if len(sets) > 1:
        having = {value: [s for chosen, s in zip(sets, selectors, strict=True) if value in chosen] for value in holders}
        for cell_options in options:
            for value, lit in cell_options:
                clauses.append([-lit, *having[value]])


def distinct(f: Formula, cells: Sequence[Digits], options: Sequence[Options] | None = None) -> None:
    """No digit twice among the cells: at most one cell per value (pairwise for short lists); `options`, the
    cells' candidates when the caller has them listed already."""
    listed = options if options is not None else [candidates(cell) for cell in cells]
    values = {value for cell_options in listed for value, _ in cell_options}
    for value in sorted(values):
        at_most(f, [cell[value] for cell in cells if value < len(cell) and cell[value]], 1, "auto")


def distinct_sum(f: Formula, cells: Sequence[Digits], target: int, encoding: str = DEFAULT_SUM_ENCODING) -> None:
    """The cells hold distinct digits summing to `target` (a run or a cage with a sum clue)."""
    if encoding == "sets":
        one_of_sets(f, cells, digit_sets(cells, target))
    elif encoding == "adder":
        distinct(f, cells)
        digit_sum(f, cells, target)
    else:
        raise ValueError(f"unknown sum encoding {encoding!r}; choose from {', '.join(SUM_ENCODINGS)}")
