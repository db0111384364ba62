"""Star Battle: S stars in every row, column and region of an N x N grid, no two stars touching."""

from __future__ import annotations

from satpuzzles.cnf import DEFAULT_ENCODING, NATIVE
from satpuzzles.lazy import deferred
from satpuzzles.puzzles.registry import register
from satpuzzles.puzzles.spec import (
    Checker,
    Compiler,
    Generator,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    PuzzlinkCodec,
    SolverPolicy,
    TextCodec,
)
from satpuzzles.puzzles.starbattle import generate, model, puzzlink, rules, size, text
from satpuzzles.puzzles.starbattle.model import Solution, StarBattle

# Up to this size MiniCard with native cardinality constraints solves and proves fastest (corpus median
# 0.6 ms against 2.0 ms; generated 25x25 0.1-0.8 s against 0.6-0.9 s); beyond it, CaDiCaL with clauses
# (30x30: 1.0-2.8 s against 0.4-6.2 s; 35x35: 4-7 s against 8 to over 30 s). encodings/starbattle.md.
NATIVE_UP_TO = 25
BEYOND_NATIVE = "cadical195"


def auto_solver(puzzle: StarBattle) -> tuple[str, str]:
    if puzzle.size <= NATIVE_UP_TO:
        return "minicard", NATIVE
    return BEYOND_NATIVE, DEFAULT_ENCODING


SPEC: PuzzleSpec[StarBattle, Solution] = PuzzleSpec(
    name="starbattle",
    aliases=("star-battle",),
    model=StarBattle,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(
        deferred("satpuzzles.puzzles.starbattle.encode", "shape"),
        deferred("satpuzzles.puzzles.starbattle.encode", "compile"),
        size.formula_size,
    ),
    checker=Checker(rules.violations, model.warnings),
    text=TextCodec(text.from_text, text.to_text),
    policy=SolverPolicy(
        preferred_backend=BEYOND_NATIVE,
        auto_summary=f"minicard --encoding native up to {NATIVE_UP_TO}x{NATIVE_UP_TO}, {BEYOND_NATIVE} beyond",
        # A layout is its own shape, and nothing comes back to one after moving on (a batch solves a shape's
        # puzzles together, a generator asks about one layout at a time): kept sessions would only cost memory.
        kept_shapes=2,
        auto_solver=auto_solver,
    ),
    puzzlekit=PuzzlekitCodec(text.looks_like_puzzlekit, text.from_puzzlekit, text.to_puzzlekit),
    puzzlink=PuzzlinkCodec(puzzlink.NAMES, puzzlink.decode, puzzlink.encode),
    generator=Generator(generate.OPTIONS, generate.draft, generate.blank),
    look=Look(deferred("satpuzzles.puzzles.starbattle.look", "draw")),
    explainer=deferred("satpuzzles.puzzles.starbattle.explain", "explainer"),
    stepper=deferred("satpuzzles.puzzles.starbattle.steps", "StarBattleSteps"),
)
register(SPEC)

__all__ = ["SPEC", "StarBattle"]
