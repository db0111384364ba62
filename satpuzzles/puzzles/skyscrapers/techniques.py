"""Skyscrapers by the techniques of Simon Tatham's Towers solver (towers.c), tier by tier, over bit masks.

His clue rules, stated as he states them (our own code), before the Latin techniques of each tier
(typekit/latinsolve.py):
- Easy: facing clues that sum to n + 1 place the tallest (once, at the start); a clue's lower bounds
  (the tallest height not in the first c-1 cells, the next tallest that counts not in the first c-2, ...);
  a nearly filled clue (the placed tallest heights already show c-1 rising buildings, so the cell next to
  the clue is taller than the heights left before them);
- Hard: the exhaustive analysis of a clue's line (a value stays in a cell only when some arrangement of the
  line's candidates shows the clue with it), applied to the first cell it changes, as towers.c does.
The plain rules only: no parks, no diagonal (Tatham's Towers has neither); `solve_by_techniques` answers
None for such a puzzle.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from satpuzzles.typekit.grid import SIDES, line_cells
from satpuzzles.typekit.latinrun import TechniquePath, run_techniques
from satpuzzles.typekit.latinsolve import (
    EASY,
    HARD,
    LATIN_TIERS,
    LEVELS,
    UNREASONABLE,
    Contradiction,
    Deduction,
    LatinState,
    Technique,
    before_of,
    deduction,
    entries_of,
)

from .model import Skyscrapers


@dataclass(frozen=True)
class Clue:
    side: str
    index: int
    value: int
    cells: tuple[int, ...]  # nearest the clue first
    name: str  # "top clue 3 of column 2", as the step engine names it
    line: int  # the line's place in LatinState.lines: row r is r, column c is n + c
    read: Callable[[list[int]], tuple[int, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "read", entries_of(self.cells))


def clues_of(puzzle: Skyscrapers) -> list[Clue]:
    """The clues in towers.c's order: top, bottom, left, right."""
    return clues_on(puzzle.size, {side: puzzle.clues(side) for side in SIDES})


def clues_on(n: int, sides: Mapping[str, Sequence[int]]) -> list[Clue]:
    """clues_of for the clues per side (0: none), without a puzzle made and checked (a generator drafting from
    hundreds of squares asks this of each)."""
    return [_clue(n, side, i, value) for side in SIDES for i, value in enumerate(sides[side]) if value]


@lru_cache(maxsize=4096)
def _clue(n: int, side: str, i: int, value: int) -> Clue:
    line = f"row {i + 1}" if side in ("left", "right") else f"column {i + 1}"
    cells = tuple(r * n + c for r, c in line_cells(side, i, n))
    place = i if side in ("left", "right") else n + i
    return Clue(side, i, value, cells, f"{side} clue {value} of {line}", place)


def applies(puzzle: Skyscrapers) -> bool:
    return puzzle.parks == 0 and not puzzle.diagonal


def solve_by_techniques(puzzle: Skyscrapers, max_tier: int = UNREASONABLE, record: bool = True) -> TechniquePath | None:
    """The path of techniques up to `max_tier` from the puzzle's clues and givens (None with parks or diagonals)."""
    if not applies(puzzle):
        return None
    n = puzzle.size
    givens = {r * n + c: v for r, row in enumerate(puzzle.givens or ()) for c, v in enumerate(row) if v}
    return solve_clues(n, clues_of(puzzle), givens, max_tier, record)


def solve_clues(
    n: int, clues: Sequence[Clue], givens: dict[int, int], max_tier: int = UNREASONABLE, record: bool = True
) -> TechniquePath:
    """solve_by_techniques on clues and givens (cell index -> height) as they are (a generator asking only whether
    they finish asks linerules.finishes_within)."""
    state = LatinState.empty(n)
    path = TechniquePath()
    try:
        for cell, value in givens.items():
            state.place(cell, value)
        start = facing_clues(state, facing_meetings(clues, n))
    except Contradiction:
        path.contradiction = True
        return path
    valid = lambda s: shows_clues(s, clues)  # noqa: E731
    rest = run_techniques(state, towers_tiers(clues), max_tier, valid, record)
    if start is not None:
        rest.deductions.insert(0, start)
        rest.per_tier[EASY] += 1
        rest.hardest = max(rest.hardest, EASY)
    return rest


