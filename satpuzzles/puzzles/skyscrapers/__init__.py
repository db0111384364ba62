"""Skyscrapers (Towers): Latin square with visibility clues, parks and the diagonal variant."""

from __future__ import annotations

from typing import TYPE_CHECKING

from satpuzzles.typekit import (
    AloneCompiler,
    Checker,
    Compiler,
    GameIdCodec,
    Generator,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    PuzzlinkCodec,
    SolverPolicy,
    TextCodec,
)
from satpuzzles.typekit.deferred import deferred
from satpuzzles.typekit.spec import SharedCompiler

from . import edit, encode, model, options, rules, samples, size, tatham, text
from .model import Skyscrapers, Solution

# Parts that cost 5 ms or more to import and that `solve` never uses load on their first call
# (typekit/deferred.py; the measurements: benchmarks/README.md).
if TYPE_CHECKING:
    from . import explain, generate, look, puzzlink, steps


SPEC: PuzzleSpec[Skyscrapers, Solution] = PuzzleSpec(
    name="skyscrapers",
    aliases=("skyscraper", "towers", "building"),
    model=Skyscrapers,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(
        encode.shape,
        encode.compile,
        size.formula_size,
        AloneCompiler(encode.alone_wanted, encode.compile_alone),
        shared=SharedCompiler(encode.size_shape, encode.compile_shared),
    ),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    # MiniSat solves and proves the big grids faster than CaDiCaL, and is as fast on small ones
    # (benchmarks/README.md, "Scaling"). CaDiCaL 1.5.3's proofs are a quarter of Glucose's (benchmarks/certify.py
    # --solvers).
    policy=SolverPolicy(preferred_backend="minisat22", proof_solver="cadical153"),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        dataset="Skyscraper",
    ),
    # pzprjs names: its own, then older links' names
    puzzlink=PuzzlinkCodec(
        ("skyscrapers", "skyscraper", "building"),
        deferred(__name__, "puzzlink", lambda: puzzlink.decode),
        deferred(__name__, "puzzlink", lambda: puzzlink.encode),
    ),
    game_id=GameIdCodec(tatham.read, tatham.write),
    generator=Generator(
        options.OPTIONS,
        deferred(__name__, "generate", lambda: generate.draft),
        deferred(__name__, "generate", lambda: generate.blank),
    ),
    look=Look(deferred(__name__, "look", lambda: look.draw)),
    editor=edit.EDITOR,
    title="Skyscrapers",
    explainer=deferred(__name__, "explain", lambda: explain.explainer),
    stepper=deferred(__name__, "steps", lambda: steps.SkyscrapersSteps),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Skyscrapers"]
