"""puzz.link Tents (pzprjs `tents`): the numbers outside the grid in Number16, first one above each column,
then one left of each row (typekit.puzzlink.decode_outside), then the trees in pzprjs's 1Cell code."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.puzzlink import (
    QUESTION,
    PuzzLink,
    decode_1cell,
    decode_outside,
    encode_1cell,
    encode_outside,
    require_end,
)

from .model import EMPTY, NAME, TREE


def decode(link: PuzzLink) -> dict[str, Any]:
    rows, columns, body = link.height, link.columns, link.body
    tops, sides, start = decode_outside(body, 0, (columns, rows), (1, 1))
    trees, end = decode_1cell(body, start, rows * columns, "trees")
    require_end(body, end, "the trees")
    grid = ["".join(TREE if trees[r * columns + c] else EMPTY for c in range(columns)) for r in range(rows)]
    return {
        "type": NAME,
        "rows": rows,
        "columns": columns,
        "grid": grid,
        "row_tents": [None if line[0] == QUESTION else line[0] for line in sides],
        "column_tents": [None if line[0] == QUESTION else line[0] for line in tops],
    }


def encode(data: dict[str, Any]) -> str:
    numbers = encode_outside([[v] for v in data["column_tents"]], [[v] for v in data["row_tents"]])
    return numbers + encode_1cell([ch == TREE for row in data["grid"] for ch in row])
