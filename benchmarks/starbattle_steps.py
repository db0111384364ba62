"""How big the steps are and which techniques make them, on a corpus of one type (Star Battle, Easy As ABC).

    python benchmarks/starbattle_steps.py --corpus FILE [--limit N] [--every K] [--dump FILE] [--before FILE]
    python benchmarks/starbattle_steps.py --results FILE [--before FILE]

Reads the corpus (JSON lines, each a puzzle with an id), takes each path of `satpuzzles.steps` as JSON (what a
reader sees) and counts per step what it names: rules (rows, columns, regions, no-touch rules, clues, givens) plus
earlier facts. Prints the median over puzzles of the largest step of the path, the steps per technique (a step's
`technique` kind, or "search tier N" for a step the techniques did not make), the CPU per path and the levels.
`--every K` takes every K-th puzzle (a sample); `--dump` writes one JSON line per puzzle; `--before FILE` (such a
dump from other code, e.g. main's tree on PYTHONPATH) adds its column, puzzle for puzzle; `--results FILE` prints
the tables of a dump without measuring again.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter
from pathlib import Path
from typing import Any

from steps_techniques import technique_of

from satpuzzles.formats import Record, load
from satpuzzles.steps import path_json, steps


def measure(record: Record) -> dict[str, Any]:
    puzzle = record.puzzle
    started = time.process_time()
    document = path_json(record.id, steps(puzzle))
    sizes = [len(step["reasons"]) for step in document["steps"]]
    return {
        "id": record.id,
        "size": puzzle.size,
        "stars": getattr(puzzle, "stars", None),
        "complete": document["complete"],
        "level": document["level"],
        "steps": len(sizes),
        "largest": max(sizes, default=0),
        "techniques": Counter(technique_of(step) for step in document["steps"]),
        "cpu": round(time.process_time() - started, 3),
    }


def median(values: list[float]) -> str:
    return f"{statistics.median(values):g}" if values else "-"


def searched(result: dict[str, Any]) -> int:
    return sum(count for name, count in result["techniques"].items() if name.startswith("search"))


def report(results: list[dict[str, Any]], before: dict[str, dict[str, Any]]) -> None:
    old = [before[r["id"]] for r in results if r["id"] in before]
    print(
        "| | puzzles | largest step (rules + facts, median) | steps (median) | search steps (total) "
        "| CPU s per path (median) |"
    )
    print("|---|---|---|---|---|---|")
    for name, rows in (("before", old), ("now", results)):
        if rows:
            print(
                f"| {name} | {len(rows)} | {median([r['largest'] for r in rows])} "
                f"| {median([r['steps'] for r in rows])} "
                f"| {sum(searched(r) for r in rows)} | {median([r['cpu'] for r in rows])} |"
            )
    print()
    totals: Counter[str] = Counter()
    for result in results:
        totals.update(result["techniques"])
    print("| technique | steps |")
    print("|---|---|")
    for name, count in totals.most_common():
        print(f"| {name} | {count} |")
    print()
    levels = Counter(r["level"] for r in results)
    print("levels now: " + ", ".join(f"{level} {levels[level]}" for level in ("easy", "medium", "hard", "extreme")))
    if old:
        was = Counter(r["level"] for r in old)
        print("levels before: " + ", ".join(f"{level} {was[level]}" for level in ("easy", "medium", "hard", "extreme")))
    incomplete = sum(1 for r in results if not r["complete"])
    print(f"{len(results)} puzzles, {incomplete} paths incomplete")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--corpus", type=Path, metavar="FILE")
    parser.add_argument("--results", type=Path, metavar="FILE")
    parser.add_argument("--limit", type=int, metavar="N")
    parser.add_argument("--every", type=int, default=1, metavar="K")
    parser.add_argument("--max-size", type=int, metavar="N", help="skip puzzles larger than N x N")
    parser.add_argument("--dump", type=Path, metavar="FILE")
    parser.add_argument("--before", type=Path, metavar="FILE")
    args = parser.parse_args()
    before: dict[str, dict[str, Any]] = {}
    if args.before:
        before = {row["id"]: row for row in map(json.loads, args.before.read_text(encoding="utf-8").splitlines())}
    if args.results:
        results = [json.loads(line) for line in args.results.read_text(encoding="utf-8").splitlines()]
        report(results, before)
        return
    if args.corpus is None:
        parser.error("give --corpus FILE (or --results FILE)")
    entries = [r for r in load(args.corpus)[:: args.every] if args.max_size is None or r.puzzle.size <= args.max_size]
    results = []
    dump = args.dump.open("w", encoding="utf-8") if args.dump else None
    for entry in entries[: args.limit]:
        result = measure(entry)
        results.append(result)
        if dump:
            dump.write(json.dumps(result) + "\n")
            dump.flush()
    if dump:
        dump.close()
    report(results, before)


if __name__ == "__main__":
    main()
