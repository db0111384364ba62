"""Nurikabe: each number lies in an island of that many unshaded cells holding no other number, the shaded
cells are connected, and no 2x2 area is all shaded.

Built on the kernel: the rules are a rule book (encode.py), the shaded cells' connectivity a lazy rule (cuts
while solving, exact in export and certificates); explain, steps, hint and grade come from the generic
machinery. The numbers are the shape, so the generator is the type's own (generate.py). Tatham's collection
has no Nurikabe.
"""

from __future__ import annotations

from satpuzzles.typekit import PuzzleSpec, SolverPolicy
from satpuzzles.typekit.bookspec import BookType, shading_spec
from satpuzzles.typekit.shadingedit import numbered_cells_editor

from . import encode, generate, look, model, puzzlink, rules, samples, text
from .model import QUESTION, Nurikabe, Solution

ABOUT = BookType(
    title="Nurikabe",
    aliases=(),
    dataset="Nurikabe",
    puzzlink_names=("nurikabe",),
    editor=numbered_cells_editor(question=QUESTION),
    generator=generate.GENERATOR,
    # minisat22: its conflicts cost less than CaDiCaL's on these formulas (the development half 62 -> 50 s CPU,
    # entries over 1 s 14 -> 7), all but 1108_20x15 (5.1 -> 7.5 s; encodings/nurikabe.md); the numbers are the
    # shape: kept sessions would only cost memory
    policy=SolverPolicy(preferred_backend="minisat22", kept_shapes=2),
)

SPEC: PuzzleSpec[Nurikabe, Solution] = shading_spec(
    Nurikabe, ABOUT, (model, text, encode, rules, puzzlink, look), samples.SAMPLES
)

__all__ = ["SPEC", "Nurikabe"]
