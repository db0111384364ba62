"""Galaxies (pzprjs Tentaisho, Tatham's Galaxies): divide the grid into regions, each holding exactly one dot and
symmetric under a half turn about it.

Built on the kernel: the rules are stated in a rule book (encode.py) and explain (conflicts), steps, hint and
grade come from the generic machinery; the dots are the rules, so each puzzle is compiled for itself and there
are no hints. Solving checks connectivity lazily (cuts); export and certificates state it exactly. generate
grows random symmetric regions until the dots have a single solution. puz.link URLs under pzprjs's `tentaisho`
and Tatham's Galaxies game IDs read and write.
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
    TextCodec,
)
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler, book_exact
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import same_regions

from . import edit, encode, generate, look, model, puzzlink, rules, samples, tatham, text
from .model import NAME, Galaxies, Solution


def always(puzzle: Galaxies) -> bool:
    """Every Galaxies puzzle is a shape of its own (its dots are its rules): compiled for itself, then dropped."""
    return True


COMPILE = book_compiler(encode.RULES)

SPEC: PuzzleSpec[Galaxies, Solution] = PuzzleSpec(
    name=NAME,
    title="Galaxies",
    aliases=("tentaisho",),
    model=Galaxies,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, COMPILE, alone=AloneCompiler(always, COMPILE), exact=book_exact(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        compare=same_regions,
        dataset="Galaxies",
    ),
    puzzlink=PuzzlinkCodec(("tentaisho",), puzzlink.decode, puzzlink.encode, rectangular=True),
    game_id=GameIdCodec(tatham.read, tatham.write, tatham.looks_like),
    generator=generate.GENERATOR,
    look=Look(look.draw),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Galaxies"]
