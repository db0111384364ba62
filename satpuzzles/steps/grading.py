"""A grade read off a path of steps: a numeric score and the named level (encodings/grading.md).

Without a step that needs the whole puzzle (tier 3), the score is the cost of the dearest step, below 4;
with such steps, 4 plus a quarter of their summed costs. Chosen on Simon Tatham's graded Towers puzzles:
his Easy puzzles mostly need only cheap single-rule steps, his Hard ones dearer steps (more known facts
at once, or a line read with its clues), his Extreme and Unreasonable ones whole-puzzle steps, the
Unreasonable ones more and bigger of them.

A type with simple human rules (StepModel.bound_rules: Towers has Tatham's Easy rules) also sorts the
steps of a path without tier-3 steps: when each one follows from those rules on the position before
it, the score stays below the first cut (easy); when one does not, it is at least the first cut.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from satpuzzles.steps.board import Fact
from satpuzzles.steps.search import WIDE_TIER, Step
from satpuzzles.typekit.stepping import StepModel

LEVELS = ("easy", "medium", "hard", "extreme")
THRESHOLDS = StepModel.grade_cuts  # the default cuts; a type may set its own (StepModel.grade_cuts)
WIDE_BASE = 4.0  # the lowest score of a path with whole-puzzle steps
BELOW_WIDE = 3.99  # the highest score of a path without them
BELOW_CUT = 0.01  # a path of bound-rule steps scores at most this below the first cut


class BoundRuleCheck:
    """Replays a path on candidate sets and asks, before each step, whether the type's bound rules make it.

    `beyond` is None when the type has no such rules, True once a step needed more than they derive
    (Towers: an exhaustive analysis of a clue's line, or set reasoning), False while none did.
    """

    def __init__(self, model: StepModel) -> None:
        self.model = model
        cells = model.cell_values()
        self.candidates = {divmod(i, model.columns): {cv.value for cv in values} for i, values in enumerate(cells)}
        self._derived = model.bound_rules(self.candidates)  # what the rules make of the position before the next step
        self.beyond: bool | None = None if self._derived is None else False

    def add(self, step: Step) -> None:
        if self.beyond is not False:
            return  # no such rules, or settled: the later steps cannot change the verdict
        derived = self._derived if self._derived is not None else self.model.bound_rules(self.candidates)
        self._derived = None
        if derived is None:
            return
        facts = [*step.decided, *step.excluded]
        if not all(_holds(derived, fact) for fact in facts):
            self.beyond = True
        for fact in facts:
            if fact.placed:
                self.candidates[fact.cell] = {fact.value}
            else:
                self.candidates[fact.cell].discard(fact.value)


def _holds(candidates: dict[Any, set[Any]], fact: Fact) -> bool:
    left = candidates[fact.cell]
    return left == {fact.value} if fact.placed else fact.value not in left


def beyond_bound_rules(model: StepModel, steps: Sequence[Step]) -> bool | None:
    """Whether some step of the path needs more than the type's bound rules (None: the type has none)."""
    check = BoundRuleCheck(model)
    for step in steps:
        check.add(step)
    return check.beyond


def path_score(steps: Sequence[Step], beyond: bool | None = None, first_cut: float = THRESHOLDS[0]) -> float:
    if not steps:
        return 0.0
    wide = [s.cost for s in steps if s.tier >= WIDE_TIER]
    if wide:
        return round(WIDE_BASE + sum(wide) / 4, 3)
    dearest = min(max(s.cost for s in steps), BELOW_WIDE)
    if beyond is not None:
        dearest = max(dearest, first_cut) if beyond else min(dearest, first_cut - BELOW_CUT)
    return round(dearest, 3)


def grade_path(
    steps: Sequence[Step], cuts: Sequence[float] = THRESHOLDS, beyond: bool | None = None
) -> tuple[str, float]:
    """The level and score of a path; `cuts` are the type's (StepModel.grade_cuts), the default ones if not given.

    `beyond`: whether a step needs more than the type's bound rules (BoundRuleCheck), None to ignore them.
    """
    score = path_score(steps, beyond, cuts[0])
    level = next((name for name, top in zip(LEVELS, cuts, strict=False) if score < top), LEVELS[-1])
    return level, score
