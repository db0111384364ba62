"""Sudoku: an N x N grid whose rows, columns and boxes each hold 1..N once, some cells given.

The rules are stated in a rule book (encode.py): solving, explain, steps, hint, grade and generate come
from the kernel's generic machinery.
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
    TextCodec,
)
from satpuzzles.typekit.bookdraft import book_generator
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.deferred import deferred

from . import edit, encode, generate, look, model, rules, samples, tatham, text
from .model import NAME, Solution, Sudoku

# Parts that cost 5 ms or more to import and that `solve` never uses load on their first call
# (typekit/deferred.py; the measurements: benchmarks/README.md).
if TYPE_CHECKING:
    from . import puzzlink


SPEC: PuzzleSpec[Sudoku, Solution] = PuzzleSpec(
    name=NAME,
    title="Sudoku",
    samples=samples.SAMPLES,
    aliases=("number-place",),
    model=Sudoku,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit_solution,
        dataset="Sudoku",
    ),
    puzzlink=PuzzlinkCodec(
        ("sudoku",),
        deferred(__name__, "puzzlink", lambda: puzzlink.decode),
        deferred(__name__, "puzzlink", lambda: puzzlink.encode),
    ),
    game_id=GameIdCodec(tatham.read, tatham.write, tatham.looks_like),
    look=Look(look.draw),
    editor=edit.EDITOR,
    generator=book_generator(encode.RULES, generate.blank),
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
)

__all__ = ["SPEC", "Sudoku"]
