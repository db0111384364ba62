"""KenKen (janko.at's Kendoku, Tatham's Keen): a Latin square whose cages each reach their target with their
operation (+, -, x, /; janko.at's hidden-operator puzzles leave it out).

The rules are stated in a rule book (encode.py): solving, explain, steps, hint and grade come from the
kernel's generic machinery; the generator grows cages over a random Latin square (generate.py). Keen game
IDs are read and written (tatham.py); pzprjs has no KenKen, so there is no puzz.link part.
"""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import GameIdCodec
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
    SolverPolicy,
    TextCodec,
)

from . import edit, encode, generate, model, rules, samples, text
from .model import KenKen, Solution


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look  # only render loads the picture

    return look.draw(data, solution)


def read_game_id(text: str) -> KenKen:
    from . import tatham

    return tatham.read(text)


def write_game_id(puzzle: KenKen) -> str:
    from . import tatham

    return tatham.write(puzzle)


def game_id_looks_like(text: str) -> bool:
    from . import tatham

    return tatham.looks_like(text)


SPEC: PuzzleSpec[KenKen, Solution] = PuzzleSpec(
    name=model.NAME,
    aliases=("keen", "kendoku", "calcudoku"),
    model=KenKen,
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
        dataset="KenKen",
    ),
    game_id=GameIdCodec(read_game_id, write_game_id, game_id_looks_like),
    generator=generate.GENERATOR,
    look=Look(draw),
    editor=edit.EDITOR,
    title="KenKen",
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "KenKen"]
