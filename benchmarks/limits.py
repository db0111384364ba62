"""What each grid size costs, to set the formula-size limit: variables, clauses, peak memory and time.

For each type and size, a fresh process builds one instance (benchmarks/instances.py: Skyscrapers and
Easy As ABC with all clues of a random Latin square, Star Battle with regions grown around a random
star placement), estimates its formula (what `--max-clauses` is checked against), then compiles and
solves it with the uniqueness decision under the default backend, the limit lifted. The process runs
under a memory cap (RLIMIT_AS) and a time cap; its peak resident memory (ru_maxrss) is reported once
the formula is compiled and loaded into the solver (with the bytes per clause that implies) and after
the solve. The last table gives, per type, the largest size that finished within 10 s and 2 GB.
A sweep of one type stops at its first size over a cap.

    python benchmarks/limits.py                              # a few minutes
    python benchmarks/limits.py --types starbattle --sizes 60 80 100 --cap 30
    python benchmarks/limits.py --compile-only --types skyscrapers --sizes 40 50 60   # memory per clause
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
SIZES = {
    "skyscrapers": [10, 20, 30, 35, 40, 45, 50, 60],
    "starbattle": [20, 30, 40, 45, 50, 60, 80, 100],
    "easyasabc": [20, 30, 40, 45, 50, 60, 80, 100],
}
TARGET_SECONDS = 10.0
TARGET_MB = 2048.0
MEMORY_CAP_MB = 4096  # address space of each measured process: a size past it fails instead of swapping


def make_instance(type_name: str, size: int, seed: int) -> Any:
    import instances

    build = {
        "skyscrapers": instances.skyscrapers_full_clues,
        "starbattle": instances.starbattle_random,
        "easyasabc": instances.easyasabc_full_clues,
    }[type_name]
    return build(size, seed)


def work(type_name: str, size: int, seed: int, solve: bool) -> None:
    """Estimate, compile and solve one instance in this process, printing a JSON line after the compile and one
    after the solve, so that a solve stopped at the time cap still reports what compiling took."""
    from satpuzzles import Engine, type_of
    from satpuzzles.solving.backends import AUTO_BACKEND

    puzzle = make_instance(type_name, size, seed)
    before_mb = _peak_mb()
    started = time.perf_counter()
    with Engine(AUTO_BACKEND, max_clauses=sys.maxsize) as engine:
        estimate = type_of(puzzle).compiler.estimate(puzzle, engine.solver_for(puzzle)[1])
        formula = engine.template(puzzle).formula  # compiled and loaded into the solver
        compiled = {
            "est_clauses": estimate.clauses,
            "variables": formula.num_vars,
            "clauses": len(formula.clauses) + len(formula.atmosts),
            "before_mb": before_mb,
            "load_mb": _peak_mb(),
        }
        print(json.dumps(compiled), flush=True)
        if not solve:
            return
        result = engine.solve(puzzle)  # no deadline: CaDiCaL is slower in the slices one takes
    solved = {"status": result.status.value, "seconds": time.perf_counter() - started, "peak_mb": _peak_mb()}
    print(json.dumps(solved), flush=True)


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _capped() -> None:
    cap = MEMORY_CAP_MB * 1024 * 1024
    resource.setrlimit(resource.RLIMIT_AS, (cap, cap))


def measure(type_name: str, size: int, seed: int, cap: float, solve: bool) -> dict[str, Any]:
    """One instance in a fresh process under the memory cap, killed at the time cap."""
    row: dict[str, Any] = {"type": type_name, "size": size, "seed": seed, "seconds": None, "peak_mb": None}
    row["status"] = "compiled"  # until the solve reports
    command = [sys.executable, __file__, "--work", type_name, str(size), str(seed), "solve" if solve else "compile"]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=cap, check=False, preexec_fn=_capped)
        output, status = done.stdout, "failed" if done.returncode else ""
    except subprocess.TimeoutExpired as stopped:
        output, status = stopped.stdout or "", "over time cap"
        output = output.decode() if isinstance(output, bytes) else output
    for line in output.splitlines():
        row |= json.loads(line)
    if status == "failed" and "MemoryError" in done.stderr:
        status = "over memory cap"
    return row | ({"status": status, "seconds": None} if status else {})


def within_targets(row: dict[str, Any]) -> bool:
    return (
        row["seconds"] is not None
        and row["seconds"] <= TARGET_SECONDS
        and row["peak_mb"] <= TARGET_MB
        and row["status"] in ("unique", "multiple")
    )


def _number(value: Any, spec: str = ",") -> str:
    return "-" if value is None else format(value, spec)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", nargs="+", default=list(TYPES), choices=TYPES)
    parser.add_argument("--sizes", nargs="+", type=int, help="grid sizes (default: a sweep per type)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cap", type=float, default=30.0, help="seconds per instance before it is stopped")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    parser.add_argument("--compile-only", action="store_true", help="measure compiling and loading only")
    parser.add_argument("--work", nargs=4, metavar=("TYPE", "SIZE", "SEED", "MODE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.work:
        type_name, size, seed, mode = args.work
        work(type_name, int(size), int(seed), mode == "solve")
        return
    print(f"default backend (auto), solve + uniqueness, {args.cap:g} s and {MEMORY_CAP_MB} MB caps per instance")
    header = f"{'type':<12} {'size':>4} {'variables':>11} {'clauses':>12} {'estimate':>12} {'load MB':>8}"
    print(f"{header} {'B/clause':>8} {'peak MB':>8} {'seconds':>8}  status")
    rows = []
    for type_name in args.types:
        for size in args.sizes or SIZES[type_name]:
            row = measure(type_name, size, args.seed, args.cap, not args.compile_only)
            rows.append(row)
            clauses, loaded = row.get("clauses"), row.get("load_mb")
            per_clause = (loaded - row["before_mb"]) * 2**20 / clauses if clauses and loaded else None
            print(
                f"{type_name:<12} {size:>4} {_number(row.get('variables')):>11} {_number(clauses):>12} "
                f"{_number(row.get('est_clauses')):>12} {_number(loaded, '.0f'):>8} {_number(per_clause, '.0f'):>8} "
                f"{_number(row['peak_mb'], '.0f'):>8} {_number(row['seconds'], '.2f'):>8}  {row['status']}",
                flush=True,
            )
            if row["seconds"] is None and not (args.compile_only and row.get("load_mb")):
                break  # larger grids will not be cheaper
    print(f"\nlargest size solved within {TARGET_SECONDS:g} s and {TARGET_MB:g} MB")
    for type_name in args.types:
        good = [row for row in rows if row["type"] == type_name and within_targets(row)]
        best = max(good, key=lambda row: row["size"]) if good else None
        if best is None:
            print(f"{type_name:<12} -")
        else:
            print(
                f"{type_name:<12} {best['size']}x{best['size']}: {best['clauses']:,} clauses, "
                f"{best['peak_mb']:.0f} MB, {best['seconds']:.1f} s"
            )
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
