"""A DRAT refutation of a CNF from a proof-logging solver, run fresh on the formula with no assumptions."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass

from pysat.solvers import Solver

from satpuzzles.certify.errors import CertificationFailed
from satpuzzles.errors import SatPuzzlesError

# python-sat solvers whose with_proof=True writes text DRAT that dratify verifies. MiniSat 2.2 and MiniCard
# refuse proof logging; maplecm's proof stops before the empty clause (seen on an 8x8 Skyscrapers); maplesat's
# proofs fail at a lemma after a burst of deletions on 35 of the first 40 corpus Skyscrapers (dratify's two
# engines and the verified checker drup all reject them).
PROOF_SOLVERS = (
    "cadical103",
    "cadical153",
    "cadical195",
    "glucose3",
    "glucose4",
    "glucose42",
    "lingeling",
    "maplechrono",
)
# `auto` proves with the solver that proved and checked fastest on the type's corpus puzzles (benchmarks/certify.py
# --solvers): CaDiCaL's proofs of Skyscrapers are a quarter of Glucose's; Glucose's proofs of Easy As ABC check
# faster and are written as text (pysat converts CaDiCaL's binary proofs in Python); Star Battle is a tie.
DEFAULT_PROOF_SOLVER = "auto"
FALLBACK_PROOF_SOLVER = "cadical153"  # a type not measured (a plugin's): short proofs on the types that were
FASTEST_PROOF_SOLVER = {"skyscrapers": "cadical153", "starbattle": "glucose42", "easyasabc": "glucose42"}
PROOF_SOLVER_CHOICES = (DEFAULT_PROOF_SOLVER, *PROOF_SOLVERS)


@dataclass(frozen=True)
class Proof:
    text: str  # DRAT text: one lemma or `d` deletion per line, each ended by 0
    solver: str
    seconds: float

    @property
    def lines(self) -> int:
        return self.text.count("\n")


def proof_solver(choice: str, type_name: str | None) -> str:
    """The solver `choice` stands for on a puzzle of the type: itself, or under auto the type's fastest."""
    if choice not in PROOF_SOLVER_CHOICES:
        raise SatPuzzlesError(
            f"--proof-solver {choice!r} writes no proofs; choose from {', '.join(PROOF_SOLVER_CHOICES)}"
        )
    if choice != DEFAULT_PROOF_SOLVER:
        return choice
    return FASTEST_PROOF_SOLVER.get(type_name or "", FALLBACK_PROOF_SOLVER)


def prove(clauses: Sequence[Sequence[int]], solver: str = FALLBACK_PROOF_SOLVER) -> Proof:
    """Refute the clauses with `solver` logging a proof; CertificationFailed when they are satisfiable."""
    solver = proof_solver(solver, None)
    start = time.perf_counter()
    with Solver(name=solver, bootstrap_with=clauses, with_proof=True) as session:
        satisfiable = session.solve()
        lines = [] if satisfiable else session.get_proof()
    seconds = time.perf_counter() - start
    if satisfiable:
        raise CertificationFailed(f"{solver} finds a second solution of the uniqueness formula: nothing to certify")
    text = "".join(f"{line.strip()}\n" for line in lines if line.strip())
    return Proof(text, solver, seconds)