def towers_tiers(clues: Sequence[Clue]) -> list[tuple[Technique, ...]]:
    """towers.c's solver per tier before latin.c's: Easy clue rules, Hard exhaustive analysis."""

    def easy(state: LatinState) -> Deduction | None:
        return clue_rules(state, clues)

    def hard(state: LatinState) -> Deduction | None:
        return exhaustive_analysis(state, clues)

    easy_latin, hard_latin, extreme_latin = LATIN_TIERS
    return [(easy, *easy_latin), (hard, *hard_latin), extreme_latin]


def shows_clues(state: LatinState, clues: Sequence[Clue]) -> bool:
    return shows_clues_of(state.grid, clues)


def shows_clues_of(grid: Sequence[int], clues: Sequence[Clue]) -> bool:
    """Whether a full grid (height per cell) shows every clue."""
    return all(_seen([grid[i] for i in clue.cells]) == clue.value for clue in clues)


def broken_clues(state: LatinState, clues: Sequence[Clue]) -> list[str]:
    """The clues a full grid does not show, by name."""
    return [clue.name for clue in clues if _seen([state.grid[i] for i in clue.cells]) != clue.value]


def _seen(heights: Sequence[int]) -> int:
    seen = tallest = 0
    for h in heights:
        if h > tallest:
            seen, tallest = seen + 1, h
    return seen


def facing_meetings(clues: Sequence[Clue], n: int) -> list[tuple[int, list[str]]]:
    """Clues facing each other that sum to n + 1, each as the cell where the two rises meet and the clues' names."""
    by_place = {(clue.side, clue.index): clue for clue in clues}
    meetings = []
    for near, far in (("top", "bottom"), ("left", "right")):
        for i in range(n):
            one, other = by_place.get((near, i)), by_place.get((far, i))
            if one and other and one.value + other.value == n + 1:
                meetings.append((one.cells[one.value - 1], [one.name, other.name]))
    return meetings


def facing_clues(state: LatinState, meetings: Sequence[tuple[int, list[str]]]) -> Deduction | None:
    """Clues facing each other that sum to n + 1 (`facing_meetings`): the line rises to n from both ends, n at the
    meeting point. Asked before every deduction of a path, so it looks only at meetings not yet placed."""
    n = state.n
    open_meetings = [(cell, names) for cell, names in meetings if state.grid[cell] != n]
    if not open_meetings:
        return None
    before, uses = before_of(state), []
    for cell, names in open_meetings:
        state.place(cell, n)
        uses += names
    return deduction(f"facing clues: they sum to {n + 1}, so {n} where the two rises meet", EASY, uses, before, state)


def clue_rules(state: LatinState, clues: Sequence[Clue]) -> Deduction | None:
    """The first clue whose nearly-filled rule or lower bounds strike something (towers.c's solver_easy)."""
    n, counts = state.n, state.lines
    quiet = state.quiet_units("clue rules", len(clues))
    for i, clue in enumerate(clues):
        if quiet[i] == counts[clue.line]:
            continue
        masks, heights = clue.read(state.masks), clue.read(state.grid)
        found = _clue_rules_on_line(clue.value, masks, heights, n)
        if found is None:
            quiet[i] = counts[clue.line]
            continue
        text, after, read = found
        before = before_of(state)
        for cell, mask in zip(clue.cells, after, strict=True):
            state.restrict(cell, mask)
        uses = [clue.name, *(f"r{clue.cells[j] // n + 1}c{clue.cells[j] % n + 1} = {heights[j]}" for j in read)]
        return deduction(f"clue bound: {clue.name}, {text}", EASY, uses, before, state)
    return None


@lru_cache(maxsize=1 << 16)
def _clue_rules_on_line(
    clue: int, masks: tuple[int, ...], heights: tuple[int, ...], n: int
) -> tuple[str, tuple[int, ...], tuple[int, ...]] | None:
    """What the first rule that strikes something makes of one clue's line (remembered per line state, since
    the solver rescans every clue after each deduction): its name, the new masks and the positions it read."""
    where = {h: i for i, h in enumerate(heights) if h}
    for rule, text in ((_nearly_filled, "nearly filled"), (_lower_bounds, "lower bounds")):
        after = list(masks)
        read = rule(after, where, clue, n)
        if after != list(masks):
            return text, tuple(after), tuple(read)
    return None


