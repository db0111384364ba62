"""Skyscrapers' visibility rule in plain Python, for the rule checkers, explainers and generators of every
type with visibility clues around the grid (independent of the encoding, satpuzzles.cnf.visibility)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from satpuzzles.typekit.grid import SIDES, side_values

Grid = Sequence[Sequence[int]]  # heights by row; 0 = an empty cell (a park)


def visible_count(heights: Iterable[int]) -> int:
    """Buildings seen along a line, nearest first: each one taller than all before it; 0 (a park) is not
    seen and hides nothing."""
    tallest, count = 0, 0
    for h in heights:
        if h > tallest:
            tallest, count = h, count + 1
    return count


def seen_from(grid: Grid, side: str, index: int) -> int:
    """The clue `grid` shows at `side` `index` (satpuzzles.typekit.grid.line_cells)."""
    return visible_count(side_values(grid, side, index))


def seen_clues(grid: Grid) -> dict[str, list[int]]:
    """Every clue the grid shows, by side: what a generator hides clues from."""
    return {side: [seen_from(grid, side, i) for i in range(len(grid))] for side in SIDES}


def clue_violations(clues: Callable[[str], Sequence[int]], grid: Grid) -> list[str]:
    """One message per clue (0 = none) that the grid breaks; `clues(side)` lists a side's clues."""
    problems = []
    for side in SIDES:
        for i, clue in enumerate(clues(side)):
            if clue and (seen := seen_from(grid, side, i)) != clue:
                problems.append(f"{side} clue {i + 1} is {clue} but {seen} buildings are seen")
    return problems
