"""Solve, count and prove uniqueness on reusable per-shape sessions.

Each shape is compiled once and kept with its solver session; a puzzle is a set of assumptions. A puzzle
its type would rather compile for itself (Compiler.alone: a large Skyscrapers) gets a session of its own
for the solve call, closed once it is answered.
Enumeration blocks found solutions with clauses over the primary cell literals only, each guarded
by an activation literal that is retired afterwards, so the session serves the next puzzle as if
nothing had been added.
"""

from __future__ import annotations

import time
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from satpuzzles.cnf import DEFAULT_ENCODING, ENCODING_NAMES, NATIVE, collector_paused, streaming_to
from satpuzzles.cnf.budget import spend
from satpuzzles.deadline import Deadline, Timeout, active, looked_at, within
from satpuzzles.errors import SatPuzzlesError
from satpuzzles.puzzles import Puzzle, PuzzleSpec, Template, type_of
from satpuzzles.solving.backends import (
    AUTO_BACKEND,
    DEFAULT_BACKEND,
    require_native_cardinality,
    require_usable,
    taking,
)
from satpuzzles.solving.external_names import is_external
from satpuzzles.solving.limits import compiled_within, require_fits
from satpuzzles.solving.session import Session, SessionBase
from satpuzzles.typekit.base import Cell


class Status(str, Enum):
    UNIQUE = "unique"
    MULTIPLE = "multiple"
    SOLVED = "solved"  # a solution was found and uniqueness was not asked for
    UNSAT = "unsat"
    TIMEOUT = "timeout"


@dataclass
class Stats:
    """The size of a puzzle's formula and the work of solving it (`--stats`, the JSON results)."""

    variables: int = 0
    clauses: int = 0
    native_constraints: int = 0  # "at most k" constraints the solver propagates itself (--encoding native)
    conflicts: int = 0
    decisions: int = 0
    propagations: int = 0
    encode_seconds: float = 0.0
    solve_seconds: float = 0.0
    sat_seconds: float = 0.0  # the part of solve_seconds spent inside the SAT solver

    def as_dict(self) -> dict[str, Any]:
        return {
            "variables": self.variables,
            "clauses": self.clauses,
            "native_constraints": self.native_constraints,
            "conflicts": self.conflicts,
            "decisions": self.decisions,
            "propagations": self.propagations,
            "encode_seconds": round(self.encode_seconds, 6),
            "solve_seconds": round(self.solve_seconds, 6),
            "sat_seconds": round(self.sat_seconds, 6),
        }


@dataclass
class Result:
    """The outcome for one puzzle. Every solution in it has passed the puzzle's rule checker."""

    puzzle: Puzzle
    status: Status
    solutions: list[Any] = field(default_factory=list)
    complete: bool = False  # the search ran out of solutions, so len(solutions) is the exact count
    stats: Stats = field(default_factory=Stats)

    @property
    def solution(self) -> Any | None:
        return self.solutions[0] if self.solutions else None

    def _repr_svg_(self) -> str | None:
        """Jupyter shows a result as its puzzle with the (first) solution drawn, as `render --solution` does."""
        return _drawn(self.puzzle, self.solution)

    def differing_cells(self) -> list[Cell]:
        """Cells where the first two solutions differ (empty with fewer than two)."""
        if len(self.solutions) < 2:
            return []
        first, second = self.solutions[0], self.solutions[1]
        return [(r, c) for r, row in enumerate(first) for c, value in enumerate(row) if second[r][c] != value]


def _drawn(puzzle: Puzzle, solution: Any) -> str | None:
    from satpuzzles.typekit.drawable import render_svg  # the renderer is not needed to solve

    try:
        return render_svg(puzzle, solution)
    except SatPuzzlesError:
        return None


class SolverBug(RuntimeError):
    """The solver produced a solution that the rule checker rejects: a bug, never shown as an answer."""


@dataclass(eq=False, repr=False)
class _Compiled:
    """A shape's template, its session, and the next variable free for an activation literal."""

    template: Template[Any, Any]
    session: SessionBase
    next_var: int


