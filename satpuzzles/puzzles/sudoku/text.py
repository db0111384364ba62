"""Sudoku as text: the native format (the grid with its box borders) and puzzlekit's format.

Native, as printed and read back (`box=RxC` only when the box is not the squarest one):

    sudoku 4
    1 . | . .
    . . | 3 .
    ----+----
    . 4 | . .
    . . | . 2

`.` is an empty cell. `|` and lines of `-` and `+` are for the eye: reading drops them. A solved board
says `solved` in its header, fills every cell and marks each given with a trailing `*`, so the puzzle
and its solution both read back.

puzzlekit's text: `N N`, then N rows of N tokens, `-` an empty cell. It has no box shape: puzzlekit's
boxes are sqrt(N) x sqrt(N), the default box here for every square N.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles.sudoku.model import NAME, Box, Givens, Solution, Sudoku, default_box
from satpuzzles.puzzles.textgrid import GIVEN_MARK, Line, content_lines, read_native, shown, whole_number

BORDER_CHARS = frozenset("-+ ")


def _rows(p: Sudoku, solution: Solution | None) -> list[list[str]]:
    def token(r: int, c: int) -> str:
        given = p.givens[r][c]
        if solution is None:
            return "." if given is None else str(given)
        return str(solution[r][c]) + (GIVEN_MARK if given is not None else "")

    return [[token(r, c) for c in range(p.size)] for r in range(p.size)]


def draw_board(box: Box, rows: Sequence[Sequence[str]]) -> list[str]:
    """Rows of tokens with `|` between boxes and a `-+-` line between bands, every column one width."""
    width = max(len(t) for row in rows for t in row)
    box_rows, box_cols = box
    lines = []
    for r, row in enumerate(rows):
        if r and r % box_rows == 0:
            lines.append("-+-".join("-" * ((width + 1) * box_cols - 1) for _ in range(len(row) // box_cols)))
        groups = [" ".join(t.ljust(width) for t in row[c : c + box_cols]) for c in range(0, len(row), box_cols)]
        lines.append(" | ".join(groups).rstrip())
    return lines


def to_text(p: Sudoku, solution: Solution | None = None) -> str:
    words = [NAME, str(p.size)]
    if p.box != default_box(p.size):
        words.append(f"box={p.box[0]}x{p.box[1]}")
    if solution is not None:
        words.append("solved")
    return "\n".join([" ".join(words), *draw_board(p.box, _rows(p, solution))]) + "\n"


def read_box(raw: str | None, size: int, line: Line) -> Box:
    if raw is None:
        return default_box(size)
    rows, sep, cols = raw.lower().partition("x")
    a, b = whole_number(rows), whole_number(cols)
    if not sep or a is None or b is None:
        raise line.error(f"box must be ROWSxCOLUMNS, e.g. box=2x3, found {shown(raw)}")
    return a, b


def grid_tokens(body: Sequence[Line], n: int) -> list[tuple[Line, list[str]]]:
    """The N cell rows of a drawn board (border lines and `|` dropped), each checked for N tokens."""
    rows = [line for line in body if not set(line.text) <= BORDER_CHARS]
    if len(rows) > n:
        raise rows[n].error(f"more than {n} grid rows")
    found = []
    for line in rows:
        tokens = line.text.replace("|", " ").split()
        if len(tokens) != n:
            raise line.error(f"expected {n} cells, found {len(tokens)}")
        found.append((line, tokens))
    return found


def read_cell(token: str, line: Line, solved: bool) -> tuple[int | None, bool]:
    """A cell token: its value (None for `.`) and whether it is marked given."""
    marked = token.endswith(GIVEN_MARK)
    digits = token.removesuffix(GIVEN_MARK)
    if digits == "." and not marked:
        if solved:
            raise line.error("a solved board fills every cell")
        return None, False
    value = whole_number(digits)
    if value is None:
        raise line.error(f"expected a value or '.', found {shown(token)}")
    if marked and not solved:
        raise line.error(f"{shown(token)}: '*' marks a given on a solved board; add 'solved' to the header")
    return value, marked or not solved


def from_text(text: str) -> tuple[Sudoku, Solution | None]:
    header, body = read_native(text, {"box"}, {"solved"})
    n, solved = header.size, "solved" in header.flags
    rows = grid_tokens(body, n)
    if len(rows) != n:
        raise header.line.error(f"expected {n} grid rows, found {len(rows)}")
    givens: list[tuple[int | None, ...]] = []
    values: list[tuple[int, ...]] = []
    for line, tokens in rows:
        cells = [read_cell(token, line, solved) for token in tokens]
        givens.append(tuple(value if given else None for value, given in cells))
        values.append(tuple(value or 0 for value, _ in cells))
    box = read_box(header.options.get("box"), n, header.line)
    try:
        puzzle = Sudoku(n, tuple(givens), box)
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None
    return puzzle, tuple(values) if solved else None


def puzzlekit_size(words: Sequence[str]) -> int | None:
    """N for a header `N N`, else None."""
    numbers = [whole_number(w, max_digits=3) for w in words]
    if len(numbers) == 2 and numbers[0] is not None and numbers[0] == numbers[1]:
        return numbers[0]
    return None


def _is_value(token: str, n: int) -> bool:
    value = whole_number(token, max_digits=3)
    return value is not None and 1 <= value <= n


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`N N` with N a square, then N rows of N tokens, each `-` or 1..N."""
    n = puzzlekit_size(lines[0].split())
    if n is None or round(n**0.5) ** 2 != n or len(lines) != 1 + n:
        return False
    rows = [line.split() for line in lines[1:]]
    return all(len(row) == n and all(t == "-" or _is_value(t, n) for t in row) for row in rows)


def from_puzzlekit(text: str) -> tuple[Sudoku, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    n = puzzlekit_size(header.text.split())
    if n is None:
        raise header.error("expected the puzzlekit header 'N N' (a square grid)")
    if len(lines) != 1 + n:
        raise header.error(f"expected {n} grid lines after the header, found {len(lines) - 1}")
    givens: Givens = tuple(tuple(_puzzlekit_cell(t, line) for t in _tokens(line, n)) for line in lines[1:])
    try:
        return Sudoku(n, givens), None
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None


def _tokens(line: Line, n: int) -> list[str]:
    tokens = line.text.split()
    if len(tokens) != n:
        raise line.error(f"expected {n} entries, found {len(tokens)}")
    return tokens


def _puzzlekit_cell(token: str, line: Line) -> int | None:
    if token == "-":
        return None
    value = whole_number(token)
    if value is None:
        raise line.error(f"expected a value or '-', found {shown(token)}")
    return value


def to_puzzlekit(p: Sudoku, solution: Solution | None = None) -> str:
    """puzzlekit's text of the puzzle, or with a solution its solved grid (the dataset's `solution`)."""
    if p.box != default_box(p.size) or p.box[0] != p.box[1]:
        raise PuzzleError(f"puzzlekit text has square boxes only: it cannot hold {p.box[0]}x{p.box[1]} boxes")
    grid = solution if solution is not None else p.givens
    rows = [" ".join("-" if v is None else str(v) for v in row) for row in grid]
    return "\n".join([f"{p.size} {p.size}", *rows]) + "\n"
