"""Every step is re-checked on a solver of its own before it is shown: its reasons force it, and each is needed.

The re-check's solvers are built apart from the search's (one per set of groups a step names, kept for
the steps that name the same set), so a slip in the search's bookkeeping cannot hide; the tests check
the same on the whole formula.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence

from satpuzzles.deadline import checkpoint
from satpuzzles.solving import SolverBug
from satpuzzles.steps.search import Member, Step, literals
from satpuzzles.steps.slices import CutPool, Slice, Slicer
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.stepping import Cell, CellValue, StepModel, TrialLink

KEPT = 64


class Rechecker:
    def __init__(self, model: StepModel, backend: str, slicer: Slicer) -> None:
        self.values = model.cell_values()
        self.columns = model.columns
        self.backend = backend
        self.slicer = slicer  # only an index of the formula's clauses: the solvers are this checker's own
        self.lazy = model.lazy  # the lazy rules' selectors guard no clause of the formula
        self.reads = model.lazy_reads  # and the variables their finders read, seeded into a slice asking them
        self.switches = {*slicer.guarded, *self.lazy}  # the groups' selectors
        self.cuts: CutPool = {}  # the lazy rules' cuts this checker found (never the search's)
        self.solvers: OrderedDict[tuple[frozenset[int], frozenset[tuple[int, int]]], Slice] = OrderedDict()
        self.count = 0

    def close(self) -> None:
        for solver in self.solvers.values():
            solver.close()
        self.solvers.clear()

    def _solver(self, step: Step) -> Slice:
        cells = [*(f.cell for f in step.reasons), *(f.cell for f in (*step.targets, *step.decided, *step.excluded))]
        return self._slice(step.groups, cells)

    def _slice(self, groups: Sequence[Switch], cells: Iterable[Cell]) -> Slice:
        """A solver of this checker's own for these groups, seeded with the literals of their cells and of `cells`."""
        switches = frozenset(abs(lit) for g in groups for lit in g.literals if abs(lit) in self.switches)
        key = (switches, frozenset([*(cell for g in groups for cell in g.cells), *cells]))
        solver = self.solvers.get(key)
        if solver is None:
            seeds = [abs(cv.literal) for r, c in key[1] for cv in self.values[r * self.columns + c]]
            lazy = {selector: finder for selector, finder in self.lazy.items() if selector in switches}
            seeds += [var for selector in lazy for var in self.reads.get(selector, ())]
            solver = self.solvers[key] = Slice(self.backend, self.slicer.slice(switches, seeds), lazy, self.cuts, seeds)
            while len(self.solvers) > KEPT:
                self.solvers.popitem(last=False)[1].close()
        return solver

    def check(self, step: Step) -> None:
        """Everything the step decides follows from all it names; what its targets need is minimal for them."""
        solver = self._solver(step)
        where = ", ".join(f"r{t.cell[0] + 1}c{t.cell[1] + 1}" for t in step.targets)
        claimed = [f.literal for f in (*step.decided, *step.excluded)]
        activation = solver.some_false(claimed)
        try:
            checkpoint()  # every solver call polls the run's deadline
            if solver.solve_inner(literals([*step.groups, *step.reasons]), activation):
                raise SolverBug(f"re-check failed: what the step on {where} names does not force all it decides")
        finally:
            solver.retire(activation)
        members: list[Member] = [*step.groups, *step.facts]
        activation = solver.some_false([t.literal for t in step.targets])
        try:
            checkpoint()
            if solver.solve_inner(literals(members), activation):
                raise SolverBug(f"re-check failed: the reasons of the step on {where} do not force it")
            for i in range(len(members)):
                checkpoint()
                if not solver.solve_inner(literals(members[:i] + members[i + 1 :]), activation):
                    raise SolverBug(f"re-check failed: the reasons of the step on {where} are not minimal")
        finally:
            solver.retire(activation)
        for link in step.trial:
            self._check_link(link, where)
        self.count += 1

    def _check_link(self, link: TrialLink, where: str) -> None:
        """A trial's deduction follows from its groups and the values it names ruled out, exactly what its JSON
        shows a reader; its contradiction has no model."""
        claimed = [(cell, value, True) for cell, value in link.placed]
        claimed += [(cell, value, False) for cell, value in link.excluded]
        cells = [cell for cell, _ in link.ruled_out] + [cell for cell, _, _ in claimed]
        solver = self._slice(link.groups, cells)
        literal = {(cell, cv.value): cv.literal for cell in cells for cv in self._values(cell)}
        ruled_out = [-literal[cell, value] for cell, value in link.ruled_out]
        base = solver.inner_of([*literals(link.groups), *ruled_out])
        checkpoint()
        if not claimed:
            if solver.ask(base):
                raise SolverBug(f"re-check failed: the trial of the step on {where} reaches no contradiction")
            return
        activation = solver.some_false([literal[c, v] if placed else -literal[c, v] for c, v, placed in claimed])
        try:
            if solver.ask([*base, activation]):
                raise SolverBug(f"re-check failed: a deduction in the trial of the step on {where} does not follow")
        finally:
            solver.retire(activation)

    def _values(self, cell: Cell) -> list[CellValue]:
        return self.values[cell[0] * self.columns + cell[1]]
