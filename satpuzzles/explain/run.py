"""One puzzle's explanation: its status on the explainer's session, then the parts that status asks for."""

from __future__ import annotations

import time
from collections.abc import Collection
from typing import Any

from satpuzzles.cnf import DEFAULT_ENCODING, NATIVE
from satpuzzles.deadline import Deadline, active, start
from satpuzzles.errors import BackendError, PuzzleError
from satpuzzles.explain import parts
from satpuzzles.explain.asker import Asker
from satpuzzles.explain.kept import KeptSessions
from satpuzzles.explain.recheck import Rechecker
from satpuzzles.explain.result import PARTS, Explanation
from satpuzzles.puzzles import type_of
from satpuzzles.solving import Engine, Status, Timeout
from satpuzzles.solving.backends import NO_LIMITED_SOLVE, PYSAT_BACKENDS
from satpuzzles.solving.limits import compiled_within
from satpuzzles.typekit.explaining import Switch

# The parts each status asks for; the others are empty and complete from the start.
ASKED = {
    Status.MULTIPLE: ("forced", "closest", "fixes"),
    Status.UNIQUE: ("forced", "redundant"),
    Status.UNSAT: ("conflicts",),
}


def explain_with(
    engine: Engine,
    puzzle: Any,
    *,
    timeout: float | None = None,
    max_fixes: int | None = None,
    max_conflicts: int | None = None,
    deadline: Deadline | None = None,
    skip: Collection[str] = (),
    kept: KeptSessions | None = None,
) -> Explanation:
    """The explanation of `puzzle` on one session of the engine's solver for it (clause encodings only).

    `deadline`, when given, replaces `timeout`'s (the web console's can be cancelled: satpuzzles/web/work.py).
    `skip` names parts (closest, fixes, redundant, conflicts) not to look for: they stay incomplete (the
    console shades the board from `forced` first, and asks for the rest after). `kept`, when given, lends
    a session of the puzzle's shape that an earlier explanation left, and takes it back after (kept.py).
    """
    unknown = sorted(set(skip) - set(PARTS[1:]))
    if unknown:
        raise PuzzleError(f"cannot skip {', '.join(unknown)} (only {', '.join(PARTS[1:])})")
    started = time.perf_counter()
    deadline = deadline if deadline is not None else start(timeout)
    kind = type_of(puzzle)
    backend, encoding = engine.solver_for(puzzle)
    if backend not in PYSAT_BACKENDS or backend in NO_LIMITED_SOLVE:
        raise BackendError(f"explain needs an in-process solver with assumption cores; {backend} is not one")
    # Compiled once: the explainer's base and the re-checks' shape; a native one has constraints the
    # search cannot copy or guard, so the explainer then compiles its own with clauses.
    if kind.explainer is None:
        raise PuzzleError(f"{kind.name} does not support explanations")
    explanation = Explanation(puzzle, Status.TIMEOUT)
    try:
        with active(deadline):  # compiling and loading a large puzzle take seconds: they count too
            template = None if encoding == NATIVE else engine.template(puzzle, deadline)
            encoding = DEFAULT_ENCODING if encoding == NATIVE else encoding
            with compiled_within(puzzle, engine.max_clauses, backend):  # its groups may hold more than the template
                explainer = kind.explainer(puzzle, encoding, template)
            formula = explainer.formula  # the shape's: equal shapes compile to equal formulas
            shape = (kind.name, kind.compiler.shape(puzzle), backend, encoding, formula.num_vars, formula.clause_count)
            lease = None if kept is None else kept.take(shape, backend, formula)
            asker = Asker(puzzle, explainer, backend, deadline, lease)
    except Timeout:
        explanation.timed_out = True
        explanation.stats.seconds = time.perf_counter() - started
        return explanation
    checker = Rechecker(engine, puzzle, explainer, backend, deadline)
    calls, solving = asker.session.stats.calls, asker.session.stats.solve_seconds  # a kept session's so far
    finished = False
    try:
        _explain(asker, checker, explanation, max_fixes, max_conflicts, set(skip))
        finished = True
    except Timeout:
        explanation.timed_out = True  # what it holds is proven and re-checked; the rest stays incomplete
    finally:
        stats = explanation.stats
        stats.sat_calls = asker.session.stats.calls - calls
        stats.sat_seconds = asker.session.stats.solve_seconds - solving
        stats.rechecks = checker.count
        if kept is not None and finished:
            kept.give(shape, asker.lease(), formula)
        else:
            asker.close()
        stats.seconds = time.perf_counter() - started
    return explanation


def _explain(
    asker: Asker,
    checker: Rechecker,
    out: Explanation,
    max_fixes: int | None,
    max_conflicts: int | None,
    skip: set[str],
) -> None:
    explainer = asker.explainer
    fixed = explainer.fixed()
    base = [*fixed, *parts.literals(explainer.parts())]
    pool = parts.Pool(asker)
    out.stats.removable = len(explainer.removable())
    if asker.solve(base):
        first = asker.solution()
        pool.add(first)
        activation = asker.differs_from(first)
        several = asker.solve([*base, activation])
        if several:
            pool.add(asker.solution())
        asker.retire(activation)
        out.status = Status.MULTIPLE if several else Status.UNIQUE
    else:
        out.status = Status.UNSAT
    for part in PARTS:
        out.complete[part] = part not in ASKED[out.status]
    if out.status is Status.UNSAT and "conflicts" not in skip:

        def conflict(found: list[Switch]) -> None:
            checker.conflict(found)
            out.conflicts.append(found)
            out.conflicts.sort(key=len)

        parts.conflicts(asker, fixed, max_conflicts, conflict)
        out.complete["conflicts"] = True
    if out.status is Status.UNSAT:
        return
    if out.status is Status.UNIQUE:
        out.forced = [list(row) for row in first]
        out.complete["forced"] = True
        if "redundant" in skip:
            return

        def redundant(hint: Switch) -> None:
            checker.redundant(hint, first)
            out.redundant.append(hint)

        parts.redundant(asker, base, first, redundant)
        out.complete["redundant"] = True
        return
    out.forced = parts.forced(asker, base, pool)
    out.complete["forced"] = True
    if "fixes" not in skip:
        _fixes(asker, checker, out, pool, base, max_fixes)
    if "closest" in skip:
        return

    def pair(one: Any, other: Any) -> None:
        out.closest = (one, other)
        out.differences = parts.differing(one, other)

    parts.closest(asker, base, pool, pair)
    out.complete["closest"] = True


def _fixes(
    asker: Asker, checker: Rechecker, out: Explanation, pool: parts.Pool, base: list[int], max_fixes: int | None
) -> None:
    assert out.forced is not None
    # Fixes before the closest pair: the solutions they meet often contain a pair proven closest already.
    found, out.stats.fix_calls = parts.fixes(asker, base, pool, out.forced)
    for fix in found[:max_fixes]:
        checker.fix(fix.hint, fix.solution)
        out.fixes.append(fix)
    out.complete["fixes"] = max_fixes is None or len(found) <= max_fixes