# What Engine.close(free=False) leaves allocated until the process ends.
_LEFT_TO_THE_EXIT: list[object] = []


class Engine:
    """Solves puzzles with one backend (or under auto, each type's preferred one), reusing each shape's session."""

    def __init__(
        self, backend: str = DEFAULT_BACKEND, encoding: str = DEFAULT_ENCODING, *, max_clauses: int | None = None
    ) -> None:
        """`max_clauses`: refuse a puzzle whose formula would be larger (None: limits.DEFAULT_MAX_CLAUSES)."""
        if encoding not in ENCODING_NAMES:
            raise SatPuzzlesError(
                f"unknown cardinality encoding {encoding!r} (choose from {', '.join(ENCODING_NAMES)})"
            )
        self.backend = require_usable(backend)
        if encoding == NATIVE and self.backend != AUTO_BACKEND:
            require_native_cardinality(self.backend)
        self.encoding = encoding
        self.max_clauses = max_clauses
        # Per type, its most recently used shapes, the oldest first; at most the type's kept_shapes.
        self._shapes: dict[str, OrderedDict[Hashable, _Compiled]] = {}

    def close(self, *, free: bool = True) -> None:
        """Close every session and drop the compiled shapes.

        free=False is for a process that ends right after without the interpreter's teardown (`satpuzzles solve`):
        the sessions that hold more than memory (an external solver's scratch folder) are closed, the rest stays
        allocated for the operating system to take back whole. Freeing the shapes' formulas and solvers object by
        object was 2% of a batch `solve` of the corpus's 233 Skyscrapers (benchmarks/README.md)."""
        for kept in self._shapes.values():
            for compiled in kept.values():
                if free or not compiled.session.only_memory:
                    compiled.session.close()
        if not free:
            _LEFT_TO_THE_EXIT.append(self._shapes)
            self._shapes = {}
        else:
            self._shapes.clear()

    def __enter__(self) -> Engine:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def prepare(self, puzzle: Puzzle) -> None:
        """Compile the puzzle's shape and load it into its solver now (what the first puzzle of a shape pays)."""
        self._compiled(puzzle)

    def template(self, puzzle: Puzzle, deadline: Deadline | None = None) -> Template[Any, Any]:
        """The shape's template with its whole formula (compiled again if it was streamed into the solver);
        compiling and loading look at `deadline` (or the active one) as they go."""
        deadline = deadline or within(None)
        compiled = self._compiled(puzzle, deadline)
        if not compiled.template.formula.complete:
            with collector_paused(), active(deadline):
                compiled.template = _solving(type_of(puzzle))[1](puzzle, self.solver_for(puzzle)[1])
        return compiled.template

    def solver_for(self, puzzle: Puzzle) -> tuple[str, str]:
        """The backend and encoding that solve `puzzle`: those asked for, or under auto its type's choice.

        An encoding asked for explicitly is kept under auto too (on a solver that can take it).
        """
        if self.backend != AUTO_BACKEND:
            return self.backend, self.encoding
        backend, encoding = type_of(puzzle).policy.choose(puzzle)
        if self.encoding == DEFAULT_ENCODING:
            return backend, encoding
        return taking(backend, self.encoding), self.encoding

    def backend_for(self, puzzle: Puzzle) -> str:
        return self.solver_for(puzzle)[0]

    def _compiled(self, puzzle: Puzzle, deadline: Deadline | None = None) -> _Compiled:
        """The shape's template and session, compiled and loaded now if they are not kept yet.

        Compiling and loading look at `deadline` as they go; a Timeout there leaves nothing behind.
        """
        kind = type_of(puzzle)
        kept = self._shapes.setdefault(kind.name, OrderedDict())
        shape, compile = _solving(kind)
        key = shape(puzzle)
        compiled = kept.get(key)
        if compiled is not None:
            kept.move_to_end(key)
            return compiled
        backend, encoding = self.solver_for(puzzle)
        require_fits(puzzle, encoding, self.max_clauses, backend)
        with collector_paused(), compiled_within(puzzle, self.max_clauses, backend):  # freed before it runs, too
            template, session = _compile_and_load(kind, puzzle, backend, encoding, deadline, compile)
        compiled = kept[key] = _Compiled(template, session, template.formula.num_vars + 1)
        while len(kept) > kind.policy.kept_shapes:
            kept.popitem(last=False)[1].session.close()
        return compiled

    def _alone(self, puzzle: Puzzle, deadline: Deadline | None) -> _Compiled | None:
        """The puzzle compiled for itself and loaded (its type's Compiler.alone), for the caller to close; None
        where the type has no such template, does not want it (small shapes), or the solver is external."""
        kind = type_of(puzzle)
        alone = kind.compiler.alone
        if alone is None or not alone.wanted(puzzle):
            return None
        backend, encoding = self.solver_for(puzzle)
        if alone.solver is not None and self.backend == AUTO_BACKEND and self.encoding == DEFAULT_ENCODING:
            backend, encoding = alone.solver
        if is_external(backend):  # an external solver reads the shape's DIMACS file
            return None
        require_fits(
            puzzle, encoding, self.max_clauses, backend
        )  # the shape's estimate bounds the puzzle's own formula
        with collector_paused(), compiled_within(puzzle, self.max_clauses, backend):
            template, session = _compile_and_load(kind, puzzle, backend, encoding, deadline, alone.compile)
        session.prioritize(template.priorities())
        return _Compiled(template, session, template.formula.num_vars + 1)

    def release(self, puzzle: Puzzle) -> None:
        """Close and forget the session of the puzzle's shape (a generator done with a Star Battle layout)."""
        kind = type_of(puzzle)
        compiled = self._shapes.get(kind.name, OrderedDict()).pop(_solving(kind)[0](puzzle), None)
        if compiled is not None:
            compiled.session.close()

    def solve(
        self, puzzle: Puzzle, *, first: bool = False, timeout: float | None = None, deadline: Deadline | None = None
    ) -> Result:
        """A solution and, unless `first`, whether it is the only one."""
        return self.count(puzzle, 1 if first else 2, timeout=timeout, deadline=deadline)

    def count(
        self, puzzle: Puzzle, limit: int, *, timeout: float | None = None, deadline: Deadline | None = None
    ) -> Result:
        """Enumerate up to `limit` solutions (limit >= 1).

        `timeout` seconds from this call, or a `deadline` started earlier (the CLI starts it before reading
        the input), cover everything: compiling the shape, loading the solver, solving and the uniqueness
        proof. Past it the status is TIMEOUT, with the solutions found before it.
        """
        if limit < 1:
            raise ValueError("the solution limit must be at least 1")
        if timeout is not None and deadline is not None:
            raise ValueError("give a timeout or a deadline, not both")
        deadline = deadline or within(timeout)  # and never past a deadline the caller made active
        started = time.perf_counter()
        try:
            alone = self._alone(puzzle, deadline)
            compiled = alone or self._compiled(puzzle, deadline)
        except Timeout:
            return Result(puzzle, Status.TIMEOUT, stats=Stats(encode_seconds=time.perf_counter() - started))
        try:
            return self._count(puzzle, compiled, limit, deadline, started, alone is not None)
        finally:
            if alone is not None:
                alone.session.close()

    def _count(
        self, puzzle: Puzzle, compiled: _Compiled, limit: int, deadline: Deadline | None, started: float, alone: bool
    ) -> Result:
        template, session = compiled.template, compiled.session
        assumptions = template.assumptions(puzzle)
        formula = template.formula
        stats = Stats(formula.num_vars, formula.clause_count, len(formula.atmosts))
        stats.encode_seconds = time.perf_counter() - started
        before = (session.stats.conflicts, session.stats.decisions, session.stats.propagations)
        sat_before = session.stats.solve_seconds
        solve_started = time.perf_counter()
        activation = compiled.next_var
        compiled.next_var += 1
        solutions: list[Any] = []
        timed_out = proven = False
        try:
            if limit <= 2 and template.dominance is not None:
                proven = _dominant(puzzle, compiled, [*assumptions, activation], limit, deadline, solutions)
            while not proven and len(solutions) < limit:
                if not _solve_lazily(compiled, [*assumptions, activation], deadline):
                    break
                solution = _checked_solution(puzzle, compiled, deadline)
                solutions.append(solution)
                session.add_clause([-activation, *(-lit for lit in template.solution_literals(solution))])
        except Timeout:
            timed_out = True
        except BaseException:
            if not alone:
                self.release(puzzle)  # interrupted or failed mid-search: never reuse that session
            raise
        session.add_clause([-activation])  # retire this puzzle's blocking clauses
        stats.solve_seconds = time.perf_counter() - solve_started
        stats.conflicts = session.stats.conflicts - before[0]
        stats.decisions = session.stats.decisions - before[1]
        stats.propagations = session.stats.propagations - before[2]
        stats.sat_seconds = session.stats.solve_seconds - sat_before
        complete = not timed_out and (proven or len(solutions) < limit) and (template.counts_all or len(solutions) < 2)
        if timed_out:
            status = Status.TIMEOUT
        elif not solutions:
            status = Status.UNSAT
        elif len(solutions) == 1:
            status = Status.UNIQUE if complete else Status.SOLVED
        else:
            status = Status.MULTIPLE
        return Result(puzzle, status, solutions, complete, stats)

    def other_solution(self, puzzle: Puzzle, known: Any, deadline: Deadline | None = None) -> Any | None:
        """A solution of `puzzle` other than `known` (one of its solutions), or None when `known` is the only one.

        One solve call where solve() needs two: the known solution is blocked before the search, under
        an activation literal that is retired afterwards. Generators ask this after every clue they hide.
        Raises Timeout past `deadline` (or the active one: a generator's run), compiling included.
        """
        deadline = deadline or within(None)
        compiled = self._compiled(puzzle, deadline)
        template, session = compiled.template, compiled.session
        activation = compiled.next_var
        compiled.next_var += 1
        session.add_clause([-activation, *(-lit for lit in template.solution_literals(known))])
        try:
            found = _solve_lazily(compiled, [*template.assumptions(puzzle), activation], deadline)
            other = _checked_solution(puzzle, compiled, deadline) if found else None
        except BaseException:
            self.release(puzzle)
            raise
        session.add_clause([-activation])
        return other


