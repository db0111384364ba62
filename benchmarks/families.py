"""A DIMACS benchmark family with ground truth, from the corpus: SAT puzzle formulas, UNSAT uniqueness formulas.

For every unique corpus puzzle (or `--sample N` per type) this writes OUT/sat/<id>.cnf (the puzzle:
satisfiable, a model decodes to the published solution), OUT/unsat/<id>.cnf (the same plus the clause
blocking that solution: unsatisfiable) with OUT/unsat/<id>.drat, a DRAT proof checked by dratify, and
OUT/index.csv: file, expected answer, variables, clauses, bytes, type, size, source.

    python benchmarks/families.py OUT [--corpus PATH] [--sample N] [--proof-solver auto]
"""

from __future__ import annotations

import argparse
import csv
import re
from pathlib import Path

from corpus_path import add_corpus_option, check_corpus

from satpuzzles.certify import DEFAULT_PROOF_SOLVER, check_refutation, proof_solver, prove
from satpuzzles.certify.files import parse_clauses
from satpuzzles.dimacs import export_cnf, write_output
from satpuzzles.formats import loads

TYPES = ("skyscrapers", "starbattle", "easyasabc")


def counts(cnf_text: str) -> tuple[int, int]:
    header = next(line for line in cnf_text.splitlines() if line.startswith("p cnf"))
    _, _, variables, clauses = header.split()
    return int(variables), int(clauses)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="folder to write the family into")
    add_corpus_option(parser)
    parser.add_argument("--sample", type=int, help="puzzles per type (default: every unique one)")
    parser.add_argument("--proof-solver", default=DEFAULT_PROOF_SOLVER)
    args = parser.parse_args()
    check_corpus(args.corpus, TYPES, answers=True)
    for part in ("sat", "unsat"):
        (args.out / part).mkdir(parents=True, exist_ok=True)
    rows = []
    for type_name in TYPES:
        text = (args.corpus / f"{type_name}.jsonl").read_text(encoding="utf-8")
        records = [r for r in loads(text, "json", source=type_name) if r.unique][: args.sample]
        for record in records:
            name = re.sub(r"[^A-Za-z0-9._-]+", "_", str(record.id))
            for part, blocked in (("sat", None), ("unsat", record.solution)):
                cnf_text = export_cnf(record.puzzle, blocked=blocked)
                path = args.out / part / f"{name}.cnf"
                write_output(str(path), cnf_text)
                if blocked is not None:
                    proof = prove(parse_clauses(cnf_text), proof_solver(args.proof_solver, type_name))
                    assert check_refutation(cnf_text, proof.text).ok, record.id
                    write_output(str(path.with_suffix(".drat")), proof.text)
                variables, clauses = counts(cnf_text)
                answer = "SAT" if blocked is None else "UNSAT"
                size = record.puzzle.size
                rows.append(
                    [f"{part}/{path.name}", answer, variables, clauses, len(cnf_text), type_name, size, record.id]
                )
        print(f"{type_name}: {len(records)} puzzles, {2 * len(records)} formulas", flush=True)
    with (args.out / "index.csv").open("w", newline="") as f:
        writer = csv.writer(f)
        writer.writerow(["file", "expected", "variables", "clauses", "bytes", "type", "size", "id"])
        writer.writerows(rows)
    print(f"{len(rows)} formulas; index in {args.out / 'index.csv'}")


if __name__ == "__main__":
    main()
