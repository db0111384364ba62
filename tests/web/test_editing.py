"""Editing on the console's board in a real browser: keyboard only (one puzzle per board kind: cell values and
clues around the grid, regions, shading, lines), drag strokes, undo and redo, Back through the edits, a phone-
wide layout, and a plugin type made from the page. Each flow waits on what the page shows, never on time, and
saves a screenshot under test-artifacts/web/ for a person to look at.
"""

from __future__ import annotations

from typing import Any

import pytest
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import Select, WebDriverWait

# The browser fixture and helpers of the console's other browser tests (which skip without selenium, chromium).
from test_browser import (
    WAIT,
    board_cells,
    browser,
    open_page,
    screenshot,
    wait_status,
    wait_title,
    wait_view,
)

__all__ = ["browser"]  # the fixture, used by name

DESKTOP, PHONE = (1400, 1000), (400, 860)


def blank(browser: WebDriver, server: str, kind: str, size: int, title: str) -> None:
    """A fresh page with a blank board of `kind` made from the form."""
    open_page(browser, server + "/")
    Select(browser.find_element(By.ID, "type")).select_by_value(kind)
    box = browser.find_element(By.ID, "size")
    box.clear()
    box.send_keys(str(size))
    browser.find_element(By.ID, "new").click()
    wait_title(browser, title)
    WebDriverWait(browser, WAIT).until(lambda b: b.execute_script("return history.state?.puzzle?.type") == kind)


def tab_to_board(browser: WebDriver) -> None:
    """Tab from the toolbar's last button (past the closest-pair buttons where shown) to the board: the
    keyboard's way in."""
    browser.find_element(By.ID, "zoom-in").send_keys(Keys.TAB)
    for _ in range(12):
        if browser.switch_to.active_element.get_attribute("id") == "board":
            return
        ActionChains(browser).send_keys(Keys.TAB).perform()
    assert browser.switch_to.active_element.get_attribute("id") == "board", "Tab never lands on the board"


def keys(browser: WebDriver, *typed: str) -> None:
    ActionChains(browser).send_keys(*typed).perform()


def shown(browser: WebDriver, expression: str) -> Any:
    """A value of the puzzle the page holds (its history entry: what Back and Undo restore)."""
    return browser.execute_script(f"const s = history.state; return {expression};")


def wait_for(browser: WebDriver, expression: str, expected: Any, message: str) -> None:
    try:
        WebDriverWait(browser, WAIT).until(lambda b: shown(b, expression) == expected)
    except TimeoutException:
        pytest.fail(f"{message}: {expression} is {shown(browser, expression)!r}, not {expected!r}")


