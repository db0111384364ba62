"""Kuromasu (Tatham: Range; pzprjs: kurodoko): numbered cells stay unshaded and see that many unshaded cells
(itself included) along their row and column; shaded cells never share an edge; the unshaded cells are
connected.

Built on the kernel: the rules are a rule book (encode.py), the connectivity rule a lazy one (cuts while
solving, exact in export and certificates); explain, steps, hint and grade come from the generic
machinery. The numbers are the shape, so the generator is the type's own (generate.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from satpuzzles.typekit import (
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
from satpuzzles.typekit.bookrules import book_compiler, book_exact
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.deferred import deferred
from satpuzzles.typekit.puzzlekit import marks

from . import edit, encode, generate, model, rules, samples, text
from .model import NAME, Kuromasu, Solution

if TYPE_CHECKING:
    from . import look, puzzlink, tatham


SPEC: PuzzleSpec[Kuromasu, Solution] = PuzzleSpec(
    name=NAME,
    title="Kuromasu",
    samples=samples.SAMPLES,
    aliases=("kurodoko",),  # not "range": a word shared code uses
    model=Kuromasu,
    codec=ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, model.cell_text),
    compiler=Compiler(encode.shape, book_compiler(encode.RULES), exact=book_exact(encode.RULES)),
    checker=Checker(rules.violations),
    text=TextCodec(text.from_text, text.to_text),
    # the numbers are the shape: kept sessions would only cost memory; MiniSat loads, solves and frees one puzzle
    # faster than CaDiCaL (the whole dataset: 11.1 -> 10.0 ms a puzzle, benchmarks/README.md)
    policy=SolverPolicy(preferred_backend="minisat22", kept_shapes=2),
    puzzlekit=PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=text.to_puzzlekit,
        compare=marks("x"),
        dataset="Kuromasu",
    ),
    puzzlink=PuzzlinkCodec(
        ("kurodoko", "kuromasu"),
        deferred(__name__, "puzzlink", lambda: puzzlink.decode),
        deferred(__name__, "puzzlink", lambda: puzzlink.encode),
    ),
    game_id=GameIdCodec(
        deferred(__name__, "tatham", lambda: tatham.read),
        deferred(__name__, "tatham", lambda: tatham.write),
        deferred(__name__, "tatham", lambda: tatham.looks_like),
    ),
    generator=generate.GENERATOR,
    look=Look(deferred(__name__, "look", lambda: look.draw)),
    editor=edit.EDITOR,
    explainer=book_explainer(encode.RULES),
    stepper=book_stepper(encode.RULES),
)

__all__ = ["SPEC", "Kuromasu"]
