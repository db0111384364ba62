"""Heyawake: a numbered room holds that many shaded cells, shaded cells never share an edge, the unshaded
cells are connected, and no straight run of unshaded cells crosses two room borders.

Built on the kernel: the rules are a rule book (encode.py), the numbers its hints, the unshaded cells'
connectivity a lazy rule (cuts while solving and stepping, exact in export and certificates); explain, steps,
hint, grade and generate come from the generic machinery. Tatham's collection has no Heyawake.
"""

from __future__ import annotations

from satpuzzles.typekit import PuzzleSpec
from satpuzzles.typekit.bookspec import BookType, shading_spec
from satpuzzles.typekit.shadingedit import numbered_cells_editor

from . import encode, generate, look, model, puzzlink, rules, samples, text
from .model import Heyawake, Solution

ABOUT = BookType(
    title="Heyawake",
    aliases=(),
    dataset="Heyawake",
    puzzlink_names=("heyawake",),
    editor=numbered_cells_editor(),
    generator=generate.GENERATOR,
)

SPEC: PuzzleSpec[Heyawake, Solution] = shading_spec(
    Heyawake, ABOUT, (model, text, encode, rules, puzzlink, look), samples.SAMPLES
)

__all__ = ["SPEC", "Heyawake"]
