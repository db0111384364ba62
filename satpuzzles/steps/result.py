"""What `steps` and `hint` return: the typed path and hint, and their JSON objects (encodings/steps.md)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from satpuzzles.puzzles import type_of
from satpuzzles.solving import Status
from satpuzzles.steps.board import Cell, Fact
from satpuzzles.steps.phrasing import link_text, restates_givens, step_text
from satpuzzles.steps.search import Step
from satpuzzles.typekit.stepping import StepModel, TrialLink


@dataclass
class StepStats:
    seconds: float = 0.0
    sat_calls: int = 0
    rechecks: int = 0  # steps re-checked minimal on a fresh solver; every one passed (a failure raises)

    def as_dict(self) -> dict[str, Any]:
        return {"seconds": round(self.seconds, 6), "sat_calls": self.sat_calls, "rechecks": self.rechecks}


@dataclass
class Path:
    """The steps that solve a unique puzzle from the empty grid (or from a hint's state).

    `complete` is False when the time limit cut the path short; `unexplained` then lists the cells
    no step decided. `level` and `score` are the grade read off the path (satpuzzles/steps/grading.py).
    """

    puzzle: Any
    status: Status
    solution: Any = None
    steps: list[Step] = field(default_factory=list)
    complete: bool = False
    unexplained: list[Cell] = field(default_factory=list)
    level: str | None = None
    score: float | None = None
    stats: StepStats = field(default_factory=StepStats)
    model: StepModel | None = None  # the rules the steps name; None when no step model was built in time


@dataclass
class Hint:
    """The cheapest next step from a position, or the cells of the position that break the unique solution."""

    puzzle: Any
    status: Status
    step: Step | None = None
    wrong: list[Cell] = field(default_factory=list)
    state: list[list[Any]] | None = None
    stats: StepStats = field(default_factory=StepStats)
    model: StepModel | None = None  # the rules the step names; None when no step model was built


def cell_json(fact: Fact) -> dict[str, Any]:
    return {"row": fact.cell[0], "column": fact.cell[1], "value": fact.value}


def fact_json(fact: Fact) -> dict[str, Any]:
    return {**cell_json(fact), "fact": "placed" if fact.placed else "excluded"}


def step_json(step: Step, model: StepModel | None = None) -> dict[str, Any]:
    """A step's facts and reasons; with the model, also its line as `steps` prints it (`text`), and whether
    it only restates givens (`restates_givens`: `steps` prints a run of those as one line)."""
    words = {} if model is None else {"text": step_text(model, step), "restates_givens": restates_givens(step)}
    return (
        words
        | {
            "decided": [cell_json(f) for f in step.decided],
            "excluded": [cell_json(f) for f in step.excluded],
            "reasons": [g.json for g in step.groups] + [fact_json(f) for f in step.reasons],
            "cost": step.cost,
            "tier": step.tier,
            "technique": step.technique or None,
        }
        | ({"trial": [link_json(link, model) for link in step.trial]} if step.trial else {})
    )


def link_json(link: TrialLink, model: StepModel | None = None) -> dict[str, Any]:
    """One deduction of a trial step (none decided or excluded: the contradiction that ends it). Its reasons are its
    groups and the values then ruled out on the cells it reads (before the trial, or by it so far): all it needs."""
    words = {} if model is None else {"text": link_text(model, link)}
    return words | {
        "technique": link.technique,
        "decided": [{"row": r, "column": c, "value": v} for (r, c), v in link.placed],
        "excluded": [{"row": r, "column": c, "value": v} for (r, c), v in link.excluded],
        "reasons": [g.json for g in link.groups]
        + [{"row": r, "column": c, "value": v, "fact": "excluded"} for (r, c), v in link.ruled_out],
    }


def path_json(puzzle_id: str | None, path: Path) -> dict[str, Any]:
    return {
        "id": puzzle_id,
        "type": type_of(path.puzzle).name,
        "status": path.status.value,
        "level": path.level,
        "score": path.score,
        "complete": path.complete,
        "steps": [step_json(s, path.model) for s in path.steps],
        "unexplained": [{"row": r, "column": c} for r, c in path.unexplained],
        "stats": path.stats.as_dict(),
    }


def hint_json(puzzle_id: str | None, hint: Hint) -> dict[str, Any]:
    kind = type_of(hint.puzzle)
    wrong = [{"row": r, "column": c, "value": hint.state[r][c]} for r, c in hint.wrong] if hint.state else []
    return {
        "id": puzzle_id,
        "type": kind.name,
        "status": hint.status.value,
        "step": None if hint.step is None else step_json(hint.step, hint.model),
        "wrong": wrong,
        "stats": hint.stats.as_dict(),
    }
