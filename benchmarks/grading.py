"""Grade every corpus puzzle: the share of each grade per type (and per size), and the grading time.

The numbers behind the table in encodings/grading.md.

    python benchmarks/grading.py [--corpus PATH] [--by-size] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from corpus_path import add_corpus_option, check_corpus
from tables import write_csv

import satpuzzles
from satpuzzles.generate import Level

TYPES = ("skyscrapers", "starbattle", "easyasabc")
COLUMNS = [level.value for level in Level] + ["ungraded"]


@dataclass
class Row:
    group: str
    grades: Counter[str] = field(default_factory=Counter)
    seconds: list[float] = field(default_factory=list)

    def as_dict(self) -> dict[str, object]:
        shares = {column: self.grades[column] for column in COLUMNS}
        return {"group": self.group, "puzzles": len(self.seconds), **shares, **self.times()}

    def times(self) -> dict[str, float]:
        return {"median_s": statistics.median(self.seconds), "max_s": max(self.seconds)}


def grade_file(path: Path, by_size: bool) -> list[Row]:
    rows: dict[str, Row] = {}
    for record in satpuzzles.load(path):
        started = time.perf_counter()
        graded = satpuzzles.grade(record.puzzle)
        took = time.perf_counter() - started
        n = record.puzzle.size
        for group in [path.stem] + ([f"{path.stem} {n}x{n}"] if by_size else []):
            row = rows.setdefault(group, Row(group))
            row.grades[graded.level.value if graded.level else "ungraded"] += 1
            row.seconds.append(took)
    return sorted(rows.values(), key=lambda row: (len(row.group), row.group))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_corpus_option(parser)
    parser.add_argument("--by-size", action="store_true", help="Also one row per type and size.")
    parser.add_argument("--csv", type=Path, help="Also write the rows to this CSV file.")
    args = parser.parse_args()
    check_corpus(args.corpus, TYPES)
    rows = [row for name in TYPES for row in grade_file(args.corpus / f"{name}.jsonl", args.by_size)]
    print(f"{'group':<22}{'puzzles':>8}" + "".join(f"{c:>14}" for c in COLUMNS) + f"{'median s':>10}{'max s':>8}")
    for row in rows:
        total = len(row.seconds)
        shares = "".join(f"{row.grades[c]:>7} ({100 * row.grades[c] / total:3.0f}%)" for c in COLUMNS)
        times = row.times()
        print(f"{row.group:<22}{total:>8}{shares}{times['median_s']:>10.3f}{times['max_s']:>8.2f}")
    if args.csv:
        write_csv(args.csv, [row.as_dict() for row in rows])


if __name__ == "__main__":
    main()
