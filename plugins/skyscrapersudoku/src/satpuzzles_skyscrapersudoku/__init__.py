"""Skyscraper Sudoku for satpuzzles, as a plugin: the entry point `satpuzzles.types: skyscrapersudoku` names SPEC.

Built only from satpuzzles' public API (satpuzzles.typekit.spec, satpuzzles.cnf, the grid and text
helpers, the building-clue helpers shared with Skyscrapers, the clued-grid picture and the shared
generation helpers): what is left here is the Sudoku.
"""

from __future__ import annotations

from satpuzzles.typekit import (
    Checker,
    Compiler,
    Generator,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    TextCodec,
)

from satpuzzles_skyscrapersudoku import edit, encode, explain, generate, look, model, rules, samples, text
from satpuzzles_skyscrapersudoku.model import NAME, SkyscraperSudoku, Solution

SPEC: PuzzleSpec[SkyscraperSudoku, Solution] = PuzzleSpec(
    name=NAME,
    aliases=("skyscraper-sudoku", "sudoku-skyscrapers"),
    model=SkyscraperSudoku,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, encode.compile),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit_solution,
        dataset="SkyscraperSudoku",
    ),
    generator=Generator(generate.OPTIONS, generate.draft, generate.blank),
    look=Look(look.draw),
    editor=edit.EDITOR,
    title="Skyscraper Sudoku",
    explainer=explain.explainer,
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "SkyscraperSudoku", "Solution"]
