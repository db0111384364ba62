"""Where a dataset puzzle's solve spends its CPU: compiling, the first question, the uniqueness proof.

Each entry is solved with uniqueness on a fresh Engine in a child process of its own, limited to `--cpu`
seconds of CPU (RLIMIT_CPU: wall time under load says nothing), as `satpuzzles solve` runs it. Each solver
question (search._solve_lazily: with the type's Dominance, the first question under both selectors, then the
blocked drawing's proof) is timed in CPU seconds with its conflicts. One JSON line per entry: key, status,
right, CPU total, and per question [answer, CPU s, conflicts]; an entry past the limit prints "killed".

    python benchmarks/proof_phases.py --corpus PATH --type numberlink [--cpu 20] [--only KEY ...] [--jobs 2]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from corpus_path import DEFAULT_CORPUS
from datasets import corpus_types, cpu_seconds, dataset_file, load_dataset

from satpuzzles import Engine
from satpuzzles.formats.dataset import entries, read_entry
from satpuzzles.puzzles import get_type
from satpuzzles.solving import search
from satpuzzles.solving.report import matches_published


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, metavar="PATH", default=DEFAULT_CORPUS, help="the corpus folder")
    parser.add_argument("--type", default="numberlink", help="the type (default numberlink)")
    parser.add_argument("--cpu", type=int, default=20, help="CPU seconds per entry (default 20)")
    parser.add_argument("--only", action="append", metavar="KEY", help="only this entry (repeatable)")
    parser.add_argument("--jobs", type=int, default=1, help="entries solved side by side (default 1)")
    parser.add_argument("--entry", nargs=2, metavar=("FILE", "KEY"), help=argparse.SUPPRESS)  # the child's job
    args = parser.parse_args()
    if args.entry:
        return _child(args.type, Path(args.entry[0]), args.entry[1], args.cpu)
    kinds = corpus_types("proof_phases.py", args.corpus, [args.type])
    if kinds is None:
        return 2
    with tempfile.TemporaryDirectory() as scratch:
        path = dataset_file(args.corpus, kinds[0], Path(scratch))
        if path is None:
            print(f"{args.type}: no dataset file in {args.corpus}", file=sys.stderr)
            return 2
        keys = [key for key, _ in entries(load_dataset(path)) if not args.only or key in args.only]
        run: Callable[[str], str] = lambda key: _spawn(args.type, path, key, args.cpu)  # noqa: E731
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            for line in pool.map(run, keys):
                print(line, flush=True)
    return 0


def _spawn(kind: str, path: Path, key: str, cpu: int) -> str:
    command = [sys.executable, __file__, "--type", kind, "--cpu", str(cpu), "--entry", str(path), key]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    lines = done.stdout.strip().splitlines()
    return lines[-1] if done.returncode == 0 and lines else json.dumps({"key": key, "killed": True})


def _child(name: str, path: Path, key: str, cpu: int) -> int:
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 5))
    kind = get_type(name)
    record = read_entry(kind, key, load_dataset(path)["data"][key])
    questions: list[list[Any]] = []
    plain = search._solve_lazily

    def timed(compiled: Any, assumptions: list[int], deadline: Any) -> bool:
        started, conflicts = cpu_seconds(), compiled.session.stats.conflicts
        answer = plain(compiled, assumptions, deadline)
        questions.append([answer, round(cpu_seconds() - started, 3), compiled.session.stats.conflicts - conflicts])
        return answer

    search._solve_lazily = timed  # type: ignore[assignment]  # the same call, timed
    started = cpu_seconds()
    with Engine() as engine:
        result = engine.solve(record.puzzle)
    right = record.published is not None and matches_published(result, record.published)
    total = round(cpu_seconds() - started, 3)
    print(json.dumps({"key": key, "status": result.status.value, "right": right, "cpu": total, "questions": questions}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
