"""Certified uniqueness on the corpus: proving and checking times, proof sizes, and the cost beside `check`.

For every unique corpus puzzle (or `--sample N` per type): the time of `check` (solve and the
uniqueness proof, in-process, on the auto backend), then for each proving solver the time to refute
the uniqueness CNF with proof logging, the proof's size and dratify's time to check it; then the
whole certify-and-write of a bundle with the default solver, and `verify` of that bundle. A 9x9
Skyscrapers (made by the generator, seed 1) is certified and verified on top, as the corpus has none.

    python benchmarks/certify.py [--corpus PATH] [--sample N] [--solvers cadical153,glucose42,lingeling]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from corpus_path import add_corpus_option, check_corpus

from satpuzzles.certify import DEFAULT_PROOF_SOLVER, check_refutation, prove, verify_bundle, write_bundle
from satpuzzles.certify.files import parse_clauses
from satpuzzles.dimacs import export_cnf
from satpuzzles.formats import loads
from satpuzzles.generate import generate
from satpuzzles.solving import Engine, Status

TYPES = ("skyscrapers", "starbattle", "easyasabc")


def puzzles(corpus: Path, type_name: str, sample: int | None) -> list[Any]:
    records = loads((corpus / f"{type_name}.jsonl").read_text(encoding="utf-8"), "json", source=type_name)
    unique = [record for record in records if record.unique]
    if sample is None or sample >= len(unique):
        return unique
    step = len(unique) / sample  # spread over the file, which runs from small to large
    return [unique[int(i * step)] for i in range(sample)]


def measure(record: Any, solvers: list[str], folder: Path) -> dict[str, Any]:
    start = time.perf_counter()
    with Engine("auto", "auto") as engine:
        result = engine.solve(record.puzzle)
    row: dict[str, Any] = {"check": time.perf_counter() - start}
    assert result.status is Status.UNIQUE, record.id
    cnf_text = export_cnf(record.puzzle, blocked=result.solution)
    clauses = parse_clauses(cnf_text)
    for solver in solvers:
        proof = prove(clauses, solver)
        verdict = check_refutation(cnf_text, proof.text)
        assert verdict.ok, (record.id, solver, verdict.reason)
        row[solver] = (proof.seconds, len(proof.text.encode()), verdict.seconds)
    start = time.perf_counter()
    bundle = write_bundle(folder / "b", record.puzzle, result.solution, puzzle_id=record.id)
    row["certify"] = time.perf_counter() - start
    start = time.perf_counter()
    verify_bundle(bundle)
    row["verify"] = time.perf_counter() - start
    return row


def nine_by_nine(folder: Path) -> tuple[float, float]:
    made = next(generate("skyscrapers", 9, seed=1))
    start = time.perf_counter()
    bundle = write_bundle(folder / "nine", made.puzzle, made.solution, solver=DEFAULT_PROOF_SOLVER)
    certify = time.perf_counter() - start
    start = time.perf_counter()
    verify_bundle(bundle)
    return certify, time.perf_counter() - start


def spread(values: list[float], unit: str = "s") -> str:
    if unit == "KB":
        return f"{statistics.median(values) / 1024:8.1f} {max(values) / 1024:8.1f}"
    return f"{statistics.median(values):7.3f} {max(values):7.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_corpus_option(parser)
    parser.add_argument("--sample", type=int, help="puzzles per type, spread over each file (default: all)")
    parser.add_argument("--solvers", default="cadical153,glucose42,lingeling", help="proving solvers to compare")
    args = parser.parse_args()
    check_corpus(args.corpus, TYPES, answers=True)
    solvers = args.solvers.split(",")
    print("type          n  | check med/max s | per solver: prove med/max s, proof med/max KB, dratify med/max s")
    ratios: list[float] = []
    with tempfile.TemporaryDirectory() as scratch:
        for type_name in TYPES:
            rows = [measure(record, solvers, Path(scratch)) for record in puzzles(args.corpus, type_name, args.sample)]
            checks = [row["check"] for row in rows]
            print(f"{type_name:12s} {len(rows):3d}  | {spread(checks)}")
            for solver in solvers:
                prove_s = [row[solver][0] for row in rows]
                size = [float(row[solver][1]) for row in rows]
                check_s = [row[solver][2] for row in rows]
                print(
                    f"    {solver:12s} prove {spread(prove_s)}  proof {spread(size, 'KB')}  dratify {spread(check_s)}"
                )
            fastest = min(solvers, key=lambda s: statistics.median(row[s][0] for row in rows))
            certify = [row["certify"] for row in rows]
            verify = [row["verify"] for row in rows]
            ratio = statistics.median(certify) / statistics.median(checks)
            ratios.append(ratio)
            print(
                f"    fastest prover {fastest}; certify (write+check bundle) {spread(certify)}; "
                f"verify {spread(verify)}; certify/check at the median {ratio:.1f}x"
            )
            sys.stdout.flush()
        certify9, verify9 = nine_by_nine(Path(scratch))
    print(f"9x9 Skyscrapers (generated, seed 1): certify {certify9:.2f} s, verify {verify9:.2f} s")


if __name__ == "__main__":
    main()
