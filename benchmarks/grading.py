"""Grades against human grades, and the grade mix of the corpus: the numbers behind encodings/steps.md.

    python benchmarks/grading.py calibration [--calibration DIR] [--corpus PATH] [--limit N] [--sizes N ...]
        [--dump FILE]
    python benchmarks/grading.py corpus [--corpus PATH] [--types T ...] [--by-size] [--limit N] [--timeout S]
        [--method steps|probing] [--hints]

`calibration` grades the Towers puzzles that Simon Tatham's generator made and graded (tatham_towers.tsv)
and the corpus puzzles his solver graded (tatham_corpus_grades.tsv), then prints per file the Spearman
rank correlation of our score (and of our level) with his grade, the mean score per grade (which must
rise strictly from Easy to Unreasonable), the confusion table and the share of clue places filled per
grade (Tatham's Easy puzzles keep every clue, which makes Easy against Hard on the 120 a test of clue
count), and per size the CPU median and max of a grade (its full path); `--sizes 9` runs only the 9x9s (the
target: a 9x9 path under 5 s median). `corpus` prints the grade mix per type (and size) with the time per
puzzle (the full path of steps), and with `--hints` the time of a hint from a position with every other
cell of the solution filled. Times are CPU seconds of this process (the machine may be shared).
"""

from __future__ import annotations

import argparse
import csv
import itertools
import json
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from corpus_path import DEFAULT_CORPUS, add_corpus_option, check_corpus

import satpuzzles
from satpuzzles.formats.tatham import read_game_id
from satpuzzles.generate import Level
from satpuzzles.puzzles import type_of

TYPES = ("skyscrapers", "starbattle", "easyasabc")
COLUMNS = [level.value for level in Level] + ["ungraded"]
TATHAM = ("Easy", "Hard", "Extreme", "Unreasonable")
DEFAULT_CALIBRATION = DEFAULT_CORPUS.parent / "calibration"


def ranks(values: Sequence[float]) -> list[float]:
    """1-based ranks, ties sharing their mean rank."""
    order = sorted(range(len(values)), key=lambda i: values[i])
    out = [0.0] * len(values)
    start = 0
    while start < len(order):
        end = start
        while end + 1 < len(order) and values[order[end + 1]] == values[order[start]]:
            end += 1
        for k in range(start, end + 1):
            out[order[k]] = (start + end) / 2 + 1
        start = end + 1
    return out


def spearman(xs: Sequence[float], ys: Sequence[float]) -> float:
    rx, ry = ranks(xs), ranks(ys)
    mx, my = statistics.fmean(rx), statistics.fmean(ry)
    cov = sum((a - mx) * (b - my) for a, b in zip(rx, ry, strict=True))
    vx, vy = sum((a - mx) ** 2 for a in rx), sum((b - my) ** 2 for b in ry)
    return cov / (vx * vy) ** 0.5 if vx and vy else 0.0


@dataclass
class Graded:
    human: str
    size: int
    clue_share: float  # filled clue places / all clue places
    level: str | None
    score: float | None
    cpu: float
    wall: float


def grade_one(puzzle: Any, method: str = "steps", timeout: float | None = None) -> tuple[Any, float, float]:
    wall, cpu = time.perf_counter(), time.process_time()
    graded = satpuzzles.grade(puzzle, method=method, timeout=timeout)
    return graded, time.process_time() - cpu, time.perf_counter() - wall


def calibration_file(path: Path, corpus: Path, limit: int | None, sizes: list[int] | None, dump: Any) -> list[Graded]:
    rows = list(csv.DictReader(path.open(), delimiter="\t"))
    rows = [row for row in rows if sizes is None or int(row["game_id"].split(":", 1)[0]) in sizes][:limit]
    by_id = {}
    if rows and "corpus_id" in rows[0]:
        by_id = {r.id: r.puzzle for r in satpuzzles.load(corpus / "skyscrapers.jsonl")}
    out = []
    for row in rows:
        puzzle = by_id[row["corpus_id"]] if by_id else read_game_id(row["game_id"])
        graded, cpu, wall = grade_one(puzzle)
        level = graded.level.value if graded.level else None
        share = sum(1 for field in row["game_id"].split(":", 1)[1].split(",")[0].split("/") if field) / (
            4 * puzzle.size
        )
        out.append(Graded(row["grade"], puzzle.size, share, level, graded.score, cpu, wall))
        if dump:
            dump.write(json.dumps({"file": path.name, "game_id": row["game_id"], **vars(out[-1])}) + "\n")
            dump.flush()
    return out


