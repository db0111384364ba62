"""What compiling a large shape costs: the encoder alone, and compile + solver load as an Engine does it.

Per size and seed, each part in a fresh process: `encode` = the encoder solving uses, called directly (the
type's compile(), or its Compiler.alone where it compiles a large puzzle for itself; the garbage collector as
the caller left it), `engine` = compile and load into the backend as solving does it (Engine.prepare, or the
puzzle's own template), CPU seconds of this process (steadier than wall time on a shared machine) and its peak
memory. With `--solve`, a third process makes one solve call (compile, load, solve, uniqueness proof: `total`
CPU seconds, its conflicts; `solve` = total - engine; the peak then includes the search). `--against DIR` runs
the same rows from another source tree (e.g. `git worktree add` of an older commit), interleaved with this one.
`--seeds` picks the generated instances (the search varies from one to the next; the formula only with the
clues, where a type compiles a large puzzle for itself).

    python benchmarks/compile.py                               # Skyscrapers 20, 25, 30, 40 on minisat22
    python benchmarks/compile.py --types easyasabc --sizes 30 60 --backends cadical195
    python benchmarks/compile.py --sizes 30 --backends auto cadical195 --solve --against /tmp/before
    python benchmarks/compile.py --sizes 30 --backends auto --solve --seeds 1 2 3 --against /tmp/before
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


def instance(type_name: str, size: int, seed: int) -> Any:
    """A generated instance (benchmarks/instances.py)."""
    import instances

    build = {
        "skyscrapers": instances.skyscrapers_full_clues,
        "starbattle": instances.starbattle_random,
        "easyasabc": instances.easyasabc_full_clues,
    }[type_name]
    return build(size, seed)


def work(type_name: str, size: int, seed: int, part: str, backend: str) -> dict[str, Any]:
    """One measurement in this process: `part` "encode" (the encoder alone), "engine" (compile + load as solving
    does it: the shape's template, or the puzzle's own where its type compiles it for itself) or "solve" (one
    solve call: compile, load, solve and the uniqueness proof), CPU seconds, and the peak memory."""
    from satpuzzles import Engine, type_of

    puzzle = instance(type_name, size, seed)
    compiler = type_of(puzzle).compiler
    alone = getattr(compiler, "alone", None)  # trees from before Compiler.alone have only compile
    started = time.process_time()
    if part == "encode":
        own = alone is not None and alone.wanted(puzzle)
        template = alone.compile(puzzle, "auto") if own else compiler.compile(puzzle, "auto")
        return {"clauses": len(template.formula.clauses), "encode": time.process_time() - started}
    row: dict[str, Any] = {}
    with Engine(backend) as engine:
        if part == "engine":
            own = alone and engine._alone(puzzle, None)  # what solve() loads for such a puzzle
            if own:
                own.session.close()
            else:
                getattr(engine, "prepare", engine.template)(puzzle)  # trees before Engine.prepare load in template()
            row["engine"] = time.process_time() - started
        else:
            result = engine.solve(puzzle)
            row |= {"status": result.status.value, "total": time.process_time() - started}
            row["conflicts"] = result.stats.conflicts
    row[f"{part}_mb"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return row


def run(tree: Path | None, type_name: str, size: int, seed: int, backend: str, solve: bool) -> dict[str, Any]:
    """One row: the encoder alone, the engine and the solve, each in a fresh process, from this tree or another."""
    env = dict(os.environ)
    if tree is not None:
        env["PYTHONPATH"] = str(tree.resolve())
    row: dict[str, Any] = {}
    for part in ("encode", "engine", *(["solve"] if solve else [])):
        command = [sys.executable, __file__, "--work", type_name, str(size), str(seed), part, backend]
        done = subprocess.run(command, capture_output=True, text=True, check=True, env=env)
        row |= json.loads(done.stdout)
    if solve:
        row["solve"] = row["total"] - row["engine"]
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", nargs="+", default=["skyscrapers"], choices=TYPES)
    parser.add_argument("--sizes", nargs="+", type=int, default=[20, 25, 30, 40])
    parser.add_argument("--seeds", nargs="+", type=int, default=[1], help="instances (benchmarks/instances.py)")
    parser.add_argument("--backends", nargs="+", default=["minisat22"])
    parser.add_argument("--solve", action="store_true", help="also solve and prove uniqueness (CPU seconds)")
    parser.add_argument("--against", type=Path, help="also run the rows from the source tree DIR (before/after)")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    parser.add_argument("--work", nargs=5, metavar=("TYPE", "SIZE", "SEED", "PART", "BACKEND"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.work:
        type_name, size, seed, part, backend = args.work
        print(json.dumps(work(type_name, int(size), int(seed), part, backend)))
        return
    print("CPU seconds, each part in its own process: encode = the encoder alone, engine = compile + load into the")
    print("backend as solving does it, total = one solve call (compile, load, solve, uniqueness proof), solve = total")
    print("- engine; MB = peak resident memory once loaded / at the end of the solve call")
    print(
        f"{'tree':<6} {'type':<12} {'size':>4} {'seed':>4} {'backend':<11} {'clauses':>9} {'encode':>7} {'engine':>7} "
        f"{'solve':>7} {'total':>7} {'conflicts':>9} {'loaded MB':>9} {'peak MB':>7}"
    )
    trees: dict[str, Path | None] = {"this": None, **({"before": args.against} if args.against else {})}
    rows = []
    for type_name in args.types:
        for backend in args.backends:
            for size in args.sizes:
                for seed in args.seeds:
                    for label, tree in trees.items():  # interleaved: a busy spell hits both alike
                        row = {"tree": label, "type": type_name, "size": size, "seed": seed, "backend": backend}
                        row |= run(tree, type_name, size, seed, backend, args.solve)
                        solved = (
                            f"{row['solve']:>7.2f} {row['total']:>7.2f} {row['conflicts']:>9}"
                            if "solve" in row
                            else f"{'':>7} {'':>7} {'':>9}"
                        )
                        print(
                            f"{label:<6} {type_name:<12} {size:>4} {seed:>4} {backend:<11} {row['clauses']:>9} "
                            f"{row['encode']:>7.2f} {row['engine']:>7.2f} {solved} {row['engine_mb']:>9.0f} "
                            f"{row.get('solve_mb', row['engine_mb']):>7.0f}",
                            flush=True,
                        )
                        rows.append(row)
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
