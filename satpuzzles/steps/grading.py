"""A grade read off a path of steps: a numeric score and the named level (encodings/steps.md: calibration)."""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.steps.search import Step

LEVELS = ("easy", "medium", "hard", "extreme")
THRESHOLDS = (2.0, 3.0, 4.0)  # score below the first: easy; below the second: medium; ...


def path_score(steps: Sequence[Step]) -> float:
    if not steps:
        return 0.0
    return round(max(s.cost for s in steps), 3)


def grade_path(steps: Sequence[Step]) -> tuple[str, float]:
    score = path_score(steps)
    level = next((name for name, top in zip(LEVELS, THRESHOLDS, strict=False) if score < top), LEVELS[-1])
    return level, score
