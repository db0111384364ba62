"""A technique solver for Latin squares over candidate bit masks, in the order Simon Tatham's latin.c tries them.

Plain Python, no SAT: a type adds its own clue techniques (a list per tier) and gets back the path of
named deductions, the hardest tier it needed, and whether the techniques finished the grid. The tiers are
Tatham's: EASY (a cell with one value, a value with one place in a line), HARD (set elimination:
k values confined to k cells of a line), EXTREME (positional set elimination, i.e. fish, and forcing
chains of two-value cells), UNREASONABLE (trial: a value whose assumption the lower tiers refute).
After every deduction the solver starts again from the easiest technique (latin.c's `goto cont`), so a
path's hardest tier is the least it needs. Cells are indexed r * n + c; bit v of a mask is value v.

A value may fill more than one cell of each line (`LatinState.counts`: a letter square's blank fills n - k
cells of a line): then a placement clears the value from a line only once the line holds all of it, a lone
place generalises to a value with as many places left as it needs (last places), set elimination counts each
value by its cells, and fish and forcing chains read only the values that fill one cell (they need it).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations, pairwise

from satpuzzles.deadline import checkpoint

EASY, HARD, EXTREME, UNREASONABLE = 0, 1, 2, 3
SET_LIMIT = 4  # beyond 9 values, a set or its complement of at most 4 (every set of a line of up to 9 values)
TIER_NAMES = ("Easy", "Hard", "Extreme", "Unreasonable")
# How a person names a set of k values confined to k cells of a line, and k lines' places of a value (a fish)
SET_NAMES = {2: "pair", 3: "triple", 4: "quad"}
FISH_NAMES = {2: "X-wing", 3: "swordfish", 4: "jellyfish"}


class Contradiction(Exception):
    """The position has no completion (only on a trial, or on a puzzle without a solution)."""


@dataclass(frozen=True)
class Deduction:
    """One technique application: what it placed and excluded, and every clue, line and cell it read."""

    technique: str
    tier: int
    uses: tuple[str, ...]
    placed: tuple[tuple[int, int], ...]  # (cell, value)
    excluded: tuple[tuple[int, int], ...]  # (cell, value)


@dataclass
class LatinState:
    """Candidates per cell and the placed values (0 = not placed: a lone candidate is placed by a single)."""

    n: int
    masks: list[int]
    grid: list[int]
    record: bool = True  # False: deductions are not described (a generator only asks whether the grid finishes)
    # Per value (index 0 unused), how many cells of every line hold it; () = each of 1..n once (a Latin square).
    # The counts sum to n.
    counts: tuple[int, ...] = ()
    symbols: tuple[str, ...] = ()  # per value (index 0 unused), how a step names it; () = its number

    @classmethod
    def empty(cls, n: int, counts: tuple[int, ...] = (), symbols: tuple[str, ...] = ()) -> LatinState:
        state = cls(n, [], [0] * (n * n), counts=counts, symbols=symbols)
        state.masks = [state.full] * (n * n)
        return state

    def copy(self) -> LatinState:
        return LatinState(self.n, list(self.masks), list(self.grid), self.record, self.counts, self.symbols)

    @property
    def full(self) -> int:
        """The mask of every value a line holds (a value counted 0, e.g. no blank in a full letter square, is none)."""
        if self.counts:
            return sum(1 << v for v, count in enumerate(self.counts) if count)
        return ((1 << self.n) - 1) << 1

    def count(self, value: int) -> int:
        """How many cells of each line hold the value."""
        return self.counts[value] if self.counts else 1

    def symbol(self, value: int) -> str:
        return self.symbols[value] if self.symbols else str(value)

    def place(self, cell: int, value: int) -> None:
        """latin_solver_place: the value in its cell, and out of the cell's row and column (a value that fills
        several cells of a line: out of each of its lines that now holds all of it)."""
        n, bit = self.n, 1 << value
        if not self.masks[cell] & bit:
            raise Contradiction
        self.masks[cell] = bit
        self.grid[cell] = value
        r, c = divmod(cell, n)
        if self.count(value) == 1:
            for other in [*range(r * n, r * n + n), *range(c, n * n, n)]:
                if other != cell:
                    self.masks[other] &= ~bit
            return
        for line in (range(r * n, r * n + n), range(c, n * n, n)):
            held = sum(1 for i in line if self.grid[i] == value)
            if held > self.count(value):
                raise Contradiction
            if held == self.count(value):
                for other in line:
                    if self.grid[other] != value:
                        self.masks[other] &= ~bit

    def exclude(self, cell: int, value: int) -> None:
        self.masks[cell] &= ~(1 << value)

    def solved(self) -> bool:
        return all(self.grid)


Technique = Callable[[LatinState], Deduction | None]


def cell_name(cell: int, n: int) -> str:
    return f"r{cell // n + 1}c{cell % n + 1}"


def line_between(one: int, other: int, n: int) -> str:
    """The row or column two cells share."""
    return f"row {one // n + 1}" if one // n == other // n else f"column {one % n + 1}"


def listed(words: Sequence[str]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def values_in(mask: int) -> list[int]:
    return [v for v in range(1, mask.bit_length()) if mask >> v & 1]


def deduction(technique: str, tier: int, uses: Sequence[str], before: LatinState, after: LatinState) -> Deduction:
    """The deduction that took `before` to `after`: placed cells (newly in the grid) and excluded values."""
    if not after.record:
        return Deduction(technique, tier, (), (), ())
    placed = tuple((i, v) for i, (v, was) in enumerate(zip(after.grid, before.grid, strict=True)) if v and not was)
    excluded = tuple(
        (i, v)
        for i, (now, was) in enumerate(zip(after.masks, before.masks, strict=True))
        if now != was
        for v in values_in(was & ~now)
        if after.grid[i] != v
    )
    return Deduction(technique, tier, tuple(uses), placed, excluded)


# --- EASY: a lone value or a lone place (latin_solver_diff_simple) ---------------------------------------


def positional_single_rows(state: LatinState) -> Deduction | None:
    return _positional_single(state, rows=True)


def positional_single_columns(state: LatinState) -> Deduction | None:
    return _positional_single(state, rows=False)


def _positional_single(state: LatinState, *, rows: bool) -> Deduction | None:
    n, masks, grid = state.n, state.masks, state.grid
    full = state.full
    several = [v for v, count in enumerate(state.counts) if count > 1]  # values filling several cells of a line
    lone = full & ~sum(1 << v for v in several)
    for line in range(n):
        cells = range(line * n, line * n + n) if rows else range(line, n * n, n)
        once = twice = placed = 0
        for i in cells:
            mask = masks[i]
            twice |= once & mask
            once |= mask
            placed |= 1 << grid[i]
        if once & full != full:
            raise Contradiction  # a value with no place left
        single = once & ~twice & ~placed & lone
        name = f"row {line + 1}" if rows else f"column {line + 1}"
        if single:
            value = (single & -single).bit_length() - 1
            cell = next(i for i in cells if masks[i] >> value & 1)
            before = state.copy()
            state.place(cell, value)
            return deduction(
                f"hidden single: {state.symbol(value)} has one place in {name}", EASY, [name], before, state
            )
        for value in several:
            places = [i for i in cells if masks[i] >> value & 1]
            if len(places) < state.count(value):
                raise Contradiction
            if len(places) == state.count(value) and any(grid[i] != value for i in places):
                before = state.copy()
                for i in places:
                    if grid[i] != value:
                        state.place(i, value)
                text = (
                    f"last places: {state.symbol(value)} has {len(places)} places left in {name}, as many as it fills"
                )
                return deduction(text, EASY, [name], before, state)
    return None


def naked_single(state: LatinState) -> Deduction | None:
    """A cell with one candidate left (latin.c scans column by column)."""
    n = state.n
    for c in range(n):
        for r in range(n):
            cell = r * n + c
            if state.grid[cell]:
                continue
            mask = state.masks[cell]
            if not mask:
                raise Contradiction
            if not mask & (mask - 1):
                before = state.copy()
                state.place(cell, mask.bit_length() - 1)
                name = cell_name(cell, n)
                return deduction(f"naked single: {name} has one value left", EASY, [name], before, state)
    return None


# --- HARD and EXTREME: set elimination (latin_solver_set) ---------------------------------------------


def confined_sets(matrix: Sequence[int], size: int) -> tuple[list[int], list[int], list[tuple[int, int]]] | None:
    """latin_solver_set on a size x size boolean matrix (row i's bit j set while allowed).

    Finds k columns whose allowed rows are only k rows (rows without a lone bit, their columns taken
    out first): those rows then take nothing outside the k columns. Returns (the k rows, the k columns,
    the (row, column) entries struck) for the first such set that strikes something, in latin.c's order;
    None when there is none. Raises Contradiction when some set has too few rows.
    """
    found = _confined_sets(tuple(matrix), size)
    if found is REFUTED:
        raise Contradiction
    return found


SetFound = tuple[list[int], list[int], list[tuple[int, int]]]
REFUTED: SetFound = ([], [], [])  # what _confined_sets remembers for a contradiction


@lru_cache(maxsize=1 << 16)
def _confined_sets(matrix: tuple[int, ...], size: int) -> SetFound | None:
    """confined_sets remembered per matrix (a solver rescans unchanged lines after every deduction)."""
    live_rows, live_columns = list(range(size)), set(range(size))
    for i, bits in enumerate(matrix):
        if not bits:
            return REFUTED
        if not bits & (bits - 1):
            live_rows.remove(i)
            live_columns.discard(bits.bit_length() - 1)
    columns = sorted(live_columns)
    k = len(columns)
    if k != len(live_rows):
        return REFUTED
    rows = [(i, matrix[i]) for i in live_rows]
    for set_bits, count in _column_sets(columns):
        outside = sum(1 for _, bits in rows if not bits & set_bits)
        if outside > k - count:
            return REFUTED
        if outside == k - count:
            inside = [i for i, bits in rows if bits & set_bits]
            chosen = [j for j in columns if set_bits >> j & 1]
            struck = [(i, j) for i in inside for j in columns if not set_bits >> j & 1 and matrix[i] >> j & 1]
            if struck:
                return inside, chosen, struck
    return None


def _column_sets(columns: list[int]) -> Iterator[tuple[int, int]]:
    """The sets of columns confined_sets tries (as bits, and their size): for up to 9 columns every set of 2 to
    k - 2, in latin.c's binary count; beyond, smallest first, a set or its complement of at most SET_LIMIT
    columns (2^k sets would not end on a large grid)."""
    k = len(columns)
    if k <= 9:
        for number in range(1, 1 << k):
            chosen = [columns[j] for j in range(k) if number >> (k - 1 - j) & 1]  # latin.c's binary count
            if 1 < len(chosen) < k - 1:
                yield sum(1 << j for j in chosen), len(chosen)
        return
    for size in range(2, k - 1):
        if min(size, k - size) <= SET_LIMIT:
            for picked in combinations(columns, size):
                yield sum(1 << j for j in picked), size


def set_elimination_rows(state: LatinState) -> Deduction | None:
    return _set_elimination(state, rows=True)


def set_elimination_columns(state: LatinState) -> Deduction | None:
    return _set_elimination(state, rows=False)


def confined_counted(masks: Sequence[int], counts: tuple[int, ...]) -> SetFound | None:
    """confined_sets for a line whose values fill `counts[v]` cells each (masks: bit v for value v): the first set S
    of values (all of each value's cells, two or more values, not all but one) whose cells' need equals the number
    of open cells that can take one of them; those cells then take nothing outside S. Returns (the cells, the
    values, the (cell, value) struck); None when none strikes anything; Contradiction when a set has too few cells.
    Smallest sets first; S or its complement has at most SET_LIMIT values (so a line of 26 letters asks
    thousands of sets, not 2^26; a naked set of k cells is the hidden set of the complement)."""
    found = _confined_counted(tuple(masks), counts)
    if found is REFUTED:
        raise Contradiction
    return found


@lru_cache(maxsize=1 << 16)
def _confined_counted(masks: tuple[int, ...], counts: tuple[int, ...]) -> SetFound | None:
    need = list(counts)
    live = []
    for i, mask in enumerate(masks):
        if not mask:
            return REFUTED
        if mask & (mask - 1):
            live.append(i)
        else:
            need[mask.bit_length() - 1] -= 1
    values = [v for v in range(1, len(counts)) if need[v] > 0]
    if any(n < 0 for n in need) or sum(need[v] for v in values) != len(live):
        return REFUTED
    k = len(values)
    sizes = [size for size in range(2, k - 1) if min(size, k - size) <= SET_LIMIT]
    for chosen in (list(found) for size in sizes for found in combinations(values, size)):
        bits = sum(1 << v for v in chosen)
        inside = [i for i in live if masks[i] & bits]
        wanted = sum(need[v] for v in chosen)
        if len(inside) < wanted:
            return REFUTED
        if len(inside) == wanted:
            struck = [(i, v) for i in inside for v in values_in(masks[i] & ~bits)]
            if struck:
                return inside, chosen, struck
    return None


def _set_elimination(state: LatinState, *, rows: bool) -> Deduction | None:
    n = state.n
    counted = any(count > 1 for count in state.counts)
    for line in range(n):
        cells = list(range(line * n, line * n + n) if rows else range(line, n * n, n))
        if counted:
            found = confined_counted([state.masks[i] for i in cells], state.counts)
        else:
            found = confined_sets([state.masks[i] >> 1 for i in cells], n)
            if found is not None:
                inside, chosen, struck = found
                found = inside, [j + 1 for j in chosen], [(i, j + 1) for i, j in struck]
        if found is None:
            continue
        inside, chosen, struck = found
        before = state.copy()
        for i, v in struck:
            state.exclude(cells[i], v)
        name = f"row {line + 1}" if rows else f"column {line + 1}"
        where = [cell_name(cells[i], n) for i in inside]
        what = listed([state.symbol(v) for v in chosen])
        kind = SET_NAMES.get(len(inside), f"set of {len(inside)}")  # k cells (a value may fill several)
        text = f"hidden {kind}: {what} only fit {', '.join(where)} of {name}"
        return deduction(text, HARD, [name, *where], before, state)
    return None


def positional_set_elimination(state: LatinState) -> Deduction | None:
    """Per value, rows against columns (a fish: k rows whose value lies in k columns keep it from the rest)."""
    n = state.n
    for value in values_in(state.full):
        if state.count(value) > 1:
            continue  # a value filling several cells of a line has no fish of this kind
        # latin.c's matrix for a value: a row per column of the grid, a bit per row of the grid
        matrix = [sum(1 << r for r in range(n) if state.masks[r * n + c] >> value & 1) for c in range(n)]
        found = confined_sets(matrix, n)
        if found is None:
            continue
        columns, grid_rows, struck = found
        before = state.copy()
        for c, r in struck:
            state.exclude(r * n + c, value)
        row_names = ", ".join(str(r + 1) for r in grid_rows)
        column_names = ", ".join(str(c + 1) for c in columns)
        fish = FISH_NAMES.get(len(grid_rows), f"fish of {len(grid_rows)}")
        text = f"{fish}: {state.symbol(value)} in rows {row_names} lies in columns {column_names}"
        uses = [f"row {r + 1}" for r in grid_rows] + [f"column {c + 1}" for c in columns]
        return deduction(text, EXTREME, uses, before, state)
    return None


# --- EXTREME: forcing chains (latin_solver_forcing) ---------------------------------------------------


def forcing_chain(state: LatinState) -> Deduction | None:
    """A chain of two-value cells, each in line with the next: if the start is not v, the far end is v; a cell
    in line with both ends then cannot be v. Breadth first from each two-value cell, as latin.c does. A value that
    fills several cells of a line links nothing ("here holds v, so the cell in line with it does not")."""
    n, masks = state.n, state.masks
    for start in range(n * n):
        mask = masks[start]
        if mask.bit_count() != 2:
            continue
        for first in values_in(mask):
            if state.count(first) > 1:
                continue
            number: dict[int, int] = {start: (mask & ~(1 << first)).bit_length() - 1}
            previous: dict[int, int] = {}
            queue, head = [start], 0
            while head < len(queue):
                here = queue[head]
                head += 1
                current = number[here]
                if state.count(current) > 1:
                    continue
                r, c = divmod(here, n)
                for other in [*range(c, n * n, n), *range(r * n, r * n + n)]:
                    if other in number or other == here or not masks[other] >> current & 1:
                        continue
                    if masks[other].bit_count() == 2:
                        queue.append(other)
                        previous[other] = here
                        number[other] = (masks[other] & ~(1 << current)).bit_length() - 1
                    if current == first and (other % n == start % n or other // n == start // n):
                        chain = [here]
                        while chain[-1] != start:
                            chain.append(previous[chain[-1]])
                        before = state.copy()
                        state.exclude(other, first)
                        names = [cell_name(cell, n) for cell in chain]
                        far = cell_name(other, n)
                        text = f"forcing chain: {state.symbol(first)} at one end of {'-'.join(names)}, so not in {far}"
                        links = [*pairwise(chain), (other, chain[0]), (other, start)]
                        lines = list(dict.fromkeys(line_between(a, b, n) for a, b in links))
                        return deduction(text, EXTREME, [*names, far, *lines], before, state)
    return None


LATIN_TIERS: tuple[tuple[Technique, ...], ...] = (
    (positional_single_rows, positional_single_columns, naked_single),
    (set_elimination_rows, set_elimination_columns),
    (positional_set_elimination, forcing_chain),
)


# --- the loop ------------------------------------------------------------------------------------------


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
    state: LatinState, tiers: Sequence[Sequence[Technique]], valid: Callable[[LatinState], bool], record: bool
) -> Refutation | None:
    """The first value whose assumption the tiers below refute: the easiest refutation first (all cells and values
    within Easy, then within Hard, then Extreme), cells with fewest candidates first. The search records nothing;
    with `record`, the refutation found is run once more to record its path (the techniques are deterministic)."""
    n = state.n
    open_cells = [i for _, i in sorted((state.masks[i].bit_count(), i) for i in range(n * n) if not state.grid[i])]
    for depth in range(EXTREME + 1):
        for cell in open_cells:
            for value in values_in(state.masks[cell]):
                found = _refuted(state, cell, value, tiers, depth, valid, record=False)
                if found is not None and record:
                    found = _refuted(state, cell, value, tiers, depth, valid, record=True)
                    if found is None:
                        raise RuntimeError(f"the refutation of cell {cell} = {value} did not repeat, recorded")
                if found is not None:
                    return found
    return None


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
    before = state.copy()
    state.exclude(found.cell, found.value)
    name = cell_name(found.cell, state.n)
    return deduction(
        f"trial: {name} = {state.symbol(found.value)} leads to a contradiction", UNREASONABLE, [name], before, state
    )
