"""Dominos (Tatham's Dominosa): divide the grid of numbers into the full set of dominoes, each pair once.

Built on the kernel: the rules are stated in a rule book (encode.py) and explain (conflicts), steps, hint and
grade come from the generic machinery; the numbers are the rules, so each puzzle is compiled for itself and
there are no hints. generate lays the set on random tilings until one has a single solution. Tatham's
Dominosa IDs read and write; pzprjs has no Dominos. The console edits it a cell at a time (edit.py): while
the numbers are not yet the full set the puzzle is kept, and solving it is refused with the reason.
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
    TextCodec,
)
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import same_regions

from . import edit, encode, generate, model, rules, samples, tatham, text
from .model import NAME, Dominos, Solution


def draw(data: dict[str, Any], solution: Any | None) -> str:
    from . import look  # only render loads the picture

    return look.draw(data, solution)


def always(puzzle: Dominos) -> bool:
    """Every Dominos puzzle is a shape of its own (its numbers are its rules): compiled for itself, then dropped."""
    return True


COMPILE = book_compiler(encode.RULES)

SPEC: PuzzleSpec[Dominos, Solution] = PuzzleSpec(
    name=NAME,
    title="Dominos",
    aliases=("dominosa",),
    model=Dominos,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, COMPILE, alone=AloneCompiler(always, COMPILE)),
    checker=Checker(rules.violations, model.full_set_problems),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.write_solution,
        compare=same_regions,
        dataset="Dominos",
    ),
    game_id=GameIdCodec(tatham.read, tatham.write, tatham.looks_like),
    generator=generate.GENERATOR,
    look=Look(draw),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Dominos"]
