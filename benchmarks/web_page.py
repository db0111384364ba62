"""The web console's "time from edit to shaded board", measured in the page itself (headless Chromium).

benchmarks/web.py times the /api/check round trip over HTTP; this script times what a setter sees: from
the edit (the key press or click handled by the page) until the shaded board is laid out, as the page
records it on its status line (`data-shaded-ms`). A lone edit is checked at once; an edit within 250 ms of
the one before waits for the burst to pause (`data-debounce-ms` says which): the edits here are waited out,
so none waits, and the table says so in its "debounced" column.

Per puzzle: open it, then 20 edits through the page, each waited out (shaded board and the full
explanation) before the next. Skyscrapers 9x9 (generated, --seed): type 1 into an empty top clue slot, then
clear it, alternately. Star Battle 10x10 (the bundled example): paint cell (0, 2) with the region of its
right neighbour, then back. Target: median under 150 ms.

Needs selenium, Debian's chromium and chromium-driver, and the web extra.

    python benchmarks/web_page.py [--edits 20] [--seed 3] [--csv out.csv]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait
from tables import write_csv
from web_server import running_server

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from satpuzzles import generate, load, puzzle_to_json  # noqa: E402

WAIT = 120  # seconds: a hang guard


def chromium() -> WebDriver:
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1400,1000",
    ):
        options.add_argument(flag)
    return webdriver.Chrome(options=options, service=Service(executable_path="/usr/bin/chromedriver"))


def settled(browser: WebDriver) -> dict[str, str]:
    """Wait until the page has shaded the board and explained it; the status line's data attributes."""
    status = browser.find_element(By.ID, "status")
    WebDriverWait(browser, WAIT).until(
        lambda _: status.get_attribute("data-complete") == "true" and status.get_attribute("data-shaded-ms")
    )
    return {name: status.get_attribute(f"data-{name}") or "" for name in ("status", "shaded-ms", "debounce-ms")}


def forget_timing(browser: WebDriver) -> None:
    """Drop the last edit's time, so that an edit the page did not take times out instead of reading it."""
    browser.execute_script("delete document.getElementById('status').dataset.shadedMs")


def click_slot(browser: WebDriver, row: int, col: int, size: int) -> None:
    svg = browser.find_element(By.CSS_SELECTOR, "#board svg")
    dx, dy = browser.execute_script(
        """
        const [svg, row, col, n] = arguments;
        const grid = svg.querySelector("rect.border").getBoundingClientRect();
        const box = svg.getBoundingClientRect();
        const step = grid.width / n;
        return [grid.left + (col + 0.5) * step - (box.left + box.width / 2),
                grid.top + (row + 0.5) * step - (box.top + box.height / 2)];
        """,
        svg,
        row,
        col,
        size,
    )
    ActionChains(browser).move_to_element_with_offset(svg, round(dx), round(dy)).click().perform()


def open_puzzle(browser: WebDriver, server: str, puzzle: dict[str, Any]) -> None:
    browser.get("about:blank")
    browser.get(f"{server}/#json={quote(json.dumps(puzzle))}")
    settled(browser)


def skyscrapers_edits(browser: WebDriver, server: str, seed: int, edits: int) -> list[dict[str, str]]:
    puzzle = puzzle_to_json(next(generate("skyscrapers", 9, seed=seed)).puzzle)
    column = puzzle["top"].index(0)
    open_puzzle(browser, server, puzzle)
    results = []
    for k in range(edits):
        forget_timing(browser)
        click_slot(browser, -1, column, 9)  # the board's cursor goes there; the key types into it
        ActionChains(browser).send_keys("1" if k % 2 == 0 else Keys.BACKSPACE).perform()
        results.append(settled(browser))
    return results


def starbattle_edits(browser: WebDriver, server: str, edits: int) -> list[dict[str, str]]:
    puzzle = puzzle_to_json(load(ROOT / "satpuzzles" / "examples" / "starbattle-10x10.txt")[0].puzzle)
    open_puzzle(browser, server, puzzle)
    region = browser.find_element(By.ID, "paint")
    results = []
    for k in range(edits):
        paint = puzzle["regions"][0][3] if k % 2 == 0 else puzzle["regions"][0][2]
        region.clear()
        region.send_keys(str(paint))
        forget_timing(browser)
        click_slot(browser, 0, 2, 10)
        results.append(settled(browser))
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--seed", type=int, default=3, help="seed of the generated 9x9 Skyscrapers")
    parser.add_argument("--csv", help="also write the table as CSV")
    args = parser.parse_args()
    with running_server() as (server, _):
        browser = chromium()
        try:
            runs = {
                "skyscrapers 9x9": skyscrapers_edits(browser, server, args.seed, args.edits),
                "starbattle 10x10": starbattle_edits(browser, server, args.edits),
            }
        finally:
            browser.quit()
    rows = []
    for name, results in runs.items():
        shaded = [float(r["shaded-ms"]) for r in results]
        rows.append(
            {
                "puzzle": name,
                "edits": len(results),
                "debounced": sum(float(r["debounce-ms"]) > 0 for r in results),
                "statuses": "/".join(sorted({r["status"] for r in results})),
                "median ms": f"{statistics.median(shaded):.1f}",
                "min ms": f"{min(shaded):.1f}",
                "max ms": f"{max(shaded):.1f}",
            }
        )
    widths = {key: max(len(key), *(len(str(row[key])) for row in rows)) for key in rows[0]}
    print("  ".join(key.ljust(width) for key, width in widths.items()))
    for row in rows:
        print("  ".join(str(row[key]).ljust(width) for key, width in widths.items()))
    if args.csv:
        write_csv(args.csv, rows)


if __name__ == "__main__":
    main()
