"""The texts of a shading type whose board is a grid of numbered cells: the native format, and puzzlekit's
problem and solution texts.

Native, as printed and read back (`.` a cell without a number; a solved board shows `x` for a shaded cell and
`-` for an unshaded one without a number):

    NAME 3x3                  NAME 3x3 solved
    . 3 .                     x 3 -
    . . .                     - - -
    4 . .                     4 - x

puzzlekit's text: `R C`, then R rows of `-` and numbers; its solution text is `R C` and R rows of marks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from satpuzzles.typekit.base import Puzzle
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.sizedtext import (
    built,
    cell_number,
    native_header,
    padded_board,
    puzzlekit_size,
    read_native_header,
    read_puzzlekit_header,
)
from satpuzzles.typekit.textgrid import Line, content_lines, token_rows, whole_number

SHADED, UNSHADED, EMPTY = "x", "-", "."
Clue = int | str | None  # a number, the type's `unknown` token, or no number
Numbers = tuple[tuple[Clue, ...], ...]
Shading = tuple[str, ...]  # rows of SHADED and UNSHADED
K = TypeVar("K", bound=Puzzle)


@dataclass(frozen=True)
class NumberShadingText(Generic[K]):
    """`make(rows, columns, numbers)` builds the type's puzzle; `numbers_of` reads them back. `unknown`: a token
    that stands for a number not given (`?`), or None. `solution_marks`: how the dataset's solution
    text writes SHADED and UNSHADED, where it differs from the marks themselves."""

    name: str
    make: Callable[[int, int, Any], K]  # rows, columns and the numbers read (Numbers)
    numbers_of: Callable[[K], Numbers]
    unknown: str | None = None
    solution_marks: Mapping[str, str] | None = None

    def _clue(self, token: str, line: Line, c: int, known: str) -> Clue:
        if self.unknown is None:
            return cell_number(token, line, c, known)
        return self.unknown if token == self.unknown else cell_number(token, line, c, f"{known}, '{self.unknown}'")

    def to_text(self, p: K, solution: Shading | None = None) -> str:
        numbers = self.numbers_of(p)

        def token(r: int, c: int) -> str:
            value = numbers[r][c]
            if value is not None:
                return str(value)
            return EMPTY if solution is None else solution[r][c]

        rows, columns = len(numbers), len(numbers[0])
        cells = [[token(r, c) for c in range(columns)] for r in range(rows)]
        return padded_board(native_header(self.name, rows, columns, solution is not None), cells)

    def from_text(self, text: str) -> tuple[K, Shading | None]:
        lines = content_lines(text)
        header, rows, cols, solved = read_native_header(lines, self.name)
        empty = (SHADED, UNSHADED) if solved else (EMPTY,)
        known = " or ".join(f"'{t}'" for t in empty)
        numbers: list[tuple[Clue, ...]] = []
        grid: list[str] = []
        for line, tokens in token_rows(lines[1:], header, rows, cols):
            numbers.append(tuple(None if t in empty else self._clue(t, line, c, known) for c, t in enumerate(tokens)))
            grid.append("".join(SHADED if t == SHADED else UNSHADED for t in tokens))
        return built(lambda: self.make(rows, cols, tuple(numbers)), header), tuple(grid) if solved else None

    def looks_like_puzzlekit(self, lines: Sequence[str]) -> bool:
        """`R C`, then R rows of C tokens, each `-` (or the unknown token) or a number, some of each."""
        dims = puzzlekit_size(lines[0].split())
        if dims is None or len(lines) != 1 + dims[0]:
            return False
        rows = [line.split() for line in lines[1:]]
        tokens = {t for row in rows for t in row}
        plain = (UNSHADED,) if self.unknown is None else (UNSHADED, self.unknown)
        return (
            all(len(row) == dims[1] for row in rows)
            and all(t in plain or whole_number(t) is not None for t in tokens)
            and UNSHADED in tokens
            and len(tokens) > 1
        )

    def from_puzzlekit(self, text: str) -> tuple[K, Shading | None]:
        lines = content_lines(text)
        header, rows, cols = read_puzzlekit_header(lines)
        numbers = tuple(
            tuple(None if t == UNSHADED else self._clue(t, line, c, "'-'") for c, t in enumerate(tokens))
            for line, tokens in token_rows(lines[1:], header, rows, cols)
        )
        return built(lambda: self.make(rows, cols, numbers), header), None

    def to_puzzlekit(self, p: K, solution: Shading | None = None) -> str:
        """puzzlekit's problem text, or with a solution the dataset's solution text."""
        numbers = self.numbers_of(p)
        size = (len(numbers), len(numbers[0]))
        if solution is not None:
            marks = self.solution_marks
            return solution_text(size, solution if marks is None else ([marks[v] for v in row] for row in solution))
        return solution_text(size, ([UNSHADED if v is None else v for v in row] for row in numbers))
