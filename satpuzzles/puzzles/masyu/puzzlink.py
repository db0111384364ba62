"""puzz.link Masyu (pzprjs `mashu`): the body is pzprjs's Circle code (typekit.puzzlink.decode_triple), three
cells per base-27 character in reading order: 0 none, 1 a white pearl, 2 a black one.
"""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.puzzlink import PuzzLink, decode_triple, encode_triple, refuse_flags

from .model import BLACK, WHITE

PEARLS = (None, WHITE, BLACK)


def decode(link: PuzzLink) -> dict[str, Any]:
    refuse_flags(link, {"f": "the loop visits every cell"})
    rows, columns = link.height, link.columns
    values, _ = decode_triple(link.body, 0, rows * columns, "pearls")
    cells = [PEARLS[v] for v in values]
    pearls = [cells[r * columns : (r + 1) * columns] for r in range(rows)]
    return {"type": "masyu", "rows": rows, "columns": columns, "pearls": pearls}


def encode(data: dict[str, Any]) -> str:
    return encode_triple([PEARLS.index(v) for row in data["pearls"] for v in row])
