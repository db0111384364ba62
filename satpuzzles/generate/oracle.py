"""The solver questions generation asks, on one backend, counted.

Uniqueness goes through one Engine, which keeps an incremental session per shape: clues and givens
are assumptions and the known solution is blocked under an activation literal, so every "still
unique?" is one solve call. Hiding hints one by one asks that a hundred times per puzzle, so it
has a lighter path (HintQuestions) on a session of its own: each hint's assumption literals are
found once, the solution is blocked once per puzzle, "is this hint needed?" asks for a solution
that breaks it, an answer "another solution exists" is not decoded, and an answer "unique" can name
the hints its proof used (the solver's core). Random solutions come from a sampler session per shape.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from random import Random
from typing import Any

from satpuzzles.cnf import AtMost, collector_paused
from satpuzzles.errors import PuzzleError
from satpuzzles.generate.grading import reasoning_depth, steps_level
from satpuzzles.generate.hints import choose_hints
from satpuzzles.generate.parts import HintParts, hint_parts
from satpuzzles.generate.sampler import SolutionSampler
from satpuzzles.puzzles import Template, type_of
from satpuzzles.solving import Engine, SolverBug
from satpuzzles.solving.backends import AUTO_BACKEND
from satpuzzles.solving.limits import compiled_within, require_fits
from satpuzzles.solving.session import Session
from satpuzzles.typekit.generating import Clue, Given, Level, Options, Shown
from satpuzzles.typekit.grid import SIDES

KEPT_LEVELS = 64  # puzzles whose level is remembered (a bisection asks about a dozen)
NARROW_SHARE = 0.1  # HintQuestions.narrow reloads the session when it can leave out this much of the formula


class Oracle:
    """Uniqueness checks, random solutions and difficulty checks for one generation run."""

    def __init__(self, backend: str, max_clauses: int | None = None) -> None:
        self.engine = Engine(backend, max_clauses=max_clauses)
        self.backend = self.engine.backend
        self._samplers: dict[Hashable, SolutionSampler] = {}
        self._templates: dict[Hashable, Template[Any, Any]] = {}
        self._parts: dict[Hashable, HintParts] = {}
        self.uniqueness_checks = 0
        self._levels: dict[tuple[Any, Level], tuple[Level | None, float | None]] = {}

    def close(self) -> None:
        self.engine.close()
        for sampler in self._samplers.values():
            sampler.close()
        self._samplers.clear()
        self._templates.clear()
        self._parts.clear()

    def __enter__(self) -> Oracle:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def sampling_questions(self) -> int:
        """Questions the samplers asked so far (see SolutionSampler.questions)."""
        return sum(sampler.questions for sampler in self._samplers.values())

    def other_solution(self, puzzle: Any, solution: Any) -> Any | None:
        self.uniqueness_checks += 1
        return self.engine.other_solution(puzzle, solution)

    def is_unique(self, puzzle: Any, solution: Any) -> bool:
        return self.other_solution(puzzle, solution) is None

    def hint_questions(
        self, blank: Any, solution: Any, literals_of: Callable[[Any], Collection[int]], given: Sequence[int] = ()
    ) -> HintQuestions:
        """Uniqueness questions about `solution` under sets of hints, for one puzzle of the shape of `blank`.

        `literals_of(hint)` is the assumption literals a hint pins (found once per hint and kept); `given`
        literals hold in every question (the blank's own assumptions). The
        questions go to auto's solver for the type whatever the backend asked for (the engine's, when
        the formula has native cardinality constraints): which hints a core names depends on the
        solver, and a seed's puzzles should not.
        """
        template = self.template(blank)
        backend = self.engine.backend_for(blank)
        if not template.formula.atmosts:
            backend = Engine(AUTO_BACKEND).backend_for(blank)
        key = type_of(blank).compiler.shape(blank)

        def parts() -> HintParts:
            found = self._parts.get(key)
            if found is None:
                found = self._parts[key] = hint_parts(template)
            return found

        return HintQuestions(self, template, backend, solution, literals_of, parts, given)

    def template(self, blank: Any) -> Template[Any, Any]:
        """The whole formula of the shape of `blank`, compiled once per run and loaded into no solver: the hint
        questions load it into a session per puzzle, and the engine's own session is then never needed."""
        key = type_of(blank).compiler.shape(blank)
        template = self._templates.get(key)
        if template is None:
            backend, encoding = self.engine.solver_for(blank)
            require_fits(blank, encoding, self.engine.max_clauses, backend)
            with collector_paused(), compiled_within(blank, self.engine.max_clauses, backend):
                compiler = type_of(blank).compiler  # hint questions and sampling apply no cuts
                template = self._templates[key] = (compiler.exact or compiler.compile)(blank, encoding)
        return template

    def within(self, puzzle: Any, level: Level) -> bool:
        """Whether the puzzle (which has a solution) is no harder than `level` on the path of steps.

        A puzzle with several solutions has no path: it is not easy enough (more hints must come back).
        """
        found, _ = self.steps_level(puzzle, level)
        return found is not None and found.rank <= level.rank

    def steps_level(self, puzzle: Any, up_to: Level) -> tuple[Level | None, float | None]:
        """grading.steps_level with `up_to`, remembering recent answers: a generator that eased a puzzle
        until `within` its level asks for that puzzle's level next, and a path costs more than the puzzle."""
        key = (puzzle, up_to)
        found = self._levels.get(key)
        if found is None:
            if len(self._levels) >= KEPT_LEVELS:
                self._levels.clear()
            found = self._levels[key] = steps_level(self.engine, puzzle, up_to=up_to)
        return found

    def hints_to_show(
        self,
        hints: Sequence[Any],
        build: Callable[[Collection[Any]], Any],
        solution: Any,
        rng: Random,
        options: Options,
    ) -> set[Any]:
        """Which of `hints` (sortable keys; `build` makes the puzzle showing some) a puzzle shows so that
        `solution` is its only one: every one at first, then hidden in random order while it stays so
        (hints.choose_hints, as clues_and_givens; the result proven unique once more by HintQuestions.confirm)."""
        target = options.ease_to
        if target is Level.EXTREME:
            target = None
        blank = build(())
        template = self.template(blank)
        base = set(template.assumptions(blank))

        def literals_of(hint: Any) -> list[int]:
            return [lit for lit in template.assumptions(build((hint,))) if lit not in base]

        def listed(shown: Shown) -> list[Any]:
            return sorted(shown.clues)

        # The blank's own assumptions (a layout the hints build on, as Tents' trees) hold in every question.
        with self.hint_questions(blank, solution, literals_of, sorted(base)) as questions:
            shown = choose_hints(
                list(hints),
                [],
                lambda shown: questions.is_unique(listed(shown)),
                lambda shown, hint: questions.is_needed(listed(shown), hint),
                rng,
                clue_probability=options.value("clue_probability"),
                minimal=options.wants_minimal,
                easy_enough=None if target is None else (lambda shown: self.within(build(shown.clues), target)),
                any_will_do=target is Level.EASY,
                givens_first=False,
                sufficient=questions.sufficient,
            )
            questions.confirm(build(shown.clues))
        return shown.clues

    def clues_and_givens(
        self,
        size: int,
        build: Callable[[Shown], Any],
        solution: Any,
        rng: Random,
        options: Options,
        *,
        givens_first: bool,
    ) -> Shown:
        """hints.choose_hints over every clue place and cell of a clue-around-the-grid puzzle of this size.

        Uniqueness is asked through HintQuestions (each hint's literals are those its puzzle adds to the
        blank's), and the finished puzzle is proven unique once more there (HintQuestions.confirm).
        """
        target = options.ease_to
        if target is Level.EXTREME:
            target = None  # every unique puzzle is at most extreme: no path needed to say so
        blank = build(Shown())
        template = self.template(blank)
        base = set(template.assumptions(blank))

        def propagation_solves(hints: Shown) -> bool:
            """Unit propagation alone solves the puzzle: its path is then nearly always easy (each fact it
            fixes comes from one rule's clauses), and this costs a thousandth of a path."""
            return reasoning_depth(template, template.assumptions(build(hints)), Level.EASY)[0] is Level.EASY

        def literals_of(hint: Clue | Given) -> list[int]:
            alone = Shown({hint}) if isinstance(hint[0], str) else Shown(givens={hint})
            return [lit for lit in template.assumptions(build(alone)) if lit not in base]

        def listed(hints: Shown) -> list[Clue | Given]:
            """The hints in a fixed order: the solver's search, and so its cores, depend on the order of its
            assumptions, and a set's order changes from one process to the next (string hashes)."""
            return [*sorted(hints.clues), *sorted(hints.givens)]

        every_clue = [(side, i) for side in SIDES for i in range(size)]
        with self.hint_questions(blank, solution, literals_of) as questions:
            shown = choose_hints(
                every_clue,
                [(r, c) for r in range(size) for c in range(size)],
                lambda hints: questions.is_unique(listed(hints)),
                lambda hints, hint: questions.is_needed(listed(hints), hint),
                rng,
                clue_probability=options.value("clue_probability"),
                minimal=options.wants_minimal,
                easy_enough=None if target is None else (lambda hints: self.within(build(hints), target)),
                surely_easy=propagation_solves,
                any_will_do=target is Level.EASY,
                givens_first=givens_first,
                sufficient=questions.sufficient,
                # A given pins a cell literal, which belongs to no clue's machinery: only clues can be left out.
                narrow=lambda hints: questions.narrow(listed(hints), [c for c in every_clue if c not in hints.clues]),
            )
            questions.confirm(build(shown))
        return shown

    def release(self, puzzle: Any) -> None:
        """Drop the session of a shape that will not come back (a Star Battle layout)."""
        self.engine.release(puzzle)

    def random_solution(self, blank: Any, rng: Random) -> Any:
        """A random solution of the shape of `blank` (a puzzle without clues or givens)."""
        solution = self.drawn_solution(blank, rng)
        if solution is None:
            n = blank.size
            raise PuzzleError(f"no {n}x{n} {type_of(blank).name} grid obeys the rules with these options")
        return solution

    def drawn_solution(self, blank: Any, rng: Random) -> Any | None:
        """A random solution of a shape drawn at random for this attempt (a room layout), or None where it has none."""
        key = type_of(blank).compiler.shape(blank)
        sampler = self._samplers.get(key)
        if sampler is None:
            sampler = SolutionSampler(self.template(blank), self.engine.backend_for(blank))
            self._samplers[key] = sampler
        return sampler.sample(rng)


