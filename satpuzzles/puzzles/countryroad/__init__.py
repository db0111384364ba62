"""Country Road: one loop through the cell centres visits every region once; numbers count its cells there.

Built on the kernel alone: the rules are stated in a rule book (encode.py) and every command that needs
more than solving (explain, steps, hint, grade, render) comes from the generic machinery; generation draws
random regions, then runs the generic recipe on them (generate.py).
"""

from __future__ import annotations

from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import book_compiler, book_exact
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import same_lines
from satpuzzles.typekit.spec import (
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
from .model import CountryRoad, Solution

SPEC: PuzzleSpec[CountryRoad, Solution] = PuzzleSpec(
    name="countryroad",
    aliases=("country-road", "country"),
    model=CountryRoad,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES), exact=book_exact(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.solution_text,
        compare=same_lines,
        dataset="CountryRoad",
    ),
    puzzlink=PuzzlinkCodec(("country",), puzzlink.decode, puzzlink.encode, rectangular=True),
    generator=generate.GENERATOR,
    look=Look(look.draw),
    editor=edit.EDITOR,
    title="Country Road",
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
    samples=samples.SAMPLES,
)

__all__ = ["SPEC", "CountryRoad"]
