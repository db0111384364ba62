"""A puzzle type as a `PuzzleSpec`: small typed parts, each one of the type's own functions.

Shared machinery (formats, render, generate, solving, cli, batch) looks a type up in the registry and
calls its parts; a type fills in only the parts it has (the optional ones are None), and nothing
forwards by hand. This module and what it names are the public API for third-party types
(docs/plugins.md).

The parts are frozen records of functions, one set per type, made once: they have no value equality, hash
(theirs is identity) or field-listing repr, methods `dataclass` would compile at the import of every command.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from random import Random
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from satpuzzles.cnf import DEFAULT_ENCODING
from satpuzzles.cnf.size import FormulaSize
from satpuzzles.typekit.base import Cell, Puzzle, Template
from satpuzzles.typekit.puzzlekit import Compare, exact
from satpuzzles.typekit.samples import Sample

if TYPE_CHECKING:  # what only some commands load
    from satpuzzles.typekit.explaining import Explainer
    from satpuzzles.typekit.generating import Draft, GeneratorOption, Options, Oracle
    from satpuzzles.typekit.puzzlink import PuzzLink
    from satpuzzles.typekit.stepping import StepModel

P = TypeVar("P")  # the puzzle model (an immutable dataclass)
S = TypeVar("S")  # a solution (an immutable grid)


def no_warnings(puzzle: Any) -> list[str]:
    """The default Checker.warnings: nothing suspicious."""
    return []


@dataclass(frozen=True, eq=False, repr=False)
class ModelCodec(Generic[P, S]):
    """Required: the JSON schema of the puzzle and the shape of its solution."""

    from_json: Callable[[Mapping[str, Any]], P]  # validates; PuzzleError naming the field
    to_json: Callable[[P], dict[str, Any]]  # with "type"
    solution_from_json: Callable[[P, Any], S]  # checked for shape, not for rules
    solution_to_json: Callable[[S], Any]
    cell_text: Callable[[S, Cell], str]  # one cell of a solution, for listing where two solutions differ


@dataclass(frozen=True, eq=False, repr=False)
class AloneCompiler(Generic[P, S]):
    """Optional: a template of one puzzle, its clues compiled in (still assumed), where that beats sharing the
    shape's: solving compiles such a puzzle for itself and drops the template afterwards."""

    wanted: Callable[[P], bool]  # whether this puzzle is better compiled for itself (large shapes, rarely shared)
    compile: Callable[[P, str], Template[P, S]]  # (puzzle, cardinality encoding) -> the puzzle's own template
    # Under `auto` with the encoding left to it, the (backend, encoding) this template is solved with, where it
    # differs from the shape's (a puzzle's counts as native constraints); None: the type's SolverPolicy's
    solver: tuple[str, str] | None = None


@dataclass(frozen=True, eq=False, repr=False)
class SharedCompiler(Generic[P, S]):
    """Optional: solving's template shared by the puzzles of a coarser shape than the Compiler's (a grid size), what
    the Compiler's shape compiles in (a layout of black cells) assumed instead. Solving, counting and uniqueness
    proofs use it; export, certificates, generation's sampling and hint questions, explain and steps keep the
    Compiler's own template."""

    shape: Callable[[P], Hashable]  # what this formula depends on; include the type's name
    compile: Callable[[P, str], Template[P, S]]  # (puzzle, cardinality encoding) -> the shared template


@dataclass(frozen=True, eq=False, repr=False)
class Compiler(Generic[P, S]):
    """Required: the CNF. Clues and givens are assumptions, so equal shapes share one template (and session)."""

    shape: Callable[[P], Hashable]  # what the formula depends on; include the type's name
    compile: Callable[[P, str], Template[P, S]]  # (puzzle, cardinality encoding) -> the shape's template
    # (puzzle, encoding) -> what compile would build, by arithmetic on the shape: solving refuses a formula
    # over its clause limit before compiling it (solving/limits.py); None: never refused
    estimate: Callable[[P, str], FormulaSize] | None = None
    alone: AloneCompiler[P, S] | None = None  # None: every puzzle is solved on its shape's template
    # Where compile's template adds rules lazily (Template.cuts): the template stating every rule in CNF, which
    # export and certificates use. None with lazy rules: the type's formulas cannot be exported.
    exact: Callable[[P, str], Template[P, S]] | None = None
    shared: SharedCompiler[P, S] | None = None  # None: solving uses `compile`'s template per `shape`


