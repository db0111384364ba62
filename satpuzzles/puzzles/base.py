"""What every puzzle type provides, so that shared machinery never imports a puzzle module."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from satpuzzles.cnf import DEFAULT_ENCODING, Formula

if TYPE_CHECKING:
    from satpuzzles.puzzles.explaining import Explainer
    from satpuzzles.puzzles.stepping import StepModel

P = TypeVar("P")  # the puzzle model (an immutable dataclass)
S = TypeVar("S")  # a solution (an immutable grid)

Cell = tuple[int, int]


class Puzzle(Protocol):
    """What every puzzle model offers shared code: its registered type's name (see type_of) and its size."""

    type_name: ClassVar[str]

    @property
    def size(self) -> int: ...


@dataclass(frozen=True)
class Legend:
    """What the variables of one block mean, so a DIMACS header lets people decode models without our code.

    `axes` names the block's index positions in order (row-major); `labels` says, for an axis that
    stands for a value, what each index means; `meaning` is a sentence that uses the axis names.
    """

    axes: tuple[str, ...]
    meaning: str
    labels: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


class Template(ABC, Generic[P, S]):
    """A compiled shape: the base formula plus how a puzzle of that shape becomes assumptions.

    The formula depends only on the shape (size, value range, variant flags, regions); clues and
    givens are assumption literals, so one solver session serves every puzzle of the shape.
    """

    formula: Formula

    @abstractmethod
    def assumptions(self, puzzle: P) -> list[int]:
        """Literals that pin this puzzle's clues and givens on the shape's formula."""

    @abstractmethod
    def decode(self, model: Sequence[int]) -> S:
        """The solution a full model describes (model[v-1] > 0 means variable v is true)."""

    @abstractmethod
    def solution_literals(self, solution: S) -> list[int]:
        """The primary cell literals true in `solution`; negated, they form its blocking clause."""

    def legends(self) -> dict[str, Legend]:
        """What the variables of each named block mean, by block role; blocks left out are auxiliary."""
        return {}


class PuzzleType(ABC, Generic[P, S]):
    """A puzzle kind: model, validation, encoding, rule checker and text formats."""

    name: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    # The PySAT solver the `auto` backend solves this type with: the fastest on its benchmarks.
    preferred_backend: ClassVar[str] = "cadical195"
    # What `satpuzzles backends` says auto does for this type, where auto_solver() does more than that.
    auto_summary: ClassVar[str] = ""
    # Compiled shapes (each with its solver session) an Engine keeps, the least recently used dropped
    # first: enough for a batch that mixes sizes and variants, a bound on memory for one that does not end.
    kept_shapes: ClassVar[int] = 32

    @abstractmethod
    def from_json(self, data: Mapping[str, Any]) -> P:
        """Build and validate a puzzle from the JSON schema; raises PuzzleError naming the field."""

    @abstractmethod
    def to_json(self, puzzle: P) -> dict[str, Any]:
        """The JSON schema object for the puzzle (with "type")."""

    @abstractmethod
    def solution_from_json(self, puzzle: P, data: Any) -> S:
        """A solution in the JSON schema's shape, checked for shape (not for rules)."""

    @abstractmethod
    def solution_to_json(self, solution: S) -> Any:
        """The solution in the JSON schema's shape."""

    @abstractmethod
    def shape(self, puzzle: P) -> Hashable:
        """What the compiled formula depends on: puzzles with equal shapes share a template."""

    @abstractmethod
    def compile(self, puzzle: P, encoding: str) -> Template[P, S]:
        """Compile the puzzle's shape (not its clues) into a template."""

    @abstractmethod
    def violations(self, puzzle: P, solution: S) -> list[str]:
        """Plain-Python rule check, independent of the encoding: every broken rule, or []."""

    @abstractmethod
    def cell_text(self, solution: S, cell: Cell) -> str:
        """How one cell of a solution is written (for listing where two solutions differ)."""

    @abstractmethod
    def to_text(self, puzzle: P, solution: S | None = None) -> str:
        """The native text format: the puzzle, or the solved board when a solution is given."""

    @abstractmethod
    def from_text(self, text: str) -> tuple[P, S | None]:
        """Read the native text format (a puzzle, or a solved board with its solution)."""

    def auto_solver(self, puzzle: P) -> tuple[str, str]:
        """The backend and cardinality encoding `auto` solves this puzzle with (when the encoding is left to it)."""
        return self.preferred_backend, DEFAULT_ENCODING

    def explainer(self, puzzle: P, encoding: str, template: Template[P, S] | None = None) -> Explainer[P, S] | None:
        """The puzzle with its hints and parts as switches, for `satpuzzles explain`; None if the type has none.

        `template`, when given, is the puzzle's shape already compiled (with clauses only) for reuse.
        """
        return None

    def stepper(self, puzzle: P) -> StepModel | None:
        """The puzzle's rules grouped by rule instance, for `satpuzzles steps` and `hint`; None if the type has none."""
        return None

    def from_puzzlekit(self, text: str) -> tuple[P, S | None]:
        """Read puzzlekit's text format; a grid with no unknowns is read as the solution."""
        raise NotImplementedError(f"{self.name}: the puzzlekit format is not supported")

    def warnings(self, puzzle: P) -> list[str]:
        """Legal but suspicious features (e.g. a region too small for its stars), shown on stderr."""
        return []

    def looks_like_puzzlekit(self, lines: Sequence[str]) -> bool:
        """Whether these non-empty lines have the layout of this type's puzzlekit text."""
        return False

    def to_puzzlekit(self, puzzle: P, solution: S | None = None) -> str:
        """puzzlekit's text for the puzzle, or for its solution when one is given."""
        raise NotImplementedError(f"{self.name}: writing the puzzlekit format is not supported")
