"""Tents: a tent beside every tree, one to one; tents never touch; rows and columns count their tents.

Built on the kernel: the rules are stated in a rule book (encode.py) and explain, steps, hint and grade come
from the generic machinery; generate draws random tree-tent layouts (the trees are the puzzle's shape) and
hides numbers with the generic oracle. puzz.link URLs: pzprjs's `tents` (puzzlink.py); Tatham's Tents IDs.
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
    SolverPolicy,
    TextCodec,
)
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import marks

from . import edit, encode, generate, model, puzzlink, rules, samples, tatham, text
from .model import NAME, Solution, Tents


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look  # only render loads the picture

    return look.draw(data, solution)


SPEC: PuzzleSpec[Tents, Solution] = PuzzleSpec(
    name=NAME,
    title="Tents",
    aliases=("tent",),
    model=Tents,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    # MiniSat solves a size's template faster than CaDiCaL (the dataset: 3.5 -> 3.1 ms a puzzle, benchmarks/README.md)
    policy=SolverPolicy(preferred_backend="minisat22"),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.write_solution,
        compare=marks(text.PK_TENT),
        dataset="Tent",
    ),
    game_id=GameIdCodec(tatham.read, tatham.write, tatham.looks_like),
    generator=generate.GENERATOR,
    puzzlink=PuzzlinkCodec(("tents",), puzzlink.decode, puzzlink.encode, rectangular=True),
    look=Look(draw),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Tents"]
