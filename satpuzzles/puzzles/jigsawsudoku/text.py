"""Jigsaw Sudoku as text: the native format (the givens, then the region map) and puzzlekit's format.

Native, as printed and read back:

    jigsawsudoku 4
    1 . . .
    . . 3 .
    . 4 . .
    . . . 2
    regions
    A A B B
    A A B B
    C C D D
    C C D D

The header word `diagonal` adds the rule that both main diagonals hold 1..N once.
`.` is an empty cell; a region label is any token (written A..Z, a..z, 0..9 in order of first
appearance, numbers beyond 62 regions). A solved board says `solved` in its header, fills every cell
and marks each given with a trailing `*`, so the puzzle and its solution both read back.

puzzlekit's text: `N N`, N rows of givens (`-` empty), then N rows of region labels.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.digitgrid import (
    board_rows,
    cell_tokens,
    draw_board,
    puzzlekit_cell,
    puzzlekit_grid,
    read_cells,
)
from satpuzzles.typekit.textgrid import (
    Line,
    content_lines,
    read_native,
    region_label_rows,
    region_labels,
    regions_of,
    whole_number,
)

from .model import NAME, JigsawSudoku, Regions, Solution

REGIONS_WORD = "regions"


def to_text(p: JigsawSudoku, solution: Solution | None = None) -> str:
    header = f"{NAME} {p.size}" + (" diagonal" if p.diagonal else "") + (" solved" if solution is not None else "")
    labels = [" ".join(row) for row in region_labels(p.regions)]
    return "\n".join([header, *draw_board(cell_tokens(p.givens, solution)), REGIONS_WORD, *labels]) + "\n"


def _build(
    n: int, regions: Regions, givens: tuple[tuple[int | None, ...], ...], line: Line, diagonal: bool = False
) -> JigsawSudoku:
    try:
        return JigsawSudoku(n, regions, givens, diagonal)
    except PuzzleError as error:
        raise error.located(where=f"line {line.number}") from None


def from_text(text: str) -> tuple[JigsawSudoku, Solution | None]:
    header, body = read_native(text, set(), {"solved", "diagonal"})
    n = header.size
    split = next((i for i, line in enumerate(body) if line.text.strip().lower() == REGIONS_WORD), None)
    if split is None:
        raise header.line.error(f"expected a line '{REGIONS_WORD}' between the grid and the region map")
    rows = board_rows(body[:split], n)
    if len(rows) != n:
        raise body[split].error(f"expected {n} grid rows before '{REGIONS_WORD}', found {len(rows)}")
    maps = body[split + 1 :]
    if len(maps) != n:
        raise body[split].error(f"expected {n} rows of region labels after '{REGIONS_WORD}', found {len(maps)}")
    givens, solution = read_cells(rows, "solved" in header.flags)
    regions = regions_of(region_label_rows(maps, n))
    return _build(n, regions, givens, header.line, "diagonal" in header.flags), solution


def _size(words: Sequence[str]) -> int | None:
    numbers = [whole_number(w, max_digits=3) for w in words]
    return numbers[0] if len(numbers) == 2 and numbers[0] is not None and numbers[0] == numbers[1] else None


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`N N`, N rows of `-` or 1..N, then N rows of labels forming N regions of N cells."""
    n = _size(lines[0].split())
    if n is None or len(lines) != 1 + 2 * n:
        return False
    rows = [line.split() for line in lines[1:]]
    if any(len(row) != n for row in rows):
        return False
    values = {t for row in rows[:n] for t in row} - {"-"}
    if any(whole_number(t, max_digits=3) not in range(1, n + 1) for t in values):
        return False
    counts: dict[str, int] = {}
    for row in rows[n:]:
        for label in row:
            counts[label] = counts.get(label, 0) + 1
    return len(counts) == n and set(counts.values()) == {n}


def from_puzzlekit(text: str) -> tuple[JigsawSudoku, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    n = _size(header.text.split())
    if n is None:
        raise header.error("expected the puzzlekit header 'N N' (a square grid)")
    if len(lines) != 1 + 2 * n:
        raise header.error(f"expected {n} rows of givens and {n} rows of regions, found {len(lines) - 1} lines")
    givens = []
    for line in lines[1 : 1 + n]:
        tokens = line.text.split()
        if len(tokens) != n:
            raise line.error(f"expected {n} entries, found {len(tokens)}")
        givens.append(tuple(puzzlekit_cell(token, line) for token in tokens))
    regions = regions_of(region_label_rows(lines[1 + n :], n))
    return _build(n, regions, tuple(givens), header), None


def to_puzzlekit(p: JigsawSudoku, solution: Solution | None = None) -> str:
    """puzzlekit's text (regions numbered 1.. in order of first appearance), or with a solution its solved
    grid (the dataset's `solution`). It has no diagonal rule."""
    header = f"{p.size} {p.size}"
    if solution is not None:
        return "\n".join([header, *puzzlekit_grid(solution)]) + "\n"
    if p.diagonal:
        raise PuzzleError("puzzlekit's jigsaw text has no diagonal rule")
    order: dict[int, int] = {}
    labels = [" ".join(str(order.setdefault(v, len(order)) + 1) for v in row) for row in p.regions]
    return "\n".join([header, *puzzlekit_grid(p.givens), *labels]) + "\n"


def to_puzzlekit_solution(p: JigsawSudoku, solution: Solution) -> str:
    """The dataset's `solution` text: `N N`, then the solved grid (the diagonal rule changes nothing here)."""
    return "\n".join([f"{p.size} {p.size}", *puzzlekit_grid(solution)]) + "\n"
