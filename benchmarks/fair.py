"""The fair comparison per built-in type: ours, CP-SAT (puzzlekit) and clingo, in-process and as whole processes.

One run, every side interleaved (round after round, each round running the sides in a rotated order), on
the same corpus puzzles (`<type>.jsonl`, through their puzzlekit text, the dataset file both read):

- in-process, CPU seconds per puzzle, each side warm (its first puzzle solved once untimed):
  ours = read the puzzlekit text + solve + prove uniqueness on one Engine per type, as `satpuzzles solve`
  runs a file (the first puzzle of a shape pays its compile); CP-SAT = `puzzlekit.solve` (parse + build +
  solve, one worker, no uniqueness); clingo = `clingo_models.py`'s plain ASP model (ground + solve, up to
  two models, so it decides uniqueness as we do);
- whole process, CPU seconds with start-up: `python -m satpuzzles solve FILE --type NAME --json` against
  `puzzlekit_peer.py FILE TYPE` and against a process that imports clingo and solves the same puzzles.

A puzzle's time is its fastest over the rounds (a busy spell of the shared machine hits one round of one
side; every side gets the same number of tries), a whole process likewise. Every answer is checked: ours
and clingo's against the corpus's status and solution, puzzlekit's by its verifier. Ratios are theirs / ours.
This replaces comparing our whole process with puzzlekit's warm calls (start-up on one side only).

    python benchmarks/fair.py --corpus PATH [--types starbattle] [--rounds 3] [--csv out.csv]
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
from collections.abc import Callable
from pathlib import Path
from typing import Any

from corpus import listed_records, same_answer
from corpus_means import clingo_per_puzzle
from corpus_path import add_corpus_option, check_corpus
from datasets import dataset_file, dataset_name, load_dataset, solve_entries, subset
from tables import write_csv

from satpuzzles.formats.dataset import entries, read_entry
from satpuzzles.puzzles import get_type

HERE = Path(__file__).resolve().parent
TYPES = ("skyscrapers", "starbattle", "easyasabc")
SIDES = ("ours", "cpsat", "clingo")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_corpus_option(parser)
    parser.add_argument("--types", nargs="+", default=list(TYPES), choices=TYPES)
    parser.add_argument("--rounds", type=int, default=3, help="runs of every side, interleaved (3)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per puzzle, every side (60)")
    parser.add_argument("--csv", type=Path, help="also write the table as CSV")
    parser.add_argument("--clingo-process", metavar="FILE", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.clingo_process:
        return clingo_process(Path(args.clingo_process))
    try:
        import clingo_models  # noqa: F401 - both peers are needed: pip install -e '.[bench]'
        import puzzlekit_peer  # noqa: F401
    except ImportError as error:
        print(f"fair.py: error: {error.name} is not installed: pip install -e '.[bench]'", file=sys.stderr)
        return 2
    check_corpus(args.corpus, args.types, answers=True)
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for name in args.types:
            rows.append(compare(name, args.corpus, Path(scratch), args.rounds, args.timeout))
            print_row(rows[-1])
            print_table(rows[-1:])  # each type as it is done: a long run under load shows what it has
    if len(rows) > 1:
        print_table(rows)
    if args.csv:
        write_csv(args.csv, rows)
    return 0


def compare(name: str, corpus: Path, scratch: Path, rounds: int, timeout: float) -> dict[str, Any]:
    import puzzlekit_peer

    kind = get_type(name)
    path = dataset_file(corpus, kind, scratch)
    peer = puzzlekit_peer.peer_type(dataset_name(kind))
    if path is None or peer is None:
        raise SystemExit(f"fair.py: {name}: no puzzlekit text in the corpus, or puzzlekit cannot solve it")
    data = load_dataset(path)
    records = {str(record["id"]).rpartition("/")[2]: record for record in listed_records(corpus, name)}
    keys = same_puzzles(kind, data, records)
    lines = scratch / f"{name}.jsonl"
    lines.write_text("".join(json.dumps(records[key]) + "\n" for key in keys))
    path = subset(data, keys, scratch / f"{name}-compared.json")
    unique = {key: bool(records[key]["unique"]) for key in keys}
    passes: dict[str, Callable[[], list[float]]] = {
        "ours": lambda: ours_pass(kind, data, keys, unique, timeout),
        "cpsat": lambda: cpsat_pass(peer, data, keys, unique, timeout),
        "clingo": lambda: clingo_per_puzzle([records[key] for key in keys]),
    }
    commands = {
        "ours": [sys.executable, "-m", "satpuzzles", "solve", str(path), "--type", name, "--json"],
        "cpsat": [sys.executable, str(HERE / "puzzlekit_peer.py"), str(path), peer, "--timeout", str(timeout)],
        "clingo": [sys.executable, str(HERE / "fair.py"), "--clingo-process", str(lines)],
    }
    warm_up = {
        "ours": lambda: ours_pass(kind, data, keys[:1], unique, timeout),
        "cpsat": lambda: cpsat_pass(peer, data, keys[:1], unique, timeout),
        "clingo": lambda: clingo_per_puzzle([records[keys[0]]]),
    }
    for side in SIDES:  # untimed: imports, each solver library's start
        warm_up[side]()
    per_puzzle: dict[str, list[list[float]]] = {side: [] for side in SIDES}
    process: dict[str, list[float]] = {side: [] for side in SIDES}
    for round_ in range(rounds):
        order = SIDES[round_ % 3 :] + SIDES[: round_ % 3]
        for side in order:
            per_puzzle[side].append(passes[side]())
        for side in order:
            process[side].append(whole_process(commands[side]))
    row: dict[str, Any] = {"type": name, "puzzles": len(keys), "rounds": rounds}
    for side in SIDES:
        fastest = [min(times) for times in zip(*per_puzzle[side], strict=True)]
        row[f"{side}_mean_ms"] = 1000 * statistics.fmean(fastest)
        row[f"{side}_max_ms"] = 1000 * max(fastest)
        row[f"{side}_slowest"] = keys[fastest.index(max(fastest))]
        row[f"{side}_process_s"] = min(process[side])
    return row


def same_puzzles(kind: Any, data: dict[str, Any], records: dict[str, dict[str, Any]]) -> list[str]:
    """The entries whose puzzlekit text states the corpus puzzle (puzzlekit's text has no diagonal, for one)."""
    keys = []
    for key, entry in entries(data):
        if key in records and read_entry(kind, key, entry).puzzle == kind.codec.from_json(records[key]):
            keys.append(key)
    if len(keys) < len(records):
        left = len(records) - len(keys)
        print(f"{kind.name}: {left} of {len(records)} left out: their puzzlekit text states another puzzle")
    return keys


def ours_pass(kind: Any, data: dict[str, Any], keys: list[str], unique: dict[str, bool], timeout: float) -> list[float]:
    """One Engine over the puzzles: uniqueness decided as the corpus lists it, a unique answer the published one."""
    seconds = []
    for outcome in solve_entries(kind, data, keys, timeout):
        expected = "unique" if unique[outcome.key] else "multiple"
        if outcome.status != expected or (unique[outcome.key] and not outcome.right):
            raise SystemExit(f"ours: {kind.name} {outcome.key}: {outcome.status}, right={outcome.right}")
        seconds.append(outcome.seconds)
    return seconds


def cpsat_pass(
    peer: str, data: dict[str, Any], keys: list[str], unique: dict[str, bool], timeout: float
) -> list[float]:
    """puzzlekit's warm solve calls (one worker), each answer of a unique puzzle checked by its verifier."""
    import puzzlekit_peer

    seconds = []
    for key in keys:
        entry = data["data"][key]
        started = time.process_time()
        status, grid = puzzlekit_peer.solve(entry["problem"], peer, timeout)
        seconds.append(time.process_time() - started)
        solved = status in ("Optimal", "Feasible")
        if not solved or (unique[key] and not puzzlekit_peer.right(peer, grid, entry.get("solution"))):
            raise SystemExit(f"cpsat: {key}: {status}, not the published solution")
    return seconds


def clingo_process(path: Path) -> int:
    """--clingo-process: clingo's whole process over a JSON Lines file (imports, then every puzzle)."""
    from clingo_models import solve

    records = listed_records(path.parent, path.stem)
    wrong = sum(not same_answer(record, *solve(record)) for record in records)
    print(json.dumps({"puzzles": len(records), "wrong": wrong}))
    return 2 if wrong else 0  # 1 is what our own process exits with when a puzzle has several solutions


def whole_process(command: list[str]) -> float:
    """CPU seconds (user + system) of one process, start-up included; it must exit 0 (or 1, ours when a puzzle
    has several solutions, as the corpus lists one Star Battle). With bytecode caches
    written, as an installed package has them (PYTHONDONTWRITEBYTECODE cleared, as benchmarks/startup.py does)."""
    env = {key: value for key, value in os.environ.items() if key != "PYTHONDONTWRITEBYTECODE"}  # as installed
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, capture_output=True, text=True, check=False, timeout=3600, env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} exited {done.returncode}: {done.stderr.strip()[-400:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def print_row(row: dict[str, Any]) -> None:
    print(f"{row['type']}: slowest puzzles: " + ", ".join(f"{side} {row[f'{side}_slowest']}" for side in SIDES))
    sys.stdout.flush()


def print_table(rows: list[dict[str, Any]]) -> None:
    print("\nCPU time; in-process ms per puzzle (fastest of the rounds), whole process s; ratio = theirs / ours")
    print("| type | side | mean ms | slowest ms | whole batch s | mean ratio | slowest ratio | batch ratio |")
    print("|---|---|---|---|---|---|---|---|")
    for row in rows:
        ours = [row["ours_mean_ms"], row["ours_max_ms"], row["ours_process_s"]]
        for side in SIDES:
            mine = [row[f"{side}_mean_ms"], row[f"{side}_max_ms"], row[f"{side}_process_s"]]
            ratios = ["" if side == "ours" else f"{theirs / us:.1f}x" for theirs, us in zip(mine, ours, strict=True)]
            label = f"{row['type']} ({row['puzzles']})"
            print(f"| {label} | {side} | {mine[0]:.2f} | {mine[1]:.1f} | {mine[2]:.2f} | " + " | ".join(ratios) + " |")


if __name__ == "__main__":
    raise SystemExit(main())
