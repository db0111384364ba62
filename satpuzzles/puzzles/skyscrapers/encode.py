"""Skyscrapers shape -> CNF template; clues and givens become assumptions (encodings/skyscrapers.md)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from satpuzzles.cnf import Formula, exactly, unary_counter
from satpuzzles.puzzles.base import Legend, PrimaryCells, Template
from satpuzzles.puzzles.grid import SIDES, line_cells, named_lines
from satpuzzles.puzzles.skyscrapers.model import Skyscrapers, Solution


def shape(puzzle: Skyscrapers) -> Hashable:
    return ("skyscrapers", puzzle.size, puzzle.max_height, puzzle.diagonal)


def compile(puzzle: Skyscrapers, encoding: str) -> SkyscrapersTemplate:
    return SkyscrapersTemplate(puzzle.size, puzzle.max_height, puzzle.diagonal, encoding)


class SkyscrapersTemplate(Template[Skyscrapers, Solution]):
    def __init__(self, size: int, max_height: int, diagonal: bool, encoding: str) -> None:
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
        self._latin(encoding, diagonal)
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
        f, n = self.formula, self.size
        for r in range(n):
            for c in range(n):
                exactly(f, [self.x(r, c, v) for v in self._values()], 1, encoding)
        for _, cells in named_lines(n, diagonal):
            for v in self._values():
                k = n - self.max_height if v == 0 else 1
                exactly(f, [self.x(r, c, v) for r, c in cells], k, encoding)

    def _order_literals(self) -> None:
        f, n, m = self.formula, self.size, self.max_height
        for r in range(n):
            for c in range(n):
                for h in range(1, m + 1):
                    g, x = self.ge(r, c, h), self.x(r, c, h)
                    above = self.ge(r, c, h + 1) if h < m else None
                    # g_h <-> x_h | g_{h+1}
                    f.add([-x, g])
                    if above is None:
                        f.add([-g, x])
                    else:
                        f.add([-above, g])
                        f.add([-g, x, above])

    def _heights(self, r: int, c: int) -> tuple[list[int], list[int]]:
        """x(r, c, h) and g(r, c, h) for h = 1..m, as lists indexed by h - 1."""
        m = self.max_height
        return [self.x(r, c, h) for h in range(1, m + 1)], [self.ge(r, c, h) for h in range(1, m + 1)]

    def _visibility(self, side: str, index: int) -> list[int]:
        """Seen-literals along one line and a two-way counter over them; returns its outputs."""
        f, n, m = self.formula, self.size, self.max_height
        add = f.clauses.append  # every clause below is a fresh list: no copy needed
        cells = line_cells(side, index, n)
        # prefix[i][h-1] <-> the tallest of cells[0..i] has height >= h; prefix[0] is the first cell's g.
        prefix = [self._heights(*cells[0])[1]]
        seen = [prefix[0][0]]  # the first cell is seen unless it is a park
        seen_block = f.block(f"seen {side}{index + 1}", n - 1)
        block = f.block(f"max {side}{index + 1}", max(n - 2, 0), m)
        for i in range(1, n):
            r, c = cells[i]
            xs, gs = self._heights(r, c)
            before = prefix[-1]
            s = seen_block.lit(i - 1)
            for h in range(m):
                x, b, g = xs[h], before[h], gs[h]
                add([-x, b, s])  # taller than everything before: seen
                add([-x, -b, -s])  # something before is as tall: hidden
                # Redundant, in order-literal form (they propagate without knowing the exact height):
                add([s, b, -g])  # hidden: not above the maximum before
                add([-s, -b, gs[h + 1]] if h + 1 < m else [-s, -b])  # seen: strictly above
            if self.has_parks:
                add([-self.x(r, c, 0), -s])
                add([-s, gs[0]])  # redundant: seen means not a park
            seen.append(s)
            if i == n - 1:
                # The last maximum is the highest height: the last cell hidden means it was reached before.
                f.extend([s, b] for b in before)
                break
            current = [block.lit(i - 1, h) for h in range(m)]
            for mh, bh, gh in zip(current, before, gs, strict=True):
                add([-bh, mh])
                add([-gh, mh])
                add([-mh, bh, gh])
                add([s, -mh, bh])  # redundant: a hidden cell does not raise the maximum
            prefix.append(current)
        out = unary_counter(f, seen, m, role=f"seen-count {side}{index + 1}")
        # Redundant clue bounds, guarded by the counter's outputs so the formula stays clue-free: with at
        # least k seen, at most j+1 of them among the first j+1 cells and at most m - h after a maximum h
        # there, so the tallest of the first j+1 cells is at most m - k + j + 1.
        for k in range(2, len(out)):
            for j, maximum in enumerate(prefix):
                h = m - k + j + 2
                if h <= m:
                    add([-out[k], -maximum[h - 1]])
        return out

    def assumptions(self, puzzle: Skyscrapers) -> list[int]:
        lits: list[int] = []
        for side in SIDES:
            for i, clue in enumerate(puzzle.clues(side)):
                if clue:
                    out = self.counters[side][i]
                    lits.append(out[clue])
                    if clue + 1 < len(out):
                        lits.append(-out[clue + 1])
        if puzzle.givens is not None:
            for r, row in enumerate(puzzle.givens):
                for c, value in enumerate(row):
                    if value is not None:
                        lits.append(self.x(r, c, value))
        return lits

    def decode(self, model: Sequence[int]) -> Solution:
        n = self.size
        return tuple(
            tuple(next(v for v in self._values() if model[self.x(r, c, v) - 1] > 0) for c in range(n)) for r in range(n)
        )

    def solution_literals(self, solution: Solution) -> list[int]:
        return [self.x(r, c, v) for r, row in enumerate(solution) for c, v in enumerate(row)]

    def legends(self) -> dict[str, Legend]:
        heights = tuple(str(v) for v in self._values())
        at_least = tuple(str(h) for h in range(1, self.max_height + 1))
        park = " (0 = park)" if self.has_parks else ""
        return {
            "cell": Legend(("row", "col", "height"), f"cell (row, col) holds height{park}", {"height": heights}),
            "height>=": Legend(("row", "col", "h"), "cell (row, col) is at least h tall", {"h": at_least}),
        }
