"""Solve every corpus puzzle with `satpuzzles solve --json` (one process per type), check it, and time
a plain OR-Tools CP-SAT model of the same puzzles beside it.

For each type: how many puzzles, how many came back with the listed solution and the listed
uniqueness, our per-puzzle time (encode + solve + uniqueness proof, as the tool reports it; the
first puzzle of each shape pays for compiling the shape and loading the solver), how much of it the
SAT solver itself took, and CP-SAT's solve-only time (one worker, model building not counted) on
the same puzzles, whose answers are checked too. `ratio` is CP-SAT's median over ours; `ratio p50`
is the median of the per-puzzle ratios.

    python benchmarks/corpus.py [--corpus PATH] [--backend auto] [--no-cpsat] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from corpus_path import add_corpus_option, check_corpus
from tables import write_csv

TYPES = ("skyscrapers", "starbattle", "easyasabc")


def listed_records(corpus: Path, type_name: str) -> list[dict[str, Any]]:
    path = corpus / f"{type_name}.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()]


def same_answer(record: dict[str, Any], status: str, solution: Any) -> bool:
    """Whether a result matches the corpus: the listed status, and the listed solution when it is unique."""
    expected_status = "unique" if record["unique"] else "multiple"
    # A non-unique puzzle's listed solution is one of several: only its status can be compared.
    return status == expected_status and (not record["unique"] or solution == record["solution"])


def run_ours(corpus: Path, type_name: str, backend: str, encoding: str) -> dict[str, Any]:
    path = corpus / f"{type_name}.jsonl"
    listed = listed_records(corpus, type_name)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "solve", str(path), "--json", "-b", backend, "--encoding", encoding],
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - started
    if done.returncode not in (0, 1):
        raise SystemExit(f"{type_name}: satpuzzles exited {done.returncode}: {done.stderr.strip()}")
    results = [json.loads(line) for line in done.stdout.splitlines()]
    correct = 0
    times, sat_times, variables, clauses = [], [], [], []
    for record, result in zip(listed, results, strict=True):
        correct += result["id"] == record["id"] and same_answer(record, result["status"], result["solution"])
        stats = result["stats"]
        times.append(stats["encode_seconds"] + stats["solve_seconds"])
        sat_times.append(stats["sat_seconds"])
        variables.append(stats["variables"])
        clauses.append(stats["clauses"])
    return {
        "type": type_name,
        "encoding": encoding,
        "puzzles": len(listed),
        "correct": correct,
        "median_ms": 1000 * statistics.median(times),
        "max_ms": 1000 * max(times),
        "total_s": sum(times),
        "sat_total_s": sum(sat_times),
        "median_variables": statistics.median(variables),
        "median_clauses": statistics.median(clauses),
        "process_wall_s": wall,
        "times": times,
    }


def run_cpsat(corpus: Path, type_name: str) -> dict[str, Any]:
    from cpsat_models import solve  # needs ortools: pip install -e '.[bench]'

    from satpuzzles import get_type

    kind = get_type(type_name)
    correct, times = 0, []
    for record in listed_records(corpus, type_name):
        puzzle = kind.codec.from_json(record)
        _, seconds, solution = solve(puzzle)
        ok = solution is not None and not kind.checker.violations(puzzle, solution)
        # CP-SAT only solves (no uniqueness proof), so its answer is checked against the listed one where unique.
        correct += ok and (not record["unique"] or kind.codec.solution_to_json(solution) == record["solution"])
        times.append(seconds)
    return {"cpsat_correct": correct, "cpsat_median_ms": 1000 * statistics.median(times), "cpsat_times": times}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_corpus_option(parser)
    parser.add_argument("--types", nargs="+", default=list(TYPES), choices=TYPES)
    parser.add_argument("--backend", "-b", default="auto")
    parser.add_argument("--encoding", default="auto", help="cardinality encoding (see satpuzzles solve --help)")
    parser.add_argument("--no-cpsat", action="store_true", help="skip the OR-Tools CP-SAT comparison")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    args = parser.parse_args()
    check_corpus(args.corpus, args.types, answers=True)
    rows = []
    for type_name in args.types:
        row = run_ours(args.corpus, type_name, args.backend, args.encoding)
        if not args.no_cpsat:
            row |= run_cpsat(args.corpus, type_name)
            row["ratio"] = row["cpsat_median_ms"] / row["median_ms"]
            row["ratio_p50"] = statistics.median(c / o for c, o in zip(row["cpsat_times"], row["times"], strict=True))
        rows.append(row)
    print(f"backend {args.backend}, encoding {args.encoding}; ours per puzzle: encode + solve + uniqueness proof")
    header = f"{'type':<12} {'puzzles':>7} {'correct':>7} {'median ms':>10} {'max ms':>8} {'sum s':>7} {'sat s':>6}"
    header += f" {'wall s':>7}"
    if not args.no_cpsat:
        header += f" | {'CP-SAT ok':>9} {'CP-SAT med ms':>13} {'ratio':>6} {'ratio p50':>9}"
    print(header)
    for row in rows:
        line = (
            f"{row['type']:<12} {row['puzzles']:>7} {row['correct']:>7} {row['median_ms']:>10.2f} "
            f"{row['max_ms']:>8.2f} {row['total_s']:>7.3f} {row['sat_total_s']:>6.3f} {row['process_wall_s']:>7.2f}"
        )
        if not args.no_cpsat:
            line += (
                f" | {row['cpsat_correct']:>9} {row['cpsat_median_ms']:>13.2f} {row['ratio']:>6.1f}"
                f" {row['ratio_p50']:>9.1f}"
            )
        print(line)
    if args.csv:
        table = [{key: value for key, value in row.items() if not key.endswith("times")} for row in rows]
        write_csv(args.csv, table)
    if any(row["correct"] != row["puzzles"] for row in rows):
        raise SystemExit("some puzzles did not match the corpus")


if __name__ == "__main__":
    main()
