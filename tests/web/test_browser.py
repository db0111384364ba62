"""The web console in a real browser: headless Chromium driven by selenium against `satpuzzles serve`.

Each flow waits on what the page shows (never on time) and saves a screenshot of its final state
under test-artifacts/web/ for a person to look at. Needs selenium, Debian's chromium and
chromium-driver, and the web extra (starlette, uvicorn); the module is skipped without them.
"""

from __future__ import annotations

import base64
import json
import re
import shutil
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("selenium", reason="selenium is not installed (pip install selenium)")
pytest.importorskip("uvicorn", reason="the web extra is not installed (pip install 'satpuzzles[web]')")
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
CHROMEDRIVER = shutil.which("chromedriver")
if CHROMIUM is None or CHROMEDRIVER is None:
    pytest.skip("Debian's chromium and chromium-driver are not installed", allow_module_level=True)

from selenium import webdriver  # noqa: E402
from selenium.webdriver.chrome.service import Service  # noqa: E402
from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402
from selenium.webdriver.remote.webdriver import WebDriver  # noqa: E402
from selenium.webdriver.support.ui import Select, WebDriverWait  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
ARTIFACTS = REPO / "test-artifacts" / "web"
WAIT = 60  # seconds: a hang guard for a busy 2-core CI box, never a timing claim

# Two solutions: the top clue of column 1 (C) or a blank at r4c1 would each make it unique.
TWO_SOLUTIONS = """\
easyasabc 5 letters=ABCD
    . . . . .
  +-----------+
. | . . . . . | C
. | . . . . . | A
. | . . . . . | D
. | . . . . . | B
. | . . . . . | A
  +-----------+
    . B C D A
"""


def cli(*args: str) -> str:
    """`satpuzzles ARGS` from this checkout; its stdout."""
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", *args], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert done.returncode in (0, 1), done.stderr
    return done.stdout


@pytest.fixture(scope="module")
def browser() -> Iterator[webdriver.Chrome]:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM or ""
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=1400,1000",
    ):
        options.add_argument(flag)
    # The network log tells what the server answered even where the page may not read it (cross-origin).
    options.set_capability("goog:loggingPrefs", {"performance": "ALL"})
    driver = webdriver.Chrome(options=options, service=Service(executable_path=CHROMEDRIVER or ""))
    try:
        yield driver
    finally:
        driver.quit()


def screenshot(browser: WebDriver, name: str, *, whole_page: bool = False) -> None:
    """The window's view as test-artifacts/web/NAME.png; `whole_page`: the page's whole length (a phone-wide
    page stacks its panels far below the window), through Chromium's DevTools."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    if not whole_page:
        browser.save_screenshot(str(ARTIFACTS / f"{name}.png"))
        return
    width, height = browser.execute_script(
        "return [document.documentElement.clientWidth, document.documentElement.scrollHeight]"
    )
    clip = {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}
    shot = browser.execute_cdp_cmd("Page.captureScreenshot", {"captureBeyondViewport": True, "clip": clip})  # type: ignore[attr-defined]
    (ARTIFACTS / f"{name}.png").write_bytes(base64.b64decode(shot["data"]))


def wait_status(browser: WebDriver, status: str) -> None:
    """Until the status line says `status` (unique, multiple, unsat, timeout) and the check is complete."""
    line = browser.find_element(By.ID, "status")
    WebDriverWait(browser, WAIT).until(
        lambda _: line.get_attribute("data-status") == status and line.get_attribute("data-complete") == "true",
        message=f"status never became {status}",
    )


def board_cells(browser: WebDriver, role: str) -> dict[tuple[int, int], str]:
    """The values drawn on the board with class `role` (given / solved), by cell."""
    # Read in one script: the page may swap the picture between two WebDriver calls.
    pairs = browser.execute_script(
        "return [...document.querySelectorAll(`#board svg [data-cell].${arguments[0]}`)]"
        ".map((e) => [e.getAttribute('data-cell'), e.getAttribute('data-value')])",
        role,
    )
    cells = {}
    for cell, value in pairs:
        r, c = cell.split(",")
        cells[int(r), int(c)] = value
    return cells


def wait_view(browser: WebDriver, view: str) -> None:
    """Until the board shows `view` (the page names what its picture shows: check, hint, step-K, pair-a, ...)."""
    holder = browser.find_element(By.ID, "board")
    WebDriverWait(browser, WAIT).until(
        lambda _: holder.get_attribute("data-view") == view, message=f"the board never showed {view}"
    )


def board_title(browser: WebDriver) -> str:
    """The board picture's title, read in one script: the picture may be swapped between two WebDriver calls."""
    return str(browser.execute_script("return document.querySelector('#board svg title')?.textContent") or "")


