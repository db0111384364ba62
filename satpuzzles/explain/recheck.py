"""Independent re-checks of every claim before it is reported: a failure is a bug (SolverBug, exit 5).

Fixes and redundant hints are re-solved as ordinary puzzles by the Engine (the type's own compiled
shape, another session, the rule checker on every solution). A conflict is re-solved as the puzzle
keeping only its members where the type can write that puzzle, else on a new solver session loaded
with the explainer's formula; it must have no solution, and dropping any one member must give one.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from satpuzzles.deadline import Deadline
from satpuzzles.explain.parts import literals
from satpuzzles.puzzles import type_of
from satpuzzles.solving import Engine, Session, SolverBug, Status, Timeout
from satpuzzles.typekit.explaining import Explainer, Switch


class Rechecker:
    def __init__(
        self,
        engine: Engine,
        puzzle: Any,
        explainer: Explainer[Any, Any],
        backend: str,
        deadline: Deadline | None,
    ) -> None:
        self.engine = engine
        self.puzzle = puzzle
        self.explainer = explainer
        self.backend = backend
        self.deadline = deadline
        self.count = 0

    def _solve(self, puzzle: Any, first: bool = False) -> Any:
        result = self.engine.solve(puzzle, first=first, deadline=self.deadline)
        if result.status is Status.TIMEOUT:
            raise Timeout
        return result

    def _satisfiable(self, puzzle: Any) -> bool:
        return self._solve(puzzle, first=True).status is not Status.UNSAT

    def _only_solution(self, puzzle: Any, solution: Any) -> str | None:
        """None when `solution` is the puzzle's one solution, else what is wrong.

        The rule checker passes the solution, then the engine (its own session on the type's normal
        template) looks for another with that one blocked (Engine.other_solution).
        """
        problems = type_of(puzzle).checker.violations(puzzle, solution)
        if problems:
            return problems[0]
        self.count += 1
        other = self.engine.other_solution(puzzle, solution, self.deadline)
        return None if other is None else "it has another solution"

    def fix(self, hint: Switch, solution: Any) -> None:
        wrong = self._only_solution(self.explainer.with_hint(hint), solution)
        if wrong:
            raise SolverBug(f"re-check failed: after '{hint.action}' the puzzle is not unique: {wrong}")

    def redundant(self, hint: Switch, solution: Any) -> None:
        wrong = self._only_solution(self.explainer.without(hint), solution)
        if wrong:
            raise SolverBug(f"re-check failed: without the {hint.name} the puzzle is not unique: {wrong}")

    def conflict(self, parts: Sequence[Switch]) -> None:
        subsets = [list(parts)] + [[p for p in parts if p is not dropped] for dropped in parts]
        if self.explainer.only(parts) is not None:
            answers = [self._satisfiable(self.explainer.only(subset)) for subset in subsets]
        else:
            answers = self._on_fresh_session(subsets)
        self.count += 1
        if answers[0] or not all(answers[1:]):
            names = ", ".join(p.name for p in parts)
            raise SolverBug(f"re-check failed: the conflict {{{names}}} is not a minimal set without a solution")

    def _on_fresh_session(self, subsets: list[list[Switch]]) -> list[bool]:
        """Satisfiability of each subset on a new solver with the explainer's formula, none of the search's clauses."""
        explainer = self.explainer
        with Session(self.backend, explainer.formula.clauses) as session:
            return [session.solve([*explainer.fixed(), *literals(subset)], self.deadline) for subset in subsets]
