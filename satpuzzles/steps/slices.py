"""Small solvers for a few groups: the clauses those groups guard plus the always-on clauses they reach.

A call on the whole formula costs time in proportion to all its variables (the solver assigns every
one), though a step looks at one or two groups: on a 6x6 Skyscrapers, 0.8 ms a call on the whole
formula against a few hundredths on a slice (encodings/steps.md). A slice keeps the formula's
literals outside and numbers its variables densely inside.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence

from pysat.solvers import Solver

from satpuzzles.cnf import Clause


class Slicer:
    """Indexes a formula's clauses by the switch that guards them and by the variables of the unguarded ones."""

    def __init__(self, clauses: Sequence[Clause], switches: Collection[int]) -> None:
        self.clauses = clauses
        self.guarded: dict[int, list[int]] = {}
        self.free_by_var: dict[int, list[int]] = {}
        for index, clause in enumerate(clauses):
            guards = {abs(lit) for lit in clause if abs(lit) in switches}
            if len(guards) > 1:
                raise ValueError("a clause of a step model is guarded by one switch at most")
            if guards:
                self.guarded.setdefault(guards.pop(), []).append(index)
                continue
            for lit in clause:
                self.free_by_var.setdefault(abs(lit), []).append(index)
        self._reach: dict[int, frozenset[int]] = {}

    def reach(self, var: int) -> frozenset[int]:
        """The clauses a switch guards, or the unguarded ones a variable reaches, and the unguarded ones they reach."""
        found = self._reach.get(var)
        if found is not None:
            return found
        taken: set[int] = set(self.guarded.get(var, ()))
        todo = [abs(lit) for i in taken for lit in self.clauses[i]] + [var]
        seen_vars: set[int] = set()
        while todo:
            v = todo.pop()
            if v in seen_vars:
                continue
            seen_vars.add(v)
            for index in self.free_by_var.get(v, ()):
                if index not in taken:
                    taken.add(index)
                    todo.extend(abs(lit) for lit in self.clauses[index])
        found = self._reach[var] = frozenset(taken)
        return found

    def slice(self, switches: Iterable[int], seeds: Iterable[int]) -> list[Clause]:
        """The clauses of these switches and every unguarded clause connected to them or to the seed variables."""
        taken: set[int] = set()
        for var in (*switches, *seeds):
            taken |= self.reach(var)
        return [self.clauses[i] for i in sorted(taken)]


class Slice:
    """A solver over some clauses, asked and answered in the outer formula's literals."""

    def __init__(self, backend: str, clauses: Sequence[Clause]) -> None:
        self.inner: dict[int, int] = {}
        get, inner_clauses = self.inner.get, []
        for clause in clauses:
            row = []
            for lit in clause:
                var = lit if lit > 0 else -lit
                number = get(var)
                if number is None:
                    number = self.inner[var] = len(self.inner) + 1
                row.append(number if lit > 0 else -number)
            inner_clauses.append(row)
        self.outer = {v: k for k, v in self.inner.items()}
        self.solver = Solver(name=backend, bootstrap_with=inner_clauses)
        self.next_var = len(self.inner) + 1
        self._model: list[int] = []

    def _in(self, lit: int) -> int:
        var = self.inner[abs(lit)]
        return var if lit > 0 else -var

    def close(self) -> None:
        self.solver.delete()

    def solve(self, assumptions: Iterable[int]) -> bool:
        """Assumptions on variables the slice does not hold are left out: nothing here constrains them."""
        inner = [self._in(lit) for lit in assumptions if abs(lit) in self.inner]
        found = bool(self.solver.solve(assumptions=inner))
        self._model = self.solver.get_model() or [] if found else []
        return found

    def holds(self, lit: int) -> bool:
        """Whether the last model makes `lit` true; a variable outside the slice is free, so never forced."""
        var = self.inner.get(abs(lit))
        if var is None or var > len(self._model):
            return False
        return (self._model[var - 1] > 0) == (lit > 0)

    def core(self) -> set[int]:
        core = {self.outer[abs(lit)] * (1 if lit > 0 else -1) for lit in self.solver.get_core() or []}
        core.discard(0)
        return core

    def knows(self, lit: int) -> bool:
        return abs(lit) in self.inner

    def some_false(self, lits: Sequence[int]) -> int:
        """An activation literal a: assuming it asks for a model that falsifies one of `lits`; retire with retire(a)."""
        activation = self.next_var
        self.next_var += 1
        self.solver.add_clause([-activation, *(-self._in(lit) for lit in lits if abs(lit) in self.inner)])
        self.outer[activation] = 0  # never an outer literal: a core member to drop
        return activation

    def solve_inner(self, assumptions: Iterable[int], activation: int) -> bool:
        inner = [self._in(lit) for lit in assumptions if abs(lit) in self.inner]
        found = bool(self.solver.solve(assumptions=[*inner, activation]))
        self._model = self.solver.get_model() or [] if found else []
        return found

    def retire(self, activation: int) -> None:
        self.solver.add_clause([-activation])
