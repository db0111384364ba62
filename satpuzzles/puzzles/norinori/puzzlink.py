"""puzz.link Norinori (pzprjs `norinori`): the body is the region walls as bits (base 32), first between
horizontal neighbours row by row, then between vertical ones, as Star Battle's; regions are the areas
between walls. The URL reader takes square grids."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.puzzlink import PuzzLink, encode_regions, regions_only

from .model import NAME


def decode(link: PuzzLink) -> dict[str, Any]:
    return {"type": NAME, "size": link.size, "regions": regions_only(link.body, link.size)}


def encode(data: dict[str, Any]) -> str:
    regions = data["regions"]
    if data.get("shaded"):
        raise PuzzleError("puzz.link's Norinori has no given shaded cells: this puzzle cannot be written as a URL")
    if data["rows"] != data["cols"]:
        raise PuzzleError("the puzz.link writer here takes square grids only")
    return encode_regions(regions)
