"""Whether a Latin square's techniques up to a tier finish it: their closure over bit masks, for generators.

A generator hiding hints one by one asks this hundreds of times per puzzle. latinrun.run_techniques walks
Tatham's order through LatinState, with a Deduction per step and change counts per technique; this module keeps
only the candidate masks (bit v: value v, cells r * n + c; one of each value per line) and the lines whose
candidates changed since they were last looked at, as Tatham's C solver keeps bit masks. Every technique is
applied until nothing changes, in whatever order is cheapest: a line is brought to its own closure at once (the
values of its decided cells out of its other cells, a value with one place taking it, the type's Easy rules, and
from HARD on set elimination and the type's Hard rules), remembered per line state and tier, since trials meet
the same lines again and again; the grid's Extreme techniques (fish, forcing chains of two-value cells) wait
until every line is quiet, and trials (UNREASONABLE: a value struck when the tiers up to EXTREME refute its
assumption) until those are. Where a deduction, once available, stays available (or made) as candidates
shrink, that closure is what Tatham's order reaches, so the answer is the exact run's (a test compares them on
every tier); a generator still keeps a puzzle only after an exact run.

The type's rules see one line at a time: its masks in order (row left to right, column top to bottom) and the
line's key (what the rules read besides the masks: Towers, the clues at either end), the narrowed masks out, or
None when the line admits no arrangement. They are plain functions, so a line's closure is remembered across
puzzles.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from operator import itemgetter

from satpuzzles.deadline import checkpoint
from satpuzzles.typekit.latinsmall import SMALLEST_LARGE, has_other_solution
from satpuzzles.typekit.latinsolve import EXTREME, HARD, UNREASONABLE, Contradiction

Masks = tuple[int, ...]
LineRule = Callable[[Masks, Hashable, int], Masks | None]  # a line's masks, its key, n


@dataclass(frozen=True)
class LineRules:
    """A type's rules per line: the key of each line (rows 0..n-1, then columns as n + c), its Easy and Hard
    rules (module-level functions: a line's closure is remembered by them), and the check of a full grid (value
    per cell) against the type's clues."""

    keys: tuple[Hashable, ...]
    easy: LineRule
    hard: LineRule
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
    the givens, known to the generator; a trial never assumes its value, which no sound technique refutes, and
    before the first trial one search looks for another full valid grid: found, the answer is no at once (sound
    techniques never finish a grid with two solutions), without the trials."""
    full = ((1 << n) - 1) << 1
    row_bits, column_bits = [0] * n, [0] * n
    for cell, value in givens.items():
        bit, (r, c) = 1 << value, divmod(cell, n)
        if (row_bits[r] | column_bits[c]) & bit:
            return False  # two givens of one value in a line
        row_bits[r] |= bit
        column_bits[c] |= bit
    masks = [full & ~(row_bits[cell // n] | column_bits[cell % n]) for cell in range(n * n)]
    for cell, value in givens.items():
        masks[cell] = 1 << value
    if not all(masks):
        return False
    run = _Closure(n, masks, tier, rules, [1 << value for value in solution] if solution else [0] * (n * n))
    if tier >= UNREASONABLE and solution and n < SMALLEST_LARGE:  # the search before the trials: a few ANDs, first
        if has_other_solution(n, givens, rules.keys, _admitter(n, rules.easy, rules.hard), rules.valid, solution):
            return False
        run.searched = True
    try:
        if run.close(until):
            return True
    except (Contradiction, _OtherSolution):
        return False
    return run.solved() and rules.valid(run.values())


@lru_cache(maxsize=64)
def _admitter(n: int, easy: LineRule, hard: LineRule) -> Callable[[Masks, Hashable], bool]:
    """Whether the line's closure at the Hard tier admits a full line under its key (one function per rules: the
    squares admitted per line are remembered by it)."""
    return partial(_admits, n, easy, hard)


def _admits(n: int, easy: LineRule, hard: LineRule, line: Masks, key: Hashable) -> bool:
    return _line_closed(line, key, n, easy, hard) is not None


class _OtherSolution(Exception):
    """The search before the trials found a full valid grid other than the known solution: two solutions."""


@dataclass(frozen=True)
class _Geometry:
    lines: tuple[tuple[int, ...], ...]  # rows, then columns
    peers: tuple[tuple[int, ...], ...]  # per cell, the other cells of its column, then of its row (latin.c's order)
    row_of: tuple[int, ...]
    column_of: tuple[int, ...]  # n + c: the column's place in `lines`
    read: tuple[Callable[[list[int]], Masks], ...]  # per line, its cells' masks as a tuple


@lru_cache(maxsize=16)
def _geometry(n: int) -> _Geometry:
    rows = tuple(tuple(range(r * n, r * n + n)) for r in range(n))
    columns = tuple(tuple(range(c, n * n, n)) for c in range(n))
    peers = tuple(tuple(o for o in (*columns[i % n], *rows[i // n]) if o != i) for i in range(n * n))
    row_of, column_of = tuple(i // n for i in range(n * n)), tuple(n + i % n for i in range(n * n))
    return _Geometry(rows + columns, peers, row_of, column_of, tuple(_reader(line) for line in rows + columns))


def _reader(line: tuple[int, ...]) -> Callable[[list[int]], Masks]:
    """The line's masks as a tuple (itemgetter gives a tuple for two items or more; a 1x1 grid's line is one)."""
    if len(line) == 1:
        return lambda masks: (masks[line[0]],)
    return itemgetter(*line)


class _Closure:
    """One position: candidate masks, the lines whose candidates changed since their Easy (`dirty`) or Hard
    (`hard_dirty`) closure was last applied, and the change count at which the Extreme techniques last found
    nothing."""

    def __init__(self, n: int, masks: list[int], tier: int, rules: LineRules, solution: list[int]) -> None:
        self.n, self.masks, self.tier, self.rules = n, masks, tier, rules
        self.geometry = _geometry(n)
        self.full = ((1 << n) - 1) << 1
        self.dirty = set(range(2 * n))
        self.hard_dirty = set(range(2 * n)) if tier >= HARD else set()
        self.changes = 0
        self.extreme_quiet = -1
        self.solution = solution  # per cell, the bit of a known solution's value (0: none known)
        self.searched = not any(solution)  # whether another solution was looked for (only with one known)

    def copy(self, tier: int) -> _Closure:
        other = _Closure.__new__(_Closure)
        other.n, other.masks, other.tier, other.rules = self.n, list(self.masks), tier, self.rules
        other.geometry, other.full, other.dirty = self.geometry, self.full, set(self.dirty)
        other.hard_dirty = set(self.hard_dirty)
        other.changes, other.extreme_quiet, other.solution = self.changes, self.extreme_quiet, self.solution
        other.searched = True
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
        if self.tier >= HARD:
            self.hard_dirty.add(row)
            self.hard_dirty.add(column)
        self.changes += 1

    def close(self, until: int | None) -> bool:
        """Apply the techniques until none changes anything; True as soon as cell `until` is decided."""
        masks, tier, dirty, hard_dirty = self.masks, self.tier, self.dirty, self.hard_dirty
        while True:
            if until is not None and not masks[until] & (masks[until] - 1):
                return True
            if dirty:
                self._close_line(dirty.pop(), hard=False)
            elif hard_dirty:
                self._close_line(hard_dirty.pop(), hard=True)
            elif tier >= EXTREME and self.changes != self.extreme_quiet:
                if not (self._fish() or self._forcing_chain()):
                    self.extreme_quiet = self.changes
            elif tier < UNREASONABLE or self.solved() or not self._trials(until):
                return False

    def _close_line(self, line: int, hard: bool) -> None:
        """The line brought to its closure: the Easy techniques, with `hard` the Hard ones too (asked once every
        line is quiet under the Easy ones: a Hard rule on a line the Easy ones would narrow is wasted work)."""
        masks, geometry, rules = self.masks, self.geometry, self.rules
        before = geometry.read[line](masks)
        after = _line_closed(before, rules.keys[line], self.n, rules.easy, rules.hard if hard else None)
        if after is None:
            raise Contradiction
        if after != before:  # narrow() inlined (no mask is 0 in a closed line): the loop runs per changed cell
            dirty, hard_dirty, row_of, column_of = self.dirty, self.hard_dirty, geometry.row_of, geometry.column_of
            tracked = self.tier >= HARD
            for cell, was, now in zip(geometry.lines[line], before, after, strict=True):
                if now != was:
                    masks[cell] = now
                    dirty.add(row_of[cell])
                    dirty.add(column_of[cell])
                    if tracked:
                        hard_dirty.add(row_of[cell])
                        hard_dirty.add(column_of[cell])
                    self.changes += 1
            if not hard:
                self.dirty.discard(line)  # at its Easy closure already
            else:
                self.hard_dirty.discard(line)

    def _fish(self) -> bool:
        """Per value, its places by column over the rows: k columns whose places lie in k rows keep it from the rest
        of those rows (latinsolve.positional_set_elimination), until no value has one."""
        n, masks, made = self.n, self.masks, False
        places = [[0] * n for _ in range(n + 1)]  # per value, per column, the rows it may take
        for cell, mask in enumerate(masks):
            r, c = divmod(cell, n)
            while mask:
                bit = mask & -mask
                mask ^= bit
                places[bit.bit_length() - 1][c] |= 1 << r
        every_row = (1 << n) - 1
        for value in range(1, n + 1):
            before = tuple(places[value])
            after = _confined_closed(before, every_row)
            if after is None:
                raise Contradiction
            for c, (was, now) in enumerate(zip(before, after, strict=True)):
                gone = was & ~now
                while gone:
                    low = gone & -gone
                    gone ^= low
                    cell = (low.bit_length() - 1) * n + c
                    self.narrow(cell, masks[cell] & ~(1 << value))
                    made = True
        return made

    def _forcing_chain(self) -> bool:
        """The first value a forcing chain of two-value cells strikes (latinsolve.forcing_chain), struck."""
        n, masks, peers = self.n, self.masks, self.geometry.peers
        pairs = [cell for cell, mask in enumerate(masks) if mask.bit_count() == 2]
        for start in pairs:
            mask = masks[start]
            row, column = start // n, start % n
            for first in (mask & -mask, mask & (mask - 1)):
                number = [0] * (n * n)  # per cell reached, the value (a bit) it takes if start is not `first`
                number[start] = mask & ~first
                queue = [start]
                for here in queue:  # the queue grows as the search goes
                    current = number[here]
                    for other in peers[here]:
                        other_mask = masks[other]
                        if not other_mask & current or number[other]:
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
        to that at once; whether any was. Cell `until` first, then cells with fewest candidates first; it stops
        once `until` is decided."""
        n, masks, made, solution = self.n, self.masks, False, self.solution
        if not self.searched:
            self.searched = True
            if self._other_solution():
                raise _OtherSolution
        open_cells = [
            i for _, i in sorted((masks[i].bit_count(), i) for i in range(n * n) if masks[i] & (masks[i] - 1))
        ]
        if until is not None:  # its values first: once they are struck the answer is yes
            open_cells.remove(until)
            open_cells.insert(0, until)
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

    def _other_solution(self) -> bool:
        """Whether the position has a full valid grid other than the known solution: a search over the cells with
        fewest candidates, each branch closed by the Hard tier. Asked once, before the trials: where the answer is
        no, the trials that neither refute nor finish are the dearest work, and a second solution ends it at once
        (no sound technique finishes a grid with two solutions); a unique position pays for one small search."""
        masks, solution = self.masks, self.solution
        open_cells = [cell for cell, mask in enumerate(masks) if mask & (mask - 1)]
        if not open_cells:
            return masks != solution and self.rules.valid(self.values())
        cell = min(open_cells, key=lambda i: masks[i].bit_count())
        left = masks[cell]
        while left:
            bit = left & -left
            left ^= bit
            checkpoint()
            branch = self.copy(min(self.tier, HARD))
            branch.solution = solution
            try:
                branch.narrow(cell, bit)
                branch.close(None)
            except Contradiction:
                continue
            if branch._other_solution():
                return True
        return False

    def _refuted(self, cell: int, bit: int) -> bool:
        """Whether the tiers up to EXTREME refute cell = bit (a full grid that breaks the type's rules refutes it)."""
        trial = self.copy(EXTREME)
        try:
            trial.narrow(cell, bit)
            trial.close(None)
        except Contradiction:
            return True
        return trial.solved() and not self.rules.valid(trial.values())


