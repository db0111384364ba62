"""The kernel: the one part of satpuzzles a puzzle type imports (docs/architecture.md, docs/plugins.md).

Here: the spec and its parts, the model and template bases, errors and the deadline checkpoint. The
helpers live in submodules, so that a type loads only what a command needs: cnf (the compiler core) and
constraints (the rule vocabulary), grid and textgrid (JSON and text readers), puzzlink (URL codes),
canvas, clued and drawable (pictures), generating and hints (generators), latin, explaining and
cluedhints (`explain`), stepping and grouping (`steps`), visibility and buildings (sightline clues).
"""

from satpuzzles.deadline import checkpoint
from satpuzzles.errors import GaveUp, PuzzleError, shown
from satpuzzles.typekit.base import Cell, Legend, PrimaryCells, Puzzle, Template
from satpuzzles.typekit.spec import (
    AloneCompiler,
    Checker,
    Compiler,
    Editor,
    GameIdCodec,
    Generator,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    PuzzlinkCodec,
    SolverPolicy,
    TextCodec,
    no_warnings,
)

__all__ = [
    "AloneCompiler",
    "Cell",
    "Checker",
    "Compiler",
    "Editor",
    "GameIdCodec",
    "GaveUp",
    "Generator",
    "Legend",
    "Look",
    "ModelCodec",
    "PrimaryCells",
    "Puzzle",
    "PuzzleError",
    "PuzzleSpec",
    "PuzzlekitCodec",
    "PuzzlinkCodec",
    "SolverPolicy",
    "Template",
    "TextCodec",
    "checkpoint",
    "no_warnings",
    "shown",
]
