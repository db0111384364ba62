"""A region map painted through in-between states (satpuzzles/web/drafts.py): `/api/edit` keeps it as a draft
that says what it lacks, never refuses it or answers 500; a bad token is still refused. Through starlette's
TestClient, no server process."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (pip install 'satpuzzles[web]')")
pytest.importorskip("httpx", reason="starlette's TestClient needs httpx (pip install httpx)")

# The TestClient fixture and the request helper of the API's type tests (skipped as they are).
from test_console_types import TestClient, client, post

from satpuzzles.puzzles import all_types

__all__ = ["client"]  # the fixture, used by name
SVG = "{http://www.w3.org/2000/svg}"


def test_a_sixth_region_on_a_5x5_star_battle_is_kept_and_says_what_it_lacks(client: TestClient) -> None:
    blank = post(client, "blank", {"type": "starbattle", "size": 5, "options": {"stars": 1}})["puzzle"]
    draft = post(client, "edit", {"puzzle": blank, "cell": [0, 0], "text": "5"})
    assert draft["draft"] == "a 5x5 grid needs 5 regions, found 6"
    assert draft["puzzle"]["regions"][0][0] == 5 and draft["slots"]["cells"][0][0] == "5"  # the edit is kept
    assert draft["url"] is None and "not yet a puzzle" in draft["url_error"]
    picture = ET.fromstring(draft["svg"])
    assert "not yet a puzzle" in (picture.findtext(f"{SVG}title") or "")
    assert picture.findall(f".//{SVG}rect[@class='border']")  # the page maps clicks on it as on any board

    # A stroke on from the draft: the rest of the top row joins region 5, the first region keeps r2c1..r2c5:
    # 5 regions again, a puzzle.
    stroke = [{"cell": [0, c], "text": "5"} for c in range(1, 5)]
    edited = post(client, "edit", {"puzzle": draft["puzzle"], "slots": stroke})
    assert "draft" not in edited and edited["url"]
    assert edited["puzzle"]["regions"][0] == [5] * 5

    error = post(client, "check", {"puzzle": draft["puzzle"]}, 400)["error"]  # a draft is no puzzle to check
    assert error == "puzzle, regions: a 5x5 grid needs 5 regions, found 6"
    reopened = post(client, "parse", {"text": json.dumps(draft["puzzle"])})  # as the page's address keeps it
    assert reopened["draft"] == draft["draft"] and reopened["puzzle"] == draft["puzzle"]


def test_a_token_the_puzzle_cannot_hold_is_still_refused(client: TestClient) -> None:
    blank = post(client, "blank", {"type": "starbattle", "size": 5, "options": {"stars": 1}})["puzzle"]
    for text in ("-5", "x"):
        error = post(client, "edit", {"puzzle": blank, "cell": [0, 0], "text": text}, 400)["error"]
        assert error == f"region: expected a whole number, found {text!r}"
    broken = {**blank, "regions": [[0, 1], [1]]}  # not a grid: refused, never drawn as a draft
    assert "error" in post(client, "parse", {"text": json.dumps(broken)}, 400)


def painting_types() -> list[str]:
    return [kind.name for kind in all_types() if kind.editor and kind.editor.regions and kind.generator]


@pytest.mark.parametrize("name", painting_types())
def test_painting_a_new_region_never_loses_the_edit(client: TestClient, name: str) -> None:
    """Every type that paints a region map, from its blank board: one cell into a new region, then a whole row
    into that region; each edit is answered (a puzzle or a draft) and keeps what it painted."""
    kind = next(kind for kind in all_types() if kind.name == name)
    assert kind.editor is not None
    field, mark = kind.editor.regions, kind.editor.region_mark
    size = next(n for n in (6, 4, 9) if client.post("/api/blank", json={"type": name, "size": n}).status_code == 200)
    blank = post(client, "blank", {"type": name, "size": size})["puzzle"]
    fresh = max(v for row in blank[field] for v in row) + 1
    one = post(client, "edit", {"puzzle": blank, "cell": [0, 0], "text": f"{mark}{fresh}"})
    assert members(one["puzzle"][field], 0, 0) == {(0, 0)}  # a region of its own (the type may renumber it)
    columns = len(blank[field][0])
    row = [{"cell": [0, c], "text": f"{mark}{fresh}"} for c in range(columns)]
    whole = post(client, "edit", {"puzzle": one["puzzle"], "slots": row})
    assert members(whole["puzzle"][field], 0, 0) == {(0, c) for c in range(columns)}
    for reply in (one, whole):
        assert reply.get("draft") is None or "\n" not in reply["draft"]
        assert ET.fromstring(reply["svg"]).tag == f"{SVG}svg"


def members(regions: list[list[int]], row: int, column: int) -> set[tuple[int, int]]:
    """The cells in the region of (row, column)."""
    return {(r, c) for r, line in enumerate(regions) for c, v in enumerate(line) if v == regions[row][column]}
