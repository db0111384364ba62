"""Explanations for puzzle setters: forced cells, the closest two solutions, fixes, redundant hints, conflicts.

Generic over puzzle types: a type offers its hints and parts through the `explainer` part of its PuzzleSpec
(satpuzzles/typekit/explaining.py); encodings/explain.md says how each part is computed.
"""

from __future__ import annotations

from typing import Any

from satpuzzles.cnf import DEFAULT_ENCODING
from satpuzzles.explain.result import ExplainStats, Explanation, Fix, explanation_json
from satpuzzles.explain.run import explain_with
from satpuzzles.solving import DEFAULT_BACKEND, Engine


def explain(
    puzzle: Any,
    *,
    backend: str = DEFAULT_BACKEND,
    timeout: float | None = None,
    encoding: str = DEFAULT_ENCODING,
    max_fixes: int | None = None,
    max_conflicts: int | None = None,
    max_clauses: int | None = None,
) -> Explanation:
    """The setter's explanation of `puzzle`; every claim in it is solver-proven and re-checked. `max_clauses`
    replaces the default clause and memory limits (None: the defaults)."""
    with Engine(backend, encoding, max_clauses=max_clauses) as engine:
        return explain_with(engine, puzzle, timeout=timeout, max_fixes=max_fixes, max_conflicts=max_conflicts)


__all__ = ["ExplainStats", "Explanation", "Fix", "explain", "explain_with", "explanation_json"]