def _dominant(
    puzzle: Puzzle,
    compiled: _Compiled,
    assumptions: list[int],
    limit: int,
    deadline: Deadline | None,
    solutions: list[Any],
) -> bool:
    """Up to `limit` (1 or 2) solutions found by the template's Dominance appended to `solutions`, and whether
    they are all there are. None is found where it does not decide: no solution has the largest measure under
    `relaxed` (then the caller searches the formula alone, as without it).

    A solution under both selectors is a solution; blocked (under the caller's activation literal, the last
    assumption), a second one under `relaxed` alone is one too, and none there proves the first the only one
    (base.Dominance).
    """
    template, session = compiled.template, compiled.session
    assert template.dominance is not None  # the caller looked
    relaxed, top = template.dominance.relaxed, template.dominance.top
    if not _solve_lazily(compiled, [*assumptions, relaxed, top], deadline):
        return False
    solutions.append(_checked_solution(puzzle, compiled, deadline))
    if limit == 1:
        return False
    session.add_clause([-assumptions[-1], *(-lit for lit in template.solution_literals(solutions[0]))])
    if _solve_lazily(compiled, [*assumptions, relaxed], deadline):
        solutions.append(_checked_solution(puzzle, compiled, deadline))
        return False
    return True


def _solving(kind: PuzzleSpec[Any, Any]) -> tuple[Callable[[Any], Hashable], Callable[[Any, str], Template[Any, Any]]]:
    """The shape solving keys its sessions by and the compile that makes them: the Compiler's own, or its
    `shared` template's (one formula for puzzles of several shapes, their layouts assumed)."""
    shared = kind.compiler.shared
    return (shared.shape, shared.compile) if shared is not None else (kind.compiler.shape, kind.compiler.compile)


