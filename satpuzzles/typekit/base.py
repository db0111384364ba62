"""What every puzzle model and compiled template offers shared code (the type itself: spec.PuzzleSpec)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Generic, Literal, Protocol, TypeVar

from satpuzzles.cnf import Clause, Formula, VarBlock

P = TypeVar("P")  # the puzzle model (an immutable dataclass)
S = TypeVar("S")  # a solution (an immutable grid)

Cell = tuple[int, int]


class Puzzle(Protocol):
    """What every puzzle model offers shared code: its registered type's name (see type_of) and its size."""

    type_name: ClassVar[str]

    @property
    def size(self) -> int: ...


@dataclass(frozen=True, eq=False)
class Legend:
    """What the variables of one block mean, so a DIMACS header lets people decode models without our code.

    `axes` names the block's index positions in order (row-major); `labels` says, for an axis that
    stands for a value, what each index means; `meaning` is a sentence that uses the axis names.
    """

    axes: tuple[str, ...]
    meaning: str
    labels: Mapping[str, tuple[str, ...]] = field(default_factory=dict)


@dataclass(frozen=True, eq=False)
class PrimaryCells:
    """The block of a template's cell literals, and what kind it is.

    one-hot: dims (rows, cols, values), exactly one value per cell; boolean: dims (rows, cols), a cell
    holds the thing (a star) or not. Sampling, grading and blocking clauses work on these literals.
    """

    block: VarBlock
    kind: Literal["one-hot", "boolean"]


@dataclass(frozen=True, eq=False)
class Dominance:
    """Two selectors a uniqueness proof may assume (encodings/loops.md, "Dominance"), over a measure of
    solutions the type names (for lines: the cells they use).

    `relaxed` switches on clauses that only drop solutions some other solution beats: every solution they
    drop has another solution with a strictly smaller measure, and none of these steps ends on a solution
    `top` keeps (for lines: fewer used cells, or as many with one of them unused).
    `top` asks for the largest measure any solution can have. A solution found under both, with no other
    solution under `relaxed` alone, is the only solution: another one would be beaten step by step down to one
    that `relaxed` keeps and that differs from it. Neither selector is ever assumed to count, enumerate or
    export.
    """

    relaxed: int
    top: int


@dataclass(frozen=True, eq=False)
class LazyRules:
    """An exact template's rules that solving adds lazily: the clauses stating them (`spans` of formula.clauses)
    and the cuts that stand for them, over this template's variables (as Template.cuts). A certificate's proof
    finds the cuts without those clauses and carries them as lemmas (certify/lemmas.py)."""

    spans: tuple[range, ...]
    cuts: Callable[[Sequence[int]], list[Clause]]


class Template(ABC, Generic[P, S]):
    """A compiled shape: the base formula plus how a puzzle of that shape becomes assumptions.

    The formula depends only on the shape (size, value range, variant flags, regions); clues and
    givens are assumption literals, so one solver session serves every puzzle of the shape.
    """

    formula: Formula
    primary: PrimaryCells
    # Rules the formula leaves out, for solving to add lazily (connectivity cuts): given a model, the clauses
    # it breaks that every solution of every puzzle of the shape keeps, [] once it obeys them. Solving adds
    # them to the session and solves again before it accepts a model. The model covers every variable the session
    # knows; a cut may name fresh variables above them (a deferred rule's encoding), which the session then keeps.
    # None: the formula states every rule.
    cuts: Callable[[Sequence[int]], list[Clause]] | None = None
    # An exact template's lazily solved rules, stated in `formula` and also as cuts; None: none, or unknown.
    lazy_rules: LazyRules | None = None
    # Selectors for a faster solution and uniqueness proof (Dominance); None: the formula alone is searched.
    dominance: Dominance | None = None
    # Whether the models count solutions past two: False where the cells hold a projection that decides none,
    # one or several exactly but may stand for several solutions at once (Fillomino's large regions); a count
    # that finds two or more is then never complete.
    counts_all: bool = True

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

    def priorities(self) -> dict[int, float]:
        """Variables for the solver to decide first, by weight (MiniSat-family starting activities); {}: its own."""
        return {}