def test_skyscrapers_typed_by_keyboard_only_then_undone_redone_and_backed_through(
    server: str, browser: WebDriver
) -> None:
    blank(browser, server, "skyscrapers", 4, "Skyscrapers 4x4")
    start = browser.execute_script("return history.length")
    tab_to_board(browser)
    assert browser.find_element(By.ID, "board").get_attribute("data-cursor") == "0,0"
    # Up from r1c1 is the top clue of column 1; down again and right: r1c2.
    keys(browser, Keys.ARROW_UP, "4", Keys.ARROW_DOWN, Keys.ARROW_RIGHT, "3", Keys.ARROW_RIGHT, "9")
    wait_for(browser, "s.slots.clues.top[0] + '|' + s.slots.cells[0][1]", "4|3", "the clue and the given are not in")
    error = browser.find_element(By.ID, "error")  # 9 in a 4x4 is refused, said in one line
    WebDriverWait(browser, WAIT).until(lambda _: error.is_displayed(), message="no error line for a 9 in a 4x4")
    assert "9" not in shown(browser, "s.slots.cells[0]")
    keys(browser, Keys.ARROW_LEFT, Keys.BACKSPACE)  # clears r1c2
    wait_for(browser, "s.slots.cells[0][1]", "", "Backspace did not clear the cell")
    wait_status(browser, "multiple")
    assert browser.execute_script("return history.length") == start + 3  # one entry per edit

    undo = browser.find_element(By.ID, "undo")
    ActionChains(browser).key_down(Keys.CONTROL).send_keys("z").key_up(Keys.CONTROL).perform()
    wait_for(browser, "s.slots.cells[0][1]", "3", "Ctrl+Z did not bring the given back")
    undo.click()
    wait_for(browser, "s.slots.cells[0][1]", "", "the Undo button did not take the given away")
    ActionChains(browser).key_down(Keys.CONTROL).send_keys("y").key_up(Keys.CONTROL).perform()
    wait_for(browser, "s.slots.cells[0][1]", "3", "Ctrl+Y did not redo")
    ActionChains(browser).key_down(Keys.CONTROL).key_down(Keys.SHIFT).send_keys("z").key_up(Keys.SHIFT).key_up(
        Keys.CONTROL
    ).perform()
    wait_for(browser, "s.slots.cells[0][1]", "", "Ctrl+Shift+Z did not redo")
    wait_status(browser, "multiple")
    screenshot(browser, "edit-1-skyscrapers-keyboard")

    for expected in ("3", "4"):  # Back: the given before Backspace, then the clue alone
        browser.back()
        wait_for(browser, "s.slots.cells[0][1] || s.slots.clues.top[0]", expected, f"Back did not show {expected!r}")
    browser.back()  # the blank board the page opened on: still this page
    wait_for(browser, "s.slots.clues.top[0]", "", "Back did not reach the blank board")
    wait_status(browser, "multiple")
    browser.back()  # and the example the page opened with, before "Blank board": the first entry, no undo left
    WebDriverWait(browser, WAIT).until(lambda b: shown(b, "s.puzzle.type") != "skyscrapers" and not undo.is_enabled())
    assert browser.current_url.startswith(server)


def test_star_battle_regions_by_keyboard_and_by_one_drag_stroke(server: str, browser: WebDriver) -> None:
    blank(browser, server, "starbattle", 5, "Star Battle 5x5")  # one region per row
    tab_to_board(browser)
    keys(browser, Keys.ARROW_DOWN, "0", Keys.ARROW_RIGHT, "0")  # r2c1 and r2c2 join region 0
    wait_for(browser, "s.puzzle.regions[1].join()", "0,0,1,1,1", "typed region numbers are not in")

    paint = browser.find_element(By.ID, "paint")
    paint.clear()
    paint.send_keys("4")
    entries = browser.execute_script("return history.length")
    drag(browser, [(3, 0), (3, 1), (2, 1)], 5)  # one stroke: three cells into region 4
    wait_for(
        browser,
        "s.puzzle.regions.map((row) => row.join()).join('/')",
        "0,0,0,0,0/0,0,1,1,1/2,4,2,2,2/4,4,3,3,3/4,4,4,4,4",
        "the stroke did not paint every cell it passed",
    )
    assert browser.execute_script("return history.length") == entries + 1  # one stroke, one edit
    screenshot(browser, "edit-2-star-battle-drag")


def test_the_new_region_tool_paints_the_next_free_region_number(server: str, browser: WebDriver) -> None:
    blank(browser, server, "suguru", 5, "Suguru 5x5")
    before = shown(browser, "Math.max(...s.puzzle.regions.flat())")
    browser.find_element(By.ID, "new-region").click()
    assert browser.find_element(By.ID, "paint").get_attribute("value") == f"@{before + 1}"
    drag(browser, [(0, 0), (1, 0), (1, 1)], 5)
    wait_for(
        browser,
        "[s.puzzle.regions[0][0], s.puzzle.regions[1][0], s.puzzle.regions[1][1]].join()",
        ",".join([str(before + 1)] * 3),
        "the new region is not painted",
    )


def drag(browser: WebDriver, cells: list[tuple[int, int]], size: int) -> None:
    """One pointer stroke through the centres of `cells` (press on the first, release on the last)."""
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
        size,
    )
    chain = ActionChains(browser).move_to_element_with_offset(holder, *offsets[0]).click_and_hold()
    for offset in offsets[1:]:
        chain = chain.move_to_element_with_offset(holder, *offset)
    chain.release().perform()


