"""Certificates for every type with a puzzlekit dataset: can a typical and a large published puzzle be certified?

For each type, the entries at the given quantiles of the dataset's cell counts (default: the median and the
90th percentile) are solved, and each unique one is certified (`Certifier.certify`: the exact formula, its
DIMACS text, the model check, the proof and dratify's check, in a forked child) under a wall-clock limit.
One row per entry: the outcome (certified, timeout, or the error), CPU seconds of this process and its
children, wall seconds, and the formula's clauses.

    python benchmarks/certify_types.py --corpus PATH [--types NAME ...] [--limit 30] [--quantiles 0.5,0.9]
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from datasets import corpus_types, cpu_seconds, dataset_file, load_dataset

from satpuzzles.certify import Certifier
from satpuzzles.deadline import Timeout, start
from satpuzzles.errors import SatPuzzlesError
from satpuzzles.formats.dataset import entries, read_entry
from satpuzzles.solving import Engine, Status


def cells(key: str) -> int:
    """The cell count a dataset key ends with (`360_14x24`), 0 when it names none."""
    found = re.search(r"(\d+)x(\d+)$", key)
    return int(found[1]) * int(found[2]) if found else 0


def certified(kind: Any, key: str, entry: Any, folder: Path, limit: float) -> tuple[str, float, float]:
    """(outcome, CPU s, wall s) of certifying one entry, its solve not counted."""
    record = read_entry(kind, key, entry)
    with Engine() as engine:
        result = engine.solve(record.puzzle, timeout=max(limit, 60.0))
    if result.status is not Status.UNIQUE:
        return f"not certified: {result.status.value}", 0.0, 0.0
    cpu, wall = cpu_seconds(), time.perf_counter()
    try:
        Certifier(folder, "auto", "auto").certify(record.puzzle, result.solution, key, 1, start(limit))
        outcome = "certified"
    except Timeout:
        outcome = f"timeout ({limit:g} s)"
    except SatPuzzlesError as error:
        outcome = f"refused: {str(error)[:90]}"
    return outcome, cpu_seconds() - cpu, time.perf_counter() - wall


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, required=True, metavar="PATH")
    parser.add_argument("--types", nargs="*", metavar="NAME")
    parser.add_argument("--limit", type=float, default=30.0, help="wall-clock seconds per certificate")
    parser.add_argument("--quantiles", default="0.5,0.9", help="of the dataset's cell counts, comma-separated")
    options = parser.parse_args()
    kinds = corpus_types("certify_types.py", options.corpus, options.types)
    if kinds is None:
        return 2
    quantiles = [float(q) for q in options.quantiles.split(",")]
    scratch = Path(tempfile.mkdtemp())
    print("| type | entry | outcome | CPU s | wall s |\n|---|---|---|---|---|")
    for kind in kinds:
        path = dataset_file(options.corpus, kind, scratch)
        if path is None:
            continue
        ordered = sorted(entries(load_dataset(path)), key=lambda item: cells(item[0]))
        for quantile in quantiles:
            key, entry = ordered[round(quantile * (len(ordered) - 1))]
            outcome, cpu, wall = certified(kind, key, entry, scratch / "bundles", options.limit)
            print(f"| {kind.name} | {key} | {outcome} | {cpu:.2f} | {wall:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
