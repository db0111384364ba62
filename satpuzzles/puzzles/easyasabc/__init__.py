"""Easy As ABC (ABC End View): letters once per line, first-letter-seen clues, the diagonal variant."""

from __future__ import annotations

from collections.abc import Hashable
from random import Random
from typing import TYPE_CHECKING, Any

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
    Template,
    TextCodec,
)

from . import edit, model, options, rules, samples, size, text
from .model import EasyAsABC, Solution

if TYPE_CHECKING:
    from satpuzzles.typekit.explaining import Explainer
    from satpuzzles.typekit.generating import Draft, Options, Oracle
    from satpuzzles.typekit.puzzlink import PuzzLink
    from satpuzzles.typekit.stepping import StepModel


# Parts only some commands use: each loads its module on its first call, so `solve` imports none of them.


def shape(puzzle: EasyAsABC) -> Hashable:
    from . import encode

    return encode.shape(puzzle)


def compile_shape(puzzle: EasyAsABC, encoding: str) -> Template[EasyAsABC, Solution]:
    from . import encode

    return encode.compile(puzzle, encoding)


def decode_url(link: PuzzLink) -> dict[str, Any]:
    from . import puzzlink

    return puzzlink.decode(link)


def encode_url(data: dict[str, Any]) -> str:
    from . import puzzlink

    return puzzlink.encode(data)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from . import generate

    return generate.draft(options, rng, oracle)


def blank(options: Options) -> EasyAsABC:
    from . import generate

    return generate.blank(options)


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look

    return look.draw(data, solution)


def explainer(
    puzzle: EasyAsABC, encoding: str, template: Template[EasyAsABC, Solution] | None
) -> Explainer[EasyAsABC, Solution]:
    from . import explain

    return explain.explainer(puzzle, encoding, template)


def stepper(puzzle: EasyAsABC) -> StepModel:
    from . import steps

    return steps.EasyAsABCSteps(puzzle)


SPEC: PuzzleSpec[EasyAsABC, Solution] = PuzzleSpec(
    name="easyasabc",
    aliases=("abc", "easy-as-abc", "abc-end-view", "abcendview"),
    model=EasyAsABC,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(shape, compile_shape, size.formula_size),
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
    puzzlink=PuzzlinkCodec(("easyasabc",), decode_url, encode_url),
    generator=Generator(options.OPTIONS, draft, blank),
    look=Look(draw),
    editor=edit.EDITOR,
    title="Easy As ABC",
    explainer=explainer,
    stepper=stepper,
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "EasyAsABC"]
