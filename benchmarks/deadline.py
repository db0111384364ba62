"""How closely each backend keeps a time limit: wall time from reading the puzzle to the answer, per limit.

The limit covers everything from reading the puzzle to the answer (as `satpuzzles solve --timeout` does):
compiling the shape, loading the solver, solving and the uniqueness proof. Each run is a fresh process, so
one backend's leftovers cannot slow the next, and is killed at 3x its limit + 60 s. The promise checked
here: every backend answers within 10 % + 0.5 s of the limit (`ok`). Freeing a large formula and its
solver afterwards takes time too (`closed`), and so do Python's start-up and exit (`cli`, with --cli).

Instances (Skyscrapers, none solvable within these limits on this machine):
  pigeonhole N  givens that force k+1 rows to hold 1..k in the same k columns (k = (N-1)//2): quick to
                compile, exponential for CDCL to refute, so the limit falls in the search.
  sparse N      a random N x N Latin square's clues, each kept with probability 0.3 (seed 1): at N = 40
                the compile and load take seconds, so a short limit falls in the compile.
And blank:TYPE:N, the type's N x N puzzle of the memory table (memory.py: its generator's blank, or full clues),
such as blank:akari:50: every cell lit from
its row or column is a clause of about 2N literals, where a conflict of the Glucose line took 1-10 ms.

    python benchmarks/deadline.py                                   # both instances, limits 2 and 8 s
    python benchmarks/deadline.py --instances pigeonhole:25 --limits 2 --backends cadical195 minisat22
    python benchmarks/deadline.py --instances blank:akari:50 blank:akari:100 --limits 2 --backends all

With --gaps, each run instead records the CPU time between two looks at the deadline (its clock is read there)
and prints the largest gap and where it ended: work that long goes on past the limit, longer on a busy machine.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from tables import write_csv

BACKENDS = (
    "cadical195",
    "cadical153",
    "glucose4",
    "minisat22",
    "minicard",
    "lingeling",
    "maplechrono",
    "external:cadical",
)
INSTANCES = ("pigeonhole:25", "sparse:40")
KEPT_CLUES = 0.3


def make_instance(spec: str) -> Any:
    from satpuzzles.puzzles.skyscrapers.model import Skyscrapers

    kind, size_text = spec.rsplit(":", 1)
    n = int(size_text)
    if kind.startswith("blank:"):
        import memory

        return memory.instance(kind.removeprefix("blank:"), n)
    if kind == "pigeonhole":
        k = (n - 1) // 2
        givens = [[None] * n for _ in range(n)]
        for r in range(k + 1):
            for c in range(k, n):
                givens[r][c] = k + 1 + (r + c) % (n - k)
        none = (0,) * n
        return Skyscrapers(n, none, none, none, none, givens=tuple(map(tuple, givens)))
    if kind == "sparse":
        import instances

        full = instances.skyscrapers_full_clues(n, 1)
        rng = random.Random(1)

        def thinned(clues: tuple[int, ...]) -> tuple[int, ...]:
            return tuple(clue if rng.random() < KEPT_CLUES else 0 for clue in clues)

        return Skyscrapers(n, thinned(full.top), thinned(full.bottom), thinned(full.left), thinned(full.right))
    raise SystemExit(f"unknown instance {spec!r}: pigeonhole:N, sparse:N or blank:TYPE:N")


def work(backend: str, limit: float, path: str) -> dict[str, Any]:
    """Read the puzzle and solve it under the limit in this process, the clock started before reading."""
    from satpuzzles import Engine, load
    from satpuzzles.deadline import Deadline

    started = time.monotonic()
    deadline = Deadline(started + limit)
    (record,) = load(Path(path))
    with Engine(backend) as engine:
        result = engine.solve(record.puzzle, deadline=deadline)
        answered = time.monotonic() - started
    closed = time.monotonic() - started  # the solver and the formula freed too
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"status": result.status.value, "answered": answered, "closed": closed, "peak_mb": peak_mb}


def gap_work(backend: str, limit: float, path: str) -> dict[str, Any]:
    """Solve under the limit on a clock that notes the CPU time at each look; the largest gap and its end."""
    import traceback

    from satpuzzles import Engine, load
    from satpuzzles.deadline import Deadline

    last: list[Any] = [time.process_time(), "the start"]
    largest: dict[str, Any] = {"gap": 0.0, "where": ""}

    def clock() -> float:
        now = time.process_time()
        frames = [f for f in traceback.extract_stack()[:-1] if "satpuzzles" in f.filename]
        where = " < ".join(f"{Path(f.filename).name}:{f.lineno}" for f in reversed(frames[-4:]))
        if now - last[0] > largest["gap"]:
            largest.update(gap=now - last[0], where=f"{last[1]}  ->  {where}")
        last[:] = [now, where]
        return time.monotonic()

    (record,) = load(Path(path))
    last[0] = started = time.process_time()  # from the solve: reading the file is not measured here
    with Engine(backend) as engine:
        result = engine.solve(record.puzzle, deadline=Deadline(time.monotonic() + limit, clock))
    return {"status": result.status.value, "cpu": time.process_time() - started, **largest}


def run_cli(backend: str, limit: float, path: Path) -> float | None:
    """Wall time of `satpuzzles solve --timeout`, Python's start-up and exit included."""
    command = [sys.executable, "-m", "satpuzzles", "solve", str(path), "-b", backend, "--timeout", str(limit)]
    started = time.monotonic()
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=3 * limit + 60, check=False)
    except subprocess.TimeoutExpired:
        return None
    if done.returncode not in (0, 1, 3, 4):
        raise SystemExit(f"satpuzzles solve -b {backend} failed: {done.stderr.strip()[-500:]}")
    return time.monotonic() - started


