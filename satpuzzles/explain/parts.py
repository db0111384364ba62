"""The parts of an explanation, each on the puzzle's one session (asker.py).

- forced: the backbone over the primary cell literals by repeated SAT under assumptions: ask for a
  solution that breaks at least one candidate literal (a clause guarded by an activation literal),
  drop every candidate it breaks, stop when none exists. Never enumerates all solutions.
- closest: the closest pair among known solutions; where the type's rows and columns are balanced
  (Explainer.balanced_lines) a pair 4 apart is proven fewest as it stands. Else, while the solutions
  are few (ENUMERATE_UP_TO), the rest are found with every known one blocked until UNSAT proves the
  list complete, and the closest pair of the list is the answer. Else a second copy of the formula
  (guarded), a difference literal per cell (implied: a differing cell has a differing partner in its
  row and column) and PySAT's incremental totalizer (pysat.card.ITotalizer) over them; the bound is
  lowered until UNSAT proves the last pair fewest.
- fixes: a clue or given only narrows the solutions, so a fix is a hint exactly one solution holds:
  one guarded clause asks for a solution that raises some candidate's count of known holders (0 or 1)
  and UNSAT makes the counts final, so most candidates never get a call of their own. A Star Battle
  move changes the solutions: each move is asked alone, skipping the call a known solution answers.
- redundant: each hint's assumptions dropped in turn, the unique solution blocked: UNSAT = redundant. The
  models of the SAT answers are kept with the session (explain/kept.py): for a later puzzle of the shape,
  a kept model that satisfies every assumption but one hint's and differs from the solution answers
  that hint's question without a call.
- conflicts: get_core() after an UNSAT call under all parts, shrunk by deletion (each member tried
  without, the core refining the set), then again over the parts no conflict uses yet.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from itertools import chain, combinations
from operator import ne
from typing import Any

from pysat.card import CardEnc, EncType, ITotalizer

from satpuzzles.explain.asker import Asker
from satpuzzles.explain.result import Fix
from satpuzzles.puzzles import type_of
from satpuzzles.solving import SolverBug
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.explaining import Switch

POOL_PAIRS = 60  # known solutions compared pairwise for the first bound of `closest`
ENUMERATE_UP_TO = 40  # solutions `closest` lists before it minimises on a second copy instead
FEWEST_WITH_LINES = 4  # the fewest cells two solutions can differ in when the type has balanced lines


def literals(parts: Sequence[Switch]) -> list[int]:
    return [lit for part in parts for lit in part.literals]


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
        self.holder: dict[Any, Any] = {}  # per hint key, the first known solution that satisfies it

    def add(self, solution: Any) -> set[Any]:
        """The keys of the hints a new solution holds (empty for a known one)."""
        if solution in self.solutions:
            return set()
        self.solutions[solution] = None
        held = self.asker.explainer.held(solution)
        self.holding.update(held)
        for key in held:
            self.holder.setdefault(key, solution)
        return held

    def add_if_solution(self, grid: Any) -> set[Any]:
        """Keep a grid found for a modified puzzle when it solves the puzzle itself; the keys it holds if new."""
        puzzle = self.asker.puzzle
        if grid not in self.solutions and not type_of(puzzle).checker.violations(puzzle, grid):
            return self.add(grid)
        return set()


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
    explainer = asker.explainer
    lines = explainer.balanced_lines()
    fewest = FEWEST_WITH_LINES if lines else 1
    best = _closest_known(list(pool.solutions)[:POOL_PAIRS], fewest)
    on_pair(*best)
    bound = len(differing(*best))
    if bound <= fewest:
        return  # no two solutions can be closer (Explainer.balanced_lines)
    if _all_known(asker, base, pool):
        on_pair(*_closest_known(list(pool.solutions), fewest))
        return  # every solution is known: the closest pair among them is the closest pair
    _closest_by_copy(asker, base, pool, on_pair, bound, fewest)


def _all_known(asker: Asker, base: list[int], pool: Pool) -> bool:
    """Whether the pool holds every solution, finding the missing ones while they are few.

    Every known solution is blocked (guarded clauses); each SAT call adds one more; UNSAT proves the
    list complete. Stops (False) once more than ENUMERATE_UP_TO solutions are known.
    """
    activation = asker.fresh()
    blocked: set[Any] = set()
    try:
        while len(pool.solutions) <= ENUMERATE_UP_TO:
            for solution in pool.solutions:
                if solution not in blocked:
                    blocked.add(solution)
                    asker.add([-activation, *(-lit for lit in asker.explainer.cell_literals(solution))])
            if not asker.solve([*base, activation]):
                return True
            pool.add(asker.solution())
        return False
    finally:
        asker.retire(activation)


def _closest_by_copy(
    asker: Asker, base: list[int], pool: Pool, on_pair: Callable[[Any, Any], None], bound: int, fewest: int
) -> None:
    """The fewest differences minimised on a second copy of the formula (see the module's docstring)."""
    explainer = asker.explainer
    lines = explainer.balanced_lines()
    offset = asker.next_var - 1
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
    width = len(next(iter(pool.solutions))[0])
    for line in lines:  # implied: a differing cell has a differing partner in each balanced line
        indices = [r * width + c for r, c in line]
        for i in indices:
            asker.add([-guard, -differs[i], *(differs[j] for j in indices if j != i)])
    totalizer = ITotalizer(lits=differs, ubound=bound - 1, top_id=asker.next_var - 1)
    asker.next_var = totalizer.top_id + 1
    for clause in totalizer.cnf.clauses:
        asker.add(clause)
    both = [*base, *map(copy, base), guard]
    try:
        while bound > fewest and asker.solve([*both, -totalizer.rhs[bound - 1]]):
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


def _closest_known(known: list[Any], fewest: int) -> tuple[Any, Any]:
    """The closest pair among known solutions, stopping at one `fewest` apart."""
    flat = [tuple(chain.from_iterable(solution)) for solution in known]
    best, best_distance = (0, 1), len(flat[0]) + 1
    for i, j in combinations(range(len(flat)), 2):
        distance = sum(map(ne, flat[i], flat[j]))
        if distance < best_distance:
            best, best_distance = (i, j), distance
            if distance <= fewest:
                break
    return known[best[0]], known[best[1]]


def fixes(asker: Asker, base: list[int], pool: Pool, forced_grid: list[list[Any]]) -> tuple[list[Fix], int]:
    """Every candidate hint that makes the puzzle unique, in rank order, with its solution; and the solver calls."""
    never = _never_true(asker, pool, forced_grid)
    candidates = [
        hint
        for hint in sorted(asker.explainer.candidates(), key=lambda h: h.rank)
        if not any(lit in never for lit in hint.literals)  # it contradicts a forced cell: no solution
    ]
    if asker.explainer.narrows:
        return _narrowing_fixes(asker, base, pool, candidates)
    return _moving_fixes(asker, base, pool, candidates)


def _narrowing_fixes(asker: Asker, base: list[int], pool: Pool, candidates: list[Switch]) -> tuple[list[Fix], int]:
    """Hints that only narrow the puzzle: a fix is one that exactly one solution satisfies.

    Each call asks for a solution that raises some candidate's count of known solutions holding it
    (still 0: satisfy it; still 1: satisfy it and differ from that one solution), all in one clause;
    UNSAT proves the counts final, so the candidates held by exactly one solution are the fixes.
    """
    shows: dict[Any, int] = {}  # per candidate, a literal that implies all of its literals
    other: dict[Any, int] = {}  # per candidate held once, a literal for "it holds, in another solution"
    apart: dict[Any, int] = {}  # per known solution, a literal for "the grid differs from it"
    calls = 0
    left = candidates
    while True:
        left = [hint for hint in left if pool.holding[hint.key] < 2]
        goals = []
        for hint in left:
            if pool.holding[hint.key] == 0:
                goals.append(_shows(asker, shows, hint))
                continue
            if hint.key not in other:
                holder = pool.holder[hint.key]
                if holder not in apart:
                    apart[holder] = asker.differs_from(holder)
                other[hint.key] = literal = asker.fresh()
                asker.add([-literal, _shows(asker, shows, hint)])
                asker.add([-literal, apart[holder]])
            goals.append(other[hint.key])
        if not goals:
            break
        activation = asker.fresh()
        asker.add([-activation, *goals])
        calls += 1
        found = asker.solve([*base, activation])
        asker.retire(activation)
        if not found:
            break
        if not pool.add(asker.solution()) & {hint.key for hint in left}:
            raise SolverBug("a solution found for a candidate hint does not satisfy it")
    return [Fix(hint, pool.holder[hint.key]) for hint in candidates if pool.holding[hint.key] == 1], calls


def _shows(asker: Asker, shows: dict[Any, int], hint: Switch) -> int:
    if hint.key not in shows:
        if len(hint.literals) == 1:
            shows[hint.key] = hint.literals[0]
        else:
            shows[hint.key] = literal = asker.fresh()
            for lit in hint.literals:
                asker.add([-literal, lit])
    return shows[hint.key]


def _moving_fixes(asker: Asker, base: list[int], pool: Pool, candidates: list[Switch]) -> tuple[list[Fix], int]:
    """Hints that change the puzzle's solutions (a Star Battle move, one literal each).

    Per candidate, the known solutions of the changed puzzle: the puzzle's own that it keeps, and those
    found for it. Each call lets the solver pick a candidate (at most one of their literals true, the
    puzzle's other assumptions kept) and asks for a solution of it that raises its count (0: any;
    1: another one); UNSAT makes the counts final, and a candidate with exactly one is a fix.
    """
    if any(len(hint.literals) != 1 for hint in candidates):
        raise ValueError("a hint that changes the solutions must be one literal")
    chosen_by = {hint.literals[0]: hint for hint in candidates}
    free = [lit for lit in base if -lit not in chosen_by]  # the puzzle's assumptions but "no such change"
    known: dict[Any, set[Any]] = {hint.key: set() for hint in candidates}
    for solution in pool.solutions:
        _count(known, asker.explainer.held(solution), solution)
    one = asker.fresh()  # while assumed: at most one candidate is chosen
    at_most_one = CardEnc.atmost(list(chosen_by), 1, top_id=asker.next_var - 1, encoding=EncType.seqcounter)
    asker.next_var = max(asker.next_var, at_most_one.nv + 1)
    for clause in at_most_one.clauses:
        asker.add([*clause, -one])
    other: dict[Any, int] = {}  # per candidate with one known solution, a literal for "chosen, with another"
    calls = 0
    try:
        while True:
            goals = []
            for hint in candidates:
                solutions = known[hint.key]
                if not solutions:
                    goals.append(hint.literals[0])
                elif len(solutions) == 1:
                    if hint.key not in other:
                        other[hint.key] = literal = asker.fresh()
                        asker.add([-literal, hint.literals[0]])
                        asker.add([-literal, asker.differs_from(next(iter(solutions)))])
                    goals.append(other[hint.key])
            if not goals:
                break
            activation = asker.fresh()
            asker.add([-activation, *goals])
            calls += 1
            found = asker.solve([*free, one, activation])
            asker.retire(activation)
            if not found:
                break
            model = asker.model()
            chosen = [hint for lit, hint in chosen_by.items() if model[abs(lit) - 1] == lit]
            grid = asker.found()
            if len(chosen) != 1 or grid in known[chosen[0].key]:
                raise SolverBug("the solver chose no new solution of one changed puzzle")
            known[chosen[0].key].add(grid)
            _count(known, pool.add_if_solution(grid), grid)
    finally:
        asker.retire(one)
    return [Fix(hint, next(iter(known[hint.key]))) for hint in candidates if len(known[hint.key]) == 1], calls


def _count(known: dict[Any, set[Any]], held: set[Any], solution: Any) -> None:
    """Count a solution of the puzzle for every candidate it holds (two are enough to know)."""
    for key in held:
        if key in known and len(known[key]) < 2:
            known[key].add(solution)


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
    hints = asker.explainer.removable()
    answered = _answered(asker, base, hints, solution)
    activation = asker.differs_from(solution)
    try:
        for hint in hints:
            if hint.key in answered:
                continue  # a kept model answers this question: the hint is needed
            if asker.solve([*without(base, hint), activation]):
                asker.keep_model()
            else:
                accept(hint)
    finally:
        asker.retire(activation)


def _answered(asker: Asker, base: list[int], hints: list[Switch], solution: Any) -> set[Any]:
    """Keys of the hints whose question a model kept from an earlier puzzle of the shape answers (Lease.models).

    A kept model satisfies the formula; one that also satisfies every assumption but that hint's and
    differs from `solution` in a cell is an answer the solver could give to the hint's question.
    """
    if not hints:
        return set()
    cells = asker.explainer.cell_literals(solution)
    found: set[Any] = set()
    for bits in asker.kept.models:

        def true(lit: int, bits: bytes = bits) -> bool:
            return bits[abs(lit) - 1] == (lit > 0)

        if all(map(true, cells)):
            continue  # the solution itself
        broken = [hint for hint in hints if not all(map(true, hint.literals))]
        if len(broken) == 1 and broken[0].key not in found and all(map(true, without(base, broken[0]))):
            found.add(broken[0].key)
    return found


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
