"""Jigsaw Sudoku: an N x N grid whose rows, columns and N irregular regions each hold 1..N once."""

from __future__ import annotations

from satpuzzles.lazy import deferred
from satpuzzles.puzzles.jigsawsudoku import model, rules, text
from satpuzzles.puzzles.jigsawsudoku.model import NAME, JigsawSudoku, Solution
from satpuzzles.puzzles.registry import register
from satpuzzles.puzzles.spec import (
    Checker,
    Compiler,
    GameIdCodec,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    TextCodec,
)

_ENCODE = "satpuzzles.puzzles.jigsawsudoku.encode"
_TATHAM = "satpuzzles.puzzles.jigsawsudoku.tatham"

# pzprjs has no jigsaw Sudoku, so there is no puzz.link codec.
SPEC: PuzzleSpec[JigsawSudoku, Solution] = PuzzleSpec(
    name=NAME,
    aliases=("jigsaw", "jigsaw-sudoku", "chaos-sudoku"),
    model=JigsawSudoku,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(deferred(_ENCODE, "shape"), deferred(_ENCODE, "compile")),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(text.looks_like_puzzlekit, text.from_puzzlekit, text.to_puzzlekit),
    game_id=GameIdCodec(deferred(_TATHAM, "read"), deferred(_TATHAM, "write")),
    look=Look(deferred("satpuzzles.puzzles.jigsawsudoku.look", "draw")),
)
register(SPEC)

__all__ = ["SPEC", "JigsawSudoku"]
