"""Shikaku: divide the grid into rectangles, each holding exactly one number, which is its area.

Built on the kernel: the rules are stated in a rule book (encode.py) and explain (conflicts), steps, hint and
grade come from the generic machinery; the numbers are the rules, so each puzzle is compiled for itself and
there are no hints. generate lays random rectangles with a number each until the layout has a single
solution. puz.link URLs under pzprjs's `shikaku` and Tatham's Rectangles game IDs read and write.
"""

from __future__ import annotations

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
    SolverPolicy,
    TextCodec,
)
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import same_regions

from . import edit, encode, generate, look, model, puzzlink, rules, samples, tatham, text
from .model import NAME, Shikaku, Solution


def always(puzzle: Shikaku) -> bool:
    """Every Shikaku puzzle is a shape of its own (its numbers are its rules): compiled for itself, then dropped."""
    return True


COMPILE = book_compiler(encode.RULES)

SPEC: PuzzleSpec[Shikaku, Solution] = PuzzleSpec(
    name=NAME,
    title="Shikaku",
    aliases=(),
    model=Shikaku,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, COMPILE, alone=AloneCompiler(always, COMPILE)),
    checker=Checker(rules.violations),
    # every puzzle is its own shape: MiniSat loads and frees a formula faster than CaDiCaL, solving alike
    # (benchmarks/README.md, "the cheap types")
    policy=SolverPolicy(preferred_backend="minisat22"),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        compare=same_regions,
        dataset="Shikaku",
    ),
    puzzlink=PuzzlinkCodec(("shikaku",), puzzlink.decode, puzzlink.encode, rectangular=True),
    game_id=GameIdCodec(tatham.read, tatham.write, tatham.looks_like),
    generator=generate.GENERATOR,
    look=Look(look.draw),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Shikaku"]