def _compile_and_load(
    kind: PuzzleSpec[Any, Any],
    puzzle: Puzzle,
    backend: str,
    encoding: str,
    deadline: Deadline | None,
    build: Callable[[Any, str], Template[Any, Any]],
) -> tuple[Template[Any, Any], SessionBase]:
    """The template `build` makes (the shape's, or the puzzle's alone) and a session loaded with it, both
    looking at `deadline` as they go.

    A Timeout is raised afresh once the first one is gone, and with it the frames that hold the
    half-built formula: its lists are freed here, while the garbage collector is still paused, instead
    of costing a collection over all of them after the deadline.
    """
    try:
        with active(deadline):
            if is_external(backend):  # only the shape's template (Engine._alone)
                return _loaded(build(puzzle, encoding), backend)  # no local here holds the template
            session = Session(backend)  # empty: the formula streams in below
            return _streamed(build, puzzle, session, encoding)
    except Timeout:
        pass
    raise Timeout


def _loaded(template: Template[Any, Any], backend: str) -> tuple[Template[Any, Any], SessionBase]:
    from satpuzzles.solving.external_session import open_session  # only external solvers come here

    spend(template.formula.clause_count + len(template.formula.atmosts), template.formula, built=True)

    return template, open_session(backend, template.formula.clauses, template.formula.atmosts)


