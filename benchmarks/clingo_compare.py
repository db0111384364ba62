"""Ours against clingo (clingo_models.py) on the corpus: per-puzzle time, mean, median and max per type.

Ours: one Engine per type on the default backend, as `satpuzzles solve` runs a file (compile + solve +
uniqueness proof per puzzle); clingo: ground + solve, enumerating up to two models, per puzzle. Both
are CPU seconds of this process (both solve in-process on one thread; CPU time moves less than wall
time on a busy machine), and every answer of both is checked against the corpus.

    python benchmarks/clingo_compare.py [--corpus PATH] [--types starbattle] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import statistics
import time

from clingo_models import solve as clingo_solve
from corpus import listed_records, same_answer
from corpus_means import ours_per_puzzle
from corpus_path import add_corpus_option, check_corpus
from tables import write_csv

TYPES = ("skyscrapers", "starbattle", "easyasabc")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_corpus_option(parser)
    parser.add_argument("--types", nargs="+", default=list(TYPES), choices=TYPES)
    parser.add_argument("--csv", help="also write the table as CSV")
    args = parser.parse_args()
    check_corpus(args.corpus, args.types, answers=True)
    rows = []
    for type_name in args.types:
        records = listed_records(args.corpus, type_name)
        ours, theirs = ours_per_puzzle(records), []
        for record in records:
            started = time.process_time()
            status, solution = clingo_solve(record)
            theirs.append(time.process_time() - started)
            if not same_answer(record, status, solution):
                raise SystemExit(f"clingo: {record['id']}: {status} does not match the corpus")
        for engine_name, seconds in (("ours", ours), ("clingo", theirs)):
            rows.append(
                {
                    "type": type_name,
                    "engine": engine_name,
                    "puzzles": len(seconds),
                    "mean_ms": 1000 * statistics.mean(seconds),
                    "median_ms": 1000 * statistics.median(seconds),
                    "max_ms": 1000 * max(seconds),
                }
            )
    print("CPU ms per puzzle; ours: compile + solve + uniqueness; clingo: ground + solve, up to 2 models")
    print(f"{'type':<12} {'engine':<7} {'puzzles':>7} {'mean ms':>9} {'median ms':>10} {'max ms':>9}")
    for row in rows:
        print(
            f"{row['type']:<12} {row['engine']:<7} {row['puzzles']:>7} {row['mean_ms']:>9.2f} "
            f"{row['median_ms']:>10.2f} {row['max_ms']:>9.2f}"
        )
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
