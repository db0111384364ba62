"""LITS as text: the native format (the region map) and puzzlekit's.

Native, as printed and read back (the size is `N` or `RxC`); a solved board says `solved` in its header
and marks each shaded cell with a trailing `*`:

    lits 4x4
    A A A B
    A C B B
    ...

A region label is any token (written A..Z, a..z, 0..9 in order of first appearance, numbers beyond 62
regions); `@` is a blocked cell, in no region and never shaded. puzzlekit's text: `R C`, then R rows of
region numbers and `@`; its solution text is `R C` and R rows
of `-` and the letter of each shaded cell's tetromino (`L`, `I`, `T`, `S`).
"""

from __future__ import annotations

from collections.abc import Sequence
from string import ascii_lowercase, ascii_uppercase, digits

from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.sizedtext import (
    built,
    native_header,
    padded_board,
    puzzlekit_size,
    read_native_header,
    read_puzzlekit_header,
    word_rows,
)
from satpuzzles.typekit.textgrid import content_lines, whole_number

from .model import BLOCKED, NAME, SHADED, UNSHADED, Lits, Regions, Solution, letter_of

ALPHABET = ascii_uppercase + ascii_lowercase + digits
MARK = "*"
BLOCKED_LABEL = "@"  # a blocked cell, in both texts


def region_labels(regions: Regions) -> list[list[str]]:
    order: dict[int, int] = {}
    for row in regions:
        for v in row:
            if v != BLOCKED:
                order.setdefault(v, len(order))
    if len(order) <= len(ALPHABET):
        return [[BLOCKED_LABEL if v == BLOCKED else ALPHABET[order[v]] for v in row] for row in regions]
    width = len(str(len(order)))
    return [[BLOCKED_LABEL if v == BLOCKED else str(order[v] + 1).rjust(width) for v in row] for row in regions]


def regions_of(rows: Sequence[Sequence[str]]) -> Regions:
    ids: dict[str, int] = {BLOCKED_LABEL: BLOCKED}
    return tuple(tuple(ids.setdefault(label, len(ids) - 1) for label in row) for row in rows)


def to_text(p: Lits, solution: Solution | None = None) -> str:
    labels = [
        [label + (MARK if solution is not None and solution[r][c] == SHADED else "") for c, label in enumerate(row)]
        for r, row in enumerate(region_labels(p.regions))
    ]
    return padded_board(native_header(NAME, p.rows, p.columns, solution is not None), labels)


def from_text(text: str) -> tuple[Lits, Solution | None]:
    lines = content_lines(text)
    header, rows, cols, solved = read_native_header(lines, NAME)
    tokens = word_rows(lines[1:], header, rows, cols, "region labels")
    if not solved and any(t.endswith(MARK) for row in tokens for t in row):
        raise header.error(f"'{MARK}' marks a shaded cell on a solved board: add 'solved' to the header")
    labels = [[t.removesuffix(MARK) for t in row] for row in tokens]
    if any(not label for row in labels for label in row):
        raise header.error(f"a shaded cell needs its region label before '{MARK}'")
    puzzle = built(lambda: Lits(rows, cols, regions_of(labels)), header)
    if not solved:
        return puzzle, None
    return puzzle, tuple("".join(SHADED if t.endswith(MARK) else UNSHADED for t in row) for row in tokens)


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`R C`, then R rows of C region numbers (`@` a blocked cell), each region 4 cells or more."""
    dims = puzzlekit_size(lines[0].split())
    if dims is None or len(lines) != 1 + dims[0]:
        return False
    rows = [line.split() for line in lines[1:]]
    if not all(
        len(row) == dims[1] and all(t == BLOCKED_LABEL or whole_number(t) is not None for t in row) for row in rows
    ):
        return False
    sizes: dict[str, int] = {}
    for token in (t for row in rows for t in row if t != BLOCKED_LABEL):
        sizes[token] = sizes.get(token, 0) + 1
    return bool(sizes) and min(sizes.values()) >= 4


def from_puzzlekit(text: str) -> tuple[Lits, Solution | None]:
    lines = content_lines(text)
    header, rows, cols = read_puzzlekit_header(lines)
    return built(
        lambda: Lits(rows, cols, regions_of(word_rows(lines[1:], header, rows, cols, "region labels"))), header
    ), None


def to_puzzlekit(p: Lits, solution: Solution | None = None) -> str:
    """puzzlekit's problem text (regions numbered 1.. in order of first appearance), or with a solution the
    dataset's solution text: each shaded cell its tetromino's letter."""
    if solution is None:
        order: dict[int, int] = {}
        return solution_text(
            (p.rows, p.columns), ([order.setdefault(v, len(order) + 1) for v in row] for row in p.regions)
        )
    grid = [list(row) for row in solution]
    for cells in p.region_cells().values():
        mine = [(r, c) for r, c in cells if solution[r][c] == SHADED]
        for r, c in mine:
            grid[r][c] = letter_of(mine)
    return solution_text((p.rows, p.columns), grid)
