"""The web console's JSON API (docs/web-api.md) through starlette's TestClient, and `serve` end to end."""

from __future__ import annotations

import json
import os
import queue
import re
import signal
import subprocess
import sys
import threading
import urllib.error
import urllib.request
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

from satpuzzles.typekit.drawable import render_svg
from satpuzzles.web.app import create_app
from satpuzzles.web.guard import MAX_BODY

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = REPO / "satpuzzles" / "examples"
PORT = 8765
BASE = f"http://127.0.0.1:{PORT}"
# Two solutions: rows 2 and 4 are forced by the clues, rows 1 and 3 can swap.
TWO_SOLUTIONS = """skyscrapers 4
    . . . .
  +---------+
. | . . . . | .
4 | . . . . | .
. | . . . . | .
. | . . . . | 3
  +---------+
    . 2 . .
"""
HANG_GUARD = 600  # seconds: a hung server fails the test rather than the run


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(PORT, timeout=120), base_url=BASE) as test_client:
        yield test_client


def post(client: TestClient, endpoint: str, body: dict[str, Any]) -> dict[str, Any]:
    response = client.post(f"/api/{endpoint}", json=body)
    assert response.status_code == 200, response.text
    reply: dict[str, Any] = response.json()
    return reply


def parsed(client: TestClient, text: str) -> dict[str, Any]:
    return post(client, "parse", {"text": text})["puzzle"]


def example(name: str) -> str:
    return (EXAMPLES / name).read_text(encoding="utf-8")


