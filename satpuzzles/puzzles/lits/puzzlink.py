"""puzz.link LITS (pzprjs `lits`): the body is the region walls as bits (base 32), first between
horizontal neighbours row by row, then between vertical ones, as Star Battle's; regions are the areas
between walls. The URL reader takes square grids."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import (
    PuzzLink,
    encode_wall_bits,
    regions_from_walls,
    wall_bits,
    wall_counts,
    walls_of,
)

from .model import NAME


def decode(link: PuzzLink) -> dict[str, Any]:
    n, walls = link.size, link.body
    first, second = wall_counts(n)
    if len(walls) > first + second:
        raise PuzzleError(f"expected {first + second} characters of region walls for a {n}x{n} grid", where="body")
    walls = walls.ljust(first + second, "0")  # like pzprjs, a short body means no more walls
    across_bits = wall_bits(walls[:first], (n - 1) * n, 0)
    down_bits = wall_bits(walls[first:], n * (n - 1), first)
    across = [across_bits[r * (n - 1) : (r + 1) * (n - 1)] for r in range(n)]
    down = [down_bits[r * n : (r + 1) * n] for r in range(n - 1)]
    return {"type": NAME, "size": n, "regions": regions_from_walls(n, across, down)}


def encode(data: dict[str, Any]) -> str:
    regions = data["regions"]
    if any(v == -1 for row in regions for v in row):
        raise PuzzleError("puzz.link's LITS has no blocked cells: this puzzle cannot be written as a URL")
    if len(regions) != len(regions[0]):
        raise PuzzleError("the puzz.link writer here takes square grids only")
    n = len(regions)
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
    return encode_wall_bits([b for row in across for b in row]) + encode_wall_bits([b for row in down for b in row])
