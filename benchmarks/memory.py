"""Peak memory of the largest puzzle of each type that the default limit accepts, on each in-process backend.

The limit (satpuzzles/solving/limits.py) refuses a formula whose estimated peak would pass 2 GB on the
backend it runs on: by the type's estimate before anything is built, or, for a type without one (the
rule-book types), by a clause budget checked while it is built. Backends whose clauses cost the same share
one clause limit (today: the CaDiCaL family, and every other in-process backend).

For each type and clause limit a worker process finds the largest size the limit accepts, compiles that
puzzle once along the engine's own path (Engine: estimate, alone template or the shape's, the clause
budget, the clauses streamed out in the engine's chunks, kept here compressed), then forks one child per
backend: the child loads the chunks into a fresh solver session as the engine streams them and solves
(a solution and a second one) under --timeout. The child's peak resident memory (ru_maxrss from wait4)
starts from everything the worker held at the fork, so it counts the compiled template as a plain run
does; it also counts the compressed clauses (tens of MB) that a plain run never holds. benchmarks/README.md
compares it with a plain `satpuzzles solve` at the same size.

The size: for a type with an estimate, bisection on the estimate (arithmetic); otherwise a power law
through the clause counts of compiles at small sizes predicts the size and an engine compile under the
default limit tries it (that limit watches the process's memory too: satpuzzles/cnf/budget.py); after a
refusal, bisection. The edge is "verified" (the next size was refused), "predicted" (the power law puts
the next size over), "top" (the type's largest size) or "unsure" (MAX_BIG_COMPILES ran out). Every count
and refusal is cached in DIR/sizes/TYPE.json (--size-only fills it ahead of a measuring run), every row
appended to DIR/rows.jsonl as it is measured: a rerun skips both, so a killed run loses at most its row.
Each row also has the worker's peak while it compiled (compile_peak_mb: a plain run's peak is at least
that, the solver's copy of a streamed formula aside).

Puzzles: Skyscrapers and Easy As ABC with every clue of a random Latin square, Star Battle with its rows
as regions and a star per 5 lines (the layout that grows the formula fastest), Numberlink with a number
at both ends of each row, every other type its empty puzzle of that size (the generator's blank, no clue:
the formula is the shape's, the solver finds a solution and a second one). LITS: 2x4 regions.

    nice -n 10 python benchmarks/memory.py --out benchmarks/results/memory     # every type and backend
    nice -n 10 python benchmarks/memory.py --types starbattle sudoku --backends cadical195 minisat22
    python benchmarks/memory.py --out benchmarks/results/memory --table        # the markdown table
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import json
import marshal
import math
import os
import resource
import select
import signal
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

LIMIT_MB = 2048
LARGEST = 1000  # the kernel's MAX_SIZE
MAX_BIG_COMPILES = 4  # compiles near the limit per (type, clause limit)
SAMPLE_SECONDS = 0.5  # how often a run's process tree is sampled
CHUNK = 50_000  # clauses per recorded chunk: Formula.FLUSH_AT, what the engine streams at a time


def instance(type_name: str, size: int) -> Any:
    """The puzzle measured at `size`; PuzzleError where the type has no puzzle of that size."""
    import instances

    from satpuzzles import loads
    from satpuzzles.puzzles import get_type
    from satpuzzles.typekit.generating import Options

    n = size
    if type_name == "skyscrapers":
        return instances.skyscrapers_full_clues(n, 1)
    if type_name == "easyasabc":
        return instances.easyasabc_full_clues(n, 1)
    if type_name == "starbattle":
        rows = [[row] * n for row in range(n)]
        text = json.dumps({"type": "starbattle", "size": n, "stars": max(1, n // 5), "regions": rows})
        return loads(text, "json")[0].puzzle
    kind = get_type(type_name)
    if kind.generator is not None and kind.generator.blank is not None:
        return kind.generator.blank(Options(type_name, n))
    from satpuzzles.typekit import PuzzleError

    model = __import__(f"satpuzzles.puzzles.{type_name}.model", fromlist=["*"])
    empty: tuple[tuple[Any, ...], ...] = ((None,) * n,) * n
    if type_name == "fillomino":
        return model.Fillomino(n, n, empty)
    if type_name == "yajilin":
        return model.Yajilin(n, n, empty)
    if type_name == "simpleloop":
        return model.SimpleLoop(n, n, ((False,) * n,) * n)
    if type_name == "numberlink":
        return model.Numberlink(n, n, tuple((r + 1, *(None,) * (n - 2), r + 1) for r in range(n)))
    if type_name == "lits":
        if n % 4:
            raise PuzzleError("2x4 regions need a size divisible by 4")
        return model.Lits(n, n, tuple(tuple((r // 2) * (n // 4) + c // 4 for c in range(n)) for r in range(n)))
    raise PuzzleError(f"no measured puzzle for {type_name}")


@functools.cache  # making a blank of 700x700 takes a second; the table asks each size for every backend
def valid(type_name: str, size: int) -> bool:
    from satpuzzles.errors import SatPuzzlesError

    try:
        instance(type_name, size)
    except (SatPuzzlesError, ValueError):
        return False
    return True


def near_valid(type_name: str, size: int) -> int | None:
    """The largest size the type has at `size` or just below (some types take only even sizes or squares)."""
    for below in range(size, max(size - 12, 3), -1):
        if valid(type_name, below):
            return below
    return None


def next_valid(type_name: str, size: int, top: int) -> int | None:
    return next((above for above in range(size + 1, min(size + 13, top + 1)) if valid(type_name, above)), None)


def largest_valid(type_name: str) -> int:
    """The largest size the type takes at all (bisection on making its puzzle; nothing is compiled)."""
    low, high = 4, LARGEST
    while low < high:
        middle = (low + high + 1) // 2
        low, high = (middle, high) if near_valid(type_name, middle) is not None else (low, middle - 1)
    return near_valid(type_name, low) or low


# --- the cache of clause counts: sizes.json holds, per type, {size: clauses} and {size: refused at limit} ---


class Sizes:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.data: dict[str, Any] = json.loads(path.read_text()) if path.exists() else {}

    def of(self, type_name: str) -> dict[str, Any]:
        return self.data.setdefault(type_name, {"counts": {}, "refused": {}, "chosen": {}})

    def save(self) -> None:
        temporary = self.path.with_suffix(".tmp")
        temporary.write_text(json.dumps(self.data, indent=1, sort_keys=True))
        os.replace(temporary, self.path)


def plain_count(type_name: str, size: int, encoding: str) -> int:
    """The clauses of the puzzle's formula, compiled without a solver (small sizes only: held whole)."""
    from satpuzzles import type_of

    puzzle = instance(type_name, size)
    kind = type_of(puzzle)
    if kind.compiler.estimate is not None:
        return kind.compiler.estimate(puzzle, encoding).clauses
    formula = kind.compiler.compile(puzzle, encoding).formula
    return formula.clause_count + len(formula.atmosts)


