"""A technique solver for Latin squares over candidate bit masks, in the order Simon Tatham's latin.c tries them.

Plain Python, no SAT: the position (LatinState) and the Latin techniques of each tier; latinrun.py applies them
with a type's own clue techniques and gives back the path. The tiers are
Tatham's: EASY (a cell with one value, a value with one place in a line), HARD (set elimination:
k values confined to k cells of a line), EXTREME (positional set elimination, i.e. fish, and forcing
chains of two-value cells), UNREASONABLE (trial: a value whose assumption the lower tiers refute).
Cells are indexed r * n + c; bit v of a mask is value v.

A value may fill more than one cell of each line (`LatinState.counts`: a letter square's blank fills n - k
cells of a line): then a placement clears the value from a line only once the line holds all of it, a lone
place generalises to a value with as many places left as it needs (last places), set elimination counts each
value by its cells, and fish and forcing chains read only the values that fill one cell (they need it).

A technique that reads one line (or one value's places) skips it while the state's change count for it stands
since it last gave nothing (`quiet_units`): latinrun.py restarts from the easiest after every deduction, and
most lines have not changed since.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations, pairwise
from operator import itemgetter

EASY, HARD, EXTREME, UNREASONABLE = 0, 1, 2, 3
SET_LIMIT = 4  # beyond 9 values, a set or its complement of at most 4 (every set of a line of up to 9 values)
TIER_NAMES = ("Easy", "Hard", "Extreme", "Unreasonable")
LEVELS = ("easy", "medium", "hard", "extreme")  # our level for each of Tatham's tiers
# How a person names a set of k values confined to k cells of a line, and k lines' places of a value (a fish)
SET_NAMES = {2: "pair", 3: "triple", 4: "quad"}
FISH_NAMES = {2: "X-wing", 3: "swordfish", 4: "jellyfish"}


class Contradiction(Exception):
    """The position has no completion (only on a trial, or on a puzzle without a solution); `uses`, where the
    technique that found it knows them, are the clues and lines (by name) whose candidates admit no arrangement."""

    def __init__(self, uses: Sequence[str] = ()) -> None:
        super().__init__(*uses)
        self.uses = tuple(uses)


@dataclass(frozen=True)
class Deduction:
    """One technique application: what it placed and excluded, and every clue, line and cell it read."""

    technique: str
    tier: int
    uses: tuple[str, ...]
    placed: tuple[tuple[int, int], ...]  # (cell, value)
    excluded: tuple[tuple[int, int], ...]  # (cell, value)
    value: int = 0  # the one value whose places it reads (a hidden single, a fish); 0: it reads every value


@dataclass
class LatinState:
    """Candidates per cell and the placed values (0 = not placed: a lone candidate is placed by a single).

    Change counts (module docstring): `lines[r]` for row r and `lines[n + c]` for column c count the changes
    to their cells' candidates or placed values, `values[v]` the candidates v struck anywhere; `quiet[key][u]`
    is the count of unit u when the technique `key` last found nothing there. Write candidates only through
    place, exclude and restrict, which keep the counts; a state is solved under one set of techniques.
    """

    n: int
    masks: list[int]
    grid: list[int]
    record: bool = True  # False: deductions are not described (a generator only asks whether the grid finishes)
    # Per value (index 0 unused), how many cells of every line hold it; () = each of 1..n once (a Latin square).
    # The counts sum to n.
    counts: tuple[int, ...] = ()
    symbols: tuple[str, ...] = ()  # per value (index 0 unused), how a step names it; () = its number
    lines: list[int] = field(init=False, repr=False, compare=False)
    values: list[int] = field(init=False, repr=False, compare=False)
    quiet: dict[str, list[int]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.lines = [0] * (2 * self.n)
        self.values = [0] * max(self.n + 1, len(self.counts))
        self.quiet = {}

    @classmethod
    def empty(cls, n: int, counts: tuple[int, ...] = (), symbols: tuple[str, ...] = ()) -> LatinState:
        state = cls(n, [], [0] * (n * n), counts=counts, symbols=symbols)
        state.masks = [state.full] * (n * n)
        return state

    def copy(self) -> LatinState:
        """The same position, change counts and quiet units (what a trial starts from)."""
        other = LatinState(self.n, list(self.masks), list(self.grid), self.record, self.counts, self.symbols)
        other.lines, other.values = list(self.lines), list(self.values)
        other.quiet = {key: list(units) for key, units in self.quiet.items()}
        return other

    def quiet_units(self, key: str, units: int) -> list[int]:
        """The counts at which technique `key` last found nothing in each of its `units` units (-1: never asked)."""
        found = self.quiet.get(key)
        if found is None:
            found = self.quiet[key] = [-1] * units
        return found

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
        n, bit, masks, lines = self.n, 1 << value, self.masks, self.lines
        was = masks[cell]
        if not was & bit:
            raise Contradiction
        masks[cell] = bit
        self.grid[cell] = value
        r, c = divmod(cell, n)
        lines[r] += 1
        lines[n + c] += 1
        self._struck(was & ~bit)
        if self.count(value) > 1:
            for line in (range(r * n, r * n + n), range(c, n * n, n)):
                held = sum(1 for i in line if self.grid[i] == value)
                if held > self.count(value):
                    raise Contradiction
                if held == self.count(value):
                    for other in line:
                        if self.grid[other] != value:
                            self.restrict(other, masks[other] & ~bit)
            return
        struck = False
        for other in range(r * n, r * n + n):
            mask = masks[other]
            if mask & bit and other != cell:
                masks[other] = mask & ~bit
                lines[n + other - r * n] += 1
                struck = True
        for other in range(c, n * n, n):
            mask = masks[other]
            if mask & bit and other != cell:
                masks[other] = mask & ~bit
                lines[other // n] += 1
                struck = True
        if struck:
            self.values[value] += 1

    def exclude(self, cell: int, value: int) -> None:
        self.restrict(cell, self.masks[cell] & ~(1 << value))

    def restrict(self, cell: int, mask: int) -> None:
        """The cell's candidates become `mask` (a subset of them)."""
        was = self.masks[cell]
        if mask == was:
            return
        self.masks[cell] = mask
        r, c = divmod(cell, self.n)
        self.lines[r] += 1
        self.lines[self.n + c] += 1
        self._struck(was & ~mask)

    def _struck(self, gone: int) -> None:
        while gone:
            low = gone & -gone
            self.values[low.bit_length() - 1] += 1
            gone ^= low

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