def wait_title(browser: WebDriver, words: str) -> None:
    """Until the board's picture is titled with `words`."""
    WebDriverWait(browser, WAIT).until(
        lambda b: words in board_title(b),
        message=f"the board never showed {words}",
    )


def open_page(browser: WebDriver, url: str) -> None:
    """Load the page fresh (a new document, not just a new hash) and wait for its first check."""
    browser.get("about:blank")
    browser.get(url)
    line = browser.find_element(By.ID, "status")
    WebDriverWait(browser, WAIT).until(
        lambda _: line.get_attribute("data-complete") == "true", message="the page never checked its first puzzle"
    )


def test_puzzlink_url_in_the_address_opens_and_shows_the_unique_solution(server: str, browser: WebDriver) -> None:
    example = str(REPO / "satpuzzles" / "examples" / "easyasabc-5x5.txt")
    url = cli("convert", example, "--to", "puzzlink").strip()
    expected = json.loads(cli("solve", url, "--json"))["solution"]

    open_page(browser, f"{server}/#url={url}")
    wait_status(browser, "unique")

    assert board_cells(browser, "solved") == {
        (r, c): value for r, row in enumerate(expected) for c, value in enumerate(row)
    }
    assert re.search(r"^unique · [0-9.]+ m?s · explained in [0-9.]+ m?s$", browser.find_element(By.ID, "status").text)
    screenshot(browser, "1-url-unique")


def test_two_solutions_shade_undecided_cells_and_a_fix_makes_it_unique(server: str, browser: WebDriver) -> None:
    open_page(browser, server + "/")
    paste = browser.find_element(By.ID, "paste")
    paste.send_keys("skyscrapers 4\n| 9 |")
    browser.find_element(By.ID, "open").click()
    error = browser.find_element(By.ID, "error")
    WebDriverWait(browser, WAIT).until(lambda _: error.is_displayed(), message="no error line for a bad paste")
    assert "\n" not in error.text

    paste.clear()
    paste.send_keys(TWO_SOLUTIONS)
    browser.find_element(By.ID, "open").click()
    fixes = WebDriverWait(browser, WAIT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, '#fixes [data-testid="fix"]'), message="no fix listed"
    )
    wait_status(browser, "multiple")
    assert browser.find_elements(By.CSS_SELECTOR, "#board svg rect.undecided")
    assert not error.is_displayed()
    screenshot(browser, "2a-two-solutions")

    browser.find_element(By.ID, "pair-b").click()  # one of the closest pair, its differing cells outlined
    wait_view(browser, "pair-b")
    assert len(board_cells(browser, "solved")) == 25
    assert browser.find_elements(By.CSS_SELECTOR, "#board svg rect.differs")
    screenshot(browser, "2b-closest-pair-b")

    ActionChains(browser).move_to_element(fixes[0]).perform()  # pointing at a fix previews it
    wait_view(browser, "fix-preview")
    assert browser.find_elements(By.CSS_SELECTOR, "#board svg text.clue.fix, #board svg rect.hl.fix")
    fixes[0].click()
    wait_status(browser, "unique")
    assert not browser.find_elements(By.CSS_SELECTOR, "#board svg rect.undecided")
    assert "#url=" in browser.current_url or "#json=" in browser.current_url
    screenshot(browser, "2c-fix-applied-unique")


