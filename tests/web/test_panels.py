"""The console's result panels in headless Chromium: cleared when the puzzle changes or a request fails or is
cancelled, honest about a time-out, and steps worded as a setter reads them (screenshots in test-artifacts/web/).
The browser, the server and the helpers are test_browser.py's (skipped as it is without Chromium)."""
# ruff: noqa: F811  (the tests take test_browser's fixture `browser`, imported by that name)

from __future__ import annotations

import json
from urllib.parse import quote

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import Select, WebDriverWait
from test_browser import (
    REPO,
    TWO_SOLUTIONS,
    WAIT,
    browser,  # noqa: F401  (a fixture: one Chromium for this module)
    cli,
    open_page,
    screenshot,
    wait_status,
    wait_view,
)

EXAMPLES = REPO / "satpuzzles" / "examples"
# No solution: the top clue 4 of column 1 wants r1c1 = 1, the left clue 1 of row 1 wants r1c1 = 4.
NO_SOLUTION = """skyscrapers 4
    4 . . .
  +---------+
1 | . . . . | .
. | . . . . | .
. | . . . . | .
. | . . . . | .
  +---------+
    . . . .
"""


def text_of(browser: WebDriver, element_id: str) -> str:
    return str(browser.execute_script("return document.getElementById(arguments[0]).textContent", element_id))


def panels(browser: WebDriver) -> dict[str, object]:
    """What every result panel holds, read in one script (the page may change between two WebDriver calls)."""
    found: dict[str, object] = browser.execute_script(
        """
        const $ = (id) => document.getElementById(id);
        const items = (id) => [...$(id).querySelectorAll("li:not(.note)")].map((e) => e.textContent);
        return {fixes: items("fixes"), redundant: items("redundant"), conflicts: items("conflicts"),
                pair: $("pair").dataset.shown, copied: $("copied").hidden ? "" : $("copied").textContent,
                steps: $("step-list").children.length, stepper: !$("stepper").hidden,
                stepText: $("step-text").textContent, grade: $("grade").textContent};
        """
    )
    return found


def paste(browser: WebDriver, text: str) -> None:
    box = browser.find_element(By.ID, "paste")
    box.clear()
    box.send_keys(text)
    browser.find_element(By.ID, "open").click()


def test_a_cancel_and_a_new_puzzle_clear_every_panel(server: str, browser: WebDriver) -> None:
    open_page(browser, server + "/")
    paste(browser, TWO_SOLUTIONS)
    wait_status(browser, "multiple")
    browser.find_element(By.ID, "copy-url").click()
    WebDriverWait(browser, WAIT).until(lambda b: panels(b)["copied"], message="no URL copied")
    before = panels(browser)
    assert before["fixes"] and before["pair"] == "true"

    # A long generation, cancelled: nothing of the puzzle before stays in a panel.
    Select(browser.find_element(By.ID, "type")).select_by_value("starbattle")
    for field, value in (("size", "14"), ("option-stars", "3")):
        box = browser.find_element(By.ID, field)
        box.clear()
        box.send_keys(value)
    Select(browser.find_element(By.ID, "difficulty")).select_by_value("extreme")
    browser.find_element(By.ID, "generate").click()
    work = browser.find_element(By.ID, "work")
    WebDriverWait(browser, WAIT).until(lambda _: work.is_displayed(), message="no progress indicator")
    browser.find_element(By.ID, "cancel").click()
    WebDriverWait(browser, WAIT).until(lambda _: not work.is_displayed(), message="the work did not stop")
    assert text_of(browser, "error") == "Cancelled."
    after = panels(browser)
    assert after["fixes"] == after["redundant"] == after["conflicts"] == []
    assert after["pair"] == "false" and after["copied"] == "" and not after["stepper"]
    assert browser.find_element(By.ID, "status").get_attribute("data-status") in ("none", "error")
    screenshot(browser, "p1-cancelled-panels-cleared")

    # The next job starts: "Cancelled." answered the one before, so it goes.
    browser.find_element(By.ID, "check-again").click()
    wait_status(browser, "multiple")
    assert not browser.find_element(By.ID, "error").is_displayed()
    assert panels(browser)["fixes"]

    # Steps of this puzzle, then a new puzzle: its own answers only.
    paste(browser, (EXAMPLES / "easyasabc-5x5.txt").read_text())
    wait_status(browser, "unique")
    browser.find_element(By.ID, "steps").click()
    WebDriverWait(browser, WAIT).until(lambda b: panels(b)["steps"], message="no steps listed")
    example = Select(browser.find_element(By.ID, "example"))
    browser.execute_script("document.getElementById('status').dataset.status = ''")  # wait for the new one's
    example.select_by_index(next(i for i, o in enumerate(example.options) if "Skyscrapers" in o.text))
    wait_status(browser, "unique")
    new = panels(browser)
    assert new["fixes"] == [] and new["pair"] == "false" and new["steps"] == 0 and not new["stepper"]
    assert new["stepText"] == "" and new["grade"] == ""
    assert text_of(browser, "fixes") == "none needed"  # the new puzzle's own answer, not the old list


def test_a_time_out_says_not_computed(server: str, browser: WebDriver) -> None:
    open_page(browser, server + "/")
    zeros = [0] * 30  # a blank 30x30 Skyscrapers: compiling it alone outlasts a millisecond
    blank = {"type": "skyscrapers", "size": 30, "top": zeros, "bottom": zeros, "left": zeros, "right": zeros}
    limit = browser.find_element(By.ID, "time-limit")
    limit.send_keys("0.001")
    browser.execute_script("arguments[0].dispatchEvent(new Event('change'))", limit)
    browser.get(f"{server}/#json={quote(json.dumps(blank))}")  # the same page: the hash opens the puzzle
    wait_status(browser, "timeout")
    for part in ("fixes", "redundant", "conflicts"):
        assert text_of(browser, part) == "not computed (time ran out)", part
    assert "none found" not in text_of(browser, "result-panel")
    assert text_of(browser, "announce").startswith("timeout")  # the status, said once for a screen reader
    screenshot(browser, "p2-timeout-not-computed")


