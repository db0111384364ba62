"""Binairo: 0 and 1 in every cell, no three alike in a line, every row and column half and half."""

from __future__ import annotations

from satpuzzles.lazy import deferred
from satpuzzles.puzzles.binairo import model, rules, text
from satpuzzles.puzzles.binairo.model import NAME, Binairo, Solution
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

_ENCODE = "satpuzzles.puzzles.binairo.encode"
_TATHAM = "satpuzzles.puzzles.binairo.tatham"

# pzprjs has no Binairo, so there is no puzz.link codec.
SPEC: PuzzleSpec[Binairo, Solution] = PuzzleSpec(
    name=NAME,
    aliases=("takuzu", "unruly", "binary"),
    model=Binairo,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(deferred(_ENCODE, "shape"), deferred(_ENCODE, "compile")),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(text.looks_like_puzzlekit, text.from_puzzlekit, text.to_puzzlekit),
    game_id=GameIdCodec(deferred(_TATHAM, "read"), deferred(_TATHAM, "write")),
    look=Look(deferred("satpuzzles.puzzles.binairo.look", "draw")),
)
register(SPEC)

__all__ = ["SPEC", "Binairo"]
