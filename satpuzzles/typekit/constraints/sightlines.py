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


def visible_count(
    f: Formula, blocked: Sequence[Sequence[int]], origin: Cell, count: int, encoding: str = DEFAULT_ENCODING
) -> list[list[Fixable]]:
    """From `origin` (itself unblocked), `count` cells are visible, itself included, in the four directions.

    blocked[r][c] is the literal "(r, c) blocks the view" (a shaded cell), or 0 for a cell that never does.
    sees[d][k-1] <-> "the k-th cell in direction d is visible" <-> sees[d][k-2] and that cell is not blocked;
    a constant True while only never-blocking cells lie between. The visible cells other than the origin
    are the true chain literals, counted with `exactly` (auto: a sequential counter); chains stop at
    count - 1 cells, and the count-th cell of a direction is stated unseen. Returns the chains.
    """
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
    literals = [lit for chain in chains for lit in chain if lit is not True]
    constant = sum(lit is True for chain in chains for lit in chain)
    exactly(f, [int(lit) for lit in literals], count - 1 - constant, encoding)
    return chains
