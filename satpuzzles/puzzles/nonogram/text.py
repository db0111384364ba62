"""Nonogram as text: the native format and puzzlekit's.

Native, as printed and read back: the header, a line `columns` and one clue line per column (top to
bottom), a line `rows` and one clue line per row; a clue line lists the run lengths (`0` for none). A
solved board adds a line `grid` and the rows of `x` (shaded) and `-`:

    nonogram 2x3
    columns
    1
    0
    2
    rows
    1 1
    1

puzzlekit's text: `ROWS COLS`, COLS column clue lines, then ROWS row clue lines (`0` for none); its
solution text is `ROWS COLS`, then rows of `x` (shaded) and `-`.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.countgrid import header_text, read_header
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import Line, content_lines, whole_number

from .model import EMPTY, NAME, SHADED, Clue, Nonogram, Solution


def clue_text(clue: Clue) -> str:
    return " ".join(map(str, clue)) or "0"


def read_clue(line: Line) -> Clue:
    numbers = []
    for token in line.text.split():
        value = whole_number(token)
        if value is None:
            raise line.error(f"expected run lengths (whole numbers, 0 for none), found {shown(token)}")
        numbers.append(value)
    if 0 in numbers and len(numbers) > 1:
        raise line.error("0 stands alone, for a line with no shaded cell")
    return tuple(n for n in numbers if n)


def to_text(p: Nonogram, solution: Solution | None = None) -> str:
    words = ["solved"] if solution is not None else []
    lines = [header_text(NAME, p.rows, p.columns, *words), "columns", *map(clue_text, p.column_clues)]
    lines += ["rows", *map(clue_text, p.row_clues)]
    if solution is not None:
        lines += ["grid", *(" ".join(row) for row in solution)]
    return "\n".join(lines) + "\n"


def _section(body: list[Line], at: int, word: str, count: int) -> list[Line]:
    if at >= len(body) or body[at].text.strip().lower() != word:
        where = body[at] if at < len(body) else (body[-1] if body else None)
        problem = f"expected the line '{word}' and {count} clue lines after it"
        raise where.error(problem) if where is not None else PuzzleError(problem)
    found = body[at + 1 : at + 1 + count]
    if len(found) != count:
        raise body[at].error(f"expected {count} lines after '{word}', found {len(found)}")
    return found


def from_text(text: str) -> tuple[Nonogram, Solution | None]:
    header, body = read_header(text, NAME, set(), {"solved"})
    rows, columns = header.rows, header.columns
    column_clues = tuple(read_clue(line) for line in _section(body, 0, "columns", columns))
    row_clues = tuple(read_clue(line) for line in _section(body, columns + 1, "rows", rows))
    rest = body[rows + columns + 2 :]
    solution = None
    if "solved" in header.flags:
        grid = _section(body, rows + columns + 2, "grid", rows)
        solution = []
        for line in grid:
            tokens = line.text.split()
            if len(tokens) != columns or set(tokens) - {SHADED, EMPTY}:
                raise line.error(f"expected {columns} cells 'x' or '-'")
            solution.append("".join(tokens))
        rest = body[rows * 2 + columns + 3 :]
    if rest:
        raise rest[0].error("unexpected line after the clues")
    try:
        puzzle = Nonogram(rows, columns, row_clues, column_clues)
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None
    return puzzle, tuple(solution) if solution is not None else None


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS`, then COLS + ROWS lines of whole numbers, each line's runs fitting its length."""
    words = lines[0].split()
    if len(words) != 2 or any(whole_number(w) is None for w in words):
        return False
    rows, columns = int(words[0]), int(words[1])
    if len(lines) != 1 + rows + columns:
        return False
    for k, line in enumerate(lines[1:]):
        numbers = [whole_number(t) for t in line.split()]
        if not numbers or None in numbers:
            return False
        length = rows if k < columns else columns
        if sum(n or 0 for n in numbers) + len(numbers) - 1 > length:
            return False
    return True


def from_puzzlekit(text: str) -> tuple[Nonogram, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header, words = lines[0], lines[0].text.split()
    sizes = [whole_number(w) for w in words]
    if len(sizes) != 2 or None in sizes or not all(0 < (s or 0) <= 200 for s in sizes):
        raise header.error("expected the puzzlekit header 'ROWS COLS', e.g. '10 10'")
    rows, columns = int(words[0]), int(words[1])
    if len(lines) != 1 + rows + columns:
        raise header.error(
            f"expected {columns} column clue lines and {rows} row clue lines, found {len(lines) - 1} lines"
        )
    column_clues = tuple(read_clue(line) for line in lines[1 : 1 + columns])
    row_clues = tuple(read_clue(line) for line in lines[1 + columns :])
    try:
        return Nonogram(rows, columns, row_clues, column_clues), None
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None


def to_puzzlekit(p: Nonogram, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return write_solution(p, solution)
    return "\n".join([f"{p.rows} {p.columns}", *map(clue_text, p.column_clues), *map(clue_text, p.row_clues)]) + "\n"


def write_solution(p: Nonogram, solution: Solution) -> str:
    """The dataset's solution text: `x` shaded, `-` else."""
    return solution_text((p.rows, p.columns), [list(row) for row in solution])
