"""The uniqueness proof with and without a type's Dominance selectors, on the same puzzles in one run.

Types whose solving template has `dominance` (base.Dominance: Numberlink) prove uniqueness by a full drawing
first and then "no other drawing without a shorter line"; without it, by the formula alone (as before the
selectors existed). Each entry of the type's dataset is solved both ways, each on a fresh Engine (no
learned clauses carried over), alternating, with the same wall-clock limit. Per way: puzzles, right (our
solution matches the published one), unique, not unique, time-outs, CPU seconds per puzzle (this process
and the solver children a deadline forks) mean and max.

    python benchmarks/dominance.py --corpus PATH [--type numberlink] [--timeout 10] [--limit N] [--only KEY]
        [--csv out.csv]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from corpus_path import DEFAULT_CORPUS
from datasets import corpus_types, cpu_seconds, dataset_file, load_dataset
from tables import write_csv

from satpuzzles import Engine
from satpuzzles.formats.dataset import entries, read_entry
from satpuzzles.puzzles import PuzzleSpec
from satpuzzles.solving import search
from satpuzzles.solving.report import matches_published


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, metavar="PATH", default=DEFAULT_CORPUS, help="the corpus folder")
    parser.add_argument("--type", dest="types", action="append", metavar="NAME", help="a type (default numberlink)")
    parser.add_argument(
        "--timeout", type=float, default=10.0, help="wall seconds per puzzle and way (default 10; 0: none)"
    )
    parser.add_argument("--limit", type=int, help="only the first N entries")
    parser.add_argument("--only", action="append", metavar="KEY", help="only this entry (repeatable)")
    parser.add_argument("--csv", metavar="FILE", help="also write the table as CSV")
    args = parser.parse_args()
    kinds = corpus_types("dominance.py", args.corpus, args.types or ["numberlink"])
    if kinds is None:
        return 2
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as scratch:
        for kind in kinds:
            path = dataset_file(args.corpus, kind, Path(scratch))
            if path is None:
                print(f"{kind.name}: no dataset file in {args.corpus}")
                continue
            rows += _compare(kind, load_dataset(path), args.timeout or None, args.limit, args.only)
    print("| type | proof | puzzles | right | unique | not unique | time-outs | CPU mean s | CPU max s |")
    print("|---|---|---|---|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(str(value) for value in row.values()) + " |")
    if args.csv and rows:
        write_csv(args.csv, rows)
    return 0 if rows else 1


def _compare(
    kind: PuzzleSpec[Any, Any], data: dict[str, Any], timeout: float | None, limit: int | None, only: list[str] | None
) -> list[dict[str, Any]]:
    ways = {"formula alone": False, "dominance": True}
    outcomes: dict[str, list[tuple[str, bool, float]]] = {way: [] for way in ways}
    for index, (key, entry) in enumerate(entries(data)):
        if limit is not None and index >= limit:
            break
        if only and key not in only:
            continue
        record = read_entry(kind, key, entry)
        for way, dominance in ways.items():
            with _dominance(dominance), Engine() as engine:
                started = cpu_seconds()
                result = engine.solve(record.puzzle, timeout=timeout)
                seconds = cpu_seconds() - started
            right = record.published is not None and matches_published(result, record.published)
            outcomes[way].append((result.status.value, right, seconds))
            print(f"{kind.name} {key} {way}: {result.status.value}, {seconds:.2f} s CPU", file=sys.stderr, flush=True)
    return [_row(kind.name, way, found) for way, found in outcomes.items()]


def _row(name: str, way: str, found: list[tuple[str, bool, float]]) -> dict[str, Any]:
    seconds = [s for _, _, s in found] or [0.0]
    return {
        "type": name,
        "proof": way,
        "puzzles": len(found),
        "right": sum(right for _, right, _ in found),
        "unique": sum(status == "unique" for status, _, _ in found),
        "not_unique": sum(status == "multiple" for status, _, _ in found),
        "timeouts": sum(status == "timeout" for status, _, _ in found),
        "mean_s": round(statistics.fmean(seconds), 2),
        "max_s": round(max(seconds), 2),
    }


@contextmanager
def _dominance(enabled: bool) -> Iterator[None]:
    """Solving as with (or, off, as without) the templates' Dominance selectors."""
    saved = search._dominant
    if not enabled:
        search._dominant = lambda *args: False  # type: ignore[assignment]  # the formula alone decides
    try:
        yield
    finally:
        search._dominant = saved


if __name__ == "__main__":
    raise SystemExit(main())
