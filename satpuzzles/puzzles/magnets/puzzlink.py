"""puzz.link Magnets (pzprjs `magnets`): the counts outside the grid in Number16 (typekit.puzzlink.
decode_outside), two places above each column and two left of each row, the one nearest the grid counting
`-` cells and the other `+` cells; then the domino walls (pzprjs's Border code); then, when some cell is
given, the given poles in pzprjs's Circle code (1 `+`, 2 `-`) and the cells outside every domino in its
Binary code. puzz.link cannot give a blank cell; pzprjs's `a` flag (anti-magnets: equal poles touch) is
another rule and is refused, and so are cells outside every domino."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import (
    QUESTION,
    PuzzLink,
    decode_binary,
    decode_outside,
    decode_regions,
    decode_triple,
    encode_outside,
    encode_regions,
    encode_triple,
    refuse_flags,
    require_end,
)

from .model import BLANK, MINUS, NAME, PLUS

POLES = (".", PLUS, MINUS)  # pzprjs's circle values 0 (none), 1, 2


def decode(link: PuzzLink) -> dict[str, Any]:
    refuse_flags(link, {"a": "anti-magnets, where equal poles touch"})
    rows, columns, body = link.height, link.columns, link.body
    tops, sides, start = decode_outside(body, 0, (columns, rows), (2, 2))
    dominoes, start = decode_regions(body, columns, rows, start)
    poles, start = decode_triple(body, start, rows * columns, "given poles")
    outside, end = decode_binary(body, start, rows * columns, "cells outside the dominoes")
    require_end(body, end, "the last cell")
    if any(outside):
        k = outside.index(True)
        raise PuzzleError(
            "a cell outside every domino is not supported", where=f"row {k // columns + 1}, column {k % columns + 1}"
        )
    data: dict[str, Any] = {"type": NAME, "rows": rows, "columns": columns, "dominoes": dominoes}
    data["minus_columns"], data["plus_columns"] = _counts(tops)
    data["minus_rows"], data["plus_rows"] = _counts(sides)
    if any(poles):
        data["givens"] = ["".join(POLES[v] for v in poles[r * columns : (r + 1) * columns]) for r in range(rows)]
    return data


def _counts(lines: list[list[int | None]]) -> tuple[list[int | None], list[int | None]]:
    """The `-` counts (nearest the grid) and the `+` counts."""
    return [None if v == QUESTION else v for v, _ in lines], [None if v == QUESTION else v for _, v in lines]


def encode(data: dict[str, Any]) -> str:
    tops = [list(pair) for pair in zip(data["minus_columns"], data["plus_columns"], strict=True)]
    sides = [list(pair) for pair in zip(data["minus_rows"], data["plus_rows"], strict=True)]
    body = encode_outside(tops, sides) + encode_regions(data["dominoes"])
    givens = "".join(data.get("givens") or [])
    if BLANK in givens:
        raise PuzzleError("puzz.link's Magnets cannot give a blank cell (only + and - poles)")
    if givens.strip("."):
        body += encode_triple([POLES.index(v) for v in givens])
    return body