def steps_through(browser: WebDriver, server: str, example: str, name: str) -> list[str]:
    """Open an example, check it, list its steps and step through three; the listed steps' texts."""
    url = cli("convert", str(EXAMPLES / example), "--to", "puzzlink").strip()
    open_page(browser, f"{server}/#url={url}")
    wait_status(browser, "unique")
    screenshot(browser, f"p3-{name}-checked")
    browser.find_element(By.ID, "steps").click()
    WebDriverWait(browser, WAIT).until(lambda b: panels(b)["steps"], message="no steps listed")
    wait_view(browser, "step-1")
    for k in (2, 3):
        browser.find_element(By.ID, "step-next").click()
        wait_view(browser, f"step-{k}")
    screenshot(browser, f"p3-{name}-step-3")
    listed: list[str] = browser.execute_script(
        "return [...document.querySelectorAll('#step-list button')].map((e) => e.textContent)"
    )
    shown = text_of(browser, "step-text")
    for text in [*listed, shown]:
        assert "Excludes" not in text and "!=" not in text and "≠" not in text and "Cost" not in text, text
    assert "Technique: " in shown and "Because: " in shown
    return listed


def test_skyscrapers_steps_skip_the_givens_and_pencil_in_the_candidates(server: str, browser: WebDriver) -> None:
    listed = steps_through(browser, server, "skyscrapers-8x8.txt", "skyscrapers")
    givens = json.loads(cli("convert", str(EXAMPLES / "skyscrapers-8x8.txt"), "--to", "json"))["givens"]
    given_texts = {f"r{r + 1}c{c + 1} = {v}" for r, row in enumerate(givens) for c, v in enumerate(row) if v}
    assert given_texts and not given_texts & set(listed)  # no listed step only restates a given
    assert any("impossible in r" in text for text in listed)
    assert "left out" in text_of(browser, "grade")
    browser.execute_script("document.getElementById('grade').textContent = ''")
    browser.find_element(By.ID, "grade-button").click()  # the grade API, from the page (its answer, or a time-out)
    WebDriverWait(browser, WAIT).until(
        lambda b: text_of(b, "grade").startswith(("Grade: ", "Not graded: ")), message="no grade"
    )
    browser.find_element(By.CSS_SELECTOR, "#step-list li:first-child button").click()
    wait_view(browser, "step-1")
    pencil = browser.execute_script("return document.querySelectorAll('#board svg .pencil').length")
    assert pencil > 0  # the first step excludes values: the cells it narrowed show what is left


def test_star_battle_steps_say_star_and_no_star_and_show_the_regions(server: str, browser: WebDriver) -> None:
    listed = steps_through(browser, server, "starbattle-10x10.txt", "starbattle")
    words = " ".join(listed) + text_of(browser, "step-text")
    assert "a star in r" in words and "no star in r" in words
    assert "= 1" not in words and "= 0" not in words
    labels = browser.execute_script("return document.querySelectorAll('#board svg .page-mark.painted').length")
    assert labels == 100  # each cell's region number, while solving too


def test_each_conflict_set_has_its_colour_and_pointing_at_it_outlines_it(server: str, browser: WebDriver) -> None:
    open_page(browser, server + "/")
    paste(browser, NO_SOLUTION)
    wait_status(browser, "unsat")
    items = browser.find_elements(By.CSS_SELECTOR, '#conflicts [data-testid="conflict-item"]')
    assert items
    swatches = [item.find_element(By.CSS_SELECTOR, ".swatch").get_attribute("class") for item in items]
    assert swatches == [f"swatch conflict-{k}" for k in range(1, len(items) + 1)]
    assert browser.find_elements(By.CSS_SELECTOR, "#board svg .conflict-1")  # the board's colour for set 1
    ActionChains(browser).move_to_element(items[0]).perform()
    WebDriverWait(browser, WAIT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, "#board svg .page-mark.hover"), message="no outline on the board"
    )
    screenshot(browser, "p4-conflict-pointed-at")
    ActionChains(browser).move_to_element(browser.find_element(By.ID, "status")).perform()
    WebDriverWait(browser, WAIT).until(
        lambda b: not b.find_elements(By.CSS_SELECTOR, "#board svg .page-mark.hover"), message="the outline stayed"
    )


def test_a_hint_keeps_its_pencil_marks_and_the_next_hint_moves_on(server: str, browser: WebDriver) -> None:
    url = cli("convert", str(EXAMPLES / "easyasabc-5x5.txt"), "--to", "puzzlink").strip()  # hints exclude first
    open_page(browser, f"{server}/#url={url}")
    wait_status(browser, "unique")
    browser.find_element(By.CSS_SELECTOR, '[data-testid="mode-solve"]').click()
    hints = []
    for _ in range(2):
        browser.execute_script("document.getElementById('board').dataset.view = ''")
        browser.find_element(By.ID, "hint").click()
        wait_view(browser, "hint")
        hints.append(text_of(browser, "step-text").split("\n", 1)[1])  # without "Hint (N ms):"
        assert browser.execute_script("return document.querySelectorAll('#board svg .pencil').length") > 0
    assert "impossible in r" in hints[0]
    assert hints[1] != hints[0]  # the position sent the first hint's candidates: the second says something new
    screenshot(browser, "p5-second-hint-with-pencil-marks")
