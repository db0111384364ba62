"""Easy As ABC as text: the native format (clues around the grid) and puzzlekit's format.

Native format, as printed by the tool and read back:

    easyasabc 5 letters=ABC diagonal solved
        A . . B .
      +-----------+
    . | A - B C - | .
    ...
      +-----------+
        . . C . .

`.` is no clue or an unknown cell, `-` a blank, a letter a letter (either case on input). In a
solved board every cell is filled and givens carry a trailing `*`, so the puzzle and its solution
both read back.
"""

from __future__ import annotations

from collections.abc import Sequence
from string import ascii_lowercase, ascii_uppercase

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import (
    Line,
    board_cells,
    content_lines,
    draw_clue_grid,
    read_clue_board,
    read_native,
    read_puzzlekit_rows,
    whole_number,
)

from .model import BLANK, NONE, EasyAsABC, Solution


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return solution[cell[0]][cell[1]]


def to_text(p: EasyAsABC, solution: Solution | None = None) -> str:
    n = p.size
    words = ["easyasabc", str(n), f"letters={p.letters}"]
    if p.diagonal:
        words.append("diagonal")
    if solution is not None:
        words.append("solved")
    givens = p.givens
    rows = board_cells(
        n,
        lambda r, c: None if givens is None or givens[r][c] == NONE else givens[r][c],
        None if solution is None else (lambda r, c: solution[r][c]),
    )
    return draw_clue_grid(" ".join(words), p.top, p.bottom, p.left, p.right, rows)


def _is_letter(token: str, letters: str) -> bool:
    return len(token) == 1 and token in letters


def _clue(token: str, letters: str, line: Line, what: str) -> str:
    clue = token.upper()
    if clue != NONE and not _is_letter(clue, letters):
        raise line.error(f"expected one of {letters} or '.' for {what}, found {shown(token)}")
    return clue


def _cell(token: str, letters: str, line: Line) -> str:
    value = token.upper()
    if value not in (NONE, BLANK) and not _is_letter(value, letters):
        raise line.error(f"expected one of {letters}, '-' (blank) or '.' (unknown) for a cell, found {shown(token)}")
    return value


def from_text(text: str) -> tuple[EasyAsABC, Solution | None]:
    header, body = read_native(text, {"letters"}, {"diagonal", "solved"})
    n = header.size
    letters = header.options.get("letters", "").upper()
    if not letters:
        raise header.line.error("the header needs the letters, e.g. 'easyasabc 5 letters=ABC'")
    board = read_clue_board(
        header,
        body,
        lambda token, line, what: _clue(token, letters, line, what),
        lambda token, line: _cell(token, letters, line),
        NONE,
    )
    top, bottom, left, right = ("".join(board.clues[side]) for side in SIDES)
    givens = ["".join(row) for row in board.givens]
    try:
        puzzle = EasyAsABC(
            size=n,
            letters=letters,
            diagonal="diagonal" in header.flags,
            top=top,
            bottom=bottom,
            left=left,
            right=right,
            givens=tuple(givens),
        )
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None
    values = board.solution
    return puzzle, None if values is None else tuple("".join(row) for row in values)


def _puzzlekit_header(words: list[str]) -> bool:
    return (
        len(words) == 3
        and whole_number(words[0]) is not None
        and whole_number(words[1]) is not None
        and len(words[2]) == 1
        and words[2] in ascii_lowercase
    )


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`R C x` with x a lower-case letter (Skyscrapers' header is all digits), then 4 + R lines."""
    words = lines[0].split()
    return _puzzlekit_header(words) and len(lines) == 1 + 4 + int(words[0])  # checked digits


def from_puzzlekit(text: str) -> tuple[EasyAsABC, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    words = header.text.split()
    if not _puzzlekit_header(words):
        raise header.error("expected the puzzlekit header 'ROWS COLS LAST_LETTER', e.g. '5 5 c'")
    rows, cols = int(words[0]), int(words[1])
    if rows != cols:
        raise header.error(f"only square grids are supported, found {rows}x{cols}")
    letters = ascii_uppercase[: ascii_lowercase.index(words[2]) + 1]

    def entry(token: str, line: Line) -> str:
        value = NONE if token == BLANK else token.upper()
        if value != NONE and not _is_letter(value, letters):
            raise line.error(f"expected a letter a..{words[2]} or '-', found {shown(token)}")
        return value

    top, bottom, left, right, *givens = ("".join(row) for row in read_puzzlekit_rows(header, lines[1:], rows, entry))
    try:
        puzzle = EasyAsABC(
            size=rows,
            letters=letters,
            top=top,
            bottom=bottom,
            left=left,
            right=right,
            givens=tuple(givens),
        )
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None
    return puzzle, None


def to_puzzlekit(p: EasyAsABC, solution: Solution | None = None) -> str:
    """puzzlekit's text (lower-case letters, `-` = nothing), or with a solution the solved grid (`-` a
    blank). The format has no diagonal mark and no given blanks: such puzzles get a clear error."""
    if solution is not None:
        return to_puzzlekit_solution(p, solution)
    if p.diagonal:
        raise PuzzleError("puzzlekit's Easy As ABC text has no mark for the diagonal variant")
    header = f"{p.size} {p.size} {p.letters[-1].lower()}"
    givens = p.givens or (NONE * p.size,) * p.size
    for r, row in enumerate(givens):
        if BLANK in row:
            raise PuzzleError(
                f"puzzlekit's Easy As ABC text cannot give a blank (row {r + 1}, column {row.index(BLANK) + 1})"
            )
    lines = [*(p.clues(side) for side in SIDES), *givens]
    return "\n".join([header, *(" ".join(ch.lower() if ch != NONE else "-" for ch in line) for line in lines)]) + "\n"


def to_puzzlekit_solution(p: EasyAsABC, solution: Solution) -> str:
    """The dataset's solution text: the header, then the grid in lower case (`-` a blank); the diagonal variant
    needs no mark here, since its solution reads like any other."""
    return solution_text((p.size, p.size, p.letters[-1].lower()), (row.lower() for row in solution))
