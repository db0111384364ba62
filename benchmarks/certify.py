"""Certified uniqueness on the corpus: proving and checking times, proof sizes, and the cost beside `check`.

For every unique corpus puzzle (or `--sample N` per type): the time of `check` (solve and the
uniqueness proof, in-process, on the auto backend), then for each proving solver the time to refute
the uniqueness CNF with proof logging, the proof's size and dratify's time to check it; then the
whole certify-and-write of a bundle with the first solver listed, and `verify` of that bundle. A 9x9
Skyscrapers (made by the generator, seed 1) is certified and verified on top, as the corpus has none.

Times are CPU seconds of this process by default (the solvers and the checker run in it), so a busy
machine inflates them less than wall-clock time; `--clock wall` measures wall-clock time instead.
`--rows FILE` appends one JSON line per puzzle as it is done, so a long run that is stopped still
says how far it got.

    python benchmarks/certify.py [--corpus PATH] [--sample N] [--solvers cadical153,glucose42,lingeling]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from corpus_path import add_corpus_option, check_corpus

from satpuzzles.certify import check_refutation, prove, verify_bundle, write_bundle
from satpuzzles.certify.checker import resolve_engine
from satpuzzles.certify.files import parse_clauses
from satpuzzles.dimacs import export_cnf
from satpuzzles.formats import loads
from satpuzzles.generate import generate
from satpuzzles.solving import Engine, Status

TYPES = ("skyscrapers", "starbattle", "easyasabc")
CLOCKS: dict[str, Callable[[], float]] = {"cpu": time.process_time, "wall": time.perf_counter}


def puzzles(corpus: Path, type_name: str, sample: int | None) -> list[Any]:
    records = loads((corpus / f"{type_name}.jsonl").read_text(encoding="utf-8"), "json", source=type_name)
    unique = [record for record in records if record.unique]
    if sample is None or sample >= len(unique):
        return unique
    step = len(unique) / sample  # spread over the file, which runs from small to large
    return [unique[int(i * step)] for i in range(sample)]


def timed(clock: Callable[[], float], work: Callable[[], Any]) -> tuple[Any, float]:
    start = clock()
    result = work()
    return result, clock() - start


def measure(record: Any, solvers: list[str], folder: Path, clock: Callable[[], float]) -> dict[str, Any]:
    def solve() -> Any:
        with Engine("auto", "auto") as engine:
            return engine.solve(record.puzzle)

    result, check_s = timed(clock, solve)
    assert result.status is Status.UNIQUE, record.id
    row: dict[str, Any] = {"id": record.id, "check": check_s}
    cnf_text = export_cnf(record.puzzle, blocked=result.solution)
    clauses = parse_clauses(cnf_text)
    for solver in solvers:
        proof, prove_s = timed(clock, lambda s=solver: prove(clauses, s))
        verdict, check_proof_s = timed(clock, lambda p=proof: check_refutation(cnf_text, p.text))
        assert verdict.ok, (record.id, solver, verdict.reason)
        row[solver] = {"prove": prove_s, "bytes": len(proof.text.encode()), "checker": check_proof_s}
    target, solution = folder / "b", result.solution
    bundle, row["certify"] = timed(
        clock, lambda: write_bundle(target, record.puzzle, solution, puzzle_id=record.id, solver=solvers[0])
    )
    _, row["verify"] = timed(clock, lambda: verify_bundle(bundle))
    return row


def nine_by_nine(folder: Path, solver: str, clock: Callable[[], float]) -> str:
    made = next(generate("skyscrapers", 9, seed=1))
    bundle, certify_s = timed(clock, lambda: write_bundle(folder / "nine", made.puzzle, made.solution, solver=solver))
    times = [f"certify {certify_s:.2f} s"]
    for engine in ("native", "python"):
        _, verify_s = timed(clock, lambda e=engine: verify_bundle(bundle, e))
        times.append(f"verify ({engine} checker) {verify_s:.2f} s")
    return ", ".join(times)


def spread(values: list[float], unit: str = "s") -> str:
    if unit == "KB":
        return f"{statistics.median(values) / 1024:7.1f} {max(values) / 1024:7.1f}"
    return f"{statistics.median(values):6.3f} {max(values):6.3f}"


def report(type_name: str, rows: list[dict[str, Any]], solvers: list[str]) -> None:
    checks = [row["check"] for row in rows]
    print(f"{type_name:12s} {len(rows):3d}  | check {spread(checks)}")
    for solver in solvers:
        prove_s = [row[solver]["prove"] for row in rows]
        size = [float(row[solver]["bytes"]) for row in rows]
        check_s = [row[solver]["checker"] for row in rows]
        print(f"    {solver:12s} prove {spread(prove_s)}  proof KB {spread(size, 'KB')}  dratify {spread(check_s)}")
    fastest = min(solvers, key=lambda s: statistics.median(row[s]["prove"] for row in rows))
    certify = [row["certify"] for row in rows]
    verify = [row["verify"] for row in rows]
    ratio = statistics.median(certify) / statistics.median(checks)
    print(
        f"    fastest prover {fastest}; certify (prove, check, write) {spread(certify)}; "
        f"verify {spread(verify)}; certify/check at the median {ratio:.1f}x"
    )
    sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_corpus_option(parser)
    parser.add_argument("--sample", type=int, help="puzzles per type, spread over each file (default: all)")
    parser.add_argument("--solvers", default="cadical153,glucose42,lingeling", help="proving solvers to compare")
    parser.add_argument("--types", default=",".join(TYPES), help="puzzle types to run")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="cpu", help="CPU time of this process, or wall")
    parser.add_argument("--rows", type=Path, help="append one JSON line per puzzle to this file")
    args = parser.parse_args()
    types = args.types.split(",")
    check_corpus(args.corpus, types, answers=True)
    solvers, clock = args.solvers.split(","), CLOCKS[args.clock]
    print(f"{args.clock} seconds; dratify engine: {resolve_engine()}; bundles proved by {solvers[0]}")
    print("type          n  | med/max of: check s | per solver: prove s, proof KB, dratify s")
    with tempfile.TemporaryDirectory() as scratch:
        for type_name in types:
            rows = []
            for record in puzzles(args.corpus, type_name, args.sample):
                rows.append(measure(record, solvers, Path(scratch), clock))
                if args.rows is not None:
                    with args.rows.open("a", encoding="utf-8") as out:
                        out.write(json.dumps({"type": type_name, **rows[-1]}) + "\n")
            report(type_name, rows, solvers)
        print(f"9x9 Skyscrapers (generated, seed 1): {nine_by_nine(Path(scratch), solvers[0], clock)}")


if __name__ == "__main__":
    main()