def predicted_size(counts: dict[int, int], limit: int) -> tuple[int, float]:
    """The size whose clauses the power law through the two known counts nearest the limit puts at `limit`."""
    known = sorted(counts.items())
    below = [(n, c) for n, c in known if c <= limit]
    above = [(n, c) for n, c in known if c > limit]
    if below and above:
        (a, ca), (b, cb) = below[-1], above[0]
    elif len(below) >= 2:
        (a, ca), (b, cb) = below[-2], below[-1]
    else:
        (a, ca), (b, cb) = (below + above)[0], (below + above)[-1]
    power = max(math.log(cb / ca) / math.log(b / a), 1.0) if a != b and ca != cb else 2.0
    return int(b * (limit / cb) ** (1 / power)), power


def largest_by_estimate(type_name: str, limit: int, encoding: str, top: int) -> int:
    """Bisection on the type's estimate (arithmetic: nothing is built)."""
    low, high = 4, top
    while low < high:
        middle = (low + high + 1) // 2
        size = near_valid(type_name, middle)
        fits = size is not None and plain_count(type_name, size, encoding) <= limit
        low, high = (middle, high) if fits else (low, middle - 1)
    return near_valid(type_name, low) or low


def sized(type_name: str, limit: int, encoding: str, sizes: Sizes) -> tuple[int, int]:
    """Small compiles until the counts reach a tenth of the limit (or the type's largest size)."""
    record = sizes.of(type_name)
    counts = {int(n): c for n, c in record["counts"].items()}
    top = record.get("top") or largest_valid(type_name)
    record["top"] = top
    size = near_valid(type_name, 12) or next_valid(type_name, 12, top) or 12
    while True:
        if size not in counts:
            counts[size] = record["counts"][str(size)] = plain_count(type_name, size, encoding)
            sizes.save()
        if counts[size] * 10 >= limit or size >= top:
            break
        size = near_valid(type_name, min(top, size * 2)) or top
    return top, counts[size]