def test_nurikabe_shading_by_keyboard_and_by_drag(server: str, browser: WebDriver) -> None:
    blank(browser, server, "nurikabe", 4, "Nurikabe 4x4")
    tab_to_board(browser)
    keys(browser, "2")  # a clue in Set mode
    wait_for(browser, "s.slots.cells[0][0]", "2", "the number is not in")
    browser.find_element(By.CSS_SELECTOR, '[data-testid="mode-solve"]').click()
    tab_to_board(browser)
    keys(browser, Keys.ARROW_RIGHT, Keys.SPACE, Keys.ARROW_DOWN, "x")  # Space steps the cycle; x shades
    wait_for(browser, "s.entries[0][1] + s.entries[1][1]", "xx", "the cells are not shaded")
    drag(browser, [(3, 0), (3, 1), (3, 2), (3, 3)], 4)  # one stroke shades the bottom row
    wait_for(browser, "s.entries[3].join('')", "xxxx", "the stroke did not shade every cell")
    screenshot(browser, "edit-3-nurikabe-shading")


def test_masyu_lines_by_keyboard_and_by_drag(server: str, browser: WebDriver) -> None:
    blank(browser, server, "masyu", 4, "Masyu 4x4")
    tab_to_board(browser)
    keys(browser, Keys.ARROW_RIGHT, "w", Keys.ARROW_DOWN, "b")  # pearls in Set mode
    wait_for(browser, "s.puzzle.pearls[0][1] + s.puzzle.pearls[1][1]", "wb", "the pearls are not in")
    browser.find_element(By.CSS_SELECTOR, '[data-testid="mode-solve"]').click()
    drag(browser, [(0, 0), (0, 1), (0, 2), (1, 2), (1, 3)], 4)  # a line through r1c2 and a turn at r1c3
    wait_for(browser, "[s.position[0][1], s.position[0][2], s.position[1][2]].join()", "ew,sw,ne", "no line drawn")
    assert shown(browser, "s.entries[0][0]") == "e"  # a lone end stays on the page, drawn as a stub
    WebDriverWait(browser, WAIT).until(
        lambda b: b.find_elements(By.CSS_SELECTOR, "#board svg line.page-mark.stub"), message="no stub drawn"
    )
    tab_to_board(browser)
    keys(browser, Keys.ARROW_UP, *[Keys.ARROW_LEFT] * 3)
    ActionChains(browser).key_down(Keys.SHIFT).send_keys(Keys.ARROW_DOWN).key_up(
        Keys.SHIFT
    ).perform()  # Shift+arrow draws from the cursor (r1c1 on the stub) down
    wait_for(browser, "s.position[0][0]", "se", "Shift+arrow drew no line")
    screenshot(browser, "edit-4-masyu-lines")


# Every answer of the server held back 0-250 ms at random (the page's fetch wrapped): keys, edit replies and
# check replies interleave as on a busy machine, where a key once went missing from a typed 8x8. The second edit's
# connection drops (the page sends it again).
SLOW_REPLIES = """
const fetchNow = window.fetch;
let edits = 0;
window.fetch = async (...args) => {
  if (String(args[0]).endsWith("/api/edit") && ++edits === 2) throw new TypeError("the connection dropped");
  const response = await fetchNow(...args);
  await new Promise((done) => setTimeout(done, Math.random() * 250));
  return response;
};
"""


def test_keys_typed_fast_while_the_replies_lag_all_land(server: str, browser: WebDriver) -> None:
    blank(browser, server, "skyscrapers", 5, "Skyscrapers 5x5")
    browser.execute_script(SLOW_REPLIES)
    tab_to_board(browser)
    right, left = Keys.ARROW_RIGHT, Keys.ARROW_LEFT
    keys(browser, "1", right, "2", right, "3", right, "4", right, "5", Keys.ARROW_DOWN)  # row 1, then row 2 leftwards
    keys(browser, "1", left, "5", left, "4", left, "3", left, "2", Keys.ARROW_UP, Keys.BACKSPACE, "1")  # r1c1 again
    keys(browser, Keys.ARROW_UP, "3", right, "3")  # two top clues
    wait_for(
        browser,
        "[s.slots.cells[0].join(''), s.slots.cells[1].join(''), s.slots.clues.top.join('')]",
        ["12345", "23451", "33"],
        "a key typed is missing from the puzzle",
    )
    wait_status(browser, "unique")  # the two clues and the rows leave one solution
    typed = {(r, c): value for r, row in enumerate(["12345", "23451"]) for c, value in enumerate(row)}
    assert board_cells(browser, "given") == typed  # the picture too
    assert not browser.find_element(By.ID, "error").is_displayed()  # the dropped edit went again, unsaid


