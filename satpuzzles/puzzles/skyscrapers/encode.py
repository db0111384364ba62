"""Skyscrapers shape -> CNF template; clues and givens become assumptions (encodings/skyscrapers.md)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from satpuzzles.cnf import Formula, collector_paused, exactly, unary_counter
from satpuzzles.deadline import checkpoint
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
        with collector_paused():
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
        f, n, width = self.formula, self.size, self.max_height + 1 - self.lowest
        first = self.cells.first  # x(r, c, v) inlined: the block is row-major with the values last
        for _, cells in named_lines(n, diagonal):
            checkpoint()
            f.flush()
            starts = [first + (r * n + c) * width for r, c in cells]
            for v in range(width):
                k = n - self.max_height if v + self.lowest == 0 else 1
                exactly(f, [start + v for start in starts], k, encoding)

    def _order_literals(self) -> None:
        """x_h <-> g_h & -g_{h+1}, g_{h+1} -> g_h, and the lowest g true unless a park: one value per cell.

        These order clauses are the cell's exactly-one (a ladder over its g), so no cardinality encoding
        is needed for it. Per cell, x_1..x_m and g_1..g_m are runs of consecutive variables.
        """
        n, m = self.size, self.max_height
        extend = self.formula.clauses.extend
        pos, neg = self.formula.literals()
        for r in range(n):
            checkpoint()
            self.formula.flush()
            for c in range(n):
                x, g = self.x(r, c, 1), self.ge(r, c, 1)
                # h < m: [-x_h, g_h], [-x_h, -g_{h+1}], [-g_{h+1}, g_h], [-g_h, x_h, g_{h+1}];
                # h = m: [-x_m, g_m], [-g_m, x_m]; then g_1 (no parks) or x_0 <-> -g_1
                extend(
                    [
                        clause
                        for nx, xh, gh, ng, above, nabove in zip(
                            neg[x : x + m - 1],
                            pos[x : x + m - 1],
                            pos[g : g + m - 1],
                            neg[g : g + m - 1],
                            pos[g + 1 : g + m],
                            neg[g + 1 : g + m],
                            strict=True,
                        )
                        for clause in ([nx, gh], [nx, nabove], [nabove, gh], [ng, xh, above])
                    ]
                )
                last_x, last_g = x + m - 1, g + m - 1
                extend(([neg[last_x], pos[last_g]], [neg[last_g], pos[last_x]]))
                extend(([pos[x - 1], pos[g]], [neg[x - 1], neg[g]]) if self.has_parks else ([pos[g]],))

    def _visibility(self, side: str, index: int) -> list[int]:
        """Seen-literals along one line and a two-way counter over them; returns its outputs.

        Every list of heights below is a run of consecutive variables (a cell's x_1..x_m and g_1..g_m, a
        prefix maximum's row), so each clause group is one comprehension over slices of the formula's
        shared literals (Formula.literals).
        """
        checkpoint()
        f, n, m = self.formula, self.size, self.max_height
        f.flush()
        clauses = f.clauses  # every clause below is a fresh list: no copy needed
        cells = line_cells(side, index, n)
        # prefix[i] = p_i: the first of m variables, p_i + h - 1 <-> the tallest of cells[0..i] has height >= h;
        # prefix[0] is the first cell's g.
        prefix = [self.ge(*cells[0], 1)]
        seen_block = f.block(f"seen {side}{index + 1}", n - 1)
        block = f.block(f"max {side}{index + 1}", max(n - 2, 0), m)
        pos, neg = f.literals()
        seen = [pos[prefix[0]]]  # the first cell is seen unless it is a park
        for i in range(1, n):
            r, c = cells[i]
            x, g, b = self.x(r, c, 1), self.ge(r, c, 1), prefix[-1]  # x_h, g_h and the maximum before, h = 1..m
            s, ns = pos[seen_block.first + i - 1], neg[seen_block.first + i - 1]
            clauses.extend(
                [
                    clause
                    for nx, bh, nb, ng, above in zip(
                        neg[x : x + m - 1],
                        pos[b : b + m - 1],
                        neg[b : b + m - 1],
                        neg[g : g + m - 1],
                        pos[g + 1 : g + m],
                        strict=True,
                    )
                    for clause in (
                        [nx, bh, s],  # taller than everything before: seen
                        [nx, nb, ns],  # something before is as tall: hidden
                        # Redundant, in order-literal form (they propagate without knowing the exact height):
                        [s, bh, ng],  # hidden: not above the maximum before
                        [ns, nb, above],  # seen: strictly above
                    )
                ]
            )
            top = m - 1
            nx, bh, nb = neg[x + top], pos[b + top], neg[b + top]
            clauses.extend(([nx, bh, s], [nx, nb, ns], [s, bh, neg[g + top]], [ns, nb]))
            if self.has_parks:
                clauses.extend(([neg[self.x(r, c, 0)], ns], [ns, pos[g]]))  # the second is redundant: seen, not a park
            seen.append(s)
            if i == n - 1:
                # The last maximum is the highest height: the last cell hidden means it was reached before.
                clauses.extend([[s, bh] for bh in pos[b : b + m]])
                break
            current = block.first + (i - 1) * m
            clauses.extend(
                [
                    clause
                    for mh, nm, bh, nb, ng, gh in zip(
                        pos[current : current + m],
                        neg[current : current + m],
                        pos[b : b + m],
                        neg[b : b + m],
                        neg[g : g + m],
                        pos[g : g + m],
                        strict=True,
                    )
                    # a hidden cell does not raise the maximum (the last clause is redundant)
                    for clause in ([nb, mh], [ng, mh], [nm, bh, gh], [s, nm, bh])
                ]
            )
            prefix.append(current)
        out = unary_counter(f, seen, m, role=f"seen-count {side}{index + 1}")
        # Redundant clue bounds, guarded by the counter's outputs so the formula stays clue-free: with at
        # least k seen, at most j+1 of them among the first j+1 cells and at most m - h after a maximum h
        # there, so the tallest of the first j+1 cells is at most m - k + j + 1.
        neg = f.literals()[1]
        clauses.extend(
            [
                [neg[out[k]], neg[maximum + m - k + j + 1]]
                for k in range(2, len(out))
                for j, maximum in enumerate(prefix)
                if m - k + j + 2 <= m
            ]
        )
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
