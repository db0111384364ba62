"""The console knows types only through GET /api/types and the spec: every registered type (built in or a
plugin) is listed, makes its blank board from its generator, and is edited through its Editor.

Skyscraper Sudoku (plugins/skyscrapersudoku) stands for a type the page has never heard of: a published
puzzle is typed into a blank board slot by slot, and the console's check solves it.
"""

from __future__ import annotations

import json
import warnings
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("starlette", reason="the web extra is not installed (pip install 'satpuzzles[web]')")
pytest.importorskip("httpx", reason="starlette's TestClient needs httpx (pip install httpx)")

with warnings.catch_warnings():  # newer starlette asks for httpx2 instead of httpx; either works
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient

from satpuzzles.explain.picture import grid_shape
from satpuzzles.puzzles import all_types, get_type
from satpuzzles.typekit.generating import Options
from satpuzzles.typekit.grid import SIDES
from satpuzzles.web.app import create_app

REPO = Path(__file__).resolve().parents[2]
PLUGIN = "skyscrapersudoku"
PLUGIN_SAMPLES = REPO / "plugins" / "skyscrapersudoku" / "tests" / "data" / "janko-sample.jsonl"
PORT = 8766
BASE = f"http://127.0.0.1:{PORT}"


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(PORT, timeout=120), base_url=BASE) as test_client:
        yield test_client


def post(client: TestClient, endpoint: str, body: dict[str, Any], status: int = 200) -> dict[str, Any]:
    response = client.post(f"/api/{endpoint}", json=body)
    assert response.status_code == status, response.text
    reply: dict[str, Any] = response.json()
    return reply


def listed(client: TestClient) -> dict[str, dict[str, Any]]:
    return {kind["name"]: kind for kind in client.get("/api/types").json()["types"]}


def test_every_registered_type_is_listed_with_its_title_blank_and_editor(client: TestClient) -> None:
    types = listed(client)
    assert set(types) == {kind.name for kind in all_types()}
    assert PLUGIN in types, "install the plugin: pip install -e plugins/skyscrapersudoku"
    for name, kind in types.items():
        spec = get_type(name)
        assert kind["title"] == (spec.title or name)
        assert [o["name"] for o in kind["options"]] == (
            [o.name for o in spec.generator.options] if spec.generator else []
        )
        if kind["blank"]:
            reply = post(client, "blank", {"type": name, "size": 4, "options": {}})
            assert spec.generator is not None and spec.generator.blank is not None
            made = spec.generator.blank(Options(name, 4))  # the generator's blank for --size 4 (Dominosa's is 4x5)
            assert reply["type"] == name and reply["puzzle"] == json.loads(json.dumps(spec.codec.to_json(made)))
            assert reply["size"] == made.size
            if not kind["editor"]:
                assert reply["slots"] is None  # a type without an editor is opened, not edited
                continue
            cells = reply["slots"]["cells"]
            assert made.size == max(len(cells), len(cells[0]))
            if kind["editor"]["clues"]:
                assert set(reply["slots"]["clues"]) == set(SIDES)
    assert types[PLUGIN]["blank"] and types[PLUGIN]["editor"] == {
        "clues": True,
        "paint": "",
        "cycle": [],
        "lines": [],
        "regions": "",
        "region_mark": "",
    }


def test_a_blank_board_takes_the_generators_options(client: TestClient) -> None:
    six = post(client, "blank", {"type": PLUGIN, "size": 6, "options": {"box_rows": 3}})["puzzle"]
    assert six["box"] == [3, 2]
    bad = post(client, "blank", {"type": PLUGIN, "size": 6, "options": {"box_rows": 4}}, 400)
    assert "box rows" in bad["error"] and "\n" not in bad["error"]
    unknown = post(client, "blank", {"type": PLUGIN, "size": 6, "options": {"nosuch": 1}}, 400)
    assert "--nosuch" in unknown["error"]


def puzzlekit_sample() -> tuple[str, list[list[int]]]:
    """The first published Skyscraper Sudoku of the plugin's samples, and its solution rows."""
    record = json.loads(PLUGIN_SAMPLES.read_text(encoding="utf-8").splitlines()[0])
    lines = record["puzzlekit_solution"].splitlines()[1:]
    return record["puzzlekit_problem"], [[int(v) for v in line.split()] for line in lines]


