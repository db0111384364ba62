"""Str8t (janko.at's Straights): white cells hold digits, no digit twice in a row or column (black cells'
digits count), and each run of white cells holds consecutive digits in some order.

The rules are stated in a rule book (encode.py): solving, explain, steps, hint and grade come from the
kernel's generic machinery; the generator draws a black pattern and uses the generic recipe (generate.py).
pzprjs has no Str8t and Tatham's collection neither, so there is no URL or game ID part.
"""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.spec import (
    Checker,
    Compiler,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    SharedCompiler,
    TextCodec,
)

from . import edit, encode, generate, model, rules, samples, text
from .model import Solution, Str8t


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look  # only render loads the picture

    return look.draw(data, solution)


SPEC: PuzzleSpec[Str8t, Solution] = PuzzleSpec(
    name=model.NAME,
    aliases=("straights", "str8ts"),
    model=Str8t,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(
        encode.shape,
        book_compiler(encode.RULES),
        shared=SharedCompiler(encode.size_shape, book_compiler(encode.LAYOUTS)),
    ),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit_solution,
        dataset="Str8t",
    ),
    generator=generate.GENERATOR,
    look=Look(draw),
    editor=edit.EDITOR,
    title="Str8t",
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Str8t"]
