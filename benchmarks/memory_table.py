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
import functools
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
ROUNDS = 1  # measured sizes a type per run: the predicted edge (a rerun measures the edge its counts give)
FORKING = ("cadical", "lingeling")  # a solver call under a deadline may run in a forked child (solving/session.py)
UNSAMPLED = " (1)"  # a row of such a backend measured before its process tree was sampled: the largest process only
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
            "reserved": 0,
            "estimate": True,
        }
    from satpuzzles.cnf.budget import MemoryBudget, clause_budget

    before = memory.rss_mb()
    watching = MemoryBudget(2**62, lambda *counts: 0)  # no limit: it only sums what the book reserves
    with clause_budget(None, watching):
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
        "reserved": watching.reserved,
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
        if "reserved_per_cell" not in record:  # what a lazily solved book reserves, by a small compile
            small = memory.near_valid(type_name, 12) or memory.next_valid(type_name, 12, memory.LARGEST) or 12
            record["reserved_per_cell"] = fresh_counts(type_name, small).get("reserved", 0) / small**2
        return record
    top = memory.LARGEST  # the kernel's largest size; a type's own is checked near the answer only
    known = record.pop("larger", None)  # a compile near LARGER from an earlier survey (--seed FILE)
    size = known["size"] if known else memory.near_valid(type_name, 24) or memory.next_valid(type_name, 24, top) or 24
    point = known or fresh_counts(type_name, size)
    if point["estimate"]:  # arithmetic: no need of a power law
        record.update(top=top, estimate=True, points=[point], reserved_per_cell=0)
        return record
    while point["clauses"] * 1.5 < LARGER and point["grown"] < GROWN_ENOUGH and size < top:
        ratio = LARGER / max(point["clauses"], 1)  # squares grow as size^2 at least: aim at most there
        following = memory.near_valid(type_name, min(top, int(size * min(4.0, max(1.3, ratio**0.5)))))
        if following is None or following <= size:
            break
        size, point = following, fresh_counts(type_name, following)
    half = memory.near_valid(type_name, size // 2) or memory.next_valid(type_name, size // 2, top)
    smaller = fresh_counts(type_name, half) if half is not None and half < size else point
    record.update(top=top, estimate=False, points=[smaller, point], reserved_per_cell=point["reserved"] / size**2)
    return record


def cyclic_square(n: int, rng: object) -> list[list[int]]:
    """The cyclic Latin square: a stand-in for instances.latin_square (n**4 steps) where only the shape counts."""
    return [[(r + c) % n for c in range(n)] for r in range(n)]


@functools.cache
def estimated(type_name: str, size: int) -> dict[str, int] | None:
    """The estimate's counts at `size` (None where the type has no puzzle of that size). An estimate counts the
    shape's formula, whatever the clues' values, so the puzzle is made from a cyclic Latin square (the random
    one of the measured puzzle takes minutes at 100x100); `check_cyclic_stand_in` compares the two."""
    import instances

    from satpuzzles.errors import SatPuzzlesError

    real = instances.latin_square
    instances.latin_square = cyclic_square  # type: ignore[assignment]
    try:
        point = counts(type_name, size)
    except (SatPuzzlesError, ValueError):
        return None
    finally:
        instances.latin_square = real
    return {key: point[key] for key in ("clauses", "literals", "variables", "grown")}


def check_cyclic_stand_in(type_name: str, sizes: tuple[int, ...] = (7, 12, 16)) -> None:
    """The estimate made from the cyclic stand-in equals the measured (random) puzzle's."""
    for size in sizes:
        real = counts(type_name, size)
        if estimated(type_name, size) != {key: real[key] for key in ("clauses", "literals", "variables", "grown")}:
            raise SystemExit(f"{type_name} {size}x{size}: the cyclic stand-in's estimate differs from the puzzle's")


def at(record: dict[str, Any], type_name: str, size: int) -> dict[str, int]:
    """The counts at `size`: by the estimate, or by the power law through the two compiled points."""
    if record["estimate"]:
        point = estimated(type_name, size)
        if point is None:
            raise ValueError(f"{type_name} has no puzzle of {size}x{size}")
        return {**point, "reserved": 0}
    first, last = record["points"][0], record["points"][-1]
    grown: dict[str, int] = {}
    for key in ("clauses", "literals", "variables", "grown"):
        a, b = max(first[key], 1), max(last[key], 1)
        power = math.log(b / a) / math.log(last["size"] / first["size"]) if first["size"] != last["size"] else 2.0
        grown[key] = int(b * (size / last["size"]) ** max(power, 1.0))
    grown["reserved"] = int(record["reserved_per_cell"] * size * size)
    return grown


def model_peak(backend: str, c: dict[str, int]) -> int:
    """The peak the clause budget projects from these counts once built (satpuzzles/cnf/budget.py): the model's,
    plus what a lazily solved book reserves for its graphs, or with the compile's growth as the Python side."""
    from satpuzzles.solving.limits import peak_bytes

    clauses, literals, variables = c["clauses"], c["literals"], c["variables"]
    return max(
        peak_bytes(backend, clauses, literals, variables) + c.get("reserved", 0),
        peak_bytes(backend, clauses, literals, variables, c["grown"]),
    )


def largest(record: dict[str, Any], type_name: str, backend: str) -> dict[str, Any]:
    """The largest size whose model peak fits MEMORY_LIMIT_BYTES and clauses DEFAULT_MAX_CLAUSES on `backend`."""
    from satpuzzles.solving.limits import DEFAULT_MAX_CLAUSES, MEMORY_LIMIT_BYTES

    def fits(size: int) -> bool:
        c = at(record, type_name, size)
        return c["clauses"] <= DEFAULT_MAX_CLAUSES and model_peak(backend, c) <= MEMORY_LIMIT_BYTES

    low, high = 4, min(ESTIMATED_UP_TO, record["top"]) if record["estimate"] else record["top"]
    while low < high:  # on the counts alone (making a puzzle of every size tried is slow for some types)
        middle = (low + high + 1) // 2
        low, high = (middle, high) if fits(middle) else (low, middle - 1)
    if not record["estimate"] and memory.near_valid(type_name, low) is None:  # past the type's own largest size
        low, high = 4, low  # (Str8t and KenKen stop at 16): the largest it has below, made puzzles only
        while low < high:
            middle = (low + high + 1) // 2
            low, high = (middle, high) if memory.near_valid(type_name, middle) is not None else (low, middle - 1)
    size = low if record["estimate"] else memory.near_valid(type_name, low) or low
    c = at(record, type_name, size)
    following = size + 1 if record["estimate"] else memory.next_valid(type_name, size, record["top"])
    return {
        "size": size,
        **c,
        "predicted_mb": round(model_peak(backend, c) / 2**20),
        "bound": "top size"
        if following is None
        else "clauses"
        if at(record, type_name, following)["clauses"] > DEFAULT_MAX_CLAUSES
        else "memory",
    }


def corrected(record: dict[str, Any], measured: list[dict[str, Any]]) -> None:
    """The power law's larger point moved to the largest size measured (its exact counts), where that is past it:
    the law then passes through the edge it predicts (a compile at 400,000 clauses misses the edge by up to 10%)."""
    first = record["points"][0]
    current = [r for r in measured if r["clauses"] >= first["clauses"] * r["size"] / first["size"]]
    if record["estimate"] or not current:  # (a row of an earlier formula, Cave's with no clauses, is not the law's)
        return
    row = max(current, key=lambda r: r["size"])
    if row["size"] <= record["points"][-1]["size"]:
        return
    grown = (row["held_mb"] - row["base_mb"]) * 2**20
    point = {key: row[key] for key in ("size", "clauses", "literals", "variables")}
    record["points"][-1] = {**point, "grown": grown, "reserved": 0, "estimate": False, "measured": True}


def stale(cache: dict[str, Any], type_name: str) -> str | None:
    """Whether the type's formula changed since its counts were cached: its smaller sizing point compiled again
    (a few seconds); the change, or None. A changed type's cached law, predicted sizes and earlier rows are of the
    old formula (each row keeps its own exact counts, so its model error stays right for what it measured)."""
    record = cache.get(type_name, {})
    if "points" not in record or record["estimate"]:
        return None
    point = record["points"][0]
    now = fresh_counts(type_name, point["size"])
    if (now["clauses"], now["literals"]) == (point["clauses"], point["literals"]):
        return None
    return f"{point['size']}x{point['size']}: {point['clauses']:,} -> {now['clauses']:,} clauses"


def load(path: Path) -> dict[str, Any]:
    return dict(json.loads(path.read_text())) if path.exists() else {}


def save(path: Path, data: dict[str, Any]) -> None:
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(data, indent=1, sort_keys=True))
    os.replace(temporary, path)


