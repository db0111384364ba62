"""Easy As ABC (ABC End View): letters once per line, first-letter-seen clues, the diagonal variant."""

from __future__ import annotations

from satpuzzles.lazy import deferred
from satpuzzles.puzzles.easyasabc import edit, model, options, rules, size, text
from satpuzzles.puzzles.easyasabc.model import EasyAsABC, Solution
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

SPEC: PuzzleSpec[EasyAsABC, Solution] = PuzzleSpec(
    name="easyasabc",
    aliases=("abc", "easy-as-abc", "abc-end-view", "abcendview"),
    model=EasyAsABC,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(
        deferred("satpuzzles.puzzles.easyasabc.encode", "shape"),
        deferred("satpuzzles.puzzles.easyasabc.encode", "compile"),
        size.formula_size,
    ),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    # MiniSat is faster than CaDiCaL on the largest grids and as fast on the corpus (benchmarks/README.md).
    policy=SolverPolicy(preferred_backend="minisat22"),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit_solution,
        dataset="ABCEndView",
    ),
    puzzlink=PuzzlinkCodec(
        ("easyasabc",),
        deferred("satpuzzles.puzzles.easyasabc.puzzlink", "decode"),
        deferred("satpuzzles.puzzles.easyasabc.puzzlink", "encode"),
    ),
    generator=Generator(
        options.OPTIONS,
        deferred("satpuzzles.puzzles.easyasabc.generate", "draft"),
        deferred("satpuzzles.puzzles.easyasabc.generate", "blank"),
    ),
    look=Look(deferred("satpuzzles.puzzles.easyasabc.look", "draw")),
    editor=edit.EDITOR,
    title="Easy As ABC",
    explainer=deferred("satpuzzles.puzzles.easyasabc.explain", "explainer"),
    stepper=deferred("satpuzzles.puzzles.easyasabc.steps", "EasyAsABCSteps"),
)
register(SPEC)

__all__ = ["SPEC", "EasyAsABC"]
