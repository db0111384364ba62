"""Difficulty grades: from the path of steps (the default), or as the depth of probing on our encoding.

`steps` (encodings/steps.md): the path `satpuzzles steps` finds, cheapest step first; its score and
level come from the hardest steps (satpuzzles/steps/grading.py), calibrated on Tatham's Towers grades.

`probing` (encodings/grading.md), kept because it is fast and monotone in the hints:
easy: unit propagation from the clues and givens fixes every cell. medium: failed-literal probing
to a fixpoint does (try each still-possible placement, a cell value or a star, and strike it when
propagation refutes it). hard: probing two levels deep does (a placement is struck when probing
to a fixpoint under it reaches a contradiction). extreme: anything beyond. The probes run on a
fresh MiniSat that holds only the compiled clauses and never searches, so the grade is a property
of the puzzle and the encoding, the same on every backend. The conflict count reported beside it
is the chosen backend's, for a fresh solve with its uniqueness proof; under `auto` it is
RECORDED_BACKEND's, as in the grades that generation writes.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from pysat.solvers import Solver

from satpuzzles.cnf import DEFAULT_ENCODING, atmosts_as_clauses
from satpuzzles.deadline import Timeout, active, checkpoint, within
from satpuzzles.errors import PuzzleError
from satpuzzles.puzzles import Puzzle, Template, type_of
from satpuzzles.quietsigint import quiet_sigint
from satpuzzles.solving import DEFAULT_BACKEND, Engine, SolverBug, Status
from satpuzzles.solving.backends import recorded_backend
from satpuzzles.typekit.generating import Level

PROBE_SOLVER = "minisat22"
METHODS = ("steps", "probing")
DEFAULT_METHOD = "steps"  # any MiniSat-like solver: CaDiCaL has no propagate()


@dataclass(frozen=True)
class Grade:
    """A puzzle's difficulty; `level` is None unless the puzzle has exactly one solution."""

    status: Status
    level: Level | None
    conflicts: int | None  # the backend's conflicts for a fresh solve plus uniqueness proof; None when not measured
    probes: int  # unit propagations the grading ran (probing only)
    score: float | None = None  # the path's score (steps only): higher is harder
    method: str = DEFAULT_METHOD

    def as_dict(self) -> dict[str, Any]:
        level = None if self.level is None else self.level.value
        return {
            "level": level,
            "status": self.status.value,
            "score": self.score,
            "method": self.method,
            "conflicts": self.conflicts,
            "probes": self.probes,
        }

    def __str__(self) -> str:
        if self.level is None:
            return f"ungraded ({self.status.value})"
        said = [f"score {self.score:g}"] if self.score is not None else []
        said += [f"{self.conflicts} conflicts"] if self.conflicts is not None else []
        return f"{self.level.value} ({', '.join(said)})" if said else self.level.value


def grade(
    puzzle: Puzzle,
    *,
    backend: str = DEFAULT_BACKEND,
    timeout: float | None = None,
    encoding: str = DEFAULT_ENCODING,
    method: str = DEFAULT_METHOD,
    max_clauses: int | None = None,
) -> Grade:
    """The puzzle's grade; a fresh session each time, so the conflict count does not depend on history.

    A type without the `stepper` part (a plugin may lack it) is graded by probing whatever the method asked.
    """
    if method not in METHODS:
        raise PuzzleError(f"unknown grading method {method!r} (choose from {', '.join(METHODS)})")
    if type_of(puzzle).stepper is None:
        method = "probing"
    deadline = within(timeout)  # one deadline for the proof, the path of steps or the probes
    with Engine(recorded_backend(backend, encoding), encoding, max_clauses=max_clauses) as engine, active(deadline):
        result = engine.solve(puzzle, deadline=deadline)
        if result.status is not Status.UNIQUE:
            return Grade(result.status, None, result.stats.conflicts, 0, method=method)
        if method == "steps":
            level, score = steps_level(engine, puzzle)  # under the active deadline
            if level is None:
                return Grade(Status.TIMEOUT, None, result.stats.conflicts, 0, method=method)
            return Grade(Status.UNIQUE, level, result.stats.conflicts, 0, score, method)
        try:
            template = engine.template(puzzle, deadline)
            level, probes = reasoning_depth(template, template.assumptions(puzzle))
        except Timeout:
            return Grade(Status.TIMEOUT, None, result.stats.conflicts, 0, method=method)
    return Grade(Status.UNIQUE, level, result.stats.conflicts, probes, method=method)


def steps_level(
    engine: Engine, puzzle: Puzzle, timeout: float | None = None, *, up_to: Level | None = None
) -> tuple[Level | None, float | None]:
    """The level and score of the puzzle's path of steps (None, None when the time limit cut it short).

    With `up_to`, the path stops as soon as the steps so far grade above that level (a generator asking
    "is it at most hard?" needs no more): the level and score returned are then those of the steps so
    far, a lower bound, since a path's grade never drops as steps are added (steps/grading.py).
    """
    from satpuzzles.steps import steps_with  # the steps package grades with this module's levels
    from satpuzzles.steps.run import step_model

    try:
        known = step_model(puzzle).technique_grade()  # a type's technique grade needs no path (Towers)
    except Timeout:  # the deadline ended while the step model was built or the techniques ran
        return None, None
    if known is not None:
        return Level(known[0]), known[1]

    def below_the_level_asked(level: str, score: float) -> bool:
        return up_to is None or Level(level).rank <= up_to.rank

    path = steps_with(engine, puzzle, timeout=timeout, keep_going=None if up_to is None else below_the_level_asked)
    if path.level is None or path.score is None:
        return None, None
    return Level(path.level), path.score


