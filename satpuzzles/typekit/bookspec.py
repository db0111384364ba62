"""The spec of a rule-book type from its own modules: the type writes its model, texts and rule book, and this
assembles the `PuzzleSpec` that every such type would otherwise spell out again.

Two kinds of board: a line through the cell centres (`line_spec`; the solution is each cell's line piece, and
the type's model and text say how it is written) and shaded cells (`shading_spec`; the solution is rows of
`x` and `-`, written by typekit.shadingjson). Both get the rule book's compiler, exact formula, explain and
steps. A module is passed whole and checked by mypy against the protocols below.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar

from satpuzzles.typekit.base import Cell, Puzzle
from satpuzzles.typekit.bookexplain import book_explainer
from satpuzzles.typekit.bookrules import Rules, book_compiler, book_exact
from satpuzzles.typekit.booksteps import book_stepper
from satpuzzles.typekit.puzzlekit import Compare, exact, same_lines
from satpuzzles.typekit.puzzlink import PuzzLink
from satpuzzles.typekit.samples import Sample
from satpuzzles.typekit.shadingjson import Shading, shading_cell_text, shading_to_json
from satpuzzles.typekit.spec import (
    Checker,
    Compiler,
    Editor,
    Generator,
    Look,
    ModelCodec,
    PuzzlekitCodec,
    PuzzleSpec,
    PuzzlinkCodec,
    SolverPolicy,
    TextCodec,
)

K = TypeVar("K", bound=Puzzle)  # the puzzle model
S = TypeVar("S")  # a solution
K_contra = TypeVar("K_contra", bound=Puzzle, contravariant=True)
S_contra = TypeVar("S_contra", contravariant=True)


class ModelModule(Protocol[K]):
    """A shading type's model.py: its JSON schema (the solution's is typekit.shadingjson's)."""

    def from_json(self, data: Mapping[str, Any], /) -> K: ...
    def to_json(self, puzzle: K, /) -> dict[str, Any]: ...
    def solution_from_json(self, puzzle: K, data: Any, /) -> Shading: ...


class LineModelModule(Protocol[K, S]):
    """A line type's model.py: its JSON schema, with its solutions (rows of line pieces)."""

    def from_json(self, data: Mapping[str, Any], /) -> K: ...
    def to_json(self, puzzle: K, /) -> dict[str, Any]: ...
    def solution_from_json(self, puzzle: K, data: Any, /) -> S: ...
    def solution_to_json(self, solution: S, /) -> Any: ...


class TextModule(Protocol[K, S]):
    """The type's text.py: its native text and puzzlekit's."""

    def from_text(self, text: str, /) -> tuple[K, S | None]: ...
    def to_text(self, puzzle: K, solution: S | None = None, /) -> str: ...
    def looks_like_puzzlekit(self, lines: Sequence[str], /) -> bool: ...
    def from_puzzlekit(self, text: str, /) -> tuple[K, S | None]: ...
    def to_puzzlekit(self, puzzle: K, solution: S | None = None, /) -> str: ...


class LineTextModule(TextModule[K, S], Protocol):
    """A line type's text.py also names one cell of a solution and writes the dataset's solution text."""

    def cell_text(self, solution: S, cell: Cell, /) -> str: ...
    def solution_text(self, puzzle: K, solution: S, /) -> str: ...


class EncodeModule(Protocol[K, S]):
    """The type's encode.py: its rule book and what the formula depends on."""

    @property
    def RULES(self) -> Rules[K, S]: ...  # a module constant
    def shape(self, puzzle: K, /) -> Hashable: ...


class RulesModule(Protocol[K_contra, S_contra]):
    """The type's rules.py: the plain-Python check of a solution."""

    def violations(self, puzzle: K_contra, solution: S_contra, /) -> list[str]: ...


class PuzzlinkModule(Protocol):
    """The type's puzzlink.py: its puzz.link URLs, on the JSON schema."""

    def decode(self, link: PuzzLink, /) -> dict[str, Any]: ...
    def encode(self, data: dict[str, Any], /) -> str: ...


