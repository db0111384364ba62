"""Easy As ABC by named techniques over bit masks, tiered as Simon Tatham's Latin solver (typekit/latinsolve.py).

A letter square is a Latin square whose blank fills n - k cells of each line (LatinState.counts): letter v is
number v, the blank number k + 1. The clue techniques come first in each tier, then the Latin ones:
- Easy: a clue's reach. From the clue's side the first letter is the clue's letter L, so (with the line's rule)
  L stands within the first n - k + 1 cells and no later than the first cell that cannot be blank; the cells
  before L's first possible place are blank, and that place holds L or a blank (another letter there would
  stand before L). Then the Latin singles: a placed value, a letter with one place left, a blank with as many
  places left as the line's blanks.
- Hard: line permutations (a line's clues against every arrangement of its candidates: each letter once, its
  blanks, the first letter from each clued side), then k values confined to k cells of a line.
- Extreme: a letter's places in k rows lying in k columns (fish), forcing chains of two-value cells.
- Unreasonable: a trial (a value whose assumption the lower tiers refute).
Plain rules only: no diagonal (the Latin solver reads rows and columns); `solve_by_techniques` answers None then.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from satpuzzles.typekit.grid import SIDES, line_cells
from satpuzzles.typekit.latinrun import TechniquePath, run_techniques
from satpuzzles.typekit.latinsolve import (
    EASY,
    HARD,
    LATIN_TIERS,
    UNREASONABLE,
    Contradiction,
    Deduction,
    LatinState,
    Technique,
    cell_name,
    deduction,
    entries_of,
)

from .model import BLANK, NONE, EasyAsABC


@dataclass(frozen=True)
class Clue:
    side: str
    letter: int  # the clue letter's number (A = 1)
    cells: tuple[int, ...]  # nearest the clue first
    name: str  # "left clue B of row 3", as the step engine names it
    line: str  # "row 3"
    read: Callable[[list[int]], tuple[int, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "read", entries_of(self.cells))


@dataclass(frozen=True)
class Line:
    """A clued row or column in reading order, with the letter seen first from its start and from its end."""

    name: str
    cells: tuple[int, ...]
    first: int  # 0 without a clue on that side
    last: int
    clues: tuple[str, ...]


def numbering(puzzle: EasyAsABC) -> tuple[tuple[int, ...], tuple[str, ...], tuple[str, ...]]:
    """Per number (index 0 unused): the cells of a line it fills, how a step names it, the puzzle's value."""
    k = len(puzzle.letters)
    counts = (0, *([1] * k), puzzle.blanks)
    return counts, ("", *puzzle.letters, "blank"), ("", *puzzle.letters, BLANK)


def clues_of(puzzle: EasyAsABC) -> list[Clue]:
    """The clues in the order top, bottom, left, right."""
    n, found = puzzle.size, []
    for side in SIDES:
        for i, clue in enumerate(puzzle.clues(side)):
            if clue != NONE:
                line = f"row {i + 1}" if side in ("left", "right") else f"column {i + 1}"
                cells = tuple(r * n + c for r, c in line_cells(side, i, n))
                found.append(Clue(side, puzzle.letters.index(clue) + 1, cells, f"{side} clue {clue} of {line}", line))
    return found


def lines_of(clues: Sequence[Clue], n: int) -> list[Line]:
    """Every row, then every column, that has a clue."""
    out = []
    for kind, start, end in (("row", "left", "right"), ("column", "top", "bottom")):
        for i in range(n):
            name = f"{kind} {i + 1}"
            own = {clue.side: clue for clue in clues if clue.line == name}
            if own:
                cells = tuple(range(i * n, i * n + n)) if kind == "row" else tuple(range(i, n * n, n))
                first, last = own.get(start), own.get(end)
                names = tuple(clue.name for clue in (first, last) if clue)
                out.append(Line(name, cells, first.letter if first else 0, last.letter if last else 0, names))
    return out


def applies(puzzle: EasyAsABC) -> bool:
    return not puzzle.diagonal


def start(puzzle: EasyAsABC) -> LatinState:
    """The empty grid with the givens placed (Contradiction when they clash)."""
    n = puzzle.size
    counts, symbols, values = numbering(puzzle)
    state = LatinState.empty(n, counts, symbols)
    for r, row in enumerate(puzzle.givens or ()):
        for c, value in enumerate(row):
            if value != NONE:
                state.place(r * n + c, values.index(value))
    return state


def solve_by_techniques(puzzle: EasyAsABC, max_tier: int = UNREASONABLE, record: bool = True) -> TechniquePath | None:
    """The path of techniques up to `max_tier` from the puzzle's clues and givens (None with a diagonal)."""
    if not applies(puzzle):
        return None
    try:
        state = start(puzzle)
    except Contradiction:
        return TechniquePath(contradiction=True)
    clues = clues_of(puzzle)
    return run_techniques(state, abc_tiers(clues, puzzle.size), max_tier, lambda s: shows_clues(s, clues), record)


def abc_tiers(clues: Sequence[Clue], n: int) -> list[tuple[Technique, ...]]:
    """The clue techniques of each tier before the Latin ones: Easy a clue's reach, Hard line permutations."""
    lines = lines_of(clues, n)

    def easy(state: LatinState) -> Deduction | None:
        return clue_reach(state, clues)

    def hard(state: LatinState) -> Deduction | None:
        return line_permutations(state, lines)

    easy_latin, hard_latin, extreme_latin = LATIN_TIERS
    return [(easy, *easy_latin), (hard, *hard_latin), extreme_latin]


