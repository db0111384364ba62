"""The Hakyuu puzzle (Ripple Effect): a grid cut into regions, some cells given a digit (typekit.regiondigits).

Rules: a region of n cells holds the digits 1..n once each; two equal digits d in one row or one column have
at least d cells between them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from satpuzzles.typekit.regiondigits import RegionDigits, Solution

NAME = "hakyuu"


@dataclass(frozen=True)
class Hakyuu(RegionDigits):
    """ROWS x COLUMNS cells in regions; a region of n cells holds 1..n; equal digits d keep d cells apart."""

    type_name: ClassVar[str] = NAME


__all__ = ["NAME", "Hakyuu", "Solution"]
