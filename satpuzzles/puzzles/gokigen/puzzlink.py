"""puzz.link Gokigen Naname (pzprjs `gokigen`): pzprjs's 4Cross code, the 4Cell code over the grid points
(typekit.puzzlink), row by row. pzprjs's older bodies (flag `d`) are not read."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.puzzlink import PuzzLink, decode_4cell, encode_4cell

from .model import NAME


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns = link.height, link.columns
    points = decode_4cell(link.body, (rows + 1) * (columns + 1))
    clues = [points[i * (columns + 1) : (i + 1) * (columns + 1)] for i in range(rows + 1)]
    return {"type": NAME, "rows": rows, "columns": columns, "clues": clues}


def encode(data: dict[str, Any]) -> str:
    return encode_4cell([v for row in data["clues"] for v in row])
