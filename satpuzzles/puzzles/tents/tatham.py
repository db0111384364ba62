"""Simon Tatham's Tents game IDs: `<W>x<H>[d<letter>]:<trees>,<column numbers...>,<row numbers...>`.

The tree description runs over the cells row by row and one place past the end: `_` places a tree, a
letter `a`..`y` skips 1..25 empty cells then places a tree, `z` skips 25 cells placing nothing; the last
tree stands on the place past the end. Then W column numbers and H row numbers, each after a comma. Tatham
shows every number; a puzzle missing one cannot be written. Saved-game marks (`!`, `-`) are refused.
"""

from __future__ import annotations

import re

from satpuzzles.typekit import PuzzleError

from .model import EMPTY, TREE, Tents

_ID = re.compile(
    r"(?P<w>\d{1,3})(?:x(?P<h>\d{1,3}))?(?:d[a-z])?:(?P<trees>[_a-z]*)(?P<numbers>(?:,\d{1,3})*)", re.ASCII
)
SKIP = 25  # z


def read(text: str) -> Tents:
    match = _ID.fullmatch(text.strip())
    if not match:
        raise PuzzleError("expected a Tents game ID '<W>x<H>:<trees>,<numbers>', e.g. 8x8:..., ,1,2,...")
    columns, rows = int(match["w"]), int(match["h"] or match["w"])
    if not (0 < rows <= 200 and 0 < columns <= 200):
        raise PuzzleError(f"expected a grid of 1..200 rows and columns, found {columns}x{rows}")
    area = rows * columns
    trees = [False] * (area + 1)
    pos = 0
    for k, ch in enumerate(match["trees"]):
        if ch == "z":
            pos += SKIP
            continue
        pos += 0 if ch == "_" else ord(ch) - ord("a") + 1
        if pos > area:
            raise PuzzleError(f"the trees run past the {columns}x{rows} grid", where=f"game ID tree character {k + 1}")
        trees[pos] = True
        pos += 1
    if pos != area + 1:
        raise PuzzleError(f"the trees cover {pos} places, expected {area + 1} (the cells and one more)")
    numbers = [int(n) for n in match["numbers"].split(",")[1:]]
    if len(numbers) != columns + rows:
        raise PuzzleError(f"expected {columns + rows} numbers (columns, then rows), found {len(numbers)}")
    grid = tuple("".join(TREE if trees[r * columns + c] else EMPTY for c in range(columns)) for r in range(rows))
    return Tents(rows, columns, grid, tuple(numbers[columns:]), tuple(numbers[:columns]))


def write(p: Tents) -> str:
    if None in p.row_tents or None in p.column_tents:
        raise PuzzleError("Tatham's Tents shows every row's and column's number; this puzzle leaves some out")
    out: list[str] = []
    run = 0
    for tree in [*(v == TREE for row in p.grid for v in row), True]:  # the place past the end holds a tree
        if not tree:
            run += 1
            continue
        while run > SKIP:
            out.append("z")
            run -= SKIP
        out.append("_" if run == 0 else chr(ord("a") + run - 1))
        run = 0
    numbers = "".join(f",{n}" for n in (*p.column_tents, *p.row_tents))
    return f"{p.columns}x{p.rows}:" + "".join(out) + numbers


_LOOKS_LIKE = re.compile(r"\d{1,3}(?:x\d{1,3})?(?:d[a-z])?:[_a-z]+(?:,\d{1,3})+", re.ASCII)


def looks_like(text: str) -> bool:
    """Tents' parameters and a tree description of `_` and letters, then numbers after commas."""
    return bool(_LOOKS_LIKE.fullmatch(text.strip()))
