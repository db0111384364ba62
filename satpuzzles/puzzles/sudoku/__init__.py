"""Sudoku: an N x N grid whose rows, columns and boxes each hold 1..N once, some cells given.

The rules are stated in a rule book (encode.py): solving, explain, steps, hint, grade and generate come
from the kernel's generic machinery.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

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
from satpuzzles.typekit.bookdraft import book_generator
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper

from . import edit, encode, generate, model, rules, samples, text
from .model import NAME, Solution, Sudoku

if TYPE_CHECKING:
    from satpuzzles.typekit.puzzlink import PuzzLink

# Parts only some commands use: each imports its module on its first call, so `solve` imports none of them.


def decode_url(link: PuzzLink) -> dict[str, Any]:
    from . import puzzlink

    return puzzlink.decode(link)


def encode_url(data: dict[str, Any]) -> str:
    from . import puzzlink

    return puzzlink.encode(data)


def read_game_id(text: str) -> Sudoku:
    from . import tatham

    return tatham.read(text)


def game_id_looks_like(text: str) -> bool:
    from . import tatham

    return tatham.looks_like(text)


def write_game_id(puzzle: Sudoku) -> str:
    from . import tatham

    return tatham.write(puzzle)


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look

    return look.draw(data, solution)


SPEC: PuzzleSpec[Sudoku, Solution] = PuzzleSpec(
    name=NAME,
    title="Sudoku",
    samples=samples.SAMPLES,
    aliases=("number-place",),
    model=Sudoku,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit_solution,
        dataset="Sudoku",
    ),
    puzzlink=PuzzlinkCodec(
        ("sudoku",),
        decode_url,
        encode_url,
    ),
    game_id=GameIdCodec(read_game_id, write_game_id, game_id_looks_like),
    look=Look(draw),
    editor=edit.EDITOR,
    generator=book_generator(encode.RULES, generate.blank),
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
)

__all__ = ["SPEC", "Sudoku"]
