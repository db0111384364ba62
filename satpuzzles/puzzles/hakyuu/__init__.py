"""Hakyuu (Ripple Effect): a region of n cells holds 1..n; two equal digits d in a row or column have at
least d cells between them.

Built on the kernel alone: the rules are stated in a rule book (encode.py) and explain, steps, hint and grade
come from the generic machinery; the generator draws random region maps (generate.py). puzz.link calls it
`ripple`; Tatham's collection has no Hakyuu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from satpuzzles.typekit import (
    Checker,
    Compiler,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    PuzzlinkCodec,
    TextCodec,
)
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.deferred import deferred

from . import edit, encode, generate, model, rules, samples, text
from .model import NAME, Hakyuu, Solution

if TYPE_CHECKING:
    from . import look, puzzlink

SPEC: PuzzleSpec[Hakyuu, Solution] = PuzzleSpec(
    name=NAME,
    title="Hakyuu",
    aliases=("ripple", "rippleeffect"),
    model=Hakyuu,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        dataset="Hakyuu",
    ),
    puzzlink=PuzzlinkCodec(
        ("ripple", "hakyuu"),
        deferred(__name__, "puzzlink", lambda: puzzlink.decode),
        deferred(__name__, "puzzlink", lambda: puzzlink.encode),
        rectangular=True,
    ),
    generator=generate.GENERATOR,
    look=Look(deferred(__name__, "look", lambda: look.draw)),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Hakyuu"]
