"""Easy As ABC shape -> CNF template; clues and givens become assumptions (encodings/easyasabc.md)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from string import ascii_uppercase

from satpuzzles.typekit import Legend, PrimaryCells, Template, checkpoint
from satpuzzles.typekit.cnf import Formula, collector_paused, exactly
from satpuzzles.typekit.grid import SIDES, line_cells, named_lines

from .model import BLANK, EasyAsABC, Solution


def shape(puzzle: EasyAsABC) -> Hashable:
    return ("easyasabc", puzzle.size, len(puzzle.letters), puzzle.diagonal)


def compile(puzzle: EasyAsABC, encoding: str) -> EasyAsABCTemplate:
    return EasyAsABCTemplate(puzzle.size, len(puzzle.letters), puzzle.diagonal, encoding)


class EasyAsABCTemplate(Template[EasyAsABC, Solution]):
    def __init__(self, size: int, letter_count: int, diagonal: bool, encoding: str) -> None:
        self.size = size
        self.letters = ascii_uppercase[:letter_count]
        self.formula = Formula()
        n, k = size, letter_count
        # Primary variables first: x(r, c, v) <-> cell (r, c) holds value v (0 = blank, v = letter v).
        self.cells = self.formula.block("cell", n, n, k + 1)
        self.primary = PrimaryCells(self.cells, "one-hot")
        # first(side, i, v) <-> letter v is the first letter seen from clue `side` i: a clue's one switch.
        self.first = self.formula.block("first", len(SIDES), n, k)
        with collector_paused():
            self._latin(encoding, diagonal)
            for s, side in enumerate(SIDES):
                for i in range(n):
                    self._first_seen(s, side, i)

    def x(self, r: int, c: int, v: int) -> int:
        return self.cells.lit(r, c, v)

    def _latin(self, encoding: str, diagonal: bool) -> None:
        f, n, k = self.formula, self.size, len(self.letters)
        for r in range(n):
            checkpoint()
            for c in range(n):
                exactly(f, [self.x(r, c, v) for v in range(k + 1)], 1, encoding)
        for _, cells in named_lines(n, diagonal):
            checkpoint()
            for v in range(k + 1):
                exactly(f, [self.x(r, c, v) for r, c in cells], 1 if v else n - k, encoding)

    def _first_seen(self, s: int, side: str, index: int) -> None:
        """first(side, index, v) <-> letter v stands at some position j with only blanks before it."""
        checkpoint()
        f, n, k = self.formula, self.size, len(self.letters)
        cells = line_cells(side, index, n)
        blank = [self.x(r, c, 0) for r, c in cells]
        # seen[j] <-> some letter among cells[0..j]; seen[0] is "cell 0 is not blank", no new variable.
        block = f.block(f"letter seen {side}{index + 1}", max(n - 2, 0))
        seen = [-blank[0], *(block.lit(j - 1) for j in range(1, n - 1))]
        for j in range(1, n - 1):
            f.add([-seen[j - 1], seen[j]])
            f.add([blank[j], seen[j]])
            f.add([-seen[j], seen[j - 1], -blank[j]])
        for v in range(1, k + 1):
            first = self.first.lit(s, index, v - 1)
            at = [self.x(r, c, v) for r, c in cells]
            f.add([-at[0], first])
            for j in range(1, n):
                f.add([-at[j], seen[j - 1], first])  # v with only blanks before it is first
                f.add([-first, -at[j], -seen[j - 1]])  # first v has no letter before it
            # The first letter stands within the first n - k + 1 cells: the other letters follow it.
            f.add([-first, *at[: n - k + 1]])

    def assumptions(self, puzzle: EasyAsABC) -> list[int]:
        lits = []
        for s, side in enumerate(SIDES):
            for i, clue in enumerate(puzzle.clues(side)):
                if clue in self.letters:
                    lits.append(self.first.lit(s, i, self.letters.index(clue)))
        if puzzle.givens is not None:
            for r, row in enumerate(puzzle.givens):
                for c, value in enumerate(row):
                    if value == BLANK:
                        lits.append(self.x(r, c, 0))
                    elif value in self.letters:
                        lits.append(self.x(r, c, self.letters.index(value) + 1))
        return lits

    def decode(self, model: Sequence[int]) -> Solution:
        """The value of each cell's true x literal, read off the row-major block (values last) in one pass."""
        n, width, start = self.size, len(self.letters) + 1, self.cells.first - 1
        values = BLANK + self.letters
        shown = [values[i % width] for i, lit in enumerate(model[start : start + n * n * width]) if lit > 0]
        if len(shown) != n * n:
            raise ValueError(f"a model with {len(shown)} cell values for {n * n} cells")
        return tuple("".join(shown[r * n : (r + 1) * n]) for r in range(n))

    def solution_literals(self, solution: Solution) -> list[int]:
        return [
            self.x(r, c, 0 if ch == BLANK else self.letters.index(ch) + 1)
            for r, row in enumerate(solution)
            for c, ch in enumerate(row)
        ]

    def legends(self) -> dict[str, Legend]:
        letters = tuple(self.letters)
        return {
            "cell": Legend(
                ("row", "col", "value"), "cell (row, col) holds value (- = blank)", {"value": (BLANK, *letters)}
            ),
            "first": Legend(
                ("side", "line", "letter"),
                "letter is the first letter seen from the clue at side, position line",
                {"side": SIDES, "letter": letters},
            ),
        }
