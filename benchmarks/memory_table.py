"""The largest puzzle of each type the memory model accepts on each in-process backend, its predicted peak, and
the measured peak where one was measured (issue 33's table; benchmarks/memory.md).

Sizes (`--sizes`, arithmetic plus two small compiles a type, each in a fresh process, cached in
DIR/counts.json): a type with an estimate counts its clauses and variables by arithmetic, as the limit does
(the literals at ASSUMED_LITERALS_PER_CLAUSE); any other type's clauses, literals and variables at two small
sizes give a power law each. The largest size whose model peak (satpuzzles/solving/limits.py peak_bytes)
stays within the memory limit and whose clauses within the clause limit is the type's largest accepted
size on that backend.

Measuring (`--measure TYPE ... --backends ...`): benchmarks/memory_model.py's worker at that size (the
puzzle compiled once along the engine's path without a limit, a forked child per backend loading it and
searching for --timeout s; its ru_maxrss), rows appended to DIR/model.jsonl, so a rerun skips what it has.
The measured peak of a whole run is the child's peak, or the worker's compile peak if higher, plus the
CLI's own start (BASE_BYTES less the worker's base, which has no CLI loaded).

    nice -n 10 python benchmarks/memory_table.py --out benchmarks/memory_results --sizes
    nice -n 10 python benchmarks/memory_table.py --out benchmarks/memory_results --measure akari sudoku \
        --backends cadical195 --timeout 2
    python benchmarks/memory_table.py --out benchmarks/memory_results --table
"""

from __future__ import annotations

import argparse
import json
import math
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

import memory
import memory_model

SMALL, LARGER = 100_000, 400_000  # clauses of the two sizing compiles, roughly
ESTIMATED_UP_TO = 200  # the types with an estimate pass the clause limit below 140 (README: Limits)
GROWN_ENOUGH = 150 * 2**20  # or what the larger compile grows the process by (a lazy type's formula has few clauses)


def counts(type_name: str, size: int) -> dict[str, Any]:
    """Clauses, literals and variables of the type's measured puzzle at `size` (compiled: small sizes only)."""
    from satpuzzles import type_of
    from satpuzzles.cnf.budget import ASSUMED_LITERALS_PER_CLAUSE
    from satpuzzles.solving import Engine

    puzzle = memory.instance(type_name, size)
    kind = type_of(puzzle)
    encoding = Engine("cadical195").solver_for(puzzle)[1]
    if kind.compiler.estimate is not None:
        estimate = kind.compiler.estimate(puzzle, encoding)
        clauses = estimate.clauses
        return {
            "size": size,
            "clauses": clauses,
            "literals": clauses * ASSUMED_LITERALS_PER_CLAUSE,
            "variables": estimate.variables,
            "grown": 0,
            "estimate": True,
        }
    before = memory.rss_mb()
    formula = kind.compiler.compile(puzzle, encoding).formula
    grown = (memory.rss_mb() - before) * 2**20
    literals = sum(map(len, formula.clauses)) + sum(len(lits) for lits, _ in formula.atmosts)
    clauses = formula.clause_count + len(formula.atmosts)
    return {
        "size": size,
        "clauses": clauses,
        "literals": literals,
        "variables": formula.num_vars,
        "grown": grown,
        "estimate": False,
    }


def fresh_counts(type_name: str, size: int) -> dict[str, Any]:
    code = f"import sys, json\nsys.path.insert(0, {str(Path(__file__).parent)!r})\nimport memory_table\n"
    code += f"print(json.dumps(memory_table.counts({type_name!r}, {size})))"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=1800, check=False)
    if done.returncode:
        raise RuntimeError(f"{type_name} {size}: {done.stderr.strip()[-300:]}")
    return dict(json.loads(done.stdout.splitlines()[-1]))


