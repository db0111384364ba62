"""The loop of the Latin technique solver (latinsolve.py): tiers applied in Tatham's order, and trials.

After every deduction the solver starts again from the easiest technique (latin.c's `goto cont`), so a path's
hardest tier is the least it needs. Restarting rescans every line; most have not changed since they last gave
nothing, and the techniques skip those (latinsolve's change counts). A trial (UNREASONABLE) strikes a value
whose assumption the lower tiers refute; its state inherits the change counts, so it rescans only what its
assumption changed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field

from satpuzzles.deadline import checkpoint
from satpuzzles.typekit.latinsolve import (
    EASY,
    EXTREME,
    LEVELS,
    UNREASONABLE,
    Contradiction,
    Deduction,
    LatinState,
    Technique,
    before_of,
    cell_name,
    deduction,
    values_in,
)

PER_DEDUCTION = (0.02, 0.25, 0.25, 0.25)  # a grade's score per deduction of its hardest tier
STUCK = 2.0  # extra for a puzzle whose trials, one assumption deep, do not finish it


@dataclass
class TechniquePath:
    """The deductions in order, the hardest tier used (-1: none was needed), and whether the grid is full."""

    deductions: list[Deduction] = field(default_factory=list)
    per_tier: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # deductions made per tier, recorded or not
    hardest: int = -1
    solved: bool = False
    contradiction: bool = False

    def count(self, tier: int) -> int:
        return self.per_tier[tier]

    def grade(self, bases: Sequence[float], spans: Sequence[float]) -> tuple[str, float] | None:
        """Our level of the hardest tier used, and a score within that level's band of a type's cuts: the tier's
        base, plus a step per deduction of that tier, kept within its span. A path stuck after its trials needs
        deeper guessing: extreme and dearer. None for a contradiction (a puzzle without solution)."""
        if self.contradiction:
            return None
        tier = UNREASONABLE if not self.solved else max(self.hardest, EASY)
        score = bases[tier] + min(spans[tier], PER_DEDUCTION[tier] * self.count(tier))
        if not self.solved:
            score += STUCK
        return LEVELS[tier], round(score, 3)


def run_techniques(
    state: LatinState,
    tiers: Sequence[Sequence[Technique]],
    max_tier: int = UNREASONABLE,
    valid: Callable[[LatinState], bool] = lambda state: True,
    record: bool = True,
) -> TechniquePath:
    """Apply the techniques of tiers up to `max_tier` to `state` (in place) until none makes progress.

    `tiers[t]` are tier t's techniques in the order to try (a type's own first, then the Latin ones);
    with UNREASONABLE allowed, a trial strikes a value whose assumption the lower tiers refute. `valid`
    checks a full grid (the type's clues): a full grid that breaks them is a contradiction.

    A generator asking only whether the techniques finish asks latinclose.finishes (their closure, faster).
    """
    path = TechniquePath()
    state.record = record
    try:
        while True:
            checkpoint()  # a trial runs these paths for every open value: thousands on an 8x8 Unreasonable
            found = _next_deduction(state, tiers, min(max_tier, EXTREME))
            if found is None and max_tier >= UNREASONABLE and not state.solved():
                found = _trial(state, tiers, valid)
            if found is None:
                break
            if record:
                path.deductions.append(found)
            path.per_tier[found.tier] += 1
            path.hardest = max(path.hardest, found.tier)
            if not all(state.masks):
                raise Contradiction
        path.solved = state.solved()
        if path.solved and not valid(state):
            raise Contradiction
    except Contradiction:
        path.contradiction, path.solved = True, False
    return path


def _next_deduction(state: LatinState, tiers: Sequence[Sequence[Technique]], max_tier: int) -> Deduction | None:
    for tier in tiers[: max_tier + 1]:
        for technique in tier:
            found = technique(state)
            if found is not None:
                return found
    return None


@dataclass(frozen=True)
class Refutation:
    """A value whose assumption the tiers up to `depth` refute: the trial grid and the path that refuted it."""

    cell: int
    value: int
    depth: int
    trial: LatinState
    path: TechniquePath


def first_refutation(
    state: LatinState,
    tiers: Sequence[Sequence[Technique]],
    valid: Callable[[LatinState], bool],
    record: bool,
) -> Refutation | None:
    """The first value whose assumption the tiers below refute: the easiest refutation first (all cells and values
    within Easy, then within Hard, then Extreme), cells with fewest candidates first. The search records nothing;
    with `record`, the refutation found is run once more to record its path (the techniques are deterministic)."""
    return next(refutations(state, tiers, valid, record), None)


def refutations(
    state: LatinState,
    tiers: Sequence[Sequence[Technique]],
    valid: Callable[[LatinState], bool],
    record: bool,
) -> Iterator[Refutation]:
    """Every value whose assumption the tiers refute at the easiest depth that refutes any, in first_refutation's
    order (a step chooses among the first few the one whose refutation names least)."""
    n = state.n
    open_cells = [i for _, i in sorted((state.masks[i].bit_count(), i) for i in range(n * n) if not state.grid[i])]
    for depth in range(EXTREME + 1):
        any_found = False
        for cell in open_cells:
            for value in values_in(state.masks[cell]):
                found = _refuted(state, cell, value, tiers, depth, valid, record=False)
                if found is not None and record:
                    found = _refuted(state, cell, value, tiers, depth, valid, record=True)
                    if found is None:
                        raise RuntimeError(f"the refutation of cell {cell} = {value} did not repeat, recorded")
                if found is not None:
                    any_found = True
                    yield found
        if any_found:
            return


def _refuted(
    state: LatinState,
    cell: int,
    value: int,
    tiers: Sequence[Sequence[Technique]],
    depth: int,
    valid: Callable[[LatinState], bool],
    record: bool,
) -> Refutation | None:
    """The refutation of `cell` = `value` by the tiers up to `depth`, or None where they find no contradiction."""
    trial = state.copy()
    trial.record = record
    try:
        trial.place(cell, value)
    except Contradiction:
        return None
    path = run_techniques(trial, tiers, depth, valid, record=record)
    return Refutation(cell, value, depth, trial, path) if path.contradiction else None


def _trial(
    state: LatinState, tiers: Sequence[Sequence[Technique]], valid: Callable[[LatinState], bool]
) -> Deduction | None:
    """Tatham's Unreasonable: strike the first value whose assumption the tiers below refute."""
    found = first_refutation(state, tiers, valid, record=False)
    if found is None:
        return None
    before = before_of(state)
    state.exclude(found.cell, found.value)
    name = cell_name(found.cell, state.n)
    return deduction(
        f"trial: {name} = {state.symbol(found.value)} leads to a contradiction", UNREASONABLE, [name], before, state
    )
