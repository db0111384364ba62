"""Our `steps` path of a Towers puzzle beside the working of Simon Tatham's own solver, as Markdown.

    python benchmarks/steps_beside_tatham.py --solver PATH ID [ID ...] [--working]

PATH is his standalone Towers solver (built from his source with -DSTANDALONE_SOLVER; the calibration
data's README says how); `PATH -g ID` gives his grade and `PATH -v ID` his working, deduction by deduction.
For each game ID: his grade and our level, how many deductions of each kind each side makes (his headings,
ours the steps' techniques, `search tier N` for a step the techniques did not make), and the lines where the
hard part is (his forcing chains and guesses, with his (column,row) cells written rRcC as ours are; our forcing
chains, trials with their deductions, and search steps). `--working` adds his whole working, as he prints it,
in a folded block.
"""

from __future__ import annotations

import argparse
import re
import subprocess
from collections import Counter
from typing import Any

from steps_techniques import technique_of

from satpuzzles.formats.tatham import read_game_id
from satpuzzles.steps import path_json, steps

HIS_KINDS = (
    ("lower bounds", re.compile(r"lower bounds")),
    ("clue nearly filled", re.compile(r"clue .* is nearly filled")),
    ("positional elimination", re.compile(r"positional elimination")),
    ("numeric elimination", re.compile(r"numeric elimination")),
    ("exhaustive analysis", re.compile(r"exhaustive analysis")),
    ("facing clues", re.compile(r"facing clues")),
    ("forcing chain", re.compile(r"forcing chain")),
    ("guess", re.compile(r"recursing on")),
)
HARD_KINDS = ("forcing chain", "guess")
HIS_CELL = re.compile(r"\((\d+),(\d+)\)")
OUR_HARD = ("forcing chain", "trial", "search tier")


def his_working(solver: str, game_id: str) -> tuple[str, str]:
    """His grade and his working, as his solver prints them."""
    grade = subprocess.run([solver, "-g", game_id], capture_output=True, text=True, check=True, timeout=60)
    working = subprocess.run([solver, "-v", game_id], capture_output=True, text=True, check=True, timeout=60)
    return grade.stdout.strip().removeprefix("Difficulty rating: "), working.stdout


def his_kind(heading: str) -> str | None:
    """The kind of one of his deductions, from its heading line (None for a line that is no heading)."""
    text = heading.strip()
    for kind, pattern in HIS_KINDS:
        if pattern.match(text):
            return kind
    return None


def his_counts(working: str) -> tuple[Counter[str], list[str]]:
    """How many deductions of each kind his working makes (inside a guess too), and its hard lines."""
    counts: Counter[str] = Counter()
    hard: list[str] = []
    for line in working.splitlines():
        kind = his_kind(line)
        if kind is None:
            continue
        counts[kind] += 1
        if kind in HARD_KINDS:
            hard.append(HIS_CELL.sub(r"r\2c\1", line.strip().rstrip(":")))
    return counts, hard


def our_path(game_id: str) -> dict[str, Any]:
    return path_json(None, steps(read_game_id(game_id)))


def counts_text(counts: Counter[str]) -> str:
    return ", ".join(f"{kind} {n}" for kind, n in counts.most_common())


def section(solver: str, game_id: str, with_working: bool) -> str:
    grade, working = his_working(solver, game_id)
    his, his_hard = his_counts(working)
    path = our_path(game_id)
    ours = Counter(technique_of(step) for step in path["steps"])
    our_hard = [
        line
        for number, step in enumerate(path["steps"], 1)
        if technique_of(step).startswith(OUR_HARD)
        for line in [f"{number}. {step['text']}", *(f"    {link['text']}" for link in step.get("trial", ()))]
    ]
    lines = [
        f"### `{game_id}`: his {grade}, our {path['level']}",
        "",
        f"- His deductions ({sum(his.values())}): {counts_text(his)}.",
        f"- Our steps ({len(path['steps'])}, path {'complete' if path['complete'] else 'INCOMPLETE'}): "
        f"{counts_text(ours)}.",
        "",
        "Where the hard part is, his working:",
        "",
        *([f"    {line}" for line in his_hard] or ["    (none: no forcing chain, no guess)"]),
        "",
        "and our steps:",
        "",
        *([f"    {line}" for line in our_hard] or ["    (none)"]),
        "",
    ]
    if with_working:
        lines += ["<details><summary>His whole working</summary>", "", "```", working.rstrip(), "```", "</details>", ""]
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--solver", required=True, help="his standalone Towers solver")
    parser.add_argument("--working", action="store_true", help="add his whole working, folded")
    parser.add_argument("ids", nargs="+", metavar="ID", help="Towers game IDs")
    args = parser.parse_args()
    for game_id in args.ids:
        print(section(args.solver, game_id, args.working))


if __name__ == "__main__":
    main()
