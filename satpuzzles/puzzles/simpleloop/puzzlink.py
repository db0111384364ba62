"""puzz.link Simple Loop (pzprjs `simpleloop`): the blocked cells in pzprjs's Binary code, 5 cells per base-32
character in reading order, most significant bit first; an empty body when no cell is blocked."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.puzzlink import PuzzLink, decode_binary, encode_binary, require_end

NAME = "simpleloop"


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns, body = link.height, link.columns, link.body
    marks, end = decode_binary(body, 0, rows * columns, "blocked cells")
    require_end(body, end, "the blocked cells")
    blocked = [marks[r * columns : (r + 1) * columns] for r in range(rows)]
    return {"type": NAME, "rows": rows, "columns": columns, "blocked": blocked}


def encode(data: dict[str, Any]) -> str:
    marks = [bool(v) for row in data["blocked"] for v in row]
    return encode_binary(marks) if any(marks) else ""
