"""The explanation's one solver session: the explainer's formula loaded once, questions by assumptions."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from satpuzzles.deadline import Deadline
from satpuzzles.explain.kept import Lease
from satpuzzles.puzzles import type_of
from satpuzzles.solving import Session, SolverBug
from satpuzzles.typekit.explaining import Explainer


class Asker:
    """Solves under assumptions until a deadline, hands out fresh variables above the formula's own."""

    def __init__(
        self,
        puzzle: Any,
        explainer: Explainer[Any, Any],
        backend: str,
        deadline: Deadline | None,
        lease: Lease | None = None,
    ) -> None:
        """`lease`: a session already holding the explainer's formula (explain/kept.py), else a new one is loaded."""
        formula = explainer.formula
        if formula.atmosts:
            raise ValueError("an explainer's formula must be clauses only")
        self.puzzle = puzzle
        self.explainer = explainer
        self.num_vars = formula.num_vars
        self.deadline = deadline
        self.kept = lease or Lease(Session(backend, formula.clauses), self.num_vars + 1)
        self.session = self.kept.session
        self.next_var = self.kept.next_var

    def close(self) -> None:
        self.session.close()

    def lease(self) -> Lease:
        """The session, its next free variable and its kept models, for the next explanation of the shape."""
        self.kept.next_var = self.next_var
        return self.kept

    def fresh(self) -> int:
        self.next_var += 1
        return self.next_var - 1

    def add(self, clause: Sequence[int]) -> None:
        self.session.add_clause(clause)

    def solve(self, assumptions: Sequence[int]) -> bool:
        """Satisfiable under the assumptions; raises Timeout past the deadline."""
        return self.session.solve(assumptions, self.deadline)

    def core(self) -> set[int]:
        return set(self.session.core())

    def model(self) -> list[int]:
        """The last model over every variable (solvers omit variables that occur in no clause)."""
        model = self.session.model()
        return model + [-v for v in range(len(model) + 1, self.next_var)]

    def keep_model(self) -> None:
        """Keep the last model over the formula's own variables with the session (Lease.models)."""
        self.kept.remember(bytes(lit > 0 for lit in self.model()[: self.num_vars]))

    def found(self) -> Any:
        """The last model's grid (any grid the formula allows, such as one of a modified puzzle)."""
        return self.explainer.decode(self.model())

    def solution(self) -> Any:
        """The last model's grid, which must be a solution of the puzzle: the rule checker is asked."""
        grid = self.found()
        problems = type_of(self.puzzle).checker.violations(self.puzzle, grid)
        if problems:
            raise SolverBug(f"the solver's answer breaks the rules: {problems[0]}")
        return grid

    def differs_from(self, solution: Any) -> int:
        """A fresh activation literal a: assuming it asks for a grid other than `solution`; retire it with retire(a)."""
        activation = self.fresh()
        self.add([-activation, *(-lit for lit in self.explainer.cell_literals(solution))])
        return activation

    def retire(self, activation: int) -> None:
        self.add([-activation])