def known_grade(puzzle: Puzzle, level: Level, score: float | None, solution: Any, engine: Engine) -> Grade:
    """The Grade of a unique puzzle whose level and score its generator already knows, without a conflict count.

    The generator found `solution` (which the caller has checked against the rules) and the level; SAT proves it
    the only solution with one call on `engine`'s kept session for the shape (Engine.other_solution: none with it
    blocked). That session is warm (it has answered the run's earlier puzzles): its answer does not depend on them,
    but its conflict count would, so none is reported (`grade` reports a fresh solve's).
    """
    if engine.other_solution(puzzle, solution) is not None:  # raises Timeout past the caller's limit
        raise SolverBug("a generated puzzle has a second solution")
    return Grade(Status.UNIQUE, level, None, 0, score, "steps")


def reasoning_depth(
    template: Template[Any, Any], assumptions: Sequence[int], up_to: Level = Level.EXTREME
) -> tuple[Level, int]:
    """The least depth at which probing fixes every primary cell literal, and the propagations it took.

    Probing stops after depth `up_to`; a puzzle it leaves unsolved is then reported as EXTREME. The
    puzzle must have a solution (a contradiction found while probing is a solver bug).
    """
    with _Prober(template, assumptions) as prober:
        steps = (
            (Level.EASY, prober.solved),
            (Level.MEDIUM, prober.probe_to_fixpoint),
            (Level.HARD, prober.probe_two_deep),
        )
        for level, reaches in steps:
            if level.rank > up_to.rank:
                break
            if reaches():
                return level, prober.probes
        return Level.EXTREME, prober.probes


class _Prober:
    """Probing on a propagate-only solver: facts are added as unit clauses, probes are assumptions."""

    def __init__(self, template: Template[Any, Any], assumptions: Sequence[int]) -> None:
        clauses = [*template.formula.clauses, *atmosts_as_clauses(template.formula)]
        if any(not clause for clause in clauses):
            raise SolverBug("the puzzle's shape has no solution, yet it was graded")
        primary = template.primary.block
        self.placements = list(range(primary.first, primary.last + 1))
        # Without unit clauses, propagation from nothing derives nothing: every fact passes through
        # learn(), which records what it implies (propagate() reports only what a call assigns).
        self.solver = Solver(name=PROBE_SOLVER, bootstrap_with=[c for c in clauses if len(c) > 1])
        self.known: set[int] = set()
        self.probes = 0
        for lit in dict.fromkeys([c[0] for c in clauses if len(c) == 1] + list(assumptions)):
            self.learn(lit)

    def __enter__(self) -> _Prober:
        return self

    def __exit__(self, *exc: object) -> None:
        self.solver.delete()

    def _propagate(self, assumptions: list[int]) -> tuple[bool, list[int]]:
        checkpoint()  # every probe polls the run's deadline (a large board takes thousands)
        self.probes += 1
        with quiet_sigint():  # a short call: Ctrl-C is raised once it returns, never longjmp()ed out of it
            ok, implied = self.solver.propagate(assumptions=assumptions)
        return bool(ok), implied

    def learn(self, lit: int) -> None:
        if lit in self.known:
            return
        ok, implied = self._propagate([lit])
        if not ok:
            raise SolverBug("probing refuted a puzzle the solver had solved")
        self.known.update(implied)
        self.known.add(lit)
        self.solver.add_clause([lit])

    def solved(self, known: set[int] | None = None) -> bool:
        known = self.known if known is None else known
        return all(v in known or -v in known for v in self.placements)

    def _open(self, known: set[int]) -> Iterable[int]:
        return [v for v in self.placements if v not in known and -v not in known]

    def probe_to_fixpoint(self) -> bool:
        """Strike every placement whose propagation fails, until nothing changes; True when solved."""
        changed = True
        while changed:
            changed = False
            for lit in self._open(self.known):
                if lit not in self.known and -lit not in self.known and not self._propagate([lit])[0]:
                    self.learn(-lit)
                    changed = True
        return self.solved()

    def _refuted_two_deep(self, lit: int) -> bool:
        """Whether probing to a fixpoint under `lit` reaches a contradiction."""
        context = [lit]
        ok, implied = self._propagate(context)
        if not ok:
            return True
        known = self.known | set(implied)
        changed = True
        while changed:
            changed = False
            for other in self._open(known):
                if other in known or -other in known or self._propagate([*context, other])[0]:
                    continue
                context.append(-other)
                ok, implied = self._propagate(context)
                if not ok:
                    return True
                known.update(implied)
                changed = True
        return False

    def probe_two_deep(self) -> bool:
        """Strike placements refuted two levels deep (then probe one level again), until solved or stuck."""
        changed = True
        while changed:
            changed = False
            for lit in self._open(self.known):
                if lit in self.known or -lit in self.known or not self._refuted_two_deep(lit):
                    continue
                self.learn(-lit)
                if self.probe_to_fixpoint():
                    return True
                changed = True
        return self.solved()
