"""Norinori as text: the native format (the region map) and puzzlekit's format.

Native, as printed and read back; the size is `N` for a square or `RxC` (rows x columns):

    norinori 4x6
    A A B B C C
    A D D B C E
    F F D B E E
    F G G G G E

A region label is any token (written A..Z, a..z, 0..9 in order of first appearance, numbers beyond 62
regions). A label with a trailing `+` is a cell given shaded. A solved board says `solved` in its header
and marks each other shaded cell with a trailing `*`.

puzzlekit's text: `R C`, R rows of `-` and `x` (a cell given shaded; the dataset's puzzles give none),
then R rows of region labels. A solution is `R C` and R rows of `x` (shaded) and `-`.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import Cell, PuzzleError
from satpuzzles.typekit.grid import MAX_SIZE
from satpuzzles.typekit.textgrid import (
    Line,
    content_lines,
    region_label_rows,
    region_labels,
    regions_of,
    shown,
    whole_number,
)

from .model import NAME, Norinori, Regions, Solution

SHADED_MARK = "*"
GIVEN_MARK = "+"


def _dims(p: Norinori) -> str:
    return str(p.rows) if p.rows == p.cols else f"{p.rows}x{p.cols}"


def to_text(p: Norinori, solution: Solution | None = None) -> str:
    header = f"{NAME} {_dims(p)}" + (" solved" if solution is not None else "")
    givens = set(p.givens)

    def mark(cell: Cell) -> str:
        if cell in givens:
            return GIVEN_MARK
        return SHADED_MARK if solution is not None and solution[cell[0]][cell[1]] else ""

    labels = [[label + mark((r, c)) for c, label in enumerate(row)] for r, row in enumerate(region_labels(p.regions))]
    width = max(len(label) for row in labels for label in row)
    return "\n".join([header, *(" ".join(label.ljust(width) for label in row).rstrip() for row in labels)]) + "\n"


def _header(line: Line) -> tuple[int, int, bool]:
    words = line.text.split()
    if len(words) < 2:
        raise line.error("the header needs the type and the size, e.g. 'norinori 10' or 'norinori 10x12'")
    sides = [whole_number(w) for w in words[1].lower().split("x")]
    if len(sides) > 2 or None in sides:
        raise line.error(f"expected the size N or ROWSxCOLUMNS after the type, found {shown(words[1])}")
    rows, cols = sides[0], sides[-1]
    assert rows is not None and cols is not None
    if not (1 <= rows <= MAX_SIZE and 1 <= cols <= MAX_SIZE):
        raise line.error(f"each side must be 1 to {MAX_SIZE}, found {words[1]}")
    for word in words[2:]:
        if word.lower() != "solved":
            raise line.error(f"unknown header word {shown(word)} (known: solved)")
    return rows, cols, "solved" in (w.lower() for w in words[2:])


def _build(rows: int, cols: int, regions: Regions, line: Line, givens: tuple[Cell, ...] = ()) -> Norinori:
    try:
        return Norinori(rows, cols, regions, givens)
    except PuzzleError as error:
        raise error.located(where=f"line {line.number}") from None


def from_text(text: str) -> tuple[Norinori, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    rows, cols, solved = _header(lines[0])
    body = lines[1:]
    if len(body) != rows:
        raise lines[0].error(f"expected {rows} rows of region labels, found {len(body)}")
    tokens = region_label_rows(body, cols)
    marked = [[label.endswith(SHADED_MARK) for label in row] for row in tokens]
    if any(any(row) for row in marked) and not solved:
        raise lines[0].error(f"'{SHADED_MARK}' marks a shaded cell on a solved board: add 'solved' to the header")
    given = [[label.endswith(GIVEN_MARK) for label in row] for row in tokens]
    labels = [[label.removesuffix(SHADED_MARK).removesuffix(GIVEN_MARK) for label in row] for row in tokens]
    if any(not label for row in labels for label in row):
        raise lines[0].error(f"a marked cell needs its region label before '{SHADED_MARK}' or '{GIVEN_MARK}'")
    givens = tuple((r, c) for r, row in enumerate(given) for c, g in enumerate(row) if g)
    puzzle = _build(rows, cols, regions_of(labels), lines[0], givens)
    if not solved:
        return puzzle, None
    return puzzle, tuple(
        tuple(int(m or g) for m, g in zip(*pair, strict=True)) for pair in zip(marked, given, strict=True)
    )


def _dims_of(words: Sequence[str]) -> tuple[int, int] | None:
    numbers = [whole_number(w, max_digits=3) for w in words]
    if len(numbers) != 2 or numbers[0] is None or numbers[1] is None:
        return None
    return numbers[0], numbers[1]


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`R C`, R rows of `-` / `x`, then R rows of C region labels."""
    dims = _dims_of(lines[0].split())
    if dims is None or len(lines) != 1 + 2 * dims[0]:
        return False
    rows, cols = dims
    grid = [line.split() for line in lines[1:]]
    return all(len(row) == cols for row in grid) and all(set(row) <= {"-", "x"} for row in grid[:rows])


def from_puzzlekit(text: str) -> tuple[Norinori, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    dims = _dims_of(header.text.split())
    if dims is None:
        raise header.error("expected the puzzlekit header 'ROWS COLS'")
    rows, cols = dims
    if len(lines) != 1 + 2 * rows:
        raise header.error(f"expected {rows} grid rows and {rows} rows of regions, found {len(lines) - 1} lines")
    givens = []
    for r, line in enumerate(lines[1 : 1 + rows]):
        tokens = line.text.split()
        if len(tokens) != cols or set(tokens) - {"-", "x"}:
            raise line.error(f"expected {cols} entries '-' or 'x' (given shaded), found {shown(line.text)}")
        givens += [(r, c) for c, token in enumerate(tokens) if token == "x"]
    return _build(rows, cols, regions_of(region_label_rows(lines[1 + rows :], cols)), header, tuple(givens)), None


def to_puzzlekit(p: Norinori, solution: Solution | None = None) -> str:
    """puzzlekit's text (regions numbered 0.. in order of first appearance, as in the dataset), or with a
    solution its solved grid (the dataset's `solution`)."""
    header = f"{p.rows} {p.cols}"
    if solution is not None:
        return "\n".join([header, *(" ".join("x" if v else "-" for v in row) for row in solution)]) + "\n"
    order: dict[int, int] = {}
    labels = [" ".join(str(order.setdefault(v, len(order))) for v in row) for row in p.regions]
    givens = set(p.givens)
    grid = [" ".join("x" if (r, c) in givens else "-" for c in range(p.cols)) for r in range(p.rows)]
    return "\n".join([header, *grid, *labels]) + "\n"
