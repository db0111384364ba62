"""Killer Sudoku as text: the native format (sums, then the cage map) and puzzlekit's format.

Native, as printed and read back (`box=RxC` only when the box is not the squarest one):

    killersudoku 4
    sums
    7 3 6 .
    . . 4 .
    6 . 3 7
    4 . . .
    cages
    1 2 3 3
    1 2 4 4
    5 5 7 8
    6 6 7 8

`.` is a cell without a sum; a cage label is any token (written 1, 2, ... in order of first appearance).
The header word `diagonal` adds the rule that both main diagonals hold 1..N once. A solved board says
`solved` in its header and adds a section `solution` with the digits.

puzzlekit's text: `N N`, N rows of sums (`-` for none), then N rows of cage labels; its solution text is
`N N` and the solved grid.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.digitbook import default_box
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import Line, content_lines, read_native, shown, whole_number

from .model import NAME, Box, KillerSudoku, Solution

SECTIONS = ("sums", "cages", "solution")


def cage_labels(cages: Sequence[Sequence[int]]) -> list[list[str]]:
    """Labels 1, 2, ... in order of first appearance, all one width."""
    order: dict[int, int] = {}
    for row in cages:
        for v in row:
            order.setdefault(v, len(order) + 1)
    width = len(str(len(order)))
    return [[str(order[v]).rjust(width) for v in row] for row in cages]


def cages_of(rows: Sequence[Sequence[str]]) -> tuple[tuple[int, ...], ...]:
    ids: dict[str, int] = {}
    return tuple(tuple(ids.setdefault(label, len(ids)) for label in row) for row in rows)


def _grid(tokens: Sequence[Sequence[str | int | None]], blank: str) -> list[str]:
    text = [[blank if v is None else str(v) for v in row] for row in tokens]
    width = max(len(t) for row in text for t in row)
    return [" ".join(t.rjust(width) for t in row) for row in text]


def to_text(p: KillerSudoku, solution: Solution | None = None) -> str:
    words = [NAME, str(p.size)]
    if p.box != default_box(p.size):
        words.append(f"box={p.box[0]}x{p.box[1]}")
    if p.diagonal:
        words.append("diagonal")
    if solution is not None:
        words.append("solved")
    lines = [" ".join(words), "sums", *_grid(p.sums, "."), "cages", *(" ".join(row) for row in cage_labels(p.cages))]
    if solution is not None:
        lines += ["solution", *_grid(solution, ".")]
    return "\n".join(lines) + "\n"


def _rows(lines: Sequence[Line], n: int, what: str) -> list[tuple[Line, list[str]]]:
    out = []
    for line in lines:
        tokens = line.text.split()
        if len(tokens) != n:
            raise line.error(f"expected {n} {what}, found {len(tokens)}")
        out.append((line, tokens))
    return out


def _number(token: str, line: Line, blank: str) -> int | None:
    if token == blank:
        return None
    value = whole_number(token)
    if value is None:
        raise line.error(f"expected a whole number or {blank!r}, found {shown(token)}")
    return value


def _box(raw: str | None, size: int, line: Line) -> Box:
    if raw is None:
        return default_box(size)
    rows, sep, cols = raw.lower().partition("x")
    a, b = whole_number(rows), whole_number(cols)
    if not sep or a is None or b is None:
        raise line.error(f"box must be ROWSxCOLUMNS, e.g. box=2x3, found {shown(raw)}")
    return a, b


def from_text(text: str) -> tuple[KillerSudoku, Solution | None]:
    header, body = read_native(text, {"box"}, {"solved", "diagonal"})
    n = header.size
    solved = "solved" in header.flags
    wanted = SECTIONS if solved else SECTIONS[:2]
    starts = [i for i, line in enumerate(body) if line.text.strip().lower() in SECTIONS]
    names = [body[i].text.strip().lower() for i in starts]
    if tuple(names) != wanted or starts[0] != 0:
        raise header.line.error(f"expected the sections {', '.join(wanted)}, each a word on its own line")
    parts = [body[start + 1 : end] for start, end in zip(starts, [*starts[1:], len(body)], strict=True)]
    for name, part, start in zip(names, parts, starts, strict=True):
        if len(part) != n:
            raise body[start].error(f"expected {n} rows of {name}, found {len(part)}")
    sums = tuple(tuple(_number(t, line, ".") for t in tokens) for line, tokens in _rows(parts[0], n, "sums"))
    cages = cages_of([tokens for _, tokens in _rows(parts[1], n, "cage labels")])
    solution = None
    if solved:
        rows = [tuple(_number(t, line, ".") or 0 for t in tokens) for line, tokens in _rows(parts[2], n, "digits")]
        solution = tuple(rows)
    try:
        box = _box(header.options.get("box"), n, header.line)
        return KillerSudoku(n, cages, sums, box, "diagonal" in header.flags), solution
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None


def _size(words: Sequence[str]) -> int | None:
    numbers = [whole_number(w, max_digits=3) for w in words]
    return numbers[0] if len(numbers) == 2 and numbers[0] is not None and numbers[0] == numbers[1] else None


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`N N`, N rows of sums or `-`, then N rows of labels that are not N regions of N cells (a jigsaw's)."""
    n = _size(lines[0].split())
    if n is None or len(lines) != 1 + 2 * n:
        return False
    rows = [line.split() for line in lines[1:]]
    if any(len(row) != n for row in rows):
        return False
    if any(t != "-" and whole_number(t) is None for row in rows[:n] for t in row):
        return False
    counts: dict[str, int] = {}
    for row in rows[n:]:
        for label in row:
            counts[label] = counts.get(label, 0) + 1
    return not (len(counts) == n and set(counts.values()) == {n})


def from_puzzlekit(text: str) -> tuple[KillerSudoku, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    n = _size(header.text.split())
    if n is None:
        raise header.error("expected the puzzlekit header 'N N' (a square grid)")
    if len(lines) != 1 + 2 * n:
        raise header.error(f"expected {n} rows of sums and {n} rows of cages, found {len(lines) - 1} lines")
    sums = tuple(tuple(_number(t, line, "-") for t in tokens) for line, tokens in _rows(lines[1 : 1 + n], n, "sums"))
    cages = cages_of([tokens for _, tokens in _rows(lines[1 + n :], n, "cage labels")])
    try:
        return KillerSudoku(n, cages, sums), None
    except PuzzleError as error:
        raise error.located(where=f"line {header.number}") from None


def to_puzzlekit(p: KillerSudoku, solution: Solution | None = None) -> str:
    """puzzlekit's text (square boxes only), or with a solution the dataset's solution text."""
    if solution is not None:
        return to_puzzlekit_solution(p, solution)
    if p.box != default_box(p.size):
        raise PuzzleError(f"puzzlekit's text has the default boxes only, not {p.box[0]}x{p.box[1]}")
    if p.diagonal:
        raise PuzzleError("puzzlekit's Killer Sudoku text has no diagonal rule")
    sums = [["-" if v is None else str(v) for v in row] for row in p.sums]
    labels = [[label.strip() for label in row] for row in cage_labels(p.cages)]
    return solution_text(f"{p.size} {p.size}", [*sums, *labels])


def to_puzzlekit_solution(p: KillerSudoku, solution: Solution) -> str:
    return solution_text(f"{p.size} {p.size}", solution)