def test_the_plugin_type_is_typed_into_a_blank_board_and_solved_by_the_check(client: TestClient) -> None:
    text, solution = puzzlekit_sample()
    target = post(client, "parse", {"text": text, "type": PLUGIN})["puzzle"]
    n = target["size"]
    reply = post(client, "blank", {"type": PLUGIN, "size": n, "options": {}})
    for side in SIDES:
        for index, clue in enumerate(target[side]):
            if clue:
                reply = post(client, "edit", {"puzzle": reply["puzzle"], "clue": [side, index], "text": str(clue)})
    for r, row in enumerate(target["givens"] or []):
        for c, value in enumerate(row):
            if value is not None:
                reply = post(client, "edit", {"puzzle": reply["puzzle"], "cell": [r, c], "text": f" {value} "})
    assert reply["puzzle"] == target
    assert reply["slots"]["clues"]["top"] == [str(v) if v else "" for v in target["top"]]

    checked = post(client, "check", {"puzzle": reply["puzzle"]})
    assert checked["status"] == "unique"
    assert checked["solution"] == solution
    assert checked["slots"] == reply["slots"]

    cleared = post(client, "edit", {"puzzle": reply["puzzle"], "clue": ["top", 0], "text": ""})
    assert cleared["puzzle"]["top"][0] == 0 and cleared["slots"]["clues"]["top"][0] == ""


@pytest.mark.parametrize(
    ("body", "message"),
    [
        ({"clue": ["top", 0], "text": "x"}, "clue: expected a whole number"),
        ({"clue": ["top", 0], "text": "7"}, "text, top clue 1: clue 7 is outside 1..4"),
        ({"cell": [0, 0], "text": "5"}, "text, given at row 1, column 1: value 5 is outside 1..4"),
        ({"cell": [4, 0], "text": "1"}, "cell: expected [row, column] inside the 4x4 grid"),
        ({"clue": ["middle", 0], "text": "1"}, "clue: expected a side"),
        ({"text": "1"}, "expected a cell [row, column], or a clue [side, index]"),
    ],
)
def test_an_edit_the_type_cannot_hold_is_one_line_naming_the_place(
    client: TestClient, body: dict[str, Any], message: str
) -> None:
    blank = post(client, "blank", {"type": PLUGIN, "size": 4, "options": {}})["puzzle"]
    error = post(client, "edit", {"puzzle": blank, **body}, 400)["error"]
    assert message in error and "\n" not in error


def test_each_builtin_editor_reads_its_own_tokens(client: TestClient) -> None:
    types = listed(client)
    painted = "starbattle"
    board = post(client, "blank", {"type": painted, "size": 5, "options": {}})
    repainted = post(client, "edit", {"puzzle": board["puzzle"], "cell": [0, 0], "text": "1"})
    assert repainted["slots"]["cells"][0][0] == "1" and repainted["slots"]["clues"] is None
    post(client, "edit", {"puzzle": board["puzzle"], "clue": ["top", 0], "text": "1"}, 400)  # it has no clues
    for token in types[painted]["editor"]["cycle"]:  # every token a click steps through is an entry it reads
        post(client, "edit", {"puzzle": board["puzzle"], "cell": [0, 0], "text": token, "solve": True})

    for name, kind in types.items():
        if not (kind["blank"] and kind["editor"] and kind["editor"]["clues"]):
            continue
        board = post(client, "blank", {"type": name, "size": 4, "options": {}})
        for slot in ({"cell": [1, 2]}, {"clue": ["left", 3]}):
            for text in ("1", "A", "-"):  # whichever the type takes comes back as typed (letters upper-cased)
                response = client.post("/api/edit", json={"puzzle": board["puzzle"], **slot, "text": text})
                if response.status_code == 200:
                    slots = response.json()["slots"]
                    shown = slots["cells"][1][2] if "cell" in slot else slots["clues"]["left"][3]
                    assert shown == text or (text, shown) == ("-", ""), (name, slot, text)  # '-' may clear
                else:
                    assert "\n" not in response.json()["error"]


