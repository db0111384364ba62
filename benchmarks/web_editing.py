"""Making a puzzle in the web console, scripted in headless Chromium with every action counted.

- Star Battle 10x10 map by drag: from the blank board (one region per row), the bundled example's map is
  painted with drag strokes. Each target region gets the number of a row it shares a cell with (a matching,
  so no region ever empties: each stroke leaves a puzzle the page checks, never a draft of 9 or 11 regions),
  and its cells that must change are covered by strokes through neighbouring cells of the region. Counted:
  strokes, and the paint-box changes (one click and the typed number each).
- Skyscrapers 8x8 by keyboard: from the blank board, the bundled example's clues and givens are typed with
  arrows and digits only (the cursor walks the clue ring and the cells by the shortest way to the next
  slot to fill). Counted: keystrokes (arrows and digits, Tab into the board included).

The time runs from the first action to the page holding the whole puzzle and having checked it unique.

Needs selenium, Debian's chromium and chromium-driver, and the web extra.

    python benchmarks/web_editing.py
"""

from __future__ import annotations

import time
from collections import deque
from typing import Any

from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import Select, WebDriverWait
from web_page import ROOT, chromium
from web_server import running_server

from satpuzzles import load, puzzle_to_json

WAIT = 30  # seconds: a hang guard
Cell = tuple[int, int]
ARROWS = {(-1, 0): Keys.ARROW_UP, (1, 0): Keys.ARROW_DOWN, (0, -1): Keys.ARROW_LEFT, (0, 1): Keys.ARROW_RIGHT}


def blank(browser: WebDriver, server: str, kind: str, size: int, **options: int) -> None:
    browser.get("about:blank")
    browser.get(server + "/")
    status = browser.find_element(By.ID, "status")
    WebDriverWait(browser, WAIT).until(lambda _: status.get_attribute("data-complete") == "true")
    Select(browser.find_element(By.ID, "type")).select_by_value(kind)
    box = browser.find_element(By.ID, "size")
    box.clear()
    box.send_keys(str(size))
    for name, value in options.items():
        box = browser.find_element(By.ID, f"option-{name}")
        box.clear()
        box.send_keys(str(value))
    browser.find_element(By.ID, "new").click()
    WebDriverWait(browser, WAIT).until(
        lambda b: (
            b.execute_script("return history.state?.puzzle?.type") == kind
            and b.execute_script("return history.state.puzzle.size") == size
        )
    )


def page_holds(browser: WebDriver, expression: str, expected: Any) -> None:
    """Until the page's puzzle (its history entry) has `expected` and the check says unique."""
    status = browser.find_element(By.ID, "status")
    try:
        WebDriverWait(browser, WAIT).until(
            lambda b: (
                b.execute_script(f"const s = history.state; return {expression};") == expected
                and status.get_attribute("data-status") == "unique"
                and status.get_attribute("data-complete") == "true"
            )
        )
    except TimeoutException:
        error = browser.find_element(By.ID, "error").text
        held = browser.execute_script(f"const s = history.state; return {expression};")
        raise SystemExit(
            f"the page never held the puzzle:\n{held}\nnot\n{expected}\n({status.text}; {error})"
        ) from None


def relabel(target: list[list[int]]) -> dict[int, int]:
    """Each target region's new number: a row it shares a cell with, all different (a bipartite matching)."""
    rows_of: dict[int, set[int]] = {}
    for r, row in enumerate(target):
        for value in row:
            rows_of.setdefault(value, set()).add(r)
    owner: dict[int, int] = {}  # row -> region

    def take(region: int, seen: set[int]) -> bool:
        for r in sorted(rows_of[region]):
            if r in seen:
                continue
            seen.add(r)
            if r not in owner or take(owner[r], seen):
                owner[r] = region
                return True
        return False

    for region in rows_of:
        if not take(region, set()):
            raise SystemExit(f"region {region} shares no free row: no stroke order keeps every region")
    return {region: r for r, region in owner.items()}


def strokes_for(target: list[list[int]], start: list[list[int]]) -> list[tuple[int, list[Cell]]]:
    """(number, path) strokes that turn `start` into `target`: paths through the target region's cells
    covering every cell that changes (Warnsdorff's rule: the neighbour with fewest onward choices first)."""
    n = len(target)
    out = []
    for number in sorted({v for row in target for v in row}):
        region = {(r, c) for r in range(n) for c in range(n) if target[r][c] == number}
        todo = {cell for cell in region if start[cell[0]][cell[1]] != number}
        while todo:
            path = [min(todo, key=lambda cell: len(neighbours(cell, todo)))]
            todo.discard(path[0])
            while nexts := neighbours(path[-1], todo):
                step = min(nexts, key=lambda cell: len(neighbours(cell, todo)))
                path.append(step)
                todo.discard(step)
            out.append((number, path))
    return out


def neighbours(cell: Cell, cells: set[Cell]) -> list[Cell]:
    r, c = cell
    return [p for p in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)) if p in cells]


def drag(browser: WebDriver, cells: list[Cell], n: int) -> None:
    holder = browser.find_element(By.ID, "board")
    offsets = browser.execute_script(
        """
        const [holder, cells, n] = arguments;
        const grid = holder.querySelector("svg rect.border").getBoundingClientRect();
        const box = holder.getBoundingClientRect();
        const step = grid.width / n;
        return cells.map(([row, col]) => [
          Math.round(grid.left + (col + 0.5) * step - (box.left + box.width / 2)),
          Math.round(grid.top + (row + 0.5) * step - (box.top + box.height / 2)),
        ]);
        """,
        holder,
        cells,
        n,
    )
    # 20 ms per pointer move (Selenium's default is 250 ms): the time is the page's, not a slow hand's
    chain = ActionChains(browser, duration=20).move_to_element_with_offset(holder, *offsets[0]).click_and_hold()
    for offset in offsets[1:]:
        chain = chain.move_to_element_with_offset(holder, *offset)
    chain.release().perform()


