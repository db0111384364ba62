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
# Fastest to prove and to check on the corpus (benchmarks/certify.py): short proofs, few deletions.
DEFAULT_PROOF_SOLVER = "cadical153"


@dataclass(frozen=True)
class Proof:
    text: str  # DRAT text: one lemma or `d` deletion per line, each ended by 0
    solver: str
    seconds: float

    @property
    def lines(self) -> int:
        return self.text.count("\n")


def prove(clauses: Sequence[Sequence[int]], solver: str = DEFAULT_PROOF_SOLVER) -> Proof:
    """Refute the clauses with `solver` logging a proof; CertificationFailed when they are satisfiable."""
    if solver not in PROOF_SOLVERS:
        raise SatPuzzlesError(f"--proof-solver {solver!r} writes no proofs; choose from {', '.join(PROOF_SOLVERS)}")
    start = time.perf_counter()
    with Solver(name=solver, bootstrap_with=clauses, with_proof=True) as session:
        satisfiable = session.solve()
        lines = [] if satisfiable else session.get_proof()
    seconds = time.perf_counter() - start
    if satisfiable:
        raise CertificationFailed(f"{solver} finds a second solution of the uniqueness formula: nothing to certify")
    text = "".join(f"{line.strip()}\n" for line in lines if line.strip())
    return Proof(text, solver, seconds)
