"""`explain` on corpus-derived puzzles: every corpus puzzle with one clue or given removed at random where
that makes it multiple (Star Battle: one cell moved into a neighbouring region), and with one clue value
changed where that makes it unsat (Star Battle: a move that does). Per type and kind: how many puzzles,
median and max explain time, the median of explain time over one `solve` of the same puzzle (both on a
fresh engine, compile included), the median number of solver calls on the explanation's session, fixes
and conflicts found, and the re-checks (every fix, redundant hint and conflict is re-solved
independently; a failing one would stop the run with SolverBug).

    python benchmarks/explain.py [--corpus ../shared/corpus] [--limit N] [--timeout 60] [--seed 15] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from tables import write_csv

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from satpuzzles import explain, load, solve, type_of  # noqa: E402
from satpuzzles.errors import PuzzleError  # noqa: E402
from satpuzzles.solving import Engine, Status  # noqa: E402

TYPES = ("skyscrapers", "starbattle", "easyasabc")


def variants(puzzle: Any, rng: random.Random, engine: Engine) -> tuple[Any | None, Any | None]:
    """A multiple and an unsat variant of the puzzle (either None when no single change gives one)."""
    make = type_of(puzzle).explainer
    assert make is not None
    explainer = make(puzzle, "auto", None)
    several = unsat = None
    if explainer.removable():  # clues and givens: remove one, or change one clue's value
        hints = explainer.removable()
        rng.shuffle(hints)
        several = _first(engine, (explainer.without(h) for h in hints), Status.MULTIPLE)
        changed = [
            explainer.clue(h.json["side"], h.json["index"], v)
            for h in hints
            if "side" in h.json
            for v in explainer.clue_values()
            if v != h.json["value"]
        ]
        rng.shuffle(changed)
        unsat = _first(engine, (_built(explainer, h) for h in changed[:60]), Status.UNSAT)
    else:  # Star Battle: move one cell into a neighbouring region
        moves = explainer.candidates()
        rng.shuffle(moves)
        several = _first(engine, (explainer.with_hint(m) for m in moves[:80]), Status.MULTIPLE)
        unsat = _first(engine, (explainer.with_hint(m) for m in moves[:80]), Status.UNSAT)
    return several, unsat


def _built(explainer: Any, hint: Any) -> Any | None:
    try:
        return explainer.with_hint(hint)
    except PuzzleError:
        return None


def _first(engine: Engine, puzzles: Any, status: Status) -> Any | None:
    for puzzle in puzzles:
        if puzzle is not None and engine.solve(puzzle, timeout=10).status is status:
            return puzzle
    return None


def measure(puzzle_id: str | None, puzzle: Any, timeout: float) -> dict[str, Any]:
    started = time.perf_counter()
    solve(puzzle)
    solve_seconds = time.perf_counter() - started
    e = explain(puzzle, timeout=timeout)
    return {
        "id": puzzle_id,
        "size": puzzle.size,
        "status": e.status.value,
        "explain": e.stats.seconds,
        "solve": solve_seconds,
        "fixes": len(e.fixes),
        "conflicts": len(e.conflicts),
        "rechecks": e.stats.rechecks,
        "calls": e.stats.sat_calls,
        "complete": e.finished,
    }


def summary(type_name: str, kind: str, rows: list[dict[str, Any]]) -> dict[str, Any]:
    times = [r["explain"] for r in rows]
    small = [r["explain"] for r in rows if r["size"] <= 10]
    return {
        "type": type_name,
        "kind": kind,
        "puzzles": len(rows),
        "p50 s": round(statistics.median(times), 4) if times else None,
        "max s": round(max(times), 4) if times else None,
        "max s <=10x10": round(max(small), 4) if small else None,
        "x solve p50": round(statistics.median(r["explain"] / r["solve"] for r in rows), 1) if rows else None,
        "sat calls p50": statistics.median(r["calls"] for r in rows) if rows else None,
        "fixes p50": statistics.median(r["fixes"] for r in rows) if rows else None,
        "fixes max": max((r["fixes"] for r in rows), default=None),
        "with fixes": sum(r["fixes"] > 0 for r in rows),
        "conflicts": sum(r["conflicts"] for r in rows),
        "rechecks passed": sum(r["rechecks"] for r in rows),
        "incomplete": sum(not r["complete"] for r in rows),
        "slowest": max(rows, key=lambda r: r["explain"])["id"] if rows else None,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=ROOT.parent / "shared" / "corpus")
    parser.add_argument("--limit", type=int, default=None, help="corpus puzzles per type (default: all)")
    parser.add_argument("--timeout", type=float, default=60.0, help="seconds per explanation")
    parser.add_argument("--seed", type=int, default=15)
    parser.add_argument("--types", default=",".join(TYPES))
    parser.add_argument("--csv", type=Path, default=None)
    args = parser.parse_args()
    if not args.corpus.is_dir():
        raise SystemExit(f"no corpus at {args.corpus}: pass --corpus PATH")
    rng = random.Random(args.seed)
    table = []
    for type_name in args.types.split(","):
        records = load(args.corpus / f"{type_name}.jsonl")[: args.limit]
        rows: dict[str, list[dict[str, Any]]] = {"multiple": [], "unsat": []}
        with Engine() as engine:
            for record in records:
                several, unsat = variants(record.puzzle, rng, engine)
                for kind, puzzle in (("multiple", several), ("unsat", unsat)):
                    if puzzle is not None:
                        rows[kind].append(measure(record.id, puzzle, args.timeout))
        for kind, found in rows.items():
            table.append(summary(type_name, kind, found))
            print(table[-1], flush=True)
    columns = list(table[0])
    print()
    print(" | ".join(columns))
    for row in table:
        print(" | ".join(str(row[c]) for c in columns))
    if args.csv:
        write_csv(args.csv, table)


if __name__ == "__main__":
    main()
