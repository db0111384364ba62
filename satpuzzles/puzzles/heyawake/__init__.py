"""Heyawake: a numbered room holds that many shaded cells, shaded cells never share an edge, the unshaded
cells are connected, and no straight run of unshaded cells crosses two room borders.

Built on the kernel: the rules are a rule book (encode.py), the numbers its hints, the unshaded cells'
connectivity a lazy rule (cuts while solving and stepping, exact in export and certificates); explain, steps,
hint, grade and generate come from the generic machinery. Tatham's collection has no Heyawake.
"""

from __future__ import annotations

from satpuzzles.typekit import (
    Checker,
    Compiler,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    PuzzlinkCodec,
    TextCodec,
)
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler, book_exact
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import exact
from satpuzzles.typekit.shadingedit import numbered_cells_editor
from satpuzzles.typekit.shadingjson import shading_cell_text, shading_to_json

from . import encode, generate, look, model, puzzlink, rules, samples, text
from .model import NAME, Heyawake, Solution

SPEC: PuzzleSpec[Heyawake, Solution] = PuzzleSpec(
    name=NAME,
    title="Heyawake",
    aliases=(),
    samples=samples.SAMPLES,
    model=Heyawake,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, shading_to_json, shading_cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES), exact=book_exact(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        compare=exact,  # every cell: `x` shaded, `-` unshaded
        dataset="Heyawake",
    ),
    puzzlink=PuzzlinkCodec(("heyawake",), puzzlink.decode, puzzlink.encode, rectangular=True),
    generator=generate.GENERATOR,
    look=Look(look.draw),
    editor=numbered_cells_editor(),
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
)

__all__ = ["SPEC", "Heyawake"]
