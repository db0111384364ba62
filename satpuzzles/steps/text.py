"""Steps as text: one readable line per step ("r3c4 = 5: left clue 4 of row 3, ... with r3c1 = 1")."""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.solving import Status
from satpuzzles.steps.board import Fact
from satpuzzles.steps.result import Hint, Path
from satpuzzles.steps.search import Step
from satpuzzles.typekit.stepping import StepModel


def facts_text(model: StepModel, facts: Sequence[Fact]) -> str:
    parts = [model.placed_text(f.cell, f.value) for f in facts if f.placed]
    excluded: dict[tuple[int, int], list[object]] = {}
    for fact in facts:
        if not fact.placed:
            excluded.setdefault(fact.cell, []).append(fact.value)
    parts += [model.excluded_text(cell, values) for cell, values in excluded.items()]
    return ", ".join(parts)


def step_text(model: StepModel, step: Step) -> str:
    why = ", ".join(g.name for g in step.groups)
    if step.reasons:
        why = f"{why} with {facts_text(model, step.reasons)}" if why else facts_text(model, step.reasons)
    decided = facts_text(model, [*step.decided, *step.excluded])
    return f"{decided}: {why or 'the cell has no other value'} [cost {step.cost:g}]"


def path_text(path: Path, timeout: float | None = None) -> str:
    limit = f" within {timeout:g} s" if timeout is not None else ""
    if path.status is Status.TIMEOUT:
        return f"timeout: uniqueness not proved{limit}, so no steps\n"
    if path.status is not Status.UNIQUE:
        return f"{path.status.value}: steps need a puzzle with exactly one solution\n"
    lines = [
        f"unique solution in {len(path.steps)} steps; grade {path.level} (score {path.score:g}):"
        if path.complete
        else f"{len(path.steps)} steps before the time limit; the rest is unexplained:"
    ]
    if path.steps and path.model is not None:
        model = path.model
        lines += [f"{i:4}. {step_text(model, step)}" for i, step in enumerate(path.steps, start=1)]
    if not path.complete:
        cells = ", ".join(f"r{r + 1}c{c + 1}" for r, c in path.unexplained)
        lines.append(f"unexplained{limit}: {cells}")
    return "\n".join(lines) + "\n"


def hint_text(hint: Hint, timeout: float | None = None) -> str:
    if hint.status is Status.TIMEOUT:
        limit = f" within {timeout:g} s" if timeout is not None else ""
        return f"timeout: no hint found{limit}\n"
    if hint.status is not Status.UNIQUE:
        return f"{hint.status.value}: hints need a puzzle with exactly one solution\n"
    if hint.wrong:
        cells = ", ".join(f"r{r + 1}c{c + 1}" for r, c in hint.wrong)
        return f"the position contradicts the puzzle: {cells} {'is' if len(hint.wrong) == 1 else 'are'} wrong\n"
    if hint.step is None or hint.model is None:
        return "the position is already solved\n"
    return f"next: {step_text(hint.model, hint.step)}\n"