# --- the worker: size, one compile along the engine's path, a forked child per backend ---


class Recording:
    """Stands in for the engine's solver Session while it compiles: keeps each streamed chunk compressed."""

    def __init__(self, backend: str) -> None:
        self.backend = backend
        self.chunks: list[bytes] = []
        self.atmosts: list[Any] = []
        self.activities: dict[int, float] = {}
        self.clauses = 0

    def load(self, clauses: Any) -> None:
        """A chunk at a time, as the engine's chunks come (a formula never flushed comes whole: sliced here,
        so that recording it adds no copy of its lists to the worker's peak)."""
        whole = clauses if isinstance(clauses, list) else list(clauses)
        for first in range(0, len(whole), CHUNK):
            self.chunks.append(zlib.compress(marshal.dumps(whole[first : first + CHUNK]), 1))
        self.clauses += len(whole)

    def add_atmosts(self, atmosts: Sequence[Any]) -> None:
        self.atmosts.extend(atmosts)

    def prioritize(self, activities: dict[int, float]) -> None:
        self.activities = dict(activities)

    def close(self) -> None:
        self.chunks.clear()


def engine_compile(
    type_name: str, size: int, backend: str, max_clauses: int | None
) -> tuple[Any, Any, bool, int] | None:
    """The puzzle compiled as Engine.count does for `backend` (alone template or the shape's), its clauses
    recorded, and their count; None where the limit (None: the default, which watches memory too) refuses it."""
    from satpuzzles.solving import Engine, search
    from satpuzzles.solving.limits import FormulaTooBig

    puzzle = instance(type_name, size)
    engine = Engine(backend, max_clauses=max_clauses)
    real = search.Session
    search.Session = Recording  # type: ignore[misc,assignment]
    try:
        alone = engine._alone(puzzle, None)
        compiled = alone or engine._compiled(puzzle, None)
    except FormulaTooBig:
        return None
    finally:
        search.Session = real  # type: ignore[misc]
    formula = compiled.template.formula
    return puzzle, compiled, alone is not None, formula.clause_count + len(formula.atmosts)


def child_run(type_name: str, puzzle: Any, compiled: Any, alone: bool, backend: str, timeout: float) -> dict[str, Any]:
    """In the forked child: load the recorded chunks into `backend` as the engine streams them, solve."""
    from satpuzzles.deadline import start
    from satpuzzles.solving import Engine, Session

    recorded = compiled.session
    started = time.perf_counter()
    session = Session(backend)
    for blob in recorded.chunks:
        session.load(marshal.loads(zlib.decompress(blob)))
    session.add_atmosts(recorded.atmosts)
    if recorded.activities:
        session.prioritize(recorded.activities)
    compiled.session = session
    loaded = time.perf_counter() - started
    result = Engine(backend)._count(puzzle, compiled, 2, start(timeout), started, alone)  # the timeout: search
    return {
        "status": result.status.value,
        "load_seconds": round(loaded, 2),
        "seconds": round(time.perf_counter() - started, 2),
    }


