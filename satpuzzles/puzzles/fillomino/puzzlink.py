"""puzz.link Fillomino (pzprjs `fillomino`): the body is the givens in pzprjs's Number16 code, row by row, on
any rectangle. pzprjs may add given region borders after them; those are refused here."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import PuzzLink, decode_number16, encode_number16, positive, refuse_flags

from .model import NAME


def decode(link: PuzzLink) -> dict[str, Any]:
    refuse_flags(link, {"t": "no number above 3"})
    rows, columns, body = link.height, link.columns, link.body
    values, end = decode_number16(body, 0, rows * columns, "givens")
    if end < len(body):
        raise PuzzleError("given region borders after the numbers are not read here", where=f"body character {end + 1}")
    givens = [
        [positive(values[r * columns + c], f"row {r + 1}, column {c + 1}") for c in range(columns)] for r in range(rows)
    ]
    return {"type": NAME, "rows": rows, "columns": columns, "givens": givens}


def encode(data: dict[str, Any]) -> str:
    return encode_number16([v for row in data["givens"] for v in row])
