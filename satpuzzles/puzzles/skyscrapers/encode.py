"""Skyscrapers shape -> CNF template; clues and givens become assumptions (encodings/skyscrapers.md)."""

from __future__ import annotations

from collections.abc import Hashable, Mapping, Sequence

from satpuzzles.typekit import Legend, PrimaryCells, checkpoint
from satpuzzles.typekit.buildings import VisibilityTemplate
from satpuzzles.typekit.cnf import (
    DEFAULT_ENCODING,
    NATIVE,
    Formula,
    Heights,
    collector_paused,
    exactly,
    line_visibility,
    order_literals,
)
from satpuzzles.typekit.grid import SIDES, line_cells, named_lines

from .model import Skyscrapers, Solution


def shape(puzzle: Skyscrapers) -> Hashable:
    return ("skyscrapers", puzzle.size, puzzle.max_height, puzzle.diagonal)


# From this size on, solving compiles a puzzle for itself (compile_alone): a shape that large is rarely shared,
# and its clue-free template would carry a full counter behind every clue (encodings/skyscrapers.md).
ALONE_FROM = 25


def compile(puzzle: Skyscrapers, encoding: str) -> SkyscrapersTemplate:
    return SkyscrapersTemplate(puzzle.size, puzzle.max_height, puzzle.diagonal, encoding)


def size_shape(puzzle: Skyscrapers) -> Hashable:
    """Solving's shape (SharedCompiler): a diagonal puzzle shares its size's template with the plain ones."""
    return ("skyscrapers", puzzle.size, puzzle.max_height)


def compile_shared(puzzle: Skyscrapers, encoding: str) -> SkyscrapersTemplate:
    """The template of both variants: the diagonals' Latin rule under a selector that each puzzle assumes or not
    (a batch compiles one shape fewer per diagonal size; encodings/skyscrapers.md)."""
    return SkyscrapersTemplate(puzzle.size, puzzle.max_height, None, encoding)


def alone_wanted(puzzle: Skyscrapers) -> bool:
    """Below ALONE_FROM one template serves a whole shape (a batch compiles it once)."""
    return puzzle.size >= ALONE_FROM


def compile_alone(puzzle: Skyscrapers, encoding: str) -> SkyscrapersTemplate:
    """The template of this puzzle's clues alone."""
    clues = {side: puzzle.clues(side) for side in SIDES}
    return SkyscrapersTemplate(puzzle.size, puzzle.max_height, puzzle.diagonal, encoding, clues)