def measure(spec: str, path: Path, backend: str, limit: float, cli: bool) -> dict[str, Any]:
    row: dict[str, Any] = {"instance": spec, "backend": backend, "limit": limit}
    command = [sys.executable, __file__, "--work", backend, str(limit), str(path)]
    try:
        done = subprocess.run(command, capture_output=True, text=True, timeout=3 * limit + 60, check=False)
    except subprocess.TimeoutExpired:
        row |= {"status": "killed", "answered": None, "closed": None, "peak_mb": None}
    else:
        if done.returncode != 0:
            raise SystemExit(f"{backend} on {spec} failed: {done.stderr.strip()[-500:]}")
        row |= json.loads(done.stdout)
    row["cli"] = run_cli(backend, limit, path) if cli else None
    return row


def print_gaps(specs: list[str], backends: list[str], limits: list[float]) -> None:
    from satpuzzles import puzzle_to_json

    print(f"{'instance':<24} {'backend':<12} {'limit':>5} {'status':<8} {'CPU s':>6} {'gap s':>6}  from -> to")
    with tempfile.TemporaryDirectory() as folder:
        for spec in specs:
            path = Path(folder) / "puzzle.json"
            try:
                puzzle = make_instance(spec)
            except Exception as error:  # noqa: BLE001 - a size the type has no puzzle of: the next instance
                print(f"{spec:<24} no such puzzle: {error}", flush=True)
                continue
            path.write_text(json.dumps(puzzle_to_json(puzzle)))
            for backend in backends:
                for limit in limits:
                    command = [sys.executable, __file__, "--gap-work", backend, str(limit), str(path)]
                    try:
                        done = subprocess.run(command, capture_output=True, text=True, timeout=3 * limit + 60)
                    except subprocess.TimeoutExpired:
                        print(f"{spec:<24} {backend:<12} {limit:>5g} killed", flush=True)
                        continue
                    if done.returncode != 0:
                        print(f"{spec:<24} {backend:<12} {limit:>5g} failed: {done.stderr.strip()[-200:]}", flush=True)
                        continue
                    row = json.loads(done.stdout)
                    print(
                        f"{spec:<24} {backend:<12} {limit:>5g} {row['status']:<8} {row['cpu']:>6.2f} {row['gap']:>6.2f}"
                        f"  {row['where']}",
                        flush=True,
                    )


def seconds(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(
        "--instances", nargs="+", default=list(INSTANCES), help="pigeonhole:N, sparse:N or blank:TYPE:N"
    )
    parser.add_argument("--backends", nargs="+", default=list(BACKENDS), help="or all: every usable in-process one")
    parser.add_argument("--limits", nargs="+", type=float, default=[2.0, 8.0], help="seconds")
    parser.add_argument("--cli", action="store_true", help="also time the command line end to end")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    parser.add_argument("--gaps", action="store_true", help="the largest CPU gap between looks at the deadline")
    parser.add_argument("--work", nargs=3, metavar=("BACKEND", "LIMIT", "FILE"), help=argparse.SUPPRESS)
    parser.add_argument("--gap-work", nargs=3, metavar=("BACKEND", "LIMIT", "FILE"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.backends == ["all"]:
        from satpuzzles import list_backends

        usable = [info.name for info in list_backends() if info.usable]
        args.backends = [name for name in usable if name != "auto" and not name.startswith("external:")]
    if args.work or args.gap_work:
        backend, limit, path = args.work or args.gap_work
        print(json.dumps((work if args.work else gap_work)(backend, float(limit), path)))
        return
    if args.gaps:
        print_gaps(args.instances, args.backends, args.limits)
        return
    from satpuzzles import puzzle_to_json

    print(
        "answered = wall time from reading the puzzle to the answer (the limit's promise: ok = within 10 % + 0.5 s);"
        "\nclosed = until the engine has freed the solver and the formula; cli = `satpuzzles solve --timeout`"
        " end to end, Python's start-up and exit included (with --cli)"
    )
    header = f"{'instance':<14} {'backend':<17} {'limit':>5} {'status':<8} {'answered':>8} {'overrun':>7} {'ok':<3}"
    print(f"{header} {'closed':>6} {'cli':>6} {'peak MB':>7}")
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        for spec in args.instances:
            path = Path(folder) / "puzzle.json"
            path.write_text(json.dumps(puzzle_to_json(make_instance(spec))))
            for backend in args.backends:
                for limit in args.limits:
                    row = measure(spec, path, backend, limit, args.cli)
                    answered = row["answered"]
                    row["overrun"] = None if answered is None else max(answered - limit, 0.0)
                    row["ok"] = answered is not None and answered <= 1.1 * limit + 0.5
                    peak = "-" if row["peak_mb"] is None else f"{row['peak_mb']:.0f}"
                    print(
                        f"{spec:<14} {backend:<17} {limit:>5g} {row['status']:<8} {seconds(answered):>8} "
                        f"{seconds(row['overrun']):>7} {'yes' if row['ok'] else 'NO':<3} {seconds(row['closed']):>6} "
                        f"{seconds(row['cli']):>6} {peak:>7}",
                        flush=True,
                    )
                    rows.append(row)
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