@lru_cache(maxsize=1 << 16)
def _confined_closed(rows: Masks, width: int) -> Masks | None:
    """latinsolve.confined_sets applied until it strikes nothing, on a matrix of bit rows (bits `width`: a line's
    cells over the values, or a value's columns over the rows); None for a contradiction. Rows with one bit, and
    their columns, are left out; among the rest, a set S of 2 to k-2 columns met by only |S| rows keeps those rows
    within S (|S| rows that meet S are a hidden set; fewer, a contradiction). Each strike starts the look again, as
    the solver's next call would."""
    current = list(rows)
    while True:
        lone, live = 0, []
        for i, bits in enumerate(current):
            if bits & (bits - 1):
                live.append(i)
            elif not bits or lone & bits:
                return None  # two rows with the same one bit
            else:
                lone |= bits
        columns = width & ~lone
        k = len(live)
        if k != columns.bit_count():
            return None
        struck = False
        chosen = (columns - 1) & columns
        while chosen and not struck:
            size = chosen.bit_count()
            if 1 < size < k - 1:
                inside = [i for i in live if current[i] & chosen]
                if len(inside) < size:
                    return None
                if len(inside) == size:
                    for i in inside:
                        if current[i] & columns & ~chosen:
                            current[i] &= ~(columns & ~chosen)
                            struck = True
            chosen = (chosen - 1) & columns
        if not struck:
            return tuple(current)


@lru_cache(maxsize=1 << 18)
def _line_closed(masks: Masks, key: Hashable, n: int, easy: LineRule, hard: LineRule | None) -> Masks | None:
    """A line brought to its own closure: its decided values out of its other cells, a value with one place taking
    it, the type's Easy rule, and with `hard` set elimination and the type's Hard rule, until nothing changes;
    None for a contradiction."""
    full = ((1 << n) - 1) << 1
    current = masks
    while True:
        after = list(current)
        decided = once = twice = 0
        for mask in after:
            if not mask & (mask - 1):
                if not mask or decided & mask:
                    return None
                decided |= mask
            twice |= once & mask
            once |= mask
        if once != full:
            return None  # a value with no place left
        single = once & ~twice & ~decided
        for i, mask in enumerate(after):
            if mask & (mask - 1):
                mask &= ~decided
                if mask & single:
                    mask &= single
                    if mask & (mask - 1):
                        return None  # two values whose one place is this cell
                after[i] = mask
        found = easy(tuple(after), key, n)
        if found is not None and hard is not None:
            found = _confined_closed(found, full)
            if found is not None:
                found = hard(found, key, n)
        if found is None:
            return None
        if found == current:
            return found
        current = found
