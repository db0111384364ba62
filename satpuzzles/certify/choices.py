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
# `auto` proves with the solver that proved and checked fastest on the type's corpus puzzles (benchmarks/certify.py
# --solvers): CaDiCaL's proofs of Skyscrapers are a quarter of Glucose's; Glucose's proofs of Easy As ABC check
# faster and are written as text (pysat converts CaDiCaL's binary proofs in Python); Star Battle is a tie.
DEFAULT_PROOF_SOLVER = "auto"
FALLBACK_PROOF_SOLVER = "cadical153"  # a type not measured (a plugin's): short proofs on the types that were
FASTEST_PROOF_SOLVER = {"skyscrapers": "cadical153", "starbattle": "glucose42", "easyasabc": "glucose42"}
PROOF_SOLVER_CHOICES = (DEFAULT_PROOF_SOLVER, *PROOF_SOLVERS)
