"""LITS: shade one tetromino in every region; equal tetrominoes never share an edge across a border; no 2x2
block all shaded; the shaded cells connected.

Built on the kernel: the rules are a rule book (encode.py) over the regions and connectivity vocabulary,
the connectivity rule a lazy one; explain, steps, hint and grade come from the generic machinery. Tatham's
collection has no LITS. The regions are the puzzle, so the generator repairs a random layout until its
solution is the only one (generate.py, the kernel's shapedraft).
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
from satpuzzles.typekit.puzzlekit import marks

from . import edit, encode, generate, model, rules, samples, text
from .model import NAME, Lits, Solution

if TYPE_CHECKING:
    from . import look, puzzlink


SPEC: PuzzleSpec[Lits, Solution] = PuzzleSpec(
    name=NAME,
    title="LITS",
    samples=samples.SAMPLES,
    aliases=(),
    model=Lits,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES), exact=book_exact(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    policy=SolverPolicy(kept_shapes=2),  # a layout is its own shape: kept sessions would only cost memory
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        compare=marks("L", "I", "T", "S"),  # the shaded cells and their tetrominoes' letters
        dataset="LITS",
    ),
    puzzlink=PuzzlinkCodec(
        ("lits",),
        deferred(__name__, "puzzlink", lambda: puzzlink.decode),
        deferred(__name__, "puzzlink", lambda: puzzlink.encode),
    ),
    look=Look(deferred(__name__, "look", lambda: look.draw)),
    editor=edit.EDITOR,
    generator=generate.GENERATOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
)

__all__ = ["SPEC", "Lits"]
