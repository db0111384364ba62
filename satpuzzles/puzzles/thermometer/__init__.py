"""Thermometer: fill each thermometer from its bulb without gaps; rows and columns count their filled cells.

Built on the kernel: the rules are stated in a rule book (encode.py) and explain, steps, hint and grade come
from the generic machinery; generate draws random thermometer layouts and hides numbers with the generic
oracle. pzprjs and Tatham's collection have no Thermometer.
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
    SolverPolicy,
    TextCodec,
)
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper

from . import edit, encode, generate, model, rules, samples, text
from .model import NAME, Solution, Thermometer


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look  # only render loads the picture

    return look.draw(data, solution)


SPEC: PuzzleSpec[Thermometer, Solution] = PuzzleSpec(
    name=NAME,
    title="Thermometer",
    aliases=("thermometers",),
    model=Thermometer,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.write_solution,
        dataset="Thermometer",
    ),
    generator=generate.GENERATOR,
    # MiniSat answered its warm templates' two calls faster than CaDiCaL (benchmarks/README.md, issue 32)
    policy=SolverPolicy(preferred_backend="minisat22"),
    look=Look(draw),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Thermometer"]
