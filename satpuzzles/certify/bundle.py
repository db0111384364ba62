"""Writing a certificate bundle: DIR/<id>/ with formula.cnf, proof.drat, solution.json and certificate.json.

A bundle is built in a hidden temporary directory, checked (solution by the rule checker, model by
the CNF, proof by dratify) and only then renamed into place, so DIR never holds a half-written or
unchecked bundle under a puzzle's name.
"""

from __future__ import annotations

import json
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from satpuzzles.certify.checker import CHECKER_NAME, check_refutation, checker_version, engine_version
from satpuzzles.certify.errors import BundleRejected, CertificationFailed
from satpuzzles.certify.files import (
    CERTIFICATE,
    FORMAT,
    FORMULA,
    HASHED,
    PROOF,
    SOLUTION,
    clause_encoding,
    encoding_rule,
    sha256,
)
from satpuzzles.certify.proof import DEFAULT_PROOF_SOLVER, prove
from satpuzzles.certify.verify import check_model, check_solution
from satpuzzles.dimacs import puzzle_cnf, write_output
from satpuzzles.dimacs.export import cnf_text as render_cnf
from satpuzzles.errors import SatPuzzlesError
from satpuzzles.puzzles import Puzzle, type_of

CLAIM = (
    "formula.cnf (the puzzle's rules, clues and givens under the named encoding, plus the clause that blocks "
    "solution.json) is unsatisfiable: under that encoding the puzzle has no solution other than solution.json"
)


def bundle_name(puzzle_id: str | None, line: int) -> str:
    """The puzzle's id made safe for a file name, or `line-N` (N counts from 1) when it has none."""
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", puzzle_id or "").lstrip(".")
    return safe or f"line-{line}"


def write_bundle(
    target: Path,
    puzzle: Puzzle,
    solution: Any,
    *,
    puzzle_id: str | None = None,
    encoding: str = "auto",
    solver: str = DEFAULT_PROOF_SOLVER,
) -> Path:
    """Prove, check and write the bundle at `target` (replacing one there); CertificationFailed if a check fails."""
    encoding = clause_encoding(encoding)
    kind = type_of(puzzle)
    compiled = puzzle_cnf(puzzle, encoding=encoding, blocked=solution)
    cnf_text = render_cnf(puzzle, compiled, encoding=encoding, blocked=solution)
    proof = prove(compiled.clauses, solver)  # the checker below checks it against the text, so any slip shows
    try:
        check_solution(puzzle, solution)
        check_model(solution, compiled)
    except BundleRejected as error:
        raise CertificationFailed(f"{puzzle_id or 'puzzle'}: the found solution fails its check: {error}") from None
    verdict = check_refutation(cnf_text, proof.text)
    if not verdict.ok:
        raise CertificationFailed(f"{puzzle_id or 'puzzle'}: {CHECKER_NAME} rejects {solver}'s proof: {verdict.reason}")
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"))
    try:
        write_output(str(staging / FORMULA), cnf_text)
        write_output(str(staging / PROOF), proof.text)
        write_output(str(staging / SOLUTION), json.dumps(kind.solution_to_json(solution)) + "\n")
        certificate = {
            "format": FORMAT,
            "claim": CLAIM,
            "id": puzzle_id,
            "puzzle": kind.to_json(puzzle),
            "encoder": _encoder(encoding),
            "solution": {"rule_check": "passed", "extends_to_model_of_formula_without_blocking_clause": True},
            "proof": {"format": "drat", "solver": solver, "seconds": round(proof.seconds, 4)},
            "checker": {
                "name": CHECKER_NAME,
                "version": checker_version(),
                "engine": verdict.engine,
                "engine_version": engine_version(verdict.engine),
                "verdict": "VERIFIED",
                "reason": verdict.reason,
                "seconds": round(verdict.seconds, 4),
            },
            "sha256": {name: sha256(staging / name) for name in HASHED},
        }
        write_output(str(staging / CERTIFICATE), json.dumps(certificate, indent=2) + "\n")
        staging.chmod(0o777 & ~_umask())
        _replace(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return target


@dataclass
class Certifier:
    """Bundles for a run of puzzles under one directory, each under its own name (a repeated id gets -N)."""

    directory: Path
    encoding: str = "auto"
    solver: str = DEFAULT_PROOF_SOLVER
    _used: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        if self.directory.exists() and not self.directory.is_dir():
            raise SatPuzzlesError(f"{self.directory}: --certify needs a directory, this is a file")

    def certify(self, puzzle: Puzzle, solution: Any, puzzle_id: str | None, line: int) -> Path:
        name = bundle_name(puzzle_id, line)
        if name in self._used:
            name = f"{name}-{line}"
        self._used.add(name)
        try:
            return write_bundle(
                self.directory / name, puzzle, solution, puzzle_id=puzzle_id, encoding=self.encoding, solver=self.solver
            )
        except OSError as error:
            raise SatPuzzlesError(f"{self.directory / name}: cannot write: {error.strerror or error}") from None


def _encoder(encoding: str) -> dict[str, str]:
    from satpuzzles import __version__  # the package imports this one's parent: read it late

    return {
        "tool": "satpuzzles",
        "version": __version__,
        "encoding": encoding,
        "encoding_rule": encoding_rule(encoding),
    }


def _replace(staging: Path, target: Path) -> None:
    """Rename the checked bundle into place; an older bundle under the name is moved aside, then removed."""
    old: Path | None = None
    if target.exists():
        old = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.", suffix=".old"))
        target.rename(old / "bundle")
    staging.rename(target)
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def _umask() -> int:
    import os

    mask = os.umask(0)
    os.umask(mask)
    return mask
