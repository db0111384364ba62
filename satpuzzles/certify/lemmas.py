"""A refutation that carries solving's cuts as lemmas, for the exact formula of a lazily solved type.

The exact reachability encodings propagate weakly: refuted whole, a 15x15 Heyawake's uniqueness formula took
cadical153 10.6 CPU s, where solving with cuts proves the same in milliseconds. So the proof follows solving:

1. the cut loop, logging its proof: a solver holding the formula less the lazy rules' clauses adds the cuts
   each model breaks until none is left; its refutation's lemmas are RUP w.r.t. part of what the checker holds
   once the cuts are lemmas too, so they come last;
2. before them, each cut derived from the exact formula and the cuts derived before it: a second solver holding
   the exact formula refutes the cut's negation under assumptions, so the clauses it learns are RUP, and then
   the cut itself is (propagating its negation meets the conflict the solver met); the cut is written as a
   lemma right there and added to that solver.

Only solvers that log every clause they hold qualify (LEMMA_SOLVERS): CaDiCaL brings back clauses it eliminated
when an assumption names their variable, without logging them, and its proofs then fail (a 15x15 Heyawake's
did). encodings/connectivity.md ("Certificates with cut lemmas") has the measurements.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pysolvers
from pysat.solvers import Solver

from satpuzzles.cnf import Clause
from satpuzzles.dimacs import PuzzleCnf
from satpuzzles.typekit.base import LazyRules

# Solvers whose proofs stay checkable across solve calls under assumptions (glucose's family: no clause it
# holds is ever left out of its proof); a certificate asked of another solver proves its cuts with the first.
LEMMA_SOLVERS = ("glucose4", "glucose3", "glucose42")
# The search for cuts gives up past this many conflicts and the proof refutes the exact formula alone: where
# the formula without the lazy rules is hard by itself (NumberLink 15x20 without its dominance clauses, over
# a minute) the cuts would not pay. The types that gain need under a thousand (Yajilin 373_16x25: 760).
CUT_CONFLICTS = 20_000


@dataclass(frozen=True)
class CutProof:
    text: str  # DRAT: the cut lemmas among the solver's own lines, ending with the empty clause
    solver: str
    cuts: int


def lemma_solver(solver: str) -> str:
    """The solver that proves with cut lemmas where `solver` is asked: itself when it qualifies."""
    return solver if solver in LEMMA_SOLVERS else LEMMA_SOLVERS[0]


def cut_refutation(cnf: PuzzleCnf, solver: str) -> CutProof | None:
    """The refutation of the CNF (compiled with its blocking clause) through solving's cuts; None when its template
    has no lazy rules, or the search for cuts gives up or meets a model that needs none (a second solution: the
    plain refutation then says so), or a cut is not derived."""
    lazy = cnf.template.lazy_rules
    if lazy is None or not cnf.blocking:
        return None
    solver = lemma_solver(solver)
    found = _loop(cnf, lazy, solver)
    if found is None:
        return None
    cuts, refutation = found
    # the longest cuts first (the largest pieces): what deriving them learns shortens the rest (Heyawake 601_14x24:
    # 27 cuts derived in 3.9 CPU s, 13.1 in the loop's order; Yajilin 373_16x25 3.8 against 3.0)
    derivation = _derived(cnf.clauses, sorted(cuts, key=len, reverse=True), solver) if cuts else ""
    if derivation is None:
        return None
    text = derivation + refutation
    if not text.endswith("\n0\n") and text != "0\n":  # refuted by the last cut's propagation: no line says so
        text += "0\n"
    return CutProof(text, solver, len(cuts))


def solving_cuts(cnf: PuzzleCnf) -> list[Clause]:
    """The cuts cut_refutation derives for the CNF, in the order the loop finds them ([] where it uses none)."""
    lazy = cnf.template.lazy_rules
    if lazy is None:
        return []
    found = _loop(cnf, lazy, LEMMA_SOLVERS[0])
    return [] if found is None else found[0]


def _loop(cnf: PuzzleCnf, lazy: LazyRules, solver: str) -> tuple[list[Clause], str] | None:
    """Solving's cut loop on the CNF less the clauses stating its lazy rules (_cuts)."""
    stated = {i for span in lazy.spans for i in span}
    relaxed = [clause for i, clause in enumerate(cnf.shape_clauses) if i not in stated]
    return _cuts([*relaxed, *cnf.units, *cnf.blocking], lazy.cuts, solver)


def _cuts(
    clauses: list[Clause], cut_finder: Callable[[Sequence[int]], list[Clause]], solver: str
) -> tuple[list[Clause], str] | None:
    """Solving's loop on the clauses (models cut until none is left): its cuts in order, and the solver's DRAT
    refutation of the clauses with them; None when it gives up or a model needs no cut."""
    found: list[Clause] = []
    with Solver(name=solver, bootstrap_with=clauses, with_proof=True) as session:
        while True:
            spent = session.accum_stats().get("conflicts", 0)
            session.conf_budget(max(CUT_CONFLICTS - spent, 1))
            answer = session.solve_limited()
            if answer is None:
                return None
            if not answer:
                return found, _steps(_trace(session, 0))
            cuts = cut_finder(session.get_model() or [])
            if not cuts:
                return None
            for cut in cuts:
                session.add_clause(cut)
            found += cuts


def _derived(clauses: list[Clause], cuts: list[Clause], solver: str) -> str | None:
    """DRAT lines deriving each cut in turn from the clauses and the cuts before it, each cut a line of its own;
    None if a cut does not follow from them.

    The lines are read after the refutation that follows: they keep the clauses it holds (the formula's and the
    cuts), so deletions of clauses this solver did not derive are left out, and so are the empty clauses it
    writes on refuting a cut's negation (they refute nothing)."""
    with Solver(name=solver, bootstrap_with=clauses, with_proof=True) as session:
        ends: list[int] = []
        for cut in cuts:
            if session.solve(assumptions=[-lit for lit in cut]) is not False:
                return None
            ends.append(_written(session))
            session.add_clause(cut)
        raw = _trace(session, ends[-1])
    lines: list[str] = []
    derived: dict[frozenset[int], int] = {}
    start = 0
    for cut, end in zip(cuts, ends, strict=True):
        for step in raw[start:end].decode("ascii").splitlines():
            step = step.strip()
            if step.startswith("d"):
                key = frozenset(map(int, step.split()[1:-1]))
                if derived.get(key, 0) > 0:
                    derived[key] -= 1
                    lines.append(step)
            elif step and step != "0":
                key = frozenset(map(int, step.split()[:-1]))
                derived[key] = derived.get(key, 0) + 1
                lines.append(step)
        lines.append(f"{' '.join(map(str, cut))} 0")
        start = end
    return "".join(f"{line}\n" for line in lines)


def _written(session: Solver) -> int:
    """The bytes of proof the session has written so far."""
    pysolvers.flushpr(session.solver.prfp)
    return os.fstat(session.solver.prfile.fileno()).st_size


def _trace(session: Solver, end: int) -> bytes:
    """The session's proof text so far (its first `end` bytes; 0: all of it)."""
    size = _written(session)
    trace = session.solver.prfile
    trace.seek(0)
    data: bytes = trace.read(end or size)
    return data


def _steps(raw: bytes) -> str:
    """DRAT text, one step a line."""
    return "".join(f"{line.strip()}\n" for line in raw.decode("ascii").splitlines() if line.strip())
