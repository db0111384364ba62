"""Suguru: a region of n cells holds 1..n; two equal digits never touch, not even diagonally.

Built on the kernel alone: the board, its formats, picture, editor and generator are typekit's region-digit
kit (typekit/regiondigitspec.py); the type states its own rule in a rule book (encode.py) and checks it
(rules.py). puzz.link calls it `suguru` (pzprjs codes it as Ripple Effect); Tatham's collection has no
Suguru.
"""

from __future__ import annotations

from satpuzzles.typekit import PuzzleSpec
from satpuzzles.typekit.regiondigitspec import RegionDigitType, region_digit_spec

from . import encode, rules, samples
from .model import Solution, Suguru

ABOUT = RegionDigitType(
    title="Suguru",
    aliases=("tectonic",),
    puzzlink_names=("suguru",),
    dataset="Suguru",
    rule_caption="a region of n cells holds 1-n; equal digits never touch, diagonally included",
    max_region=6,  # janko's maps mostly hold regions of 4 to 7 cells; random maps of smaller ones
    min_region=4,  # almost never have a filling (two touching single cells both hold 1)
)

SPEC: PuzzleSpec[Suguru, Solution] = region_digit_spec(Suguru, ABOUT, encode.RULES, rules.violations, samples.SAMPLES)

__all__ = ["SPEC", "Suguru"]
