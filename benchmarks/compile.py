"""What compiling a large shape costs: the encoder alone, and compile + solver load as an Engine does it.

Per size, each in a fresh process: `encode` = the type's compile() called directly (the encoder's Python,
with the garbage collector as the caller left it), `engine` = Engine.prepare() on a new engine (compile and
load into the backend, as the first puzzle of a shape pays it), CPU seconds of this process (steadier than
wall time on a shared machine) and its peak memory. With `--solve`, the engine then solves the instance and
proves uniqueness (`solve` CPU seconds; the peak then includes the search). `--against DIR` runs the same rows
from another source tree (e.g. `git archive` of an older commit), interleaved with this one, for before/after.

    python benchmarks/compile.py                               # Skyscrapers 20, 25, 30, 40 on minisat22
    python benchmarks/compile.py --types easyasabc --sizes 30 60 --backends cadical195
    python benchmarks/compile.py --sizes 30 --backends auto cadical195 --solve --against /tmp/before
"""

from __future__ import annotations

import argparse
import json
import os
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


def work(type_name: str, size: int, backend: str, solve: bool) -> dict[str, Any]:
    """`backend` "-": the encoder alone; otherwise an engine's compile + load (and solve), with the peak memory."""
    from satpuzzles import Engine, type_of

    puzzle = instance(type_name, size)
    started = time.process_time()
    if backend == "-":
        clauses = len(type_of(puzzle).compiler.compile(puzzle, "auto").formula.clauses)
        return {"clauses": clauses, "encode": time.process_time() - started}
    row: dict[str, Any] = {}
    with Engine(backend) as engine:
        getattr(engine, "prepare", engine.template)(puzzle)  # trees from before Engine.prepare load in template()
        row["engine"] = time.process_time() - started
        row["loaded_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        if solve:
            started = time.process_time()
            row["status"] = engine.solve(puzzle).status.value
            row["solve"] = time.process_time() - started
    row["peak_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return row


def run(tree: Path | None, type_name: str, size: int, backend: str, solve: bool) -> dict[str, Any]:
    """One row: the encoder alone and the engine, each in a fresh process, from this tree or (PYTHONPATH) another."""
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = str(tree.resolve())
    row: dict[str, Any] = {}
    for part in ("-", backend):
        command = [sys.executable, __file__, "--work", type_name, str(size), part, *(["--solve"] if solve else [])]
        done = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
        row |= json.loads(done.stdout)
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", nargs="+", default=["skyscrapers"], choices=TYPES)
    parser.add_argument("--sizes", nargs="+", type=int, default=[20, 25, 30, 40])
    parser.add_argument("--backends", nargs="+", default=["minisat22"])
    parser.add_argument("--solve", action="store_true", help="also solve and prove uniqueness (CPU seconds)")
    parser.add_argument("--against", type=Path, help="also run the rows from the source tree DIR (before/after)")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    parser.add_argument("--work", nargs=3, metavar=("TYPE", "SIZE", "BACKEND"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.work:
        type_name, size, backend = args.work
        print(json.dumps(work(type_name, int(size), backend, args.solve)))
        return
    print("CPU seconds; encode = compile() alone, engine = compile + load into the backend (Engine's first puzzle),")
    print("solve = solve + uniqueness proof; MB = peak resident memory once loaded / at the end")
    print(
        f"{'tree':<6} {'type':<12} {'size':>4} {'backend':<11} {'clauses':>9} {'encode':>7} {'engine':>7} "
        f"{'solve':>7} {'loaded MB':>9} {'peak MB':>7}"
    )
    trees: dict[str, Path | None] = {"this": None, **({"before": args.against} if args.against else {})}
    rows = []
    for type_name in args.types:
        for backend in args.backends:
            for size in args.sizes:
                for label, tree in trees.items():  # interleaved: a busy spell hits both alike
                    row = {"tree": label, "type": type_name, "size": size, "backend": backend}
                    row |= run(tree, type_name, size, backend, args.solve)
                    solve = f"{row['solve']:>7.2f}" if "solve" in row else f"{'':>7}"
                    print(
                        f"{label:<6} {type_name:<12} {size:>4} {backend:<11} {row['clauses']:>9} {row['encode']:>7.2f} "
                        f"{row['engine']:>7.2f} {solve} {row['loaded_mb']:>9.0f} {row['peak_mb']:>7.0f}",
                        flush=True,
                    )
                    rows.append(row)
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
