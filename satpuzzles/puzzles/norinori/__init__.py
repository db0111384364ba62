"""Norinori: shade two cells in every region so that the shaded cells pair up into dominoes."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

from satpuzzles.typekit import (
    Checker,
    Compiler,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    PuzzlinkCodec,
    SolverPolicy,
    Template,
    TextCodec,
)

from . import model, rules, samples, text
from .model import NAME, Norinori, Solution

# Simon Tatham's collection has no Norinori, so there are no game IDs.

if TYPE_CHECKING:
    from satpuzzles.typekit.puzzlink import PuzzLink

# Parts only some commands use: each imports its module on its first call, so `solve` imports none of them.


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look

    return look.draw(data, solution)


def shape(puzzle: Norinori) -> Hashable:
    from . import encode

    return encode.shape(puzzle)


def compile_shape(puzzle: Norinori, encoding: str) -> Template[Norinori, Solution]:
    from . import encode

    return encode.compile(puzzle, encoding)


def decode_url(link: PuzzLink) -> dict[str, Any]:
    from . import puzzlink

    return puzzlink.decode(link)


def encode_url(data: dict[str, Any]) -> str:
    from . import puzzlink

    return puzzlink.encode(data)


SPEC: PuzzleSpec[Norinori, Solution] = PuzzleSpec(
    name=NAME,
    title="Norinori",
    samples=samples.SAMPLES,
    aliases=(),
    model=Norinori,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(shape, compile_shape),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    policy=SolverPolicy(kept_shapes=2),  # a layout is its own shape: kept sessions would only cost memory
    puzzlekit=PuzzlekitCodec(text.looks_like_puzzlekit, text.from_puzzlekit, text.to_puzzlekit),
    puzzlink=PuzzlinkCodec(("norinori",), decode_url, encode_url),
    look=Look(draw),
)

__all__ = ["SPEC", "Norinori"]
