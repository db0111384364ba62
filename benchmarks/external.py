"""External solvers on corpus puzzles: export, solve with each binary, decode, prove uniqueness.

For ten puzzles of each type (evenly spread by size, the largest included): export the DIMACS file and
the uniqueness query, run each external solver on both, decode the model and compare it with the
listed solution, and require UNSAT for the query. Times are wall-clock per run, process start-up
included; "in-process" is `Engine(cadical195).solve` on a fresh engine (encode + solve + uniqueness
proof), the way `satpuzzles solve` works.

    python benchmarks/external.py [--corpus PATH] [--count 10] [--solvers kissat cadical] [--csv out.csv]
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
from tables import write_csv

from satpuzzles import load
from satpuzzles.deadline import Deadline
from satpuzzles.dimacs import AnswerStatus, decode_answer, export_cnf, puzzle_cnf
from satpuzzles.solving import Engine, Status
from satpuzzles.solving.external import probe_external, resolve_external
from satpuzzles.solving.external_session import run_solver

TYPES = ("skyscrapers", "starbattle", "easyasabc")
IN_PROCESS = "cadical195"


def spread(records: list[Any], count: int) -> list[Any]:
    """`count` unique puzzles evenly spaced by size, smallest and largest included."""
    unique = sorted((r for r in records if r.unique and r.solution is not None), key=lambda r: r.puzzle.size)
    if count >= len(unique):
        return unique
    return [unique[round(i * (len(unique) - 1) / max(count - 1, 1))] for i in range(count)]


def timed(action: Any) -> tuple[Any, float]:
    started = time.perf_counter()
    value = action()
    return value, 1000 * (time.perf_counter() - started)


def measure(record: Any, solvers: list[str], folder: Path, timeout: float) -> dict[str, Any]:
    puzzle = record.puzzle
    cnf = puzzle_cnf(puzzle)
    row: dict[str, Any] = {"id": record.id, "vars": cnf.num_vars, "clauses": len(cnf.clauses)}
    with Engine(IN_PROCESS) as engine:
        result, row["in-process ms"] = timed(lambda: engine.solve(puzzle))
    if result.status is not Status.UNIQUE or result.solution != record.solution:
        raise SystemExit(f"{record.id}: in-process {IN_PROCESS} disagrees with the corpus")
    plain, query = folder / "puzzle.cnf", folder / "query.cnf"
    texts, row["export ms"] = timed(lambda: (export_cnf(puzzle), export_cnf(puzzle, blocked=record.solution)))
    plain.write_text(texts[0])
    query.write_text(texts[1])
    for name in solvers:
        solver = resolve_external(f"external:{name}")
        answer, row[f"{name} sat ms"] = timed(lambda s=solver: run_solver(s, plain, Deadline.after(timeout)))
        if decode_answer(puzzle, answer) != record.solution:
            raise SystemExit(f"{record.id}: {name}'s model decodes to another board than the listed solution")
        proof, row[f"{name} unsat ms"] = timed(lambda s=solver: run_solver(s, query, Deadline.after(timeout)))
        if proof.status is not AnswerStatus.UNSAT:
            raise SystemExit(f"{record.id}: {name} did not prove the listed solution unique ({proof.status.value})")
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_corpus_option(parser)
    parser.add_argument("--count", type=int, default=10, help="puzzles per type")
    parser.add_argument("--solvers", nargs="+", default=["kissat", "cadical"], help="external solvers by name")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds per solver run")
    parser.add_argument("--csv", type=Path, help="also write one row per puzzle as CSV")
    args = parser.parse_args()
    check_corpus(args.corpus, TYPES, answers=True)
    for name in args.solvers:
        found, note = probe_external(f"external:{name}")
        if not found:
            raise SystemExit(f"external:{name}: {note}")
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for kind in TYPES:
            for record in spread(load(args.corpus / f"{kind}.jsonl"), args.count):
                rows.append(measure(record, args.solvers, Path(folder), args.timeout))
                print(f"  {record.id}", file=sys.stderr, end="\r")
    times = [key for key in rows[0] if key.endswith(" ms")]
    print(f"{len(rows)} puzzles: every model decoded to the listed solution and every uniqueness query was UNSAT")
    print(f"{'id':<24} {'vars':>6} {'clauses':>7} " + " ".join(f"{key[:-3]:>14}" for key in times) + "   (ms)")
    for row in rows:
        print(f"{row['id']:<24} {row['vars']:>6} {row['clauses']:>7} " + " ".join(f"{row[k]:>14.1f}" for k in times))
    print("median per type (ms):")
    for kind in TYPES:
        mine = [row for row in rows if row["id"].startswith(kind)]
        medians = " ".join(f"{statistics.median(row[k] for row in mine):>14.1f}" for k in times)
        print(f"{kind:<24} {'':>6} {'':>7} {medians}")
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
