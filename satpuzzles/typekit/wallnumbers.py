"""puzz.link bodies of a region map and a number per cell, as pzprjs writes several region-digit types: the
region walls (base 32 bits, first between horizontal neighbours row by row, then between vertical ones), then
the cells' numbers in pzprjs's Number16 code, row by row. Grids may be rectangles. Works on the JSON schema
of typekit.regiondigits (`regions` and `givens`)."""

from __future__ import annotations

from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.puzzlink import (
    PuzzLink,
    decode_number16,
    encode_number16,
    encode_wall_bits,
    positive,
    regions_from_walls,
    wall_bits,
    wall_counts,
    walls_of,
)


def decode(name: str, link: PuzzLink) -> dict[str, Any]:
    """The JSON object of type `name` that the URL's body describes."""
    rows, columns, body = link.height, link.columns, link.body
    first, second = wall_counts(columns, rows)
    walls = body[: first + second].ljust(first + second, "0")  # like pzprjs, a short body means no more walls
    across_bits = wall_bits(walls[:first], (columns - 1) * rows, 0)
    down_bits = wall_bits(walls[first:], columns * (rows - 1), first)
    across = [across_bits[r * (columns - 1) : (r + 1) * (columns - 1)] for r in range(rows)]
    down = [down_bits[r * columns : (r + 1) * columns] for r in range(rows - 1)]
    values, end = decode_number16(body, first + second, rows * columns, "a given")
    if end < len(body):
        raise PuzzleError(f"unexpected {body[end:]!r} after the givens", where=f"body character {end + 1}")
    values += [None] * (rows * columns - len(values))
    givens = [
        [positive(values[r * columns + c], f"row {r + 1}, column {c + 1}") for c in range(columns)] for r in range(rows)
    ]
    regions = regions_from_walls(columns, across, down, rows)
    return {"type": name, "rows": rows, "columns": columns, "regions": regions, "givens": givens}


def encode(data: dict[str, Any]) -> str:
    """The body; refused when a region is in pieces (walls cannot say that)."""
    regions, givens = data["regions"], data["givens"]
    across, down = walls_of(regions)
    areas = regions_from_walls(len(regions[0]), across, down, len(regions))
    first_area: dict[int, int] = {}
    for r, row in enumerate(regions):
        for c, region in enumerate(row):
            if first_area.setdefault(region, areas[r][c]) != areas[r][c]:
                raise PuzzleError(
                    f"the region of row {r + 1}, column {c + 1} is in pieces: puzz.link draws regions as walls, "
                    "so each piece would become a region of its own"
                )
    walls = encode_wall_bits([b for row in across for b in row]) + encode_wall_bits([b for row in down for b in row])
    return walls + encode_number16([v for row in givens for v in row])
