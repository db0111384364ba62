"""Shape -> CNF template: a Sudoku over one-hot cells plus Skyscrapers visibility; clues and givens are assumptions.

Cells x(r, c, v) come first (the primary block). Order literals g(r, c, h) <-> "cell (r, c) is at
least h tall" let every line keep the running maximum of its first cells as literals, so "cell i is
seen" is a few clauses per height; a two-way unary counter over the seen literals gives "at least k
seen" literals, and a clue k is the two assumptions ">= k" and "not >= k + 1". The formula depends
only on the size and the box shape, so one solver session serves every puzzle of that shape.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from satpuzzles.cnf import Formula, exactly, exactly_each, unary_counter
from satpuzzles.puzzles.grid import SIDES, line_cells
from satpuzzles.puzzles.spec import Legend, PrimaryCells, Template

from satpuzzles_skyscrapersudoku.model import NAME, Box, SkyscraperSudoku, Solution, units


def shape(p: SkyscraperSudoku) -> Hashable:
    return (NAME, p.size, p.box)


def compile(p: SkyscraperSudoku, encoding: str) -> SkyscraperSudokuTemplate:
    return SkyscraperSudokuTemplate(p.size, p.box, encoding)


class SkyscraperSudokuTemplate(Template[SkyscraperSudoku, Solution]):
    def __init__(self, size: int, box: Box, encoding: str) -> None:
        n = self.size = size
        self.formula = f = Formula()
        self.cells = f.block("cell", n, n, n)  # x(r, c, v - 1): cell (r, c) holds v
        self.primary = PrimaryCells(self.cells, "one-hot")
        self.at_least = f.block("height>=", n, n, n)  # g(r, c, h - 1): cell (r, c) holds h or more
        for r in range(n):
            for c in range(n):
                exactly(f, [self.x(r, c, v) for v in range(1, n + 1)], 1, encoding)
        exactly_each(
            f, ([self.x(r, c, v) for r, c in cells] for _, cells in units(n, box) for v in range(1, n + 1)), 1, encoding
        )
        self._order_literals()
        # counters[side][i][k] <-> at least k buildings are seen from clue `side` i.
        self.counters = {side: [self._visibility(side, i) for i in range(n)] for side in SIDES}

    def x(self, r: int, c: int, value: int) -> int:
        return self.cells.lit(r, c, value - 1)

    def ge(self, r: int, c: int, h: int) -> int:
        return self.at_least.lit(r, c, h - 1)

    def _order_literals(self) -> None:
        """g(h) <-> x(h) | g(h + 1), and g(1) holds: every cell has a building."""
        f, n = self.formula, self.size
        for r in range(n):
            for c in range(n):
                f.add([self.ge(r, c, 1)])
                for h in range(1, n + 1):
                    g, x = self.ge(r, c, h), self.x(r, c, h)
                    f.add([-x, g])
                    if h == n:
                        f.add([-g, x])
                    else:
                        above = self.ge(r, c, h + 1)
                        f.add([-above, g])
                        f.add([-g, x, above])

    def _visibility(self, side: str, index: int) -> list[int]:
        """Seen literals along one line and a two-way counter over them; returns the counter's outputs."""
        f, n = self.formula, self.size
        add = f.add
        cells = line_cells(side, index, n)
        name = f"{side}{index + 1}"

        def heights(r: int, c: int) -> list[int]:
            return [self.ge(r, c, h) for h in range(1, n + 1)]

        # prefix[i][h - 1] <-> the tallest of cells[0..i] is at least h.
        prefix = [heights(*cells[0])]
        seen = [prefix[0][0]]  # the nearest building is always seen
        seen_block = f.block(f"seen {name}", max(n - 1, 0))
        maxima = f.block(f"max {name}", max(n - 2, 0), n)
        for i in range(1, n):
            gs = heights(*cells[i])
            before, s = prefix[-1], seen_block.lit(i - 1)
            for h in range(n):
                add([s, before[h], -gs[h]])  # at least h + 1 tall, and nothing before is: seen
                add([-s, -before[h], gs[h + 1]] if h + 1 < n else [-s, -before[h]])  # seen: above the maximum before
            seen.append(s)
            if i == n - 1:
                # Every height is in the line: the last cell is hidden only when the tallest came before.
                f.extend([s, b] for b in before)
                break
            current = [maxima.lit(i - 1, h) for h in range(n)]
            for mh, bh, gh in zip(current, before, gs, strict=True):
                add([-bh, mh])
                add([-gh, mh])
                add([-mh, bh, gh])
                add([s, -mh, bh])  # a hidden cell does not raise the maximum
            prefix.append(current)
        out = unary_counter(f, seen, n, role=f"seen-count {name}")
        # Redundant, guarded by the counter so the formula stays clue-free: with at least k seen, the
        # tallest of the first j + 1 cells is at most n - k + j + 1.
        for k in range(2, len(out)):
            for j, maximum in enumerate(prefix):
                h = n - k + j + 2
                if h <= n:
                    add([-out[k], -maximum[h - 1]])
        return out

    def assumptions(self, p: SkyscraperSudoku) -> list[int]:
        lits: list[int] = []
        for side in SIDES:
            for i, clue in enumerate(p.clues(side)):
                if clue:
                    out = self.counters[side][i]
                    lits.append(out[clue])
                    if clue + 1 < len(out):
                        lits.append(-out[clue + 1])
        for r, row in enumerate(p.givens or ()):
            for c, value in enumerate(row):
                if value is not None:
                    lits.append(self.x(r, c, value))
        return lits

    def decode(self, model: Sequence[int]) -> Solution:
        n = self.size
        values = range(1, n + 1)
        return tuple(
            tuple(next(v for v in values if model[self.x(r, c, v) - 1] > 0) for c in range(n)) for r in range(n)
        )

    def solution_literals(self, solution: Solution) -> list[int]:
        return [self.x(r, c, v) for r, row in enumerate(solution) for c, v in enumerate(row)]

    def legends(self) -> dict[str, Legend]:
        values = tuple(str(v) for v in range(1, self.size + 1))
        return {
            "cell": Legend(("row", "col", "value"), "cell (row, col) holds value", {"value": values}),
            "height>=": Legend(("row", "col", "h"), "cell (row, col) holds h or more", {"h": values}),
        }