def test_a_phone_wide_page_stacks_the_panels_with_no_sideways_scroll(server: str, browser: WebDriver) -> None:
    browser.set_window_size(*PHONE)
    try:
        open_page(browser, server + "/")
        inner, scroll, board, panel = browser.execute_script(
            "return [innerWidth, document.documentElement.scrollWidth,"
            " document.querySelector('#board svg').getBoundingClientRect().width,"
            " document.querySelector('#board-panel').getBoundingClientRect().width]"
        )
        assert scroll <= inner, (scroll, inner)
        assert board >= 0.9 * (panel - 20), (board, panel)  # the board fills its panel, the screen's width
        screenshot(browser, "edit-5-phone")
    finally:
        browser.set_window_size(*DESKTOP)


def test_clues_of_a_30x30_board_stay_readable_and_zoom_grows_it(server: str, browser: WebDriver) -> None:
    blank(browser, server, "skyscrapers", 30, "Skyscrapers 30x30")
    tab_to_board(browser)
    keys(browser, Keys.ARROW_UP, "7")
    wait_for(browser, "s.slots.clues.top[0]", "7", "the clue is not in")
    WebDriverWait(browser, WAIT).until(lambda b: b.find_elements(By.CSS_SELECTOR, '#board svg text[data-clue="top,0"]'))
    height = browser.execute_script(
        "return document.querySelector('#board svg text[data-clue=\"top,0\"]').getBoundingClientRect().height"
    )
    assert height >= 12, height  # px on screen (it was 8 px text at the capped size)
    assert browser.execute_script("return document.documentElement.scrollWidth <= innerWidth")
    width = browser.execute_script("return document.querySelector('#board svg').getBoundingClientRect().width")
    browser.find_element(By.ID, "zoom-in").click()
    grown = browser.execute_script("return document.querySelector('#board svg').getBoundingClientRect().width")
    assert grown > width * 1.2, (width, grown)


def test_the_plugin_type_is_made_from_the_page_and_says_what_it_cannot_do(server: str, browser: WebDriver) -> None:
    blank(browser, server, "skyscrapersudoku", 4, "Skyscraper Sudoku 4x4")
    tab_to_board(browser)
    keys(browser, Keys.ARROW_UP, "4")
    wait_for(browser, "s.slots.clues.top[0]", "4", "the clue is not in")
    wait_status(browser, "multiple")
    steps = browser.find_element(By.ID, "steps")
    assert not steps.is_enabled() and "no step-by-step solver" in (steps.get_attribute("title") or "")
    assert browser.find_element(By.ID, "generate").is_enabled()  # the plugin generates: that stays open
    screenshot(browser, "edit-6-plugin")


# One small example per board kind (the type's sample, by index) and an edit made in the page that leaves it not
# unique (or not yet a puzzle), then is put back: the slot edited (in the page's history entry), the status and
# status line the edit shows.
WALKS = {
    # the 4x4 with a diagonal: its bottom clue of column 4 cleared
    "skyscrapers": (1, "s.slots.clues.bottom[3]", "multiple", "several solutions"),
    # r1c1 painted a region of its own, a sixth on a 5x5: kept as a draft
    "starbattle": (1, "s.puzzle.regions[0][0]", "draft", "Not a puzzle yet: a 5x5 grid needs 5 regions, found 6."),
    "masyu": (0, "s.slots.cells[1][1]", "multiple", "several solutions"),  # the black pearl at r2c2 cleared
    "nurikabe": (0, "s.slots.cells[0][4]", "unsat", "no solution"),  # the 1 at r1c5 cleared
}


