"""Lazy constraints: clauses added between incremental solver calls until a model satisfies the rule.

A cut finder looks at a model and returns clauses that the model violates and every solution of
the rule satisfies (so counting and uniqueness stay sound), or none when the model obeys the rule.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from satpuzzles.cnf import Clause


class Truth:
    """A model's value of any literal (variables the model does not mention are false).

    A solver lists a model in variable order (variable v at v - 1), so a literal is looked up there without
    copying the model (a cut round reads a few thousand of a large formula's variables); a model in another
    order is read through a set of its true variables, made on first need.
    """

    def __init__(self, model: Sequence[int]) -> None:
        self._model = model
        self._true: set[int] | None = None

    def __call__(self, lit: int) -> bool:
        var = abs(lit)
        model = self._model
        if var <= len(model) and abs(model[var - 1]) == var:
            value = model[var - 1] > 0
        else:
            if self._true is None:
                self._true = {v for v in model if v > 0}
            value = var in self._true
        return value if lit > 0 else not value


CutFinder = Callable[[Truth], list[Clause]]


class IncrementalSolver(Protocol):
    """The part of a python-sat solver the cut loop uses."""

    def solve(self, assumptions: Sequence[int] = ...) -> bool | None: ...

    def get_model(self) -> list[int] | None: ...

    def add_clause(self, clause: Sequence[int], no_return: bool = ...) -> object: ...


def guarded_cuts(finder: CutFinder, selector: int) -> CutFinder:
    """The cuts of a rule stated under `selector` (Formula.guarded): each holds only while it does."""
    return lambda truth: [[*cut, -selector] for cut in finder(truth)]


def all_cuts(*finders: CutFinder) -> CutFinder:
    """The cuts of several lazy rules at once."""
    return lambda truth: [cut for finder in finders for cut in finder(truth)]


def solve_with_cuts(solver: IncrementalSolver, assumptions: Sequence[int], cut_finder: CutFinder) -> bool:
    """Solve, add the cuts the model violates, and re-solve on the same session until none is found.

    True: the solver's current model (get_model) obeys the lazy rules; False: there is no such model.
    The cuts stay in the solver: they are implied by the rules, so later calls stay sound and faster.
    """
    while solver.solve(assumptions=list(assumptions)):
        model = solver.get_model()
        cuts = cut_finder(Truth(model or []))
        if not cuts:
            return True
        for cut in cuts:
            solver.add_clause(cut)
    return False
