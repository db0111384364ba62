"""Fillomino: divide the grid into regions; each number is the size of its region; two regions of the same
size never share an edge.

Built on the kernel alone: the rules are stated in a rule book (encode.py), the area sizes through the
kernel's sized-areas rule (cuts while solving and stepping, exact layers elsewhere); explain, steps, hint and grade come
from the generic machinery. puzz.link calls it `fillomino`; Tatham's Filling IDs read and write. The givens
are the shape, so the generator hides them one whole puzzle at a time (generate.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from satpuzzles.typekit import (
    Checker,
    Compiler,
    GameIdCodec,
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

from . import edit, encode, generate, model, rules, samples, tatham, text
from .model import NAME, Fillomino, Solution

if TYPE_CHECKING:
    from . import look, puzzlink

SPEC: PuzzleSpec[Fillomino, Solution] = PuzzleSpec(
    name=NAME,
    title="Fillomino",
    aliases=(),
    model=Fillomino,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES), exact=book_exact(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    policy=SolverPolicy(kept_shapes=2),  # every puzzle is its own shape: kept sessions would only cost memory
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        dataset="Fillomino",
    ),
    puzzlink=PuzzlinkCodec(
        ("fillomino",),
        deferred(__name__, "puzzlink", lambda: puzzlink.decode),
        deferred(__name__, "puzzlink", lambda: puzzlink.encode),
        rectangular=True,
    ),
    game_id=GameIdCodec(tatham.read, tatham.write, tatham.looks_like),
    look=Look(deferred(__name__, "look", lambda: look.draw)),
    editor=edit.EDITOR,
    generator=generate.GENERATOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Fillomino"]