def test_a_star_battle_position_dots_the_cells_without_a_star(client: TestClient) -> None:
    board = post(client, "blank", {"type": "starbattle", "size": 5, "options": {}})["puzzle"]
    position: list[list[Any]] = [[None] * 5 for _ in range(5)]
    position[1][2] = 0
    svg = post(client, "render", {"puzzle": board, "solution": position})["svg"]
    dots = [e.get("data-at") for e in ET.fromstring(svg).iter() if "no-star" in e.get("class", "")]
    assert dots == ["1,2"]


def test_the_examples_are_each_types_samples_and_each_opens_as_that_type(client: TestClient) -> None:
    types = listed(client)
    for name, kind in types.items():
        spec = get_type(name)
        assert kind["samples"] == [{"name": s.name, "text": s.text} for s in spec.samples]
        for sample in kind["samples"]:
            assert post(client, "parse", {"text": sample["text"]})["puzzle"]["type"] == name
    assert sum(len(kind["samples"]) for kind in types.values()) >= len(types) - 1  # the plugin may have none


def test_the_page_names_no_example_of_its_own() -> None:
    """The page's only examples are the types' samples from GET /api/types: no puzzle text in the page."""
    static = REPO / "satpuzzles" / "web" / "static"
    for path in static.iterdir():
        text = path.read_text()
        assert not any(sample.text.strip().splitlines()[0] in text for kind in all_types() for sample in kind.samples)


def sized_by_rows_and_columns(name: str) -> tuple[Any, dict[str, Any]] | None:
    """The type's first sample whose JSON gives rows and columns (no `size`) or a grid that is not square."""
    kind = get_type(name)
    for sample in kind.samples:
        puzzle, _ = kind.text.read(sample.text)
        data = json.loads(json.dumps(kind.codec.to_json(puzzle)))
        if "size" not in data or len(set(grid_shape(puzzle))) == 2:
            return puzzle, data
    return None


RECTANGULAR = sorted(kind.name for kind in all_types() if sized_by_rows_and_columns(kind.name) is not None)


def test_many_types_give_rows_and_columns() -> None:
    assert len(RECTANGULAR) >= 10, RECTANGULAR


@pytest.mark.parametrize("name", RECTANGULAR)
def test_a_puzzle_of_rows_and_columns_is_edited_at_its_far_corner_and_hinted(client: TestClient, name: str) -> None:
    found = sized_by_rows_and_columns(name)
    assert found is not None
    puzzle, data = found
    rows, columns = grid_shape(puzzle)
    editor = get_type(name).editor
    if editor is not None:
        text = editor.cell_text(data, (rows - 1, columns - 1))
        assert post(client, "edit", {"puzzle": data, "cell": [rows - 1, columns - 1], "text": text})["type"] == name
        refused = post(client, "edit", {"puzzle": data, "cell": [rows, columns - 1], "text": text}, status=400)
        assert f"{rows}x{columns}" in refused["error"]
    if get_type(name).stepper is not None:
        reply = post(client, "hint", {"puzzle": data, "timeout": 3})
        assert "<svg" in reply["svg"], reply


def test_dominos_is_typed_in_a_cell_at_a_time_and_checked_only_as_a_full_set(client: TestClient) -> None:
    board = post(client, "blank", {"type": "dominos", "size": 3, "options": {}})
    assert board["slots"]["cells"][0] == ["0", "0", "0", "1"]  # the set up to double-2, laid in reading order
    cleared = post(client, "edit", {"puzzle": board["puzzle"], "cell": [0, 0], "text": ""})
    assert cleared["puzzle"]["numbers"][0][0] is None and cleared["slots"]["cells"][0][0] == ""
    refused = post(client, "check", {"puzzle": cleared["puzzle"]}, 400)["error"]
    assert "r1c1 has no number: solving needs the full set up to double-2" in refused and "\n" not in refused
    retyped = post(client, "edit", {"puzzle": cleared["puzzle"], "cell": [0, 0], "text": "0"})
    assert retyped["puzzle"] == board["puzzle"]
    assert post(client, "check", {"puzzle": retyped["puzzle"]})["status"] in ("unique", "multiple")
