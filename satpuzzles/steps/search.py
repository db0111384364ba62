"""The cheapest next step: a minimal set of groups and known facts that, with a fact's negation, has no model.

Search in tiers, widening only when a tier finds nothing (encodings/steps.md):
1. one group (a clue, a given, a line, a region...) with the known facts on its cells;
2. a bundle: a group with every group that looks only at cells it looks at (a row and its two clues);
3. every group and every known fact, for a few open facts (placements in the cells with fewest values left).
(A tier between, every group through one cell, found nothing on 100 Towers puzzles that tier 3 did
not need anyway, and cost a third of the time: it is gone.)
In tiers 1 and 2 every open fact a combination forces is found (model filtering, then one call per
survivor); its explanation is the call's core shrunk by deletion (groups tried first, so cheap facts
stay), hence subset-minimal. The step taken is the cheapest explanation of the lowest tier that has
one. A combination's answers are cached until a fact on one of its cells changes.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from satpuzzles.deadline import checkpoint
from satpuzzles.solving import SolverBug
from satpuzzles.steps.board import Board, Cell, Fact
from satpuzzles.steps.slices import PATIENCE, CutPool, OutOfPatience, Slice, Slicer
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.stepping import StepModel, TechniqueFinding, TrialLink

# What each kind of group and each known fact adds to a step's cost (encodings/steps.md: calibration).
# A rule over the whole board at once (one component, one loop) costs twice a line; a count, a cage or a
# sum reads one group of cells, as a line does (encodings/rulebook.md).
WEIGHTS = {
    "clue": 1.0,
    "given": 0.5,
    "line": 1.0,
    "region": 1.0,
    "no-touch": 0.5,
    "count": 1.0,
    "connectivity": 2.0,
    "loop": 2.0,
    "cage": 1.0,
    "sum": 1.0,
}
FACT_WEIGHT = 0.25
WIDE_TIER = 3
# For a hint, the rules whose exclusions from one placed value a player sees on the board (a 4 in a row)
SHOWN_BY = ("line", "region")
WIDE_TARGETS = 6  # open facts tier 3 explains before taking the cheapest
KEPT_SLICES = 400  # solvers kept for groups and bundles, the least recently used closed first
SMALL = 3  # a technique's groups up to this many get a slice of their own; more share the whole formula

Member = Switch | Fact


@dataclass(frozen=True)
class Candidate:
    targets: tuple[Fact, ...]  # one cell's placement, or some of its exclusions
    groups: tuple[Switch, ...]
    facts: tuple[Fact, ...]
    cost: float
    technique: str = ""  # the named technique that found it ("hidden single: ..."); "" for the step search
    last_resort: bool = False  # a technique's wide argument (a trial): taken only when it names less than the search
    trial: tuple[TrialLink, ...] = ()  # a trial's deductions and contradiction, each re-checked before it is shown
    only: bool = False  # the step decides its targets only (a technique's finding split to name less)


@dataclass(frozen=True)
class Step:
    """Facts decided together, and why: the groups and earlier facts that force them (minimal for the first)."""

    targets: tuple[Fact, ...]  # the facts (on one cell) the reasons were shrunk for
    decided: tuple[Fact, ...]
    excluded: tuple[Fact, ...]
    groups: tuple[Switch, ...]
    facts: tuple[Fact, ...]
    cost: float
    tier: int
    # Earlier exclusions on a cell this step left with one value: the step decides that cell only with them,
    # so it names them too (free, as the closure is; `groups` + `facts` stay minimal for the targets).
    closing: tuple[Fact, ...] = ()
    technique: str = ""  # the type's named technique that found the step; "" when the step search did
    trial: tuple[TrialLink, ...] = ()  # a trial's deductions and contradiction, each re-checked before it is shown

    @property
    def reasons(self) -> tuple[Fact, ...]:
        """Every fact the step names: those its targets need, then those that close a cell it decides."""
        return (*self.facts, *self.closing)


def weight(member: Member) -> float:
    return FACT_WEIGHT if isinstance(member, Fact) else WEIGHTS[member.rank[0]]


def literals(members: Iterable[Member]) -> list[int]:
    out: list[int] = []
    for m in members:
        out.extend([m.literal] if isinstance(m, Fact) else m.literals)
    return out


class Searcher:
    """Slices of the step model's formula, one per combination of groups asked about; questions are assumptions.

    Every solver call first polls the active deadline (satpuzzles/deadline.py), as setting up does between groups.
    """

    def __init__(self, model: StepModel, board: Board, backend: str) -> None:
        self.model = model
        self.board = board
        self.backend = backend
        self.groups = model.groups()
        self.scopes = {g.key: tuple(model.scope(g)) for g in self.groups}
        self.switches = {abs(lit) for g in self.groups for lit in g.literals if abs(lit) not in board.cell_of}
        self.slicer = Slicer(model.formula.clauses, self.switches)
        self.slices: OrderedDict[tuple[object, ...], Slice] = OrderedDict()
        self.cache: dict[tuple[object, ...], list[Candidate]] = {}
        self.forced: dict[tuple[object, ...], set[Fact]] = {}  # per combination, the facts its evaluation found forced
        # A model with lazy rules steers its filtering questions (phases) and asks a step's joined facts only among
        # those its groups' evaluation found forced: its questions cost cut rounds. The other models keep their
        # solver histories (cores, and so paths, depend on them).
        self.steered = bool(model.lazy)
        self.by_cell: dict[Cell, set[tuple[object, ...]]] = {}
        # Tier 2: each group with every group that looks only at cells it looks at (a line and its clues).
        self.bundles = _unique(self._bundle(g) for g in self.groups)
        self.bundles = [b for b in self.bundles if len(b) > 1]
        self.bundle_set = set(self.bundles)
        self.reach = {combo: frozenset(self.scope(combo)) for combo in [*((g,) for g in self.groups), *self.bundles]}
        self.whole: Slice | None = None
        self.cuts: CutPool = {}  # the lazy rules' cuts, found by one slice and used by all
        self.calls = 0
        self.shown: set[Fact] = set()  # for a hint: exclusions the position shows without being marked
        self.placements_first = False  # for a hint: a placement goes before exclusions that cost as much
        self.technique_misses = 0  # techniques whose named reasons did not force what they concluded (none expected)

    def for_a_player(self) -> tuple[Candidate, int] | None:
        """The next step for a hint: one that adds something the position does not show, a placement first.

        An exclusion that one rule makes from one placed value (a 4 in a row rules 4 out of the row's other
        cells) is on the board for a player to see, marked or not: it is known here, and never the hint. A
        cell such exclusions leave one value is not decided silently: its placement is a step (its rules
        with the placed values), taken when it is as cheap as the cheapest other step.
        """
        self.placements_first = True
        for group in self.groups:  # the givens are on the board: a hint never restates one
            where = group.json
            if group.rank[:1] == ("given",) and {"row", "column", "value"} <= where.keys():
                truths = self.board.truths.get((where["row"], where["column"]), [])
                for fact in truths:
                    if fact.placed and fact.value == where["value"]:
                        self.board.learn(fact)
        holding: dict[Cell, list[Switch]] = {}
        for group in self.groups:
            for cell in self.scopes[group.key]:
                holding.setdefault(cell, []).append(group)
        shown_by: dict[Cell, set[Switch]] = {}
        for cell in list(self.board.decided):
            placed = self.board.facts([cell])
            for group in holding.get(cell, ()):
                if group.rank[0] not in SHOWN_BY:
                    continue
                targets = [t for t in self.board.open_facts(self.scopes[group.key]) if not t.placed]
                if targets:
                    for fact in self._forced_by(self._slice((group,)), literals([group, *placed]), targets):
                        self.shown.add(fact)
                        shown_by.setdefault(fact.cell, set()).add(group)
        last_values = [
            fact
            for cell in shown_by
            for fact in self.board.open_facts([cell])
            if fact.placed and all(f.placed or f in self.shown for f in self.board.open_facts([cell]))
        ]
        last_cells = {fact.cell for fact in last_values}
        for fact in self.shown:
            if fact.cell not in last_cells:
                self.board.learn(fact)
        best: tuple[Candidate, int] | None = None
        for fact in last_values:
            groups = tuple(g for g in self.groups if g in shown_by[fact.cell])  # in the model's order
            placing = self.explain([fact], groups, self.scope(groups))
            name = f"r{fact.cell[0] + 1}c{fact.cell[1] + 1}"
            placing = replace(placing, technique=f"naked single: {name} has one value left")
            if best is None or placing.cost < best[0].cost:
                best = placing, 1 if len(placing.groups) == 1 else 2
        if best is None:
            return self.cheapest()
        found = self._technique() or self._narrow()  # a whole-puzzle step is never cheaper than a cell its lines decide
        return found if found is not None and self._rank(found) < self._rank(best) else best

    def _bundle(self, group: Switch) -> tuple[Switch, ...]:
        checkpoint()  # a pass over every group per group: seconds on a large board
        scope = set(self.scopes[group.key])
        return tuple(h for h in self.groups if scope.issuperset(self.scopes[h.key]))

    def close(self) -> None:
        if self.whole is not None:
            self.whole.close()
        for piece in self.slices.values():
            piece.close()
        self.slices.clear()

    def _slice(self, groups: Sequence[Switch]) -> Slice:
        """A small solver of its own for a group or a bundle; wider questions share the whole formula's, and so do
        questions with no group (what the unguarded clauses alone force, which no group's slice would hold)."""
        if not groups or (len(groups) > SMALL and tuple(groups) not in self.bundle_set):
            if self.whole is None:
                clauses, lazy = self.model.formula.clauses, self.model.lazy
                self.whole = Slice(self.backend, clauses, lazy, self.cuts, self.board.cell_of)
            return self.whole
        key = tuple(sorted(str(g.key) for g in groups))
        piece = self.slices.get(key)
        if piece is not None:
            self.slices.move_to_end(key)
            return piece
        switches = {abs(lit) for g in groups for lit in g.literals if abs(lit) in self.switches}
        seeds = [abs(cv.literal) for cell in self.scope(groups) for cv in self.board.options(cell)]
        seeds += [abs(lit) for g in groups for lit in g.literals]
        lazy = {selector: finder for selector, finder in self.model.lazy.items() if selector in switches}
        seeds += [var for selector in lazy for var in self.model.lazy_reads.get(selector, ())]
        piece = self.slices[key] = Slice(self.backend, self.slicer.slice(switches, seeds), lazy, self.cuts, seeds)
        while len(self.slices) > KEPT_SLICES:
            self.slices.popitem(last=False)[1].close()
        return piece

    def _tick(self) -> None:
        checkpoint()  # the run's deadline, or the web console's cancel (satpuzzles/web/work.py)
        self.calls += 1

    def solve(self, piece: Slice, assumptions: Sequence[int]) -> bool:
        self._tick()
        return piece.solve(self._off(piece, assumptions))

    def _off(self, piece: Slice, assumptions: Sequence[int]) -> list[int]:
        """On the whole formula, the groups not asked about are switched off: the solver never wanders into them."""
        if piece is not self.whole:
            return list(assumptions)
        on = {abs(lit) for lit in assumptions}
        return [*assumptions, *(-v for v in self.switches if v not in on)]

    # -- one combination of groups -------------------------------------------------------------

    def scope(self, groups: Sequence[Switch]) -> list[Cell]:
        return list(dict.fromkeys(cell for g in groups for cell in self.scopes[g.key]))

    def _forced_by(self, piece: Slice, base: list[int], targets: Sequence[Fact]) -> list[Fact]:
        """Which targets `base` forces: ask for a model breaking one of the targets left, until there is none."""
        assumptions = piece.inner_of(self._off(piece, base))
        self._tick()
        if not piece.ask(assumptions):
            raise SolverBug("known facts and rules have no model, yet the puzzle has a solution")
        inner = piece.inner
        # A target outside the slice is free there, so never forced: the first model already drops it.
        alive = piece.kept([(t, inner[t.literal]) for t in targets if t.literal in inner])
        while alive:
            self._tick()
            if self.steered:  # each model breaks as many targets as it can (one value per cell of each)
                piece.solver.set_phases([-lit for _, lit in alive])
            activation = piece.one_of([-lit for _, lit in alive])
            try:
                broken = piece.ask([*assumptions, activation])
            finally:
                piece.retire(activation)
            if not broken:
                return [t for t, _ in alive]
            alive = piece.kept(alive)
        return []

    def explain(
        self, targets: Sequence[Fact], groups: Sequence[Switch], cells: Sequence[Cell], shrink: bool = True
    ) -> Candidate:
        """explain_if_forced, for targets these members are known to force."""
        found = self.explain_if_forced(targets, groups, cells, shrink)
        if found is None:
            raise SolverBug("a fact is not forced by what forced it a moment ago")
        return found

    def explain_if_forced(
        self,
        targets: Sequence[Fact],
        groups: Sequence[Switch],
        cells: Sequence[Cell],
        shrink: bool = True,
        facts: Sequence[Fact] | None = None,
    ) -> Candidate | None:
        """A subset-minimal set of the groups and known facts on `cells` (or of `facts`) that forces all the targets;
        None when all of them together do not (a technique's named reasons that fall short).

        "Forces all" is one call: the members and a clause saying some target fails have no model.
        Deletion: each member in turn is left out; if the rest still forces the targets, the call's core
        shrinks the rest further, else the member is needed (in every smaller set too).
        """
        piece = self._slice(groups)
        members: list[Member] = [*groups, *(self.board.facts(cells) if facts is None else facts)]
        members.sort(key=weight, reverse=True)  # the costly are tried first, so cheap members stay
        # Each member's literals, and those in the slice's numbering (a core names inner literals).
        outer = {id(m): literals([m]) for m in members}
        inner = {id(m): piece.inner_of(outer[id(m)]) for m in members}

        def forces(chosen: list[Member]) -> bool:
            self._tick()
            if piece is self.whole:
                assumptions = piece.inner_of(self._off(piece, [lit for m in chosen for lit in outer[id(m)]]))
            else:
                assumptions = [lit for m in chosen for lit in inner[id(m)]]
            return not piece.ask([*assumptions, activation])

        def in_core(chosen: list[Member]) -> list[Member]:
            core = piece.inner_core()
            return [m for m in chosen if any(lit in core for lit in inner[id(m)])]

        activation = piece.some_false([t.literal for t in targets])
        try:
            if not forces(members):
                return None
            pending = in_core(members)
            needed: list[Member] = []
            if not shrink:  # the core as it comes: an estimate that only ranks candidates
                needed, pending = pending, []
            while pending:
                member = pending.pop(0)
                if not forces([*needed, *pending]):
                    needed.append(member)
                else:
                    pending = in_core(pending)
        finally:
            piece.retire(activation)
        groups_used = tuple(m for m in needed if isinstance(m, Switch))
        facts_used = tuple(m for m in needed if isinstance(m, Fact))
        return Candidate(tuple(targets), groups_used, facts_used, sum(weight(m) for m in needed))

    def explain_each_cell(
        self, forced: Sequence[Fact], groups: Sequence[Switch], cells: Sequence[Cell]
    ) -> list[Candidate]:
        """One explanation per cell the groups decide something on: its placement, else its exclusions."""
        by_cell: dict[Cell, list[Fact]] = {}
        for fact in forced:
            by_cell.setdefault(fact.cell, []).append(fact)
        batches = [[f for f in facts if f.placed] or facts for facts in by_cell.values()]
        if self.shown:
            batches = [kept for batch in batches if (kept := [f for f in batch if f not in self.shown])]
        return [self.explain(batch, groups, cells, shrink=False) for batch in batches]

    def evaluate(self, groups: tuple[Switch, ...]) -> list[Candidate]:
        """Every open fact the groups force with the known facts on their cells, each with its explanation."""
        key = tuple(g.key for g in groups)
        if key in self.cache:
            return [c for c in self.cache[key] if not all(self.board.known(t) for t in c.targets)]
        cells = self.scope(groups)
        targets = self.board.open_facts(cells)
        found: list[Candidate] = []
        forced: list[Fact] = []
        if targets:
            base = literals([*groups, *self.board.facts(cells)])
            piece = self._slice(groups)
            lone = len(groups) == 1 and groups[0].literals[0] in self.model.lazy
            piece.patience = PATIENCE if lone else None
            try:
                forced = self._forced_by(piece, base, targets)
            except OutOfPatience:  # what a rule left to cuts forces alone stays unknown; wider combinations ask it
                forced = []
            finally:
                piece.patience = None
            found = self.explain_each_cell(forced, groups, cells)
        self.cache[key] = found
        self.forced[key] = set(forced)
        for cell in cells:
            self.by_cell.setdefault(cell, set()).add(key)
        return found

    def forget(self, cells: Iterable[Cell]) -> None:
        """Drop the cached answers of every combination that looks at these cells."""
        for cell in cells:
            for key in self.by_cell.pop(cell, set()):
                self.cache.pop(key, None)
                self.forced.pop(key, None)

    # -- the next step -------------------------------------------------------------------------

    def cheapest(self) -> tuple[Candidate, int] | None:
        """The cheapest explanation of the lowest tier that has one, or None when nothing is open."""
        open_cells = {cell for cell in self._all_cells() if cell not in self.board.decided}
        if not open_cells:
            return None
        found = self._technique()
        if found is not None and not found[0].last_resort:
            return found
        searched = self._narrow()
        if searched is None:
            if found is not None and found[0].trial:  # a trial read link by link beats one wide jump
                return found
            searched = self._wide(sorted(open_cells)), WIDE_TIER
        return found if found is not None and _named(found[0]) < _named(searched[0]) else searched

    # -- the type's named techniques -----------------------------------------------------------

    def candidates(self) -> dict[Cell, set[Any]]:
        """The values each cell may still take, as far as the board knows (for a hint, with what the position
        shows: a cell it leaves one value is a naked single)."""
        out: dict[Cell, set[Any]] = {}
        shown: dict[Cell, set[Any]] = {}
        for fact in self.shown:
            shown.setdefault(fact.cell, set()).add(fact.value)
        for cell in self._all_cells():
            if cell in self.board.decided:
                out[cell] = {self.board.decided[cell]}
            else:
                gone = self.board.excluded.get(cell, set()) | shown.get(cell, set())
                out[cell] = {cv.value for cv in self.board.options(cell) if cv.value not in gone}
        return out

    def _technique(self) -> tuple[Candidate, int] | None:
        """The type's next named deduction (a placement first for a hint), its reasons shrunk to a minimal set of
        what it names; None when the type names none, and the step search takes over."""
        findings = self.model.techniques(self.candidates(), self.board.decided.keys())
        if self.placements_first:
            findings.sort(key=lambda finding: not finding.placed)
        best: Candidate | None = None
        for finding in findings:
            targets = self._technique_targets(finding)
            if not targets:
                continue
            found = None
            if finding.direct:  # its direct reasons first: the placed values and the exclusions it reads
                facts = self._direct(finding)
                found = self.explain_if_forced(targets, finding.groups, finding.cells, facts=facts)
            if found is None:
                found = self.explain_if_forced(targets, finding.groups, finding.cells)
            if found is None:
                self.technique_misses += 1
                continue
            named = replace(
                found,
                technique=finding.technique,
                last_resort=finding.last_resort,
                trial=finding.trial,
                only=finding.only,
            )
            if not named.last_resort:
                return named, 1 if len(found.groups) <= 1 else 2
            if best is None or _named(named) < _named(best):  # of the trials offered, the one naming least
                best = named
        return None if best is None else (best, 1 if len(best.groups) <= 1 else 2)

    def _direct(self, finding: TechniqueFinding) -> list[Fact]:
        """The known facts a finding reads directly: the placed values on its cells and the exclusions it names."""
        reads = set(finding.direct)
        return [f for f in self.board.facts(finding.cells) if f.placed or (f.cell, f.value) in reads]

    def _technique_targets(self, finding: TechniqueFinding) -> list[Fact]:
        """A finding's open conclusions as facts: its placements if it makes some, else its exclusions; none when
        one of them does not hold in the solution (a technique's bug: the step is not taken)."""
        truths = self.board.truths
        wanted = [(cell, value, True) for cell, value in finding.placed] or [
            (cell, value, False) for cell, value in finding.excluded
        ]
        targets = []
        for cell, value, placed in wanted:
            fact = next((f for f in truths[cell] if f.value == value), None)
            if fact is None or fact.placed != placed:
                return []
            if not self.board.known(fact) and fact not in self.shown:
                targets.append(fact)
        return targets

    def _narrow(self) -> tuple[Candidate, int] | None:
        """The cheapest explanation of tier 1, else of tier 2; None when neither has one."""
        open_cells = {cell for cell in self._all_cells() if cell not in self.board.decided}
        alone = [(g,) for g in self.groups if not open_cells.isdisjoint(self.reach[(g,)])]
        lazy = self.model.lazy
        tiers: list[tuple[int, Iterable[tuple[Switch, ...]]]] = [
            # a rule left to cuts (connectivity, one loop) is read alone only when no exact rule decides anything
            (1, (one for one in alone if one[0].literals[0] not in lazy)),
            (1, (one for one in alone if one[0].literals[0] in lazy)),
            (2, (b for b in self.bundles if not open_cells.isdisjoint(self.reach[b]))),
        ]
        for tier, combos in tiers:
            found = [(c, combo) for combo in combos for c in self.evaluate(combo)]
            if found:
                estimate, combo = min(found, key=lambda pair: self._rank(pair[0]))
                return self.explain(estimate.targets, combo, self.scope(combo)), tier
        return None

    def _rank(self, found: Candidate | tuple[Candidate, int]) -> tuple[float, bool]:
        """The cheapest first; for a hint, a placement before exclusions as cheap."""
        candidate = found[0] if isinstance(found, tuple) else found
        return candidate.cost, self.placements_first and not candidate.targets[0].placed

    def _all_cells(self) -> list[Cell]:
        rows = len(self.board.values) // self.board.columns
        return [(r, c) for r in range(rows) for c in range(self.board.columns)]

    def _wide(self, open_cells: list[Cell]) -> Candidate:
        """Tier 3: every group and every fact, for the placements in the cells with fewest values left."""
        cells = self._all_cells()
        open_cells.sort(key=lambda cell: len(self.board.open_facts([cell])))
        placements = [f for cell in open_cells for f in self.board.open_facts([cell]) if f.placed]
        found = [self.explain([t], self.groups, cells) for t in placements[:WIDE_TARGETS]]
        if not found:
            raise SolverBug("the open cells have no placement left, yet they are open")
        return min(found, key=lambda c: c.cost)

    def step(self, best: Candidate, tier: int) -> Step:
        """Take the explanation's fact and every other open fact the same members force, then forget stale answers."""
        members: list[Member] = [*best.groups, *best.facts]
        cells = list(dict.fromkeys([*self.scope(best.groups), *(f.cell for f in best.facts)]))
        others = [t for t in self.board.open_facts(cells) if t not in best.targets]
        if best.trial or best.only:  # its deductions explain its targets alone: what else its reasons force waits
            others = []
        elif any(g.literals[0] in self.model.lazy for g in best.groups):
            # A rule left to cuts with a few facts leaves much open, and each fact a question proves open costs
            # rounds of cuts (seconds on a 6x6 Fillomino): its step decides its own cell; the next steps the rest.
            others = []
        forced = self.forced.get(tuple(g.key for g in best.groups))
        if self.steered and forced is not None:
            # the step's reasons are its groups and some known facts on their cells, so what they force the groups
            # force with every known fact there, which their evaluation found (its answers stay until a fact changes)
            others = [t for t in others if t in forced]
        others = [t for t in others if t not in self.shown]  # a hint's joined facts add to the position too
        together = list(best.targets)
        if others and best.groups:
            together += self._forced_by(self._slice(best.groups), literals(members), others)
        earlier = self.board.facts({t.cell for t in together if not t.placed})  # the exclusions known before
        new = [fact for target in together for fact in self.board.learn(target)]
        self.forget({fact.cell for fact in new})
        decided = tuple(f for f in new if f.placed)
        done = {f.cell for f in decided}
        excluded = tuple(f for f in new if not f.placed and f.cell not in done)
        closed = {f.cell for f in decided if f not in together}  # decided by the closure: one value left
        closing = tuple(f for f in earlier if f.cell in closed and f not in best.facts)
        found = (best.groups, best.facts, best.cost, tier, closing, best.technique, best.trial)
        return Step(best.targets, decided, excluded, *found)


def _named(candidate: Candidate) -> int:
    """How many rules and facts a step names: a last resort is taken only when it names fewer than the search's."""
    return len(candidate.groups) + len(candidate.facts)


def _unique(combos: Iterable[tuple[Switch, ...]]) -> list[tuple[Switch, ...]]:
    return list(dict.fromkeys(combos))
