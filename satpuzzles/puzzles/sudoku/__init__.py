"""Sudoku: an N x N grid whose rows, columns and boxes each hold 1..N once, some cells given."""

from __future__ import annotations

from satpuzzles.lazy import deferred
from satpuzzles.puzzles.registry import register
from satpuzzles.puzzles.spec import (
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
from satpuzzles.puzzles.sudoku import model, rules, text
from satpuzzles.puzzles.sudoku.model import NAME, Solution, Sudoku

SPEC: PuzzleSpec[Sudoku, Solution] = PuzzleSpec(
    name=NAME,
    aliases=("solo",),
    model=Sudoku,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(
        deferred("satpuzzles.puzzles.sudoku.encode", "shape"), deferred("satpuzzles.puzzles.sudoku.encode", "compile")
    ),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(text.looks_like_puzzlekit, text.from_puzzlekit, text.to_puzzlekit),
    puzzlink=PuzzlinkCodec(
        ("sudoku",),
        deferred("satpuzzles.puzzles.sudoku.puzzlink", "decode"),
        deferred("satpuzzles.puzzles.sudoku.puzzlink", "encode"),
    ),
    game_id=GameIdCodec(
        deferred("satpuzzles.puzzles.sudoku.tatham", "read"), deferred("satpuzzles.puzzles.sudoku.tatham", "write")
    ),
    look=Look(deferred("satpuzzles.puzzles.sudoku.look", "draw")),
)
register(SPEC)

__all__ = ["SPEC", "Sudoku"]
