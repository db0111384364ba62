"""Cage operations: the cells of a cage combine to the target with +, -, x or /.

"+" and "x" take any number of cells (repeats allowed: the Latin square rule lives elsewhere), "-" and "/"
exactly two (the larger minus, or divided by, the smaller); "?" is a cage whose operation is not shown
(janko.at's Kendoku without operators): one of the operations its cell count allows reaches the target.
Small cages enumerate the value tuples that make the target and admit exactly those (a selector per tuple);
a cage with more than TUPLE_LIMIT candidate tuples falls back to an order-encoded running sum ("+") or a
running product over the target's divisors ("x"), each under a selector of its own for "?", which admit
the same assignments without enumerating them (encodings/sums.md).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from itertools import product
from math import prod

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints.digits import Digits, candidates
from satpuzzles.typekit.constraints.sums import digit_sum

OPERATIONS = ("+", "-", "x", "/")
ANY = "?"  # the operation is not shown: any of OPERATIONS that the cage's cell count allows
# Candidate tuples (the product of the cells' candidate counts) a cage enumerates at most: a 4-cell cage of a
# 9x9 has 6561; past this the running encodings take over.
TUPLE_LIMIT = 10_000
KEPT_PRODUCT = 1_000

Tuple = tuple[int, ...]


def _holds(op: str, target: int) -> Callable[[Tuple], bool]:
    if op == ANY:
        pair, more = [_holds(each, target) for each in OPERATIONS], [_holds(each, target) for each in "+x"]
        return lambda values: any(test(values) for test in (pair if len(values) == 2 else more))
    if op == "+":
        return lambda values: sum(values) == target
    if op == "x":
        return lambda values: prod(values) == target
    if op == "-":
        return lambda values: max(values) - min(values) == target
    return lambda values: min(values) != 0 and max(values) == target * min(values)


@lru_cache(maxsize=256)
def _tuples(op: str, target: int, domains: tuple[Tuple, ...]) -> tuple[Tuple, ...]:
    """The value tuples over `domains` that make `target` under `op`, in product order. The small cages' are
    kept (at most KEPT_PRODUCT candidate tuples each, so a few MB at worst): the same cages (operation, target,
    candidates) recur from puzzle to puzzle, and each KenKen is a shape compiled on its own."""
    holds = _holds(op, target)
    return tuple(values for values in product(*domains) if holds(values))


def cage(f: Formula, cells: Sequence[Digits], op: str, target: int) -> None:
    """The cage's cells combine to `target` under `op` (one of OPERATIONS, or ANY)."""
    if op not in (*OPERATIONS, ANY):
        raise ValueError(f"unknown cage operation {op!r}; choose from {' '.join(OPERATIONS)} {ANY}")
    if op in "-/" and len(cells) != 2:
        raise ValueError(f"a {op} cage has exactly two cells, not {len(cells)}")
    if not cells:
        raise ValueError("a cage has at least one cell")
    domains = tuple(tuple(value for value, _ in candidates(cell)) for cell in cells)
    if len(cells) <= 2 or prod(len(domain) for domain in domains) <= TUPLE_LIMIT:
        small = prod(len(domain) for domain in domains) <= KEPT_PRODUCT
        one_of_tuples(f, cells, (_tuples if small else _tuples.__wrapped__)(op, target, domains))
    elif op == ANY:  # more than two cells: the sum or the product, each under a selector of its own
        plus, times = f.new_var("operation"), f.new_var("operation")
        f.add([plus, times])
        with f.guarded(plus):
            cage(f, cells, "+", target)
        with f.guarded(times):
            cage(f, cells, "x", target)
    elif op == "+":
        digit_sum(f, cells, target)
    elif any(value <= 0 for domain in domains for value in domain):
        raise ValueError("a large product cage needs positive candidate values")
    else:
        running_product(f, cells, target)


def one_of_tuples(f: Formula, cells: Sequence[Digits], tuples: Sequence[Tuple], role: str = "tuple") -> None:
    """The cells take the values of one of `tuples` (position i is cell i's value).

    A selector per tuple implies its values; at least one selector holds; a candidate value needs a selected
    tuple that has it (support). One tuple needs no selector: its values are units.
    """
    if not tuples:
        f.add([])
        return
    if len(tuples) == 1:
        f.extend([cell[value]] for cell, value in zip(cells, tuples[0], strict=True))
        return
    selectors = [f.new_var(role) for _ in tuples]
    f.add(selectors)
    clauses = f.clauses
    # per cell, per value, the selectors of the tuples giving it that value (in tuple order): one pass
    support: list[dict[int, list[int]]] = [{} for _ in cells]
    for selector, values in zip(selectors, tuples, strict=True):
        clauses.extend([-selector, cell[value]] for cell, value in zip(cells, values, strict=True))
        for by_value, value in zip(support, values, strict=True):
            by_value.setdefault(value, []).append(selector)
    for cell, by_value in zip(cells, support, strict=True):
        for value, lit in candidates(cell):
            clauses.append([-lit, *by_value.get(value, ())])


def running_product(f: Formula, cells: Sequence[Digits], target: int) -> None:
    """The product of the cells' (positive) values is `target`: a layered automaton over its divisors.

    p[i][d] "the first i values multiply to d", for divisors d of the target only (a prefix that does not
    divide the target cannot complete). Forward: p[i][d] and value v imply p[i+1][d*v] (or refuse v);
    backward: p[i+1][d'] and value v imply p[i][d'/v]. p[0][1] holds (no other p[0]) and p[n][target]
    holds, so the layer states are functional in the values, as in the runs automaton.
    """
    divisors = [d for d in range(1, target + 1) if target % d == 0] if target > 0 else []
    if not divisors:
        f.add([])
        return
    layers = [_layer(f, divisors)]
    f.extend([state] if d == 1 else [-state] for d, state in layers[0].items())
    for cell in cells:
        here = layers[-1]
        nxt = _layer(f, divisors)
        for d, state in here.items():
            for value, lit in candidates(cell):
                reached = nxt.get(d * value) if target % (d * value) == 0 else None
                f.add([-state, -lit, reached] if reached else [-state, -lit])
        for d, state in nxt.items():
            for value, lit in candidates(cell):
                before = here.get(d // value) if d % value == 0 else None
                f.add([-state, -lit, before] if before else [-state, -lit])
        layers.append(nxt)
    f.add([layers[-1][target]])


def _layer(f: Formula, divisors: Sequence[int]) -> dict[int, int]:
    first = f.block("product", len(divisors)).first
    return {d: first + j for j, d in enumerate(divisors)}