def entries_of(cells: Sequence[int]) -> Callable[[Sequence[int]], tuple[int, ...]]:
    """A reader of these cells' entries of a flat list (a line's masks or heights) as a tuple, in C (itemgetter)."""
    getter = itemgetter(*cells)
    if len(cells) == 1:  # itemgetter of one item gives the item, not a tuple (a 1x1 grid)
        return lambda values: (getter(values),)
    return getter


def values_in(mask: int) -> list[int]:
    return [v for v in range(1, mask.bit_length()) if mask >> v & 1]


def before_of(state: LatinState) -> LatinState:
    """What `deduction` compares against: a copy when the state records deductions (else nothing is compared)."""
    return state.copy() if state.record else state


def deduction(
    technique: str, tier: int, uses: Sequence[str], before: LatinState, after: LatinState, value: int = 0
) -> Deduction:
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
    return Deduction(technique, tier, tuple(uses), placed, excluded, value)


# --- EASY: a lone value or a lone place (latin_solver_diff_simple) ---------------------------------------


def positional_single_rows(state: LatinState) -> Deduction | None:
    return _positional_single(state, rows=True)


def positional_single_columns(state: LatinState) -> Deduction | None:
    return _positional_single(state, rows=False)


def _positional_single(state: LatinState, *, rows: bool) -> Deduction | None:
    n, masks, grid, counts = state.n, state.masks, state.grid, state.lines
    full = state.full
    several = [v for v, count in enumerate(state.counts) if count > 1]  # values filling several cells of a line
    lone = full & ~sum(1 << v for v in several) if several else full
    quiet = state.quiet_units("hidden single", 2 * n)
    for line in range(n):
        unit = line if rows else n + line
        if quiet[unit] == counts[unit]:
            continue
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
        if not single and not several:
            quiet[unit] = counts[unit]
            continue
        name = f"row {line + 1}" if rows else f"column {line + 1}"
        if single:
            value = (single & -single).bit_length() - 1
            cell = next(i for i in cells if masks[i] >> value & 1)
            before = before_of(state)
            state.place(cell, value)
            return deduction(
                f"hidden single: {state.symbol(value)} has one place in {name}", EASY, [name], before, state, value
            )
        for value in several:
            places = [i for i in cells if masks[i] >> value & 1]
            if len(places) < state.count(value):
                raise Contradiction
            if len(places) == state.count(value) and any(grid[i] != value for i in places):
                before = before_of(state)
                for i in places:
                    if grid[i] != value:
                        state.place(i, value)
                text = (
                    f"last places: {state.symbol(value)} has {len(places)} places left in {name}, as many as it fills"
                )
                return deduction(text, EASY, [name], before, state)
        quiet[unit] = counts[unit]
    return None


