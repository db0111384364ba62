"""puzz.link Slitherlink (pzprjs `slither`): the body is pzprjs's 4Cell code, row by row.

`0`-`4` a number; `5`-`9` a number then one empty cell; `a`-`e` a number then two; `g`-`z` 1 to 20 empty cells;
`.` an unknown number (read as no number: the rules say nothing about it).
"""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.puzzlink import PuzzLink

SKIPS = "ghijklmnopqrstuvwxyz"


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns = link.height, link.columns
    cells: list[int | None] = [None] * (rows * columns)
    c = 0
    for i, ch in enumerate(link.body):
        if c >= len(cells):
            break
        if "0" <= ch <= "4":
            cells[c] = int(ch)
        elif "5" <= ch <= "9":
            cells[c] = int(ch) - 5
            c += 1
        elif "a" <= ch <= "e":
            cells[c] = int(ch, 16) - 10
            c += 2
        elif ch in SKIPS:
            c += SKIPS.index(ch)
        elif ch != ".":
            raise PuzzleError(f"unexpected {shown(ch)}: expected 0-9, a-e, g-z or '.'", where=f"body character {i + 1}")
        c += 1
    clues = [cells[r * columns : (r + 1) * columns] for r in range(rows)]
    return {"type": "slitherlink", "rows": rows, "columns": columns, "clues": clues}


def encode(data: dict[str, Any]) -> str:
    cells: list[int | None] = [v for row in data["clues"] for v in row]
    out, count, c = "", 0, 0
    while c < len(cells):
        value, piece = cells[c], ""
        if value is not None:
            if c + 1 < len(cells) and cells[c + 1] is not None:
                piece = str(value)
            elif c + 2 < len(cells) and cells[c + 2] is not None:
                piece, c = str(5 + value), c + 1
            else:
                piece, c = "abcde"[value], c + 2
        else:
            count += 1
        if piece and count:
            out += SKIPS[count - 1]
            count = 0
        elif count == len(SKIPS):
            out += SKIPS[-1]
            count = 0
        out += piece
        c += 1
    return out + (SKIPS[count - 1] if count else "")
