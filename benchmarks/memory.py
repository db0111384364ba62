"""Peak memory of the largest puzzle of each type that the default limit accepts, on each in-process backend.

The limit (satpuzzles/solving/limits.py) refuses a formula whose estimated peak would pass 2 GB on the
backend it runs on: by the type's estimate before anything is built, or, for a type without one (the
rule-book types), by a clause budget checked while it is built. For each type and backend this finds the
largest size the limit accepts (bisection: on the estimate, or on a compile under the budget), then solves
that puzzle in a fresh child process with a time cap and reports the child's peak resident memory
(ru_maxrss), the clauses, and the bytes per clause that implies. A size the limit accepts must stay under
2 GB. Puzzles: Skyscrapers and Easy As ABC with every clue of a random Latin square, Star Battle with its
rows as regions and a star per 5 lines (the layout that grows the formula fastest), every other type its
generator's blank puzzle of that size (no clue: the formula is the shape's, the solver finds a solution
and a second one). Run it niced: the children take up to 2 GB each, one at a time.

    nice python benchmarks/memory.py                          # every type on cadical195, glucose4, lingeling
    nice python benchmarks/memory.py --backends cadical195 minisat22 --types starbattle sudoku --timeout 20
"""

from __future__ import annotations

import argparse
import json
import math
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

LIMIT_GB = 2.0
LARGEST = 1000  # the kernel's MAX_SIZE