def test_a_hint_and_the_steps_highlight_the_clues_they_use(server: str, browser: WebDriver) -> None:
    url = cli("convert", str(REPO / "satpuzzles" / "examples" / "easyasabc-5x5.txt"), "--to", "puzzlink").strip()
    open_page(browser, f"{server}/#url={url}")
    wait_status(browser, "unique")

    browser.find_element(By.CSS_SELECTOR, '[data-testid="mode-solve"]').click()
    browser.find_element(By.ID, "hint").click()
    wait_view(browser, "hint")
    assert browser.find_elements(By.CSS_SELECTOR, "#board svg text.clue.clue-used")
    assert "Because: " in browser.find_element(By.ID, "step-text").text
    screenshot(browser, "3a-hint")

    browser.find_element(By.ID, "steps").click()
    WebDriverWait(browser, WAIT).until(lambda b: b.find_element(By.ID, "stepper").is_displayed())
    assert browser.find_element(By.ID, "grade").text.startswith("Grade: ")
    label = browser.find_element(By.ID, "step-label")
    browser.find_element(By.ID, "step-next").click()
    WebDriverWait(browser, WAIT).until(lambda _: label.text.startswith("step 2 of"))
    wait_view(browser, "step-2")
    step_text = browser.find_element(By.ID, "step-text").text
    used = browser.execute_script(
        "return [...document.querySelectorAll('#board svg text.clue.clue-used')].map((e) => e.dataset.clue)"
    )
    assert used, "step 2 highlights no clue"
    for slot in used:  # each highlighted clue is one the step's text names (the type's own name for it)
        side, index = slot.split(",")
        line = "column" if side in ("top", "bottom") else "row"
        assert re.search(rf"{side} clue \S+ of {line} {int(index) + 1}\b", step_text), (slot, step_text)
    screenshot(browser, "3b-step-2")


def test_generate_puts_a_unique_puzzle_on_the_board(server: str, browser: WebDriver) -> None:
    open_page(browser, server + "/")
    Select(browser.find_element(By.ID, "type")).select_by_value("skyscrapers")
    size = browser.find_element(By.ID, "size")
    size.clear()
    size.send_keys("4")
    browser.find_element(By.ID, "generate").click()
    wait_title(browser, "Skyscrapers 4x4")  # the page opened on a unique example: wait for the new board
    wait_status(browser, "unique")

    clues = browser.find_elements(By.CSS_SELECTOR, "#board svg text.clue")
    givens = board_cells(browser, "given")
    assert clues or givens
    assert "Skyscrapers 4x4" in board_title(browser)
    screenshot(browser, "4-generated")


def click_slot(browser: WebDriver, row: int, col: int, size: int) -> None:
    """Click the middle of grid slot (row, col); -1 and `size` are the clue slots around the grid."""
    holder = browser.find_element(By.ID, "board")  # stays while the page swaps the picture inside it
    dx, dy = browser.execute_script(
        """
        const [holder, row, col, n] = arguments;
        const grid = holder.querySelector("svg rect.border").getBoundingClientRect();
        const box = holder.getBoundingClientRect();
        const step = grid.width / n;
        return [grid.left + (col + 0.5) * step - (box.left + box.width / 2),
                grid.top + (row + 0.5) * step - (box.top + box.height / 2)];
        """,
        holder,
        row,
        col,
        size,
    )
    ActionChains(browser).move_to_element_with_offset(holder, round(dx), round(dy)).click().perform()


def type_into_slot(browser: WebDriver, row: int, col: int, size: int, text: str) -> None:
    """Click a slot (the board's cursor goes there) and type `text` on the keyboard."""
    click_slot(browser, row, col, size)
    holder = browser.find_element(By.ID, "board")
    want = f"{row},{col}" if 0 <= row < size and 0 <= col < size else None
    WebDriverWait(browser, WAIT).until(
        lambda b: (
            b.switch_to.active_element == holder and (want is None or holder.get_attribute("data-cursor") == want)
        ),
        message="the click did not put the board's cursor there",
    )
    ActionChains(browser).send_keys(text).perform()


