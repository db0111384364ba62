"""Jigsaw Sudoku: an N x N grid whose rows, columns and N irregular regions each hold 1..N once."""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from satpuzzles.typekit import (
    Checker,
    Compiler,
    GameIdCodec,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    Template,
    TextCodec,
)

from . import model, rules, samples, text
from .model import NAME, JigsawSudoku, Solution

# pzprjs has no jigsaw Sudoku, so there is no puzz.link codec.

# Parts only some commands use: each imports its module on its first call, so `solve` imports none of them.


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look

    return look.draw(data, solution)


def shape(puzzle: JigsawSudoku) -> Hashable:
    from . import encode

    return encode.shape(puzzle)


def compile_shape(puzzle: JigsawSudoku, encoding: str) -> Template[JigsawSudoku, Solution]:
    from . import encode

    return encode.compile(puzzle, encoding)


def read_game_id(text: str) -> JigsawSudoku:
    from . import tatham

    return tatham.read(text)


def game_id_looks_like(text: str) -> bool:
    from . import tatham

    return tatham.looks_like(text)


def write_game_id(puzzle: JigsawSudoku) -> str:
    from . import tatham

    return tatham.write(puzzle)


SPEC: PuzzleSpec[JigsawSudoku, Solution] = PuzzleSpec(
    name=NAME,
    title="Jigsaw Sudoku",
    samples=samples.SAMPLES,
    aliases=("jigsaw", "jigsaw-sudoku", "chaos-sudoku"),
    model=JigsawSudoku,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(shape, compile_shape),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(text.looks_like_puzzlekit, text.from_puzzlekit, text.to_puzzlekit),
    game_id=GameIdCodec(read_game_id, write_game_id, game_id_looks_like),
    look=Look(draw),
)

__all__ = ["SPEC", "JigsawSudoku"]