def sized(type_name: str, cache: dict[str, Any]) -> dict[str, Any]:
    """The type's counts at two sizes a factor of two apart, the larger near LARGER clauses (or GROWN_ENOUGH
    grown), compiled once each and cached; three or four compiles a type."""
    record = cache.setdefault(type_name, {})
    if "points" in record:
        return record
    top = memory.LARGEST  # the kernel's largest size; a type's own is checked near the answer only
    known = record.pop("larger", None)  # a compile near LARGER from an earlier survey (--seed FILE)
    size = known["size"] if known else memory.near_valid(type_name, 24) or memory.next_valid(type_name, 24, top) or 24
    point = known or fresh_counts(type_name, size)
    if point["estimate"]:  # arithmetic: no need of a power law
        record.update(top=top, estimate=True, points=[point])
        return record
    while point["clauses"] * 1.5 < LARGER and point["grown"] < GROWN_ENOUGH and size < top:
        ratio = LARGER / max(point["clauses"], 1)  # squares grow as size^2 at least: aim at most there
        following = memory.near_valid(type_name, min(top, int(size * min(4.0, max(1.3, ratio**0.5)))))
        if following is None or following <= size:
            break
        size, point = following, fresh_counts(type_name, following)
    half = memory.near_valid(type_name, size // 2) or memory.next_valid(type_name, size // 2, top)
    smaller = fresh_counts(type_name, half) if half is not None and half < size else point
    record.update(top=top, estimate=False, points=[smaller, point])
    return record


def at(record: dict[str, Any], type_name: str, size: int) -> dict[str, int]:
    """The counts at `size`: by the estimate, or by the power law through the two compiled points."""
    if record["estimate"]:
        point = counts(type_name, size)
        return {key: point[key] for key in ("clauses", "literals", "variables", "grown")}
    first, last = record["points"][0], record["points"][-1]
    grown: dict[str, int] = {}
    for key in ("clauses", "literals", "variables", "grown"):
        a, b = max(first[key], 1), max(last[key], 1)
        power = math.log(b / a) / math.log(last["size"] / first["size"]) if first["size"] != last["size"] else 2.0
        grown[key] = int(b * (size / last["size"]) ** max(power, 1.0))
    return grown


def counted(c: dict[str, int]) -> tuple[int, int, int, int]:
    """The counts as peak_bytes takes them; `grown` (what compiling grew the process by) is the backstop's."""
    return c["clauses"], c["literals"], c["variables"], c["grown"]


def largest(record: dict[str, Any], type_name: str, backend: str) -> dict[str, Any]:
    """The largest size whose model peak fits MEMORY_LIMIT_BYTES and clauses DEFAULT_MAX_CLAUSES on `backend`."""
    from satpuzzles.solving.limits import DEFAULT_MAX_CLAUSES, MEMORY_LIMIT_BYTES, peak_bytes

    def fits(size: int) -> bool:
        c = at(record, type_name, size)
        clauses_ok = c["clauses"] <= DEFAULT_MAX_CLAUSES
        return clauses_ok and peak_bytes(backend, *counted(c)) <= MEMORY_LIMIT_BYTES

    low, high = 4, min(record["top"], ESTIMATED_UP_TO) if record["estimate"] else record["top"]
    while low < high:  # on the counts alone (making a puzzle of every size tried is slow for some types)
        middle = (low + high + 1) // 2
        low, high = (middle, high) if fits(middle) else (low, middle - 1)
    size = memory.near_valid(type_name, low) or low
    c = at(record, type_name, size)
    following = None if size >= record["top"] else size + 1
    return {
        "size": size,
        **c,
        "predicted_mb": round(peak_bytes(backend, *counted(c)) / 2**20),
        "bound": "top size"
        if following is None
        else "clauses"
        if at(record, type_name, following)["clauses"] > DEFAULT_MAX_CLAUSES
        else "memory",
    }


def load(path: Path) -> dict[str, Any]:
    return dict(json.loads(path.read_text())) if path.exists() else {}


def save(path: Path, data: dict[str, Any]) -> None:
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(data, indent=1, sort_keys=True))
    os.replace(temporary, path)


def cli_base_mb() -> int:
    from satpuzzles.solving.limits import BASE_BYTES

    return round(BASE_BYTES / 2**20)


