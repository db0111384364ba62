"""Certified uniqueness on the corpus: certify and verify times, proof sizes, and the cost beside `check`.

For every unique corpus puzzle (or `--sample N` per type): the time of `check` (solve and the
uniqueness proof, in-process, a fresh auto Engine as a command has), of writing its certificate
bundle (compile, prove, check the solution, the model and the proof, write; each bundle into a new
folder, as a command does), of `verify` on that bundle, and the bundle's proof size. `--against DIR`
runs check, certify and verify of each puzzle in two worker processes alike, one with this source tree
and one with DIR (e.g. main's code), one right after the other, for a before/after table from one run. `--solvers A,B`
compares proving solvers on `--compare N` puzzles per type: each one's proving time, proof size
and dratify's check of its proof. A 9x9 Skyscrapers (made by the generator, seed 1) is certified
and verified on top, as the corpus has none. `--cli N` times whole commands on N puzzles of
`--cli-type`: `satpuzzles check P` against `satpuzzles check P --certify DIR`, start-up included (with
`--against`, both trees interleaved).

Times are CPU seconds of this process and its finished children by default (a certificate's proof and
its check run in a forked child), so a busy machine inflates them less than wall-clock time; `--clock wall`
measures wall-clock time instead.
`--rows FILE` appends one JSON line per puzzle as it is done, so a long run that is stopped still
says how far it got.

    python benchmarks/certify.py [--corpus PATH] [--sample N] [--against DIR] [--solvers A,B --compare 20] [--cli 20]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from itertools import count
from pathlib import Path
from typing import Any

from corpus_path import add_corpus_option, check_corpus
from datasets import cpu_seconds

from satpuzzles.certify import check_refutation, prove, verify_bundle, write_bundle
from satpuzzles.certify.checker import resolve_engine
from satpuzzles.certify.files import PROOF, parse_clauses
from satpuzzles.dimacs import export_cnf
from satpuzzles.formats import loads
from satpuzzles.generate import generate
from satpuzzles.solving import Engine, Status

TYPES = ("skyscrapers", "starbattle", "easyasabc")
HERE = Path(__file__).resolve().parent.parent  # the source tree this script belongs to
CLOCKS: dict[str, Callable[[], float]] = {"cpu": cpu_seconds, "wall": time.perf_counter}


def puzzles(corpus: Path, type_name: str, sample: int | None) -> list[Any]:
    records = loads((corpus / f"{type_name}.jsonl").read_text(encoding="utf-8"), "json", source=type_name)
    return spread([record for record in records if record.unique], sample)


def spread(items: list[Any], sample: int | None) -> list[Any]:
    """`sample` items spread over the list (which runs from small to large), or all of them."""
    if sample is None or sample >= len(items):
        return items
    step = len(items) / sample
    return [items[int(i * step)] for i in range(sample)]


def timed(clock: Callable[[], float], work: Callable[[], Any]) -> tuple[Any, float]:
    start = clock()
    result = work()
    return result, clock() - start


def solved(record: Any, clock: Callable[[], float]) -> tuple[Any, float]:
    def check() -> Any:
        with Engine("auto", "auto") as engine:
            return engine.solve(record.puzzle)

    result, seconds = timed(clock, check)
    assert result.status is Status.UNIQUE, record.id
    return result.solution, seconds


def certify_and_verify(record: Any, solution: Any, folder: Path, clock: Callable[[], float]) -> dict[str, Any]:
    """Write the bundle into a new folder (as a command does) and verify it."""
    bundle, certify_s = timed(clock, lambda: write_bundle(folder, record.puzzle, solution, puzzle_id=record.id))
    _, verify_s = timed(clock, lambda: verify_bundle(bundle))
    return {"certify": certify_s, "verify": verify_s, "proof_bytes": (bundle / PROOF).stat().st_size}


def compare_solvers(record: Any, solution: Any, solvers: list[str], clock: Callable[[], float]) -> dict[str, Any]:
    cnf_text = export_cnf(record.puzzle, blocked=solution)
    clauses = parse_clauses(cnf_text)
    found = {}
    for solver in solvers:
        proof, prove_s = timed(clock, lambda s=solver: prove(clauses, s))
        verdict, check_s = timed(clock, lambda p=proof: check_refutation(cnf_text, p.text))
        assert verdict.ok, (record.id, solver, verdict.reason)
        found[solver] = {"prove": prove_s, "bytes": len(proof.text.encode()), "checker": check_s}
    return found


class Worker:
    """This script in worker mode under a source tree: solves, certifies and verifies the puzzles it is sent."""

    def __init__(self, tree: Path, corpus: Path, clock: str) -> None:
        environment = os.environ | {"PYTHONPATH": str(tree)}  # this script's folder comes first on its own
        command = [sys.executable, str(Path(__file__).resolve()), "--worker", "--corpus", str(corpus), "--clock", clock]
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=environment
        )

    def measure(self, type_name: str, index: int) -> dict[str, Any]:
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps([type_name, index]) + "\n")
        self.process.stdin.flush()
        answer: dict[str, Any] = json.loads(self.process.stdout.readline())
        return answer

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=60)


def worker(corpus: Path, clock: Callable[[], float]) -> None:
    """Answer `[type, index]` lines (index into the type's unique puzzles) with the certify and verify times."""
    unique: dict[str, list[Any]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for number, line in enumerate(sys.stdin):
            type_name, index = json.loads(line)
            if type_name not in unique:
                unique[type_name] = puzzles(corpus, type_name, None)
            record = unique[type_name][index]
            solution, check_s = solved(record, clock)
            row = certify_and_verify(record, solution, Path(scratch) / f"b{number}", clock)
            print(json.dumps({"check": check_s, **row}), flush=True)


def nine_by_nine(folder: Path, clock: Callable[[], float]) -> str:
    made = next(generate("skyscrapers", 9, seed=1))
    bundle, certify_s = timed(clock, lambda: write_bundle(folder / "nine", made.puzzle, made.solution))
    times = [f"certify {certify_s:.2f} s"]
    for engine in ("native", "python"):
        _, verify_s = timed(clock, lambda e=engine: verify_bundle(bundle, e))
        times.append(f"verify ({engine} checker) {verify_s:.2f} s")
    return ", ".join(times)


def spread_text(values: list[float], unit: str = "s") -> str:
    if unit == "KB":
        return f"{statistics.median(values) / 1024:5.1f} / {max(values) / 1024:5.1f}"
    return f"{statistics.median(values):.3f} / {max(values):.3f}"


def column(rows: list[dict[str, Any]], key: str) -> list[float]:
    return [float(row[key]) for row in rows if key in row]


def report(type_name: str, rows: list[dict[str, Any]], solvers: list[str]) -> None:
    checks = column(rows, "check")
    certify, verify = column(rows, "certify"), column(rows, "verify")
    line = (
        f"| {type_name} | {len(rows)} | {spread_text(checks)} | {spread_text(certify)} | {spread_text(verify)} "
        f"| {spread_text(column(rows, 'proof_bytes'), 'KB')} "
        f"| {statistics.median(certify) / statistics.median(checks):.1f}x |"
    )
    before = [row["before"] for row in rows if "before" in row]
    if before:
        before_certify = column(before, "certify")
        line += (
            f" {spread_text(before_certify)} | {spread_text(column(before, 'verify'))} "
            f"| {statistics.median(before_certify) / statistics.median(column(before, 'check')):.1f}x |"
        )
    print(line)
    compared = [row["solvers"] for row in rows if "solvers" in row]
    if compared:
        for solver in sorted(
            solvers, key=lambda s: statistics.median(c[s]["prove"] + c[s]["checker"] for c in compared)
        ):
            prove_s = [c[solver]["prove"] for c in compared]
            check_s = [c[solver]["checker"] for c in compared]
            size = [float(c[solver]["bytes"]) for c in compared]
            print(
                f"    {solver:12s} (n={len(compared)}) prove {spread_text(prove_s)}  dratify {spread_text(check_s)}  "
                f"proof KB {spread_text(size, 'KB')}"
            )
    sys.stdout.flush()


def cli_ratio(corpus: Path, type_name: str, count_: int, folder: Path, trees: dict[str, Path]) -> list[str]:
    """Per source tree, median wall and CPU seconds of `check P` and `check P --certify DIR`, all interleaved."""
    records = puzzles(corpus, type_name, count_)
    runs: dict[tuple[str, str], list[tuple[float, float]]] = {}
    for number, record in enumerate(records):
        path = folder / f"cli{number}.json"
        path.write_text(json.dumps(_puzzle_json(record)), encoding="utf-8")
        base = [sys.executable, "-m", "satpuzzles", "check", str(path)]
        for label, tree in trees.items():
            if number == 0:  # warm-up: file cache, byte code
                _command([*base, "--certify", str(folder / f"warm-up-{label}")], folder, tree)
            runs.setdefault((label, "plain"), []).append(_command(base, folder, tree))
            certify = [*base, "--certify", str(folder / f"certs-{label}-{number}")]
            runs.setdefault((label, "certify"), []).append(_command(certify, folder, tree))
    lines = []
    for label in trees:
        plain, certified = runs[label, "plain"], runs[label, "certify"]
        medians = [statistics.median(t[k] for t in times) for times in (plain, certified) for k in (0, 1)]
        lines.append(
            f"{label}: {len(records)} {type_name} puzzles, median: check {medians[0]:.3f} s wall / "
            f"{medians[1]:.3f} s CPU; check --certify {medians[2]:.3f} s wall / {medians[3]:.3f} s CPU; "
            f"ratio {medians[2] / medians[0]:.2f}x wall, {medians[3] / medians[1]:.2f}x CPU"
        )
    return lines


def _puzzle_json(record: Any) -> Any:
    from satpuzzles.puzzles import type_of

    return type_of(record.puzzle).codec.to_json(record.puzzle)


def _command(command: list[str], folder: Path, tree: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one command run from the tree, with byte code cached (as an installed package has it).

    It runs in `folder`, not here: `python -m` puts the working directory first on the path.
    """
    environment = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    environment |= {"PYTHONPYCACHEPREFIX": str(folder / "pycache"), "PYTHONPATH": str(tree)}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        command, capture_output=True, text=True, timeout=300, check=False, env=environment, cwd=folder
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert done.returncode == 0, (command, done.stderr)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def measure_types(args: argparse.Namespace, clock: Callable[[], float], scratch: Path) -> None:
    solvers = args.solvers.split(",") if args.solvers else []
    # With --against, both trees certify in worker processes alike (a heap grown by the rest of this run
    # would slow one side), each puzzle by one right after the other.
    workers = [Worker(tree, args.corpus, args.clock) for tree in (HERE, args.against)] if args.against else []
    folders: Iterator[int] = count()
    columns = "| type | n | check | certify | verify | proof KB | certify/check at the median |"
    if workers:
        columns += " before: certify | before: verify | before: certify/check |"
    print(columns)
    try:
        for type_name in args.types.split(","):
            unique = puzzles(args.corpus, type_name, None)
            chosen = spread(list(range(len(unique))), args.sample)
            compared = set(spread(chosen, args.compare)) if solvers else set()
            rows = []
            for index in chosen:
                record = unique[index]
                solution, check_s = solved(record, clock)
                row: dict[str, Any] = {"id": record.id, "check": check_s}
                if workers:
                    row |= workers[0].measure(type_name, index)
                    row["before"] = workers[1].measure(type_name, index)
                else:
                    row |= certify_and_verify(record, solution, scratch / f"b{next(folders)}", clock)
                if index in compared:
                    row["solvers"] = compare_solvers(record, solution, solvers, clock)
                rows.append(row)
                if args.rows is not None:
                    with args.rows.open("a", encoding="utf-8") as out:
                        out.write(json.dumps({"type": type_name, **row}) + "\n")
            report(type_name, rows, solvers)
    finally:
        for worker_process in workers:
            worker_process.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_corpus_option(parser)
    parser.add_argument("--sample", type=int, help="puzzles per type, spread over each file (default: all)")
    parser.add_argument("--against", type=Path, help="also certify and verify with the source tree DIR (before/after)")
    parser.add_argument("--solvers", default="", help="proving solvers to compare, e.g. cadical153,glucose42")
    parser.add_argument("--compare", type=int, default=20, help="puzzles per type for --solvers (default 20)")
    parser.add_argument("--types", default=",".join(TYPES), help="puzzle types to run")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="cpu", help="CPU time of this process, or wall")
    parser.add_argument("--rows", type=Path, help="append one JSON line per puzzle to this file")
    parser.add_argument(
        "--cli", type=int, default=0, help="also time N whole `check` commands with and without --certify"
    )
    parser.add_argument("--cli-type", default="starbattle", help="puzzle type for --cli")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    clock = CLOCKS[args.clock]
    if args.worker:
        worker(args.corpus, clock)
        return
    check_corpus(args.corpus, args.types.split(","), answers=True)
    print(f"{args.clock} seconds, median / max per puzzle; dratify engine: {resolve_engine()}")
    with tempfile.TemporaryDirectory() as scratch:
        measure_types(args, clock, Path(scratch))
        print(f"9x9 Skyscrapers (generated, seed 1): {nine_by_nine(Path(scratch), clock)}")
        if args.cli:
            trees = {"this tree": HERE} | ({"against": args.against} if args.against else {})
            for line in cli_ratio(args.corpus, args.cli_type, args.cli, Path(scratch), trees):
                print(f"whole commands, {line}")


if __name__ == "__main__":
    main()
