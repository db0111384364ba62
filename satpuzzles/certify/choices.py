"""The proof solvers and the proof checker that the --certify options name: constants only, so that every
command taking those options (`solve` on each start) loads nothing else of certify to build its help."""

CHECKER_NAME = "dratify"

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
# `auto` proves with the solver the type's SolverPolicy.proof_solver names (measured by benchmarks/certify.py
# --solvers on the type's corpus puzzles).
DEFAULT_PROOF_SOLVER = "auto"
PROOF_SOLVER_CHOICES = (DEFAULT_PROOF_SOLVER, *PROOF_SOLVERS)