def report_calibration(name: str, graded: list[Graded]) -> None:
    done = [g for g in graded if g.score is not None]
    if not done:
        print(f"\n{name}: no puzzle graded")
        return
    human = [TATHAM.index(g.human) for g in done]
    ours = [Level(g.level).rank for g in done if g.level]
    print(f"\n{name}: {len(done)} of {len(graded)} graded")
    print(f"  Spearman (score vs Tatham grade): {spearman([g.score or 0.0 for g in done], human):.3f}")
    print(f"  Spearman (level vs Tatham grade): {spearman(ours, human):.3f}")
    pairs = [(g.score or 0.0, TATHAM.index(g.human)) for g in done if g.human in TATHAM[:2]]
    eh = spearman([p[0] for p in pairs], [float(p[1]) for p in pairs])
    print(f"  Spearman (score vs grade) among Easy and Hard only: {eh:.3f}")
    header = f"{'Tatham':<14}{'n':>4}{'mean score':>12}{'clues':>7}" + "".join(f"{c:>9}" for c in COLUMNS[:-1])
    print("  confusion (rows Tatham, columns ours); clues = share of clue places filled")
    print("  " + header)
    means = []
    for grade in TATHAM:
        group = [g for g in done if g.human == grade]
        if not group:
            continue
        counts = Counter(g.level for g in group)
        means.append(statistics.fmean(g.score or 0.0 for g in group))
        share = statistics.fmean(g.clue_share for g in group)
        cells = "".join(f"{counts[c]:>9}" for c in COLUMNS[:-1])
        print("  " + f"{grade:<14}{len(group):>4}{means[-1]:>12.2f}{share:>7.2f}" + cells)
    rising = all(a < b for a, b in itertools.pairwise(means))
    print(f"  mean score rises strictly with Tatham's grade: {'yes' if rising else 'NO'}")
    for size in sorted({g.size for g in done}):
        cpu = [g.cpu for g in done if g.size == size]
        wall = [g.wall for g in done if g.size == size]
        print(
            f"  {size}x{size}: {len(cpu)} puzzles, CPU median {statistics.median(cpu):.2f} s, max {max(cpu):.2f} s; "
            f"wall median {statistics.median(wall):.2f} s"
        )


@dataclass
class Row:
    group: str
    grades: Counter[str] = field(default_factory=Counter)
    cpu: list[float] = field(default_factory=list)
    hint_cpu: list[float] = field(default_factory=list)


def hint_time(puzzle: Any, solution: Any) -> float:
    """CPU seconds of a hint from the solution with every other cell emptied (a position halfway)."""
    grid = [list(row) for row in type_of(puzzle).codec.solution_to_json(solution)]
    state = [[v if (r + c) % 2 == 0 else None for c, v in enumerate(row)] for r, row in enumerate(grid)]
    cpu = time.process_time()
    satpuzzles.hint(puzzle, state)
    return time.process_time() - cpu


def corpus_rows(
    path: Path, by_size: bool, limit: int | None, method: str, timeout: float | None, hints: bool
) -> list[Row]:
    rows: dict[str, Row] = {}
    for record in satpuzzles.load(path)[:limit]:
        graded, cpu, _ = grade_one(record.puzzle, method, timeout)
        hint_cpu = None
        if hints and graded.level is not None:
            hint_cpu = hint_time(record.puzzle, satpuzzles.solve(record.puzzle).solution)
        n = record.puzzle.size
        for group in [path.stem] + ([f"{path.stem} {n}x{n}"] if by_size else []):
            row = rows.setdefault(group, Row(group))
            row.grades[graded.level.value if graded.level else "ungraded"] += 1
            row.cpu.append(cpu)
            if hint_cpu is not None:
                row.hint_cpu.append(hint_cpu)
    return sorted(rows.values(), key=lambda row: (len(row.group), row.group))


def median_max(values: list[float]) -> str:
    return f"{statistics.median(values):>12.2f}{max(values):>8.2f}" if values else f"{'-':>12}{'-':>8}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("what", choices=("calibration", "corpus"))
    add_corpus_option(parser)
    parser.add_argument("--calibration", type=Path, default=DEFAULT_CALIBRATION, help="folder of the Tatham TSV files")
    parser.add_argument("--by-size", action="store_true", help="corpus: also one row per type and size")
    parser.add_argument("--limit", type=int, help="at most N puzzles per file")
    parser.add_argument("--timeout", type=float, help="corpus: seconds per puzzle (ungraded beyond)")
    parser.add_argument("--method", default="steps", choices=("steps", "probing"))
    parser.add_argument("--types", nargs="+", default=list(TYPES), choices=TYPES, help="corpus: these types only")
    parser.add_argument("--hints", action="store_true", help="corpus: also time a hint per puzzle")
    parser.add_argument("--sizes", type=int, nargs="+", help="calibration: only the puzzles of these sizes")
    parser.add_argument("--dump", type=Path, help="calibration: also write each puzzle's result as JSON Lines")
    args = parser.parse_args()
    if args.what == "calibration":
        check_corpus(args.corpus, ["skyscrapers"])
        dump = args.dump.open("w") if args.dump else None
        for name in ("tatham_towers.tsv", "tatham_corpus_grades.tsv"):
            graded = calibration_file(args.calibration / name, args.corpus, args.limit, args.sizes, dump)
            report_calibration(name, graded)
        return
    check_corpus(args.corpus, args.types)
    times = f"{'steps med s':>12}{'max s':>8}{'hint med s':>12}{'max s':>8}"
    print(f"{'group':<22}{'puzzles':>8}" + "".join(f"{c:>14}" for c in COLUMNS) + times)
    for name in args.types:
        path = args.corpus / f"{name}.jsonl"
        for row in corpus_rows(path, args.by_size, args.limit, args.method, args.timeout, args.hints):
            total = len(row.cpu)
            shares = "".join(f"{row.grades[c]:>7} ({100 * row.grades[c] / total:3.0f}%)" for c in COLUMNS)
            print(f"{row.group:<22}{total:>8}{shares}{median_max(row.cpu)}{median_max(row.hint_cpu)}", flush=True)


if __name__ == "__main__":
    main()
