"""A rule book: how a puzzle type states its rules and hints once, for every command (encodings/rulebook.md).

A type's encoder gets a `RuleBook` and writes, in the order a rulebook would:

- its cells: `book.one_hot_cells(...)` (one value per cell) or `book.boolean_cells(...)` (a cell holds
  the thing or not), the primary literals every command reads solutions from;
- each rule instance under a label and a kind: `with book.rule("row 3", kind="line", cells=...) as f:`
  then clauses on `f` (auxiliary definitions included: everything the rule needs is inside it);
- a rule that also has a lazy form (connectivity, one loop): `book.lazy_rule(label, kind=..., cells=...,
  exact=lambda f: ..., cuts=finder)`, the exact clauses and a cut finder (constraints/lazy.py) for them;
- definitions that hints refer to (`book.formula` directly, outside any rule): they only name things
  (a neighbour count), so they are in force always and never change which cell values are solutions;
- each hint, what a setter adds or removes (a clue, a given): `book.hint(label, key=..., json=...,
  literals=..., cells=...)`, its assumption literals over the cells and the definitions.

Solving compiles the book with every rule in force (`guarded=False`); explain, steps and hint compile it
with each rule under a selector of its own (`guarded=True`, Formula.guarded), so that a step or a
conflict can name the rules it used, and a hint is in force only while its literals are assumed.
A solving book may be `lazy`: its lazy rules are then left to their cut finders (`cut_finders`), which
solving applies between solver calls. A guarded book may be `lazy` too (the step model): a lazy rule is then
a group with a selector and no clauses, its finder kept in `lazy_groups`, and the step search adds its cuts
under the selector (steps/slices.py). Every other book states lazy rules exactly, so explanations,
exported formulas and certified ones never depend on cuts (a certificate's proof may carry them as lemmas,
derived from the exact clauses: certify/lemmas.py).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager, nullcontext
from dataclasses import dataclass
from functools import cached_property
from itertools import islice
from typing import Any, Literal

from satpuzzles.cnf import (
    DEFAULT_ENCODING,
    NATIVE,
    Clause,
    Formula,
    VarBlock,
    exactly,
)
from satpuzzles.cnf.budget import LAZY_BYTES_PER_CELL, reserve, reserve_clauses, spend
from satpuzzles.cnf.size import cardinality_size
from satpuzzles.deadline import checkpoint
from satpuzzles.typekit.base import Cell, Dominance, PrimaryCells
from satpuzzles.typekit.constraints.lazy import CutFinder, Truth
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.stepping import KINDS

CANDIDATE_BYTES = 110  # a number in a cell's frozenset: 109 B an entry measured on a blank 40x40 Fillomino's sets

# The kinds of hints and of rule groups; steps/search.py charges each kind in a step's cost (WEIGHTS).
HINT_KINDS = ("clue", "given")
DEFERRED_NATIVE = "kmtotalizer"  # a deferred count's clauses where the book counts natively
RULE_KINDS = tuple(kind for kind in KINDS if kind not in HINT_KINDS)
_RULE_KIND_SET = frozenset(RULE_KINDS)
# A solving book looks at the run's deadline and the clause budget once this many clauses have been added since
# its last look (and at its first rule), not at every rule: a layout's compile states hundreds of one-clause
# rules, and the two looks cost more than their clauses. A thousand clauses are about a millisecond of work.
LOOK_EVERY = 1000


def _check_kind(kind: str) -> None:
    if kind not in _RULE_KIND_SET:
        raise ValueError(f"unknown rule kind {kind!r} (known: {', '.join(RULE_KINDS)})")


@dataclass(frozen=True)
class Cells:
    """The primary cell literals and the value each one stands for.

    one-hot: `block` has dims (rows, cols, len(values)) and literal (r, c, i) means value i; boolean:
    dims (rows, cols), the literal true means values[1] and false values[0].
    """

    block: VarBlock
    kind: Literal["one-hot", "boolean"]
    values: tuple[Any, ...]

    @property
    def rows(self) -> int:
        return self.block.dims[0]

    @property
    def columns(self) -> int:
        return self.block.dims[1]

    @cached_property
    def _index(self) -> dict[Any, int]:
        return {value: i for i, value in enumerate(self.values)}

    def literal(self, cell: Cell, value: Any) -> int:
        """The literal true exactly when `cell` holds `value` (the block's arithmetic done here: compiling a
        rule book asks this for every literal of every rule)."""
        r, c = cell
        block = self.block
        if self.kind == "boolean":
            lit = block.first + r * block.dims[1] + c
            return lit if value == self.values[1] else -lit
        return block.first + (r * block.dims[1] + c) * len(self.values) + self._index[value]

    def given_literals(self, grid: Sequence[Sequence[Any]]) -> list[int]:
        """The literal of every cell the grid gives a value (None: no given), row-major: solving assumes these."""
        if self.kind == "boolean":
            return [self.literal((r, c), v) for r, row in enumerate(grid) for c, v in enumerate(row) if v is not None]
        first, columns, k, index = self.block.first, self.columns, len(self.values), self._index
        return [
            first + (r * columns + c) * k + index[value]
            for r, row in enumerate(grid)
            for c, value in enumerate(row)
            if value is not None
        ]

    def options(self, cell: Cell) -> list[tuple[Any, int]]:
        """Every value of the cell with its literal."""
        return [(value, self.literal(cell, value)) for value in self.values]

    def value_in(self, model: Sequence[int], cell: Cell) -> Any:
        """The value a full model gives the cell (model[v-1] > 0: variable v is true)."""
        return next(value for value, lit in self.options(cell) if (model[abs(lit) - 1] > 0) == (lit > 0))

    def grid(self, model: Sequence[int]) -> list[list[Any]]:
        """Every cell's value in a full model, read off the block's variables in their order (row-major, then
        value): the whole grid at once, where solving decodes every solution."""
        first, columns, values = self.block.first, self.columns, self.values
        if self.kind == "boolean":
            truth = model[first - 1 : first - 1 + self.rows * columns]
            return [[values[truth[r * columns + c] > 0] for c in range(columns)] for r in range(self.rows)]
        k, count = len(values), self.rows * columns
        truth = model[first - 1 : first - 1 + count * k]
        true = [lit for lit in truth if lit > 0]  # one per cell, in cell order, when each cell has one value
        if len(true) == count and all((lit - first) // k == j for j, lit in enumerate(true)):
            cells = [values[(lit - first) % k] for lit in true]
        else:  # not one-hot (a partial model): each cell's first true value, as a cell's options are read
            cells = [next(values[i] for i in range(k) if truth[j * k + i] > 0) for j in range(count)]
        return [cells[r * columns : (r + 1) * columns] for r in range(self.rows)]

    def grid_literals(self, grid: Sequence[Sequence[Any]]) -> list[int]:
        """One literal per cell, row-major, true exactly when the cell holds the grid's value (literal() for
        every cell, its arithmetic done here: solving blocks every solution it finds with these)."""
        first, columns = self.block.first, self.columns
        if self.kind == "boolean":
            yes = self.values[1]
            return [
                first + r * columns + c if value == yes else -(first + r * columns + c)
                for r, row in enumerate(grid)
                for c, value in enumerate(row)
            ]
        k, index = len(self.values), self._index
        return [
            first + (r * columns + c) * k + index[value] for r, row in enumerate(grid) for c, value in enumerate(row)
        ]


class RuleBook:
    """One formula with a type's cells, rule groups and hints (see the module docstring)."""

    def __init__(
        self, *, guarded: bool, encoding: str = DEFAULT_ENCODING, lazy: bool = False, hints_in_force: bool = False
    ) -> None:
        self.formula = Formula()
        self.guarded = guarded
        # a solving book of one puzzle whose hints are unit clauses too (bookrules.book_alone): a definition
        # only hints read may stop where the puzzle's own hints need it
        self.hints_in_force = hints_in_force
        # whether lazy rules are left to their cut finders: in force always (solving), or per group (steps)
        self.lazy = lazy
        self.cut_finders: list[CutFinder] = []
        self.lazy_groups: dict[int, CutFinder] = {}  # a guarded lazy book: a lazy rule's selector -> its finder
        # and the variables its exact clauses are about (the finder reads them: a slice asking the rule holds them)
        self.lazy_reads: dict[int, frozenset[int]] = {}
        # an unguarded exact book's lazy rules: the span of `formula.clauses` stating each exactly, and its cut
        # finder over this book's variables (a certificate's proof carries the cuts as lemmas: certify/lemmas.py)
        self.exact_lazy: list[tuple[range, CutFinder]] = []
        # the cardinality encoding rules use; a guarded book has clauses only (native ones cannot be guarded)
        self.encoding = DEFAULT_ENCODING if guarded and encoding == NATIVE else encoding
        self.rules: list[Switch] = []
        self.dominance: Dominance | None = None  # a solving book's selectors for the uniqueness proof
        self._cells: Cells | None = None
        self._in_force = nullcontext(self.formula)  # an unguarded rule's block: the formula itself
        self._looked_at = -LOOK_EVERY  # the clause count at the solving book's last look (`_look`)

    @property
    def cells(self) -> Cells:
        if self._cells is None:
            raise ValueError("a rule book states its cells first")
        return self._cells

    @property
    def primary(self) -> PrimaryCells:
        return PrimaryCells(self.cells.block, self.cells.kind)

    def one_hot_cells(
        self,
        rows: int,
        columns: int,
        values: Sequence[Any],
        role: str = "cell",
        allowed: Callable[[Cell], Collection[Any]] | None = None,
    ) -> Cells:
        """Cells that each hold exactly one of `values` (allocated first, so DIMACS readers find them); with
        `allowed`, a cell holds one of `allowed(cell)` and the literals of its other values are false (a
        region's digits, a cell's possible sizes): fewer clauses than one of all values and a rule after."""
        block = self.formula.block(role, rows, columns, len(values))
        self._reserve_lazy_graphs(rows * columns)
        self._cells = Cells(block, "one-hot", tuple(values))
        for r in range(rows):
            spend(self.formula.clause_count, self.formula)  # and the deadline, a row at a time: a large board's
            # cells alone take seconds
            for c in range(columns):
                if allowed is None:
                    exactly(self.formula, [block.lit(r, c, i) for i in range(len(values))], 1, self.encoding)
                    continue
                keep = allowed((r, c))
                exactly(self.formula, [block.lit(r, c, i) for i, v in enumerate(values) if v in keep], 1, self.encoding)
                self.formula.extend([-block.lit(r, c, i)] for i, v in enumerate(values) if v not in keep)
        return self._cells

    def boolean_cells(self, rows: int, columns: int, values: tuple[Any, Any], role: str = "cell") -> Cells:
        """Cells that hold values[1] (a mine, a star, a shaded cell) or values[0]."""
        self._cells = Cells(self.formula.block(role, rows, columns), "boolean", tuple(values))
        self._reserve_lazy_graphs(rows * columns)
        return self._cells

    def reserve_candidates(self, entries: int) -> None:
        """A type's candidate sets (the numbers each cell may hold), counted against the memory budget before they
        are built: a board whose sets alone would not fit is refused first (a blank 129x129 Fillomino's
        bounds gave 277 million entries: past 20 GB)."""
        reserve(entries * CANDIDATE_BYTES, self.formula)

    def _reserve_lazy_graphs(self, cells: int) -> None:
        """A book solved with lazy rules keeps their graphs and cut finders, which hold no clause: their bytes
        count against the memory budget before they are built (a blank 1000x1000 Cave's took 2.4 GB)."""
        if self.lazy and not self.guarded:
            reserve(cells * LAZY_BYTES_PER_CELL, self.formula)

    def rule(
        self, label: str, *, kind: str, cells: Sequence[Cell], json: dict[str, Any] | None = None
    ) -> AbstractContextManager[Formula]:
        """State one rule instance: the clauses added to the yielded formula inside the block.

        Guarded, they hold only under the rule's selector, which becomes a group named `label` (a full
        sentence a person can check on the board: "row 3 has each letter once"); unguarded they always hold,
        and the block is a plain context over the formula (a compile states thousands of rules).
        """
        _check_kind(kind)
        if not self.guarded:
            self._look()
            return self._in_force
        # a rule at a time: compiling a large board polls the run's deadline here (spend looks at it too), and the
        # clause budget of a type without an estimate
        spend(self.formula.clause_count, self.formula)
        return self._guarded_rule(label, kind, cells, json)

    def _look(self) -> None:
        """A solving book's poll of the run's deadline and of the clause budget (of a type without an estimate),
        once LOOK_EVERY clauses have been added since the last one: the template's own spend() sees the rest."""
        count = self.formula.clause_count
        if count - self._looked_at >= LOOK_EVERY:
            self._looked_at = count
            spend(count, self.formula)

    def each_rule(
        self,
        kind: str,
        instances: Iterable[tuple[Sequence[Cell], Sequence[Sequence[int]]]],
        label: Callable[[Sequence[Cell]], str],
    ) -> None:
        """Many instances of one kind of rule, each (its cells, its clauses), named `label(cells)`: as `rule` for
        each, but a solving book adds them all at once, without making a label it never shows (a large board
        states thousands: every pair of neighbours)."""
        if self.guarded:
            for cells, clauses in instances:
                with self.rule(label(cells), kind=kind, cells=cells) as f:
                    f.extend(clauses)
            return
        _check_kind(kind)
        remaining = iter(instances)
        while batch := list(islice(remaining, LOOK_EVERY)):  # a look between batches: a blank 200x200 Akari's
            self._look()  # 40,000 "is lit" clauses of 400 literals took 1.2 s CPU as one extend
            self.formula.extend(clause for _, clauses in batch for clause in clauses)
        self._look()

    @contextmanager
    def _guarded_rule(
        self, label: str, kind: str, cells: Sequence[Cell], json: dict[str, Any] | None
    ) -> Iterator[Formula]:
        selector = self._group(label, kind, cells, json)
        with self.formula.guarded(selector):
            yield self.formula

    def _group(self, label: str, kind: str, cells: Sequence[Cell], json: dict[str, Any] | None) -> int:
        """A rule instance's selector, and its group (a Switch on it) among the book's rules."""
        selector = self.formula.new_var("selector")
        self.rules.append(
            Switch(
                ("rule", label),
                {"rule": kind, "label": label, **(json or {})},
                (selector,),
                label,
                rank=(kind, len(self.rules)),
                cells=tuple(cells),
            )
        )
        return selector

    def lazy_rule(
        self,
        label: str,
        *,
        kind: str,
        cells: Sequence[Cell],
        exact: Callable[[Formula], object],
        cuts: CutFinder,
        implied: Callable[[Formula], object] | None = None,
        json: dict[str, Any] | None = None,
    ) -> None:
        """State a rule twice: `exact(f)` adds its clauses to f, `cuts` finds the clauses a model breaks.

        The cuts must be implied by the exact clauses and leave no model that breaks the rule (their cut
        loop then has the exact rule's solutions: constraints/lazy.py). A lazy book keeps only the finder
        and never calls `exact` (guarded, under a selector of the rule's own); every other book states the
        rule exactly, as `rule` does. `implied(f)`: a few cheap clauses the rule implies, which a guarded lazy
        book states under the selector, so that the rule asked alone has models near its own before the first
        cut (Fillomino: "a 1 has no 1 beside it").
        """
        _check_kind(kind)
        if self.lazy and not self.guarded:
            self.cut_finders.append(cuts)
            return
        if self.lazy:
            checkpoint()
            selector = self._group(label, kind, cells, json)
            self.lazy_groups[selector] = cuts
            self.lazy_reads[selector] = self._reads(exact)
            if implied is not None:
                with self.formula.guarded(selector):
                    implied(self.formula)
            return
        first, flushed = len(self.formula.clauses), self.formula.flushed
        with self.rule(label, kind=kind, cells=cells, json=json) as f:
            exact(f)
        if not self.guarded and self.formula.flushed == flushed:  # certificates derive the cuts from these clauses
            self.exact_lazy.append((range(first, len(self.formula.clauses)), cuts))

    def deferred_count(
        self, label: str, *, kind: str, cells: Sequence[Cell], literals: Sequence[int], count: int, encoding: str
    ) -> None:
        """Exactly `count` of `literals`, a rule the others nearly always settle (Minesweeper's mine total once
        its numbers are placed): a lazy solving book leaves it to a cut finder that adds its whole encoding, once,
        over fresh variables above the model's, when a model breaks it (most puzzles never load it); every other
        book states it as `rule` does. Native constraints are no clauses: the cut is then a totalizer. The cut's
        clauses (cnf.size's count for its encoding) are reserved against the budgets now, so a board whose count
        could not fit is refused while it compiles, not while it solves.
        """
        _check_kind(kind)
        lits = list(literals)
        if not (self.lazy and not self.guarded):
            with self.rule(label, kind=kind, cells=cells) as f:
                exactly(f, lits, count, encoding)
            return
        cut_encoding = DEFERRED_NATIVE if encoding == NATIVE else encoding
        reserve_clauses(cardinality_size(len(lits), count, cut_encoding).clauses, self.formula)
        added = False

        def cuts(truth: Truth) -> list[Clause]:
            nonlocal added
            if sum(map(truth, lits)) == count:
                return []
            if added:
                raise RuntimeError(f"a model breaks {label!r} after its clauses were added")
            added = True
            scratch = Formula()
            scratch.pool.top = truth.top
            exactly(scratch, lits, count, cut_encoding)
            return scratch.clauses

        self.cut_finders.append(cuts)

    def dominated(self, relaxed: Callable[[Formula], object], top: Callable[[Formula], object]) -> None:
        """Clauses a lazy solving book's uniqueness proof may assume (base.Dominance): `relaxed(f)` states
        clauses that drop only solutions some other solution beats in the type's measure, `top(f)` asks for
        the largest measure; each under a selector of its own. Every other book leaves them out: they are not
        rules, so explanations, exported formulas and certificates never see them."""
        if self.guarded or not self.lazy:
            return
        selectors = self.formula.new_var("dominance"), self.formula.new_var("dominance")
        for selector, state in zip(selectors, (relaxed, top), strict=True):
            with self.formula.guarded(selector):
                state(self.formula)
        self.dominance = Dominance(*selectors)

    def _reads(self, exact: Callable[[Formula], object]) -> frozenset[int]:
        """The book's variables a rule's exact clauses mention, found by stating them on a scratch formula.

        A cut finder reads these (an island's "it is there", a pair's "some bridge"): a step's slice that asks
        the rule must hold them and the definitions giving them their meaning, or the finder would read them
        as false and pass a model that breaks the rule (a Hashi step on 13_6x6 failed its re-check so).
        """
        top = self.formula.num_vars
        scratch = Formula()
        scratch.pool.top = top  # the exact form's own variables are numbered past the book's, and dropped
        exact(scratch)
        return frozenset(var for clause in scratch.clauses for lit in clause if (var := abs(lit)) <= top)

    def hint(
        self,
        label: str,
        *,
        key: Hashable,
        json: dict[str, Any],
        literals: Sequence[int],
        cells: Sequence[Cell],
        kind: str = "clue",
        action: str = "",
        clue: tuple[str, int] | None = None,
    ) -> Switch:
        """A hint as a switch: `literals` (over the cells and the definitions) pin it when assumed.

        `label` reads after "remove" and in steps ("number 3 at r2c4"); `key` identifies the hint (equal
        keys, equal hints: include the value) and must sort among the type's keys; `action` is what a
        setter does to add it (default "add " + label).
        """
        if kind not in HINT_KINDS:
            raise ValueError(f"unknown hint kind {kind!r} (known: {', '.join(HINT_KINDS)})")
        return Switch(
            key,
            json,
            tuple(literals),
            label,
            action=action or f"add {label}",
            rank=(kind, key),
            cells=tuple(cells),
            clue=clue,
        )
