"""puzz.link Sudoku (pzprjs `sudoku`): the givens row by row in Number16. pzprjs draws sqrt(N) x sqrt(N)
boxes, and 2x3 boxes at size 6; no other box can be said in a URL."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import PuzzLink, cell_names, decode_number16, encode_number16, positive, rows

from .model import NAME, Box


def pzprjs_box(n: int) -> Box | None:
    """The box pzprjs draws for size n, or None when its boxes do not tile the grid."""
    if n == 6:
        return (2, 3)
    root = round(n**0.5)
    return (root, root) if root * root == n else None


def decode(link: PuzzLink) -> dict[str, Any]:
    n = link.size
    box = pzprjs_box(n)
    if box is None:
        raise PuzzleError(f"puzz.link Sudoku has no boxes for size {n} (sizes 4, 6, 9, 16, 25, ...)")
    values, end = decode_number16(link.body, 0, n * n, "givens")
    if end < len(link.body):
        raise PuzzleError(f"unexpected {link.body[end:]!r} after the givens", where=f"body character {end + 1}")
    cells = [positive(v, where) for v, where in zip(values, cell_names(n), strict=True)]
    return {"type": NAME, "size": n, "box": list(box), "givens": [list(row) for row in rows(cells, n)]}


def encode(data: dict[str, Any]) -> str:
    n, box = data["size"], tuple(data["box"])
    if pzprjs_box(n) != box:
        raise PuzzleError(f"puzz.link Sudoku cannot say {box[0]}x{box[1]} boxes at size {n}")
    return encode_number16([v for row in data["givens"] for v in row])
