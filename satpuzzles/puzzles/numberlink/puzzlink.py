"""puzz.link Numberlink (pzprjs `numlin`): the body is the cells' numbers in pzprjs's Number16 code, in
reading order."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import QUESTION, PuzzLink, decode_number16, encode_number16, positive


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns = link.height, link.columns
    values, _ = decode_number16(link.body, 0, rows * columns, "numbers")
    if QUESTION in values:
        raise PuzzleError(
            "a '?' number (pzprjs's unknown number) is not supported", where=f"cell {values.index(QUESTION) + 1}"
        )
    cells = [positive(v, f"cell {i + 1}") for i, v in enumerate(values)]
    numbers = [cells[r * columns : (r + 1) * columns] for r in range(rows)]
    return {"type": "numberlink", "rows": rows, "columns": columns, "numbers": numbers}


def encode(data: dict[str, Any]) -> str:
    return encode_number16([v for row in data["numbers"] for v in row])