def measure_forked(
    type_name: str, puzzle: Any, compiled: Any, alone: bool, backend: str, timeout: float, cap: float
) -> dict[str, Any]:
    """One backend's row: a forked child solves; its peak is the child's ru_maxrss (wait4), the largest process of
    its tree; tree_mb is the whole tree's (the child and its solver call's forked child: tree_mb) sampled."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        os.close(read)
        try:
            signal.alarm(int(cap))
            reply = child_run(type_name, puzzle, compiled, alone, backend, timeout)
        except BaseException as error:  # noqa: BLE001 - any failure is the row's status
            reply = {"status": f"error: {type(error).__name__}: {str(error)[:100]}"}
        os.write(write, json.dumps(reply).encode())
        os._exit(0)
    os.close(write)
    answer, tree, open_ = b"", 0, True
    while open_:  # the child's tree (the child, its solver call's forked child) sampled as it runs
        if select.select([read], [], [], SAMPLE_SECONDS)[0]:
            chunk = os.read(read, 65536)
            answer, open_ = answer + chunk, bool(chunk)
        tree = max(tree, tree_mb(pid))
    os.close(read)
    _, status, usage = os.wait4(pid, 0)
    killed = f"killed at the {cap:g} s cap" if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGALRM else ""
    reply = json.loads(answer) if answer else {"status": killed or f"killed (wait status {status})"}
    reply["peak_mb"] = round(usage.ru_maxrss / 1024)
    reply["tree_mb"] = tree
    return reply


def rss_mb() -> int:
    with open("/proc/self/statm") as statm:
        return int(int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20)


def decide(
    type_name: str, counts: dict[int, int], accepted: dict[int, bool], limit: int, top: int
) -> tuple[int, str | None]:
    """The size to compile next, or the answer and how its edge is known (top, verified, predicted).

    A size counts as accepted once an engine compile took it, or when its clauses are a tenth of the limit
    (small: far from any memory edge); refused once an engine compile refused it."""
    taken = {n: c for n, c in counts.items() if accepted.get(n, c * 10 <= limit)}
    low = max(taken)
    high = min((n for n, ok in accepted.items() if not ok), default=None)
    following = next_valid(type_name, low, top)
    if following is None:
        return low, "top"
    if high is not None and following >= high:
        return low, "verified"
    guess, power = predicted_size(taken, limit)
    if high is None and taken[low] * (following / low) ** power > limit * 1.002 and low > 100:
        return low, "predicted"
    if high is not None:  # refused there (by clauses or by memory): bisection
        guess = (low + high) // 2
    guess = min(max(guess, following), high - 1 if high is not None else top)
    return max(near_valid(type_name, guess) or following, following), None


def probe(type_name: str, size: int, backend: str) -> int | None:
    """The clauses of an engine compile under the default limit, or None where it refuses (run in a fresh
    process: the memory budget looks at the process's resident memory, which earlier compiles would raise)."""
    compiled = engine_compile(type_name, size, backend, None)
    return None if compiled is None else compiled[3]


def fresh(function: str, *arguments: Any) -> Any:
    """A function of this module called in a fresh process; its JSON answer."""
    here = str(Path(__file__).parent)
    code = f"import sys, json\nsys.path.append({here!r})\nimport memory\n"
    code += f"print(json.dumps(memory.{function}(*json.loads(sys.argv[1]))))"
    done = subprocess.run([sys.executable, "-c", code, json.dumps(arguments)], capture_output=True, text=True)
    if done.returncode != 0 or not done.stdout:
        raise RuntimeError(f"{function}{arguments}: {done.stderr.strip()[-300:]}")
    return json.loads(done.stdout.splitlines()[-1])


def sized_record(type_name: str, limit: int, encoding: str, out: str) -> int:
    sizes = Sizes(Path(out) / "sizes" / f"{type_name}.json")
    return sized(type_name, limit, encoding, sizes)[0]


def choose(type_name: str, backend: str, out: Path) -> dict[str, Any]:
    """The largest size the default limit accepts on `backend` (cached): small compiles and probes, each in a
    fresh process, so that this one's memory never weighs on the budget."""
    from satpuzzles import type_of
    from satpuzzles.solving import Engine
    from satpuzzles.solving.limits import DEFAULT_MAX_CLAUSES

    (out / "sizes").mkdir(exist_ok=True)
    path = out / "sizes" / f"{type_name}.json"
    limit = DEFAULT_MAX_CLAUSES
    first = instance(type_name, near_valid(type_name, 12) or 12)
    encoding = Engine(backend).solver_for(first)[1]
    key = f"{limit}/{encoding}"
    chosen: dict[str, Any] | None = Sizes(path).of(type_name)["chosen"].get(key)
    if chosen is not None:
        return chosen
    top = fresh("sized_record", type_name, limit, encoding, str(out))
    sizes = Sizes(path)
    record = sizes.of(type_name)
    accepted = {int(n): ok for n, ok in record.setdefault("accepted", {}).get(key, {}).items()}
    counts = {int(n): c for n, c in record["counts"].items()}
    if type_of(first).compiler.estimate is not None:
        size = largest_by_estimate(type_name, limit, encoding, top)
        chosen = {"size": size, "edge": "top" if next_valid(type_name, size, top) is None else "verified"}
    compiles = 0
    while chosen is None:
        size, edge = decide(type_name, counts, accepted, limit, top)
        if edge is not None:
            chosen = {"size": size, "edge": edge}
            break
        if compiles == MAX_BIG_COMPILES:  # the largest accepted so far
            chosen = (
                {"size": max(n for n, ok in accepted.items() if ok), "edge": "unsure"}
                if any(accepted.values())
                else {"size": size, "edge": "unsure"}
            )
            break
        count = fresh("probe", type_name, size, backend)
        compiles += 1
        accepted[size] = count is not None
        if count is not None:
            counts[size] = record["counts"][str(size)] = count
        record["accepted"][key] = {str(n): ok for n, ok in accepted.items()}
        sizes.save()
    record["chosen"][key] = chosen
    sizes.save()
    return chosen


def choose_json(type_name: str, backend: str, out: str) -> dict[str, Any]:
    return choose(type_name, backend, Path(out))


def worker(type_name: str, backends: list[str], timeout: float, cap: float, out: Path, size_only: bool) -> None:
    """Size (cached) and, unless `size_only`, compile once and measure every backend of one clause limit."""
    from satpuzzles.solving import Engine
    from satpuzzles.solving.limits import DEFAULT_MAX_CLAUSES

    chosen = fresh("choose_json", type_name, backends[0], str(out))
    if size_only:
        return
    limit = DEFAULT_MAX_CLAUSES
    size, edge = chosen["size"], chosen["edge"]
    encoding = Engine(backends[0]).solver_for(instance(type_name, size))[1]
    found = engine_compile(type_name, size, backends[0], None)
    if found is None:
        print(f"{type_name} {size}x{size}: refused under {limit:,} clauses", file=sys.stderr)
        return
    puzzle, compiled, alone, clauses = found
    at_fork = rss_mb()
    compile_peak = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)  # this size's build
    for backend in backends:
        row = measure_forked(type_name, puzzle, compiled, alone, backend, timeout, cap)
        row.update(
            type=type_name,
            backend=backend,
            size=size,
            clauses=clauses,
            limit=limit,
            encoding=encoding,
            edge=edge,
            worker_mb=at_fork,
            compile_peak_mb=compile_peak,
            timeout=timeout,
            alone=alone,
        )
        with (out / "rows.jsonl").open("a") as rows:
            rows.write(json.dumps(row) + "\n")
            rows.flush()
            os.fsync(rows.fileno())
        print(json.dumps(row), flush=True)


