"""Numberlink: lines through the cell centres join each pair of equal numbers, never crossing or sharing a cell.

Built on the kernel alone: the rules are stated in a rule book (encode.py); explain, steps and hint come
from the generic machinery. The numbers are the whole puzzle and part of its shape (every one is needed:
a line must end on it), so the type has no hints to hide: its generator cuts the lines of a random solution
until it is unique (generate.py).
"""

from __future__ import annotations

from satpuzzles.typekit.bookspec import BookType, line_spec
from satpuzzles.typekit.spec import PuzzleSpec

from . import edit, encode, generate, look, model, puzzlink, rules, samples, text
from .model import Numberlink, Solution

ABOUT = BookType(
    title="Numberlink",
    aliases=("arukone", "numlin"),
    dataset="NumberLink",
    puzzlink_names=("numlin",),
    editor=edit.EDITOR,
    generator=generate.GENERATOR,
)

SPEC: PuzzleSpec[Numberlink, Solution] = line_spec(
    Numberlink, ABOUT, (model, text, encode, rules, puzzlink, look), samples.SAMPLES
)

__all__ = ["SPEC", "Numberlink"]