def first_seen(state: LatinState, clue: Clue) -> int:
    """The first letter (number) a full grid shows from the clue's side; 0 for none."""
    blank = len(state.counts) - 1
    return next((v for v in (state.grid[i] for i in clue.cells) if v != blank), 0)


def shows_clues(state: LatinState, clues: Sequence[Clue]) -> bool:
    return all(first_seen(state, clue) == clue.letter for clue in clues)


def broken_clues(state: LatinState, clues: Sequence[Clue]) -> list[str]:
    """The clues a full grid does not show, by name."""
    return [clue.name for clue in clues if first_seen(state, clue) != clue.letter]


def clue_reach(state: LatinState, clues: Sequence[Clue]) -> Deduction | None:
    """The first clue whose reach strikes something."""
    blank, blanks = len(state.counts) - 1, state.counts[-1]
    for clue in clues:
        masks = clue.read(state.masks)
        after = _reach(masks, clue.letter, blank, blanks)
        if after is None:
            continue
        before = state.copy()
        for cell, mask in zip(clue.cells, after, strict=True):
            state.restrict(cell, mask)
        if not all(after):
            raise Contradiction
        letter = state.symbol(clue.letter)
        stop = min(blanks, next((j for j, m in enumerate(masks) if not m >> blank & 1), len(masks)))
        first = next((j for j, m in enumerate(masks) if m >> clue.letter & 1), 0)
        text = f"clue's reach: {clue.name}, {letter} stands in {cell_name(clue.cells[0], state.n)}"
        text += f"-{cell_name(clue.cells[stop], state.n)}" if stop else ""
        if first:
            text += f", only blanks before {cell_name(clue.cells[first], state.n)}"
        return deduction(text, EASY, [clue.name], before, state)
    return None


@lru_cache(maxsize=1 << 16)
def _reach(masks: tuple[int, ...], letter: int, blank: int, blanks: int) -> tuple[int, ...] | None:
    """What a clue's reach makes of its line's masks (nearest the clue first); None when it strikes nothing.

    The letter at j needs blanks in every cell before j: so j <= blanks and no cell before j cannot be blank.
    A cell before the letter's first possible place holds no letter (the first letter would stand there), and
    that place holds the letter or a blank."""
    one, empty = 1 << letter, 1 << blank
    stop = min(blanks, next((j for j, m in enumerate(masks) if not m & empty), len(masks)))
    first = next((j for j, m in enumerate(masks) if m & one), len(masks))
    after = [m & ~one if j > stop else m for j, m in enumerate(masks)]
    for j in range(min(first, len(masks))):
        after[j] &= empty
    if first < len(masks):
        after[first] &= one | empty
    return None if tuple(after) == masks else tuple(after)


# Line permutations read a line with at most this many letters still open (Tatham's largest Towers has 9): the
# arrangements of 26 open letters are too many for a person and for the analysis's 2^letters states.
OPEN_LETTERS = 9


def line_permutations(state: LatinState, lines: Sequence[Line]) -> Deduction | None:
    """The first clued line whose arrangements rule out a value, struck in the first cell they change."""
    blank, blanks = len(state.counts) - 1, state.counts[-1]
    letters = ((1 << blank) - 1) & ~1
    for line in lines:
        masks = tuple(state.masks[i] for i in line.cells)
        undecided = 0
        for mask in masks:
            if mask & (mask - 1):
                undecided |= mask
        if (undecided & letters).bit_count() > OPEN_LETTERS:
            continue
        support = line_support(masks, line.first, line.last, blank, blanks)
        for cell, mask, kept in zip(line.cells, masks, support, strict=True):
            if mask & ~kept:
                if not kept:
                    raise Contradiction
                before = state.copy()
                state.restrict(cell, mask & kept)
                text = f"line permutations: {' and '.join(line.clues)} against the candidates of {line.name}"
                return deduction(text, HARD, [*line.clues, line.name], before, state)
    return None


@lru_cache(maxsize=65536)
def line_support(masks: tuple[int, ...], first: int, last: int, blank: int, blanks: int) -> tuple[int, ...]:
    """Per cell, the values some arrangement of the line's candidates puts there: each letter (1..blank-1) once,
    `blanks` blanks, the first letter `first` and the last `last` (0: no clue on that side)."""
    support = [0] * len(masks)
    letters = ((1 << blank) - 1) & ~1
    done: dict[tuple[int, int, int], bool] = {}

    def completes(i: int, used: int, empty: int) -> bool:
        key = (i, used, empty)
        if key in done:
            return done[key]
        if i == len(masks):
            result = used == letters
        else:
            result = False
            free = masks[i] & ~used
            while free:
                bit = free & -free
                free ^= bit
                value = bit.bit_length() - 1
                if value == blank:
                    ok = empty < blanks and completes(i + 1, used, empty + 1)
                else:
                    ok = (
                        (used != 0 or not first or value == first)
                        and (not last or value != last or used | bit == letters)
                        and (not last or used & (1 << last) == 0)
                        and completes(i + 1, used | bit, empty)
                    )
                if ok:
                    support[i] |= bit
                    result = True
        done[key] = result
        return result

    completes(0, 0, 0)
    return tuple(support)


# Scores inside the level bands of Easy As ABC's cuts (2.25 / 4 / 8.5, steps.py), per tier: its base and span.
BASES = (1.0, 2.25, 4.0, 8.5)
SPANS = (1.24, 1.74, 4.49, 100.0)


def grade_of(path: TechniquePath) -> tuple[str, float] | None:
    """The level and score of a path (TechniquePath.grade in these bands)."""
    return path.grade(BASES, SPANS)
