"""A bundle's file names, hashing, and the encoding it was made with."""

from __future__ import annotations

from pathlib import Path

from satpuzzles.cnf import DEFAULT_ENCODING, NATIVE
from satpuzzles.cnf.cardinality import AUTO_PAIRWISE_MAX

FORMAT = "satpuzzles-certificate/1"
FORMULA = "formula.cnf"
PROOF = "proof.drat"
SOLUTION = "solution.json"
CERTIFICATE = "certificate.json"
HASHED = (FORMULA, PROOF, SOLUTION)
CLAIM = (
    "formula.cnf (the puzzle's rules, clues and givens under the named encoding, plus the clause that blocks "
    "solution.json) is unsatisfiable: under that encoding the puzzle has no solution other than solution.json"
)
# The certificate's fields, exactly: `verify` refuses one renamed, added or missing (a sign of tampering).
FIELDS = ("format", "claim", "id", "puzzle", "encoder", "solution", "proof", "checker", "sha256")


def sha256(path: Path) -> str:
    import hashlib  # here: `solve` imports this module for its --certify option and hashes nothing

    return hashlib.sha256(path.read_bytes()).hexdigest()


def clause_encoding(encoding: str) -> str:
    """The encoding of the certified CNF: the one asked for, or auto when it was native (which has no CNF)."""
    return DEFAULT_ENCODING if encoding == NATIVE else encoding


def encoding_rule(encoding: str) -> str:
    """What the encoding name stood for when the bundle was made: `verify` refuses a bundle whose rule changed."""
    if encoding == DEFAULT_ENCODING:
        return f"pairwise for at-most-one over at most {AUTO_PAIRWISE_MAX} literals, seqcounter otherwise"
    return f"{encoding} (seqcounter for bounds {encoding} cannot express)"


def parse_clauses(cnf_text: str) -> list[list[int]]:
    """The clauses of a DIMACS text, one per line as export writes them."""
    return [
        [int(token) for token in line.split()[:-1]]
        for line in cnf_text.splitlines()
        if line and not line.startswith(("c", "p"))
    ]
