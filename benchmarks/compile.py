"""What compiling a large shape costs: the encoder alone, and compile + solver load as an Engine does it.

Per size, in a fresh process each: `encode` = the type's compile() called directly (the encoder's Python,
with the garbage collector as the caller left it), `engine` = Engine.template() on a new engine (compile and
load into the backend, as the first puzzle of a shape pays it), CPU seconds of this process (steadier than
wall time on a shared machine) and its peak memory.

    python benchmarks/compile.py                               # Skyscrapers 20, 25, 30, 40 on minisat22
    python benchmarks/compile.py --types easyasabc --sizes 30 60 --backends cadical195
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from tables import write_csv

TYPES = ("skyscrapers", "starbattle", "easyasabc")


def instance(type_name: str, size: int) -> Any:
    """A generated instance (benchmarks/instances.py, seed 1): its clues do not change the formula."""
    import instances

    build = {
        "skyscrapers": instances.skyscrapers_full_clues,
        "starbattle": instances.starbattle_random,
        "easyasabc": instances.easyasabc_full_clues,
    }[type_name]
    return build(size, 1)


def work(type_name: str, size: int, backend: str) -> dict[str, Any]:
    from satpuzzles import Engine, type_of

    puzzle = instance(type_name, size)
    started = time.process_time()
    clauses = len(type_of(puzzle).compiler.compile(puzzle, "auto").formula.clauses)
    encode = time.process_time() - started
    started = time.process_time()
    with Engine(backend) as engine:
        engine.prepare(puzzle)
        loaded = time.process_time() - started
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"clauses": clauses, "encode": encode, "engine": loaded, "peak_mb": peak_mb}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", nargs="+", default=["skyscrapers"], choices=TYPES)
    parser.add_argument("--sizes", nargs="+", type=int, default=[20, 25, 30, 40])
    parser.add_argument("--backends", nargs="+", default=["minisat22"])
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    parser.add_argument("--work", nargs=3, metavar=("TYPE", "SIZE", "BACKEND"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.work:
        type_name, size, backend = args.work
        print(json.dumps(work(type_name, int(size), backend)))
        return
    print("CPU seconds; encode = compile() alone, engine = compile + load into the backend (Engine.template)")
    print(f"{'type':<12} {'size':>4} {'backend':<11} {'clauses':>9} {'encode':>7} {'engine':>7} {'peak MB':>7}")
    rows = []
    for type_name in args.types:
        for backend in args.backends:
            for size in args.sizes:
                command = [sys.executable, __file__, "--work", type_name, str(size), backend]
                done = subprocess.run(command, capture_output=True, text=True, check=True)
                row = {"type": type_name, "size": size, "backend": backend, **json.loads(done.stdout)}
                print(
                    f"{type_name:<12} {size:>4} {backend:<11} {row['clauses']:>9} {row['encode']:>7.2f} "
                    f"{row['engine']:>7.2f} {row['peak_mb']:>7.0f}",
                    flush=True,
                )
                rows.append(row)
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
