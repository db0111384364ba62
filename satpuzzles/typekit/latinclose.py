"""Whether a Latin square's techniques up to a tier finish it: their closure over bit masks, for generators.

A generator hiding hints one by one asks this hundreds of times per puzzle. latinrun.run_techniques answers it
too (in bulk), through LatinState, Deduction records and change counts per technique; this module keeps only
the candidate masks (bit v: value v, cells r * n + c; one of each value per line) and lines waiting to be
looked at, as Tatham's C solver does. Every technique is applied until nothing changes, in whatever order is
cheapest: a cell with one candidate takes it at once, lines are looked at when their candidates change, and
the harder tiers wait until the easier ones are quiet. Where a deduction, once available, stays available
(or made) as candidates shrink, that closure is what Tatham's order reaches, so the answer is the exact run's;
a generator still keeps a puzzle only after an exact run (latinrun). The tiers' techniques are latinsolve's:
EASY a cell with one value, a value with one place in a line (and the type's Easy line rules); HARD set
elimination in a line (and the type's Hard line rules); EXTREME fish and forcing chains of two-value cells;
UNREASONABLE a value struck when the tiers up to EXTREME refute its assumption.

The type's clue rules are given per line (`LineRule`): the line's masks in order (row left to right, column
top to bottom) in, the narrowed masks out, or None when the line admits no arrangement.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache

from satpuzzles.deadline import checkpoint
from satpuzzles.typekit.latinsolve import EASY, EXTREME, HARD, REFUTED, UNREASONABLE, Contradiction, _confined_sets

Masks = tuple[int, ...]
LineRule = Callable[[Masks], Masks | None]


@dataclass(frozen=True)
class LineRules:
    """A type's own rules per line (rows 0..n-1, then columns as n + c): Easy ones and Hard ones, and the check of
    a full grid (values per cell) against its clues."""

    easy: tuple[tuple[LineRule, ...], ...]
    hard: tuple[tuple[LineRule, ...], ...]
    valid: Callable[[list[int]], bool]


def finishes(
    n: int,
    givens: dict[int, int],
    tier: int,
    rules: LineRules,
    until: int | None = None,
    solution: Sequence[int] = (),
) -> bool:
    """Whether the techniques up to `tier` finish the grid from the givens (cell -> value): every cell decided
    and the full grid valid. `until`: a cell whose value is known to finish the grid when shown (a hint being
    hidden); the answer is yes as soon as the techniques decide it. `solution` (value per cell): a solution of
    the givens, known to the generator; a trial never assumes its value, which no sound technique refutes."""
    full = ((1 << n) - 1) << 1
    row_bits, column_bits = [0] * n, [0] * n
    for cell, value in givens.items():
        bit, (r, c) = 1 << value, divmod(cell, n)
        if (row_bits[r] | column_bits[c]) & bit:
            return False  # two givens of one value in a line
        row_bits[r] |= bit
        column_bits[c] |= bit
    masks = [full & ~(row_bits[cell // n] | column_bits[cell % n]) for cell in range(n * n)]
    run = _Closure(n, masks, tier, rules)
    run.solution = [1 << value for value in solution] if solution else [0] * (n * n)
    for cell, value in givens.items():
        masks[cell] = 1 << value
        run.done[cell] = 1
    if not all(masks):
        return False
    try:
        run.pending = [cell for cell in range(n * n) if not run.done[cell] and not masks[cell] & (masks[cell] - 1)]
        if run.close(until):
            return True
    except Contradiction:
        return False
    return run.solved() and rules.valid(run.values())


@dataclass(frozen=True)
class _Geometry:
    lines: tuple[tuple[int, ...], ...]  # rows, then columns
    peers: tuple[tuple[int, ...], ...]  # per cell, the other cells of its column, then of its row (latin.c's order)
    row_of: tuple[int, ...]
    column_of: tuple[int, ...]  # n + c: the column's place in `lines`


@lru_cache(maxsize=16)
def _geometry(n: int) -> _Geometry:
    rows = tuple(tuple(range(r * n, r * n + n)) for r in range(n))
    columns = tuple(tuple(range(c, n * n, n)) for c in range(n))
    peers = tuple(tuple(o for o in (*columns[i % n], *rows[i // n]) if o != i) for i in range(n * n))
    return _Geometry(rows + columns, peers, tuple(i // n for i in range(n * n)), tuple(n + i % n for i in range(n * n)))


class _Closure:
    """One position: candidate masks, cells decided but not yet taken out of their lines (`pending`), lines whose
    candidates changed since the Easy (`dirty`) or Hard (`hard_dirty`) techniques last looked, and the change
    count at which the Extreme techniques last found nothing."""

    def __init__(self, n: int, masks: list[int], tier: int, rules: LineRules) -> None:
        self.n, self.masks, self.tier, self.rules = n, masks, tier, rules
        self.geometry = _geometry(n)
        self.full = ((1 << n) - 1) << 1
        self.done = bytearray(n * n)  # decided cells already taken out of their lines
        self.pending: list[int] = []
        self.dirty = set(range(2 * n))
        self.hard_dirty = set(range(2 * n))
        self.changes = 0
        self.extreme_quiet = -1
        self.solution = [0] * (n * n)  # per cell, the bit of a known solution's value (0: none known)

    def copy(self, tier: int) -> _Closure:
        other = _Closure.__new__(_Closure)
        other.n, other.masks, other.tier, other.rules = self.n, list(self.masks), tier, self.rules
        other.geometry, other.full, other.done = self.geometry, self.full, bytearray(self.done)
        other.pending, other.dirty, other.hard_dirty = list(self.pending), set(self.dirty), set(self.hard_dirty)
        other.changes, other.extreme_quiet, other.solution = self.changes, self.extreme_quiet, self.solution
        return other

    def solved(self) -> bool:
        return all(not mask & (mask - 1) for mask in self.masks)

    def values(self) -> list[int]:
        return [mask.bit_length() - 1 for mask in self.masks]

    def narrow(self, cell: int, mask: int) -> None:
        """The cell's candidates become `mask` (a proper subset of them)."""
        if not mask:
            raise Contradiction
        self.masks[cell] = mask
        geometry = self.geometry
        row, column = geometry.row_of[cell], geometry.column_of[cell]
        self.dirty.add(row)
        self.dirty.add(column)
        self.hard_dirty.add(row)
        self.hard_dirty.add(column)
        self.changes += 1
        if not mask & (mask - 1):
            self.pending.append(cell)

    def close(self, until: int | None) -> bool:
        """Apply the techniques until none changes anything; True as soon as cell `until` is decided."""
        masks, tier = self.masks, self.tier
        while True:
            if until is not None and not masks[until] & (masks[until] - 1):
                return True
            self._take_out()
            if until is not None and not masks[until] & (masks[until] - 1):
                return True
            if self.dirty:
                self._easy_line(self.dirty.pop())
            elif tier >= HARD and self.hard_dirty:
                self._hard_line(self.hard_dirty.pop())
            elif tier >= EXTREME and self.changes != self.extreme_quiet:
                if not (self._fish() or self._forcing_chain()):
                    self.extreme_quiet = self.changes
            elif tier < UNREASONABLE or self.solved() or not self._trials(until):
                return False

    def _take_out(self) -> None:
        """Each decided cell's value out of its row and column."""
        masks, done, peers, pending = self.masks, self.done, self.geometry.peers, self.pending
        while pending:
            cell = pending.pop()
            if done[cell]:
                continue
            done[cell] = 1
            bit = masks[cell]
            for other in peers[cell]:
                mask = masks[other]
                if mask & bit:
                    self.narrow(other, mask & ~bit)

    def _easy_line(self, line: int) -> None:
        """A value with one place in the line takes it; then the type's Easy rules on the line."""
        masks, cells = self.masks, self.geometry.lines[line]
        once = twice = 0
        for cell in cells:
            mask = masks[cell]
            twice |= once & mask
            once |= mask
        if once != self.full:
            raise Contradiction  # a value with no place left
        single = once & ~twice
        while single:
            bit = single & -single
            single ^= bit
            for cell in cells:
                if masks[cell] & bit:
                    if masks[cell] != bit:
                        self.narrow(cell, bit)
                    break
        for rule in self.rules.easy[line]:
            self._apply(cells, rule(tuple(masks[cell] for cell in cells)))

    def _hard_line(self, line: int) -> None:
        """Set elimination in the line, then the type's Hard rules on it."""
        masks, cells = self.masks, self.geometry.lines[line]
        self._apply(cells, _sets_closed(tuple(masks[cell] for cell in cells), self.n))
        for rule in self.rules.hard[line]:
            self._apply(cells, rule(tuple(masks[cell] for cell in cells)))

    def _apply(self, cells: Sequence[int], after: Masks | None) -> None:
        if after is None:
            raise Contradiction
        masks = self.masks
        for cell, mask in zip(cells, after, strict=True):
            if mask != masks[cell]:
                self.narrow(cell, mask & masks[cell])

    def _fish(self) -> bool:
        """Per value, its places by column over the rows: k columns whose places lie in k rows keep it from the rest
        of those rows (latinsolve.positional_set_elimination), until no value has one."""
        n, masks, made = self.n, self.masks, False
        for value in range(1, n + 1):
            while True:
                matrix = tuple(sum(1 << r for r in range(n) if masks[r * n + c] >> value & 1) for c in range(n))
                found = _confined_sets(matrix, n)
                if found is REFUTED:
                    raise Contradiction
                if found is None:
                    break
                for c, r in found[2]:
                    self.narrow(r * n + c, masks[r * n + c] & ~(1 << value))
                made = True
        return made

    def _forcing_chain(self) -> bool:
        """The first value a forcing chain of two-value cells strikes (latinsolve.forcing_chain), struck."""
        n, masks, peers = self.n, self.masks, self.geometry.peers
        for start in range(n * n):
            mask = masks[start]
            if mask.bit_count() != 2:
                continue
            row, column = start // n, start % n
            for first in (mask & -mask, mask & (mask - 1)):
                number = {start: mask & ~first}  # per cell reached, the value it takes if start is not `first` (a bit)
                queue = [start]
                for here in queue:  # the queue grows as the search goes
                    current = number[here]
                    for other in peers[here]:
                        other_mask = masks[other]
                        if not other_mask & current or other in number:
                            continue
                        if other_mask.bit_count() == 2:
                            queue.append(other)
                            number[other] = other_mask & ~current
                        if current == first and (other % n == column or other // n == row):
                            self.narrow(other, other_mask & ~first)
                            return True
        return False

    def _trials(self, until: int | None) -> bool:
        """Values whose assumption the tiers up to EXTREME refute, each struck as found and the lower tiers applied
        to that at once (cells with fewest candidates first, as latinrun's trials in bulk); whether any was. It
        stops once cell `until` is decided."""
        n, masks, made, solution = self.n, self.masks, False, self.solution
        open_cells = [
            i for _, i in sorted((masks[i].bit_count(), i) for i in range(n * n) if masks[i] & (masks[i] - 1))
        ]
        for cell in open_cells:
            values = masks[cell]
            while values:
                bit = values & -values
                values ^= bit
                checkpoint()
                if not masks[cell] & (masks[cell] - 1):
                    break  # decided since: the easier tiers placed it
                if not masks[cell] & bit:
                    continue  # struck since
                if bit != solution[cell] and self._refuted(cell, bit):
                    self.narrow(cell, masks[cell] & ~bit)
                    made = True
                    self.tier, tier = EXTREME, self.tier
                    try:
                        self.close(None)
                    finally:
                        self.tier = tier
                    if until is not None and not masks[until] & (masks[until] - 1):
                        return True
        return made

    def _refuted(self, cell: int, bit: int) -> bool:
        trial = self.copy(EXTREME)
        try:
            trial.narrow(cell, bit)
            trial.close(None)
        except Contradiction:
            return True
        return trial.solved() and not self.rules.valid(trial.values())


@lru_cache(maxsize=1 << 16)
def _sets_closed(masks: Masks, n: int) -> Masks | None:
    """The line's masks after set elimination (latinsolve's confined sets) until it strikes nothing; None for a
    contradiction."""
    current = list(masks)
    while True:
        found = _confined_sets(tuple(mask >> 1 for mask in current), n)
        if found is REFUTED:
            return None
        if found is None:
            return tuple(current)
        for i, j in found[2]:
            current[i] &= ~(1 << (j + 1))


__all__ = ["EASY", "LineRule", "LineRules", "finishes"]
