"""Star Battle: S stars in every row, column and region of an N x N grid, no two stars touching."""

from __future__ import annotations

from typing import TYPE_CHECKING

from satpuzzles.typekit import (
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
from satpuzzles.typekit.cnf import DEFAULT_ENCODING, NATIVE
from satpuzzles.typekit.deferred import deferred
from satpuzzles.typekit.puzzlekit import marks

from . import blocks, edit, encode, model, options, rules, samples, size, text
from .model import Solution, StarBattle

# Parts that cost 5 ms or more to import and that `solve` never uses load on their first call
# (typekit/deferred.py; the measurements: benchmarks/README.md).
if TYPE_CHECKING:
    from . import explain, generate, look, puzzlink, steps


# Native cardinality constraints up to 30x30, on sparse larger grids and wherever pairs of lines are counted
# by blocks (blocks.py): Gluecard 4 for 10x10 to 17x17 with three stars or more, MiniCard elsewhere; beyond
# 30x30 with a star per 5 lines or more and no block counts, CaDiCaL on clauses. The measurements behind
# each bound: encodings/starbattle.md, "Which solver `auto` picks".
GLUECARD_SIZES = range(10, 18)
GLUECARD_FROM_STARS = 3
NATIVE_DENSE_UP_TO = 30
DENSE_LINES_PER_STAR = 5
DENSE_BACKEND = "cadical195"


def auto_solver(puzzle: StarBattle) -> tuple[str, str]:
    if blocks.counts_line_pairs(puzzle.size, puzzle.stars):
        return "minicard", NATIVE
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
    compiler=Compiler(encode.shape, encode.compile, size.formula_size),
    checker=Checker(rules.violations, model.warnings),
    text=TextCodec(text.from_text, text.to_text),
    policy=SolverPolicy(
        preferred_backend="minicard",
        auto_summary=(
            f"--encoding native: gluecard4 at {GLUECARD_SIZES[0]}x{GLUECARD_SIZES[0]} to "
            f"{GLUECARD_SIZES[-1]}x{GLUECARD_SIZES[-1]} with {GLUECARD_FROM_STARS}+ stars, minicard otherwise; "
            f"{DENSE_BACKEND} beyond {NATIVE_DENSE_UP_TO}x{NATIVE_DENSE_UP_TO} with a star per "
            f"{DENSE_LINES_PER_STAR} lines or more, unless pairs of lines leave at most "
            f"{blocks.MAX_EMPTY_BLOCKS} blocks empty (minicard)"
        ),
        # A layout is its own shape, and nothing comes back to one after moving on (a batch solves a shape's
        # puzzles together, a generator asks about one layout at a time): kept sessions would only cost memory.
        kept_shapes=2,
        auto_solver=auto_solver,
        proof_solver="glucose42",  # a tie with CaDiCaL on the corpus (benchmarks/certify.py --solvers)
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
        deferred(__name__, "puzzlink", lambda: puzzlink.decode),
        deferred(__name__, "puzzlink", lambda: puzzlink.encode),
    ),
    generator=Generator(
        options.OPTIONS,
        deferred(__name__, "generate", lambda: generate.draft),
        deferred(__name__, "generate", lambda: generate.blank),
    ),
    look=Look(deferred(__name__, "look", lambda: look.draw)),
    editor=edit.EDITOR,
    title="Star Battle",
    explainer=deferred(__name__, "explain", lambda: explain.explainer),
    stepper=deferred(__name__, "steps", lambda: steps.StarBattleSteps),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "StarBattle"]
