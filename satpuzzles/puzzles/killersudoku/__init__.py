"""Killer Sudoku: a Sudoku whose cages each add up to their sum with no digit twice.

The rules are stated in a rule book (encode.py): solving, explain, steps, hint and grade come from the
kernel's generic machinery; the generator shows every sum (generate.py). pzprjs has no Killer Sudoku;
Tatham's Solo killer IDs (boxes, no givens) read and write.
"""

from __future__ import annotations

from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.spec import (
    Checker,
    Compiler,
    GameIdCodec,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    TextCodec,
)

from . import edit, encode, generate, look, model, rules, samples, tatham, text
from .model import KillerSudoku, Solution

SPEC: PuzzleSpec[KillerSudoku, Solution] = PuzzleSpec(
    name=model.NAME,
    aliases=("killer", "sum-sudoku"),
    model=KillerSudoku,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit_solution,
        dataset="KillerSudoku",
    ),
    game_id=GameIdCodec(tatham.read, tatham.write, tatham.looks_like),
    generator=generate.GENERATOR,
    look=Look(look.draw),
    editor=edit.EDITOR,
    title="Killer Sudoku",
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "KillerSudoku"]
