"""The independent proof checker: dratify, a forward DRAT checker that shares no code with us or the solvers.

dratify checks every lemma (not only those the refutation needs, as drat-trim does) and accepts a
proof only when it derives the empty clause explicitly. It is imported here and nowhere else, so
the rest of the package runs without the `certify` extra.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from importlib import metadata

from satpuzzles.errors import SatPuzzlesError

CHECKER_NAME = "dratify"
ENGINE = "python"  # the pure-Python engine: the same verdict everywhere, no native module to trust


@dataclass(frozen=True)
class CheckVerdict:
    ok: bool
    reason: str
    seconds: float


def checker_version() -> str:
    try:
        return metadata.version(CHECKER_NAME)
    except metadata.PackageNotFoundError:
        raise _missing() from None


def check_refutation(cnf_text: str, proof_text: str) -> CheckVerdict:
    """Whether the DRAT proof refutes the DIMACS formula; a malformed proof is a rejection, not an error."""
    try:
        import dratify
    except ImportError:
        raise _missing() from None
    start = time.perf_counter()
    try:
        formula = dratify.parse_dimacs(cnf_text)
    except ValueError as error:
        return CheckVerdict(False, f"formula does not parse: {error}", time.perf_counter() - start)
    try:
        result = dratify.check_proof(formula, proof_text, engine=ENGINE)
    except ValueError as error:  # a malformed token, a literal out of range
        return CheckVerdict(False, f"proof does not parse: {error}", time.perf_counter() - start)
    reason = result.reason
    if not result.ok and result.failed_step >= 0:
        reason = f"step {result.failed_step}: {reason}"
    return CheckVerdict(bool(result.ok), reason, time.perf_counter() - start)


def _missing() -> SatPuzzlesError:
    return SatPuzzlesError("certificates need the proof checker dratify: pip install 'satpuzzles[certify]'")
