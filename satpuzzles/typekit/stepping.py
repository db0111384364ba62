"""What a puzzle type offers `satpuzzles steps` and `hint`: its rule instances as switchable groups.

The generic algorithm (satpuzzles/steps/) never names a type. A type compiles one formula in which
every rule instance (one row's "each value once", one clue, one given, one region...) is in force
only while its group's literals are assumed; the cells' "exactly one value" and the definitions of
auxiliary variables are always in force. A step is then a small set of groups and known cell facts
that, with the negation of a new fact, has no model.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from satpuzzles.cnf import Formula
from satpuzzles.typekit.constraints.lazy import CutFinder
from satpuzzles.typekit.explaining import Switch

Cell = tuple[int, int]

# How a group of each kind is charged in a step's cost (encodings/steps.md says how they were chosen;
# encodings/rulebook.md the kinds rule books added: count, connectivity, loop, cage, sum).
KINDS = ("clue", "given", "line", "region", "no-touch", "count", "connectivity", "loop", "cage", "sum")


@dataclass(frozen=True)
class CellValue:
    """One value a cell can take: its JSON value (as in solutions) and the literal true when it holds it."""

    value: Any
    literal: int


@dataclass(frozen=True)
class TrialLink:
    """One deduction inside a trial, made on the trial's board: what it concludes from its groups and the values then
    ruled out on the cells it reads (before the trial, or by it so far). Those two are all a reader needs to follow
    it, and all the re-check gives its solver. A link without conclusions is the contradiction that ends the trial:
    its groups and those facts have no model."""

    technique: str  # "hidden single: 2 has one place in row 5"; for the contradiction, where it lies
    groups: tuple[Switch, ...]
    ruled_out: tuple[tuple[Cell, Any], ...]
    placed: tuple[tuple[Cell, Any], ...] = ()
    excluded: tuple[tuple[Cell, Any], ...] = ()


@dataclass(frozen=True)
class TechniqueFinding:
    """A deduction a person makes by a named technique: what it concludes and all it reads.

    `groups` are the rules and clues it reads, `cells` the cells whose known facts it reads; the step engine
    takes a minimal subset of those that forces the conclusions (re-checked), and names the technique.
    """

    technique: str  # "hidden single: 5 has one place in row 2" (the technique's kind before the colon)
    groups: tuple[Switch, ...]
    cells: tuple[Cell, ...]
    placed: tuple[tuple[Cell, Any], ...]
    excluded: tuple[tuple[Cell, Any], ...]
    last_resort: bool = False  # a wide argument (a trial): taken only when it names less than the engine's search
    # The exclusions (cell, value) it reads where it reads fewer than all on its cells (a hidden single or a fish: one
    # value's; a trial: what its deductions read); () for all. The engine first shrinks a pool of only those and the
    # placed values on its cells, so a step names the direct reasons, not a detour through other values.
    direct: tuple[tuple[Cell, Any], ...] = ()
    only: bool = False  # its step decides its conclusions only: what else its reasons force waits for a later step
    trial: tuple[TrialLink, ...] = ()  # a trial's deductions from its assumption, in order, then its contradiction


class StepModel(ABC):
    """One puzzle's rules grouped by rule instance, each group a `Switch` (PART json, literals, name, cells).

    `Switch.rank[0]` holds the group's kind (one of KINDS), which sets its cost.
    """

    formula: Formula
    rows: int
    columns: int
    # Path scores below the first cut grade easy, below the second medium, below the third hard, else extreme
    # (satpuzzles/steps/grading.py; encodings/grading.md says how each type's cuts were chosen).
    grade_cuts: tuple[float, float, float] = (2.5, 4.0, 8.5)
    # Rules stated lazily (rulebook.py `lazy_rule`): per group selector with no clauses, the finder of the cuts
    # the rule implies (plain clauses); the search adds them under the selector as models break the rule.
    lazy: Mapping[int, CutFinder] = MappingProxyType({})
    # Per lazy rule's selector, the variables its finder reads: a slice asking the rule seeds them.
    lazy_reads: Mapping[int, frozenset[int]] = MappingProxyType({})

    @abstractmethod
    def groups(self) -> list[Switch]:
        """Every rule instance, clue and given of the puzzle; all of them together are the puzzle."""

    @abstractmethod
    def cell_values(self) -> list[list[CellValue]]:
        """Per cell (row-major), the values it may take; exactly one of their literals is true."""

    @abstractmethod
    def value_text(self, value: Any) -> str:
        """How a value reads in a step ("5", "park", "A", "blank", "a star")."""

    def technique_grade(self) -> tuple[str, float] | None:
        """A type's own level and score from named techniques in plain Python (Towers: Tatham's), which then
        replace the grade read off the path of steps; None (the default): grade the path."""
        return None

    def techniques(self, candidates: Mapping[Cell, set[Any]], decided: Collection[Cell]) -> list[TechniqueFinding]:
        """The named deductions a person would make next from these candidate values per cell (`decided`: the
        cells whose value is known; a cell left one candidate but not decided is a naked single), in the order the
        type's solver tries them (the first of each technique that applies, of the easiest tier that has one);
        [] (the default) when none applies: the step search takes over."""
        return []

    def placed_text(self, cell: Cell, value: Any) -> str:
        return f"r{cell[0] + 1}c{cell[1] + 1} = {self.value_text(value)}"

    def excluded_text(self, cell: Cell, values: Sequence[Any]) -> str:
        """The value first, as a solver says it: "5 is impossible in r1c3", "5 and 6 are impossible in r1c3"."""
        texts = [self.value_text(v) for v in values]
        listed = texts[0] if len(texts) == 1 else f"{', '.join(texts[:-1])} and {texts[-1]}"
        return f"{listed} {'is' if len(texts) == 1 else 'are'} impossible in r{cell[0] + 1}c{cell[1] + 1}"

    def bound_rules(self, candidates: dict[Cell, set[Any]]) -> dict[Cell, set[Any]] | None:
        """What the type's simple human rules derive from these candidate values per cell; None if it has none.

        The grade counts a path whose every step these rules make as easy (steps/grading.py); a type without
        such rules keeps this default.
        """
        return None

    def scope(self, group: Switch) -> Sequence[Cell]:
        """The cells whose facts can matter to the group (by default the cells it names)."""
        return group.cells
