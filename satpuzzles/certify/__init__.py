"""Certified uniqueness: a bundle (CNF, DRAT proof, solution, certificate) that an independent checker accepts.

The CNF is the puzzle's DIMACS export with the found solution's blocking clause as a real clause; a
proof-logging solver refutes it in a fresh run (no assumptions: a proof under assumptions refutes
nothing), and the proof is checked by dratify, which shares no code with this project or the solver.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from satpuzzles.lazy import lazy_names

if TYPE_CHECKING:
    from satpuzzles.certify.bundle import Certifier, bundle_name, write_bundle
    from satpuzzles.certify.checker import CheckVerdict, check_refutation
    from satpuzzles.certify.choices import CHECKER_NAME, DEFAULT_PROOF_SOLVER, PROOF_SOLVERS
    from satpuzzles.certify.errors import BundleRejected, CertificationFailed
    from satpuzzles.certify.proof import Proof, proof_solver, prove
    from satpuzzles.certify.verify import Verified, verify_bundle

# Imported on first use: the commands that only take --certify options need none of it to start.
_HOMES = {
    "Certifier": "satpuzzles.certify.bundle",
    "bundle_name": "satpuzzles.certify.bundle",
    "write_bundle": "satpuzzles.certify.bundle",
    "CHECKER_NAME": "satpuzzles.certify.choices",
    "CheckVerdict": "satpuzzles.certify.checker",
    "check_refutation": "satpuzzles.certify.checker",
    "BundleRejected": "satpuzzles.certify.errors",
    "CertificationFailed": "satpuzzles.certify.errors",
    "DEFAULT_PROOF_SOLVER": "satpuzzles.certify.choices",
    "PROOF_SOLVERS": "satpuzzles.certify.choices",
    "Proof": "satpuzzles.certify.proof",
    "proof_solver": "satpuzzles.certify.proof",
    "prove": "satpuzzles.certify.proof",
    "Verified": "satpuzzles.certify.verify",
    "verify_bundle": "satpuzzles.certify.verify",
}

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
    "proof_solver",
    "prove",
    "verify_bundle",
    "write_bundle",
]

__getattr__ = lazy_names(__name__, _HOMES, globals())
