"""Simple Loop: one loop through the centres of every cell that is not blocked.

Built on the kernel alone: the rules are stated in a rule book (encode.py); explain, steps and hint come
from the generic machinery. The blocked cells are the whole puzzle and part of its shape, so the type has
no hints to hide: its generator shrinks a random loop until it is unique (generate.py). puzz.link URLs:
pzprjs's `simpleloop` (puzzlink.py).
"""

from __future__ import annotations

from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler, book_exact
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import same_lines
from satpuzzles.typekit.spec import (
    Checker,
    Compiler,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    PuzzlinkCodec,
    TextCodec,
)

from . import edit, encode, generate, look, model, puzzlink, rules, samples, text
from .model import SimpleLoop, Solution

SPEC: PuzzleSpec[SimpleLoop, Solution] = PuzzleSpec(
    name="simpleloop",
    aliases=("simple-loop",),
    model=SimpleLoop,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES), exact=book_exact(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.solution_text,
        compare=same_lines,
        dataset="SimpleLoop",
    ),
    puzzlink=PuzzlinkCodec(("simpleloop",), puzzlink.decode, puzzlink.encode, rectangular=True),
    look=Look(look.draw),
    editor=edit.EDITOR,
    title="Simple Loop",
    generator=generate.GENERATOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "SimpleLoop"]
