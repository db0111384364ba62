"""Python-side work beside the SAT solver's own time, in batch mode, on 9x9 and larger grids.

For each type and size, a batch of generated puzzles (benchmarks/instances.py, seeds 1..N) goes
through one Engine, as `satpuzzles solve` does with a JSON Lines file: the shape is compiled and
loaded into the solver once (Skyscrapers, Easy As ABC; a Star Battle's regions are its shape, so
each of those compiles anew) and each puzzle adds its assumptions. Columns, summed over the batch:
encode + load (compiling, loading the solver, building assumptions), the SAT solver's own time, and
the rest of the solve step (decoding, the rule check of every solution, blocking clauses).

Each batch runs --repeat times, each pass on a fresh Engine, and the table shows the median pass: the
first pass of a process also pays one-time costs (the part of a Star Battle formula shared by every
layout of a size, the memory allocator's first growth), and its encode+load is shown beside the median.

    python benchmarks/overhead.py [--count 20] [--sizes 9 12 15] [--repeat 5] [--backend auto] [--csv out.csv]

With `--corpus PATH` the batches are instead the published puzzles of DIR (one per type and size of 9x9
and larger, in corpus order): real puzzles, unique, where the generated ones here are not.
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path
from typing import Any

from corpus_path import add_corpus_option, check_corpus
from scaling import TYPES, make_instance
from tables import write_csv

from satpuzzles import Engine, load

MIN_SIZE = 9


def corpus_batches(corpus: Path, type_name: str) -> dict[int, list[Any]]:
    """The type's corpus puzzles of 9x9 and larger, by size."""
    batches: dict[int, list[Any]] = {}
    for record in load(corpus / f"{type_name}.jsonl"):
        if record.puzzle.size >= MIN_SIZE:
            batches.setdefault(record.puzzle.size, []).append(record.puzzle)
    return dict(sorted(batches.items()))


def run_batch(backend: str, puzzles: list[Any]) -> tuple[float, float, float]:
    """One pass on a fresh Engine: encode+load, SAT and the rest of the solve step, summed over the batch."""
    encode = sat = rest = 0.0
    with Engine(backend) as engine:
        for puzzle in puzzles:
            stats = engine.solve(puzzle).stats
            encode += stats.encode_seconds
            sat += stats.sat_seconds
            rest += stats.solve_seconds - stats.sat_seconds
    return encode, sat, rest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", nargs="+", default=list(TYPES), choices=TYPES)
    parser.add_argument("--sizes", nargs="+", type=int, default=[9, 12, 15])
    parser.add_argument("--count", type=int, default=20, help="puzzles per batch")
    parser.add_argument("--repeat", type=int, default=5, help="passes over each batch; the median is shown")
    parser.add_argument("--backend", "-b", default="auto")
    add_corpus_option(parser, default=None, help="batch the puzzles of 9x9 and larger of the corpus in PATH instead")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    args = parser.parse_args()
    if args.corpus:
        check_corpus(args.corpus, args.types)
    source = f"the corpus in {args.corpus}" if args.corpus else f"{args.count} generated puzzles per size"
    print(
        f"backend {args.backend}; {source}; one Engine per pass over a batch; seconds summed over the batch, "
        f"median of {args.repeat} passes"
    )
    columns = ("encode+load s", "SAT s", "decode+check s", "encode/SAT", "python/SAT", "1st encode s")
    print(f"{'type':<12} {'size':>4} {'puzzles':>7} " + " ".join(f"{name:>14}" for name in columns))
    rows = []
    for type_name in args.types:
        seeds = range(1, args.count + 1)
        batches = (
            corpus_batches(args.corpus, type_name)
            if args.corpus
            else {size: [make_instance(type_name, size, seed) for seed in seeds] for size in args.sizes}
        )
        for size, puzzles in batches.items():
            passes = [run_batch(args.backend, puzzles) for _ in range(args.repeat)]
            encode, sat, rest = (statistics.median(column) for column in zip(*passes, strict=True))
            row = {
                "type": type_name,
                "size": size,
                "puzzles": len(puzzles),
                "encode_load_s": encode,
                "sat_s": sat,
                "decode_check_s": rest,
                "encode_over_sat": encode / sat,
                "python_over_sat": (encode + rest) / sat,
                "first_pass_encode_load_s": passes[0][0],
            }
            rows.append(row)
            print(
                f"{type_name:<12} {size:>4} {len(puzzles):>7} {encode:>14.5f} {sat:>14.5f} {rest:>14.5f} "
                f"{row['encode_over_sat']:>14.2f} {row['python_over_sat']:>14.2f} {passes[0][0]:>14.5f}",
                flush=True,
            )
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
