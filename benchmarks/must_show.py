"""The "must show" checks of the puzzle-type issues, per type, run as a user runs them: whole CLI commands.

For the `--per-type` smallest entries (by cell count, then file order) of each type's dataset file
(`<corpus>/puzzlekit/<Dataset>_dataset.json`): `solve --json` (right against the published solution,
unique); the exported CNF solved by an external solver binary alone, its answer decoded to the same
board; the `--unique` export UNSAT for that solver; `steps` complete (exit 0, no cell left undecided);
where the type has puzz.link URLs, the URL written by `convert --to puzzlink` solved again to the same
board. Then one generated puzzle (`generate --size N --seed 1`) that `check` calls unique. Every cell of
the table is a command's result, never assumed.

    nice python benchmarks/must_show.py --corpus ../shared/corpus --types tents kakuro --per-type 2
"""

from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

from corpus_path import add_corpus_option
from datasets import dataset_file, dataset_types, load_dataset

from satpuzzles.puzzles import PuzzleSpec

CLI = [sys.executable, "-m", "satpuzzles"]
GENERATE_SIZES = (6, 7, 5, 8, 9, 4, 10)  # the first a type takes is the one shown


def run(arguments: list[str], cap: float) -> subprocess.CompletedProcess[str]:
    """One command with a wall-clock cap; a command past it reads as exit 124."""
    try:
        return subprocess.run(arguments, capture_output=True, text=True, timeout=cap, check=False)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(arguments, 124, "", "past the cap")


def solved(puzzle: Path, kind: str, cap: float, *extra: str) -> dict[str, Any]:
    done = run([*CLI, "solve", str(puzzle), "--type", kind, "--json", *extra], cap)
    lines = done.stdout.strip().splitlines()
    return json.loads(lines[0]) if done.returncode == 0 and lines else {"status": f"exit {done.returncode}"}


def external(cnf: Path, solver: str, cap: float) -> tuple[int, str]:
    """The external solver's exit code (10 SAT, 20 UNSAT) and its answer."""
    done = run([solver, str(cnf)], cap)
    return done.returncode, done.stdout


def entry_checks(kind: PuzzleSpec[Any, Any], puzzle: Path, work: Path, solver: str, cap: float) -> dict[str, str]:
    """The checks of one dataset entry, each as a short word for the table."""
    name = kind.name
    row: dict[str, str] = {}
    ours = solved(puzzle, name, cap)
    row["solve"] = f"{ours.get('status')}{'' if ours.get('matches_published') else ' (NOT published)'}"
    cnf, unique_cnf = work / "formula.cnf", work / "unique.cnf"
    exported = run([*CLI, "export", str(puzzle), "--type", name, "-o", str(cnf)], cap)
    code, answer = external(cnf, solver, cap) if exported.returncode == 0 else (exported.returncode, "")
    if code == 10:
        (work / "model.txt").write_text(answer)
        decoded = run([*CLI, "decode", str(puzzle), str(work / "model.txt"), "--type", name, "--json"], cap)
        board = json.loads(decoded.stdout).get("solution") if decoded.returncode == 0 else None
        row["external"] = "same board" if board is not None and board == ours.get("solution") else "DIFFERENT"
    else:
        row["external"] = f"exit {code}"
    exported = run([*CLI, "export", str(puzzle), "--type", name, "--unique", "-o", str(unique_cnf)], cap)
    code, _ = external(unique_cnf, solver, cap) if exported.returncode == 0 else (exported.returncode, "")
    row["unique export"] = "UNSAT" if code == 20 else f"exit {code}"
    if kind.stepper is None:
        row["steps"] = "no stepper"
    else:
        stepped = run([*CLI, "steps", str(puzzle), "--type", name, "--json", "--timeout", str(cap)], cap + 10)
        row["steps"] = "complete" if stepped.returncode == 0 else f"exit {stepped.returncode}"
    if kind.puzzlink is None:
        row["url"] = "no URL"
    else:
        converted = run([*CLI, "convert", str(puzzle), "--type", name, "--to", "puzzlink"], cap)
        url = converted.stdout.strip()
        done = run([*CLI, "solve", url, "--json"], cap) if url else None
        lines = done.stdout.strip().splitlines() if done is not None and done.returncode == 0 else []
        again = json.loads(lines[0]) if lines else {}
        if converted.returncode == 2:  # a puzzle the format cannot express, said in one line
            row["url"] = "refused: " + converted.stderr.strip().rpartition(": ")[2]
        else:
            row["url"] = "round trip" if again.get("solution") == ours.get("solution") else "FAILED"
    return row


def generated(kind: PuzzleSpec[Any, Any], work: Path, cap: float) -> str:
    """A generated puzzle's size and what `check` says of it."""
    if kind.generator is None:
        return "no generator"
    for size in GENERATE_SIZES:
        out = work / f"generated-{size}.jsonl"
        made = run([*CLI, "generate", kind.name, "--size", str(size), "--seed", "1", "-o", str(out)], cap)
        if made.returncode == 2 and not out.exists():
            continue  # a size the type does not take
        if made.returncode != 0:
            return f"{size}x{size}: generate exit {made.returncode}"
        checked = run([*CLI, "check", str(out), "--json"], cap)
        lines = checked.stdout.strip().splitlines()
        status = json.loads(lines[0]).get("status") if lines else f"exit {checked.returncode}"
        return f"{size}x{size}: {status}"
    return "no size taken"


def smallest(entries: dict[str, Any], count: int) -> list[str]:
    """The keys of the `count` entries with the fewest cells (their problem's first line: rows cols)."""

    def cells(key: str) -> int:
        head = str(entries[key].get("problem", "")).split("\n", 1)[0].split()
        return int(head[0]) * int(head[1]) if len(head) >= 2 and head[0].isdigit() and head[1].isdigit() else 10**9

    return sorted(entries, key=cells)[:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_corpus_option(parser)
    parser.add_argument("--types", nargs="+", help="type names (default: every type with a dataset)")
    parser.add_argument("--per-type", type=int, default=2, help="dataset entries per type (the smallest ones)")
    parser.add_argument("--solver", default="cadical", help="external solver binary (DIMACS in)")
    parser.add_argument("--cap", type=float, default=120.0, help="wall seconds per command")
    args = parser.parse_args()
    if shutil.which(args.solver) is None:
        sys.exit(f"must_show.py: no {args.solver} on PATH (--solver NAME)")
    columns = ["solve", "external", "unique export", "steps", "url"]
    print(f"| type | entry | {' | '.join(columns)} |")
    print("|---" * (len(columns) + 2) + "|")
    generation: dict[str, str] = {}
    with tempfile.TemporaryDirectory() as scratch:
        work = Path(scratch)
        for kind in dataset_types(args.types):
            path = dataset_file(args.corpus, kind, work)
            if path is None:
                print(f"| {kind.name} | no dataset | " + " | ".join("-" for _ in columns) + " |")
                continue
            data = load_dataset(path)
            for key in smallest(data["data"], args.per_type):
                puzzle = work / "entry.json"
                entry = {"name": data.get("name"), "data": {key: data["data"][key]}}
                puzzle.write_text(json.dumps(entry))
                row = entry_checks(kind, puzzle, work, args.solver, args.cap)
                print(f"| {kind.name} | {key} | " + " | ".join(row[column] for column in columns) + " |", flush=True)
            generation[kind.name] = generated(kind, work, args.cap)
    print("\n| type | generated puzzle: size, `check` |\n|---|---|")
    for name, outcome in generation.items():
        print(f"| {name} | {outcome} |")


if __name__ == "__main__":
    main()