def table(out: Path, types: list[str], backends: list[str]) -> str:
    cache = load(out / "counts.json")
    rows = {(row["type"], row["size"], row["backend"]): row for row in memory_model.rows(out)}
    lines = [
        "| type | backend | largest accepted | bound | clauses | literals | predicted MB | measured MB | model error |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for type_name in types:
        if type_name not in cache or "points" not in cache[type_name]:
            continue
        for backend in backends:
            edge = largest(cache[type_name], type_name, backend)
            row = rows.get((type_name, edge["size"], backend))
            measured, error = "-", "-"
            if row is not None and not str(row["status"]).startswith(("error", "killed")):
                peak = max(row["peak_mb"], row["compile_peak_mb"]) - row["base_mb"] + cli_base_mb()
                measured, error = f"{peak:,}", f"{edge['predicted_mb'] / peak - 1:+.0%}"
            elif row is not None:
                measured = row["status"][:40]
            cells = [
                type_name,
                backend,
                f"{edge['size']}x{edge['size']}",
                edge["bound"],
                f"{edge['clauses']:,}",
                f"{edge['literals']:,}" + ("*" if cache[type_name]["estimate"] else ""),
                f"{edge['predicted_mb']:,}",
                measured,
                error,
            ]
            lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def main() -> None:
    from satpuzzles.puzzles import all_types

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", nargs="+", default=[kind.name for kind in all_types()])
    parser.add_argument("--backends", nargs="+", default=None, help="default: every in-process backend")
    parser.add_argument("--out", type=Path, default=Path("memory-results"))
    parser.add_argument("--sizes", action="store_true", help="count (and cache) every type's formula growth")
    parser.add_argument("--measure", nargs="+", metavar="TYPE", help="measure these types at their largest size")
    parser.add_argument("--seed", type=Path, help="JSON lines of counts (type, size, clauses, literals, ...)")
    parser.add_argument("--timeout", type=float, default=2.0, help="seconds of search per measured row")
    parser.add_argument("--table", action="store_true")
    args = parser.parse_args()
    backends = args.backends or memory.in_process_backends()
    args.out.mkdir(parents=True, exist_ok=True)
    path = args.out / "counts.json"
    if args.seed:
        cache = load(path)
        for line in args.seed.read_text().splitlines():
            row = json.loads(line)
            if row["type"] in args.types and "points" not in cache.get(row["type"], {}) and row["clauses"]:
                grown = (row["held_mb"] - row["base_mb"]) * 2**20
                cache.setdefault(row["type"], {})["larger"] = {**row, "grown": grown, "estimate": row["estimate"]}
        save(path, cache)
    if args.sizes:
        for type_name in args.types:
            cache = load(path)
            if "points" not in cache.get(type_name, {}):
                try:
                    sized(type_name, cache)
                except (RuntimeError, subprocess.TimeoutExpired) as error:
                    print(f"{type_name}: {error}", file=sys.stderr, flush=True)
                    continue
                save(path, cache)
            print(type_name, json.dumps(cache[type_name]["points"]), flush=True)
    if args.measure:
        cache = load(path)
        done = {(row["type"], row["size"], row["backend"]) for row in memory_model.rows(args.out)}
        for type_name in args.measure:
            by_size: dict[int, list[str]] = {}
            for backend in backends:
                size = largest(cache[type_name], type_name, backend)["size"]
                if (type_name, size, backend) not in done:
                    by_size.setdefault(size, []).append(backend)
            for size, members in sorted(by_size.items()):
                command = [sys.executable, memory_model.__file__, "--worker", "--instances", f"{type_name}:{size}"]
                command += ["--backends", *members, "--timeout", str(args.timeout), "--out", str(args.out)]
                print(f"# {type_name} {size}x{size} on {' '.join(members)}", file=sys.stderr, flush=True)
                subprocess.run(command, check=False)
    if args.table:
        print(table(args.out, args.types, backends))


if __name__ == "__main__":
    main()
