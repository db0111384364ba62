"""Python-side work beside the SAT solver's own time, in batch mode, on 9x9 and larger grids.

For each type and size, a batch of generated puzzles (benchmarks/instances.py, seeds 1..N) goes
through one Engine, as `satpuzzles solve` does with a JSON Lines file: the shape is compiled and
loaded into the solver once (Skyscrapers, Easy As ABC; a Star Battle's regions are its shape, so
each of those compiles anew) and each puzzle adds its assumptions. Columns, summed over the batch:
encode + load (compiling, loading the solver, building assumptions), the SAT solver's own time, and
the rest of the solve step (decoding, the rule check of every solution, blocking clauses).

    python benchmarks/overhead.py [--count 20] [--sizes 9 12 15] [--backend auto] [--csv out.csv]
"""

from __future__ import annotations

import argparse
from pathlib import Path

from scaling import TYPES, make_instance
from tables import write_csv

from satpuzzles import Engine


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", nargs="+", default=list(TYPES), choices=TYPES)
    parser.add_argument("--sizes", nargs="+", type=int, default=[9, 12, 15])
    parser.add_argument("--count", type=int, default=20, help="puzzles per batch")
    parser.add_argument("--backend", "-b", default="auto")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    args = parser.parse_args()
    print(f"backend {args.backend}; {args.count} puzzles per batch, one Engine; seconds summed over the batch")
    print(f"{'type':<12} {'size':>4} {'encode+load s':>13} {'SAT s':>8} {'decode+check s':>14} {'python/SAT':>10}")
    rows = []
    for type_name in args.types:
        for size in args.sizes:
            puzzles = [make_instance(type_name, size, seed) for seed in range(1, args.count + 1)]
            encode = sat = rest = 0.0
            with Engine(args.backend) as engine:
                for puzzle in puzzles:
                    stats = engine.solve(puzzle).stats
                    encode += stats.encode_seconds
                    sat += stats.sat_seconds
                    rest += stats.solve_seconds - stats.sat_seconds
            row = {
                "type": type_name,
                "size": size,
                "puzzles": len(puzzles),
                "encode_load_s": encode,
                "sat_s": sat,
                "decode_check_s": rest,
                "python_over_sat": (encode + rest) / sat,
            }
            rows.append(row)
            print(
                f"{type_name:<12} {size:>4} {encode:>13.3f} {sat:>8.3f} {rest:>14.3f} {row['python_over_sat']:>10.2f}",
                flush=True,
            )
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
