"""puzz.link Masyu (pzprjs `mashu`): the body is pzprjs's Circle code, three cells per character.

Each character is a base-27 number whose three base-3 digits are three cells in reading order: 0 none,
1 a white pearl, 2 a black one.
"""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.puzzlink import PuzzLink

from .model import BLACK, WHITE

BASE27 = "0123456789abcdefghijklmnopq"
PEARLS = (None, WHITE, BLACK)


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns = link.height, link.columns
    count = rows * columns
    cells: list[str | None] = []
    for i, ch in enumerate(link.body[: (count + 2) // 3]):
        if ch not in BASE27:
            raise PuzzleError(
                f"unexpected {shown(ch)}: expected a base-27 digit 0-9 or a-q", where=f"body character {i + 1}"
            )
        value = BASE27.index(ch)
        cells.extend(PEARLS[(value // weight) % 3] for weight in (9, 3, 1))
    cells = (cells + [None] * count)[:count]
    pearls = [cells[r * columns : (r + 1) * columns] for r in range(rows)]
    return {"type": "masyu", "rows": rows, "columns": columns, "pearls": pearls}


def encode(data: dict[str, Any]) -> str:
    cells = [PEARLS.index(v) for row in data["pearls"] for v in row]
    cells += [0] * (-len(cells) % 3)
    return "".join(BASE27[9 * a + 3 * b + c] for a, b, c in zip(cells[::3], cells[1::3], cells[2::3], strict=True))
