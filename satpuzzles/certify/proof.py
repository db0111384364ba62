"""A DRAT refutation of a CNF from a proof-logging solver, run fresh on the formula with no assumptions."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial

from pysat.solvers import Solver

from satpuzzles.certify.choices import DEFAULT_PROOF_SOLVER, PROOF_SOLVER_CHOICES, PROOF_SOLVERS
from satpuzzles.certify.errors import CertificationFailed
from satpuzzles.deadline import Deadline
from satpuzzles.errors import SatPuzzlesError
from satpuzzles.puzzles import get_type
from satpuzzles.solving.forked import run_forked
from satpuzzles.typekit import SolverPolicy


@dataclass(frozen=True)
class Proof:
    text: str  # DRAT text: one lemma or `d` deletion per line, each ended by 0
    solver: str
    seconds: float

    @property
    def lines(self) -> int:
        return self.text.count("\n")


def proof_solver(choice: str, type_name: str | None) -> str:
    """The solver `choice` stands for on a puzzle of the type: itself, or under auto the one the type's policy
    names (with no type, the policy's default)."""
    if choice not in PROOF_SOLVER_CHOICES:
        raise SatPuzzlesError(
            f"--proof-solver {choice!r} writes no proofs; choose from {', '.join(PROOF_SOLVER_CHOICES)}"
        )
    if choice != DEFAULT_PROOF_SOLVER:
        return choice
    if type_name is None:
        return SolverPolicy().proof_solver
    kind = get_type(type_name)
    if kind.policy.proof_solver not in PROOF_SOLVERS:
        raise SatPuzzlesError(
            f"{kind.name}'s solver policy proves with {kind.policy.proof_solver!r}, which writes no checked proofs; "
            f"pass --proof-solver, one of {', '.join(PROOF_SOLVERS)}"
        )
    return kind.policy.proof_solver


def refutation(clauses: Sequence[Sequence[int]], solver: str) -> str | None:
    """The DRAT text of `solver`'s refutation of the clauses, or None when they are satisfiable (in this process)."""
    with Solver(name=solver, bootstrap_with=clauses, with_proof=True) as session:
        if session.solve():
            return None
        return "".join(f"{line.strip()}\n" for line in session.get_proof() if line.strip())


def prove(
    clauses: Sequence[Sequence[int]], solver: str = DEFAULT_PROOF_SOLVER, deadline: Deadline | None = None
) -> Proof:
    """Refute the clauses with `solver` logging a proof; CertificationFailed when they are satisfiable.

    The solve runs in a forked child (solving.forked): a proof-logging solver has no interrupt, so the child
    is what the deadline (Timeout) and Ctrl-C stop.
    """
    solver = proof_solver(solver, None)
    start = time.perf_counter()
    text = run_forked(partial(refutation, clauses, solver), deadline)
    if text is None:
        raise not_refuted(solver)
    return Proof(text, solver, time.perf_counter() - start)


def not_refuted(solver: str) -> CertificationFailed:
    return CertificationFailed(f"{solver} finds a second solution of the uniqueness formula: nothing to certify")
