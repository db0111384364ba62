"""Akari (Light Up): lights in white cells light their row and column up to a black cell; every white cell is
lit, no light lights another, and a numbered black cell has that many lights next to it.

Built on the kernel: the rules are a rule book (encode.py) over the sightlines vocabulary; the numbers are
hints, so explain, steps, hint, grade and generate come from the generic machinery.
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
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.deferred import deferred
from satpuzzles.typekit.puzzlekit import marks

from . import edit, encode, generate, model, rules, samples, text
from .model import NAME, Akari, Solution

if TYPE_CHECKING:
    from . import look, puzzlink, tatham


SPEC: PuzzleSpec[Akari, Solution] = PuzzleSpec(
    name=NAME,
    title="Akari",
    samples=samples.SAMPLES,
    aliases=("lightup", "light-up"),
    model=Akari,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    # a layout is its own shape: kept sessions would only cost memory; MiniSat loads, solves and frees one puzzle
    # faster than CaDiCaL (the whole dataset: 7.5 -> 6.2 ms a puzzle, encodings/akari.md)
    policy=SolverPolicy(preferred_backend="minisat22", kept_shapes=2),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        compare=marks("o"),  # the lights
        dataset="Akari",
    ),
    puzzlink=PuzzlinkCodec(
        ("lightup", "akari"),
        deferred(__name__, "puzzlink", lambda: puzzlink.decode),
        deferred(__name__, "puzzlink", lambda: puzzlink.encode),
    ),
    game_id=GameIdCodec(
        deferred(__name__, "tatham", lambda: tatham.read),
        deferred(__name__, "tatham", lambda: tatham.write),
        deferred(__name__, "tatham", lambda: tatham.looks_like),
    ),
    generator=generate.GENERATOR,
    look=Look(deferred(__name__, "look", lambda: look.draw)),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
)

__all__ = ["SPEC", "Akari"]