def instance(type_name: str, size: int) -> Any:
    """The puzzle measured at `size`; PuzzleError where the type has no puzzle of that size."""
    import instances

    from satpuzzles import loads
    from satpuzzles.puzzles import get_type
    from satpuzzles.typekit.generating import Options

    if type_name == "skyscrapers":
        return instances.skyscrapers_full_clues(size, 1)
    if type_name == "easyasabc":
        return instances.easyasabc_full_clues(size, 1)
    if type_name == "starbattle":
        rows = [[row] * size for row in range(size)]
        text = json.dumps({"type": "starbattle", "size": size, "stars": max(1, size // 5), "regions": rows})
        return loads(text, "json")[0].puzzle
    kind = get_type(type_name)
    assert kind.generator is not None and kind.generator.blank is not None, f"{type_name} has no blank puzzle"
    return kind.generator.blank(Options(type_name, size))


def fits(type_name: str, size: int, backend: str) -> tuple[bool, int]:
    """Whether the default limit on `backend` accepts the puzzle of `size`, and its clauses (so far, if refused)."""
    from satpuzzles import type_of
    from satpuzzles.cnf.budget import OverBudget, clause_budget
    from satpuzzles.solving import Engine
    from satpuzzles.solving.limits import clause_limit

    puzzle = instance(type_name, size)
    encoding = Engine(backend).solver_for(puzzle)[1]
    kind = type_of(puzzle)
    limit = clause_limit(backend)
    if kind.compiler.estimate is not None:
        count = kind.compiler.estimate(puzzle, encoding).clauses
        return count <= limit, count
    try:
        with clause_budget(limit):
            formula = kind.compiler.compile(puzzle, encoding).formula
    except OverBudget as over:
        return False, over.clauses
    return True, formula.clause_count + len(formula.atmosts)


def valid(type_name: str, size: int) -> bool:
    from satpuzzles.errors import PuzzleError

    try:
        instance(type_name, size)
    except PuzzleError:
        return False
    return True


def near_valid(type_name: str, size: int) -> int | None:
    """The largest size the type has at `size` or just below (some types take only even sizes or squares)."""
    for below in range(size, max(size - 12, 0), -1):
        if valid(type_name, below):
            return below
    return None


def largest_valid(type_name: str) -> int:
    """The largest size the type takes at all (bisection on making its puzzle; cheap, nothing is compiled)."""
    low, high = 4, LARGEST
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if near_valid(type_name, middle) is not None else (low, middle - 1)
    return near_valid(type_name, low) or low


def largest_accepted(type_name: str, backend: str) -> tuple[int, int]:
    """The largest size the type takes and the limit accepts on `backend`, and its clauses.

    Bisection between a small size and the largest the type takes, started from a power law through the
    clauses of two small sizes, so that few compiles come near the limit.
    """
    from satpuzzles.solving.limits import clause_limit

    top = largest_valid(type_name)
    small = [size for size in (near_valid(type_name, 12), near_valid(type_name, 24)) if size]
    (a, ca), (b, cb) = [(size, fits(type_name, size, backend)[1]) for size in small]
    power = max(math.log(cb / ca) / math.log(b / a), 1.0)
    guess = int(b * (clause_limit(backend) / cb) ** (1 / power))
    if guess * 1.25 >= top:  # the limit may take the largest size: compile it only then (a large compile is slow)
        accepted, count = fits(type_name, top, backend)
        if accepted:
            return top, count
    high = min(top - 1, int(guess * 1.25) + 1)
    low = min(max(4, int(guess / 1.25)), high)
    while low > 4 and not fits(type_name, near_valid(type_name, low) or 4, backend)[0]:
        low = max(4, low // 2)
    while low < high:
        middle = (low + high + 1) // 2
        size = near_valid(type_name, middle)
        low, high = (middle, high) if size is not None and fits(type_name, size, backend)[0] else (low, middle - 1)
    size = near_valid(type_name, low) or low
    return size, fits(type_name, size, backend)[1]


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
    done = subprocess.run([sys.executable, "-c", code, argument], capture_output=True, text=True, check=False)
    peak_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss  # this process has had no other child
    reply = json.loads(done.stdout.splitlines()[-1]) if done.returncode == 0 and done.stdout else {}
    return {
        "status": reply.get("status", f"exit {done.returncode}: {done.stderr.strip()[-120:]}"),
        "seconds": reply.get("seconds"),
        "peak_mb": peak_kb / 1024,
    }


def in_fresh_process(function: str, *arguments: Any) -> Any:
    """Call a function of this module in a fresh process (ru_maxrss of its one child is then that child's)."""
    here = str(Path(__file__).parent)
    code = f"import sys, json\nsys.path.append({here!r})\nimport memory\n"
    code += f"print(json.dumps(memory.{function}(*json.loads(sys.argv[1]))))"
    done = subprocess.run([sys.executable, "-c", code, json.dumps(arguments)], capture_output=True, text=True)
    if done.returncode != 0 or not done.stdout:
        return {"status": done.stderr.strip()[-120:]}
    return json.loads(done.stdout.splitlines()[-1])


def main() -> None:
    from satpuzzles.puzzles import all_types

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", nargs="+", default=[kind.name for kind in all_types()])
    parser.add_argument("--backends", nargs="+", default=["cadical195", "glucose4", "lingeling"])
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds of solving per puzzle")
    args = parser.parse_args()
    print("| type | backend | size | clauses | status | peak MB | bytes per clause |")
    print("|---|---|---|---|---|---|---|")
    from satpuzzles.solving.limits import clause_limit

    for type_name in args.types:
        sizes: dict[int, tuple[int, int]] = {}  # by clause limit: backends of one limit share the size
        for backend in args.backends:
            limit = clause_limit(backend)
            if limit not in sizes:
                sizes[limit] = in_fresh_process("largest_accepted", type_name, backend)  # compiles stay out of here
            if "status" in sizes[limit]:  # the bisection failed in its process: say why, go on
                print(f"| {type_name} | {backend} | - | - | {sizes[limit]['status']} | - | - |")
                continue
            size, count = sizes[limit]
            row = in_fresh_process("measure", type_name, size, backend, args.timeout)
            peak = row.get("peak_mb")
            per_clause = f"{peak * 2**20 / count:.0f}" if peak else "-"
            flag = " (over 2 GB)" if peak and peak > LIMIT_GB * 1024 else ""
            shown_peak = f"{peak:,.0f}{flag}" if peak else "-"
            cells = [type_name, backend, f"{size}x{size}", f"{count:,}", row["status"], shown_peak, per_clause]
            print("| " + " | ".join(cells) + " |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
