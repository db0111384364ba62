"""What `explain` returns: the typed explanation and its JSON object (encodings/explain.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from satpuzzles.puzzles import type_of
from satpuzzles.solving import Status
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.explaining import Switch

PARTS = ("forced", "closest", "fixes", "redundant", "conflicts")


@dataclass(frozen=True)
class Fix:
    """A hint that, added alone, makes the puzzle unique, and the solution it then has."""

    hint: Switch
    solution: Any


@dataclass
class ExplainStats:
    seconds: float = 0.0
    sat_calls: int = 0
    sat_seconds: float = 0.0
    fix_calls: int = 0  # solver calls spent finding every fix (known solutions rule most candidates out)
    rechecks: int = 0  # claims re-solved independently; every one passed (a failure raises)
    removable: int = 0  # clues and givens in the puzzle (each checked for redundancy when unique)

    def as_dict(self) -> dict[str, Any]:
        return {
            "seconds": round(self.seconds, 6),
            "sat_calls": self.sat_calls,
            "sat_seconds": round(self.sat_seconds, 6),
            "fix_calls": self.fix_calls,
            "rechecks": self.rechecks,
            "removable": self.removable,
        }


@dataclass
class Explanation:
    """A puzzle's explanation for its setter; every claim in it is solver-proven and was re-checked.

    `forced` holds each cell's value where all solutions agree and None where they differ (the solution
    itself when unique); `complete[part]` is False where the time limit cut a part short (what is
    listed then is still proven, just not all of it).
    """

    puzzle: Any
    status: Status
    forced: list[list[Any]] | None = None
    closest: tuple[Any, Any] | None = None
    differences: list[Cell] = field(default_factory=list)
    fixes: list[Fix] = field(default_factory=list)
    redundant: list[Switch] = field(default_factory=list)
    conflicts: list[list[Switch]] = field(default_factory=list)
    complete: dict[str, bool] = field(default_factory=lambda: dict.fromkeys(PARTS, False))
    stats: ExplainStats = field(default_factory=ExplainStats)
    timed_out: bool = False

    @property
    def finished(self) -> bool:
        return all(self.complete.values())

    def _repr_svg_(self) -> str:
        """Jupyter shows an explanation as `explain --svg` draws it."""
        from satpuzzles.explain.picture import explanation_svg  # it imports this module

        return explanation_svg(self)

    def undecided(self) -> list[Cell]:
        if self.forced is None:
            return []
        return [(r, c) for r, row in enumerate(self.forced) for c, value in enumerate(row) if value is None]


def explanation_json(puzzle_id: str | None, explanation: Explanation) -> dict[str, Any]:
    kind = type_of(explanation.puzzle)
    closest = explanation.closest
    return {
        "id": puzzle_id,
        "type": kind.name,
        "status": explanation.status.value,
        "forced": explanation.forced,
        "closest": None if closest is None else [kind.codec.solution_to_json(s) for s in closest],
        "differences": [list(cell) for cell in explanation.differences],
        "fixes": [
            {"hint": fix.hint.json, "solution": kind.codec.solution_to_json(fix.solution)} for fix in explanation.fixes
        ],
        "redundant": [hint.json for hint in explanation.redundant],
        "conflicts": [[part.json for part in conflict] for conflict in explanation.conflicts],
        "complete": dict(explanation.complete),
        "stats": explanation.stats.as_dict(),
    }
