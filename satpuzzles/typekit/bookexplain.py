"""The generic explainer: a rule book's rules and hints are its parts, its hints removable, the candidates fixes."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence

from pysat.solvers import Solver

from satpuzzles.quietsigint import quiet_sigint
from satpuzzles.typekit.base import Template
from satpuzzles.typekit.bookrules import P, Rules, S
from satpuzzles.typekit.explaining import Explainer, Switch
from satpuzzles.typekit.rulebook import RuleBook


class BookExplainer(Explainer[P, S]):
    """One puzzle's rule book with every rule under its selector; hints and candidates are literals on it."""

    def __init__(self, rules: Rules[P, S], puzzle: P, encoding: str) -> None:
        self.rules = rules
        self.puzzle = puzzle
        self.book = book = RuleBook(guarded=True, encoding=encoding)
        stated = rules.state(book, puzzle)
        self.formula = book.formula
        self.cells = book.cells
        self._hints = stated.hints(puzzle)
        self._candidates = stated.candidates(puzzle)

    def decode(self, model: Sequence[int]) -> S:
        return self.rules.solution(self.cells.grid(model))

    def cell_literals(self, solution: S) -> list[int]:
        return self.cells.grid_literals(self.rules.grid(solution))

    def value_literals(self) -> list[list[int]]:
        cells = self.cells
        return [[lit for _, lit in cells.options((r, c))] for r in range(cells.rows) for c in range(cells.columns)]

    def parts(self) -> list[Switch]:
        return [*self.book.rules, *self._hints]

    def removable(self) -> list[Switch]:
        return list(self._hints)

    def candidates(self) -> list[Switch]:
        return list(self._candidates)

    def held(self, solution: S) -> set[Hashable]:
        """The candidates true on the solution: its cells and the rules fix every definition hints refer to."""
        rules = [lit for rule in self.book.rules for lit in rule.literals]
        with Solver("minisat22", bootstrap_with=self.formula.clauses) as solver, quiet_sigint():  # every cell assumed
            if not solver.solve([*rules, *self.cell_literals(solution)]):
                return set()
            model = set(solver.get_model() or ())
        return {hint.key for hint in self._candidates if all(lit in model for lit in hint.literals)}

    def with_hint(self, hint: Switch) -> P:
        return self.rules.with_hint(self.puzzle, hint)

    def without(self, hint: Switch) -> P:
        return self.rules.without(self.puzzle, hint)


def book_explainer(rules: Rules[P, S]) -> Callable[[P, str, Template[P, S] | None], Explainer[P, S]]:
    """The `explainer` part of a type's spec (the shape's solving template is not needed: rules are guarded here)."""

    def explainer(puzzle: P, encoding: str, template: Template[P, S] | None = None) -> Explainer[P, S]:
        return BookExplainer(rules, puzzle, encoding)

    return explainer
