"""How many steps do not follow from what they name, checked by an encoding of their own (tests/step_oracle.py).

    python benchmarks/steps_follow.py [--towers FILE] [--limit N] [--corpus PATH] [--abc N]

`--towers`: a TSV of Tatham Towers puzzles (columns size, game_id, ...; e.g. his generator's output);
`--limit` of them are taken spread over the file (every k-th row). `--abc N`: also the first N Easy As
ABC puzzles of the corpus (PATH/easyasabc.jsonl). Each path's steps are dumped as JSON (what a reader
sees) and each one is re-derived from its named clues, lines, givens and facts alone. Prints one row per
set: puzzles, steps, steps that do not follow, and of those, how many decide a cell whose last value
left comes from an earlier exclusion the step does not name. Then the trials read link by link as a reader
of the JSON can (tests/step_oracle.py `trial_links_failing`): each link from its reasons (its rules and the
values then ruled out on the cells it reads), the trial step's named facts, the assumption, the
links before it, and the rows and columns of every cell placed so far (a placement clears its lines
silently); the last link must contradict them.
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from step_oracle import follows, trial_links_failing

import satpuzzles
from satpuzzles.formats.tatham import read_game_id
from satpuzzles.steps import path_json, steps


def towers(path: Path, limit: int) -> list[Any]:
    with path.open(encoding="utf-8") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t"))
    every = max(1, len(rows) // limit)
    return [read_game_id(row["game_id"]) for row in rows[::every][:limit]]


def closure_unnamed(step: dict[str, Any], earlier: dict[tuple[int, int], set[Any]]) -> bool:
    """A decided cell with exclusions known before the step that the step does not name."""
    named = {(r["row"], r["column"], str(r["value"])) for r in step["reasons"] if r.get("fact") == "excluded"}
    return any(
        any((f["row"], f["column"], str(v)) not in named for v in earlier.get((f["row"], f["column"]), ()))
        for f in step["decided"]
    )


def measure(kind: str, puzzles: list[Any]) -> tuple[int, int, int, int, float, int, int]:
    total = failing = closure = links = links_bad = 0
    started = time.process_time()
    for puzzle in puzzles:
        size = puzzle.size
        letters = getattr(puzzle, "letters", "")
        document = path_json(None, steps(puzzle))
        earlier: dict[tuple[int, int], set[Any]] = {}
        for step in document["steps"]:
            total += 1
            if not follows(kind, size, letters, step):
                failing += 1
                closure += closure_unnamed(step, earlier)
            count, bad = trial_links_failing(kind, size, letters, step)
            links, links_bad = links + count, links_bad + bad
            for f in step["excluded"]:
                earlier.setdefault((f["row"], f["column"]), set()).add(f["value"])
    return len(puzzles), total, failing, closure, time.process_time() - started, links, links_bad


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--towers", type=Path, metavar="FILE")
    parser.add_argument("--limit", type=int, default=20)
    parser.add_argument("--corpus", type=Path, metavar="PATH")
    parser.add_argument("--abc", type=int, default=0, metavar="N")
    args = parser.parse_args()
    sets = [("Skyscrapers (Tatham)", "skyscrapers", towers(args.towers, args.limit))] if args.towers else []
    if args.abc:
        if args.corpus is None:
            parser.error("--abc needs --corpus PATH")
        abc = [r.puzzle for r in satpuzzles.load(args.corpus / "easyasabc.jsonl")][: args.abc]
        sets.append(("Easy As ABC (corpus)", "easyasabc", abc))
    print(
        "| set | puzzles | steps | do not follow | of which an unnamed earlier exclusion | CPU s "
        "| trial links | links that do not follow from the JSON |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for name, kind, puzzles in sets:
        n, total, failing, closure, seconds, links, links_bad = measure(kind, puzzles)
        print(f"| {name} | {n} | {total} | {failing} | {closure} | {seconds:.1f} | {links} | {links_bad} |")


if __name__ == "__main__":
    main()
