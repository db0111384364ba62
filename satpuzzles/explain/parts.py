"""The parts of an explanation, each on the puzzle's one session (asker.py).

- forced: the backbone over the primary cell literals by repeated SAT under assumptions: ask for a
  solution that breaks at least one candidate literal (a clause guarded by an activation literal),
  drop every candidate it breaks, stop when none exists. Never enumerates all solutions.
- closest: a second copy of the formula (guarded), a difference literal per cell and PySAT's
  incremental totalizer (pysat.card.ITotalizer) over them; the bound is lowered until UNSAT proves
  the last pair fewest.
- fixes: every candidate hint under assumptions; solutions found on the way rule out every hint that
  two of them satisfy, so most candidates never reach the solver.
- redundant: each hint's assumptions dropped in turn, the unique solution blocked: UNSAT = redundant.
- conflicts: get_core() after an UNSAT call under all parts, shrunk by deletion (each member tried
  without, the core refining the set), then again over the parts no conflict uses yet.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from itertools import combinations
from typing import Any

from pysat.card import ITotalizer

from satpuzzles.explain.asker import Asker
from satpuzzles.puzzles import type_of
from satpuzzles.puzzles.base import Cell
from satpuzzles.puzzles.explaining import Switch
from satpuzzles.solving import SolverBug

POOL_PAIRS = 60  # known solutions compared pairwise for the first bound of `closest`


def literals(parts: Sequence[Switch]) -> list[int]:
    return [lit for part in parts for lit in part.literals]


def with_hint(base: list[int], hint: Switch) -> list[int]:
    return [lit for lit in base if -lit not in hint.literals] + list(hint.literals)


def without(base: list[int], hint: Switch) -> list[int]:
    return [lit for lit in base if lit not in hint.literals]


def differing(first: Any, second: Any) -> list[Cell]:
    return [(r, c) for r, row in enumerate(first) for c, value in enumerate(row) if second[r][c] != value]


class Pool:
    """Known solutions of the puzzle, and how many of them satisfy each candidate hint."""

    def __init__(self, asker: Asker) -> None:
        self.asker = asker
        self.solutions: dict[Any, None] = {}
        self.holding: Counter[Any] = Counter()

    def add(self, solution: Any) -> None:
        if solution not in self.solutions:
            self.solutions[solution] = None
            self.holding.update(self.asker.explainer.held(solution))

    def add_if_solution(self, grid: Any) -> None:
        """Keep a grid found for a modified puzzle when it solves the puzzle itself."""
        puzzle = self.asker.puzzle
        if grid not in self.solutions and not type_of(puzzle).checker.violations(puzzle, grid):
            self.add(grid)


def forced(asker: Asker, base: list[int], pool: Pool) -> list[list[Any]]:
    first = next(iter(pool.solutions))
    cells = asker.explainer.cell_literals(first)
    candidates = set(cells)
    while candidates:
        activation = asker.fresh()
        asker.add([-activation, *(-lit for lit in candidates)])
        found = asker.solve([*base, activation])
        if found:
            model = asker.model()
            pool.add(asker.solution())
            candidates = {lit for lit in candidates if model[abs(lit) - 1] == lit}
        asker.retire(activation)
        if not found:
            break
    width = len(first[0])
    return [
        [first[r][c] if cells[r * width + c] in candidates else None for c in range(width)] for r in range(len(first))
    ]


def closest(asker: Asker, base: list[int], pool: Pool, on_pair: Callable[[Any, Any], None]) -> None:
    """Report ever closer pairs through on_pair; returning normally means the last one is proven fewest."""
    known = list(pool.solutions)[:POOL_PAIRS]
    best = min(combinations(known, 2), key=lambda pair: len(differing(*pair)))
    on_pair(*best)
    bound = len(differing(*best))
    if bound <= 1:
        return
    explainer, offset = asker.explainer, asker.next_var - 1
    asker.next_var += asker.num_vars

    def copy(lit: int) -> int:
        return lit + offset if lit > 0 else lit - offset

    guard = asker.fresh()
    for clause in explainer.formula.clauses:
        asker.add([*map(copy, clause), -guard])
    differs, some = [], []
    for values in explainer.value_literals():
        d = asker.fresh()
        differs.append(d)
        for lit in values:
            asker.add([-guard, -lit, copy(lit), d])  # the cell differs: d must be counted
            e = asker.fresh()  # the cell holds this value in the first copy only
            asker.add([-e, lit])
            asker.add([-e, -copy(lit)])
            some.append(e)
    asker.add([-guard, *some])  # the two copies differ somewhere
    totalizer = ITotalizer(lits=differs, ubound=bound - 1, top_id=asker.next_var - 1)
    asker.next_var = totalizer.top_id + 1
    for clause in totalizer.cnf.clauses:
        asker.add(clause)
    both = [*base, *map(copy, base), guard]
    try:
        while bound > 1 and asker.solve([*both, -totalizer.rhs[bound - 1]]):
            model = asker.model()
            first = asker.solution()
            second = explainer.decode([v if model[offset + v - 1] > 0 else -v for v in range(1, asker.num_vars + 1)])
            problems = type_of(asker.puzzle).checker.violations(asker.puzzle, second)
            if problems or second == first:
                raise SolverBug(f"the second copy's answer is no second solution: {problems[:1] or 'the same grid'}")
            pool.add(second)
            on_pair(first, second)
            bound = len(differing(first, second))
    finally:
        asker.retire(guard)
        totalizer.delete()


def fixes(
    asker: Asker,
    base: list[int],
    pool: Pool,
    forced_grid: list[list[Any]],
    limit: int | None,
    accept: Callable[[Switch, Any], None],
) -> int:
    """Try every candidate hint in rank order, passing each fix to accept (which re-checks it); returns solver tries."""
    tried = found = 0
    never = _never_true(asker, pool, forced_grid)
    for hint in sorted(asker.explainer.candidates(), key=lambda h: h.rank):
        if limit is not None and found >= limit:
            break
        if pool.holding[hint.key] >= 2:
            continue  # two known solutions satisfy it: it cannot make the puzzle unique
        if any(lit in never for lit in hint.literals):
            continue  # it contradicts a forced cell: no solution
        tried += 1
        assumptions = with_hint(base, hint)
        if not asker.solve(assumptions):
            continue
        solution = asker.found()
        pool.add_if_solution(solution)
        activation = asker.differs_from(solution)
        other = asker.solve([*assumptions, activation])
        if other:
            pool.add_if_solution(asker.found())
        asker.retire(activation)
        if not other:
            accept(hint, solution)
            found += 1
    return tried


def _never_true(asker: Asker, pool: Pool, forced_grid: list[list[Any]]) -> set[int]:
    """Value literals false in every solution: in a forced cell, every value but the forced one."""
    explainer = asker.explainer
    held = explainer.cell_literals(next(iter(pool.solutions)))
    width = len(forced_grid[0])
    never: set[int] = set()
    for i, values in enumerate(explainer.value_literals()):
        if forced_grid[i // width][i % width] is not None:
            never.update(lit for lit in values if lit != held[i])
    return never


def redundant(asker: Asker, base: list[int], solution: Any, accept: Callable[[Switch], None]) -> None:
    activation = asker.differs_from(solution)
    try:
        for hint in asker.explainer.removable():
            if not asker.solve([*without(base, hint), activation]):
                accept(hint)
    finally:
        asker.retire(activation)


def conflicts(asker: Asker, fixed: list[int], limit: int | None, accept: Callable[[list[Switch]], None]) -> None:
    """Minimal unsatisfiable sets of parts, disjoint, until the parts left are satisfiable or `limit` is reached."""
    remaining = asker.explainer.parts()
    found = 0
    while limit is None or found < limit:
        if asker.solve([*fixed, *literals(remaining)]):
            return
        current = _in_core(remaining, asker.core())
        needed = 0
        while needed < len(current):
            trial = current[:needed] + current[needed + 1 :]
            if asker.solve([*fixed, *literals(trial)]):
                needed += 1  # without it the set has a solution: a member
            else:
                current = _in_core(trial, asker.core())
        accept(current)
        found += 1
        if not current:
            return  # the rules alone have no solution
        taken = {part.key for part in current}
        remaining = [part for part in remaining if part.key not in taken]


def _in_core(parts: list[Switch], core: set[int]) -> list[Switch]:
    return [part for part in parts if any(lit in core for lit in part.literals)]