@dataclass(frozen=True, eq=False, repr=False)
class Checker(Generic[P, S]):
    """Required: the plain-Python rule check every printed solution passes, independent of the encoding."""

    violations: Callable[[P, S], list[str]]  # every broken rule, or []
    warnings: Callable[[P], list[str]] = no_warnings  # legal but suspicious features, shown on stderr


@dataclass(frozen=True, eq=False, repr=False)
class TextCodec(Generic[P, S]):
    """Required: the native text format, whose header starts with the type's name; solutions print in it."""

    read: Callable[[str], tuple[P, S | None]]  # a puzzle, or a solved board with its solution
    write: Callable[[P, S | None], str]


@dataclass(frozen=True, eq=False, repr=False)
class PuzzlekitCodec(Generic[P, S]):
    """Optional: puzzlekit's text format (a grid with no unknowns is read as the solution), and the puzzlekit
    dataset's solution text (satpuzzles.typekit.puzzlekit), which every JSON result carries as `puzzlekit_solution`."""

    looks_like: Callable[[Sequence[str]], bool]  # whether these non-empty lines have this type's layout
    read: Callable[[str], tuple[P, S | None]]
    write: Callable[[P, S | None], str] | None = None
    write_solution: Callable[[P, S], str] | None = None  # the dataset's `solution` text of this solution
    compare: Compare = exact  # (ours, published) grids of tokens -> whether the solutions agree
    dataset: str | None = None  # the puzzlekit dataset's name for this type (its files: <dataset>_dataset.json)


@dataclass(frozen=True, eq=False, repr=False)
class PuzzlinkCodec:
    """Optional: puzz.link URLs. Works on the JSON schema, so formats/ needs no model."""

    names: tuple[str, ...]  # pzprjs puzzle names; the first is the one written
    decode: Callable[[PuzzLink], dict[str, Any]]  # the JSON schema object (the type validates it)
    encode: Callable[[dict[str, Any]], str]  # the body after the size; PuzzleError when it cannot say it
    # whether the type's grids may be rectangles: the JSON schema then says `rows` and `columns` (or `size` alone
    # for a square grid, where the type writes it so)
    rectangular: bool = False
    # the URL's (columns, rows) where they are not the JSON's grid (pzprjs draws some clues outside its grid)
    dimensions: Callable[[dict[str, Any]], tuple[int, int]] | None = None


@dataclass(frozen=True, eq=False, repr=False)
class GameIdCodec(Generic[P, S]):
    """Optional: one-line game IDs (Simon Tatham's puzzles)."""

    read: Callable[[str], P]
    write: Callable[[P], str]
    # whether an ID has this program's parameters (an ID does not name its game): a reader that says so is
    # preferred when --type is not given; None: no such test (tried only when no reader claims the ID)
    looks_like: Callable[[str], bool] | None = None


@dataclass(frozen=True, eq=False, repr=False)
class Generator:
    """Optional: one attempt at a unique puzzle (generate.core retries, grades and numbers them)."""

    options: tuple[GeneratorOption, ...]
    # None: this attempt drafted nothing of the level asked for, a miss that generate counts like a wrong grade
    draft: Callable[[Options, Random, Oracle], Draft | None]
    # the requested shape without clues, so that generate refuses a formula over the clause limit up front
    blank: Callable[[Options], Puzzle] | None = None


@dataclass(frozen=True, eq=False, repr=False)
class Look:
    """Optional: the SVG picture, from the JSON schema object and the solution JSON (or None)."""

    draw: Callable[[dict[str, Any], Any | None], str]