def cli_base_mb() -> int:
    from satpuzzles.solving.limits import BASE_BYTES

    return round(BASE_BYTES / 2**20)


def measured_peak_mb(row: dict[str, Any]) -> int:
    """A forked row's peak as a whole run's: the child's (or, where sampled, its tree's: a solver call's forked
    child adds the pages it writes) or the compile's, plus the CLI's own start."""
    peak = max(row["peak_mb"], row.get("tree_mb", 0), row["compile_peak_mb"])
    return int(peak - row["base_mb"] + cli_base_mb())


def exact(record: dict[str, Any], row: dict[str, Any]) -> dict[str, int]:
    """A measured row's own counts, as the clause budget sees them once the formula is built."""
    return {
        "clauses": row["clauses"],
        "literals": row["literals"],
        "variables": row["variables"],
        "grown": (row["compile_peak_mb"] - row["base_mb"]) * 2**20,
        "reserved": int(record.get("reserved_per_cell", 0) * row["size"] ** 2),
    }


def cells(out: Path, types: list[str], backends: list[str]) -> list[dict[str, Any]]:
    """One per type and backend: the measured row at the type's largest accepted size where there is one (its
    exact counts; for a type with an estimate, the estimate's, which is what the limit decides by), else the
    prediction alone."""
    from satpuzzles.solving.limits import DEFAULT_MAX_CLAUSES, MEMORY_LIMIT_BYTES

    limit = MEMORY_LIMIT_BYTES
    cache = load(out / "counts.json")
    latest = {(row["type"], row["backend"], row["size"]): row for row in memory_model.rows(out)}  # a rerun's wins
    measured_rows: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for (type_name, backend, _), row in latest.items():
        measured_rows.setdefault((type_name, backend), []).append(row)
    found = []
    for type_name in types:
        if type_name not in cache or "points" not in cache[type_name]:
            continue
        record = cache[type_name]
        if record["estimate"]:
            check_cyclic_stand_in(type_name)
        for backend in backends:
            edge = largest(record, type_name, backend)
            mine = measured_rows.get((type_name, backend), [])
            row = next((r for r in mine if r["size"] == edge["size"]), None)
            if row is None and mine:  # measured at another size near the edge (the prediction has moved since)
                row = min(mine, key=lambda r: abs(r["size"] - edge["size"]))
                row = row if abs(row["size"] - edge["size"]) <= max(2, edge["size"] // 20) else None
            bound = False
            if row is None:  # measured past the edge (`--one-size`): a larger blank puzzle's peak bounds the cell's
                larger = [r for r in mine if r["size"] > edge["size"] and bounds(record, type_name, r, edge, limit)]
                row = min(larger, key=lambda r: r["size"], default=None)
                bound = row is not None
            cell: dict[str, Any] = {"type": type_name, "backend": backend, "estimate": record["estimate"]}
            if row is None:
                counts_at, measured = edge, None
                cell.update(size=edge["size"], how=f"predicted ({edge['bound']})")
            else:
                counts_at = at(record, type_name, row["size"]) if record["estimate"] else exact(record, row)
                measured = measured_peak_mb(row)
                killed = str(row["status"]).startswith(("error", "killed"))
                unsampled = "tree_mb" not in row and backend.startswith(FORKING)
                cell.update(size=row["size"], how="measured", killed=killed, status=row["status"], unsampled=unsampled)
                cell.update(bound=bound, edge=edge["size"])
            peak = model_peak(backend, counts_at) / 2**20
            cell.update(
                clauses=counts_at["clauses"],
                literals=counts_at["literals"],
                model_mb=round(peak),
                fits=counts_at["clauses"] <= DEFAULT_MAX_CLAUSES and peak * 2**20 <= MEMORY_LIMIT_BYTES,
                measured_mb=measured,
            )
            found.append(cell)
    save(out / "counts.json", cache)  # with each type's largest valid size, found on the way
    return found


def bounds(record: dict[str, Any], type_name: str, row: dict[str, Any], edge: dict[str, Any], limit: int) -> bool:
    """Whether a row measured past a cell's edge bounds the cell from above: it ran to its end under the limit, and
    it is of the type's current formula (its clauses within 10% of what the law gives at its size: a row of an
    earlier formula, say Cave's before its local rules, bounds nothing) with at least the edge's clauses."""
    if str(row["status"]).startswith(("error", "killed")) or measured_peak_mb(row) * 2**20 > limit:
        return False
    now = at(record, type_name, row["size"])["clauses"]
    return row["clauses"] >= edge["clauses"] and abs(row["clauses"] - now) <= 0.1 * max(now, 1)


def table(found: list[dict[str, Any]]) -> str:
    """The measured cells, a line each."""
    lines = [
        "| type | backend | size | clauses | literals | model MB | the model | measured MB | model error |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for cell in found:
        if cell["how"] != "measured":
            continue
        measured, error = f"{cell['measured_mb']:,}", f"{cell['model_mb'] / cell['measured_mb'] - 1:+.0%}"
        if cell["killed"]:
            measured, error = f">= {measured} ({cell['status'][:24]})", "-"
        measured += UNSAMPLED * cell["unsampled"]
        if cell["bound"]:
            size, edge = cell["size"], cell["edge"]
            measured, error = f"<= {measured} (at {size}x{size}; edge {edge}x{edge})", "-"
        values = [
            cell["type"],
            cell["backend"],
            f"{cell['size']}x{cell['size']}",
            f"{cell['clauses']:,}",
            f"{cell['literals']:,}" + ("*" if cell["estimate"] else ""),
            f"{cell['model_mb']:,}",
            "accepts" if cell["fits"] else "**refuses**",
            measured,
            error,
        ]
        lines.append("| " + " | ".join(values) + " |")
    return "\n".join(lines)


def matrix(found: list[dict[str, Any]], backends: list[str]) -> str:
    """Every cell, a type a line: the size and the model's peak, and the measured peak in bold where there is one."""
    lines = ["| type | " + " | ".join(backends) + " |", "|---" * (len(backends) + 1) + "|"]
    by_type: dict[str, dict[str, dict[str, Any]]] = {}
    for cell in found:
        by_type.setdefault(cell["type"], {})[cell["backend"]] = cell
    for type_name, mine in by_type.items():
        values = [type_name]
        for backend in backends:
            cell = mine[backend]
            text = f"{cell['size']} {cell['model_mb']:,}"
            if cell["how"] == "measured":
                sign = ">=" if cell["killed"] else "<=" if cell["bound"] else ""
                text += f" **{sign}{cell['measured_mb']:,}**" + UNSAMPLED * cell["unsampled"]
            values.append(text)
        lines.append("| " + " | ".join(values) + " |")
    return "\n".join(lines)


def main() -> None:
    from satpuzzles.puzzles import all_types
    from satpuzzles.solving.limits import MEMORY_LIMIT_BYTES

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", nargs="+", default=[kind.name for kind in all_types()])
    parser.add_argument("--backends", nargs="+", default=None, help="default: every in-process backend")
    parser.add_argument("--out", type=Path, default=Path("memory-results"))
    parser.add_argument("--sizes", action="store_true", help="count (and cache) every type's formula growth")
    parser.add_argument("--measure", nargs="+", metavar="TYPE", help="measure these types at their largest size")
    parser.add_argument("--seed", type=Path, help="JSON lines of counts (type, size, clauses, literals, ...)")
    parser.add_argument("--timeout", type=float, default=2.0, help="seconds of search per measured row")
    parser.add_argument("--stale", action="store_true", help="the types whose formula changed since --sizes")
    parser.add_argument("--table", action="store_true", help="the measured cells, a line each")
    parser.add_argument("--matrix", action="store_true", help="every cell: size, model MB, measured MB in bold")
    parser.add_argument(
        "--one-size", action="store_true", help="the backends at the largest of their edges (one compile)"
    )
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
            if "reserved_per_cell" not in cache.get(type_name, {}):
                try:
                    sized(type_name, cache)
                except (RuntimeError, subprocess.TimeoutExpired) as error:
                    print(f"{type_name}: {error}", file=sys.stderr, flush=True)
                    continue
                save(path, cache)
            print(type_name, json.dumps(cache[type_name]["points"]), flush=True)
    if args.stale:
        cache = load(path)
        for type_name in args.types:
            change = stale(cache, type_name)
            print(f"{type_name}: {change or 'unchanged'}", flush=True)
    if args.measure:
        for type_name in args.measure:
            for _ in range(ROUNDS):  # a measured edge corrects the power law; the size it then gives is measured too
                cache = load(path)
                measured = memory_model.rows(args.out)
                corrected(cache[type_name], [row for row in measured if row["type"] == type_name])
                done = {(row["type"], row["size"], row["backend"]) for row in measured}
                by_size: dict[int, list[str]] = {}
                for backend in backends:
                    edge = largest(cache[type_name], type_name, backend)
                    size = edge["size"]
                    mine = [r for r in measured if r["type"] == type_name and r["backend"] == backend]
                    record = cache[type_name]
                    past = args.one_size and any(
                        r["size"] > size and bounds(record, type_name, r, edge, MEMORY_LIMIT_BYTES) for r in mine
                    )
                    if (type_name, size, backend) not in done and not past:
                        by_size.setdefault(size, []).append(backend)
                if args.one_size and by_size:  # a larger puzzle's peak bounds each smaller edge's from above
                    by_size = {max(by_size): [b for members in by_size.values() for b in members]}
                if not by_size:
                    break
                for size, members in sorted(by_size.items()):
                    command = [sys.executable, memory_model.__file__, "--worker", "--instances", f"{type_name}:{size}"]
                    command += ["--backends", *members, "--timeout", str(args.timeout), "--out", str(args.out)]
                    print(f"# {type_name} {size}x{size} on {' '.join(members)}", file=sys.stderr, flush=True)
                    subprocess.run(command, check=False)
                cache = load(path)
                corrected(cache[type_name], [r for r in memory_model.rows(args.out) if r["type"] == type_name])
                save(path, cache)
    if args.table or args.matrix:
        found = cells(args.out, args.types, backends)
        print("\n\n".join([table(found)] * args.table + [matrix(found, backends)] * args.matrix))


if __name__ == "__main__":
    main()
