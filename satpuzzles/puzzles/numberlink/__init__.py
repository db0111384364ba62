"""Numberlink: lines through the cell centres join each pair of equal numbers, never crossing or sharing a cell.

Built on the kernel alone: the rules are stated in a rule book (encode.py); explain, steps and hint come
from the generic machinery. The numbers are the whole puzzle and part of its shape (every one is needed:
a line must end on it), so the type has no hints to hide and no generator.
"""

from __future__ import annotations

from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler, book_exact
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import same_lines
from satpuzzles.typekit.spec import (
    Checker,
    Compiler,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    PuzzlinkCodec,
    TextCodec,
)

from . import edit, encode, look, model, puzzlink, rules, samples, text
from .model import Numberlink, Solution

SPEC: PuzzleSpec[Numberlink, Solution] = PuzzleSpec(
    name="numberlink",
    aliases=("arukone", "numlin"),
    model=Numberlink,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES), exact=book_exact(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.solution_text,
        compare=same_lines,
        dataset="NumberLink",
    ),
    puzzlink=PuzzlinkCodec(("numlin",), puzzlink.decode, puzzlink.encode, rectangular=True),
    look=Look(look.draw),
    editor=edit.EDITOR,
    title="Numberlink",
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Numberlink"]
