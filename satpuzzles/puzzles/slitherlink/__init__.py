"""Slitherlink (Tatham's Loopy): one loop along the grid lines; a number counts its cell's sides on the loop.

Built on the kernel alone: the rules are stated in a rule book (encode.py) and every command that needs
more than solving (explain, steps, hint, grade, generate, render) comes from the generic machinery.
"""

from __future__ import annotations

from satpuzzles.typekit.bookdraft import book_generator
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler, book_exact
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import exact
from satpuzzles.typekit.spec import (
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

from . import edit, encode, generate, look, model, puzzlink, rules, samples, tatham, text
from .model import Slitherlink, Solution

SPEC: PuzzleSpec[Slitherlink, Solution] = PuzzleSpec(
    name="slitherlink",
    aliases=("loopy", "slither"),
    model=Slitherlink,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES), exact=book_exact(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.solution_text,
        compare=exact,
        dataset="Slitherlink",
    ),
    puzzlink=PuzzlinkCodec(("slither",), puzzlink.decode, puzzlink.encode, rectangular=True),
    game_id=GameIdCodec(tatham.read, tatham.write, tatham.looks_like),
    generator=book_generator(encode.RULES, generate.blank, generate.OPTIONS),
    look=Look(look.draw),
    editor=edit.EDITOR,
    title="Slitherlink",
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Slitherlink"]
