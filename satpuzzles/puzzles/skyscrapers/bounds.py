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

from collections.abc import Callable

from satpuzzles.typekit.grid import SIDES, line_cells, named_lines

from .model import Skyscrapers

Cell = tuple[int, int]
Candidates = dict[Cell, set[int]]
Masks = list[int]  # per cell (row-major), bit h set while height h is a candidate
Rule = Callable[[Masks, tuple[int, ...]], bool]

KEPT_ANSWERS = 200_000  # remembered (rule, line state) answers, dropped all at once beyond


def bound_closure(puzzle: Skyscrapers, candidates: Candidates) -> Candidates:
    """The candidates left when the bound rules and latin singles can strike nothing more (a new dict)."""
    return BoundRules(puzzle).closure(candidates)


class BoundRules:
    """The rules for one puzzle, over candidate sets as bit masks.

    A path asks for the closure before each step, from a position one step apart: most lines are as
    they were, so each rule's answer is remembered per state of its line (a rule reads and strikes
    only its own line's cells, so the answer depends on nothing else).
    """

    def __init__(self, puzzle: Skyscrapers) -> None:
        n = self.size = puzzle.size
        self.givens = [(r * n + c, value) for r, row in enumerate(puzzle.givens or ()) for c, value in enumerate(row)]
        lines = [tuple(r * n + c for r, c in cells) for _, cells in named_lines(n, puzzle.diagonal)]
        clued = [
            (clue, tuple(r * n + c for r, c in line_cells(side, i, n)))
            for side in SIDES
            for i, clue in enumerate(puzzle.clues(side))
            if clue
        ]
        # The order of a round: every line's singles, then every clue's bounds (each rule sees the strikes before it).
        self.rules: list[tuple[Rule, tuple[int, ...]]] = [(self._singles, line) for line in lines]
        self.rules += [(_clue_rule(clue, n), cells) for clue, cells in clued]
        self.answers: dict[tuple[int, tuple[int, ...]], tuple[int, ...]] = {}

    def closure(self, candidates: Candidates) -> Candidates:
        n = self.size
        masks = [0] * (n * n)
        for (r, c), values in candidates.items():
            masks[r * n + c] = sum(1 << v for v in values)
        for index, value in self.givens:
            if value:
                masks[index] &= 1 << value
        if len(self.answers) > KEPT_ANSWERS:
            self.answers.clear()
        answers = self.answers
        changed = True
        while changed:
            changed = False
            for number, (rule, cells) in enumerate(self.rules):
                before = tuple([masks[i] for i in cells])
                after = answers.get((number, before))
                if after is None:
                    rule(masks, cells)
                    after = answers[(number, before)] = tuple([masks[i] for i in cells])
                elif after != before:
                    for i, mask in zip(cells, after, strict=True):
                        masks[i] = mask
                if after != before:
                    changed = True
            if not all(masks):
                break  # a contradiction: only on a position that breaks the puzzle
        return {(i // n, i % n): {v for v in range(1, n + 1) if mask >> v & 1} for i, mask in enumerate(masks)}

    def _singles(self, masks: Masks, line: tuple[int, ...]) -> bool:
        changed = False
        for cell in line:
            mask = masks[cell]
            if mask and not mask & (mask - 1):
                for other in line:
                    if other != cell and masks[other] & mask:
                        masks[other] &= ~mask
                        changed = True
        for value in range(1, self.size + 1):
            bit = 1 << value
            places = [cell for cell in line if masks[cell] & bit]
            if len(places) == 1 and masks[places[0]] != bit:
                masks[places[0]] = bit
                changed = True
        return changed


def _clue_rule(clue: int, n: int) -> Rule:
    def rule(masks: Masks, cells: tuple[int, ...]) -> bool:
        return _clue_bounds(masks, clue, cells, n)

    return rule


def _strike(masks: Masks, cell: int, value: int) -> bool:
    bit = 1 << value
    if masks[cell] & bit:
        masks[cell] &= ~bit
        return True
    return False


def _clue_bounds(masks: Masks, clue: int, cells: tuple[int, ...], n: int) -> bool:
    """Tatham's two clue heuristics, as towers.c states them (including which heights count)."""
    where = {
        mask.bit_length() - 1: i
        for i, mask in enumerate(masks[cell] for cell in cells)
        if mask and not mask & (mask - 1)
    }
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
            changed = _strike(masks, cells[0], height) or changed
    counted = 0
    for height in range(n, 0, -1):
        if height in where and any(where.get(taller, n) < where[height] for taller in range(height + 2, n + 1)):
            continue  # hidden behind a taller one (towers.c starts that test two heights up)
        for i in range(clue - counted - 1):
            changed = _strike(masks, cells[i], height) or changed
        counted += 1
    return changed