def naked_single(state: LatinState) -> Deduction | None:
    """A cell with one candidate left (latin.c scans column by column)."""
    n, counts = state.n, state.lines
    quiet = state.quiet_units("naked single", 2 * n)
    for c in range(n):
        if quiet[n + c] == counts[n + c]:
            continue
        for r in range(n):
            cell = r * n + c
            if state.grid[cell]:
                continue
            mask = state.masks[cell]
            if not mask:
                raise Contradiction
            if not mask & (mask - 1):
                before = before_of(state)
                state.place(cell, mask.bit_length() - 1)
                name = cell_name(cell, n)
                return deduction(f"naked single: {name} has one value left", EASY, [name], before, state)
        quiet[n + c] = counts[n + c]
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
    n, counts = state.n, state.lines
    counted = any(count > 1 for count in state.counts)
    quiet = state.quiet_units("hidden set", 2 * n)
    for line in range(n):
        unit = line if rows else n + line
        if quiet[unit] == counts[unit]:
            continue
        cells = list(range(line * n, line * n + n) if rows else range(line, n * n, n))
        name = f"row {line + 1}" if rows else f"column {line + 1}"
        try:
            if counted:
                found = confined_counted([state.masks[i] for i in cells], state.counts)
            else:
                found = confined_sets([state.masks[i] >> 1 for i in cells], n)
                if found is not None:
                    inside, chosen, struck = found
                    found = inside, [j + 1 for j in chosen], [(i, j + 1) for i, j in struck]
        except Contradiction:  # too few cells for some of the line's values
            raise Contradiction([name]) from None
        if found is None:
            quiet[unit] = counts[unit]
            continue
        inside, chosen, struck = found
        before = before_of(state)
        for i, v in struck:
            state.exclude(cells[i], v)
        where = [cell_name(cells[i], n) for i in inside]
        what = listed([state.symbol(v) for v in chosen])
        kind = SET_NAMES.get(len(inside), f"set of {len(inside)}")  # k cells (a value may fill several)
        text = f"hidden {kind}: {what} only fit {', '.join(where)} of {name}"
        return deduction(text, HARD, [name, *where], before, state)
    return None


