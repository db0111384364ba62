"""Skyscrapers (Towers): Latin square with visibility clues, parks and the diagonal variant."""

from __future__ import annotations

from satpuzzles.lazy import deferred
from satpuzzles.puzzles.registry import register
from satpuzzles.puzzles.skyscrapers import (
    edit,
    model,
    options,
    rules,
    size,
    text,
)
from satpuzzles.puzzles.skyscrapers.model import Skyscrapers, Solution
from satpuzzles.puzzles.spec import (
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

SPEC: PuzzleSpec[Skyscrapers, Solution] = PuzzleSpec(
    name="skyscrapers",
    aliases=("skyscraper", "towers", "building"),
    model=Skyscrapers,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(
        deferred("satpuzzles.puzzles.skyscrapers.encode", "shape"),
        deferred("satpuzzles.puzzles.skyscrapers.encode", "compile"),
        size.formula_size,
        AloneCompiler(
            deferred("satpuzzles.puzzles.skyscrapers.encode", "alone_wanted"),
            deferred("satpuzzles.puzzles.skyscrapers.encode", "compile_alone"),
        ),
    ),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    # MiniSat solves and proves the big grids faster than CaDiCaL, and is as fast on small ones
    # (benchmarks/README.md, "Scaling").
    policy=SolverPolicy(preferred_backend="minisat22"),
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
        deferred("satpuzzles.puzzles.skyscrapers.puzzlink", "decode"),
        deferred("satpuzzles.puzzles.skyscrapers.puzzlink", "encode"),
    ),
    game_id=GameIdCodec(
        deferred("satpuzzles.puzzles.skyscrapers.tatham", "read"),
        deferred("satpuzzles.puzzles.skyscrapers.tatham", "write"),
    ),
    generator=Generator(
        options.OPTIONS,
        deferred("satpuzzles.puzzles.skyscrapers.generate", "draft"),
        deferred("satpuzzles.puzzles.skyscrapers.generate", "blank"),
    ),
    look=Look(deferred("satpuzzles.puzzles.skyscrapers.look", "draw")),
    editor=edit.EDITOR,
    title="Skyscrapers",
    explainer=deferred("satpuzzles.puzzles.skyscrapers.explain", "explainer"),
    stepper=deferred("satpuzzles.puzzles.skyscrapers.steps", "SkyscrapersSteps"),
)
register(SPEC)

__all__ = ["SPEC", "Skyscrapers"]
