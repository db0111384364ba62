"""puzz.link Country Road (pzprjs `country`): the region walls (pzprjs's Border code), then one Number16 value
per region in the order of the regions' first cells, shown on that first cell. The reader takes square
grids. pzprjs's `e` flag (regions the loop may miss) is another rule and is refused."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import (
    QUESTION,
    PuzzLink,
    decode_number16,
    decode_regions,
    encode_number16,
    encode_regions,
    positive,
    refuse_flags,
)
from satpuzzles.typekit.textgrid import BLOCKED_REGION


def decode(link: PuzzLink) -> dict[str, Any]:
    refuse_flags(link, {"e": "the loop may miss a region"})
    n = link.size
    if link.height != n:
        raise PuzzleError(f"only square grids are read here, found {link.columns} columns and {link.height} rows")
    regions, end = decode_regions(link.body, n)
    firsts: dict[int, tuple[int, int]] = {}
    for r in range(n):
        for c in range(n):
            firsts.setdefault(regions[r][c], (r, c))
    values, _ = decode_number16(link.body, end, len(firsts), "region numbers")
    if QUESTION in values:
        raise PuzzleError(
            "a '?' number (pzprjs's unknown number) is not supported", where=f"region {values.index(QUESTION) + 1}"
        )
    numbers: list[list[int | None]] = [[None] * n for _ in range(n)]
    for region, (r, c) in firsts.items():
        numbers[r][c] = positive(values[region], f"region {region + 1}")
    return {"type": "countryroad", "rows": n, "columns": n, "regions": regions, "numbers": numbers}


def encode(data: dict[str, Any]) -> str:
    regions = data["regions"]
    if any(BLOCKED_REGION in row for row in regions):
        raise PuzzleError("puzz.link's Country Road has no blocked cells: this puzzle cannot be written as a URL")
    order: dict[int, int] = {}
    for row in regions:
        for region in row:
            order.setdefault(region, len(order))
    values: list[int | None] = [None] * len(order)
    for r, row in enumerate(data["numbers"]):
        for c, value in enumerate(row):
            if value is not None:
                values[order[regions[r][c]]] = value
    return encode_regions(regions) + encode_number16(values)
