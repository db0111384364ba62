"""Certified uniqueness: a bundle (CNF, DRAT proof, solution, certificate) that an independent checker accepts.

The CNF is the puzzle's DIMACS export with the found solution's blocking clause as a real clause; a
proof-logging solver refutes it in a fresh run (no assumptions: a proof under assumptions refutes
nothing), and the proof is checked by dratify, which shares no code with this project or the solver.
"""

from satpuzzles.certify.bundle import Certifier, bundle_name, write_bundle
from satpuzzles.certify.checker import CHECKER_NAME, CheckVerdict, check_refutation
from satpuzzles.certify.errors import BundleRejected, CertificationFailed
from satpuzzles.certify.proof import DEFAULT_PROOF_SOLVER, PROOF_SOLVERS, Proof, prove
from satpuzzles.certify.verify import Verified, verify_bundle

__all__ = [
    "CHECKER_NAME",
    "DEFAULT_PROOF_SOLVER",
    "PROOF_SOLVERS",
    "BundleRejected",
    "CertificationFailed",
    "Certifier",
    "CheckVerdict",
    "Proof",
    "Verified",
    "bundle_name",
    "check_refutation",
    "prove",
    "verify_bundle",
    "write_bundle",
]
