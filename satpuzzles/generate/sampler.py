"""Random solutions of a shape from a SAT session, fixing one cell at a time in random order.

Used where no direct sampler exists (Skyscrapers with parks or diagonals, Easy As ABC, Star Battle
placements). The solver only answers "can the cells fixed so far take this value too?"; every
choice is drawn from the caller's Random, so the result is the same on every backend. A value the
last model already shows needs no call: the answer is yes whatever that model was. `questions`
counts every question, answered by a call or by the last model, so it does not depend on which
models the solver happened to return. The samples are not uniform (values tried first are
favoured where the constraints leave room), which puzzle generation does not need.
"""

from __future__ import annotations

from random import Random
from typing import Any

from satpuzzles.deadline import within
from satpuzzles.puzzles import Template
from satpuzzles.solving.external_session import open_session


class SolutionSampler:
    """A session over one shape's compiled clauses that draws random solutions of that shape."""

    def __init__(self, template: Template[Any, Any], backend: str) -> None:
        self.template = template
        self.session = open_session(backend, template.formula.clauses, template.formula.atmosts)
        self.questions = 0

    def close(self) -> None:
        self.session.close()

    def sample(self, rng: Random) -> Any | None:
        """A random solution of the shape (decoded by its template), or None when the shape has none."""
        self.questions += 1
        deadline = within(None)  # the run's: each question stops at it (a 14x14 loop's questions take minutes)
        if not self.session.solve(deadline=deadline):
            return None
        model = set(self.session.model())
        chosen: list[int] = []
        cells = _cell_choices(self.template)
        rng.shuffle(cells)
        for cell in cells:
            choices = list(cell)
            rng.shuffle(choices)
            for lit in choices:
                self.questions += 1
                if lit in model:
                    chosen.append(lit)
                    break
                if self.session.solve([*chosen, lit], deadline):
                    model = set(self.session.model())
                    chosen.append(lit)
                    break
        # Decode from the choices alone: they fix every primary literal, and nothing else is read.
        fixed = set(chosen)
        return self.template.decode([v if v in fixed else -v for v in range(1, self.template.formula.num_vars + 1)])


def _cell_choices(template: Template[Any, Any]) -> list[tuple[int, ...]]:
    """For each cell, the literals of which exactly one holds: its one-hot values, or a star and its absence."""
    block = template.primary.block
    if template.primary.kind == "boolean":
        return [(block.lit(r, c), -block.lit(r, c)) for r, c in block.all_indices()]
    rows, cols, values = block.dims
    return [tuple(block.lit(r, c, v) for v in range(values)) for r in range(rows) for c in range(cols)]
