"""A step in words: its facts in the type's words ("5 is impossible in r1c3"), its reasons with repeats folded."""

from __future__ import annotations

import re
from collections.abc import Sequence

from satpuzzles.steps.board import Fact
from satpuzzles.steps.search import Step
from satpuzzles.typekit.stepping import StepModel, TrialLink

# The place at the end of a group's name ("... at r2c5"): names equal but for it fold into one.
TRAILING_CELL = re.compile(r"^(?P<head>.*\S)\s+(?P<cell>r\d+c\d+)$")


def restates_givens(step: Step) -> bool:
    """Whether the step only says what given cells hold: its reasons are givens alone, on the cells it decides."""
    if step.reasons or not step.groups or any(group.rank[:1] != ("given",) for group in step.groups):
        return False
    given_cells = {cell for group in step.groups for cell in group.cells}
    return all(fact.cell in given_cells for fact in (*step.decided, *step.excluded))


def folded(names: Sequence[str]) -> list[str]:
    """Names that differ only in the cell they end with, as one ("no two stars touch around r2c5, r2c7")."""
    heads: dict[str, list[str]] = {}
    for name in names:
        match = TRAILING_CELL.match(name)
        head, cell = (match["head"], match["cell"]) if match else (name, "")
        cells = heads.setdefault(head, [])
        if cell:
            cells.append(cell)
    return [f"{head} {', '.join(cells)}" if cells else head for head, cells in heads.items()]


def facts_text(model: StepModel, facts: Sequence[Fact]) -> str:
    parts = [model.placed_text(f.cell, f.value) for f in facts if f.placed]
    excluded: dict[tuple[int, int], list[object]] = {}
    for fact in facts:
        if not fact.placed:
            excluded.setdefault(fact.cell, []).append(fact.value)
    parts += [model.excluded_text(cell, values) for cell, values in excluded.items()]
    # "r1c2 = 1; 3 and 4 are impossible in r1c1": a list whose parts hold lists is split by semicolons
    return ("; " if any("," in part or " and " in part for part in parts) else ", ").join(parts)


def does_text(model: StepModel, facts: list[Fact]) -> str:
    """The facts in the type's words, a cell's exclusions together, and facts that differ only in their cell
    folded ("no star in r1c1, r1c2, r1c3"; "8 is impossible in r1c6, r8c1")."""
    by_cell: dict[tuple[tuple[int, int], bool], list[Fact]] = {}
    for fact in facts:
        by_cell.setdefault((fact.cell, fact.placed), []).append(fact)
    parts = folded([facts_text(model, group) for group in by_cell.values()])
    return ("; " if any("," in part for part in parts) else ", ").join(parts)


def step_text(model: StepModel, step: Step) -> str:
    why = ", ".join(folded([g.name for g in step.groups]))
    if step.reasons:
        known = does_text(model, list(step.reasons))
        why = f"{why} with {known}" if why else known
    decided = does_text(model, [*step.decided, *step.excluded])
    if step.technique:
        decided = f"{decided} ({step.technique})"
    return f"{decided}: {why or 'the cell has no other value'} [cost {step.cost:g}]"


def link_text(model: StepModel, link: TrialLink) -> str:
    """One deduction of a trial ("r5c1 = 2 (hidden single: 2 has one place in row 5)"), or its contradiction."""
    if not link.placed and not link.excluded:
        return f"contradiction: {link.technique}"
    parts = [model.placed_text(cell, value) for cell, value in link.placed]
    excluded: dict[tuple[int, int], list[object]] = {}
    for cell, value in link.excluded:
        excluded.setdefault(cell, []).append(value)
    parts += [model.excluded_text(cell, values) for cell, values in excluded.items()]
    return f"{'; '.join(parts)} ({link.technique})"


def trial_lines(model: StepModel, step: Step) -> list[str]:
    """A trial step's deductions as the lines under it: the assumption, each deduction, the contradiction."""
    if not step.trial:
        return []
    assumed = ", ".join(model.placed_text(fact.cell, fact.value) for fact in step.targets)
    return [f"suppose {assumed}:", *(link_text(model, link) for link in step.trial)]
