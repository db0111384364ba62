"""Masyu: one loop through the cell centres passes every pearl, turning on black ones, straight through white ones.

Built on the kernel alone: the rules are stated in a rule book (encode.py) and every command that needs
more than solving (explain, steps, hint, grade, generate, render) comes from the generic machinery.
"""

from __future__ import annotations

from satpuzzles.typekit.bookdraft import book_generator
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
from .model import Masyu, Solution

# Grids of at least this many cells are solved on a formula of their own, the pearls unit clauses
# (encodings/masyu.md); smaller ones share their size's formula, the cuts of every puzzle before them kept.
OWN_FORMULA_CELLS = 400


def own_formula(puzzle: Masyu) -> bool:
    """Whether a puzzle is solved on a formula of its own: the largest grids, rarely two of one size."""
    return puzzle.rows * puzzle.columns >= OWN_FORMULA_CELLS


SPEC: PuzzleSpec[Masyu, Solution] = PuzzleSpec(
    name="masyu",
    aliases=("pearl",),
    model=Masyu,
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
        dataset="Masyu",
    ),
    puzzlink=PuzzlinkCodec(("mashu", "masyu"), puzzlink.decode, puzzlink.encode, rectangular=True),
    generator=book_generator(encode.RULES, generate.blank, generate.OPTIONS),
    look=Look(look.draw),
    editor=edit.EDITOR,
    title="Masyu",
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Masyu"]
