"""Nonogram (Tatham's Pattern): shade cells so that each row and column shows its runs in order.

Built on the kernel: the rules are stated in a rule book (encode.py) and explain (conflicts) and steps, hint
and grade come from the generic machinery; the clues are the rules, so each puzzle is compiled for itself
and there are no hints to add or remove. generate draws random smoothed pictures until one's clues are
unique. Tatham's Pattern IDs and pzprjs's `nonogram` URLs (puzzlink.py) read and write.
"""

from __future__ import annotations

from typing import Any

from satpuzzles.typekit import (
    AloneCompiler,
    Checker,
    Compiler,
    GameIdCodec,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    PuzzlinkCodec,
    TextCodec,
)
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import marks

from . import edit, encode, generate, model, puzzlink, rules, samples, tatham, text
from .model import NAME, SHADED, Nonogram, Solution


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look  # only render loads the picture

    return look.draw(data, solution)


def always(puzzle: Nonogram) -> bool:
    """Every Nonogram is a shape of its own (its clues are its rules): compiled for itself, then dropped."""
    return True


COMPILE = book_compiler(encode.RULES)

SPEC: PuzzleSpec[Nonogram, Solution] = PuzzleSpec(
    name=NAME,
    title="Nonogram",
    aliases=("picross", "griddlers"),  # not "pattern": a common word in shared code
    model=Nonogram,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, COMPILE, alone=AloneCompiler(always, COMPILE)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.write_solution,
        compare=marks(SHADED),
        dataset="Nonogram",
    ),
    game_id=GameIdCodec(tatham.read, tatham.write, tatham.looks_like),
    generator=generate.GENERATOR,
    puzzlink=PuzzlinkCodec(("nonogram",), puzzlink.decode, puzzlink.encode, rectangular=True),
    look=Look(draw),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Nonogram"]
