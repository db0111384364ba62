"""Skyscrapers (Towers): Latin square with visibility clues, parks and the diagonal variant."""

from __future__ import annotations

from collections.abc import Hashable
from random import Random
from typing import TYPE_CHECKING, Any

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
    Template,
    TextCodec,
)

from . import edit, model, options, rules, samples, size, text
from .model import Skyscrapers, Solution

if TYPE_CHECKING:
    from satpuzzles.typekit.explaining import Explainer
    from satpuzzles.typekit.generating import Draft, Options, Oracle
    from satpuzzles.typekit.puzzlink import PuzzLink
    from satpuzzles.typekit.stepping import StepModel

# Parts only some commands use: each loads its module on its first call, so `solve` imports none of them.


def shape(puzzle: Skyscrapers) -> Hashable:
    from . import encode

    return encode.shape(puzzle)


def compile_shape(puzzle: Skyscrapers, encoding: str) -> Template[Skyscrapers, Solution]:
    from . import encode

    return encode.compile(puzzle, encoding)


def alone_wanted(puzzle: Skyscrapers) -> bool:
    from . import encode

    return encode.alone_wanted(puzzle)


def compile_alone(puzzle: Skyscrapers, encoding: str) -> Template[Skyscrapers, Solution]:
    from . import encode

    return encode.compile_alone(puzzle, encoding)


def decode_url(link: PuzzLink) -> dict[str, Any]:
    from . import puzzlink

    return puzzlink.decode(link)


def encode_url(data: dict[str, Any]) -> str:
    from . import puzzlink

    return puzzlink.encode(data)


def read_game_id(text: str) -> Skyscrapers:
    from . import tatham

    return tatham.read(text)


def write_game_id(puzzle: Skyscrapers) -> str:
    from . import tatham

    return tatham.write(puzzle)


def draft(options: Options, rng: Random, oracle: Oracle) -> Draft:
    from . import generate

    return generate.draft(options, rng, oracle)


def blank(options: Options) -> Skyscrapers:
    from . import generate

    return generate.blank(options)


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look

    return look.draw(data, solution)


def explainer(
    puzzle: Skyscrapers, encoding: str, template: Template[Skyscrapers, Solution] | None
) -> Explainer[Skyscrapers, Solution]:
    from . import explain

    return explain.explainer(puzzle, encoding, template)


def stepper(puzzle: Skyscrapers) -> StepModel:
    from . import steps

    return steps.SkyscrapersSteps(puzzle)


SPEC: PuzzleSpec[Skyscrapers, Solution] = PuzzleSpec(
    name="skyscrapers",
    aliases=("skyscraper", "towers", "building"),
    model=Skyscrapers,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(shape, compile_shape, size.formula_size, AloneCompiler(alone_wanted, compile_alone)),
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
    puzzlink=PuzzlinkCodec(("skyscrapers", "skyscraper", "building"), decode_url, encode_url),
    game_id=GameIdCodec(read_game_id, write_game_id),
    generator=Generator(options.OPTIONS, draft, blank),
    look=Look(draw),
    editor=edit.EDITOR,
    title="Skyscrapers",
    explainer=explainer,
    stepper=stepper,
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Skyscrapers"]
