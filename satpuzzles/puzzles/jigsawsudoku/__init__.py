"""Jigsaw Sudoku: an N x N grid whose rows, columns and N irregular regions each hold 1..N once.

The rules are stated in a rule book (encode.py): solving, explain, steps, hint, grade and generate come
from the kernel's generic machinery.
"""

from __future__ import annotations

from satpuzzles.typekit import (
    Checker,
    Compiler,
    GameIdCodec,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    TextCodec,
)
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper

from . import edit, encode, generate, look, model, rules, samples, tatham, text
from .model import NAME, JigsawSudoku, Solution

# pzprjs has no jigsaw Sudoku, so there is no puzz.link codec.


SPEC: PuzzleSpec[JigsawSudoku, Solution] = PuzzleSpec(
    name=NAME,
    title="Jigsaw Sudoku",
    samples=samples.SAMPLES,
    aliases=("jigsaw", "jigsaw-sudoku", "chaos-sudoku"),
    model=JigsawSudoku,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit_solution,
        dataset="JigsawSudoku",
    ),
    game_id=GameIdCodec(tatham.read, tatham.write, tatham.looks_like),
    look=Look(look.draw),
    editor=edit.EDITOR,
    generator=generate.GENERATOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
)

__all__ = ["SPEC", "JigsawSudoku"]
