"""Easy As ABC (ABC End View): letters once per line, first-letter-seen clues, the diagonal variant."""

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
from satpuzzles.typekit.deferred import deferred

from . import edit, encode, model, options, rules, samples, size, text
from .model import EasyAsABC, Solution

# Parts that cost 5 ms or more to import and that `solve` never uses load on their first call
# (typekit/deferred.py; the measurements: benchmarks/README.md).
if TYPE_CHECKING:
    from . import explain, generate, look, puzzlink, steps


SPEC: PuzzleSpec[EasyAsABC, Solution] = PuzzleSpec(
    name="easyasabc",
    aliases=("abc", "easy-as-abc", "abc-end-view", "abcendview"),
    model=EasyAsABC,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(encode.shape, encode.compile, size.formula_size),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    # MiniSat is faster than CaDiCaL on the largest grids and as fast on the corpus (benchmarks/README.md).
    # Glucose's proofs check faster than CaDiCaL's and are written as text (pysat converts CaDiCaL's binary
    # proofs in Python; benchmarks/certify.py --solvers).
    policy=SolverPolicy(preferred_backend="minisat22", proof_solver="glucose42"),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit_solution,
        dataset="ABCEndView",
    ),
    puzzlink=PuzzlinkCodec(
        ("easyasabc",),
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
    title="Easy As ABC",
    explainer=deferred(__name__, "explain", lambda: explain.explainer),
    stepper=deferred(__name__, "steps", lambda: steps.EasyAsABCSteps),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "EasyAsABC"]
