"""Steps as text: one readable line per step ("r3c4 = 5: left clue 4 of row 3, ... with r3c1 = 1")."""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.solving import Status
from satpuzzles.steps.phrasing import facts_text, restates_givens, step_text, trial_lines
from satpuzzles.steps.result import Hint, Path
from satpuzzles.steps.search import Step
from satpuzzles.typekit.stepping import StepModel


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
        lines += _numbered(path.model, path.steps)
    if not path.complete:
        cells = ", ".join(f"r{r + 1}c{c + 1}" for r, c in path.unexplained)
        lines.append(f"unexplained{limit}: {cells}")
    return "\n".join(lines) + "\n"


def _numbered(model: StepModel, steps: Sequence[Step]) -> list[str]:
    """One line per step, numbered as in the JSON; a run of steps that only restate givens reads as one line."""
    lines: list[str] = []
    run: list[tuple[int, Step]] = []

    def close_run() -> None:
        if run:
            numbers = f"{run[0][0]}-{run[-1][0]}" if len(run) > 1 else f"{run[0][0]}"
            givens = facts_text(model, [fact for _, step in run for fact in step.decided])
            lines.append(f"{numbers:>4}. given: {givens}")
            run.clear()

    for i, step in enumerate(steps, start=1):
        if restates_givens(step):
            run.append((i, step))
            continue
        close_run()
        lines.append(f"{i:4}. {step_text(model, step)}")
        lines += [f"{'':8}{line}" for line in trial_lines(model, step)]
    close_run()
    return lines


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
    trial = "".join(f"  {line}\n" for line in trial_lines(hint.model, hint.step))
    return f"next: {step_text(hint.model, hint.step)}\n{trial}"
