"""Yajilin: shade cells (never two touching) as the arrows count them; one loop through all the others.

Built on the kernel alone: the rules are stated in a rule book (encode.py); explain, steps and hint come
from . import edit, encode, generate, look, model, puzzlink, rules, samples, text
"""

from __future__ import annotations

from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_alone, book_compiler, book_exact
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import same_lines
from satpuzzles.typekit.spec import (
    AloneCompiler,
    Checker,
    Compiler,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    PuzzlinkCodec,
    TextCodec,
)

from . import edit, encode, generate, look, model, puzzlink, rules, samples, text
from .model import Solution, Yajilin


def own_formula(puzzle: Yajilin) -> bool:
    """Every puzzle is solved on a formula of its own, its arrows unit clauses: its shape (where the clue cells
    stand, which way each arrow points) is rarely another puzzle's, and the units made the largest grids 2-3x
    faster than the same numbers assumed (encodings/yajilin.md)."""
    return True


SPEC: PuzzleSpec[Yajilin, Solution] = PuzzleSpec(
    name="yajilin",
    aliases=("yajirin",),
    model=Yajilin,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(
        encode.shape,
        book_compiler(encode.RULES),
        alone=AloneCompiler(own_formula, book_alone(encode.RULES)),
        exact=book_exact(encode.RULES),
    ),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.solution_text,
        compare=same_lines,
        dataset="Yajilin",
    ),
    puzzlink=PuzzlinkCodec(("yajilin", "yajirin"), puzzlink.decode, puzzlink.encode, rectangular=True),
    look=Look(look.draw),
    editor=edit.EDITOR,
    title="Yajilin",
    generator=generate.GENERATOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Yajilin"]
