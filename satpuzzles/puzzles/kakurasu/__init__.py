"""Kakurasu: shade cells so that each row's and column's number is the sum of its shaded cells' positions.

Built on the kernel: the rules are stated in a rule book (encode.py) and explain, steps, hint, grade and
generate come from the generic machinery. pzprjs and Tatham's collection have no Kakurasu.
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
from satpuzzles.typekit.bookdraft import book_generator
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import marks

from . import edit, encode, generate, model, rules, samples, text
from .model import NAME, SHADED, Kakurasu, Solution


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look  # only render loads the picture

    return look.draw(data, solution)


SPEC: PuzzleSpec[Kakurasu, Solution] = PuzzleSpec(
    name=NAME,
    title="Kakurasu",
    aliases=(),
    model=Kakurasu,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.write_solution,
        compare=marks(SHADED),
        dataset="Kakurasu",
    ),
    generator=book_generator(encode.RULES, generate.blank),
    # MiniSat answered its warm templates' two calls faster than CaDiCaL (benchmarks/README.md, issue 32)
    policy=SolverPolicy(preferred_backend="minisat22"),
    look=Look(draw),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Kakurasu"]
