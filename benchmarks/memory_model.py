"""Calibrate the memory model of satpuzzles/solving/limits.py: what a formula costs in Python and in each solver.

For each (type, size) a fresh worker process compiles the puzzle of benchmarks/memory.py along the engine's
own path (no limit), and records its clauses, literals and variables, the resident memory it started from
(`base_mb`: the interpreter and the package) and held once compiled (`held_mb`), and its peak while
compiling (`compile_peak_mb`). Then it forks one child per backend: the child loads the recorded clauses
into a fresh solver session and solves for --timeout seconds; its ru_maxrss (wait4) minus what the worker
held at the fork is the solver's cost (`solver_mb`). Each row is appended to DIR/model.jsonl as it comes;
a rerun skips the rows it has. --fit prints the least-squares bytes per clause and per literal per backend
family, and the Python side's bytes per clause, literal and variable.

    nice -n 10 python benchmarks/memory_model.py --out benchmarks/memory_results \
        --instances sudoku:36 akari:120 starbattle:60 binairo:60 --timeout 2
    python benchmarks/memory_model.py --out benchmarks/memory_results --fit
"""

from __future__ import annotations

import argparse
import json
import marshal
import resource
import subprocess
import sys
import zlib
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

import memory

# Wall seconds before a row's child is killed: a 2 s search on the largest lazy formulas took 60-200 s of
# uninterruptible phases on a quiet machine, and these runs share the cores (a killed row bounds nothing above).
CHILD_CAP_SECONDS = 400


def worker(type_name: str, size: int, backends: list[str], timeout: float, out: Path) -> None:
    base = memory.rss_mb()
    found = memory.engine_compile(type_name, size, backends[0], 10**10)
    assert found is not None
    puzzle, compiled, alone, clauses = found
    held = memory.rss_mb()
    compile_peak = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    literals = sum(sum(map(len, marshal.loads(zlib.decompress(blob)))) for blob in compiled.session.chunks)
    literals += sum(len(lits) for lits, _ in compiled.session.atmosts)
    variables = compiled.template.formula.num_vars
    at_fork = memory.rss_mb()
    for backend in backends:
        row = memory.measure_forked(type_name, puzzle, compiled, alone, backend, timeout, CHILD_CAP_SECONDS)
        row.update(
            type=type_name,
            size=size,
            backend=backend,
            clauses=clauses,
            literals=literals,
            variables=variables,
            base_mb=base,
            held_mb=held,
            compile_peak_mb=compile_peak,
            at_fork_mb=at_fork,
            solver_mb=row["peak_mb"] - at_fork,
            alone=alone,
        )
        with (out / "model.jsonl").open("a") as rows:
            rows.write(json.dumps(row) + "\n")
        print(json.dumps(row), flush=True)


def rows(out: Path) -> list[dict[str, Any]]:
    path = out / "model.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines() if line.strip()] if path.exists() else []


def least_squares(rows: list[list[float]], values: list[float]) -> list[float]:
    """Coefficients x >= 0 minimising |A x - y| (normal equations; a negative one is dropped and refitted)."""
    free = list(range(len(rows[0])))
    while True:
        a = [[row[j] for j in free] for row in rows]
        n = len(free)
        normal = [
            [sum(r[i] * r[j] for r in a) for j in range(n)] + [sum(r[i] * y for r, y in zip(a, values, strict=False))]
            for i in range(n)
        ]
        for i in range(n):
            pivot = max(range(i, n), key=lambda k: abs(normal[k][i]))
            normal[i], normal[pivot] = normal[pivot], normal[i]
            for k in range(n):
                if k != i and normal[i][i]:
                    factor = normal[k][i] / normal[i][i]
                    normal[k] = [x - factor * y for x, y in zip(normal[k], normal[i], strict=False)]
        solved = [normal[i][n] / normal[i][i] if normal[i][i] else 0.0 for i in range(n)]
        negative = [free[i] for i, x in enumerate(solved) if x < 0]
        if not negative:
            full = [0.0] * len(rows[0])
            for i, j in enumerate(free):
                full[j] = solved[i]
            return full
        free = [j for j in free if j not in negative]


def fit(out: Path) -> None:
    """Least squares: solver bytes ~ clauses, literals, variables per backend; the Python side likewise."""
    measured = [
        row for row in rows(out) if "solver_mb" in row and not str(row["status"]).startswith(("error", "killed"))
    ]
    for backend in sorted({row["backend"] for row in measured}):
        mine = [row for row in measured if row["backend"] == backend]
        a = [[row["clauses"], row["literals"], row["variables"]] for row in mine]
        y = [row["solver_mb"] * 2**20 for row in mine]
        x = least_squares(a, y)
        errors = [sum(p * q for p, q in zip(r, x, strict=False)) / v - 1 for r, v in zip(a, y, strict=False)]
        print(
            f"{backend:12} clause {x[0]:6.1f} B  literal {x[1]:5.1f} B  variable {x[2]:6.1f} B  "
            f"errors {' '.join(f'{e:+.0%}' for e in errors)} ({len(y)} rows)"
        )
    python = list({(row["type"], row["size"]): row for row in measured}.values())
    a = [[row["clauses"], row["literals"], row["variables"]] for row in python]
    y = [(row["compile_peak_mb"] - row["base_mb"]) * 2**20 for row in python]
    x = least_squares(a, y)
    print(f"python: clause {x[0]:.1f} B literal {x[1]:.1f} B variable {x[2]:.1f} B")
    for row, r, v in zip(python, a, y, strict=True):
        model = sum(p * q for p, q in zip(r, x, strict=True)) / 2**20
        print(
            f"  {row['type']:12} {row['size']:4} clauses {row['clauses']:>9,} literals/clause "
            f"{row['literals'] / row['clauses']:.2f} python {v / 2**20:5.0f} MB, model {model:5.0f} MB"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--instances", nargs="*", default=[], help="TYPE:SIZE")
    parser.add_argument("--backends", nargs="+", default=None)
    parser.add_argument("--timeout", type=float, default=2.0)
    parser.add_argument("--out", type=Path, default=Path("memory-results"))
    parser.add_argument("--fit", action="store_true")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.fit:
        fit(args.out)
        return
    backends = args.backends or memory.in_process_backends()
    if args.worker:
        type_name, size = args.instances[0].split(":")
        worker(type_name, int(size), backends, args.timeout, args.out)
        return
    done = {(row["type"], row["size"], row["backend"]) for row in rows(args.out)}
    for item in args.instances:
        type_name, size = item.split(":")
        missing = [b for b in backends if (type_name, int(size), b) not in done]
        if missing:
            command = [sys.executable, __file__, "--worker", "--instances", item, "--backends", *missing]
            subprocess.run([*command, "--timeout", str(args.timeout), "--out", str(args.out)], check=False)


if __name__ == "__main__":
    main()
