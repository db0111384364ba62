"""Writing a certificate bundle: DIR/<id>/ with formula.cnf, proof.drat, solution.json and certificate.json.

A bundle is built in a hidden temporary directory, checked (solution by the rule checker, model by
the CNF, proof by dratify) and only then renamed into place, so DIR never holds a half-written or
unchecked bundle under a puzzle's name.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from satpuzzles.certify.checker import check_refutation, checker_version, engine_version
from satpuzzles.certify.choices import CHECKER_NAME, DEFAULT_PROOF_SOLVER
from satpuzzles.certify.errors import BundleRejected, CertificationFailed
from satpuzzles.certify.files import (
    CERTIFICATE,
    CLAIM,
    FORMAT,
    FORMULA,
    HASHED,
    PROOF,
    SOLUTION,
    clause_encoding,
    encoding_rule,
)
from satpuzzles.certify.lemmas import cut_refutation, lemma_solver
from satpuzzles.certify.proof import Proof, not_refuted, proof_solver, refutation
from satpuzzles.certify.verify import check_model, check_solution, verify_bundle
from satpuzzles.deadline import Deadline, active
from satpuzzles.dimacs import puzzle_cnf
from satpuzzles.dimacs.export import cnf_text as render_cnf
from satpuzzles.errors import SatPuzzlesError, cannot_write
from satpuzzles.formats import limits
from satpuzzles.puzzles import Puzzle, type_of
from satpuzzles.solving.forked import run_forked

MAX_NAME = 100  # characters of an id kept in its folder's name (file systems allow 255 bytes)


def bundle_name(puzzle_id: str | None, line: int) -> str:
    """The puzzle's id, or `line-N` (N counts from 1) when it has none, as a folder name.

    An id that is not already a safe, short file name is made one and given 8 hex digits of its
    SHA-256, so that two ids never share a folder (`a/1` and `a_1`), whichever worker writes them.
    """
    if not puzzle_id:
        return f"line-{line}"
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", puzzle_id).lstrip(".")[:MAX_NAME]
    if safe == puzzle_id:
        return safe
    return f"{safe or 'id'}-{hashlib.sha256(puzzle_id.encode()).hexdigest()[:8]}"


def write_bundle(
    target: Path,
    puzzle: Puzzle,
    solution: Any,
    *,
    puzzle_id: str | None = None,
    encoding: str = "auto",
    solver: str = DEFAULT_PROOF_SOLVER,
    deadline: Deadline | None = None,
) -> Path:
    """Prove, check and write the bundle at `target` (replacing one there); CertificationFailed if a check fails.

    The bundle is made in a forked child (solving.forked), which the deadline (Timeout) and Ctrl-C stop: on a
    large lazily solved type, the exact formula (millions of clauses), its text, the model check and the proof
    each take seconds in native code or Python that polls nothing. This process only renames the result.
    """
    encoding = clause_encoding(encoding)
    solver = proof_solver(solver, type_of(puzzle).name)
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"))
    try:
        made = partial(_stage, staging, puzzle, solution, puzzle_id, encoding, solver)
        run_forked(lambda: _within(deadline, made), deadline)
        staging.chmod(0o777 & ~_umask())
        _replace(staging, target)
    except BaseException:
        shutil.rmtree(staging, ignore_errors=True)
        raise
    return target


def _within(deadline: Deadline | None, work: Callable[[], None]) -> None:
    with active(deadline):  # compiling polls it: a child past the deadline stops by itself, not only when killed
        work()


def _stage(staging: Path, puzzle: Puzzle, solution: Any, puzzle_id: str | None, encoding: str, solver: str) -> None:
    """Compile, prove, check and write the bundle's files into the empty folder `staging`."""
    kind = type_of(puzzle)
    compiled = puzzle_cnf(puzzle, encoding=encoding, blocked=solution)
    cnf_text = render_cnf(puzzle, compiled, encoding=encoding, blocked=solution)
    try:
        check_solution(puzzle, solution)
        check_model(solution, compiled)
    except BundleRejected as error:
        raise CertificationFailed(f"{puzzle_id or 'puzzle'}: the found solution fails its check: {error}") from None
    started = time.perf_counter()
    lemmas = cut_refutation(compiled, solver)  # a lazily solved type's cuts carried as lemmas: far faster
    if lemmas is not None:
        text: str | None = lemmas.text
        solver = lemmas.solver
    else:
        text = refutation(compiled.clauses, solver)  # the checker below checks it against the text: slips show
    if text is None:
        raise not_refuted(solver)
    proof = Proof(text, solver, time.perf_counter() - started)
    verdict = check_refutation(cnf_text, proof.text)
    if not verdict.ok:
        raise CertificationFailed(f"{puzzle_id or 'puzzle'}: {CHECKER_NAME} rejects {solver}'s proof: {verdict.reason}")
    contents = {
        FORMULA: cnf_text.encode(),  # the very text dratify checked above
        PROOF: proof.text.encode(),
        SOLUTION: (json.dumps(kind.codec.solution_to_json(solution)) + "\n").encode(),
    }
    certificate = {
        "format": FORMAT,
        "claim": CLAIM,
        "id": puzzle_id,
        "puzzle": kind.codec.to_json(puzzle),
        "encoder": _encoder(encoding),
        "solution": {"rule_check": "passed", "extends_to_model_of_formula_without_blocking_clause": True},
        "proof": {
            "format": "drat",
            "solver": solver,
            "seconds": round(proof.seconds, 4),
            "cut_lemmas": 0 if lemmas is None else lemmas.cuts,
        },
        "checker": {
            "name": CHECKER_NAME,
            "version": checker_version(),
            "engine": verdict.engine,
            "engine_version": engine_version(verdict.engine),
            "verdict": "VERIFIED",
            "reason": verdict.reason,
            "seconds": round(verdict.seconds, 4),
        },
        "sha256": {name: hashlib.sha256(contents[name]).hexdigest() for name in HASHED},
    }
    contents[CERTIFICATE] = (json.dumps(certificate, indent=2) + "\n").encode()
    for name, data in contents.items():  # a fresh private folder: plain writes, the parent's rename is atomic
        (staging / name).write_bytes(data)


