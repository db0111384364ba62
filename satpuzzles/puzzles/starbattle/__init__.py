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
from satpuzzles.puzzles.starbattle import model, options, rules, size, text
from satpuzzles.puzzles.starbattle.model import Solution, StarBattle
from satpuzzles.typekit.puzzlekit import marks

# Measured CPU time per puzzle decides (benchmarks/starbattle_sizes.py and starbattle_policy.py;
# encodings/starbattle.md). Native cardinality constraints win up to 30x30 and on sparse larger grids:
# Gluecard 4 for 10x10 to 17x17 with two stars or more (corpus 14x14 3-star mean 2.5 against 3.1 ms, the
# 15x15 4.8 against 25.6 ms, where MiniCard's uniqueness proof takes 4,330 conflicts), MiniCard elsewhere
# (9x9 2-star mean 0.56 against 0.73 ms; generated 20x20 4-star 24 against 45 ms, 25x25 5-star 0.44
# against 1.17 s; 30x30 6-star median 0.59 s against CaDiCaL's 3.4 s; 40x40 4-star 0.02 against 4.6 s).
# Beyond 30x30 with a star per 5 lines or more, CaDiCaL on clauses (40x40 8-star 7.6 s, MiniCard over 10).
GLUECARD_SIZES = range(10, 18)
GLUECARD_FROM_STARS = 2
NATIVE_DENSE_UP_TO = 30
DENSE_LINES_PER_STAR = 5
DENSE_BACKEND = "cadical195"


def auto_solver(puzzle: StarBattle) -> tuple[str, str]:
    if puzzle.size > NATIVE_DENSE_UP_TO and puzzle.stars * DENSE_LINES_PER_STAR >= puzzle.size:
        return DENSE_BACKEND, DEFAULT_ENCODING
    if puzzle.size in GLUECARD_SIZES and puzzle.stars >= GLUECARD_FROM_STARS:
        return "gluecard4", NATIVE
    return "minicard", NATIVE


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
        preferred_backend="minicard",
        auto_summary=(
            f"--encoding native: gluecard4 at {GLUECARD_SIZES[0]}x{GLUECARD_SIZES[0]} to "
            f"{GLUECARD_SIZES[-1]}x{GLUECARD_SIZES[-1]} with {GLUECARD_FROM_STARS}+ stars, minicard otherwise; "
            f"{DENSE_BACKEND} beyond {NATIVE_DENSE_UP_TO}x{NATIVE_DENSE_UP_TO} with a star per "
            f"{DENSE_LINES_PER_STAR} lines or more"
        ),
        # A layout is its own shape, and nothing comes back to one after moving on (a batch solves a shape's
        # puzzles together, a generator asks about one layout at a time): kept sessions would only cost memory.
        kept_shapes=2,
        auto_solver=auto_solver,
    ),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        compare=marks("x"),  # the stars; published grids mark the other cells with more than `-`
        dataset="Starbattle",
    ),
    puzzlink=PuzzlinkCodec(
        ("starbattle",),
        deferred("satpuzzles.puzzles.starbattle.puzzlink", "decode"),
        deferred("satpuzzles.puzzles.starbattle.puzzlink", "encode"),
    ),
    generator=Generator(
        options.OPTIONS,
        deferred("satpuzzles.puzzles.starbattle.generate", "draft"),
        deferred("satpuzzles.puzzles.starbattle.generate", "blank"),
    ),
    look=Look(deferred("satpuzzles.puzzles.starbattle.look", "draw")),
    explainer=deferred("satpuzzles.puzzles.starbattle.explain", "explainer"),
    stepper=deferred("satpuzzles.puzzles.starbattle.steps", "StarBattleSteps"),
)
register(SPEC)

__all__ = ["SPEC", "StarBattle"]
