"""Kakuro: digits 1..9 in the white cells; each run adds up to its sum with no digit twice.

The rules are stated in a rule book (encode.py): solving, explain, steps, hint, grade and generate come
from the kernel's generic machinery. puzz.link URLs: pzprjs's `kakuro` (puzzlink.py); Tatham's collection
has no Kakuro.
"""

from __future__ import annotations

from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import digits
from satpuzzles.typekit.spec import (
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

from . import edit, encode, generate, look, model, puzzlink, rules, samples, text
from .model import Kakuro, Solution

SPEC: PuzzleSpec[Kakuro, Solution] = PuzzleSpec(
    name=model.NAME,
    aliases=("cross-sums",),
    model=Kakuro,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    checker=Checker(rules.violations),
    # every puzzle is its own shape: MiniSat loads and frees a formula faster than CaDiCaL, solving alike
    # (benchmarks/README.md, "the cheap types")
    policy=SolverPolicy(preferred_backend="minisat22"),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit_solution,
        compare=digits,
        dataset="Kakuro",
    ),
    generator=generate.GENERATOR,
    puzzlink=PuzzlinkCodec(
        ("kakuro",), puzzlink.decode, puzzlink.encode, rectangular=True, dimensions=puzzlink.dimensions
    ),
    look=Look(look.draw),
    editor=edit.EDITOR,
    title="Kakuro",
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Kakuro"]
