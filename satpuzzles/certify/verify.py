"""`verify`: re-check a bundle from scratch: hashes, the CNF re-derived, the solution, the model, the proof."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pysat.solvers import Solver

from satpuzzles.certify.checker import CheckVerdict, check_refutation
from satpuzzles.certify.errors import BundleRejected
from satpuzzles.certify.files import CERTIFICATE, CLAIM, FIELDS, FORMAT, FORMULA, HASHED, PROOF, SOLUTION, encoding_rule
from satpuzzles.dimacs import PuzzleCnf, puzzle_cnf
from satpuzzles.dimacs.export import cnf_text as render_cnf
from satpuzzles.errors import PuzzleError, SatPuzzlesError
from satpuzzles.formats import limits
from satpuzzles.puzzles import Puzzle, type_of
from satpuzzles.quietsigint import quiet_sigint
from satpuzzles.typekit.registry import get_type

MAX_PROOF_BYTES = 2**30  # a proof dratify could check in memory; the corpus's largest is 102 KB
MODEL_SOLVER = "minisat22"  # finds the auxiliary values; the model itself is then checked clause by clause here


@dataclass(frozen=True)
class Verified:
    directory: Path
    puzzle_id: str | None
    solver: str
    proof: CheckVerdict


def verify_bundle(directory: Path, engine: str = "auto") -> Verified:
    """Every check `verify` makes (the proof by dratify's `engine`); BundleRejected names the first that fails."""
    certificate = _certificate(directory)
    files = _hashed_files(directory, certificate)
    proof = _field(certificate, "proof", dict)
    puzzle = _puzzle(certificate)
    encoding = _field(certificate, "encoder", dict).get("encoding")
    if encoding not in ("auto", *_clause_encodings()):
        raise BundleRejected(f"{CERTIFICATE}: unknown encoding {encoding!r}")
    rule = certificate["encoder"].get("encoding_rule")
    if rule != encoding_rule(encoding):
        raise BundleRejected(f"{CERTIFICATE}: encoding {encoding} meant {rule!r}, now {encoding_rule(encoding)!r}")
    solution = _solution(directory, puzzle, files[SOLUTION])
    cnf_text = _text(directory / FORMULA, files[FORMULA])
    derived = puzzle_cnf(puzzle, encoding=encoding, blocked=solution)  # compiled once, for the text and the model
    if _formula_lines(cnf_text) != _formula_lines(render_cnf(puzzle, derived, encoding=encoding, blocked=solution)):
        raise BundleRejected(f"{FORMULA}: differs from the CNF this encoder derives from the puzzle and solution")
    check_model(solution, derived)
    verdict = check_refutation(cnf_text, _text(directory / PROOF, files[PROOF]), engine)
    if not verdict.ok:
        raise BundleRejected(f"{PROOF}: the proof checker rejects it: {verdict.reason}")
    return Verified(directory, certificate.get("id"), str(proof.get("solver")), verdict)


def check_solution(puzzle: Puzzle, solution: Any) -> None:
    problems = type_of(puzzle).checker.violations(puzzle, solution)
    if problems:
        raise BundleRejected(f"{SOLUTION}: breaks the rules: {problems[0]}")


def check_model(solution: Any, cnf: PuzzleCnf) -> None:
    """The solution extends to a model of the CNF (compiled with it blocked) without its blocking clause."""
    wanted = cnf.template.solution_literals(solution)
    with Solver(name=MODEL_SOLVER, bootstrap_with=[*cnf.shape_clauses, *cnf.units]) as session, quiet_sigint():
        model = session.get_model() if session.solve(assumptions=wanted) else None  # every cell assumed: short
    if model is None:
        raise BundleRejected(f"{SOLUTION}: no model of {FORMULA} (without its blocking clause) has this solution")
    true = set(model)
    if any(map(true.isdisjoint, [*cnf.shape_clauses, *cnf.units])) or not true.issuperset(wanted):
        raise BundleRejected(f"{SOLUTION}: the model found for it does not satisfy {FORMULA}")
    if any(true.intersection(clause) for clause in cnf.blocking):
        raise BundleRejected(f"{FORMULA}: its blocking clause does not exclude the solution")


def _formula_lines(cnf_text: str) -> list[str]:
    """Everything but the first comment, which names the tool version that wrote the file."""
    return [line for line in cnf_text.splitlines() if not line.startswith("c satpuzzles ")]


def _clause_encodings() -> tuple[str, ...]:
    from satpuzzles.cnf.cardinality import ENCODINGS

    return tuple(ENCODINGS)


def _certificate(directory: Path) -> dict[str, Any]:
    path = directory / CERTIFICATE
    if not path.exists():
        raise BundleRejected(f"{directory}: no {CERTIFICATE} (is this a certificate bundle?)")
    try:
        data = limits.loads(limits.read_text(path))  # bounded: a tampered bundle is untrusted input
    except PuzzleError as error:
        raise BundleRejected(f"{path}: cannot read: {error.problem}") from None
    except json.JSONDecodeError as error:
        raise BundleRejected(f"{path}: cannot read: {error}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise BundleRejected(f"{path}: not a {FORMAT} certificate")
    unknown, missing = sorted(set(data) - set(FIELDS)), [name for name in FIELDS if name not in data]
    if unknown or missing:
        wrong = [*(f"unknown field {name!r}" for name in unknown), *(f"no field {name!r}" for name in missing)]
        raise BundleRejected(f"{path}: {', '.join(wrong)}")
    if data["claim"] != CLAIM:
        raise BundleRejected(f"{path}: its claim is not the one a {FORMAT} bundle proves")
    return data


def _field(certificate: dict[str, Any], name: str, kind: type) -> Any:
    value = certificate.get(name)
    if not isinstance(value, kind):
        raise BundleRejected(f"{CERTIFICATE}: field {name!r} is missing or not a {kind.__name__}")
    return value


def _hashed_files(directory: Path, certificate: dict[str, Any]) -> dict[str, bytes]:
    """The bytes of each hashed file, read once: the checks below read these, never the file again."""
    hashes = _field(certificate, "sha256", dict)
    if sorted(hashes) != sorted(HASHED):
        raise BundleRejected(f"{CERTIFICATE}: sha256 must list exactly {', '.join(HASHED)}")
    files = {}
    for name in HASHED:
        path = directory / name
        if not path.is_file():
            raise BundleRejected(f"{path}: missing")
        try:
            limit = MAX_PROOF_BYTES if name == PROOF else limits.MAX_INPUT_BYTES
            size = path.stat().st_size  # a regular file (is_file above), so its size is what reading gives
            if size > limit:  # refused unread: a bundle may have been tampered with
                raise BundleRejected(f"{path}: {size:,} bytes, over the limit of {limit:,}")
            files[name] = path.read_bytes()
        except OSError as error:
            raise BundleRejected(f"{path}: cannot read: {error.strerror or error}") from None
        if hashlib.sha256(files[name]).hexdigest() != hashes[name]:
            raise BundleRejected(f"{path}: SHA-256 differs from the one in {CERTIFICATE}")
    return files


def _text(path: Path, data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise BundleRejected(f"{path}: not UTF-8 text: {error}") from None


def _puzzle(certificate: dict[str, Any]) -> Puzzle:
    data = _field(certificate, "puzzle", dict)
    try:
        puzzle: Puzzle = get_type(str(data.get("type"))).codec.from_json(data)
    except SatPuzzlesError as error:
        raise BundleRejected(f"{CERTIFICATE}: puzzle: {error}") from None
    return puzzle


def _solution(directory: Path, puzzle: Puzzle, raw: bytes) -> Any:
    text = _text(directory / SOLUTION, raw)
    try:
        data = limits.loads(text)
        solution = type_of(puzzle).codec.solution_from_json(puzzle, data)
    except (json.JSONDecodeError, SatPuzzlesError) as error:
        raise BundleRejected(f"{directory / SOLUTION}: {error}") from None
    check_solution(puzzle, solution)
    return solution