def _nearly_filled(masks: list[int], where: dict[int, int], clue: int, n: int) -> list[int]:
    """Strikes the smallest heights from the first cell when the tallest placed already show clue-1 rises.

    `where`: the position of each placed height, counted from the clue. Returns the positions it read."""
    seen, furthest, read = 0, n, []
    for height in range(n, 0, -1):
        if height not in where:
            break
        if where[height] < furthest:
            furthest, seen = where[height], seen + 1
            read.append(furthest)
    if clue != seen + 1 or furthest <= 1:
        return []
    left = furthest - 1
    for height in range(1, n + 1):
        if left <= 0:
            break
        if where.get(height, -1) >= furthest:
            continue  # placed beyond: not one of the heights before the rises
        left -= 1
        masks[0] &= ~(1 << height)
    return read


def _lower_bounds(masks: list[int], where: dict[int, int], clue: int, n: int) -> list[int]:
    """The k-th tallest height that counts is not in the first clue-k cells. Returns the positions it read."""
    counted, read = 0, []
    for height in range(n, 0, -1):
        if height in where:
            hidden_by = [t for t in range(height + 2, n + 1) if where.get(t, n) < where[height]]
            if hidden_by:  # behind a taller one (towers.c starts that test two heights up)
                read += [where[height], where[hidden_by[0]]]
                continue
        for i in range(clue - counted - 1):
            masks[i] &= ~(1 << height)
        counted += 1
    return read


def exhaustive_analysis(state: LatinState, clues: Sequence[Clue]) -> Deduction | None:
    """The first clue whose line arrangements rule out a value, struck in the first cell they change."""
    counts = state.lines
    quiet = state.quiet_units("line permutations", len(clues))
    for i, clue in enumerate(clues):
        if quiet[i] == counts[clue.line]:
            continue
        masks = clue.read(state.masks)
        support = line_support(masks, clue.value, state.n)
        line = clue.name.split(" of ")[1]
        for cell, mask, kept in zip(clue.cells, masks, support, strict=True):
            if mask & ~kept:
                if not kept:
                    raise Contradiction([clue.name, line])
                before = before_of(state)
                state.restrict(cell, mask & kept)
                text = f"line permutations: {clue.name} against the candidates of {line}"
                return deduction(text, HARD, [clue.name, line], before, state)
        quiet[i] = counts[clue.line]
    return None


@lru_cache(maxsize=65536)
def line_support(masks: tuple[int, ...], clue: int, n: int) -> tuple[int, ...]:
    """Per cell, the values some arrangement of the line's candidates (distinct, showing `clue`) puts there.

    A state is (heights used so far, buildings seen): the tallest so far is the top bit of the used set."""
    support = [0] * len(masks)
    done: dict[tuple[int, int], bool] = {}
    full = ((1 << n) - 1) << 1

    def completes(i: int, used: int, seen: int) -> bool:
        key = (used, seen)
        if key in done:
            return done[key]
        if i == len(masks):
            result = seen == clue and used == full
        else:
            result = False
            tallest = used.bit_length() - 1
            free = masks[i] & ~used
            while free:
                bit = free & -free
                free ^= bit
                rises = bit.bit_length() - 1 > tallest
                if rises and seen == clue:
                    continue
                if completes(i + 1, used | bit, seen + rises):
                    support[i] |= bit
                    result = True
        done[key] = result
        return result

    completes(0, 0, 0)
    return tuple(support)


# Scores inside the level bands of the step engine's cuts (3 / 4 / 8.5, steps.py), per tier: its base and span.
BASES = (1.0, 3.0, 4.0, 8.5)
SPANS = (1.99, 0.99, 4.49, 100.0)


def level_of(path: TechniquePath) -> str | None:
    """Our level for the hardest tier a finished path used (None when the techniques did not finish)."""
    if not path.solved:
        return None
    return LEVELS[max(path.hardest, EASY)]


def grade_of(path: TechniquePath) -> tuple[str, float] | None:
    """The level and score of a path (TechniquePath.grade in these bands)."""
    return path.grade(BASES, SPANS)
