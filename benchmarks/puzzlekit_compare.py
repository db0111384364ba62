"""Ours against puzzlekit (OR-Tools CP-SAT, one worker) on the same dataset file, per type, in one run.

For each type we have and puzzlekit has (our codec names a puzzlekit dataset, benchmarks/datasets.py says
where its file is, and puzzlekit has a solver, a parser and a verifier for that dataset's type), on the
entries both read (the first `--limit` of them, when given):

- in-process, per puzzle, CPU seconds: ours = read the problem text + solve + prove uniqueness + write the
  dataset's solution text, on one Engine as `satpuzzles solve` runs a file (the first puzzle of a shape
  pays its compile); puzzlekit = `puzzlekit.solve` (parse + build the model + solve; it proves nothing
  about uniqueness). Each side first solves the first entry once untimed (imports, the solver library's
  start), so the means compare solving. Mean and max, and how many of each side's answers match the
  published solution (ours by our type's comparison, puzzlekit's by its own verifier), ours proven unique,
  and those without an answer (a time-out, no solution, an error);
- whole process, wall and CPU seconds: `python -m satpuzzles solve FILE --type NAME --json` against
  `python benchmarks/puzzlekit_peer.py FILE TYPE`, a process that imports puzzlekit and solves the same file.

CPU time is what the tables compare (the machine is shared; wall time is shown for the whole process).

`--against DIR` (a before/after of a change): our in-process side is run for this tree and for the source
tree DIR (e.g. a `git worktree` of main) alike, each in a fresh worker process of this script with that
tree's `satpuzzles` first on the path, alternating DIR and this tree `--rounds` times per type; each tree's
mean is over its rounds, and the answers of both are counted.

    pip install puzzlekit        # or: pip install -e '.[bench]'
    python benchmarks/puzzlekit_compare.py --corpus PATH [--types NAME ...] [--limit N] [--timeout 60]
        [--against DIR [--rounds 2]]
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
from pathlib import Path
from typing import Any

from corpus_path import DEFAULT_CORPUS
from datasets import (
    Outcome,
    corpus_types,
    dataset_file,
    dataset_name,
    load_dataset,
    solve_entries,
    subset,
)
from tables import write_csv

from satpuzzles.errors import PuzzleError
from satpuzzles.formats.dataset import entries, read_entry
from satpuzzles.puzzles import PuzzleSpec

HERE = Path(__file__).resolve().parent
REPOSITORY = HERE.parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, metavar="PATH", default=DEFAULT_CORPUS, help="the corpus folder")
    parser.add_argument("--types", nargs="+", metavar="NAME", help="only these types")
    parser.add_argument("--limit", type=int, metavar="N", help="the first N entries of each dataset only")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per puzzle, both sides (default 60)")
    parser.add_argument("--no-process", action="store_true", help="skip the whole-process comparison")
    parser.add_argument("--csv", metavar="FILE", help="also write every row as CSV")
    parser.add_argument("--against", type=Path, metavar="DIR", help="our side for this tree and DIR, interleaved")
    parser.add_argument("--rounds", type=int, default=2, help="with --against: runs of each tree per type (2)")
    parser.add_argument("--worker", nargs=3, metavar=("TYPE", "FILE", "KEYS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        return worker(*args.worker, args.timeout)
    try:
        import puzzlekit_peer
    except ImportError:
        print("puzzlekit_compare.py: error: puzzlekit is not installed: pip install puzzlekit", file=sys.stderr)
        return 2
    kinds = corpus_types("puzzlekit_compare.py", args.corpus, args.types)
    if kinds is None:
        return 2
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as scratch:
        for kind in kinds:
            peer = puzzlekit_peer.peer_type(dataset_name(kind))
            path = dataset_file(args.corpus, kind, Path(scratch))
            if peer is None or path is None:
                missing = "puzzlekit has no solver for it" if peer is None else "no dataset file in the corpus"
                print(f"{kind.name}: skipped ({dataset_name(kind)}: {missing})\n")
                continue
            rows += compare(kind, peer, load_dataset(path), Path(scratch), args)
    if args.csv and rows:
        write_csv(args.csv, rows)
    return 0 if rows else 1


def readable_keys(kind: PuzzleSpec[Any, Any], data: dict[str, Any], limit: int | None) -> list[str]:
    """The keys of the entries our reader takes (the first `limit`); those it refuses are left out of both sides."""
    keys = []
    for key, entry in entries(data):
        try:
            read_entry(kind, key, entry)
        except PuzzleError as error:
            print(f"{kind.name}: left out: {error}")
            continue
        keys.append(key)
        if limit is not None and len(keys) == limit:
            break
    return keys


def compare(
    kind: PuzzleSpec[Any, Any], peer: str, data: dict[str, Any], scratch: Path, args: argparse.Namespace
) -> list[dict[str, Any]]:
    import puzzlekit_peer

    keys = readable_keys(kind, data, args.limit)
    if not keys:
        return []
    path = subset(data, keys, scratch / f"{kind.name}-compared.json")
    rows: list[dict[str, Any]] = []
    if args.against is not None:  # our side from both trees, each in fresh workers, alternating
        runs: dict[Path, list[list[Outcome]]] = {args.against: [], REPOSITORY: []}
        for _ in range(args.rounds):
            for tree, done in runs.items():
                done.append(in_worker(kind.name, path, keys, tree, args.timeout))
        rows.append(ours_row(kind.name, f"satpuzzles before ({args.against.name})", runs[args.against]))
        rows.append(ours_row(kind.name, "satpuzzles", runs[REPOSITORY]))
    else:
        list(solve_entries(kind, data, keys[:1], args.timeout))  # warm-up: imports, the solver library
        rows.append(ours_row(kind.name, "satpuzzles", [list(solve_entries(kind, data, keys, args.timeout))]))
    first = data["data"][keys[0]]
    puzzlekit_peer.solve(first["problem"], peer, args.timeout)  # warm-up: imports, OR-Tools
    theirs_seconds, theirs_right, theirs_unanswered = [], 0, 0
    for key in keys:
        entry = data["data"][key]
        started = time.process_time()
        status, grid = puzzlekit_peer.solve(entry["problem"], peer, args.timeout)
        theirs_seconds.append(time.process_time() - started)
        theirs_right += puzzlekit_peer.right(peer, grid, entry.get("solution"))
        theirs_unanswered += status not in ("Optimal", "Feasible")
    rows.append(
        {
            "type": kind.name,
            "side": f"puzzlekit ({peer})",
            "puzzles": len(keys),
            "right": theirs_right,
            "unique": None,
            "no_answer": theirs_unanswered,
            "mean_ms": 1000 * statistics.fmean(theirs_seconds),
            "max_ms": 1000 * max(theirs_seconds),
        }
    )
    if not args.no_process:
        ours_command = [sys.executable, "-m", "satpuzzles", "solve", str(path), "--type", kind.name, "--json"]
        peer_script = str(HERE / "puzzlekit_peer.py")
        peer_command = [sys.executable, peer_script, str(path), peer, "--timeout", str(args.timeout)]
        for row, command in zip((rows[-2], rows[-1]), (ours_command, peer_command), strict=True):
            row["process_wall_s"], row["process_cpu_s"] = whole_process(command)
    print_table(kind.name, rows)
    return rows


def ours_row(name: str, side: str, runs: list[list[Outcome]]) -> dict[str, Any]:
    """Our side's row: per puzzle the mean CPU seconds over the runs, answers counted from the first run (every
    run's must agree: a run that answered differently stops the comparison)."""
    first = runs[0]
    for run in runs[1:]:
        if [(o.key, o.status, o.right) for o in run] != [(o.key, o.status, o.right) for o in first]:
            raise SystemExit(f"{name}: {side}: the runs answered differently")
    seconds = [statistics.fmean(o.seconds for o in outcomes) for outcomes in zip(*runs, strict=True)]
    return {
        "type": name,
        "side": side,
        "puzzles": len(first),
        "right": sum(o.right for o in first),
        "unique": sum(o.status == "unique" for o in first),
        "no_answer": sum(o.status not in ("unique", "multiple") for o in first),
        "mean_ms": 1000 * statistics.fmean(seconds),
        "max_ms": 1000 * max(seconds),
    }


