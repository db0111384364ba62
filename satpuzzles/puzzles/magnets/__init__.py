"""Magnets (Tatham's Magnets, janko.at's Magnete): each domino a magnet (+ and -) or blank, equal poles never
share an edge, rows and columns count their + and - cells.

Built on the kernel: the rules are stated in a rule book (encode.py) and explain, steps, hint and grade come
from the generic machinery; generate draws random domino layouts and hides numbers with the generic oracle.
puzz.link URLs: pzprjs's `magnets` (puzzlink.py); Tatham's Magnets IDs (tatham.py).
"""

from __future__ import annotations

from typing import Any

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
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.spec import SharedCompiler

from . import edit, encode, generate, model, puzzlink, rules, samples, tatham, text
from .model import NAME, Magnets, Solution


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look  # only render loads the picture

    return look.draw(data, solution)


SPEC: PuzzleSpec[Magnets, Solution] = PuzzleSpec(
    name=NAME,
    title="Magnets",
    aliases=("magnetic", "magnete"),
    model=Magnets,
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
        write_solution=text.write_solution,
        dataset="Magnetic",
    ),
    game_id=GameIdCodec(tatham.read, tatham.write, tatham.looks_like),
    generator=generate.GENERATOR,
    puzzlink=PuzzlinkCodec(("magnets",), puzzlink.decode, puzzlink.encode, rectangular=True),
    look=Look(draw),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Magnets"]