def _streamed(
    build: Callable[[Any, str], Template[Any, Any]], puzzle: Puzzle, session: Session, encoding: str
) -> tuple[Template[Any, Any], SessionBase]:
    """Compile into the session as the encoder goes (Formula.flush), so a large formula is never held whole.

    The clauses reach the solver in the order they were built, as if loaded at once. A formula that was
    streamed is forgotten once loaded (Engine.template() compiles it again when asked for it).
    """
    try:
        with streaming_to(session.load):
            template = build(puzzle, encoding)
        formula = template.formula
        spend(formula.clause_count + len(formula.atmosts), formula, built=True)  # an encoder may not look at the budget
        session.load(formula.clauses)
        session.add_atmosts(formula.atmosts)
    except BaseException:
        session.close()
        raise
    if not formula.complete:
        formula.forget_clauses()
    return template, session


def _solve_lazily(compiled: _Compiled, assumptions: list[int], deadline: Deadline | None) -> bool:
    """Solve; while the model breaks a rule the template adds lazily, add its cuts and solve again.

    The cuts stay in the session: every solution of every puzzle of the shape keeps them (Template.cuts),
    so later puzzles, counts and uniqueness proofs on it are answered as with the rules stated in full. The
    finder sees the model over every variable the session knows (activation literals included) and may name
    fresh variables above them; later activation literals are numbered above those.
    """
    session, template = compiled.session, compiled.template
    while session.solve(assumptions, deadline):
        with looked_at(deadline):  # the cut finders look at it as they walk
            cuts = [] if template.cuts is None else template.cuts(_padded(session.model(), compiled.next_var - 1))
        if not cuts:
            return True
        for cut in cuts:
            session.add_clause(cut)
        compiled.next_var = max(compiled.next_var, 1 + max(abs(lit) for cut in cuts for lit in cut))
    return False


def _checked_solution(puzzle: Puzzle, compiled: _Compiled, deadline: Deadline | None) -> Any:
    """The session's model as a solution, after the puzzle's rule checker has passed it; the kernel's walks over
    the board inside look at `deadline` (a 448x448 Hitori's decode and check: 1 s CPU)."""
    template = compiled.template
    with looked_at(deadline):
        solution = template.decode(_padded(compiled.session.model(), template.formula.num_vars))
        problems = type_of(puzzle).checker.violations(puzzle, solution)
    if problems:
        raise SolverBug(f"the solver's answer breaks the rules: {problems[0]}")
    return solution


def _padded(model: list[int], num_vars: int) -> list[int]:
    """The model extended to every variable: solvers omit variables that occur in no clause."""
    return model + [-v for v in range(len(model) + 1, num_vars + 1)]