def in_worker(name: str, path: Path, keys: list[str], tree: Path, timeout: float) -> list[Outcome]:
    """Our in-process side run by a fresh worker of this script with `tree`'s satpuzzles first on the path."""
    keys_file = path.with_suffix(".keys.json")
    keys_file.write_text(json.dumps(keys))
    env = {**os.environ, "PYTHONPATH": str(tree.resolve())}
    command = [sys.executable, str(HERE / "puzzlekit_compare.py"), "--worker", name, str(path), str(keys_file)]
    done = subprocess.run(
        [*command, "--timeout", str(timeout)], capture_output=True, text=True, check=False, env=env, timeout=7200
    )
    if done.returncode != 0:
        raise SystemExit(f"{name}: the worker for {tree} exited {done.returncode}: {done.stderr.strip()[-400:]}")
    return [Outcome(**fields) for fields in json.loads(done.stdout)]


def worker(name: str, path: str, keys_file: str, timeout: float) -> int:
    """--worker: our side on one dataset file, as JSON outcomes on stdout (the tree is the path's satpuzzles)."""
    import dataclasses

    from satpuzzles.puzzles import get_type

    kind, data, keys = get_type(name), load_dataset(Path(path)), json.loads(Path(keys_file).read_text())
    list(solve_entries(kind, data, keys[:1], timeout))  # warm-up: imports, the solver library
    outcomes = [dataclasses.asdict(o) for o in solve_entries(kind, data, keys, timeout)]
    print(json.dumps(outcomes))
    return 0


def whole_process(command: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of one process (its children's CPU included), which must end with exit 0 or 1."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    started = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False, timeout=3600)
    wall = time.perf_counter() - started
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} exited {done.returncode}: {done.stderr.strip()[-400:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def print_table(name: str, rows: list[dict[str, Any]]) -> None:
    theirs = rows[-1]["mean_ms"]
    ratios = ", ".join(f"{row['side']} {theirs / row['mean_ms']:.1f}x" for row in rows[:-1] if row["mean_ms"])
    print(f"{name}: {rows[0]['puzzles']} puzzles; puzzlekit's in-process CPU mean / ours: {ratios}")
    print("| side | right | unique | no answer | CPU mean ms | CPU max ms | process CPU s | process wall s |")
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        unique = "-" if row["unique"] is None else row["unique"]
        process = [f"{row[k]:.2f}" if k in row else "-" for k in ("process_cpu_s", "process_wall_s")]
        cells = [row["side"], row["right"], unique, row["no_answer"], f"{row['mean_ms']:.1f}", f"{row['max_ms']:.1f}"]
        print("| " + " | ".join(str(cell) for cell in [*cells, *process]) + " |")
    print()
    sys.stdout.flush()


if __name__ == "__main__":
    raise SystemExit(main())
