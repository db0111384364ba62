"""Sightlines that stop at a blocker: lights along open segments, counts of visible cells from a clue.

A grid is a list of rows. A light sees along its row and column up to the first blocker, so with fixed blockers
what a light sees is its two maximal open segments; with blockers that are literals (shaded cells), a cell seen
k steps away in a direction needs every cell up to it unblocked, which a chain of "sees the k-th cell" literals
states (encodings/sightlines.md).
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.cnf import DEFAULT_ENCODING, Formula, at_most, exactly
from satpuzzles.typekit.constraints.digits import Fixable
from satpuzzles.typekit.constraints.grid import Cell

DIRECTIONS = ((-1, 0), (0, 1), (1, 0), (0, -1))  # up, right, down, left


def sight_segments(open_cells: Sequence[Sequence[bool]]) -> list[list[Cell]]:
    """The maximal horizontal, then vertical, runs of open cells: what a light in one of them sees."""
    rows, cols = len(open_cells), len(open_cells[0]) if open_cells else 0
    lines = [[(r, c) for c in range(cols)] for r in range(rows)] + [[(r, c) for r in range(rows)] for c in range(cols)]
    segments: list[list[Cell]] = []
    for line in lines:
        segment: list[Cell] = []
        for r, c in line:
            if open_cells[r][c]:
                segment.append((r, c))
                continue
            if segment:
                segments.append(segment)
            segment = []
        if segment:
            segments.append(segment)
    return segments


def lights_apart(f: Formula, lights: Sequence[Sequence[int]], segments: Sequence[Sequence[Cell]]) -> None:
    """No light sees another: at most one light per segment (lights[r][c] is "a light at (r, c)")."""
    for segment in segments:
        at_most(f, [lights[r][c] for r, c in segment], 1, DEFAULT_ENCODING)


def all_lit(f: Formula, lights: Sequence[Sequence[int]], segments: Sequence[Sequence[Cell]]) -> None:
    """Every open cell is lit: some light in its row segment or its column segment (the cell itself included)."""
    seen: dict[Cell, list[int]] = {}
    for segment in segments:
        for cell in segment:
            seen.setdefault(cell, []).extend(lights[r][c] for r, c in segment)
    for lits in seen.values():
        f.add(sorted(set(lits)))


SUM_ENCODINGS = ("counter", "unary")


def visible_count(
    f: Formula,
    blocked: Sequence[Sequence[int]],
    origin: Cell,
    count: int,
    encoding: str = DEFAULT_ENCODING,
    *,
    sum_encoding: str = "counter",
) -> list[list[Fixable]]:
    """From `origin` (itself unblocked), `count` cells are visible, itself included, in the four directions.

    blocked[r][c] is the literal "(r, c) blocks the view" (a shaded cell), or 0 for a cell that never does.
    sees[d][k-1] <-> "the k-th cell in direction d is visible" <-> sees[d][k-2] and that cell is not blocked;
    a constant True while only never-blocking cells lie between. The visible cells other than the origin
    are the true chain literals, counted with `exactly` (auto: a sequential counter); chains stop at
    count - 1 cells, and the count-th cell of a direction is stated unseen. Returns the chains.

    `sum_encoding="unary"` counts them as numbers instead: each chain is already a unary number (the distance
    seen that way), so up + down and left + right are merged into unary sums and their total fixed at
    count - 1 by one clause per value (`unary_total`); it propagates what a person reads off a clue.
    """
    if sum_encoding not in SUM_ENCODINGS:
        raise ValueError(f"unknown sum encoding {sum_encoding!r}; choose from {', '.join(SUM_ENCODINGS)}")
    rows, cols = len(blocked), len(blocked[0])
    r0, c0 = origin
    if blocked[r0][c0]:
        f.add([-blocked[r0][c0]])
    chains: list[list[Fixable]] = []
    for dr, dc in DIRECTIONS:
        chain: list[Fixable] = []
        previous: Fixable = True
        r, c = r0 + dr, c0 + dc
        while 0 <= r < rows and 0 <= c < cols and len(chain) < count - 1:  # farther cells are never seen
            blocker = blocked[r][c]
            if not blocker:
                sees: Fixable = previous
            else:
                sees = f.new_var("sees")
                f.add([-sees, -blocker])
                if previous is True:
                    f.add([sees, blocker])
                else:
                    f.extend(([-sees, int(previous)], [sees, -int(previous), blocker]))
            chain.append(sees)
            previous = sees
            r, c = r + dr, c + dc
        if 0 <= r < rows and 0 <= c < cols and len(chain) == count - 1:
            # The count-th cell in this direction is not visible: with the origin, one more than allowed.
            blocker = blocked[r][c]
            f.add([*([] if previous is True else [-int(previous)]), *([blocker] if blocker else [])])
        chains.append(chain)
    if sum_encoding == "unary":
        true = f.new_var("true")
        f.add([true])
        numbers = [[true if lit is True else int(lit) for lit in chain] for chain in chains]
        total = count - 1  # neither sum exceeds it
        unary_total(f, unary_sum(f, numbers[0], numbers[2], total), unary_sum(f, numbers[1], numbers[3], total), total)
        return chains
    literals = [lit for chain in chains for lit in chain if lit is not True]
    constant = sum(lit is True for chain in chains for lit in chain)
    exactly(f, [int(lit) for lit in literals], count - 1 - constant, encoding)
    return chains


def unary_sum(f: Formula, a: Sequence[int], b: Sequence[int], cap: int | None = None) -> list[int]:
    """s with s[i-1] <-> a + b >= i, for unary numbers a, b (a[i-1] <-> a >= i, each implying the one before).

    `cap`: a + b never exceeds it (the caller knows), stated as not (a >= x and b >= cap + 1 - x); s then stops at
    cap, and the pairs beyond are left out (they follow from those): about half the clauses of a full sum when
    both numbers reach the cap (a clue's distances each reach its count).
    """
    p, q = len(a), len(b)
    top = p + q if cap is None else min(p + q, cap)
    first = f.block("sum", top).first if top else 0
    s = list(range(first, first + top))
    clauses = f.clauses
    for x in range(p + 1):
        above = [-a[x - 1]] if x else []  # a >= x, as a clause part: its negation
        below = [a[x]] if x < p else []  # a < x + 1
        for y in range(min(q, top + 1 - x) + 1):
            total = x + y
            if total > top:  # a >= x and b >= y is more than the cap
                clauses.append([*above, *([-b[y - 1]] if y else [])])
                continue
            if total:  # a >= x and b >= y -> s >= x + y
                clauses.append([*above, *([-b[y - 1]] if y else []), s[total - 1]])
            if total < top:  # a < x + 1 and b < y + 1 -> s < x + y + 1
                clauses.append([*below, *([b[y]] if y < q else []), -s[total]])
    return s


def unary_total(f: Formula, a: Sequence[int], b: Sequence[int], total: int) -> None:
    """a + b = total for unary numbers a and b: a >= x forbids b > total - x, a <= x asks b >= total - x."""
    p, q = len(a), len(b)
    for x in range(p + 1):
        above = total - x + 1  # b must stay below this when a >= x
        when = [-a[x - 1]] if x else []
        if above <= 0:
            _add(f, when)
        elif above <= q:
            f.add([*when, -b[above - 1]])
        need = total - x  # b must reach this when a <= x
        unless = [a[x]] if x < p else []
        if need > q:
            _add(f, unless)
        elif need >= 1:
            f.add([*unless, b[need - 1]])


def _add(f: Formula, clause: list[int]) -> None:
    """A clause that may be empty (the total cannot be reached): then a contradiction on a fresh variable."""
    if clause:
        f.add(clause)
        return
    never = f.new_var("impossible")
    f.extend(([never], [-never]))