class HintQuestions:
    """Whether the known solution is the only one with these hints, for one puzzle: at most one solve call each.

    The puzzle's questions have a session of their own (loading it costs a few questions), with the known
    solution blocked for good: a hint found needed then stays shown in every later question, fixed in
    the session (propagated once, not under each call's assumptions). A "no" comes with another
    solution; while that one obeys every hint asked about, `is_unique` stays "no" without a call. A
    "no" is neither decoded nor re-checked: wrongly kept, a hint only makes the puzzle easier. The
    "yes" that matters, for the finished puzzle, is proven once more (`confirm`). The session is an
    in-process PySAT solver, whose cores `sufficient` reads.
    """

    def __init__(
        self,
        oracle: Oracle,
        template: Template[Any, Any],
        backend: str,
        solution: Any,
        literals_of: Callable[[Any], Collection[int]],
        parts: Callable[[], HintParts],
        given: Sequence[int] = (),
    ) -> None:
        self._oracle = oracle
        self._given = list(given)
        self._template = template
        self._literals_of = literals_of
        self._parts = parts
        self._literals: dict[Any, Collection[int]] = {}
        self._next_var = template.formula.num_vars + 1
        self._broken: dict[Any, int] = {}  # hint -> the literal that, assumed, breaks it
        self._fixed: list[Any] = []  # the hints found needed, in order
        self.solution = solution
        self._session = self._open(backend, template.formula.clauses, template.formula.atmosts)
        self._other: set[int] = set()  # the last other solution's model (empty: none yet)

    def is_unique(self, hints: Collection[Any]) -> bool:
        self._oracle.uniqueness_checks += 1
        assumptions: list[int] = []
        for hint in hints:
            assumptions.extend(self._literals_for(hint))
        if self._other and all(lit in self._other for lit in assumptions):
            return False
        if not self._session.solve(assumptions):
            return True
        self._other = set(self._session.model())
        return False

    def sufficient(self, hints: Sequence[Any]) -> list[Any] | None:
        """Some of `hints` that, with the hints found needed, have only the known solution (None: `hints`
        have another one). They are those the solver's proof used (its core over the assumption
        literals; a hint counts when any of its literals is in it): a hint listed early is more likely
        among them, as the solver takes the assumptions in order."""
        self._oracle.uniqueness_checks += 1
        assumptions = [lit for hint in hints for lit in self._literals_for(hint)]
        if self._session.solve(assumptions):
            return None
        core = set(self._session.core())
        return [hint for hint in hints if any(lit in core for lit in self._literals_for(hint))]

    def is_needed(self, hints: Collection[Any], hint: Any) -> bool:
        """Whether hiding `hint` from `hints`, which have only the known solution, lets another one in.

        Such a solution breaks `hint` (the known one keeps it), so the call asks for a solution of the
        other hints that breaks it. A needed hint stays shown from then on: the session fixes it, so
        only `confirm` may follow questions about fewer hints.
        """
        self._oracle.uniqueness_checks += 1
        assumptions = [self._breaking(hint)]
        for other in hints:
            if other != hint:
                assumptions.extend(self._literals_for(other))
        if not self._session.solve(assumptions):
            return False
        self._session.forget_model()
        for lit in self._literals_for(hint):
            self._session.add_clause([lit])
        self._fixed.append(hint)
        return True

    def _open(self, backend: str, clauses: Sequence[Sequence[int]], atmosts: Sequence[AtMost] = ()) -> Session:
        """A session of `clauses` with the known solution blocked and what the questions so far added: the
        clauses of the breaking literals made, and the hints found needed as units."""
        session = Session(backend, clauses, atmosts)
        session.add_clause([-lit for lit in self._template.solution_literals(self.solution)])
        for lit in self._given:
            session.add_clause([lit])
        for hint, breaking in self._broken.items():
            session.add_clause(self._breaking_clause(hint, breaking))
        for hint in self._fixed:
            for lit in self._literals_for(hint):
                session.add_clause([lit])
        return session

    def narrow(self, shown: Collection[Any], hidden: Collection[Any]) -> None:
        """Reload the session without the clauses only the `hidden` hints need (parts.py), which must stay
        hidden in every later question but `confirm`, when they are at least NARROW_SHARE of the formula.

        Every hint of `shown` keeps its machinery, and the hints found needed stay fixed. Answers "unique"
        stay proven (fewer clauses never remove a solution); `confirm` may follow hints shown again.
        """
        formula = self._template.formula
        if formula.atmosts:  # their literals are no clauses: parts.py does not see them
            return
        parts = self._parts()
        kept: set[int] = set()
        for hint in shown:
            kept |= parts.part_of(self._literals_for(hint))
        dropped: set[int] = set()
        for hint in hidden:
            dropped |= parts.part_of(self._literals_for(hint)) - kept
        if parts.size_of(dropped) < NARROW_SHARE * len(formula.clauses):
            return
        session = self._open(self._session.backend, parts.clauses_without(dropped))
        self._session.close()
        self._session = session

    def _literals_for(self, hint: Any) -> Collection[int]:
        found = self._literals.get(hint)
        if found is None:
            found = self._literals[hint] = self._literals_of(hint)
        return found

    def _breaking(self, hint: Any) -> int:
        """A literal that, assumed, says the hint is broken: one of its literals is false."""
        literals = list(self._literals_for(hint))
        if len(literals) == 1:
            return -literals[0]
        found = self._broken.get(hint)
        if found is None:
            found = self._broken[hint] = self._next_var
            self._next_var += 1
            self._session.add_clause(self._breaking_clause(hint, found))
        return found

    def _breaking_clause(self, hint: Any, breaking: int) -> list[int]:
        """`breaking` -> one of the hint's literals is false."""
        return [-breaking, *(-lit for lit in self._literals_for(hint))]

    def confirm(self, puzzle: Any) -> None:
        """Prove that the finished puzzle has only the known solution (SolverBug if not): one call under the
        puzzle's own assumption literals, read from its template afresh."""
        self._oracle.uniqueness_checks += 1
        if self._session.solve(self._template.assumptions(puzzle)):
            raise SolverBug("a puzzle the hint questions found unique has another solution")

    def close(self) -> None:
        self._session.close()

    def __enter__(self) -> HintQuestions:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
