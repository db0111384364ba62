"""Hakyuu (Ripple Effect): a region of n cells holds 1..n; two equal digits d in a row or column have at
least d cells between them.

Built on the kernel alone: the board, its formats, picture, editor and generator are typekit's region-digit
kit (typekit/regiondigitspec.py); the type states its own rule in a rule book (encode.py) and checks it
(rules.py). puzz.link calls it `ripple`; Tatham's collection has no Hakyuu.
"""

from __future__ import annotations

from satpuzzles.typekit import PuzzleSpec
from satpuzzles.typekit.regiondigitspec import RegionDigitType, region_digit_spec

from . import encode, rules, samples
from .model import Hakyuu, Solution

ABOUT = RegionDigitType(
    title="Hakyuu",
    aliases=("ripple", "rippleeffect"),
    puzzlink_names=("ripple", "hakyuu"),
    dataset="Hakyuu",
    rule_caption="a region of n cells holds 1-n; equal digits d keep d cells between",
    max_region=5,  # janko's maps mostly hold regions of 1 to 5 cells
)

SPEC: PuzzleSpec[Hakyuu, Solution] = region_digit_spec(Hakyuu, ABOUT, encode.RULES, rules.violations, samples.SAMPLES)

__all__ = ["SPEC", "Hakyuu"]
