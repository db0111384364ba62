"""A type's rules and hints as a rule book, and the solving template compiled from it.

A type that states its rules in a `RuleBook` (rulebook.py) fills in one `Rules` and gets its compiler
(`BookTemplate`), its stepper (booksteps.BookSteps), its explainer (bookexplain.BookExplainer) and its
generator's draft (bookdraft.book_draft) without code of its own for any of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from satpuzzles.cnf import Clause, collector_paused
from satpuzzles.cnf.budget import spend
from satpuzzles.typekit.base import LazyRules, Template
from satpuzzles.typekit.constraints.lazy import CutFinder, Truth, all_cuts
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.rulebook import RuleBook

P = TypeVar("P")  # the puzzle model
S = TypeVar("S")  # a solution


@dataclass(frozen=True)
class Stated(Generic[P]):
    """What a type's `state` returns: its hints as switches over the book it stated its rules in."""

    hints: Callable[[P], list[Switch]]  # the hints of a puzzle of the book's shape (its clues and givens)
    candidates: Callable[[P], list[Switch]]  # every hint a setter could add to it (checked as fixes)
    # the hints' literals alone, in their order, where a type can list them without making the switches (their
    # labels and JSON): solving's assumptions for every puzzle; None: read off `hints`
    literals: Callable[[P], list[int]] | None = None
    # the rows of cell values a solution's literals are read from where the book's cells hold fewer values than
    # solutions do (a projection: Fillomino's solving book has one symbol for every region larger than any given
    # and `Rules.solution` lifts it back); None: `Rules.grid`
    values: Callable[[Any], list[list[Any]]] | None = None


@dataclass(frozen=True)
class Rules(Generic[P, S]):
    """Everything the generic explain, steps, hint, grade and generate need from a type.

    `state(book, puzzle)` states the cells, the rules and the definitions hints refer to, for the
    puzzle's shape only (the formula may depend on nothing the type's `shape` leaves out: clues are
    hints, assumed), and returns the hints. A cell's values are the ones its solution JSON holds.
    """

    state: Callable[[RuleBook, P], Stated[P]]
    solution: Callable[[list[list[Any]]], S]  # a solution from its rows of cell values
    grid: Callable[[S], list[list[Any]]]  # the rows of cell values of a solution
    clues_of: Callable[[P, S], P]  # (a blank puzzle, a solution of it) -> the puzzle showing every clue it shows
    with_hint: Callable[[P, Switch], P]  # the puzzle with a candidate hint added
    without: Callable[[P, Switch], P]  # the puzzle with one of its hints taken away
    value_text: Callable[[Any], str] = str  # how a cell value reads in a step ("a mine", "5")
    grade_cuts: tuple[float, float, float] = (2.5, 4.0, 8.5)  # as StepModel.grade_cuts
    # whether solving leaves the rules stated with `book.lazy_rule` to their cut finders (faster where the
    # exact encoding is large: connectivity, loops); export, certify, generate, explain and steps stay exact
    lazy: bool = False
    # whether steps leave the lazy rules to their cuts too (encodings/rulebook.md): the types whose paths were
    # measured faster on them (Heyawake, Fillomino, Hashi, Masyu, Cave); the others keep the exact rule there
    lazy_steps: bool = False


class BookTemplate(Template[P, S]):
    """The solving template: every rule in force, each hint's literals an assumption.

    `lazy`: the rules stated with cut finders are left to them (Template.cuts), the others are clauses.
    `hints_in_force`: the puzzle's hints are unit clauses too (still assumed): a template of this puzzle alone.
    """

    def __init__(
        self, rules: Rules[P, S], puzzle: P, encoding: str, *, lazy: bool = False, hints_in_force: bool = False
    ) -> None:
        self.rules = rules
        self.book = RuleBook(guarded=False, encoding=encoding, lazy=lazy, hints_in_force=hints_in_force)
        with collector_paused():
            self.stated = rules.state(self.book, puzzle)
        self.formula = self.book.formula
        if hints_in_force:
            self.formula.extend([lit] for lit in self.assumptions(puzzle))
        spend(self.formula.clause_count, self.formula)  # the last rule's clauses too, before a solver holds them
        self.primary = self.book.primary
        self.dominance = self.book.dominance
        self.counts_all = self.stated.values is None
        if self.book.cut_finders:
            self.cuts = _model_cuts(self.book.cut_finders)
        if self.book.exact_lazy and self.formula.complete:
            spans, finders = zip(*self.book.exact_lazy, strict=True)
            self.lazy_rules = LazyRules(spans, _model_cuts(finders))

    def assumptions(self, puzzle: P) -> list[int]:
        if self.stated.literals is not None:
            return self.stated.literals(puzzle)
        return [lit for hint in self.stated.hints(puzzle) for lit in hint.literals]

    def decode(self, model: Sequence[int]) -> S:
        return self.rules.solution(self.book.cells.grid(model))

    def solution_literals(self, solution: S) -> list[int]:
        rows = self.rules.grid(solution) if self.stated.values is None else self.stated.values(solution)
        return self.book.cells.grid_literals(rows)


def _model_cuts(finders: Sequence[CutFinder]) -> Callable[[Sequence[int]], list[Clause]]:
    """The cuts of the finders, from a model (Template.cuts)."""
    finder = all_cuts(*finders)

    def cuts(model: Sequence[int]) -> list[Clause]:
        return finder(Truth(model))

    return cuts


def book_compiler(rules: Rules[P, S]) -> Callable[[P, str], BookTemplate[P, S]]:
    """The `compile` of a type's Compiler: its rule book, rules in force (lazy ones as cuts if `rules.lazy`)."""

    def compile(puzzle: P, encoding: str) -> BookTemplate[P, S]:
        return BookTemplate(rules, puzzle, encoding, lazy=rules.lazy)

    return compile


def book_alone(rules: Rules[P, S]) -> Callable[[P, str], BookTemplate[P, S]]:
    """The `compile` of a type's AloneCompiler: the puzzle's own solving template, its hints unit clauses as well
    as assumptions. A solver simplifies a unit clause away before it searches, an assumption it decides again
    after every restart and carries into every clause it learns: Yajilin's and Masyu's largest grids reached
    their first solution and the uniqueness proof 2-3x faster so (encodings/loops.md)."""

    def compile(puzzle: P, encoding: str) -> BookTemplate[P, S]:
        return BookTemplate(rules, puzzle, encoding, lazy=rules.lazy, hints_in_force=True)

    return compile


def book_exact(rules: Rules[P, S]) -> Callable[[P, str], BookTemplate[P, S]] | None:
    """The `exact` of a type's Compiler: every rule as clauses, for export, certificates and generation;
    None when solving states every rule exactly anyway (`rules.lazy` is false)."""
    if not rules.lazy:
        return None

    def exact(puzzle: P, encoding: str) -> BookTemplate[P, S]:
        return BookTemplate(rules, puzzle, encoding)

    return exact
