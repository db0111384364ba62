"""Certificates of lazily solved types carry solving's cuts as proof lemmas (certify/lemmas.py), and verify checks
them like any other lemma: an honest one verifies, a tampered cut is rejected."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from pysat.solvers import Solver

from satpuzzles.certify import BundleRejected, Certifier, verify_bundle
from satpuzzles.certify.files import CERTIFICATE, FORMULA, HASHED, PROOF, parse_clauses, sha256
from satpuzzles.certify.lemmas import LEMMA_SOLVERS, lemma_solver, solving_cuts
from satpuzzles.dimacs import puzzle_cnf
from satpuzzles.formats import loads
from satpuzzles.puzzles import Puzzle
from satpuzzles.puzzles.heyawake.samples import SAMPLES
from satpuzzles.solving import Engine

# A 6x6 Heyawake the type ships (janko 522): its uniqueness takes three connectivity cuts.
SAMPLE = next(sample for sample in SAMPLES if "522" in sample.name)


def solved() -> tuple[Puzzle, Any]:
    puzzle = loads(SAMPLE.text, "text", None, source="test")[0].puzzle
    with Engine() as engine:
        return puzzle, engine.solve(puzzle).solution


@pytest.fixture(scope="module")
def honest(tmp_path_factory: pytest.TempPathFactory) -> Path:
    puzzle, solution = solved()
    return Certifier(tmp_path_factory.mktemp("lemmas")).certify(puzzle, solution, "heyawake-522", 1)


def cut_lines(bundle: Path) -> list[int]:
    """The proof's lines that state the cuts solving finds, in proof order."""
    puzzle, solution = solved()
    cuts = solving_cuts(puzzle_cnf(puzzle, blocked=solution))
    lines = (bundle / PROOF).read_text().splitlines()
    wanted = [f"{' '.join(map(str, cut))} 0" for cut in cuts]
    return sorted(lines.index(line) for line in wanted)


def test_a_lazily_solved_type_certifies_with_its_cuts_as_lemmas(honest: Path) -> None:
    certificate = json.loads((honest / CERTIFICATE).read_text())
    assert certificate["proof"]["solver"] in LEMMA_SOLVERS
    assert certificate["proof"]["cut_lemmas"] == len(cut_lines(honest)) > 0
    assert verify_bundle(honest).proof.ok


def is_rup(clauses: list[list[int]], lemma: list[int]) -> bool:
    """Unit propagation of the lemma's negation over the clauses meets a conflict (MiniSat's, not the checker's)."""
    with Solver(name="minisat22", bootstrap_with=clauses) as session:
        return not session.propagate(assumptions=[-lit for lit in lemma])[0]


def test_a_tampered_cut_lemma_is_rejected(honest: Path, tmp_path: Path) -> None:
    """The first cut, shortened to one of its literals that no clause before it implies (deletions ignored: the most
    any checker could hold), makes the proof fail."""
    bundle = Path(shutil.copytree(honest, tmp_path / "copy"))
    lines = (bundle / PROOF).read_text().splitlines()
    first = cut_lines(bundle)[0]
    earlier = [*parse_clauses((bundle / FORMULA).read_text())]
    earlier += [[int(x) for x in line.split()[:-1]] for line in lines[:first] if not line.startswith("d")]
    cut = [int(x) for x in lines[first].split()[:-1]]
    shorter = next([lit] for lit in cut if not is_rup(earlier, [lit]))
    lines[first] = f"{shorter[0]} 0"
    (bundle / PROOF).write_text("".join(f"{line}\n" for line in lines))
    certificate = json.loads((bundle / CERTIFICATE).read_text())
    certificate["sha256"] = {name: sha256(bundle / name) for name in HASHED}
    (bundle / CERTIFICATE).write_text(json.dumps(certificate))
    with pytest.raises(BundleRejected, match="proof checker rejects it"):
        verify_bundle(bundle)


@pytest.mark.parametrize("solver", ["cadical153", *LEMMA_SOLVERS])
def test_each_proof_solver_certifies_with_cut_lemmas(solver: str, tmp_path: Path) -> None:
    """CaDiCaL's proofs under assumptions lose clauses it brings back, so a lemma proof asked of it uses glucose."""
    puzzle, solution = solved()
    bundle = Certifier(tmp_path, solver=solver).certify(puzzle, solution, "heyawake-522", 1)
    certificate = json.loads((bundle / CERTIFICATE).read_text())
    assert certificate["proof"]["solver"] == lemma_solver(solver)
    assert certificate["proof"]["cut_lemmas"] > 0
    assert verify_bundle(bundle).proof.ok