def puzzle_size(puzzle: Any) -> int:
    return int(getattr(puzzle, "size", 0) or max(getattr(puzzle, "rows", 0), getattr(puzzle, "columns", 0)))


def children(pid: int) -> list[int]:
    found: list[int] = []
    for task in os.listdir(f"/proc/{pid}/task"):
        with open(f"/proc/{pid}/task/{task}/children") as listed:
            found.extend(int(child) for child in listed.read().split())
    return found


def tree_mb(root: int) -> int:
    """What the process `root` and its descendants hold now (MB): root's Rss, plus the pages each descendant
    holds alone. A solver call under a deadline runs in a forked child (satpuzzles/solving/session.py) that
    shares its parent's pages until it writes them: its copies and its own memory are its private pages, which
    ru_maxrss (the largest single process) does not add. Root's Rss counts pages root shares with a measuring
    worker it was forked from, as a plain run would own them."""
    total, waiting = 0, [root]
    while waiting:
        pid = waiting.pop()
        try:
            waiting.extend(children(pid))
            with open(f"/proc/{pid}/smaps_rollup") as rollup:
                fields = dict(line.split(":", 1) for line in rollup.read().splitlines()[1:])
        except (OSError, ValueError):  # gone meanwhile
            continue
        kinds = ("Rss",) if pid == root else ("Private_Clean", "Private_Dirty")
        total += sum(int(fields[kind].split()[0]) for kind in kinds)
    return round(total / 1024)