def edit_slot_away(browser: WebDriver, kind: str) -> None:
    """The walk's edit: Backspace on the slot (reached by the keyboard), or a stroke with the New region tool."""
    if kind == "starbattle":
        browser.find_element(By.ID, "new-region").click()  # the next free number
        drag(browser, [(0, 0)], 5)
        return
    tab_to_board(browser)  # the cursor starts on r1c1
    moves = {
        "skyscrapers": [*[Keys.ARROW_DOWN] * 4, *[Keys.ARROW_RIGHT] * 3],
        "masyu": [Keys.ARROW_DOWN, Keys.ARROW_RIGHT],
        "nurikabe": [Keys.ARROW_RIGHT] * 4,
    }
    keys(browser, *moves[kind], Keys.BACKSPACE)


def put_slot_back(browser: WebDriver, kind: str, was: str) -> None:
    if kind == "starbattle":
        paint = browser.find_element(By.ID, "paint")
        paint.clear()
        paint.send_keys(was)
        drag(browser, [(0, 0)], 5)
    else:
        keys(browser, was)  # the cursor stayed on the slot


def fits_the_width(browser: WebDriver) -> None:
    """No sideways scroll, and the board's picture inside the window."""
    inner, scroll, right = browser.execute_script(
        "return [innerWidth, document.documentElement.scrollWidth,"
        " document.querySelector('#board svg').getBoundingClientRect().right]"
    )
    assert scroll <= inner and right <= inner, (inner, scroll, right)


@pytest.mark.parametrize("width", ["desktop", "phone"])
@pytest.mark.parametrize("kind", list(WALKS))
def test_each_board_kind_edited_checked_and_stepped_through(
    server: str, browser: WebDriver, kind: str, width: str
) -> None:
    """A setter's walk, a screenshot at each stage (test-artifacts/web/walk-KIND-WIDTH-N-STAGE.png): an example
    opened; an edit that unsettles it, the page saying so; the edit put back by hand, checked unique again; its
    steps listed and the second one shown. At 400 px nothing scrolls sideways."""
    sample, slot, edited_status, edited_words = WALKS[kind]
    browser.set_window_size(*(DESKTOP if width == "desktop" else PHONE))
    name = f"walk-{kind}-{width}"
    try:
        open_page(browser, server + "/")
        Select(browser.find_element(By.ID, "example")).select_by_value(f"{kind}/{sample}")
        wait_for(browser, "s.puzzle.type", kind, f"the {kind} example did not open")
        wait_status(browser, "unique")
        was = str(shown(browser, slot))
        edit_slot_away(browser, kind)
        wait_for(browser, f"String({slot}) !== {was!r}", True, "the edit is not in")
        wait_status(browser, edited_status)
        status = browser.find_element(By.ID, "status")
        assert status.text.startswith(edited_words), status.text
        fits_the_width(browser)
        screenshot(browser, f"{name}-1-edited", whole_page=True)

        put_slot_back(browser, kind, was)
        wait_for(browser, f"String({slot})", was, "the slot is not put back")
        wait_status(browser, "unique")
        assert status.text.startswith("unique · "), status.text
        fits_the_width(browser)
        screenshot(browser, f"{name}-2-checked", whole_page=True)

        browser.find_element(By.ID, "steps").click()
        label = browser.find_element(By.ID, "step-label")
        WebDriverWait(browser, WAIT).until(lambda _: label.text.startswith("step 1 of"), message="no steps shown")
        browser.find_element(By.ID, "step-next").click()
        wait_view(browser, "step-2")
        assert label.text.startswith("step 2 of"), label.text
        assert browser.find_element(By.ID, "step-text").text.strip()
        assert len(browser.find_elements(By.CSS_SELECTOR, "#step-list li")) >= 2
        fits_the_width(browser)
        screenshot(browser, f"{name}-3-step-2", whole_page=True)
    finally:
        browser.set_window_size(*DESKTOP)
