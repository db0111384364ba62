"""Minesweeper: mines in unnumbered cells, each number the mines among its eight neighbours.

Built on the kernel alone: the rules are stated in a rule book (encode.py) and every command that needs
more than solving (explain, steps, hint, grade, generate, render) comes from the generic machinery.
puzz.link URLs: pzprjs's `mines` (puzzlink.py).
"""

from __future__ import annotations

from satpuzzles.typekit.bookdraft import book_generator
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.cnf import NATIVE
from satpuzzles.typekit.puzzlekit import marks
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
from .model import Minesweeper, Solution

# The most clauses the deferred mine total may add while solving (at most two per cell and bound, a sequential
# counter's): nothing budgets a cut, so a board whose total could pass this takes the shape's formula instead,
# which the clause budget checks as it is built (a blank 200x200 with 8,000 mines grew past 5 GB).
DEFERRED_TOTAL_MAX = 1_000_000


def own_formula(puzzle: Minesweeper) -> bool:
    """Solving compiles a puzzle for itself (its shape is rarely shared) while its deferred total stays small."""
    if puzzle.mines is None:
        return True
    cells = puzzle.rows * puzzle.columns - len(puzzle.walls())
    return 2 * cells * (min(puzzle.mines, cells - puzzle.mines) + 1) <= DEFERRED_TOTAL_MAX


SPEC: PuzzleSpec[Minesweeper, Solution] = PuzzleSpec(
    name="minesweeper",
    aliases=("mines",),
    model=Minesweeper,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(
        encode.shape,
        book_compiler(encode.RULES),
        alone=AloneCompiler(own_formula, book_compiler(encode.NUMBERS_IN_FORCE), solver=("gluecard4", NATIVE)),
    ),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        compare=marks("x"),  # the mines; the dataset marks some safe cells `.`, others `-`
        dataset="Minesweeper",
    ),
    generator=book_generator(encode.RULES, generate.blank, generate.OPTIONS),
    puzzlink=PuzzlinkCodec(("mines",), puzzlink.decode, puzzlink.encode, rectangular=True),
    look=Look(look.draw),
    editor=edit.EDITOR,
    title="Minesweeper",
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "Minesweeper"]
