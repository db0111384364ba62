"""`satpuzzles verify` and the `--certify DIR` / `--proof-solver` options other commands take."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

# The rest of satpuzzles.certify is imported where it is used: `solve` takes these options on every run.
from satpuzzles.certify.choices import CHECKER_NAME, DEFAULT_PROOF_SOLVER, PROOF_SOLVERS
from satpuzzles.certify.files import CERTIFICATE
from satpuzzles.cli.common import app, reported
from satpuzzles.errors import ExitCode

if TYPE_CHECKING:
    from satpuzzles.certify import Certifier
    from satpuzzles.deadline import Deadline
    from satpuzzles.puzzles import Puzzle

CertifyOpt = Annotated[
    Path | None,
    typer.Option(
        "--certify",
        metavar="DIR",
        help="For each unique puzzle write DIR/<id>/ (CNF, DRAT proof, solution, certificate.json), "
        "checked by an independent proof checker before success is reported.",
    ),
]
ProofSolverOpt = Annotated[
    str,
    typer.Option(
        "--proof-solver",
        help="Solver that writes the proof for --certify: auto (the type's, `satpuzzles types` shows it) "
        f"or one of {', '.join(PROOF_SOLVERS)}.",
    ),
]


def certifier(directory: Path | None, encoding: str, solver: str) -> Certifier | None:
    if directory is None:
        return None
    from satpuzzles.certify import Certifier

    return Certifier(directory, encoding, solver)


def certify_one(
    certifier: Certifier,
    puzzle: Puzzle,
    solution: Any,
    puzzle_id: str | None,
    line: int,
    deadline: Deadline | None = None,
) -> Path:
    """Write and check one bundle; say where it is on stderr (stdout keeps its format). Timeout at the deadline."""
    from satpuzzles.certify import CHECKER_NAME

    path = certifier.certify(puzzle, solution, puzzle_id, line, deadline)
    typer.echo(f"satpuzzles: certificate {path} (proof checked by {CHECKER_NAME})", err=True)
    return path


def proven_unsat(cnf_text: str, solver: str, type_name: str) -> str:
    """A DRAT proof that the DIMACS text (of a puzzle of the type) is unsatisfiable, checked by dratify first."""
    from satpuzzles.certify import CHECKER_NAME, CertificationFailed, check_refutation, prove
    from satpuzzles.certify.files import parse_clauses
    from satpuzzles.certify.proof import proof_solver

    solver = proof_solver(solver, type_name)
    proof = prove(parse_clauses(cnf_text), solver)
    verdict = check_refutation(cnf_text, proof.text)
    if not verdict.ok:
        raise CertificationFailed(f"{CHECKER_NAME} rejects {solver}'s proof: {verdict.reason}")
    return proof.text


def not_certified(puzzle_id: str | None, line: int, why: str) -> None:
    typer.echo(f"satpuzzles: {puzzle_id or f'line {line}'}: no certificate: {why}", err=True)


@app.command()
def verify(
    directory: Annotated[Path, typer.Argument(help=f"A bundle (holding {CERTIFICATE}) or a directory of bundles.")],
    engine: Annotated[
        str,
        typer.Option(
            "--engine",
            help=f"{CHECKER_NAME}'s engine: native (Rust, from cdclkit-native), python, or auto (native if installed).",
        ),
    ] = "auto",
) -> None:
    """Re-check certificate bundles from scratch.

    Each bundle's hashes, its CNF (derived again), its solution and its DRAT proof."""
    from satpuzzles.certify import CHECKER_NAME, verify_bundle

    with reported():
        bundles = [directory] if (directory / CERTIFICATE).exists() else _bundles_under(directory)
        for bundle in bundles:
            verified = verify_bundle(bundle, engine)
            typer.echo(
                f"{bundle}: verified ({verified.solver}'s proof accepted by {CHECKER_NAME} "
                f"({verified.proof.engine}) in {verified.proof.seconds:.2f} s)"
            )
    raise typer.Exit(int(ExitCode.SOLVED))


def _bundles_under(directory: Path) -> list[Path]:
    from satpuzzles.certify import BundleRejected

    if not directory.is_dir():
        raise BundleRejected(f"{directory}: no such directory")
    bundles = sorted(p for p in directory.iterdir() if p.is_dir() and not p.name.startswith("."))
    if not bundles:
        raise BundleRejected(f"{directory}: holds no certificate bundle (no {CERTIFICATE})")
    return bundles


__all__ = [
    "DEFAULT_PROOF_SOLVER",
    "CertifyOpt",
    "ProofSolverOpt",
    "certifier",
    "certify_one",
    "not_certified",
    "proven_unsat",
]
