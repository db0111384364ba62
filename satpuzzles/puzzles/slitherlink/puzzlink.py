"""puzz.link Slitherlink (pzprjs `slither`): the body is pzprjs's 4Cell code, row by row (typekit.puzzlink)."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.puzzlink import PuzzLink, decode_4cell, encode_4cell, refuse_flags


def decode(link: PuzzLink) -> dict[str, Any]:
    refuse_flags(link, {"f": "the loop visits every grid point"})
    rows, columns = link.height, link.columns
    cells = decode_4cell(link.body, rows * columns)
    clues = [cells[r * columns : (r + 1) * columns] for r in range(rows)]
    return {"type": "slitherlink", "rows": rows, "columns": columns, "clues": clues}


def encode(data: dict[str, Any]) -> str:
    return encode_4cell([v for row in data["clues"] for v in row])