@dataclass
class Certifier:
    """Bundles for a run of puzzles under one directory, each under its own name (a repeated id gets -N).

    With `keep`, a bundle already there for the same puzzle, solution, encoding and proving solver
    is kept when it verifies (a resumed batch does not prove again what an interrupted run proved).
    """

    directory: Path
    encoding: str = "auto"
    solver: str = DEFAULT_PROOF_SOLVER
    keep: bool = False
    _used: set[str] = field(default_factory=set)

    def __post_init__(self) -> None:
        if self.directory.exists() and not self.directory.is_dir():
            raise SatPuzzlesError(f"{self.directory}: --certify needs a directory, this is a file")
        proof_solver(self.solver, None)  # refuses a solver that writes no proofs before any work starts

    def certify(
        self, puzzle: Puzzle, solution: Any, puzzle_id: str | None, line: int, deadline: Deadline | None = None
    ) -> Path:
        """The puzzle's bundle, written and checked; Timeout once `deadline` passes."""
        name = bundle_name(puzzle_id, line)
        if name in self._used:
            name = f"{name}-{line}"
        self._used.add(name)
        target = self.directory / name
        solver = proof_solver(self.solver, type_of(puzzle).name)
        if self.keep and _holds(target, puzzle, solution, clause_encoding(self.encoding), solver):
            return target
        try:
            return write_bundle(
                target, puzzle, solution, puzzle_id=puzzle_id, encoding=self.encoding, solver=solver, deadline=deadline
            )
        except OSError as error:
            raise cannot_write(str(target), error) from None


def _holds(target: Path, puzzle: Puzzle, solution: Any, encoding: str, solver: str) -> bool:
    """Whether `target` is a bundle for this puzzle, solution, encoding and solver that verifies."""
    kind = type_of(puzzle)
    try:
        certificate = limits.loads(limits.read_text(target / CERTIFICATE))  # bounded: it may have been tampered with
        same = (
            certificate["puzzle"] == _plain(kind.codec.to_json(puzzle))
            and certificate["encoder"]["encoding"] == encoding
            and certificate["proof"]["solver"] in (solver, lemma_solver(solver))
            and limits.loads(limits.read_text(target / SOLUTION)) == _plain(kind.codec.solution_to_json(solution))
        )
        return same and verify_bundle(target).proof.ok
    except (OSError, ValueError, KeyError, TypeError, SatPuzzlesError):  # absent, unreadable or rejected: write anew
        return False


def _plain(data: Any) -> Any:
    """`data` as it reads back from JSON (tuples become lists)."""
    return json.loads(json.dumps(data))


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