def plain(type_name: str, size: int, backend: str, timeout: float, out: Path) -> dict[str, Any]:
    """A plain `satpuzzles solve` of the same puzzle under /usr/bin/time -v (the largest process's peak), its
    process tree sampled every SAMPLE_SECONDS (the whole tree's peak): the check on the forked rows."""
    from satpuzzles.formats.dump import dumps

    path = out / f"plain-{type_name}-{size}.json"
    path.write_text(dumps(instance(type_name, size), "json"))
    command = ["/usr/bin/time", "-v", sys.executable, "-m", "satpuzzles", "solve", str(path)]
    command += ["--backend", backend, "--timeout", str(timeout), "--stats"]
    started = time.perf_counter()
    tree = 0
    with tempfile.TemporaryFile("w+") as output, tempfile.TemporaryFile("w+") as errors:  # a pipe would fill up
        with subprocess.Popen(command, stdout=output, stderr=errors, text=True) as running:
            while running.poll() is None:
                with contextlib.suppress(OSError):  # the run under /usr/bin/time, and its forked children
                    tree = max([tree, *(tree_mb(solving) for solving in children(running.pid))])
                time.sleep(SAMPLE_SECONDS)
        output.seek(0)
        errors.seek(0)
        stdout, stderr = output.read(), errors.read()
    path.unlink()
    peak = next(line for line in stderr.splitlines() if "Maximum resident set size" in line)
    return {
        "type": type_name,
        "backend": backend,
        "size": size,
        "timeout": timeout,
        "exit": running.returncode,
        "peak_mb": round(int(peak.split()[-1]) / 1024),
        "tree_mb": tree,
        "wall": round(time.perf_counter() - started, 1),
        "stats": " ".join(line.strip() for line in stdout.splitlines()[-6:] if ":" in line)[:300],
    }


# --- the orchestrator and the table ---


def in_process_backends() -> list[str]:
    from satpuzzles.solving import list_backends

    return [b.name for b in list_backends() if b.usable and b.name != "auto" and not b.name.startswith("external:")]


