"""Peak memory of the largest puzzle of each type that the default limit accepts, on each in-process backend.

The limit (satpuzzles/solving/limits.py) refuses a formula whose estimated peak would pass 2 GB on the
backend it runs on. For each type and backend this finds, by the estimate alone, the largest size the
limit accepts (Skyscrapers and Easy As ABC with every clue of a random Latin square; Star Battle with its
rows as regions and a star per 5 lines, the layout that grows the formula fastest), then solves it in a
fresh process with a time cap and reports that process's peak resident memory (ru_maxrss), the clauses
estimated, and the bytes per clause that implies. A size the limit accepts must stay under 2 GB.

    python benchmarks/memory.py                                   # every type on cadical195 and minisat22
    python benchmarks/memory.py --backends cadical195 glucose4 lingeling --types starbattle --timeout 20
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

TYPES = ("skyscrapers", "easyasabc", "starbattle")
LIMIT_GB = 2.0


def instance(type_name: str, size: int) -> Any:
    import instances

    from satpuzzles import loads

    if type_name == "skyscrapers":
        return instances.skyscrapers_full_clues(size, 1)
    if type_name == "easyasabc":
        return instances.easyasabc_full_clues(size, 1)
    rows = [[row] * size for row in range(size)]
    text = json.dumps({"type": "starbattle", "size": size, "stars": max(1, size // 5), "regions": rows})
    return loads(text, "json")[0].puzzle


def clauses(type_name: str, size: int, backend: str) -> int:
    from satpuzzles import Engine, type_of

    puzzle = instance(type_name, size)
    encoding = Engine(backend).solver_for(puzzle)[1]
    estimate = type_of(puzzle).compiler.estimate
    assert estimate is not None
    return estimate(puzzle, encoding).clauses


def largest_accepted(type_name: str, backend: str) -> int:
    """The largest size whose estimate the default limit accepts on `backend` (bisection on the estimate)."""
    from satpuzzles.solving.limits import clause_limit

    limit = clause_limit(backend)
    low, high = 4, 200
    while low < high:
        middle = (low + high + 1) // 2
        if clauses(type_name, middle, backend) <= limit:
            low = middle
        else:
            high = middle - 1
    return low


def measure(type_name: str, size: int, backend: str, timeout: float) -> dict[str, Any]:
    """Solve in a child process; its peak resident memory, status and time."""
    code = (
        "import sys, json, time\n"
        f"sys.path.append({str(Path(__file__).parent)!r})\n"  # appended: not to hide the stdlib's encodings
        "from memory import instance\n"
        "from satpuzzles import Engine\n"
        "type_name, size, backend, timeout = json.loads(sys.argv[1])\n"
        "puzzle = instance(type_name, size)\n"
        "started = time.perf_counter()\n"
        "with Engine(backend) as engine:\n"
        "    result = engine.solve(puzzle, timeout=timeout)\n"
        "print(json.dumps({'status': result.status.value, 'seconds': time.perf_counter() - started}))\n"
    )
    argument = json.dumps([type_name, size, backend, timeout])
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    done = subprocess.run([sys.executable, "-c", code, argument], capture_output=True, text=True, check=False)
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    if peak_kb <= before:  # ru_maxrss of children is the largest so far: a smaller child does not show
        peak_kb = -1
    reply = json.loads(done.stdout.splitlines()[-1]) if done.returncode == 0 and done.stdout else {}
    return {
        "status": reply.get("status", f"exit {done.returncode}: {done.stderr.strip()[-120:]}"),
        "seconds": reply.get("seconds"),
        "peak_mb": peak_kb / 1024 if peak_kb > 0 else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", nargs="+", default=list(TYPES))
    parser.add_argument("--backends", nargs="+", default=["cadical195", "minisat22"])
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds of solving per puzzle")
    args = parser.parse_args()
    print("| type | backend | size | clauses (estimate) | status | peak MB | bytes per clause |")
    print("|---|---|---|---|---|---|---|")
    for backend in args.backends:
        for type_name in args.types:
            size = largest_accepted(type_name, backend)
            count = clauses(type_name, size, backend)
            # Each measurement runs in a fresh process so that ru_maxrss of children is that process's own.
            here = str(Path(__file__).parent)
            code = f"import sys, json\nsys.path.append({here!r})\nfrom memory import measure\n"
            code += "print(json.dumps(measure(*json.loads(sys.argv[1]))))"
            argument = json.dumps([type_name, size, backend, args.timeout])
            command = [sys.executable, "-c", code, argument]
            done = subprocess.run(command, capture_output=True, text=True, check=False)
            row = json.loads(done.stdout.splitlines()[-1]) if done.stdout else {"status": done.stderr[-120:]}
            peak = row.get("peak_mb")
            per_clause = f"{peak * 2**20 / count:.0f}" if peak else "-"
            flag = " (over 2 GB)" if peak and peak > LIMIT_GB * 1024 else ""
            shown_peak = f"{peak:,.0f}{flag}" if peak else "-"
            cells = [type_name, backend, f"{size}x{size}", f"{count:,}", row["status"], shown_peak, per_clause]
            print("| " + " | ".join(cells) + " |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
