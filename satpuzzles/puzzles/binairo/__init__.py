"""Binairo: 0 and 1 in every cell, no three alike in a line, every row and column half and half.

Built on the kernel: the rules are stated in a rule book (encode.py) and every command that needs more than
solving (explain, steps, hint, grade, generate) comes from the generic machinery. pzprjs has no Binairo, so
there is no puz.link part; Tatham's Unruly IDs read and write (tatham.py).
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
from satpuzzles.typekit.bookdraft import book_generator
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper

from . import edit, encode, generate, look, model, rules, samples, tatham, text
from .model import NAME, Binairo, Solution

SPEC: PuzzleSpec[Binairo, Solution] = PuzzleSpec(
    name=NAME,
    title="Binairo",
    samples=samples.SAMPLES,
    aliases=("takuzu", "unruly"),
    model=Binairo,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        dataset="Binairo",
    ),
    game_id=GameIdCodec(tatham.read, tatham.write, tatham.looks_like),
    generator=book_generator(encode.RULES, generate.blank, generate.OPTIONS),
    look=Look(look.draw),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
)

__all__ = ["SPEC", "Binairo"]
