"""Star Battle: S stars in every row, column and region of an N x N grid, no two stars touching."""

from __future__ import annotations

from satpuzzles.cnf import DEFAULT_ENCODING, NATIVE
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
from satpuzzles.puzzles.starbattle import encode, explain, generate, look, model, puzzlink, rules, size, steps, text
from satpuzzles.puzzles.starbattle.model import Solution, StarBattle

# Up to this size a solver with native cardinality constraints solves and proves fastest (corpus median
# 0.6 ms against 2.0 ms; generated 25x25 0.1-0.8 s against 0.6-0.9 s); beyond it, CaDiCaL with clauses
# (30x30: 1.0-2.8 s against 0.4-6.2 s; 35x35: 4-7 s against 8 to over 30 s). Among the native ones,
# Gluecard 4 from 10x10 with two stars or more (corpus 14x14 3-star mean 2.5 against 3.1 ms, the 15x15
# 4.8 against 25.6 ms, where MiniCard's uniqueness proof takes 4,330 conflicts), MiniCard below (the
# 9x9 2-star mean 0.56 against 0.73 ms). benchmarks/starbattle_policy.py, encodings/starbattle.md.
NATIVE_UP_TO = 25
GLUECARD_FROM_SIZE = 10
GLUECARD_FROM_STARS = 2
BEYOND_NATIVE = "cadical195"


def auto_solver(puzzle: StarBattle) -> tuple[str, str]:
    if puzzle.size > NATIVE_UP_TO:
        return BEYOND_NATIVE, DEFAULT_ENCODING
    if puzzle.size >= GLUECARD_FROM_SIZE and puzzle.stars >= GLUECARD_FROM_STARS:
        return "gluecard4", NATIVE
    return "minicard", NATIVE


SPEC: PuzzleSpec[StarBattle, Solution] = PuzzleSpec(
    name="starbattle",
    aliases=("star-battle",),
    model=StarBattle,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(encode.shape, encode.compile, size.formula_size),
    checker=Checker(rules.violations, model.warnings),
    text=TextCodec(text.from_text, text.to_text),
    policy=SolverPolicy(
        preferred_backend=BEYOND_NATIVE,
        auto_summary=(
            f"--encoding native up to {NATIVE_UP_TO}x{NATIVE_UP_TO} (gluecard4 from {GLUECARD_FROM_SIZE}x"
            f"{GLUECARD_FROM_SIZE} with {GLUECARD_FROM_STARS}+ stars, minicard below), {BEYOND_NATIVE} beyond"
        ),
        # A layout is its own shape, and nothing comes back to one after moving on (a batch solves a shape's
        # puzzles together, a generator asks about one layout at a time): kept sessions would only cost memory.
        kept_shapes=2,
        auto_solver=auto_solver,
    ),
    puzzlekit=PuzzlekitCodec(text.looks_like_puzzlekit, text.from_puzzlekit, text.to_puzzlekit),
    puzzlink=PuzzlinkCodec(puzzlink.NAMES, puzzlink.decode, puzzlink.encode),
    generator=Generator(generate.OPTIONS, generate.draft, generate.blank),
    look=Look(look.draw),
    explainer=explain.explainer,
    stepper=steps.StarBattleSteps,
)
register(SPEC)

__all__ = ["SPEC", "StarBattle"]
