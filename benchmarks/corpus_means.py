"""Mean and max per puzzle on the corpus, per type: ours beside CP-SAT (solve only) and clingo.

Ours, mean: one `satpuzzles solve FILE --json` process per type, its whole CPU time (start-up, reading,
every compile, solve and uniqueness proof, writing) divided by the puzzles; its wall time likewise, for
reference (on a shared machine wall time is several times CPU time). Ours, max: the slowest puzzle's
CPU time in an Engine loop in this process (compile + solve + uniqueness), as `satpuzzles solve` runs
a file. CP-SAT (benchmarks/cpsat_models.py, one worker): CPU time of Solve only, model building not
counted. clingo (benchmarks/clingo_models.py): CPU time of ground + solve, up to two models. Every
answer of every engine is checked against the corpus. CPU seconds throughout; `--repeat` keeps each
puzzle's fastest run (and the fastest batch process). The batch processes run with bytecode caches
(PYTHONDONTWRITEBYTECODE cleared, as benchmarks/startup.py does: an installed package has them).
`--against DIR` also runs the batch processes from another source tree (e.g. a `git worktree` of the
previous commit), interleaved with ours, for a before/after column from one run.

Our batch process (start-up included) is not set against CP-SAT's Solve calls in a warm process here: that
ratio put start-up on one side only and is retired; benchmarks/fair.py compares whole process with whole
process and warm calls with warm calls.

    python benchmarks/corpus_means.py [--corpus PATH] [--types starbattle] [--repeat 3] [--against DIR] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from corpus import listed_records, same_answer
from corpus_path import add_corpus_option, check_corpus
from tables import write_csv

from satpuzzles import Engine, get_type, loads, solution_to_json

TYPES = ("skyscrapers", "starbattle", "easyasabc")


def batch_process(path: Path, records: list[dict[str, Any]], tree: Path | None = None) -> tuple[float, float]:
    """CPU and wall seconds of one `satpuzzles solve --json` process over the file, its answers checked.

    `tree`: run that source tree's satpuzzles instead (PYTHONPATH=tree, run inside it)."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}
    if tree is not None:
        env["PYTHONPATH"] = str(tree.resolve())
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "solve", str(path.resolve()), "--json"],
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
        env=env,
        cwd=None if tree is None else tree,
    )
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{path}: satpuzzles exited {done.returncode}: {done.stderr.strip()}")
    results = [json.loads(line) for line in done.stdout.splitlines()]
    for record, result in zip(records, results, strict=True):
        if not same_answer(record, result["status"], result["solution"]):
            raise SystemExit(f"ours: {record['id']}: {result['status']} does not match the corpus")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


def ours_per_puzzle(records: list[dict[str, Any]]) -> list[float]:
    times = []
    with Engine() as engine:
        for record in records:
            puzzle = loads(json.dumps(record), "json")[0].puzzle
            started = time.process_time()
            result = engine.solve(puzzle)
            times.append(time.process_time() - started)
            solution = None if result.solution is None else solution_to_json(puzzle, result.solution)
            if not same_answer(record, result.status.value, solution):
                raise SystemExit(f"ours: {record['id']}: {result.status.value} does not match the corpus")
    return times


def cpsat_per_puzzle(type_name: str, records: list[dict[str, Any]]) -> list[float]:
    from cpsat_models import solve  # needs ortools: pip install -e '.[bench]'

    kind, times = get_type(type_name), []
    for record in records:
        puzzle = kind.codec.from_json(record)
        started = time.process_time()
        _, _, solution = solve(puzzle)
        times.append(time.process_time() - started)
        # CP-SAT only solves (no uniqueness proof): its answer is checked against the listed one where unique.
        json_solution = None if solution is None else kind.codec.solution_to_json(solution)
        if solution is None or (record["unique"] and json_solution != record["solution"]):
            raise SystemExit(f"cpsat: {record['id']}: no solution or not the listed one")
    return times


def clingo_per_puzzle(records: list[dict[str, Any]]) -> list[float]:
    from clingo_models import solve  # needs clingo: pip install -e '.[bench]'

    times = []
    for record in records:
        started = time.process_time()
        status, solution = solve(record)
        times.append(time.process_time() - started)
        if not same_answer(record, status, solution):
            raise SystemExit(f"clingo: {record['id']}: {status} does not match the corpus")
    return times


def fastest(runs: list[list[float]]) -> list[float]:
    return [min(per_puzzle) for per_puzzle in zip(*runs, strict=True)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_corpus_option(parser)
    parser.add_argument("--types", nargs="+", default=list(TYPES), choices=TYPES)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--against", type=Path, help="also time the batch processes of the source tree DIR")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    args = parser.parse_args()
    check_corpus(args.corpus, args.types, answers=True)
    rows = []
    for type_name in args.types:
        records = listed_records(args.corpus, type_name)
        path = args.corpus / f"{type_name}.jsonl"
        batches, against = [], []
        for _ in range(args.repeat):  # interleaved, so that a busy spell of the machine hits both alike
            batches.append(batch_process(path, records))
            if args.against is not None:
                against.append(batch_process(path, records, args.against))
        ours = fastest([ours_per_puzzle(records) for _ in range(args.repeat)])
        cpsat = fastest([cpsat_per_puzzle(type_name, records) for _ in range(args.repeat)])
        clingo = fastest([clingo_per_puzzle(records) for _ in range(args.repeat)])
        count = len(records)
        rows.append(
            {
                "type": type_name,
                "puzzles": count,
                "ours_batch_mean_ms": 1000 * min(cpu for cpu, _ in batches) / count,
                "ours_batch_wall_mean_ms": 1000 * min(wall for _, wall in batches) / count,
                "against_batch_mean_ms": 1000 * min(cpu for cpu, _ in against) / count if against else None,
                "ours_mean_ms": 1000 * statistics.mean(ours),
                "ours_max_ms": 1000 * max(ours),
                "cpsat_mean_ms": 1000 * statistics.mean(cpsat),
                "cpsat_max_ms": 1000 * max(cpsat),
                "clingo_mean_ms": 1000 * statistics.mean(clingo),
                "clingo_max_ms": 1000 * max(clingo),
            }
        )
    print("CPU ms per puzzle. ours batch: whole `solve --json` process / puzzles (start-up included);")
    print("ours in-process: compile + solve + uniqueness; CP-SAT: Solve only; clingo: ground + solve (2 models)")
    print(
        f"{'type':<12} {'n':>4} {'batch mean':>10} {'(wall)':>7} {'ours mean':>9} {'ours max':>9} "
        f"{'CP-SAT mean':>11} {'CP-SAT max':>10} {'clingo mean':>11} {'clingo max':>10}"
    )
    for row in rows:
        print(
            f"{row['type']:<12} {row['puzzles']:>4} {row['ours_batch_mean_ms']:>10.2f} "
            f"{row['ours_batch_wall_mean_ms']:>7.2f} {row['ours_mean_ms']:>9.2f} {row['ours_max_ms']:>9.2f} "
            f"{row['cpsat_mean_ms']:>11.2f} {row['cpsat_max_ms']:>10.2f} {row['clingo_mean_ms']:>11.2f} "
            f"{row['clingo_max_ms']:>10.2f}"
        )
    if args.against is not None:
        print(f"batch mean, CPU ms per puzzle, of {args.against} beside ours (same runs, interleaved):")
        for row in rows:
            print(f"{row['type']:<12} {row['against_batch_mean_ms']:>10.2f} {row['ours_batch_mean_ms']:>10.2f}")
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