@dataclass(frozen=True, eq=False, repr=False)
class Editor:
    """Optional: how the web console edits a puzzle's JSON object, a slot at a time in the tokens a person types.

    "" empties a slot. A put returns a new object and may place any token: the console validates the result
    with `ModelCodec.from_json`, whose message names the field. Set mode edits the puzzle (cells, clues around
    the grid); Solve mode fills a partial grid of solution values, for hints.
    """

    put_cell: Callable[[Mapping[str, Any], Cell, str], dict[str, Any]]
    cell_text: Callable[[Mapping[str, Any], Cell], str]  # what put_cell would be given to leave the cell as it is
    entry: Callable[[Mapping[str, Any], str], Any]  # Solve mode: a token as a cell's solution value (None for "")
    # (data, side, index, text); None: the type has no clue slots around the grid
    put_clue: Callable[[Mapping[str, Any], str, int, str], dict[str, Any]] | None = None
    clue_text: Callable[[Mapping[str, Any], str, int], str] | None = None
    paint: str = ""  # Set mode: a click puts the toolbar's token, which this names (say "region"); "": typed
    cycle: tuple[str, ...] = ()  # Solve mode: the tokens a click steps through, in place of typing one
    # Solve mode: the cell tokens are line pieces (letters n, e, s, w for the sides a line leaves a cell's
    # centre by), these ones; the console draws them by dragging from cell to cell. (): no lines to draw
    lines: tuple[str, ...] = ()
    # Set mode: the JSON field holding the region (or cage) map that painting `region_mark` + N sets, for the
    # console's "new region" tool (the next number not in the map); "": the type paints no regions
    regions: str = ""
    region_mark: str = ""


@dataclass(frozen=True, eq=False, repr=False)
class SolverPolicy(Generic[P]):
    """How the `auto` backend solves this type, how many compiled shapes an Engine keeps, what proves it."""

    preferred_backend: str = "cadical195"  # the fastest on the type's benchmarks
    auto_summary: str = ""  # what `satpuzzles backends` says auto does, where auto_solver does more
    kept_shapes: int = 32  # compiled shapes (each with a session) kept, least recently used dropped first
    auto_solver: Callable[[P], tuple[str, str]] | None = None  # None: (preferred_backend, DEFAULT_ENCODING)
    # `--certify` under `--proof-solver auto`: the proof-logging solver whose proofs of the type's puzzles were
    # written and checked fastest (benchmarks/certify.py --solvers); the default gave short proofs on every type
    proof_solver: str = "cadical153"

    def choose(self, puzzle: P) -> tuple[str, str]:
        """The backend and cardinality encoding `auto` solves this puzzle with (when the encoding is left to it)."""
        if self.auto_solver is not None:
            return self.auto_solver(puzzle)
        return self.preferred_backend, DEFAULT_ENCODING


@dataclass(frozen=True, eq=False, repr=False)
class PuzzleSpec(Generic[P, S]):
    """Everything shared code may ask of one puzzle type."""

    name: str
    aliases: tuple[str, ...]
    model: type[P]
    codec: ModelCodec[P, S]
    compiler: Compiler[P, S]
    checker: Checker[P, S]
    text: TextCodec[P, S]
    policy: SolverPolicy[P] = field(default_factory=SolverPolicy)
    puzzlekit: PuzzlekitCodec[P, S] | None = None
    puzzlink: PuzzlinkCodec | None = None
    game_id: GameIdCodec[P, S] | None = None
    generator: Generator | None = None
    look: Look | None = None
    editor: Editor | None = None  # the web console's editing; None: the console opens and solves, not edits
    title: str = ""  # the name as people write it ("Sudoku"); "": the name
    # `satpuzzles explain`: (puzzle, encoding, the shape's template with clauses only, or None) -> switches
    explainer: Callable[[P, str, Template[P, S] | None], Explainer[P, S]] | None = None
    # `satpuzzles steps` and `hint`: the puzzle's rules grouped by rule instance
    stepper: Callable[[P], StepModel] | None = None
    # a few puzzles with their solutions (satpuzzles.typekit.samples): one shared test and the console's examples
    samples: tuple[Sample, ...] = field(default=(), compare=False)

    def parts(self) -> list[str]:
        """The optional parts this type has, by name (for `satpuzzles types`)."""
        optional = ("puzzlekit", "puzzlink", "game_id", "generator", "look", "editor", "explainer", "stepper")
        return [name for name in optional if getattr(self, name) is not None]


__all__ = [
    "AloneCompiler",
    "Checker",
    "Compiler",
    "Editor",
    "GameIdCodec",
    "Generator",
    "Look",
    "ModelCodec",
    "PuzzleSpec",
    "PuzzlekitCodec",
    "PuzzlinkCodec",
    "SharedCompiler",
    "SolverPolicy",
    "TextCodec",
    "no_warnings",
]
