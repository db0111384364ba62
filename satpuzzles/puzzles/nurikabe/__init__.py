"""Nurikabe: each number lies in an island of that many unshaded cells holding no other number, the shaded
cells are connected, and no 2x2 area is all shaded.

Built on the kernel: the rules are a rule book (encode.py), the shaded cells' connectivity a lazy rule (cuts
while solving, exact in export and certificates); explain, steps, hint and grade come from the generic
machinery. The numbers are the shape, so the generator is the type's own (generate.py). Tatham's collection
has no Nurikabe.
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
    SolverPolicy,
    TextCodec,
)
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler, book_exact
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import exact
from satpuzzles.typekit.shadingedit import numbered_cells_editor
from satpuzzles.typekit.shadingjson import shading_cell_text, shading_to_json

from . import encode, generate, look, model, puzzlink, rules, samples, text
from .model import NAME, QUESTION, Nurikabe, Solution

SPEC: PuzzleSpec[Nurikabe, Solution] = PuzzleSpec(
    name=NAME,
    title="Nurikabe",
    aliases=(),
    samples=samples.SAMPLES,
    model=Nurikabe,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, shading_to_json, shading_cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES), exact=book_exact(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    policy=SolverPolicy(kept_shapes=2),  # the numbers are the shape: kept sessions would only cost memory
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        compare=exact,  # every cell: `x` shaded, `-` unshaded
        dataset="Nurikabe",
    ),
    puzzlink=PuzzlinkCodec(("nurikabe",), puzzlink.decode, puzzlink.encode, rectangular=True),
    generator=generate.GENERATOR,
    look=Look(look.draw),
    editor=numbered_cells_editor(question=QUESTION),
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
)

__all__ = ["SPEC", "Nurikabe"]