def positional_set_elimination(state: LatinState) -> Deduction | None:
    """Per value, rows against columns (a fish: k rows whose value lies in k columns keep it from the rest)."""
    n, counts = state.n, state.values
    quiet = state.quiet_units("fish", len(counts))
    for value in values_in(state.full):
        if state.count(value) > 1:
            continue  # a value filling several cells of a line has no fish of this kind
        if quiet[value] == counts[value]:
            continue
        # latin.c's matrix for a value: a row per column of the grid, a bit per row of the grid
        matrix = [sum(1 << r for r in range(n) if state.masks[r * n + c] >> value & 1) for c in range(n)]
        try:
            found = confined_sets(matrix, n)
        except Contradiction:  # the value's places in the rows and columns admit no arrangement
            raise Contradiction([f"{kind} {i + 1}" for kind in ("row", "column") for i in range(n)]) from None
        if found is None:
            quiet[value] = counts[value]
            continue
        columns, grid_rows, struck = found
        before = before_of(state)
        for c, r in struck:
            state.exclude(r * n + c, value)
        row_names = ", ".join(str(r + 1) for r in grid_rows)
        column_names = ", ".join(str(c + 1) for c in columns)
        fish = FISH_NAMES.get(len(grid_rows), f"fish of {len(grid_rows)}")
        text = f"{fish}: {state.symbol(value)} in rows {row_names} lies in columns {column_names}"
        uses = [f"row {r + 1}" for r in grid_rows] + [f"column {c + 1}" for c in columns]
        return deduction(text, EXTREME, uses, before, state, value)
    return None


# --- EXTREME: forcing chains (latin_solver_forcing) ---------------------------------------------------


def forcing_chain(state: LatinState) -> Deduction | None:
    """A chain of two-value cells, each in line with the next: if the start is not v, the far end is v; a cell
    in line with both ends then cannot be v. Breadth first from each two-value cell, as latin.c does. A value that
    fills several cells of a line links nothing ("here holds v, so the cell in line with it does not"). Asked
    again of an unchanged grid (its change counts stand), it looks no further: it found nothing there."""
    n, masks, counted = state.n, state.masks, bool(state.counts)
    quiet, changes = state.quiet_units("forcing chain", 1), sum(state.lines)
    if quiet[0] == changes:
        return None
    for start in range(n * n):
        mask = masks[start]
        if mask.bit_count() != 2:
            continue
        for first in values_in(mask):
            if counted and state.count(first) > 1:
                continue
            number: dict[int, int] = {start: (mask & ~(1 << first)).bit_length() - 1}
            previous: dict[int, int] = {}
            queue, head = [start], 0
            while head < len(queue):
                here = queue[head]
                head += 1
                current = number[here]
                if counted and state.count(current) > 1:
                    continue
                for other in _peers(n)[here]:
                    if other in number or not masks[other] >> current & 1:
                        continue
                    if masks[other].bit_count() == 2:
                        queue.append(other)
                        previous[other] = here
                        number[other] = (masks[other] & ~(1 << current)).bit_length() - 1
                    if current == first and (other % n == start % n or other // n == start // n):
                        chain = [here]
                        while chain[-1] != start:
                            chain.append(previous[chain[-1]])
                        before = before_of(state)
                        state.exclude(other, first)
                        names = [cell_name(cell, n) for cell in chain]
                        far = cell_name(other, n)
                        text = f"forcing chain: {state.symbol(first)} at one end of {'-'.join(names)}, so not in {far}"
                        links = [*pairwise(chain), (other, chain[0]), (other, start)]
                        lines = list(dict.fromkeys(line_between(a, b, n) for a, b in links))
                        return deduction(text, EXTREME, [*names, far, *lines], before, state)
    quiet[0] = changes
    return None


@lru_cache(maxsize=16)
def _peers(n: int) -> tuple[tuple[int, ...], ...]:
    """Per cell, the other cells of its column, then of its row (the order latin.c's forcing chains look in)."""
    cells = range(n * n)
    return tuple(tuple(o for o in [*range(i % n, n * n, n), *range(i - i % n, i - i % n + n)] if o != i) for i in cells)


LATIN_TIERS: tuple[tuple[Technique, ...], ...] = (
    (positional_single_rows, positional_single_columns, naked_single),
    (set_elimination_rows, set_elimination_columns),
    (positional_set_elimination, forcing_chain),
)
