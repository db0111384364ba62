"""Cardinality encodings compared on the corpus: formula size and time, per puzzle type.

Every encoding `satpuzzles solve --encoding` accepts runs over every corpus puzzle (one process per
type and encoding, answers checked as in corpus.py). The encoding is used for the exactly-one
constraints (one value per cell; one star per 2x2 window) and the counting ones (each value once per
line, blanks and parks per line, stars per row, column and region); `auto` is pairwise for at most
one over up to 20 literals and the sequential counter otherwise. Sizes are the median over the
type's puzzles; times are per puzzle (encode + solve + uniqueness proof) and summed. `native` (no
clauses for cardinality: constraints the solver propagates) needs a solver that has them, so it runs
on `--native-backend` (minicard) and its row names that backend.

    python benchmarks/encodings.py [--corpus PATH] [--backend cadical195] [--csv out.csv]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from corpus import TYPES, run_ours
from corpus_path import add_corpus_option, check_corpus
from tables import write_csv

from satpuzzles.cnf import ENCODING_NAMES, NATIVE


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_corpus_option(parser)
    parser.add_argument("--types", nargs="+", default=list(TYPES), choices=TYPES)
    parser.add_argument("--encodings", nargs="+", default=list(ENCODING_NAMES), choices=ENCODING_NAMES)
    parser.add_argument("--backend", "-b", default="cadical195")
    parser.add_argument("--native-backend", default="minicard", help="the backend of the native encoding")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    args = parser.parse_args()
    check_corpus(args.corpus, args.types, answers=True)
    print(f"backend {args.backend}; per puzzle: encode + solve + uniqueness proof; sizes: median over the type")
    print(
        f"{'type':<12} {'encoding':<18} {'correct':>7} {'variables':>9} {'clauses':>8} "
        f"{'median ms':>10} {'sum s':>7} {'sat s':>6}"
    )
    rows = []
    for type_name in args.types:
        for encoding in args.encodings:
            backend = args.native_backend if encoding == NATIVE else args.backend
            row = run_ours(args.corpus, type_name, backend, encoding)
            del row["times"]
            rows.append(row | {"backend": backend})
            label = f"{encoding} ({backend})" if backend != args.backend else encoding
            print(
                f"{type_name:<12} {label:<18} {row['correct']:>4}/{row['puzzles']:<3}"
                f"{row['median_variables']:>9.0f} {row['median_clauses']:>8.0f} {row['median_ms']:>10.2f} "
                f"{row['total_s']:>7.3f} {row['sat_total_s']:>6.3f}",
                flush=True,
            )
    if args.csv:
        write_csv(args.csv, rows)
    if any(row["correct"] != row["puzzles"] for row in rows):
        raise SystemExit("some puzzles did not match the corpus")


if __name__ == "__main__":
    main()
