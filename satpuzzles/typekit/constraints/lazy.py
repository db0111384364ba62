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

    A solver's model lists its variables in order (the i-th entry is variable i + 1 or its negation): such
    an entry is read in place, so a cut finder that reads a few hundred cells of a model of many thousand
    variables does not pay for all of them; a model of another form is indexed once, when first needed.
    """

    def __init__(self, model: Sequence[int]) -> None:
        self._model = model
        self._true: bytearray | None = None

    @property
    def top(self) -> int:
        """The highest variable the model names: a cut's fresh variables come after it."""
        return max((abs(entry) for entry in self._model), default=0)

    def __call__(self, lit: int) -> bool:
        var = abs(lit)
        if var <= len(self._model):
            entry = self._model[var - 1]
            if entry == lit:
                return True
            if entry == -lit:
                return False
        if self._true is None:
            self._true = bytearray(max((abs(entry) for entry in self._model), default=0) + 1)
            for entry in self._model:
                if entry > 0:
                    self._true[entry] = 1
        value = var < len(self._true) and self._true[var] == 1
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
