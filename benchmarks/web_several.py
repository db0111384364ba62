"""How soon the web console says "several solutions" on a large board, against the CLI (headless Chromium).

A blank Skyscrapers of --size (30 by default: no clue, so several solutions) is opened in the page; the
time is from the navigation until the status line reads "several" (data-status="multiple"), then until
the check is complete (its last request answered). `satpuzzles solve` on the same puzzle is timed
beside it (wall seconds, one process). The machine's load inflates both; compare them in one run.

    python benchmarks/web_several.py [--size 30] [--runs 3] [--timeout 10]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import quote

from selenium.webdriver.remote.webdriver import WebDriver
from web_page import chromium
from web_server import running_server

ROOT = Path(__file__).resolve().parents[1]
WAIT = 300  # seconds: a hang guard


def blank(size: int) -> dict[str, object]:
    zeros = [0] * size
    return {"type": "skyscrapers", "size": size, "top": zeros, "bottom": zeros, "left": zeros, "right": zeros}


def page_seconds(browser: WebDriver, server: str, puzzle: dict[str, object]) -> tuple[str, float, float]:
    """The first status the line shows, the seconds from navigation until it reads "several" (inf when it
    never does) and until the check is complete."""
    browser.get("about:blank")
    started = time.perf_counter()
    browser.get(f"{server}/#json={quote(json.dumps(puzzle))}")
    first, several = "", float("inf")
    while True:
        shown, complete = browser.execute_script(
            "const s = document.getElementById('status'); return [s.dataset.status || '', s.dataset.complete];"
        )
        now = time.perf_counter() - started
        if shown not in ("", "checking") and not first:
            first = shown
        if shown == "multiple" and several == float("inf"):
            several = now
        if complete == "true" or now > WAIT:
            return first, several, now
        time.sleep(0.05)  # polling the page: a benchmark, not a test


def cli_seconds(puzzle: dict[str, object]) -> float:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump(puzzle, file)
    started = time.perf_counter()
    subprocess.run([sys.executable, "-m", "satpuzzles", "solve", file.name], cwd=ROOT, capture_output=True, check=False)
    Path(file.name).unlink()
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", type=int, default=30)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=10.0, help="the server's seconds per request (serve -t)")
    args = parser.parse_args()
    puzzle = blank(args.size)
    print("| run | page: first status | page: several (s) | page: check done (s) | CLI solve (s) |")
    print("|---|---|---|---|---|")
    with running_server("--timeout", str(args.timeout)) as (server, _):
        browser = chromium()
        try:
            for run in range(1, args.runs + 1):
                first, several, done = page_seconds(browser, server, puzzle)
                cli = cli_seconds(puzzle)
                print(f"| {run} | {first} | {several:.1f} | {done:.1f} | {cli:.1f} |", flush=True)
        finally:
            browser.quit()


if __name__ == "__main__":
    main()