def done_rows(out: Path) -> dict[tuple[str, str], dict[str, Any]]:
    path = out / "rows.jsonl"
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()] if path.exists() else []
    return {(row["type"], row["backend"]): row for row in rows}


def table(out: Path, types: list[str], backends: list[str]) -> str:
    """The rows measured so far as markdown; peak is the child's (loaded and solving), build the worker's."""
    rows = done_rows(out)
    lines = [
        "| type | backend | size (edge) | clauses | peak MB | build MB | status | load s | search s |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for type_name in types:
        for backend in backends:
            row = rows.get((type_name, backend))
            if row is None:
                continue
            peak = f"{row['peak_mb']:,}" + (" **over 2 GB**" if row["peak_mb"] > LIMIT_MB else "")
            status = "killed at the cap" if row["status"] == "killed (wait status 14)" else row["status"]
            load, total = row.get("load_seconds"), row.get("seconds")
            search = f"{total - load:.1f}" if load is not None and total is not None else "-"
            cells = [
                type_name,
                backend,
                f"{row['size']}x{row['size']} ({row['edge']})",
                f"{row['clauses']:,}",
                peak,
                f"{row.get('compile_peak_mb', '-')}",
                status,
                f"{load if load is not None else '-'}",
                search,
            ]
            lines.append("| " + " | ".join(str(cell) for cell in cells) + " |")
    return "\n".join(lines)


def main() -> None:
    from satpuzzles.puzzles import all_types
    from satpuzzles.solving.limits import DEFAULT_MAX_CLAUSES

    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", nargs="+", default=[kind.name for kind in all_types()])
    parser.add_argument("--backends", nargs="+", default=None, help="default: every usable in-process backend")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds of solving per row, after loading")
    parser.add_argument("--cap", type=float, default=180.0, help="seconds before a row's child is killed")
    parser.add_argument("--out", type=Path, default=Path("memory-results"), help="sizes.json and rows.jsonl here")
    parser.add_argument("--table", action="store_true", help="print the markdown table of the rows so far")
    parser.add_argument("--plain", type=int, metavar="SIZE", help="solve at SIZE with plain `satpuzzles solve`")
    parser.add_argument("--size-only", action="store_true", help="find and cache the sizes, measure nothing")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    backends = args.backends or in_process_backends()
    args.out.mkdir(parents=True, exist_ok=True)
    if args.table:
        print(table(args.out, args.types, backends))
        return
    if args.plain:
        for backend in backends:
            row = plain(args.types[0], args.plain, backend, args.timeout, args.out)
            with (args.out / "plain.jsonl").open("a") as rows:
                rows.write(json.dumps(row) + "\n")
            print(json.dumps(row), flush=True)
        return
    if args.worker:
        worker(args.types[0], backends, args.timeout, args.cap, args.out, args.size_only)
        return
    for type_name in args.types:
        done = done_rows(args.out)
        groups: dict[int, list[str]] = {}
        for backend in backends:
            if args.size_only or (type_name, backend) not in done:
                groups.setdefault(DEFAULT_MAX_CLAUSES, []).append(backend)
        for limit, members in sorted(groups.items()):
            started = time.perf_counter()
            command = [sys.executable, __file__, "--worker", "--types", type_name, "--backends", *members]
            command += ["--timeout", str(args.timeout), "--cap", str(args.cap), "--out", str(args.out)]
            command += ["--size-only"] if args.size_only else []
            try:
                subprocess.run(command, check=False, timeout=1800 + args.cap * len(members))
            except subprocess.TimeoutExpired:
                print(f"{type_name} at {limit:,} clauses: the worker ran out of time", file=sys.stderr)
            print(
                f"# {type_name} at {limit:,} clauses: {time.perf_counter() - started:.0f} s",
                file=sys.stderr,
                flush=True,
            )


if __name__ == "__main__":
    main()