class SkyscrapersTemplate(VisibilityTemplate[Skyscrapers]):
    """The shape's formula; with `clues` (side -> clues, 0 = none), the formula of those clues alone.

    Alone, a line without a clue gets no visibility clauses and a clued line's counter stops above its clue
    (line_visibility's `clue`): the template then serves only puzzles with exactly these clues. With `diagonal`
    None the template serves both variants: the diagonals' rule holds under the selector `diagonal_rule`, which
    assumptions() sets to the puzzle's `diagonal`.
    """

    def __init__(
        self,
        size: int,
        max_height: int,
        diagonal: bool | None,
        encoding: str,
        clues: Mapping[str, Sequence[int]] | None = None,
    ) -> None:
        self.clues = clues
        self.diagonal = diagonal
        self.size = size
        self.max_height = max_height
        self.has_parks = max_height < size
        self.lowest = 0 if self.has_parks else 1  # value of the first one-hot slot
        self.formula = Formula()
        n, m = size, max_height
        # Primary variables first: x(r, c, v) <-> cell (r, c) holds value lowest + v.
        self.cells = self.formula.block("cell", n, n, m + 1 - self.lowest)
        self.primary = PrimaryCells(self.cells, "one-hot")
        # g(r, c, h-1) <-> cell (r, c) has height >= h (h = 1..m): order literals shared by all lines.
        self.at_least = self.formula.block("height>=", n, n, m)
        self.diagonal_rule = 0 if diagonal is not None else self.formula.new_var("diagonal rule")
        with collector_paused():
            self._latin(encoding, bool(diagonal))
            if self.diagonal_rule:
                self._guarded_diagonals(encoding)
            self._order_literals()
            # counters[side][i][k] <-> at least k buildings seen from clue `side` i.
            self.counters = {side: [self._visibility(side, i) for i in range(n)] for side in SIDES}

    def x(self, r: int, c: int, value: int) -> int:
        return self.cells.lit(r, c, value - self.lowest)

    def ge(self, r: int, c: int, h: int) -> int:
        return self.at_least.lit(r, c, h - 1)

    def _values(self) -> range:
        return range(self.lowest, self.max_height + 1)

    def _latin(self, encoding: str, diagonal: bool) -> None:
        f, n, width = self.formula, self.size, self.max_height + 1 - self.lowest
        first = self.cells.first  # x(r, c, v) inlined: the block is row-major with the values last
        for _, cells in named_lines(n, diagonal):
            checkpoint()
            f.flush()
            starts = [first + (r * n + c) * width for r, c in cells]
            for v in range(width):
                k = n - self.max_height if v + self.lowest == 0 else 1
                exactly(f, [start + v for start in starts], k, encoding)

    def _guarded_diagonals(self, encoding: str) -> None:
        """Both diagonals' Latin rule, each clause with "or not diagonal_rule" (as clauses under `native` too:
        a native constraint cannot be guarded)."""
        f, n, width = self.formula, self.size, self.max_height + 1 - self.lowest
        first = self.cells.first
        with f.guarded(self.diagonal_rule):
            for _, cells in named_lines(n, True)[2 * n :]:
                starts = [first + (r * n + c) * width for r, c in cells]
                for v in range(width):
                    k = n - self.max_height if v + self.lowest == 0 else 1
                    exactly(f, [start + v for start in starts], k, DEFAULT_ENCODING if encoding == NATIVE else encoding)

    def _heights(self, r: int, c: int) -> Heights:
        return Heights(self.x(r, c, 1), self.ge(r, c, 1), self.x(r, c, 0) if self.has_parks else 0)

    def _order_literals(self) -> None:
        """g_h <-> x_h | g_{h+1}, and one value per cell from the same chain (order_literals' one_value).

        Per cell, x_1..x_m and g_1..g_m are runs of consecutive variables.
        """
        n = self.size
        for r in range(n):
            checkpoint()
            self.formula.flush()
            order_literals(self.formula, (self._heights(r, c) for c in range(n)), self.max_height, one_value=True)

    def _visibility(self, side: str, index: int) -> list[int]:
        """Seen-literals along one line and a two-way counter over them; returns its outputs ([] alone, unclued)."""
        checkpoint()
        self.formula.flush()
        clue = self.clues[side][index] if self.clues is not None else 0
        if self.clues is not None and not clue:
            return []
        line = [self._heights(r, c) for r, c in line_cells(side, index, self.size)]
        return line_visibility(self.formula, line, self.max_height, f"{side}{index + 1}", clue, one_value=True)

    def assumptions(self, puzzle: Skyscrapers) -> list[int]:
        if self.clues is not None and any(tuple(puzzle.clues(side)) != tuple(self.clues[side]) for side in SIDES):
            raise ValueError("this template was compiled for other clues")
        lits = super().assumptions(puzzle)
        if self.diagonal_rule:
            lits.append(self.diagonal_rule if puzzle.diagonal else -self.diagonal_rule)
        return lits

    def priorities(self) -> dict[int, float]:
        """Alone, decide "at least h tall" first, the tallest h first: where the tall buildings stand decides
        what each clue sees (30x30: 2-6x fewer conflicts than MiniSat's own order; encodings/skyscrapers.md)."""
        if self.clues is None:
            return {}
        first, m = self.at_least.first, self.max_height
        return {first + i: (i % m + 1) / m for i in range(self.at_least.size)}

    def decode(self, model: Sequence[int]) -> Solution:
        """The heights of the cells' true x literals: one per cell, read off the row-major block in one pass."""
        n, width, start = self.size, self.max_height + 1 - self.lowest, self.cells.first - 1
        heights = [i % width + self.lowest for i, lit in enumerate(model[start : start + n * n * width]) if lit > 0]
        if len(heights) != n * n:
            raise ValueError(f"a model with {len(heights)} cell values for {n * n} cells")
        return tuple(tuple(heights[r * n : (r + 1) * n]) for r in range(n))

    def legends(self) -> dict[str, Legend]:
        heights = tuple(str(v) for v in self._values())
        at_least = tuple(str(h) for h in range(1, self.max_height + 1))
        park = " (0 = park)" if self.has_parks else ""
        return {
            "cell": Legend(("row", "col", "height"), f"cell (row, col) holds height{park}", {"height": heights}),
            "height>=": Legend(("row", "col", "h"), "cell (row, col) is at least h tall", {"h": at_least}),
        }
