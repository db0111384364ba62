"""puzz.link Hashi (pzprjs `hashikake`): the cells in Number16, row by row; `.` an island without a number."""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.puzzlink import PuzzLink, decode_number_grid, encode_number_grid

from .model import ASKED, NAME


def decode(link: PuzzLink) -> dict[str, Any]:
    islands = decode_number_grid(link, "cells", ASKED)
    return {"type": NAME, "rows": link.height, "columns": link.columns, "islands": islands}


def encode(data: dict[str, Any]) -> str:
    return encode_number_grid(data["islands"], ASKED)
