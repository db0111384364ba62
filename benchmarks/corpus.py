"""Solve every corpus puzzle with `satpuzzles solve --json` (one process per type) and check it.

For each type: how many puzzles, how many came back with the listed solution and the listed
uniqueness, and the per-puzzle time (encode + solve + uniqueness proof, as the tool reports it).

    python benchmarks/corpus.py [--corpus ../shared/corpus] [--backend cadical195] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import csv
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TYPES = ("skyscrapers", "starbattle", "easyasabc")


def run_type(corpus: Path, type_name: str, backend: str, encoding: str) -> dict[str, object]:
    path = corpus / f"{type_name}.jsonl"
    listed = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
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
    times = []
    for record, result in zip(listed, results, strict=True):
        expected_status = "unique" if record["unique"] else "multiple"
        same = result["id"] == record["id"] and result["status"] == expected_status
        # A non-unique puzzle's listed solution is one of several: only its status can be compared.
        if record["unique"]:
            same = same and result["solution"] == record["solution"]
        correct += same
        stats = result["stats"]
        times.append(stats["encode_seconds"] + stats["solve_seconds"])
    return {
        "type": type_name,
        "encoding": encoding,
        "puzzles": len(listed),
        "correct": correct,
        "median_ms": 1000 * statistics.median(times),
        "max_ms": 1000 * max(times),
        "total_s": sum(times),
        "process_wall_s": wall,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--types", nargs="+", default=list(TYPES), choices=TYPES)
    parser.add_argument("--backend", default="cadical195")
    parser.add_argument("--encoding", default="auto", help="cardinality encoding (see satpuzzles solve --help)")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    args = parser.parse_args()
    rows = [run_type(args.corpus, t, args.backend, args.encoding) for t in args.types]
    header = f"{'type':<12} {'puzzles':>7} {'correct':>7} {'median ms':>10} {'max ms':>8} {'sum s':>7} {'wall s':>7}"
    print(f"backend {args.backend}, encoding {args.encoding}; per puzzle: encode + solve + uniqueness proof")
    print(header)
    for row in rows:
        print(
            f"{row['type']:<12} {row['puzzles']:>7} {row['correct']:>7} {row['median_ms']:>10.2f} "
            f"{row['max_ms']:>8.2f} {row['total_s']:>7.3f} {row['process_wall_s']:>7.2f}"
        )
    if args.csv:
        with args.csv.open("w", newline="") as handle:
            writer = csv.DictWriter(handle, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
    if any(row["correct"] != row["puzzles"] for row in rows):
        raise SystemExit("some puzzles did not match the corpus")


if __name__ == "__main__":
    main()
