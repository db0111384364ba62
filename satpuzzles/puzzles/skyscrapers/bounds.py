"""Towers' bound rules: what Simon Tatham's Easy solver (towers.c, solver_easy) derives, over candidate sets.

Plain Python, no SAT: the path of steps asks, before each step, whether these rules alone would make it
(steps/grading.py). Tatham's Easy level is his clue heuristics plus latin singles; his Hard level adds
the exhaustive analysis of a clue's line, which our single clue step does at once. The rules, per clue
c on a line of n heights, cells counted from the clue:
- latin singles: a cell with one value left; a value with one place left in a line;
- bounds: the tallest height not in the first c-1 cells, the next tallest (unless already placed beyond
  a taller one) not in the first c-2, and so on (clue n: the line is 1..n);
- nearly filled: when the placed tallest heights already show c-1 rising buildings, the cell next to the
  clue is taller than the heights left before them (clue 1: the first cell is n).
Only for puzzles without parks (Tatham's Towers has none); diagonals count as lines for the singles.
"""

from __future__ import annotations

from satpuzzles.puzzles.grid import SIDES, line_cells, named_lines
from satpuzzles.puzzles.skyscrapers.model import Skyscrapers

Cell = tuple[int, int]
Candidates = dict[Cell, set[int]]


def bound_closure(puzzle: Skyscrapers, candidates: Candidates) -> Candidates:
    """The candidates left when the bound rules and latin singles can strike nothing more (a new dict)."""
    n = puzzle.size
    cand = {cell: set(values) for cell, values in candidates.items()}
    for r, row in enumerate(puzzle.givens or ()):
        for c, value in enumerate(row):
            if value:
                cand[(r, c)] &= {value}
    lines = [cells for _, cells in named_lines(n, puzzle.diagonal)]
    clued = [(clue, line_cells(side, i, n)) for side in SIDES for i, clue in enumerate(puzzle.clues(side)) if clue]
    changed = True
    while changed:
        changed = any([_singles(cand, line, n) for line in lines])
        changed = any([_clue_bounds(cand, clue, cells, n) for clue, cells in clued]) or changed
        if any(not values for values in cand.values()):
            break  # a contradiction: only on a position that breaks the puzzle
    return cand


def _strike(cand: Candidates, cell: Cell, value: int) -> bool:
    if value in cand[cell]:
        cand[cell].discard(value)
        return True
    return False


def _singles(cand: Candidates, line: list[Cell], n: int) -> bool:
    changed = False
    for cell in line:
        if len(cand[cell]) == 1:
            (value,) = cand[cell]
            changed = any([_strike(cand, other, value) for other in line if other != cell]) or changed
    for value in range(1, n + 1):
        places = [cell for cell in line if value in cand[cell]]
        if len(places) == 1 and len(cand[places[0]]) > 1:
            cand[places[0]] &= {value}
            changed = True
    return changed


def _clue_bounds(cand: Candidates, clue: int, cells: list[Cell], n: int) -> bool:
    """Tatham's two clue heuristics, as towers.c states them (including which heights count)."""
    where = {next(iter(cand[cell])): i for i, cell in enumerate(cells) if len(cand[cell]) == 1}
    changed = False
    seen, furthest = 0, n
    for height in range(n, 0, -1):  # the tallest heights placed, each nearer the clue than the last
        if height not in where:
            break
        if where[height] < furthest:
            furthest, seen = where[height], seen + 1
    if clue == seen + 1 and furthest > 1:
        left = furthest - 1  # the smallest heights not placed beyond `furthest` cannot stand next to the clue
        for height in range(1, n + 1):
            if left <= 0:
                break
            if where.get(height, -1) >= furthest:
                continue
            left -= 1
            changed = _strike(cand, cells[0], height) or changed
    counted = 0
    for height in range(n, 0, -1):
        if height in where and any(where.get(taller, n) < where[height] for taller in range(height + 2, n + 1)):
            continue  # hidden behind a taller one (towers.c starts that test two heights up)
        for i in range(clue - counted - 1):
            changed = _strike(cand, cells[i], height) or changed
        counted += 1
    return changed
