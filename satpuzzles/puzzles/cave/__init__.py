"""Cave (janko: Corral): the unshaded cells form one connected area, every shaded cell connects to the edge
through shaded cells, and a number is unshaded and sees that many unshaded cells along its row and column.

Built on the kernel: the rules are a rule book (encode.py), the two connectivity rules lazy ones (cuts
while solving, exact in export and certificates); explain, steps, hint and grade come from the generic
machinery. The numbers are the shape, so the generator is the type's own (generate.py). Tatham's
collection has no Cave.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from satpuzzles.typekit.deferred import deferred
from satpuzzles.typekit.puzzlekit import exact

from . import edit, encode, generate, model, rules, samples, text
from .model import NAME, Cave, Solution

if TYPE_CHECKING:
    from . import look, puzzlink


SPEC: PuzzleSpec[Cave, Solution] = PuzzleSpec(
    name=NAME,
    title="Cave",
    samples=samples.SAMPLES,
    aliases=("corral",),
    model=Cave,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES), exact=book_exact(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    policy=SolverPolicy(kept_shapes=2),  # the numbers are the shape: kept sessions would only cost memory
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        compare=exact,  # every cell: `x` inside the cave, `-` a wall
        dataset="Cave",
    ),
    puzzlink=PuzzlinkCodec(
        ("cave",),
        deferred(__name__, "puzzlink", lambda: puzzlink.decode),
        deferred(__name__, "puzzlink", lambda: puzzlink.encode),
    ),
    generator=generate.GENERATOR,
    look=Look(deferred(__name__, "look", lambda: look.draw)),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
)

__all__ = ["SPEC", "Cave"]
