"""puzz.link Star Battle: the body is `<stars>/<region walls as bits>` (base 32, across then down)."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import PuzzLink, count_prefix, encode_regions, regions_only


def decode(link: PuzzLink) -> dict[str, Any]:
    stars, offset = count_prefix(link.body, "number of stars")
    return {
        "type": "starbattle",
        "size": link.size,
        "stars": stars,
        "regions": regions_only(link.body, link.size, offset),
    }


def encode(data: dict[str, Any]) -> str:
    regions = data["regions"]
    if any(v < 0 for row in regions for v in row):
        raise PuzzleError("puzz.link Star Battle has no blocked cells")
    return f"{data['stars']}/{encode_regions(regions)}"
