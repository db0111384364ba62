"""Drafting a Skyscrapers puzzle of a level as Simon Tatham's Towers generator does: techniques decide, SAT proves once.

A random Latin square (built row by row, as towers.c does) shows every clue and every height; the
heights, then (above easy) the clues, are hidden one by one in a random order while the technique
techniques (no SAT) still finish the grid within the level's tier. That is asked of their closure over bit
masks (linerules.py over typekit/latinclose.py: no step records, every technique until nothing changes),
which finishes exactly where Tatham's order does on every draft measured; a hidden height is known to
finish the grid when shown, so the closure stops once it decides that cell again, and a trial never
assumes the square's own value (no sound technique refutes it). The draft is kept when an exact run in
his order (techniques.py) finishes it with the level's own tier as its hardest; at extreme, one the closure
finishes within hard is dropped before that run (most extreme squares end so). A grid the techniques
finish is the only solution (every deduction holds in every solution); the one SAT call that proves it is
generation's own, when it grades the kept puzzle (generate/grading.py, known_grade: one call on the run's
warm session, the checked solution blocked). For easy 4x4 and 5x5, as in towers.c, a square whose clues
alone do not finish within Easy is dropped, so that easy puzzles there come without givens (the clues
alone finishing, the heights are not hidden one by one: the draft shows none). The draft carries the
grade of its final path (the path `grade` walks: the solver tries the easiest tier first, so a path that
finishes within the level's tier is the same whatever tiers it may use), so the puzzle is not graded again.
"""

from __future__ import annotations

from random import Random

from satpuzzles.typekit import checkpoint
from satpuzzles.typekit.generating import Draft, Level
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.latin import latin_square_by_rows
from satpuzzles.typekit.latinclose import LineRules
from satpuzzles.typekit.latinsolve import EXTREME, LEVELS, UNREASONABLE
from satpuzzles.typekit.visibility import seen_clues

from .linerules import finishes_within, line_rules
from .model import Skyscrapers, Solution
from .techniques import clues_on, grade_of, solve_clues

SQUARES_PER_DRAFT = 200  # Latin squares tried before a draft gives up (towers.c tries for ever)
EMPTY_EASY_UP_TO = 5  # towers.c's size limit for easy puzzles without givens


def technique_draft(n: int, level: Level, rng: Random) -> Draft | None:
    """A draft of the level, or None when no square of SQUARES_PER_DRAFT gives one (an attempt missed)."""
    tier = LEVELS.index(level.value)
    for square in range(1, SQUARES_PER_DRAFT + 1):
        checkpoint()
        solution = latin_square_by_rows(n, rng)
        found = _hide(solution, tier, rng)
        if found is not None:
            puzzle, hidden, grade = found
            clues = sum(1 for side in SIDES for clue in puzzle.clues(side) if clue)
            givens = sum(1 for row in puzzle.givens or () for value in row if value)
            details = {"clues": clues, "givens": givens, "squares": square, "hidden": hidden}
            return Draft(puzzle, solution, details, grade)
    return None


def _hide(solution: Solution, tier: int, rng: Random) -> tuple[Skyscrapers, int, tuple[str, float]] | None:
    n = len(solution)
    seen = seen_clues(solution)
    every = clues_on(n, seen)
    clues = set(range(len(every)))
    heights = {r * n + c: solution[r][c] for r in range(n) for c in range(n)}
    square = [solution[r][c] for r in range(n) for c in range(n)]

    rules: dict[frozenset[int], LineRules] = {}

    def finishes(until: int | None = None, within: int = tier) -> bool:
        shown = frozenset(clues)
        listed = [every[i] for i in sorted(shown)]
        if shown not in rules:
            rules[shown] = line_rules(n, listed)
        return finishes_within(n, listed, heights, within, until, rules[shown], square)

    hidden = 0
    if tier == 0 and n <= EMPTY_EASY_UP_TO:
        hidden, heights = len(heights), {}
        if not finishes():
            return None
    for cell in rng.sample(sorted(heights), len(heights)):
        value = heights.pop(cell)
        if finishes(until=cell):
            hidden += 1
        else:
            heights[cell] = value
    if tier > 0:  # towers.c keeps every clue of an easy puzzle
        for index in rng.sample(sorted(clues), len(clues)):
            clues.discard(index)
            if finishes():
                hidden += 1
            else:
                clues.add(index)
    if tier == UNREASONABLE and finishes(within=EXTREME):
        return None  # easier than extreme, as most squares end: the closure costs a fraction of the exact run
    final = solve_clues(n, [every[i] for i in sorted(clues)], heights, tier, record=False)
    grade = grade_of(final)
    if not final.solved or max(final.hardest, 0) != tier or grade is None:
        return None
    kept = {(every[i].side, every[i].index): every[i].value for i in clues}
    top, bottom, left, right = (tuple(kept.get((side, i), 0) for i in range(n)) for side in SIDES)
    givens = tuple(tuple(heights.get(r * n + c) for c in range(n)) for r in range(n))
    return Skyscrapers(n, top, bottom, left, right, givens=givens), hidden, grade