def star_battle_by_drag(browser: WebDriver, server: str) -> dict[str, Any]:
    example = puzzle_to_json(load(ROOT / "satpuzzles" / "examples" / "starbattle-10x10.txt")[0].puzzle)
    n = example["size"]
    numbers = relabel(example["regions"])
    target = [[numbers[v] for v in row] for row in example["regions"]]
    blank(browser, server, "starbattle", n, stars=example["stars"])
    start = browser.execute_script("return history.state.puzzle.regions")
    plan = strokes_for(target, start)
    paint = browser.find_element(By.ID, "paint")
    clicks = keys = 0
    began = time.perf_counter()
    token = None
    for number, path in plan:
        if number != token:
            paint.click()
            paint.send_keys(Keys.CONTROL, "a")
            paint.send_keys(str(number))
            clicks, keys = clicks + 1, keys + 2 + len(str(number))
            token = number
        drag(browser, path, n)
    page_holds(browser, "s.puzzle.regions", target)
    seconds = time.perf_counter() - began
    changed = sum(start[r][c] != target[r][c] for r in range(n) for c in range(n))
    return {
        "task": "Star Battle 10x10 map by drag",
        "strokes": len(plan),
        "clicks": clicks,
        "keys": keys,
        "cells changed": changed,
        "seconds": f"{seconds:.1f}",
    }


def ring_path(a: tuple[int, int], b: tuple[int, int], n: int) -> list[str]:
    """The arrow keys from slot `a` to slot `b` (grid positions, -1 and n the clue ring; no corners)."""

    def slot(p: tuple[int, int]) -> bool:
        r, c = p
        inside = (0 <= r < n, 0 <= c < n)
        return (inside[0] and -1 <= c <= n) or (inside[1] and -1 <= r <= n)

    came: dict[tuple[int, int], tuple[tuple[int, int], str] | None] = {a: None}
    queue = deque([a])
    while queue:
        p = queue.popleft()
        if p == b:
            break
        for (dr, dc), key in ARROWS.items():
            q = (p[0] + dr, p[1] + dc)
            if slot(q) and q not in came:
                came[q] = (p, key)
                queue.append(q)
    keys = []
    p = b
    while (step := came[p]) is not None:
        p, key = step
        keys.append(key)
    return keys[::-1]


def skyscrapers_by_keyboard(browser: WebDriver, server: str) -> dict[str, Any]:
    example = puzzle_to_json(load(ROOT / "satpuzzles" / "examples" / "skyscrapers-8x8.txt")[0].puzzle)
    n = example["size"]
    browser.get("about:blank")
    browser.get(server + "/")
    reply = browser.execute_async_script(
        """const [text, done] = arguments;
        fetch("/api/parse", {method: "POST", headers: {"Content-Type": "application/json"},
          body: JSON.stringify({text})}).then((r) => r.json()).then(done);""",
        (ROOT / "satpuzzles" / "examples" / "skyscrapers-8x8.txt").read_text(),
    )
    slots = reply["slots"]
    wanted: list[tuple[tuple[int, int], str]] = []  # (grid position, text) in reading order, ring included
    where = {"top": lambda i: (-1, i), "bottom": lambda i: (n, i), "left": lambda i: (i, -1), "right": lambda i: (i, n)}
    for side, texts in slots["clues"].items():
        wanted += [(where[side](i), text) for i, text in enumerate(texts) if text]
    wanted += [((r, c), text) for r, row in enumerate(slots["cells"]) for c, text in enumerate(row) if text]
    wanted.sort(key=lambda item: (item[0][0], item[0][1] if item[0][0] % 2 == 0 else -item[0][1]))  # a snake
    blank(browser, server, "skyscrapers", n)
    presses: list[str] = []
    at = (0, 0)  # the board's cursor when it takes the focus
    for place, text in wanted:
        presses += ring_path(at, place, n)
        presses += list(text)
        at = place
    began = time.perf_counter()
    tabs = 1  # into the board from the toolbar's last button, past whatever stands between
    browser.find_element(By.ID, "zoom-in").send_keys(Keys.TAB)
    while browser.switch_to.active_element.get_attribute("id") != "board":
        ActionChains(browser).send_keys(Keys.TAB).perform()
        tabs += 1
    ActionChains(browser).send_keys(*presses).perform()
    expected = {"clues": slots["clues"], "cells": slots["cells"]}
    page_holds(browser, "{clues: s.slots.clues, cells: s.slots.cells}", expected)
    seconds = time.perf_counter() - began
    return {
        "task": "Skyscrapers 8x8 by keyboard",
        "strokes": 0,
        "clicks": 0,
        "keys": len(presses) + tabs,
        "cells changed": len(wanted),
        "seconds": f"{seconds:.1f}",
    }


def main() -> None:
    with running_server() as (server, _):
        browser = chromium()
        browser.set_script_timeout(WAIT)
        try:
            rows = [star_battle_by_drag(browser, server), skyscrapers_by_keyboard(browser, server)]
        finally:
            browser.quit()
    widths = {key: max(len(key), *(len(str(row[key])) for row in rows)) for key in rows[0]}
    print("  ".join(key.ljust(width) for key, width in widths.items()))
    for row in rows:
        print("  ".join(str(row[key]).ljust(width) for key, width in widths.items()))


if __name__ == "__main__":
    main()