def test_typing_a_clue_and_a_given_that_fight_shows_the_conflict(server: str, browser: WebDriver) -> None:
    open_page(browser, server + "/")
    Select(browser.find_element(By.ID, "type")).select_by_value("skyscrapers")
    size = browser.find_element(By.ID, "size")  # the page opened on an example and took its size
    size.clear()
    size.send_keys("5")
    browser.find_element(By.ID, "new").click()  # a blank 5x5 Skyscrapers to edit
    wait_title(browser, "Skyscrapers 5x5")
    type_into_slot(browser, -1, 1, 5, "2")  # a top clue typed in the same slot twice in a row:
    type_into_slot(browser, -1, 1, 5, Keys.BACKSPACE)  # set, then cleared again
    type_into_slot(browser, -1, 0, 5, "5")  # top clue of column 1: 5 seen, so r1c1 = 1
    WebDriverWait(browser, WAIT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, '#board svg text[data-clue="top,0"][data-value="5"]'),
        message="the typed clue is not on the board",
    )
    type_into_slot(browser, -1, 0, 5, Keys.ARROW_DOWN + "5")  # the clue again; the down arrow moves to r1c1: a given 5
    wait_status(browser, "unsat")
    assert not browser.find_elements(By.CSS_SELECTOR, '#board svg text[data-clue="top,1"]')

    WebDriverWait(browser, WAIT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, '#board svg text.clue.conflict[data-clue="top,0"]'),
        message="the conflicting clue is not highlighted",
    )
    assert board_cells(browser, "given") == {(0, 0): "5"}
    assert browser.find_elements(By.CSS_SELECTOR, '#conflicts [data-testid="conflict-item"]')
    screenshot(browser, "6-edit-conflict")

    open_page(browser, browser.current_url)  # the address bookmarks the edited puzzle
    wait_status(browser, "unsat")
    assert board_cells(browser, "given") == {(0, 0): "5"}
    assert browser.find_elements(By.CSS_SELECTOR, '#board svg text[data-clue="top,0"][data-value="5"]')


def test_a_plugin_type_is_listed_made_blank_typed_into_and_checked(server: str, browser: WebDriver) -> None:
    open_page(browser, server + "/")
    Select(browser.find_element(By.ID, "type")).select_by_value("skyscrapersudoku")  # from GET /api/types
    assert browser.find_element(By.ID, "option-box_rows").get_attribute("type") == "number"  # its own option
    size = browser.find_element(By.ID, "size")
    size.clear()
    size.send_keys("4")
    browser.find_element(By.ID, "new").click()
    wait_title(browser, "Skyscraper Sudoku 4x4")
    type_into_slot(browser, -1, 0, 4, "4")  # 4 seen from the top: column 1 is 1, 2, 3, 4
    type_into_slot(browser, 0, 1, 4, "3")
    WebDriverWait(browser, WAIT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, '#board svg text[data-clue="top,0"][data-value="4"]'),
        message="the typed clue is not on the board",
    )
    wait_status(browser, "multiple")
    assert board_cells(browser, "given") == {(0, 1): "3"}
    assert not browser.find_element(By.ID, "error").is_displayed()
    screenshot(browser, "8-plugin-type")


def no_star_dots(browser: WebDriver) -> set[tuple[int, int]]:
    """The cells the page dots as "no star" (read in one script: the picture may be swapped meanwhile)."""
    cells = browser.execute_script(
        "return [...document.querySelectorAll('#board svg circle.no-star')].map((e) => e.dataset.at)"
    )
    return {(int(r), int(c)) for r, c in (cell.split(",") for cell in cells)}


def test_star_battle_no_star_marks_are_drawn_and_a_hint_reads_them(server: str, browser: WebDriver) -> None:
    example = str(REPO / "satpuzzles" / "examples" / "starbattle-10x10.txt")
    url = cli("convert", example, "--to", "puzzlink").strip()
    solution = json.loads(cli("solve", url, "--json"))["solution"]
    empty = next((r, c) for r, row in enumerate(solution) for c, v in enumerate(row) if v == 0)
    star = next((r, c) for r, row in enumerate(solution) for c, v in enumerate(row) if v == 1)
    open_page(browser, f"{server}/#url={url}")
    wait_status(browser, "unique")
    browser.find_element(By.CSS_SELECTOR, '[data-testid="mode-solve"]').click()

    for _ in range(2):  # empty -> star -> no star
        click_slot(browser, *empty, 10)
    WebDriverWait(browser, WAIT).until(lambda b: no_star_dots(b) == {empty}, message="no dot for the no-star cell")
    assert not board_cells(browser, "star")
    browser.find_element(By.ID, "hint").click()
    wait_view(browser, "hint")
    assert no_star_dots(browser) == {empty}  # the hint's picture keeps the solver's marks
    assert "Wrong" not in browser.find_element(By.ID, "step-text").text
    screenshot(browser, "7-star-battle-no-star")

    for _ in range(2):  # a "no star" where the solution has a star: the hint reads it and says so
        click_slot(browser, *star, 10)
    WebDriverWait(browser, WAIT).until(lambda b: no_star_dots(b) == {empty, star}, message="no second dot")
    browser.find_element(By.ID, "hint").click()
    wait_view(browser, "hint")
    assert browser.find_element(By.ID, "step-text").text.startswith(f"Wrong: r{star[0] + 1}c{star[1] + 1} ")


