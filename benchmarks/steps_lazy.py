"""CPU seconds of `steps` with the lazy rules as cuts against the exact step model, on the same puzzles in one run.

    python benchmarks/steps_lazy.py --type heyawake [--keys K ...] [--smallest N] [--models lazy exact]
        [--timeout S] [--corpus PATH]

A rule-book type that solves its lazy rules (connectivity, one loop, sized areas) by cuts states them in its
step model the same way (encodings/rulebook.md); `exact` builds the step model with every rule as clauses,
as it was before. Each puzzle of the type's puzzlekit dataset (`--keys`, else the `--smallest` N by cell
count) is stepped under each model in turn, interleaved, so a busy machine slows both alike. Printed per
puzzle and model: CPU seconds of the whole run (uniqueness proof, step model, path, re-checks), whether
the path reached the solution within `--timeout`, its steps, SAT calls and grade.
"""

from __future__ import annotations

import argparse
import sys
import time
from dataclasses import replace
from importlib import import_module
from typing import Any

from corpus_path import DEFAULT_CORPUS
from datasets import dataset_name, load_dataset

from satpuzzles import Engine
from satpuzzles.formats.dataset import entries, read_entry
from satpuzzles.puzzles import get_type
from satpuzzles.steps.run import steps_with
from satpuzzles.typekit.booksteps import BookSteps
from satpuzzles.typekit.registry import register


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--type", required=True)
    parser.add_argument("--keys", nargs="*", default=None, help="dataset keys (default: the smallest puzzles)")
    parser.add_argument("--smallest", type=int, default=3, help="how many of the smallest puzzles without --keys")
    parser.add_argument("--models", nargs="+", choices=("lazy", "exact"), default=["lazy", "exact"])
    parser.add_argument("--timeout", type=float, default=60.0)
    parser.add_argument("--corpus", default=DEFAULT_CORPUS)
    args = parser.parse_args()
    kind = get_type(args.type)
    path = DEFAULT_CORPUS.__class__(args.corpus) / "puzzlekit" / f"{dataset_name(kind)}_dataset.json"
    if not path.is_file():
        print(f"{path}: no such file: pass --corpus PATH", file=sys.stderr)
        return 2
    data = load_dataset(path)
    records = {key: read_entry(kind, key, entry) for key, entry in entries(data)}
    keys = args.keys or sorted(records, key=lambda k: (records[k].puzzle.rows * records[k].puzzle.columns, k))
    keys = keys[: len(keys) if args.keys else args.smallest]
    rules = import_module(kind.model.__module__.rpartition(".")[0] + ".encode").RULES
    specs = {model: replace(kind, stepper=_stepper(rules, model == "lazy")) for model in args.models}
    print(f"{'puzzle':<14} {'model':<6} {'CPU s':>7} {'done':>5} {'steps':>5} {'calls':>7} level")
    for key in keys:
        for model, spec in specs.items():
            register(spec)
            with Engine() as engine:
                started = time.process_time()
                path_ = steps_with(engine, records[key].puzzle, timeout=args.timeout)
                seconds = time.process_time() - started
            done = "yes" if path_.complete else "no"
            print(
                f"{key:<14} {model:<6} {seconds:>7.2f} {done:>5} {len(path_.steps):>5} "
                f"{path_.stats.sat_calls:>7} {path_.level or '-'}",
                flush=True,
            )
    register(kind)
    return 0


def _stepper(rules: Any, lazy: bool) -> Any:
    return lambda puzzle: BookSteps(rules, puzzle, lazy=lazy)


if __name__ == "__main__":
    sys.exit(main())
