"""Small solvers for a few groups: the clauses those groups guard plus the always-on clauses they reach.

A call on the whole formula costs time in proportion to all its variables (the solver assigns every
one), though a step looks at one or two groups: a call on a slice is many times cheaper (encodings/steps.md
has the measurements). A slice keeps the formula's
literals outside and numbers its variables densely inside.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping, Sequence
from itertools import chain
from operator import neg
from types import MappingProxyType
from typing import TypeVar

from pysat.solvers import Solver

from satpuzzles.cnf import Clause
from satpuzzles.deadline import checkpoint, is_active
from satpuzzles.quietsigint import quiet_sigint
from satpuzzles.typekit.constraints.lazy import CutFinder, Truth

T = TypeVar("T")
POLL_EVERY = 1 << 14  # clauses indexed between two looks at the deadline
# Conflicts between two looks at the deadline during one call: a step's call on a slice ends in far fewer,
# but a slice of an exact connectivity rule can search for minutes (an 8x8 Hitori did).
CONFLICTS_PER_POLL = 20_000
NO_LAZY_RULES: Mapping[int, CutFinder] = MappingProxyType({})
# Rounds of cuts one question may take where it may give up (Slice.patience): a rule left to cuts and asked
# alone, unbound by the rules that shape a model (a loop's pieces), can take thousands (Masyu's 03_6x6: 33,000).
PATIENCE = 64
CutPool = dict[int, list[Clause]]  # per lazy rule's selector, the cuts found so far (outer literals, unguarded)


class OutOfPatience(Exception):
    """A question took more rounds of cuts than its slice allows: its answer is unknown, never wrong."""


class Slicer:
    """Indexes a formula's clauses by the switch that guards them and the unguarded ones by connected component.

    Unguarded clauses sharing a variable are always in force together, so they are taken by component,
    found in one walk over the formula instead of a walk per variable asked about.
    """

    def __init__(self, clauses: Sequence[Clause], switches: Collection[int]) -> None:
        self.clauses = clauses
        self.guarded: dict[int, list[int]] = {}
        signed = {*switches, *(-v for v in switches)}
        free_by_var: dict[int, list[int]] = {}
        for index, clause in enumerate(clauses):
            if not index % POLL_EVERY:
                checkpoint()  # a large board has millions of clauses to index
            guards = {abs(lit) for lit in clause if lit in signed}
            if len(guards) > 1:
                raise ValueError("a clause of a step model is guarded by one switch at most")
            if guards:
                self.guarded.setdefault(guards.pop(), []).append(index)
                continue
            for lit in clause:
                free_by_var.setdefault(abs(lit), []).append(index)
        self.component_of: dict[int, int] = {}  # variable -> its component's number
        self.components: list[list[int]] = []  # per component, its unguarded clauses
        taken = [False] * len(clauses)
        for start in free_by_var:
            if start in self.component_of:
                continue
            number, members, todo = len(self.components), [], [start]
            self.component_of[start] = number
            while todo:
                for index in free_by_var[todo.pop()]:
                    if taken[index]:
                        continue
                    taken[index] = True
                    members.append(index)
                    for lit in clauses[index]:
                        var = abs(lit)
                        if var not in self.component_of:
                            self.component_of[var] = number
                            todo.append(var)
            self.components.append(members)
        self._reach: dict[int, frozenset[int]] = {}

    def reach(self, var: int) -> frozenset[int]:
        """The clauses a switch guards, or the unguarded ones a variable reaches, and the unguarded ones they reach."""
        found = self._reach.get(var)
        if found is not None:
            return found
        taken: set[int] = set(self.guarded.get(var, ()))
        component_of = self.component_of
        numbers = {component_of.get(abs(lit), -1) for i in taken for lit in self.clauses[i]}
        numbers.add(component_of.get(var, -1))
        numbers.discard(-1)
        for number in numbers:
            taken.update(self.components[number])
        found = self._reach[var] = frozenset(taken)
        return found

    def slice(self, switches: Iterable[int], seeds: Iterable[int]) -> list[Clause]:
        """The clauses of these switches and every unguarded clause connected to them or to the seed variables."""
        taken: set[int] = set()
        for var in (*switches, *seeds):
            taken |= self.reach(var)
        return [self.clauses[i] for i in sorted(taken)]


class Slice:
    """A solver over some clauses, asked and answered in the outer formula's literals.

    `lazy`: the rules of the slice stated lazily, each a selector guarding no clause and the finder of the
    cuts the rule implies. A model found with such a selector assumed is accepted only once it breaks none
    of them: until then the cuts it breaks are added under the selector (so they hold only while the rule
    does) and the call is asked again. Every cut holds in every model of the rule, so an answer "no model"
    is the exact rule's answer, and so is a model accepted (the finder finds nothing only when the rule is
    kept): the answers, and so the steps, are those of the exact rule (encodings/rulebook.md). `pool` holds the
    cuts found so far per selector (outer literals), shared by the slices of one search: each slice adds the
    ones it lacks before a call, so a cut is found once. `cells`: the variables of the cells asked about, numbered
    in a slice with lazy rules even where no clause holds them (a target outside a slice would read as forced).
    """

    def __init__(
        self,
        backend: str,
        clauses: Sequence[Clause],
        lazy: Mapping[int, CutFinder] = NO_LAZY_RULES,
        pool: CutPool | None = None,
        cells: Iterable[int] = (),
    ) -> None:
        order = dict.fromkeys(map(abs, chain.from_iterable(clauses)))  # numbered as first met
        if lazy:  # a lazy rule's selector guards no clause until its first cut, nor need its cells be in one
            order.update(dict.fromkeys(lazy))
            order.update(dict.fromkeys(cells))
        count = len(order)
        # outer literal (either sign) -> inner literal
        inner = self.inner = dict(zip(order, range(1, count + 1), strict=True))
        inner.update(zip(map(neg, order), range(-1, -count - 1, -1), strict=True))
        self.outer = [0, *order]  # inner variable -> outer variable (0: an activation literal)
        to_inner = inner.__getitem__
        self.solver = Solver(name=backend, bootstrap_with=[list(map(to_inner, clause)) for clause in clauses])
        self.next_var = len(self.outer)
        if lazy and count:
            self.solver.add_clause([count, -count])  # the solver knows (and models give) every variable numbered
        self.unlimited = False  # the backend has no conflict budgets
        self.lazy = {inner[selector]: finder for selector, finder in lazy.items()}  # inner selector -> finder
        self.pool = {} if pool is None else pool
        self.pooled = dict.fromkeys(lazy, 0)  # per outer selector, how many of its pooled cuts the solver holds
        self.model: list[int] | None = None  # the last call's model, where the cuts read it already
        self.patience: int | None = None  # rounds of cuts a question may take before OutOfPatience (None: no limit)

    def close(self) -> None:
        self.solver.delete()

    def _ask(self, assumptions: list[int]) -> bool:
        """One call; where it assumes lazy rules, repeated with their cuts until a model keeps them."""
        self.model = None
        self._take_pooled()
        rounds = 0
        while self._search(assumptions):
            if not self.lazy or not self._cut(assumptions):
                return True
            checkpoint()  # each round of cuts is a solver call of its own
            rounds += 1
            if self.patience is not None and rounds > self.patience:
                raise OutOfPatience
        return False

    def _cut(self, assumptions: list[int]) -> bool:
        """Add the cuts the last model breaks of the lazy rules the call assumes; whether there were any."""
        on = [(selector, finder) for selector, finder in self.lazy.items() if selector in assumptions]
        if not on:
            return False
        model = self.model = self.solver.get_model() or []
        outer = self.outer
        truth = Truth([outer[lit] for lit in model if lit > 0 and outer[lit]])  # in the outer formula's literals
        found = 0
        for selector, finder in on:
            rule = outer[selector]
            for cut in finder(truth):
                self.solver.add_clause([*map(self._inner_literal, cut), -selector])
                self.pool.setdefault(rule, []).append(cut)
                self.pooled[rule] += 1
                found += 1
        if found:
            self.model = None
        return found > 0

    def _take_pooled(self) -> None:
        """Add the cuts other slices found since this one last looked (each implied by its rule, so sound here)."""
        for outer, taken in self.pooled.items():
            cuts = self.pool.get(outer, ())
            if len(cuts) > taken:
                selector = self.inner[outer]
                for cut in cuts[taken:]:
                    self.solver.add_clause([*map(self._inner_literal, cut), -selector])
                self.pooled[outer] = len(cuts)

    def _inner_literal(self, lit: int) -> int:
        """A literal in the slice's numbering; a variable the slice lacks (free here) gets a number of its own."""
        found = self.inner.get(lit)
        if found is not None:
            return found
        var = self.next_var
        self.next_var += 1
        self.outer.append(abs(lit))
        self.inner[abs(lit)], self.inner[-abs(lit)] = var, -var
        return var if lit > 0 else -var

    def _search(self, assumptions: list[int]) -> bool:
        """One call, stopped by the run's deadline: under one, the search runs in conflict budgets."""
        if self.unlimited or not is_active():
            return bool(self.solver.solve(assumptions=assumptions))
        while True:
            self.solver.conf_budget(CONFLICTS_PER_POLL)  # re-armed every call: MiniSat's budget persists
            try:
                with quiet_sigint():  # a budgeted call: Ctrl-C is raised once it returns
                    answer: bool | None = self.solver.solve_limited(assumptions=assumptions)
            except NotImplementedError:  # a backend without budgets (Lingeling): one plain call
                self.unlimited = True
                return bool(self.solver.solve(assumptions=assumptions))
            if answer is not None:
                return answer
            checkpoint()

    def solve(self, assumptions: Iterable[int]) -> bool:
        """Assumptions on variables the slice does not hold are left out: nothing here constrains them."""
        return self._ask(self.inner_of(assumptions))

    def inner_of(self, lits: Iterable[int]) -> list[int]:
        """The literals the slice holds, in its own numbering (the others are left out)."""
        inner = self.inner
        return [inner[lit] for lit in lits if lit in inner]

    def ask(self, assumptions: list[int]) -> bool:
        """A call with assumptions already in the slice's numbering (inner_of, some_false)."""
        return self._ask(assumptions)

    def kept(self, numbered: list[tuple[T, int]]) -> list[tuple[T, int]]:
        """The items whose inner literal the last model (of a satisfiable call) makes true."""
        model = self.model or self.solver.get_model()
        return [item for item in numbered if model[abs(item[1]) - 1] == item[1]]

    def inner_core(self) -> set[int]:
        """The last unsatisfiable call's core, in the slice's numbering."""
        return set(self.solver.get_core() or ())

    def core(self) -> set[int]:
        outer = self.outer
        core = set()
        for lit in self.solver.get_core() or []:
            var = outer[lit if lit > 0 else -lit] if abs(lit) < len(outer) else 0
            if var:
                core.add(var if lit > 0 else -var)
        return core

    def some_false(self, lits: Sequence[int]) -> int:
        """An activation literal a: assuming it asks for a model that falsifies one of `lits`; retire with retire(a).

        A literal the slice lacks is numbered (free here): "some fact fails" is then satisfiable, as it should be.
        Left out, a claim on a cell no clause of the slice holds (a two-valued cell outside the named rules: such
        cells have no unguarded clause of their own) would read as forced."""
        return self.one_of([-self._inner_literal(lit) for lit in lits])

    def one_of(self, lits: list[int]) -> int:
        """An activation literal a: assuming it asks for a model that makes one of `lits` (inner) true."""
        activation = self.next_var
        self.next_var += 1
        self.outer.append(0)
        self.solver.add_clause([-activation, *lits])
        return activation

    def solve_inner(self, assumptions: Iterable[int], activation: int) -> bool:
        return self._ask([*self.inner_of(assumptions), activation])

    def retire(self, activation: int) -> None:
        self.solver.add_clause([-activation])
