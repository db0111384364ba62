"""Where certifying one puzzle spends its time: each phase of `write_bundle` timed on its own, per corpus puzzle.

Phases, in the order write_bundle runs them: compile the clause encoding with the blocking clause,
render the DIMACS text, prove (the type's `auto` proving solver, and cadical153 beside it), the rule
check, the model check, dratify's parse of the formula text, dratify's parse of the proof and its
check (the Rust engine when installed), and writing and hashing the four files. `check` (a fresh
auto Engine's solve, the uniqueness proof included) is the denominator the issue's target uses. CPU
seconds, the best of `--repeat` runs per puzzle; the table gives the median and the max over the
puzzles and each phase's share of the phases' sum.

    python benchmarks/certify_phases.py [--corpus PATH] [--type starbattle] [--sample N]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import statistics
import tempfile
import time
from collections.abc import Callable
from itertools import count
from pathlib import Path
from typing import Any

import dratify
from corpus_path import add_corpus_option, check_corpus

from satpuzzles.certify.checker import resolve_engine
from satpuzzles.certify.files import CERTIFICATE, FORMULA, PROOF, SOLUTION
from satpuzzles.certify.proof import proof_solver, prove
from satpuzzles.certify.verify import check_model, check_solution
from satpuzzles.dimacs import puzzle_cnf
from satpuzzles.dimacs.export import cnf_text
from satpuzzles.formats import loads
from satpuzzles.puzzles import type_of
from satpuzzles.solving import Engine

BESIDE = "(prove with cadical153, for comparison)"  # timed, but not one of the phases summed


def best_of(repeat: int, work: Callable[[], Any]) -> tuple[Any, float]:
    best, result = float("inf"), None
    for _ in range(repeat):
        start = time.process_time()
        result = work()
        best = min(best, time.process_time() - start)
    return result, best


def phases(record: Any, folder: Path, repeat: int) -> dict[str, float]:
    puzzle, kind = record.puzzle, type_of(record.puzzle)
    times: dict[str, float] = {}

    def timed(name: str, work: Callable[[], Any]) -> Any:
        result, times[name] = best_of(repeat, work)
        return result

    def check() -> Any:
        with Engine("auto", "auto") as engine:
            return engine.solve(puzzle)

    solution = timed("check (the denominator)", check).solution
    compiled = timed("compile", lambda: puzzle_cnf(puzzle, encoding="auto", blocked=solution))
    text = timed("render the DIMACS text", lambda: cnf_text(puzzle, compiled, encoding="auto", blocked=solution))
    solver = proof_solver("auto", kind.name)
    proof = timed(f"prove ({solver})", lambda: prove(compiled.clauses, solver))
    timed(BESIDE, lambda: prove(compiled.clauses, "cadical153"))
    timed("rule check", lambda: check_solution(puzzle, solution))
    timed("model check (minisat22, clause scan)", lambda: check_model(solution, compiled))
    formula = timed("dratify: parse the formula text", lambda: dratify.parse_dimacs(text))
    timed("dratify: parse the proof, check it", lambda: dratify.check_proof(formula, proof.text))
    answer = json.dumps(kind.codec.solution_to_json(solution)) + "\n"
    folders = count()

    def write() -> None:
        target = folder / f"b{next(folders)}"
        target.mkdir()
        files = {FORMULA: text.encode(), PROOF: proof.text.encode(), SOLUTION: answer.encode()}
        hashes = {name: hashlib.sha256(data).hexdigest() for name, data in files.items()}
        files[CERTIFICATE] = json.dumps(hashes).encode()
        for name, data in files.items():
            (target / name).write_bytes(data)

    timed("write and hash the files", write)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_corpus_option(parser)
    parser.add_argument("--type", default="starbattle", help="puzzle type (default starbattle)")
    parser.add_argument("--sample", type=int, help="puzzles, spread over the file (default: every unique one)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per phase and puzzle; the best counts")
    args = parser.parse_args()
    check_corpus(args.corpus, [args.type], answers=True)
    resolve_engine()  # registers the native engine before anything is timed
    records = [r for r in loads((args.corpus / f"{args.type}.jsonl").read_text(encoding="utf-8"), "json") if r.unique]
    if args.sample is not None and args.sample < len(records):
        records = [records[int(i * len(records) / args.sample)] for i in range(args.sample)]
    rows: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as scratch:
        for number, record in enumerate(records):
            folder = Path(scratch) / str(number)
            folder.mkdir()
            for name, seconds in phases(record, folder, args.repeat).items():
                rows.setdefault(name, []).append(seconds)
    summed = [name for name in rows if name != BESIDE and not name.startswith("check")]
    total = sum(statistics.median(rows[name]) for name in summed)
    print(f"{args.type}: {len(records)} puzzles; CPU ms, best of {args.repeat} per puzzle")
    print("| phase | median | max | share of the sum |\n|---|---|---|---|")
    for name, values in rows.items():
        share = f"{100 * statistics.median(values) / total:.0f} %" if name in summed else ""
        print(f"| {name} | {1000 * statistics.median(values):.2f} | {1000 * max(values):.1f} | {share} |")
    print(f"| sum of the phases | {1000 * total:.2f} | | |")


if __name__ == "__main__":
    main()
