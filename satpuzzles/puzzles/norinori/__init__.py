"""Norinori: shade two cells in every region so that the shaded cells pair up into dominoes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from satpuzzles.typekit import Checker, Compiler, Look, ModelCodec, PuzzlekitCodec, PuzzleSpec, PuzzlinkCodec, TextCodec
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.deferred import deferred
from satpuzzles.typekit.puzzlekit import marks
from satpuzzles.typekit.spec import SolverPolicy

from . import edit, encode, generate, model, rules, samples, text
from .model import NAME, Norinori, Solution

# Simon Tatham's collection has no Norinori, so there are no game IDs. The rules are a rule book
# (encode.py): explain, steps, hint, grade and generate come from the kernel.

# Parts that cost 5 ms or more to import and that `solve` never uses load on their first call
# (typekit/deferred.py; the measurements: benchmarks/README.md).
if TYPE_CHECKING:
    from . import look, puzzlink


SPEC: PuzzleSpec[Norinori, Solution] = PuzzleSpec(
    name=NAME,
    title="Norinori",
    samples=samples.SAMPLES,
    aliases=(),
    model=Norinori,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    # a layout is its own shape: kept sessions would only cost memory; MiniSat loads, solves and frees one puzzle
    # faster than CaDiCaL (the whole dataset: 3.8 -> 3.4 ms a puzzle, benchmarks/README.md)
    policy=SolverPolicy(preferred_backend="minisat22", kept_shapes=2),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        compare=marks("x"),
        dataset="Norinori",
    ),
    puzzlink=PuzzlinkCodec(
        ("norinori",),
        deferred(__name__, "puzzlink", lambda: puzzlink.decode),
        deferred(__name__, "puzzlink", lambda: puzzlink.encode),
    ),
    generator=generate.GENERATOR,
    look=Look(deferred(__name__, "look", lambda: look.draw)),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
)

__all__ = ["SPEC", "Norinori"]