def test_long_work_shows_progress_and_cancel_stops_it(server: str, browser: webdriver.Chrome) -> None:
    open_page(browser, server + "/")
    Select(browser.find_element(By.ID, "type")).select_by_value("starbattle")
    for field, value in (("size", "14"), ("option-stars", "3")):
        box = browser.find_element(By.ID, field)
        box.clear()
        box.send_keys(value)
    Select(browser.find_element(By.ID, "difficulty")).select_by_value("extreme")  # seconds of attempts
    browser.get_log("performance")  # drop what came before
    browser.find_element(By.ID, "generate").click()
    work = browser.find_element(By.ID, "work")
    WebDriverWait(browser, WAIT).until(lambda _: work.is_displayed(), message="no progress indicator")
    assert "Generating" in browser.find_element(By.ID, "work-label").text
    screenshot(browser, "7a-generating")

    browser.find_element(By.ID, "cancel").click()
    WebDriverWait(browser, WAIT).until(lambda _: not work.is_displayed(), message="the work did not stop")
    assert browser.find_element(By.ID, "error").text == "Cancelled."
    assert "Star Battle" not in board_title(browser)
    # The server was told (its thread freed), not only the browser's wait dropped.
    WebDriverWait(browser, WAIT).until(
        lambda b: 200 in api_statuses(b, server, "/api/cancel"), message="no /api/cancel answered"
    )
    screenshot(browser, "7b-cancelled")


class OtherSite(BaseHTTPRequestHandler):
    """A page on another origin (another port) that tries to drive the console's API."""

    def do_GET(self) -> None:
        body = b"<!doctype html><title>another site</title><h1>another site</h1><pre id=out>waiting</pre>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        pass


@pytest.fixture
def other_site() -> Iterator[str]:
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), OtherSite)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}"
    finally:
        httpd.shutdown()
        httpd.server_close()


# Runs in the other site's page: a plain POST (no preflight, so the server sees it) and a JSON one.
TRY_API = """
const [api, done] = arguments;
(async () => {
const puzzle = {type: "skyscrapers", size: 4};
const attempt = async (headers) => {
  try {
    const response = await fetch(api + "/api/check", {method: "POST", headers, body: JSON.stringify({puzzle})});
    return "answered " + response.status;
  } catch (error) {
    return "refused: " + error.name;
  }
};
const plain = await attempt({"Content-Type": "text/plain"});
const json = await attempt({"Content-Type": "application/json"});
document.getElementById("out").textContent = "POST /api/check from " + location.origin + "\\n  text/plain: " + plain
  + "\\n  application/json: " + json;
done([plain, json]);
})();
"""


def api_statuses(browser: webdriver.Chrome, server: str, path: str = "/api/") -> list[int]:
    """HTTP statuses of the responses the browser received from the console under `path` (the network log)."""
    statuses = []
    for entry in browser.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.responseReceived":
            response = message["params"]["response"]
            if response["url"].startswith(f"{server}{path}"):
                statuses.append(response["status"])
    return statuses


def test_a_page_on_another_origin_cannot_use_the_api(server: str, browser: webdriver.Chrome, other_site: str) -> None:
    browser.get(other_site + "/")
    browser.get_log("performance")  # drop what earlier tests logged
    browser.set_script_timeout(WAIT)
    plain, json_post = browser.execute_async_script(TRY_API, server)

    assert plain.startswith("refused"), plain
    assert json_post.startswith("refused"), json_post
    statuses = api_statuses(browser, server)
    assert 403 in statuses, statuses
    assert 200 not in statuses, statuses
    note = f"\nthe network log: the server answered {sorted(set(statuses))}"
    browser.execute_script("document.getElementById('out').textContent += arguments[0]", note)
    screenshot(browser, "5-cross-origin-refused")


def test_an_example_opens_from_the_types_samples(server: str, browser: WebDriver) -> None:
    open_page(browser, server + "/")
    picker = Select(browser.find_element(By.ID, "example"))
    labels = [option.text for option in picker.options[1:]]
    assert labels and all(": " in label for label in labels)
    picker.select_by_index(1)
    wait_status(browser, "unique")
