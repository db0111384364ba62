"""Every type with a puzzlekit dataset, solved over its dataset file: right, unique, wrong, not unique.

For each registered type whose puzzlekit codec names a dataset (benchmarks/datasets.py says where its
file is found), every entry is read with the type's puzzlekit reader and solved in this process with the
uniqueness proof, as `satpuzzles solve FILE --json` runs a file. Counts per type: `right` (our solution
matches the published one, by the type's comparison), `unique` (the solver proved it the only one),
`wrong` (a solution that does not match), `not unique` (two solutions or more), `other` (no solution, a
time-out, or an entry that could not be read); then the ids of every entry that is not right and unique,
each with what happened. CPU seconds per puzzle (read + solve + uniqueness): mean and max. `--backend`
solves on that backend instead of `auto`; `--entries FILE` writes every entry's outcome and CPU seconds as CSV
(a before/after per entry).

Exit 0 when every entry of every type is right and unique, 1 otherwise, 2 when the corpus is missing.

    python benchmarks/puzzlekit_corpus.py --corpus PATH [--type NAME ...] [--timeout 60] [--csv out.csv]
        [--backend NAME] [--entries entries.csv]
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path
from typing import Any

from corpus_path import DEFAULT_CORPUS
from datasets import Outcome, corpus_types, dataset_file, dataset_name, load_dataset, solve_entries
from tables import write_csv


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, metavar="PATH", default=DEFAULT_CORPUS, help="the corpus folder")
    parser.add_argument("--type", dest="types", action="append", metavar="NAME", help="only this type (repeatable)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per puzzle (default 60)")
    parser.add_argument("--csv", metavar="FILE", help="also write the table as CSV")
    parser.add_argument("--backend", default="auto", help="the backend to solve on (default auto)")
    parser.add_argument("--entries", metavar="FILE", help="also write each entry's outcome as CSV")
    args = parser.parse_args()
    kinds = corpus_types("puzzlekit_corpus.py", args.corpus, args.types)
    if kinds is None:
        return 2
    rows: list[dict[str, Any]] = []
    each: list[dict[str, Any]] = []
    failures: list[str] = []
    with tempfile.TemporaryDirectory() as scratch:
        for kind in kinds:
            path = dataset_file(args.corpus, kind, Path(scratch))
            if path is None:
                print(f"{kind.name}: no {dataset_name(kind)}_dataset.json (nor {kind.name}.jsonl) in {args.corpus}")
                continue
            outcomes = list(solve_entries(kind, load_dataset(path), timeout=args.timeout, backend=args.backend))
            each += [
                {"type": kind.name, "key": o.key, "status": o.status, "right": o.right, "cpu_s": round(o.seconds, 4)}
                for o in outcomes
            ]
            rows.append(_row(kind.name, path, outcomes))
            failures += [f"{kind.name}: {_failure(outcome)}" for outcome in outcomes if not _good(outcome)]
    _print(rows)
    for line in failures:
        print(line)
    if args.csv and rows:
        write_csv(args.csv, rows)
    if args.entries and each:
        write_csv(args.entries, each)
    return 1 if failures or not rows else 0


def _good(outcome: Outcome) -> bool:
    return outcome.right and outcome.status == "unique"


def _failure(outcome: Outcome) -> str:
    if outcome.status == "unreadable":
        return f"{outcome.key}: unreadable: {outcome.problem}"
    if outcome.status in ("unique", "multiple"):
        said = "right" if outcome.right else "wrong"
        return f"{outcome.key}: {said}, {'unique' if outcome.status == 'unique' else 'not unique'}"
    return f"{outcome.key}: {outcome.status}"


def _row(name: str, path: Path, outcomes: list[Outcome]) -> dict[str, Any]:
    solved = [o for o in outcomes if o.status in ("unique", "multiple")]
    seconds = [o.seconds for o in outcomes if o.status != "unreadable"] or [0.0]
    return {
        "type": name,
        "file": path.name,
        "puzzles": len(outcomes),
        "right": sum(o.right for o in outcomes),
        "unique": sum(o.status == "unique" for o in outcomes),
        "wrong": sum(not o.right for o in solved),
        "not_unique": sum(o.status == "multiple" for o in outcomes),
        "other": len(outcomes) - len(solved),
        "mean_ms": round(1000 * statistics.fmean(seconds), 1),
        "max_ms": round(1000 * max(seconds), 1),
    }


def _print(rows: list[dict[str, Any]]) -> None:
    print("| type | file | puzzles | right | unique | wrong | not unique | other | CPU mean ms | CPU max ms |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for row in rows:
        print("| " + " | ".join(str(value) for value in row.values()) + " |")


if __name__ == "__main__":
    raise SystemExit(main())
