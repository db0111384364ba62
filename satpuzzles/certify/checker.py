"""The independent proof checker: dratify, a forward DRAT checker that shares no code with us or the solvers.

dratify checks every lemma (not only those the refutation needs, as drat-trim does) and accepts a
proof only when it derives the empty clause explicitly. It has two engines written apart and tested
against each other: its pure-Python checker, and the Rust checker of the `dratify` crate, which
reaches Python compiled into `cdclkit-native` (registered here through dratify's `register_native`
seam). The native engine is used when installed (much faster: benchmarks/README.md), the Python one otherwise; a
caller may ask for either. dratify is imported here and nowhere else, so the rest of the package
runs without the `certify` extra.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from functools import cache
from typing import Any

from satpuzzles.certify.choices import CHECKER_NAME
from satpuzzles.errors import SatPuzzlesError

ENGINES = ("auto", "native", "python")


@dataclass(frozen=True)
class CheckVerdict:
    ok: bool
    reason: str
    seconds: float
    engine: str = "python"


def checker_version() -> str:
    """dratify's own `__version__` (importlib.metadata would cost every command start-up time)."""
    return str(_dratify().__version__)


@cache
def engine_version(engine: str) -> str:
    """What checked a proof, for the certificate: dratify's version, and the native wheel's when it was native."""
    if engine != "native":
        return f"{CHECKER_NAME} {checker_version()} (pure Python)"
    import cdclkit_native

    return f"{CHECKER_NAME} {checker_version()} with cdclkit-native {cdclkit_native.__version__} (Rust)"


def resolve_engine(engine: str = "auto") -> str:
    """The engine `engine` stands for here: auto is native when cdclkit-native is installed, else python."""
    if engine not in ENGINES:
        raise SatPuzzlesError(f"unknown proof checker engine {engine!r}; choose from {', '.join(ENGINES)}")
    dratify = _dratify()
    if engine == "python":
        return engine
    if dratify.native_implementation() is None:
        try:
            import cdclkit_native
        except ImportError:
            if engine == "native":
                raise SatPuzzlesError("the native checker needs cdclkit-native: pip install cdclkit-native") from None
            return "python"
        dratify.register_native(cdclkit_native)
    return "native"


def check_refutation(cnf_text: str, proof_text: str, engine: str = "auto") -> CheckVerdict:
    """Whether the DRAT proof refutes the DIMACS formula; a malformed proof is a rejection, not an error."""
    dratify = _dratify()
    chosen = resolve_engine(engine)
    start = time.perf_counter()

    def verdict(ok: bool, reason: str) -> CheckVerdict:
        return CheckVerdict(ok, reason, time.perf_counter() - start, chosen)

    try:
        formula = dratify.parse_dimacs(cnf_text)
    except ValueError as error:
        return verdict(False, f"formula does not parse: {error}")
    if formula.header_mismatch is not None:
        declared, found = formula.header_mismatch
        return verdict(False, f"formula's header declares {declared} clauses, it holds {found}")
    try:
        result = dratify.check_proof(formula, proof_text, engine=chosen)
    except ValueError as error:  # a malformed token, a literal out of range
        return verdict(False, f"proof does not parse: {error}")
    reason = result.reason
    if not result.ok and result.failed_step >= 0:
        reason = f"step {result.failed_step}: {reason}"
    return verdict(bool(result.ok), reason)


def _dratify() -> Any:
    try:
        import dratify
    except ImportError:
        raise _missing() from None
    return dratify


def _missing() -> SatPuzzlesError:
    return SatPuzzlesError("certificates need the proof checker dratify: pip install 'satpuzzles[certify]'")
