"""The web console's "time from edit to shaded board": the /api/check round trip over HTTP on a real server.

Starts `satpuzzles serve --port 0` (the way a user runs it), waits for its readiness line, then per puzzle
makes 20 edits, each one request on one kept-alive connection timed from sending the edited puzzle to
holding the parsed reply (status, undecided cells and the shaded SVG): the page then only swaps the SVG in.
An edit toggles one clue on and the next toggles it back (Skyscrapers: a top clue set to 1 or cleared;
Star Battle, which has no clues: one cell painted into its neighbour's region and back); "sky 9x9 new clue"
edits the same 9x9 by adding a different true clue each time (every check a unique puzzle not seen before,
so what the server keeps between checks of a shape helps only as far as it carries over). The first check of
each puzzle (compiling its shape) is timed apart, as "first". Target: median under 150 ms.

Two requests per edit, interleaved: "shade" asks only for what shades the board (status, undecided cells:
`"skip": ["closest", "fixes", "redundant", "conflicts"]`), "full" for everything (fixes, redundant clues,
conflicts, closest pair), which the page may fetch after the board is shaded.

    python benchmarks/web.py [--edits 20] [--seed 3] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import copy
import http.client
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from tables import write_csv
from web_server import running_server

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from satpuzzles import generate, load, puzzle_to_json  # noqa: E402
from satpuzzles.typekit.grid import SIDES  # noqa: E402
from satpuzzles.typekit.visibility import seen_from  # noqa: E402


def skyscrapers_9x9(seed: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """A generated 9x9 Skyscrapers and its edits: an empty top clue set to 1, then cleared, alternately."""
    puzzle = puzzle_to_json(next(generate("skyscrapers", 9, seed=seed)).puzzle)
    column = puzzle["top"].index(0)
    edited = copy.deepcopy(puzzle)
    edited["top"][column] = 1
    return puzzle, [edited, puzzle]


def skyscrapers_9x9_new_clues(seed: int) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The same 9x9 and edits that each add another true clue: unique puzzles the server has not seen before."""
    made = next(generate("skyscrapers", 9, seed=seed))
    puzzle, solution = puzzle_to_json(made.puzzle), made.solution
    edits = []
    for side in SIDES:
        for index, clue in enumerate(puzzle[side]):
            if clue == 0:
                edited = copy.deepcopy(puzzle)
                edited[side][index] = seen_from(solution, side, index)
                edits.append(edited)
    return puzzle, edits


def starbattle_10x10() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The bundled 10x10 Star Battle and its edits: cell (0, 2) painted into the region to its right, and back."""
    puzzle = puzzle_to_json(load(ROOT / "satpuzzles" / "examples" / "starbattle-10x10.txt")[0].puzzle)
    edited = copy.deepcopy(puzzle)
    edited["regions"][0][2] = puzzle["regions"][0][3]
    return puzzle, [edited, puzzle]


SHADE_ONLY = ["closest", "fixes", "redundant", "conflicts"]


def check(
    connection: http.client.HTTPConnection, port: int, puzzle: dict[str, Any], skip: list[str]
) -> tuple[float, dict[str, Any]]:
    body = json.dumps({"puzzle": puzzle, "skip": skip}).encode()
    headers = {"Content-Type": "application/json", "Origin": f"http://127.0.0.1:{port}"}
    started = time.perf_counter()
    connection.request("POST", "/api/check", body, headers)
    response = connection.getresponse()
    reply = json.loads(response.read())
    elapsed = (time.perf_counter() - started) * 1000
    if response.status != 200 or "svg" not in reply:
        raise SystemExit(f"/api/check answered {response.status}: {reply}")
    return elapsed, reply


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--seed", type=int, default=3, help="seed of the generated 9x9 Skyscrapers")
    parser.add_argument("--csv", help="also write the table as CSV")
    args = parser.parse_args()
    cases = {
        "skyscrapers 9x9": skyscrapers_9x9(args.seed),
        "sky 9x9 new clue": skyscrapers_9x9_new_clues(args.seed),
        "starbattle 10x10": starbattle_10x10(),
    }
    with running_server() as (_, port):
        connection = http.client.HTTPConnection("127.0.0.1", port, timeout=600)
        rows = []
        for name, (puzzle, edits) in cases.items():
            first, _ = check(connection, port, puzzle, [])
            times: dict[str, list[float]] = {"shade": [], "full": []}
            statuses = set()
            for k in range(args.edits):
                for mode, skip in (("shade", SHADE_ONLY), ("full", [])):
                    elapsed, reply = check(connection, port, edits[k % len(edits)], skip)
                    times[mode].append(elapsed)
                statuses.add(f"{reply['status']} ({len(reply['undecided'])} undecided)")
            for mode, taken in times.items():
                taken.sort()
                rows.append(
                    {
                        "puzzle": name,
                        "check": mode,
                        "edits": args.edits,
                        "first_ms": round(first, 1),
                        "median_ms": round(statistics.median(taken), 1),
                        "p90_ms": round(taken[int(0.9 * (len(taken) - 1))], 1),
                        "max_ms": round(taken[-1], 1),
                        "statuses": ", ".join(sorted(statuses)),
                    }
                )
    header = ("puzzle", "check", "edits", "first ms", "median ms", "p90 ms", "max ms")
    print(f"{header[0]:<18} {header[1]:<6} " + " ".join(f"{h:>9}" for h in header[2:]) + "  statuses")
    for row in rows:
        print(
            f"{row['puzzle']:<18} {row['check']:<6} "
            + " ".join(f"{row[key]:>9}" for key in ("edits", "first_ms", "median_ms", "p90_ms", "max_ms"))
            + f"  {row['statuses']}"
        )
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
