"""Battleship: place the fleet, straight ships that never touch, as the row and column numbers and the given
segments say.

Built on the kernel: the rules are stated in a rule book (encode.py) and explain, steps, hint, grade and
generate come from the generic machinery. puzz.link URLs follow pzprjs's `battleship` (puzzlink.py).
Tatham's collection has no Battleship.
"""

from __future__ import annotations

from typing import Any

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
from satpuzzles.typekit.bookdraft import book_generator
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import exact
from satpuzzles.typekit.shadingjson import shading_cell_text, shading_from_json, shading_to_json

from . import edit, encode, generate, model, puzzlink, rules, samples, text
from .model import NAME, Battleship, Solution


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look  # only render loads the picture

    return look.draw(data, solution)


def _solution_from_json(p: Battleship, data: Any) -> Solution:
    return shading_from_json(p.rows, p.columns, data)


SPEC: PuzzleSpec[Battleship, Solution] = PuzzleSpec(
    name=NAME,
    title="Battleship",
    aliases=("battleships",),
    model=Battleship,
    codec=ModelCodec(model.from_json, model.to_json, _solution_from_json, shading_to_json, shading_cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.write_solution,
        compare=exact,
        dataset="Battleship",
    ),
    puzzlink=PuzzlinkCodec(("battleship",), puzzlink.decode, puzzlink.encode, rectangular=True),
    generator=book_generator(encode.RULES, generate.blank, generate.OPTIONS, generate.numbered),
    look=Look(draw),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Battleship"]
