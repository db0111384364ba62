"""How big the steps of a path are, and which techniques they use, on Simon Tatham's graded Towers puzzles.

    python benchmarks/steps_techniques.py --calibration DIR [--limit N] [--dump FILE] [--before FILE]
    python benchmarks/steps_techniques.py --results FILE [--before FILE]

Reads DIR/tatham_towers.tsv and DIR/tatham_corpus_grades.tsv (his generator's puzzles and published puzzles,
each with his grade), takes each path of `satpuzzles.steps` as JSON (what a reader sees) and counts per step
what it names: rules (clues, givens, rows, columns) plus earlier facts. Prints per grade of his the median over
puzzles of the largest step of the path, and the number of steps per technique (a step's `technique`, or the
search tier for a step the techniques did not make). `--dump` writes one JSON line per puzzle; `--before FILE`
(such a dump from other code) adds its column to the first table, puzzle for puzzle; `--results FILE` prints
the tables of such a dump without measuring again. A third table counts the trial steps (Tatham's Unreasonable
guess, spelled out deduction by deduction), their links and the search's whole-board (tier 3) steps; a fourth is
the level confusion against his grades (now, and before where its dump has levels).
"""

from __future__ import annotations

import argparse
import csv
import json
import statistics
import time
from collections import Counter
from pathlib import Path
from typing import Any

from satpuzzles.formats.tatham import read_game_id
from satpuzzles.steps import path_json, steps

GRADES = ("Easy", "Hard", "Extreme", "Unreasonable")


def calibration(directory: Path, limit: int | None) -> list[tuple[str, str, str]]:
    """(game id, his grade, where it comes from) for both files, in file order."""
    rows: list[tuple[str, str, str]] = []
    for name in ("tatham_towers.tsv", "tatham_corpus_grades.tsv"):
        with (directory / name).open(encoding="utf-8") as handle:
            rows += [(row["game_id"], row["grade"], name) for row in csv.DictReader(handle, delimiter="\t")]
    return rows[:limit] if limit else rows


def technique_of(step: dict[str, Any]) -> str:
    """The technique's kind (its name up to the colon), or the search tier that found the step."""
    named = step.get("technique")
    if named:
        return str(named).split(":")[0]
    return f"search tier {step['tier']}"


def measure(game_id: str) -> dict[str, Any]:
    puzzle = read_game_id(game_id)
    started = time.process_time()
    document = path_json(None, steps(puzzle))
    sizes = [len(step["reasons"]) for step in document["steps"]]
    return {
        "game_id": game_id,
        "size": puzzle.size,
        "complete": document["complete"],
        "level": document["level"],
        "steps": len(sizes),
        "largest": max(sizes, default=0),
        "techniques": Counter(technique_of(step) for step in document["steps"]),
        "cpu": round(time.process_time() - started, 3),
        # a trial step's links (deductions inside it, then its contradiction) and the rules each names
        "links": [len(step["trial"]) for step in document["steps"] if "trial" in step],
        "link_rules": max((len(link["reasons"]) for s in document["steps"] for link in s.get("trial", ())), default=0),
    }


def median(values: list[float]) -> str:
    return f"{statistics.median(values):g}" if values else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--calibration", type=Path, metavar="DIR")
    parser.add_argument("--results", type=Path, metavar="FILE")
    parser.add_argument("--limit", type=int, metavar="N")
    parser.add_argument("--dump", type=Path, metavar="FILE")
    parser.add_argument("--before", type=Path, metavar="FILE")
    args = parser.parse_args()
    before: dict[str, dict[str, Any]] = {}
    if args.before:
        lines = args.before.read_text(encoding="utf-8").splitlines()
        before = {row["game_id"]: row for row in map(json.loads, lines)}
    results: list[tuple[str, dict[str, Any]]] = []
    if args.results:
        lines = args.results.read_text(encoding="utf-8").splitlines()
        results = [(row["grade"], row) for row in map(json.loads, lines)]
    elif args.calibration is None:
        parser.error("give --calibration DIR (or --results FILE)")
    dump = args.dump.open("w", encoding="utf-8") if args.dump else None
    for game_id, grade, _ in calibration(args.calibration, args.limit) if args.calibration and not args.results else []:
        result = measure(game_id)
        results.append((grade, result))
        if dump:
            dump.write(json.dumps(result | {"grade": grade}) + "\n")
            dump.flush()
    if dump:
        dump.close()
    print(
        "| his grade | puzzles | largest step, before (median) | largest step, now (median) "
        "| steps, before / now (median) | CPU s, before / now (median) |"
    )
    print("|---|---|---|---|---|---|")
    for grade in (*GRADES, "all"):
        chosen = [r for g, r in results if grade in (g, "all")]
        old = [before[r["game_id"]] for r in chosen if r["game_id"] in before]
        print(
            f"| {grade} | {len(chosen)} | {median([r['largest'] for r in old])} "
            f"| {median([r['largest'] for r in chosen])} "
            f"| {median([r['steps'] for r in old])} / {median([r['steps'] for r in chosen])} "
            f"| {median([r['cpu'] for r in old])} / {median([r['cpu'] for r in chosen])} |"
        )
    print()
    totals: dict[str, Counter[str]] = {grade: Counter() for grade in GRADES}
    for grade, result in results:
        totals[grade].update(result["techniques"])
    names = sorted(
        {name for counts in totals.values() for name in counts}, key=lambda n: -sum(c[n] for c in totals.values())
    )
    print(f"| technique | {' | '.join(GRADES)} | all |")
    print("|---|" + "---|" * (len(GRADES) + 1))
    for name in names:
        counts = [totals[grade][name] for grade in GRADES]
        print(f"| {name} | {' | '.join(map(str, counts))} | {sum(counts)} |")
    print("\n| his grade | trial steps | links per trial (median) | rules named by a link (max) | search tier 3 |")
    print("|---|---|---|---|---|")
    for grade in (*GRADES, "all"):
        chosen = [r for g, r in results if grade in (g, "all")]
        links = [n for r in chosen for n in r.get("links", ())]
        print(
            f"| {grade} | {len(links)} | {median(links)} | {max((r.get('link_rules', 0) for r in chosen), default=0)} "
            f"| {sum(r['techniques'].get('search tier 3', 0) for r in chosen)} |"
        )
    levels = ("easy", "medium", "hard", "extreme", None)
    print("\n| his grade | our easy / medium / hard / extreme / none (now) | the same, before |")
    print("|---|---|---|")
    for grade in GRADES:
        chosen = [r for g, r in results if g == grade]
        old = [before[r["game_id"]] for r in chosen if r["game_id"] in before]
        now = " / ".join(str(sum(1 for r in chosen if r.get("level") == level)) for level in levels)
        was = " / ".join(str(sum(1 for r in old if r.get("level") == level)) for level in levels)
        print(f"| {grade} | {now} | {was if all('level' in r for r in old) and old else '-'} |")
    incomplete = sum(1 for _, r in results if not r["complete"])
    print(f"\n{len(results)} puzzles, {incomplete} paths incomplete")


if __name__ == "__main__":
    main()
