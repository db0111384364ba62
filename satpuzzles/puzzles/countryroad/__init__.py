"""Country Road: one loop through the cell centres visits every region once; numbers count its cells there.

Built on the kernel alone: the rules are stated in a rule book (encode.py) and every command that needs
more than solving (explain, steps, hint, grade, render) comes from the generic machinery; generation draws
random regions, then runs the generic recipe on them (generate.py).
"""

from __future__ import annotations

from satpuzzles.typekit.bookspec import BookType, line_spec
from satpuzzles.typekit.spec import PuzzleSpec

from . import edit, encode, generate, look, model, puzzlink, rules, samples, text
from .model import CountryRoad, Solution

ABOUT = BookType(
    title="Country Road",
    aliases=("country-road", "country"),
    dataset="CountryRoad",
    puzzlink_names=("country",),
    editor=edit.EDITOR,
    generator=generate.GENERATOR,
)

SPEC: PuzzleSpec[CountryRoad, Solution] = line_spec(
    CountryRoad, ABOUT, (model, text, encode, rules, puzzlink, look), samples.SAMPLES
)

__all__ = ["SPEC", "CountryRoad"]
