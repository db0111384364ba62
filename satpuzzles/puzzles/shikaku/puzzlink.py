"""puzz.link Shikaku (pzprjs `shikaku`): the body is pzprjs's Number16 code of the cells in reading order."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import QUESTION, PuzzLink, decode_number16, encode_number16

from .model import NAME


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns = link.height, link.columns
    values, _ = decode_number16(link.body, 0, rows * columns, "numbers")
    if QUESTION in values:
        raise PuzzleError("a '?' number (unknown area) is not supported", where="body")
    numbers = [values[r * columns : (r + 1) * columns] for r in range(rows)]
    return {"type": NAME, "rows": rows, "columns": columns, "numbers": numbers}


def encode(data: dict[str, Any]) -> str:
    return encode_number16([v for row in data["numbers"] for v in row])