def svg_root(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def classes(svg: str) -> set[str]:
    return {word for element in svg_root(svg).iter() for word in element.get("class", "").split()}


def test_page_and_static_files(client: TestClient) -> None:
    page = client.get("/")
    assert page.status_code == 200
    assert "text/html" in page.headers["content-type"]
    missing = client.get("/static/no-such-file.js")
    assert missing.status_code == 404
    assert "error" in missing.json()


def test_parse_reads_a_url_and_native_text_into_the_same_puzzle(client: TestClient) -> None:
    native = post(client, "parse", {"text": example("skyscrapers-8x8.txt")})
    assert (native["type"], native["size"]) == ("skyscrapers", 8)
    from_url = post(client, "parse", {"text": native["url"]})
    assert from_url["puzzle"] == native["puzzle"]
    assert native["svg"] == render_svg(_puzzle(native["puzzle"]))  # the picture `render` draws


def test_blank_gives_an_empty_puzzle_of_the_type(client: TestClient) -> None:
    reply = post(client, "blank", {"type": "starbattle", "size": 6, "options": {"stars": 1}})
    assert reply["puzzle"]["regions"] == [[r] * 6 for r in range(6)]
    sky = post(client, "blank", {"type": "skyscrapers", "size": 5})["puzzle"]
    assert sky["top"] == [0] * 5 and sky["givens"] is None


def test_check_of_a_unique_puzzle_gives_its_solution_and_redundant_clues(client: TestClient) -> None:
    puzzle = parsed(client, example("easyasabc-5x5.txt"))
    reply = post(client, "check", {"puzzle": puzzle})
    assert reply["status"] == "unique"
    assert reply["undecided"] == []
    assert [list(row) for row in reply["solution"]] == reply["forced"]
    assert len(reply["redundant_names"]) == len(reply["redundant"])
    assert reply["elapsed_ms"] > 0
    assert reply["url"] == post(client, "parse", {"text": example("easyasabc-5x5.txt")})["url"]


def test_two_solutions_shade_undecided_cells_and_a_fix_makes_it_unique(client: TestClient) -> None:
    puzzle = parsed(client, TWO_SOLUTIONS)
    reply = post(client, "check", {"puzzle": puzzle})
    assert reply["status"] == "multiple"
    assert sorted(map(tuple, reply["undecided"])) == [(r, c) for r in (0, 2) for c in range(4)]
    shaded = {e.get("data-cell") for e in svg_root(reply["svg"]).iter() if "undecided" in e.get("class", "").split()}
    assert shaded == {f"{r},{c}" for r, c in reply["undecided"]}
    assert reply["closest"] is not None and len(reply["closest"]) == 2
    assert reply["fixes"], "a puzzle with two solutions has single-hint fixes"
    fix = reply["fixes"][0]
    assert fix["action"]
    assert fix["marks"] == [{"class": "fix", "cells": [], "clues": [[fix["hint"]["side"], fix["hint"]["index"]]]}]
    fixed = post(client, "check", {"puzzle": fix["puzzle"]})
    assert fixed["status"] == "unique"
    assert fixed["solution"] == fix["solution"]


def test_check_of_a_puzzle_without_solution_names_the_conflicting_clues(client: TestClient) -> None:
    puzzle = parsed(client, TWO_SOLUTIONS)
    puzzle["top"][0] = 4
    puzzle["left"][0] = 4  # row 1 and column 1 both start with a 1, yet row 2 starts with a 1 too
    reply = post(client, "check", {"puzzle": puzzle})
    assert reply["status"] == "unsat"
    assert reply["conflicts"] and len(reply["conflict_names"]) == len(reply["conflicts"])
    assert "conflict" in classes(reply["svg"])


def test_hint_from_a_position_and_the_wrong_cells_of_a_wrong_one(client: TestClient) -> None:
    puzzle = parsed(client, example("skyscrapers-8x8.txt"))
    reply = post(client, "hint", {"puzzle": puzzle, "state": [[None] * 8 for _ in range(8)]})
    assert reply["status"] == "unique" and reply["step"] is not None
    assert reply["step"]["decided"] or reply["step"]["excluded"]
    assert {m["class"] for m in reply["step"]["marks"]} >= {"decided", "reason", "clue-used"}
    solution = post(client, "check", {"puzzle": puzzle})["solution"]
    state = [[None] * 8 for _ in range(8)]
    state[7][7] = solution[7][7] % 8 + 1  # a value the solution does not have there
    wrong = post(client, "hint", {"puzzle": puzzle, "state": state})
    assert wrong["wrong"] == [{"row": 7, "column": 7, "value": state[7][7]}]
    assert "wrong" in classes(wrong["svg"])


@pytest.mark.parametrize("state", [["D....", *["....."] * 4], [["D", None, None, None, None], *[[None] * 5] * 4]])
def test_easy_as_abc_positions_as_strings_or_lists(client: TestClient, state: list[Any]) -> None:
    puzzle = parsed(client, example("easyasabc-5x5.txt"))
    reply = post(client, "hint", {"puzzle": puzzle, "state": state})
    assert reply["wrong"] == [] and reply["step"] is not None
    drawn = {e.get("data-cell"): e.get("data-value") for e in svg_root(reply["svg"]).iter() if e.get("data-value")}
    assert drawn.get("0,0") == "D"


def test_steps_give_the_path_the_grade_and_each_steps_marks(client: TestClient) -> None:
    puzzle = parsed(client, example("easyasabc-5x5.txt"))
    reply = post(client, "steps", {"puzzle": puzzle})
    assert reply["complete"] and reply["level"] in ("easy", "medium", "hard", "extreme")
    first = reply["steps"][0]
    assert first["marks"][0] == {"class": "clue-used", "cells": [], "clues": [["top", 0]]}
    assert reply["solution"] == post(client, "check", {"puzzle": puzzle})["solution"]


def test_grade(client: TestClient) -> None:
    reply = post(client, "grade", {"puzzle": parsed(client, example("easyasabc-5x5.txt"))})
    assert reply["status"] == "unique" and reply["level"] in ("easy", "medium", "hard", "extreme")


def test_generate_gives_a_unique_puzzle(client: TestClient) -> None:
    reply = post(client, "generate", {"type": "skyscrapers", "size": 4, "seed": 3})
    assert reply["grade"]["status"] == "unique"
    assert post(client, "check", {"puzzle": reply["puzzle"]})["solution"] == reply["solution"]
    assert reply["url"].startswith("https://puzz.link/p?skyscrapers/4/4/")


def test_export_writes_every_format_or_says_why_not(client: TestClient) -> None:
    star = post(client, "export", {"puzzle": parsed(client, example("starbattle-10x10.txt"))})
    assert star["puzzlink"].startswith("https://puzz.link/p?starbattle/10/10/")
    assert star["text"].startswith("starbattle 10")
    assert json.loads(star["json"])["type"] == "starbattle"
    assert star["dimacs"].startswith("c satpuzzles")
    assert star["tatham"] is None and star["errors"]["tatham"]


def test_render_without_extras_is_the_render_commands_picture_and_marks_become_classes(client: TestClient) -> None:
    puzzle = parsed(client, example("skyscrapers-8x8.txt"))
    plain = post(client, "render", {"puzzle": puzzle})["svg"]
    assert plain == render_svg(_puzzle(puzzle))
    marks = [{"class": "clue-used", "cells": [[0, 0]], "clues": [["top", 2]]}]
    marked = post(client, "render", {"puzzle": puzzle, "highlights": marks})["svg"]
    clue = next(e for e in svg_root(marked).iter() if e.get("data-clue") == "top,2")
    assert "clue-used" in clue.get("class", "").split()
    assert any(e.get("data-cell") == "0,0" and "clue-used" in e.get("class", "") for e in svg_root(marked).iter())


def test_types_lists_generator_options(client: TestClient) -> None:
    reply = client.get("/api/types").json()
    sky = next(t for t in reply["types"] if t["name"] == "skyscrapers")
    assert sky["generates"] and any(o["name"] == "max_height" for o in sky["options"])


@pytest.mark.parametrize(
    ("endpoint", "body", "message"),
    [
        ("check", b"{not json", "the request body is not JSON"),
        ("check", b"[1, 2]", "the request body must be a JSON object"),
        ("check", b"{}", "puzzle: expected the puzzle as a JSON object"),
        ("check", b'{"puzzle": {"type": "skyscrapers", "size": "x"}}', "puzzle, size: expected a whole number"),
        ("check", b'{"puzzle": {"type": "nosuchtype"}}', "puzzle: unknown puzzle type 'nosuchtype'"),
        ("parse", b'{"text": "not a puzzle"}', "text: line 1: cannot tell the format"),
        ("hint", b'{"puzzle": {"type": "skyscrapers", "size": 4}, "state": [[9]]}', "state: expected 4 rows"),
        ("check", b'{"puzzle": {"type": "skyscrapers", "size": 4}, "timeout": -1}', "timeout: expected a positive"),
    ],
)
def test_bad_input_is_one_line_of_json_error(client: TestClient, endpoint: str, body: bytes, message: str) -> None:
    response = client.post(f"/api/{endpoint}", content=body, headers={"Content-Type": "application/json"})
    assert response.status_code == 400
    error = response.json()["error"]
    assert error.startswith(message) and "\n" not in error


def test_a_formula_over_the_clause_limit_is_a_400(client: TestClient) -> None:
    big = {"type": "skyscrapers", "size": 100}
    response = client.post("/api/check", json={"puzzle": big})
    assert response.status_code == 400
    assert "over the limit" in response.json()["error"]


@pytest.mark.parametrize("host", ["evil.example", f"evil.example:{PORT}", "127.0.0.1:1", "localhost"])
def test_a_foreign_host_header_is_refused(client: TestClient, host: str) -> None:
    response = client.post("/api/check", json={"puzzle": {}}, headers={"Host": host})
    assert response.status_code == 403
    assert "Host" in response.json()["error"]


@pytest.mark.parametrize("origin", ["http://evil.example", f"http://127.0.0.1:{PORT + 1}", "null"])
def test_a_foreign_origin_is_refused(client: TestClient, origin: str) -> None:
    response = client.post("/api/check", json={"puzzle": {}}, headers={"Origin": origin})
    assert response.status_code == 403
    assert origin in response.json()["error"]


def test_our_own_origin_and_hosts_are_served(client: TestClient) -> None:
    for host in (f"127.0.0.1:{PORT}", f"localhost:{PORT}", f"[::1]:{PORT}"):
        headers = {"Host": host, "Origin": f"http://{host}"}
        assert client.post("/api/blank", json={"type": "skyscrapers", "size": 3}, headers=headers).status_code == 200


def test_a_body_over_the_cap_is_refused(client: TestClient) -> None:
    body = json.dumps({"text": "x" * MAX_BODY}).encode()
    response = client.post("/api/parse", content=body, headers={"Content-Type": "application/json"})
    assert response.status_code == 413
    assert "limit" in response.json()["error"]


def test_a_body_streamed_past_the_cap_without_a_length_is_refused(client: TestClient) -> None:
    def chunks() -> Iterator[bytes]:
        for _ in range(MAX_BODY // 1024 + 2):
            yield b" " * 1024

    response = client.post("/api/parse", content=chunks())
    assert response.status_code == 413


def test_cancel_of_an_unknown_request(client: TestClient) -> None:
    assert post(client, "cancel", {"request_id": "nothing-runs"}) == {"cancelled": False}


def test_a_cancelled_request_answers_409_at_once(client: TestClient) -> None:
    """The whole step path of the 8x8 takes seconds; the cancel is sent as soon as the request runs."""
    puzzle = parsed(client, example("skyscrapers-8x8.txt"))
    answers: list[Any] = []
    long_one = threading.Thread(
        target=lambda: answers.append(client.post("/api/steps", json={"puzzle": puzzle, "request_id": "long"}))
    )
    long_one.start()
    cancelled = False
    while not cancelled and long_one.is_alive():
        cancelled = post(client, "cancel", {"request_id": "long"})["cancelled"]
    long_one.join(HANG_GUARD)
    assert cancelled, "the request ended before it could be cancelled"
    assert answers[0].status_code == 409
    assert answers[0].json() == {"error": "cancelled"}


def test_checks_of_one_shape_load_its_formula_once(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    """The explanation session of a shape is kept between checks: an edit asks on it without loading again."""
    from satpuzzles.explain import kept

    loads: list[int] = []
    real = kept.Session

    def counted(*args: Any, **kwargs: Any) -> Any:
        loads.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(kept, "Session", counted)
    puzzle = parsed(client, TWO_SOLUTIONS)
    assert post(client, "check", {"puzzle": puzzle})["status"] == "multiple"
    loads.clear()  # the shape's session is kept now, whether this check or an earlier test loaded it
    edited = json.loads(json.dumps(puzzle))
    edited["top"][0] = edited["left"][0] = 4
    assert post(client, "check", {"puzzle": edited})["status"] == "unsat"
    assert post(client, "check", {"puzzle": puzzle})["status"] == "multiple"
    assert loads == []


# A published 6x6 Akari (puzzlekit's dataset, 71_6x6): a type with no techniques, whose grade is its step search
AKARI = json.dumps(
    {
        "type": "akari",
        "size": 6,
        "cells": [
            [None, None, "#", "#", None, None],
            [0, None, None, None, None, 3],
            [None] * 6,
            [None] * 6,
            [1, None, None, None, None, "#"],
            [None, None, 1, "#", None, None],
        ],
    }
)


@pytest.mark.parametrize(
    ("endpoint", "text", "stopped"),
    [
        ("steps", example("skyscrapers-8x8.txt"), lambda reply: reply["complete"] is False and reply["steps"] == []),
        ("hint", example("skyscrapers-8x8.txt"), lambda reply: reply["status"] == "timeout" and reply["step"] is None),
        # the built-in types grade by their techniques (no step search): a rule-book type's grade searches
        ("grade", AKARI, lambda reply: reply["status"] == "timeout" and reply["level"] is None),
    ],
    ids=("steps", "hint", "grade"),
)
def test_a_cancel_stops_the_step_search_in_its_thread(
    endpoint: str, text: str, stopped: Any, client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The request answers "cancelled" and its thread's search stops at its next solver call, long before
    its time limit: the search is held at its start until the cancel is in, then must give up."""
    import anyio

    from satpuzzles.steps.search import Searcher
    from satpuzzles.web import api
    from satpuzzles.web.work import Cancelled, Workers

    searching, cancelled, finished = threading.Event(), threading.Event(), threading.Event()
    search = Searcher.cheapest

    def held(self: Searcher) -> Any:
        searching.set()
        cancelled.wait(HANG_GUARD)
        return search(self)

    monkeypatch.setattr(Searcher, "cheapest", held)
    body = {"puzzle": parsed(client, text)}
    workers = Workers(timeout=HANG_GUARD, threads=1)
    replies: list[Any] = []  # what the work returned
    answered: list[Any] = []  # what the request answered

    def work(job: Any) -> None:
        try:
            replies.append(getattr(api, endpoint)(body, job))
        finally:
            finished.set()

    async def run_then_cancel() -> None:
        async def request() -> None:
            try:
                await workers.run(work, seconds=HANG_GUARD, request_id="slow")
            except Cancelled:
                answered.append(Cancelled)

        async with anyio.create_task_group() as group:
            group.start_soon(request)
            # bounded: work that never searches fails here instead of hanging the run
            assert await anyio.to_thread.run_sync(searching.wait, float(HANG_GUARD // 10))
            assert workers.cancel("slow")
            cancelled.set()

    anyio.run(run_then_cancel)
    assert finished.wait(HANG_GUARD)
    workers.close()
    assert answered == [Cancelled]  # the request answered "cancelled" ...
    assert stopped(replies[0]), replies[0]  # ... and its work stopped at the search's next solver call


def _puzzle(data: dict[str, Any]) -> Any:
    from satpuzzles.puzzles import get_type

    return get_type(data["type"]).codec.from_json(data)


# --- `satpuzzles serve` as a user runs it ---------------------------------------------------------------------

READY = re.compile(r"^satpuzzles: serving on (http://127\.0\.0\.1:(\d+)/)")


def _readiness(stream: Any, found: queue.Queue[str | None]) -> None:
    for line in stream:
        match = READY.match(line)
        if match:
            found.put(match.group(1))
            return
    found.put(None)


def _request(url: str, data: bytes | None = None, headers: dict[str, str] | None = None) -> tuple[int, bytes]:
    request = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=HANG_GUARD) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as refused:
        return refused.code, refused.read()


@pytest.mark.parametrize("stop", [signal.SIGTERM, signal.SIGINT])
def test_serve_end_to_end(stop: signal.Signals) -> None:
    env = os.environ | {"PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))}
    process = subprocess.Popen(
        [sys.executable, "-m", "satpuzzles", "serve", "--port", "0"],
        cwd=REPO,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        found: queue.Queue[str | None] = queue.Queue()
        threading.Thread(target=_readiness, args=(process.stdout, found), daemon=True).start()
        url = found.get(timeout=HANG_GUARD)
        assert url is not None, "serve ended without its readiness line"
        assert not url.endswith(":0/")
        status, page = _request(url)
        assert status == 200 and b"<html" in page.lower()
        body = json.dumps({"puzzle": {"type": "skyscrapers", "size": 4}}).encode()
        headers = {"Content-Type": "application/json", "Origin": url.rstrip("/")}
        status, reply = _request(url + "api/check", body, headers)
        assert status == 200 and json.loads(reply)["status"] == "multiple"
        status, reply = _request(url + "api/check", body, headers | {"Origin": "http://evil.example"})
        assert status == 403
        process.send_signal(stop)
        _, errors = process.communicate(timeout=HANG_GUARD)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0, errors
    assert errors.strip().splitlines()[-1] == "satpuzzles: stopped"
    assert "Traceback" not in errors


def test_serve_refuses_a_host_that_is_not_loopback() -> None:
    env = os.environ | {"PYTHONPATH": str(REPO)}
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", "serve", "--host", "0.0.0.0", "--port", "0"],
        env=env,
        capture_output=True,
        text=True,
        timeout=HANG_GUARD,
    )
    assert done.returncode == 2
    assert done.stderr.strip() == (
        "satpuzzles: error: --host must be a loopback address (127.0.0.1, localhost, ::1), found '0.0.0.0'"
    )


@pytest.mark.parametrize("text", [TWO_SOLUTIONS, example("easyasabc-5x5.txt"), example("starbattle-10x10.txt")])
def test_the_shading_check_agrees_with_the_full_one(client: TestClient, text: str) -> None:
    puzzle = parsed(client, text)
    shade = post(client, "check", {"puzzle": puzzle, "skip": ["closest", "fixes", "redundant", "conflicts"]})
    full = post(client, "check", {"puzzle": puzzle})
    for key in ("status", "forced", "undecided", "solution"):
        assert shade[key] == full[key]
    assert shade["fixes"] == [] and shade["redundant"] == []


def test_a_bug_is_one_line_of_json_and_of_stderr(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import satpuzzles.web.app as web_app

    def broken(body: dict[str, Any], job: Any) -> dict[str, Any]:
        raise KeyError("oops")

    monkeypatch.setitem(web_app.ENDPOINTS, "render", broken)
    with TestClient(create_app(PORT), base_url=BASE) as buggy:
        response = buggy.post("/api/render", json={})
    assert response.status_code == 500
    assert response.json() == {"error": "internal error: KeyError: 'oops' (please report this)"}
    assert capsys.readouterr().err == "satpuzzles: internal error: KeyError: 'oops' (please report this)\n"


def test_serve_on_a_port_in_use_says_so_in_one_line() -> None:
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen(1)
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "satpuzzles", "serve", "--port", str(port)],
            env=os.environ | {"PYTHONPATH": str(REPO)},
            capture_output=True,
            text=True,
            timeout=HANG_GUARD,
        )
    assert done.returncode == 2
    assert done.stderr.startswith(f"satpuzzles: error: cannot listen on 127.0.0.1:{port}: ")
    assert len(done.stderr.splitlines()) == 1


GRADED: list[object] = []  # the drafts _grading_outlasts_the_deadline was asked to grade


def _grading_outlasts_the_deadline(self: object, puzzle: object, up_to: object) -> tuple[None, None]:
    """A path of steps cut short by the time limit, as a 4x4 extreme under `"timeout": 3` was every time."""
    from satpuzzles.deadline import _active

    GRADED.append(puzzle)
    deadline = _active.get()
    assert deadline is not None
    object.__setattr__(deadline, "at", float("-inf"))  # the request's time ends while this draft is graded
    return None, None


def test_generate_whose_time_ends_mid_grading_is_a_400(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    """It answered 500 ("a generated puzzle has no complete path of steps"); the API promises a 400."""
    from satpuzzles.generate.oracle import Oracle

    monkeypatch.setattr(Oracle, "steps_level", _grading_outlasts_the_deadline)
    GRADED.clear()
    # an Easy As ABC draft is graded after it is made (a Towers draft carries its technique grade)
    body = {"type": "easyasabc", "size": 5, "seed": 3, "difficulty": "hard", "timeout": 5}
    response = client.post("/api/generate", json=body)
    assert response.status_code == 400, response.text
    assert "no such puzzle within the time limit" in response.json()["error"]
    assert GRADED  # the time ended in the grading, not before it


def test_generate_that_misses_its_grade_is_a_400_naming_it(client: TestClient) -> None:
    """A 3x3 extreme Skyscrapers is never made (3x3 grids need at most medium techniques): the time runs out
    between attempts or within one, and either way the reply is a 400 that says which grade was missed, never a 500."""
    body = {"type": "skyscrapers", "size": 3, "seed": 1, "difficulty": "extreme", "timeout": 1}
    response = client.post("/api/generate", json=body)
    assert response.status_code == 400, response.text
    error = response.json()["error"]
    assert error.startswith("no such puzzle within the time limit (1 s)") and "graded extreme" in error


def test_check_says_several_before_the_shading_when_forced_is_skipped(client: TestClient) -> None:
    puzzle = parsed(client, TWO_SOLUTIONS)
    first = post(client, "check", {"puzzle": puzzle, "skip": ["closest", "fixes", "redundant", "conflicts", "forced"]})
    assert first["status"] == "multiple" and first["complete"]["forced"] is False and first["undecided"] == []
    shaded = post(client, "check", {"puzzle": puzzle, "skip": ["closest", "fixes", "redundant", "conflicts"]})
    assert shaded["status"] == "multiple" and shaded["complete"]["forced"] is True and shaded["undecided"]


def test_each_fix_carries_its_puzzles_slots_and_each_entry_its_mark(client: TestClient) -> None:
    reply = post(client, "check", {"puzzle": parsed(client, TWO_SOLUTIONS)})
    for fix in reply["fixes"]:
        assert fix["slots"] == post(client, "parse", {"text": json.dumps(fix["puzzle"])})["slots"]
    broken = parsed(client, TWO_SOLUTIONS)
    broken["top"][0] = 4
    broken["left"][0] = 4
    unsat = post(client, "check", {"puzzle": broken})
    numbered = [f"conflict-{k + 1}" for k in range(len(unsat["conflicts"]))]
    assert numbered and [m["class"] for m in unsat["conflict_marks"]] == numbered
    assert len(unsat["redundant_marks"]) == len(unsat["redundant"]) == 0
