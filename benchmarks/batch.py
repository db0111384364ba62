"""Puzzles per second for batch solving of the corpus: serial in-process beside 1 and 2 local workers.

Rows: a plain Engine loop in this process (what `satpuzzles solve` does: the baseline), the batch
library in this process (`--workers 0`: the cost of results file and chunking), and `satpuzzles batch
solve` with 1 and 2 worker processes (wall time including pool start-up). Every run's results are
checked against the corpus's listed solutions and uniqueness. `--copies K` repeats the corpus K times
(ids made distinct), so start-up weighs less; `--dask` adds a 2-worker Dask LocalCluster row.

    python benchmarks/batch.py [--corpus PATH] [--copies 1] [--repeat 3] [--dask] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from corpus_path import add_corpus_option, check_corpus
from tables import write_csv

from satpuzzles.batch import solve_batch
from satpuzzles.formats import load
from satpuzzles.solving import Engine

TYPES = ("skyscrapers", "starbattle", "easyasabc")


def corpus_input(corpus: Path, copies: int, folder: Path) -> tuple[Path, dict[str, dict[str, Any]]]:
    """One JSON Lines file with every corpus puzzle `copies` times, and the listed answers by id."""
    lines, expected = [], {}
    for copy in range(copies):
        for type_name in TYPES:
            for line in (corpus / f"{type_name}.jsonl").read_text().splitlines():
                record = json.loads(line)
                record["id"] = f"{record['id']}#{copy}"
                expected[record["id"]] = record
                lines.append(json.dumps(record))
    path = folder / "input.jsonl"
    path.write_text("\n".join(lines) + "\n")
    return path, expected


def correct(results: list[dict[str, Any]], expected: dict[str, dict[str, Any]]) -> int:
    """How many results have the listed status and (for unique puzzles) the listed solution."""
    good = 0
    for result in results:
        listed = expected[result["id"]]
        status_ok = result["status"] == ("unique" if listed["unique"] else "multiple")
        good += status_ok and (not listed["unique"] or result["solution"] == listed["solution"])
    return good


def serial_engine(path: Path, output: Path) -> None:
    """The baseline: one Engine, every puzzle in input order, results as `solve --json` writes them."""
    from satpuzzles.solving.report import result_json

    with Engine() as engine, output.open("w") as handle:
        for record in load(path):
            handle.write(json.dumps(result_json(record.id, engine.solve(record.puzzle))) + "\n")


def timed(run: Callable[[Path], None], path: Path, folder: Path, expected: dict[str, Any], repeat: int) -> dict:
    """Best wall time of `repeat` runs, and the number of correct results of the last."""
    best = float("inf")
    for attempt in range(repeat):
        output = folder / f"out-{time.monotonic_ns()}-{attempt}.jsonl"
        started = time.perf_counter()
        run(output)
        best = min(best, time.perf_counter() - started)
        results = [json.loads(line) for line in output.read_text().splitlines()]
    return {"seconds": best, "results": len(results), "correct": correct(results, expected)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_corpus_option(parser)
    parser.add_argument("--copies", type=int, default=1, help="repeat the corpus this many times")
    parser.add_argument("--repeat", type=int, default=3, help="runs per row; the best time counts")
    parser.add_argument("--dask", action="store_true", help="also run on a 2-worker Dask LocalCluster")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    args = parser.parse_args()
    check_corpus(args.corpus, TYPES, answers=True)
    with tempfile.TemporaryDirectory(prefix="satpuzzles-batch-") as name:
        folder = Path(name)
        path, expected = corpus_input(args.corpus, args.copies, folder)
        modes: dict[str, Callable[[Path], None]] = {
            "serial Engine loop": lambda out: serial_engine(path, out),
            "batch, in process": lambda out: solve_batch(path, out, workers=0),
            "batch, 1 worker": lambda out: solve_batch(path, out, workers=1),
            "batch, 2 workers": lambda out: solve_batch(path, out, workers=2),
        }
        cluster = None
        if args.dask:
            from dask.distributed import LocalCluster

            cluster = LocalCluster(n_workers=2, threads_per_worker=1, host="127.0.0.1", dashboard_address=None)
            address = cluster.scheduler_address
            modes["batch, Dask 2 workers"] = lambda out: solve_batch(path, out, scheduler=address)
        try:
            rows = [{"mode": mode, **timed(run, path, folder, expected, args.repeat)} for mode, run in modes.items()]
        finally:
            if cluster is not None:
                cluster.close()
    baseline = rows[0]["seconds"]
    print(f"corpus x{args.copies}: {len(expected)} puzzles; {os.cpu_count()} cores; best of {args.repeat} runs")
    print(f"{'mode':<22} {'puzzles':>7} {'correct':>7} {'wall s':>7} {'puzzles/s':>9} {'vs serial':>9}")
    for row in rows:
        row["per_second"] = row["results"] / row["seconds"]
        row["speedup"] = baseline / row["seconds"]
        print(
            f"{row['mode']:<22} {row['results']:>7} {row['correct']:>7} {row['seconds']:>7.2f} "
            f"{row['per_second']:>9.1f} {row['speedup']:>8.2f}x"
        )
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":  # worker processes import this file again: only the parent runs the benchmark
    main()