class LookModule(Protocol):
    """The type's look.py: its picture, from the JSON schema object and the solution JSON (or None)."""

    def draw(self, data: dict[str, Any], solution: Any | None, /) -> str: ...


@dataclass(frozen=True)
class BookType:
    """What a rule-book type says of itself besides its modules."""

    title: str  # as people write it
    aliases: tuple[str, ...]
    dataset: str  # the puzzlekit dataset's name
    puzzlink_names: tuple[str, ...]  # pzprjs's names, the written one first
    editor: Editor  # the web console's editing
    generator: Generator | None = None  # None: the type has none (its docstring says why)
    policy: SolverPolicy[Any] = field(default_factory=SolverPolicy)
    steps: bool = True  # False: the type offers no stepper (its docstring says why)


def line_spec(
    kind: type[K],
    about: BookType,
    modules: tuple[
        LineModelModule[K, S], LineTextModule[K, S], EncodeModule[K, S], RulesModule[K, S], PuzzlinkModule, LookModule
    ],
    samples: tuple[Sample, ...],
) -> PuzzleSpec[K, S]:
    """A type whose solution is a line piece per cell, written by its own model and text; puzzlekit's solutions
    compare line by line."""
    model, text, encode, rules, links, look = modules
    codec = ModelCodec(model.from_json, model.to_json, model.solution_from_json, model.solution_to_json, text.cell_text)
    puzzlekit = _puzzlekit(text, about, text.solution_text, same_lines)
    return _book_spec(kind, about, codec, text, puzzlekit, (encode, rules, links, look), samples)


def shading_spec(
    kind: type[K],
    about: BookType,
    modules: tuple[
        ModelModule[K],
        TextModule[K, Shading],
        EncodeModule[K, Shading],
        RulesModule[K, Shading],
        PuzzlinkModule,
        LookModule,
    ],
    samples: tuple[Sample, ...],
) -> PuzzleSpec[K, Shading]:
    """A type whose solution shades cells (typekit.shadingjson): its puzzlekit text writes every cell, `x`
    shaded, `-` unshaded, and so is its solution."""
    model, text, encode, rules, links, look = modules
    codec = ModelCodec(model.from_json, model.to_json, model.solution_from_json, shading_to_json, shading_cell_text)
    puzzlekit = _puzzlekit(text, about, text.to_puzzlekit, exact)
    return _book_spec(kind, about, codec, text, puzzlekit, (encode, rules, links, look), samples)


def _puzzlekit(
    text: TextModule[K, S], about: BookType, write_solution: Callable[[K, S], str], compare: Compare
) -> PuzzlekitCodec[K, S]:
    return PuzzlekitCodec(
        text.looks_like_puzzlekit,
        text.from_puzzlekit,
        text.to_puzzlekit,
        write_solution=write_solution,
        compare=compare,
        dataset=about.dataset,
    )


def _book_spec(
    kind: type[K],
    about: BookType,
    codec: ModelCodec[K, S],
    text: TextModule[K, S],
    puzzlekit: PuzzlekitCodec[K, S],
    modules: tuple[EncodeModule[K, S], RulesModule[K, S], PuzzlinkModule, LookModule],
    samples: tuple[Sample, ...],
) -> PuzzleSpec[K, S]:
    encode, rules, links, look = modules
    return PuzzleSpec(
        name=kind.type_name,
        title=about.title,
        aliases=about.aliases,
        samples=samples,
        model=kind,
        codec=codec,
        compiler=Compiler(encode.shape, book_compiler(encode.RULES), exact=book_exact(encode.RULES)),
        checker=Checker(rules.violations),
        text=TextCodec(text.from_text, text.to_text),
        policy=about.policy,
        puzzlekit=puzzlekit,
        puzzlink=PuzzlinkCodec(about.puzzlink_names, links.decode, links.encode, rectangular=True),
        generator=about.generator,
        look=Look(look.draw),
        editor=about.editor,
        explainer=book_explainer(encode.RULES),
        stepper=book_stepper(encode.RULES) if about.steps else None,
    )
