"""A grade read off a path of steps: a numeric score and the named level (encodings/steps.md: calibration).

Without a step that needs the whole puzzle (tier 3), the score is the cost of the dearest step, below 4;
with such steps, 4 plus a quarter of their summed costs. Chosen on Simon Tatham's graded Towers puzzles:
his Easy puzzles mostly need only cheap single-rule steps, his Hard ones dearer steps (more known facts
at once, or a line read with its clues), his Extreme and Unreasonable ones whole-puzzle steps, the
Unreasonable ones more and bigger of them.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.puzzles.stepping import StepModel
from satpuzzles.steps.search import WIDE_TIER, Step

LEVELS = ("easy", "medium", "hard", "extreme")
THRESHOLDS = StepModel.grade_cuts  # Towers' cuts; a type may set its own (StepModel.grade_cuts)
WIDE_BASE = 4.0  # the lowest score of a path with whole-puzzle steps
BELOW_WIDE = 3.99  # the highest score of a path without them


def path_score(steps: Sequence[Step]) -> float:
    if not steps:
        return 0.0
    wide = [s.cost for s in steps if s.tier >= WIDE_TIER]
    if wide:
        return round(WIDE_BASE + sum(wide) / 4, 3)
    return round(min(max(s.cost for s in steps), BELOW_WIDE), 3)


def grade_path(steps: Sequence[Step], cuts: Sequence[float] = THRESHOLDS) -> tuple[str, float]:
    """The level and score of a path; `cuts` are the type's (StepModel.grade_cuts), Towers' by default."""
    score = path_score(steps)
    level = next((name for name, top in zip(LEVELS, cuts, strict=False) if score < top), LEVELS[-1])
    return level, score
