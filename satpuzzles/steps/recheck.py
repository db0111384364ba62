"""Every step is re-checked on a fresh solver before it is shown: its reasons force it, and each one is needed."""

from __future__ import annotations

from satpuzzles.puzzles.stepping import StepModel
from satpuzzles.solving import SolverBug
from satpuzzles.steps.search import Member, Step, literals
from satpuzzles.steps.slices import Slice


class Rechecker:
    """A second solver over the whole formula, built apart from the search's slices."""

    def __init__(self, model: StepModel, backend: str, switches: set[int]) -> None:
        self.solver = Slice(backend, model.formula.clauses)
        self.switches = switches  # the groups' selectors: those not in a step are switched off
        self.count = 0

    def close(self) -> None:
        self.solver.close()

    def check(self, step: Step) -> None:
        members: list[Member] = [*step.groups, *step.facts]
        where = ", ".join(f"r{t.cell[0] + 1}c{t.cell[1] + 1}" for t in step.targets)
        off = [-v for v in self.switches if v not in {abs(lit) for lit in literals(members)}]
        activation = self.solver.some_false([t.literal for t in step.targets])
        try:
            if self.solver.solve_inner([*literals(members), *off], activation):
                raise SolverBug(f"re-check failed: the reasons of the step on {where} do not force it")
            for i in range(len(members)):
                if not self.solver.solve_inner([*literals(members[:i] + members[i + 1 :]), *off], activation):
                    raise SolverBug(f"re-check failed: the reasons of the step on {where} are not minimal")
        finally:
            self.solver.retire(activation)
        self.count += 1
