"""puzz.link Star Battle: the body is `<stars>/<region walls as bits>` (base 32, across then down)."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import (
    PuzzLink,
    count_prefix,
    encode_wall_bits,
    regions_from_walls,
    wall_bits,
    wall_counts,
    walls_of,
)


def decode(link: PuzzLink) -> dict[str, Any]:
    n, body = link.size, link.body
    stars, offset = count_prefix(body, "number of stars")
    walls = body[offset:]
    first, second = wall_counts(n)
    if len(walls) > first + second:
        raise PuzzleError(
            f"expected {first + second} characters of region walls for a {n}x{n} grid, found {len(walls)}",
            where="body",
        )
    walls = walls.ljust(first + second, "0")  # like pzprjs, a short body means no more walls
    across_bits = wall_bits(walls[:first], (n - 1) * n, offset)
    down_bits = wall_bits(walls[first:], n * (n - 1), offset + first)
    across = [across_bits[r * (n - 1) : (r + 1) * (n - 1)] for r in range(n)]
    down = [down_bits[r * n : (r + 1) * n] for r in range(n - 1)]
    return {"type": "starbattle", "size": n, "stars": stars, "regions": regions_from_walls(n, across, down)}


def encode(data: dict[str, Any]) -> str:
    regions = data["regions"]
    n = len(regions)
    if any(v < 0 for row in regions for v in row):
        raise PuzzleError("puzz.link Star Battle has no blocked cells")
    across, down = walls_of(regions)
    areas = regions_from_walls(n, across, down)
    first_area: dict[int, int] = {}
    for r in range(n):
        for c in range(n):
            if first_area.setdefault(regions[r][c], areas[r][c]) != areas[r][c]:
                raise PuzzleError(
                    f"the region of row {r + 1}, column {c + 1} is in pieces: puzz.link draws regions as walls, "
                    "so each piece would become a region of its own"
                )
    walls = encode_wall_bits([b for row in across for b in row]) + encode_wall_bits([b for row in down for b in row])
    return f"{data['stars']}/{walls}"
