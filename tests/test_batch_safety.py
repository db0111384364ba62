"""Batches under hostile input and rough handling: every bad line its own error, one writer, signals, kill -9."""

from __future__ import annotations

import fcntl
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import psutil
import pytest
from readiness import interrupt, start_until
from test_batch import QUICK, SLOW_TIMEOUT, answers, batch, read_results, wait_for_lines, write_input

from satpuzzles import SatPuzzlesError, puzzle_to_json
from satpuzzles.batch import items, solve_batch
from satpuzzles.batch.lock import lock_path
from satpuzzles.generate.writer import PuzzleWriter

GOOD = puzzle_to_json(QUICK[0].puzzle)
BAD_LINES = {  # what each hostile line is, by the line number it gets below (good lines are 1, 5 and 10)
    2: '{"type": "skyscrapers", "size": ' + "[" * 1000 + "]" * 1000 + "}",  # nested 1000 deep
    3: '{"type": "skyscrapers", "size": ' + "7" * 5000 + "}",  # a 5000-digit number
    4: json.dumps({"type": "skyscrapers", "size": 2**63}),
    6: '{"type": "skyscrapers", "size": 1e9}',
    7: '{"type": "skyscrapers", "size": ',  # invalid JSON
    8: json.dumps({**GOOD, "type": "sudoku"}),  # unknown type
    9: json.dumps({"type": "skyscrapers", "size": 4}).replace("4", "4 \udcff", 1),  # not UTF-8 (below)
}


def hostile_input(path: Path) -> None:
    lines = dict(BAD_LINES)
    lines.update(
        {1: json.dumps({**GOOD, "id": "good-1"}), 5: json.dumps(GOOD), 10: json.dumps({**GOOD, "id": "good-2"})}
    )
    text = "\n".join(lines[number] for number in sorted(lines)) + "\n"
    path.write_bytes(text.encode("utf-8", errors="surrogateescape"))  # \udcff becomes the lone byte 0xff


def test_every_bad_line_is_that_lines_error_and_the_good_ones_are_solved(tmp_path: Path) -> None:
    source, output = tmp_path / "hostile.jsonl", tmp_path / "out.jsonl"
    hostile_input(source)
    process = batch("solve", str(source), "-o", str(output), "-w", "1")
    stdout, stderr = process.communicate(timeout=120)
    assert process.returncode == 2, stderr  # some lines were bad input: documented as exit 2
    assert "Traceback" not in stderr and len(stderr.splitlines()) == 1 and "7 error" in stderr
    records = {record["id"]: record for record in read_results(output)}
    assert len(records) == 10 and "10 of 10 recorded" in stdout
    assert {records[i]["status"] for i in ("good-1", "line-5", "good-2")} == {"unique"}
    assert records["good-1"]["solution"] == records["good-2"]["solution"] is not None
    for number in BAD_LINES:
        record = records[f"line-{number}"]
        assert record["status"] == "error" and record["solution"] is None
        assert record["error"].startswith(f"{source}: line {number}") and "\n" not in record["error"]
    assert records["line-8"]["type"] == "sudoku"


def test_any_exception_of_one_line_is_recorded_and_a_bug_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    source, output = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    lines = [json.dumps({**GOOD, "id": name}) for name in ("fine", "memory", "bug", "long")]
    real_read_json = items.read_json

    def failing(line: str, type_name: str | None = None) -> Any:
        if '"memory"' in line:
            raise MemoryError
        if '"bug"' in line:
            raise KeyError("oops")
        return real_read_json(line, type_name)

    monkeypatch.setattr(items, "read_json", failing)
    monkeypatch.setattr(items, "MAX_LINE_BYTES", max(map(len, lines[:3])) + 1)
    source.write_text("\n".join([*lines[:3], lines[3] + " " * 100]) + "\n")
    summary = solve_batch(source, output, workers=0)
    records = {record["id"]: record for record in read_results(output)}
    assert records["fine"]["status"] == "unique"
    assert records["memory"]["status"] == "error" and "MemoryError" in records["memory"]["error"]
    assert records["bug"]["status"] == "internal" and "KeyError" in records["bug"]["error"]
    assert "please report this" in records["bug"]["error"]
    assert records["line-4"]["error"] == f"{source}: line 4: longer than {items.MAX_LINE_BYTES} bytes"
    assert summary.exit_code == 5  # the largest code of a failed record: internal


@pytest.fixture
def held_lock(tmp_path: Path) -> Iterator[Path]:
    """The lock of tmp_path/out.jsonl, held by this process as a running batch would hold it."""
    output = tmp_path / "out.jsonl"
    descriptor = os.open(lock_path(output), os.O_RDWR | os.O_CREAT)
    fcntl.flock(descriptor, fcntl.LOCK_EX)
    os.write(descriptor, f"{os.getpid()}\n".encode())
    yield output
    os.close(descriptor)


def test_a_second_writer_on_one_output_is_refused_with_one_line(held_lock: Path, tmp_path: Path) -> None:
    source = tmp_path / "in.jsonl"
    write_input(source, copies=1)
    process = batch("solve", str(source), "-o", str(held_lock), "-w", "0", "--resume")
    stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == 2 and stdout == ""
    assert stderr == (
        f"satpuzzles: error: {held_lock} is being written by process {os.getpid()} ({lock_path(held_lock)}); "
        "wait for it to end, or write to another file\n"
    )
    assert not held_lock.exists()
    with pytest.raises(SatPuzzlesError, match="is being written by process"):
        solve_batch(source, held_lock, workers=0)


def test_a_stale_lock_is_taken_over_and_every_run_removes_its_own(tmp_path: Path) -> None:
    source, output = tmp_path / "in.jsonl", tmp_path / "out.jsonl"
    ids = write_input(source, copies=1)
    finished = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    lock_path(output).write_text(finished.stdout)  # left by a killed run: its process is gone, nobody holds it
    process = batch("solve", str(source), "-o", str(output), "-w", "0")
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 0, stderr
    assert sorted(answers(output)) == sorted(ids) and not lock_path(output).exists()
    with pytest.raises(SatPuzzlesError, match="already exists"):
        solve_batch(source, output, workers=0)  # refused, and still its lock is gone
    assert not lock_path(output).exists()


def test_sigterm_stops_a_batch_like_ctrl_c_and_keeps_every_finished_result(tmp_path: Path) -> None:
    source, output = tmp_path / "input.jsonl", tmp_path / "out.jsonl"
    ids = write_input(source, copies=2, slow=3)
    quick = len(ids) - 3
    process = batch("solve", str(source), "-o", str(output), "-w", "1", "--timeout", str(SLOW_TIMEOUT))
    wait_for_lines(output, quick, process)
    process.send_signal(signal.SIGTERM)
    _, stderr = process.communicate(timeout=30)
    assert process.returncode == 130, stderr
    assert "interrupted" in stderr and "--resume" in stderr and "Traceback" not in stderr
    assert quick <= len(answers(output)) < len(ids)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["input.jsonl", "out.jsonl"]  # no lock, no temp


def test_sigterm_stops_generate_with_the_finished_puzzles_in_the_target(tmp_path: Path) -> None:
    target = tmp_path / "many.jsonl"
    args = ["generate", "skyscrapers", "--size", "5", "--count", "1000", "--seed", "2", "-o", str(target)]
    child = start_until(args, "generating puzzle 3 of")  # the first two are written
    child.send_signal(signal.SIGTERM)
    _, err = child.communicate(timeout=30)
    assert child.returncode == 130, err
    lines = target.read_text().splitlines()
    assert 2 <= len(lines) < 1000 and all("solution" in json.loads(line) for line in lines)
    assert [path.name for path in tmp_path.iterdir()] == ["many.jsonl"]  # the temporary file became the target


def test_a_temporary_file_of_a_killed_generate_is_removed_by_the_next_run(tmp_path: Path) -> None:
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True)
    stale = tmp_path / f".out.jsonl.{gone.stdout.strip()}.generating"
    live = tmp_path / f".out.jsonl.{os.getppid()}.generating"  # a process that is still running
    other = tmp_path / f".other.jsonl.{gone.stdout.strip()}.generating"  # another target's: not this run's business
    for path in (stale, live, other):
        path.write_text("{}\n")
    with PuzzleWriter(str(tmp_path / "out.jsonl"), "jsonl", 1):
        pass
    assert not stale.exists() and live.exists() and other.exists()


def _gone(process: psutil.Process) -> bool:
    try:
        return process.status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def test_kill_9_of_a_batch_takes_its_workers_fork_server_and_resource_tracker_with_it(tmp_path: Path) -> None:
    source, output = tmp_path / "input.jsonl", tmp_path / "out.jsonl"
    write_input(source, copies=1, slow=6)
    process = batch("solve", str(source), "-o", str(output), "-w", "2", "--timeout", "60")
    wait_for_lines(output, 1, process)  # running: the pool and its helpers exist, and workers are busy
    helpers = psutil.Process(process.pid).children(recursive=True)
    assert len(helpers) >= 4  # resource tracker, fork server, two workers
    process.kill()
    process.communicate(timeout=60)  # stdout and stderr reach EOF: no helper holds them any more
    deadline = time.monotonic() + 600  # a guard against a hang, not a timing
    while not all(map(_gone, helpers)):
        assert time.monotonic() < deadline, [p.pid for p in helpers if not _gone(p)]
        time.sleep(0.05)


@pytest.mark.parametrize("command", ["solve", "generate"])
def test_sigterm_as_a_batch_starts_is_exit_130_and_leaves_nothing_behind(tmp_path: Path, command: str) -> None:
    """SIGTERM in the first second, while the command still loads, used to kill the run (signal 15, not 130)."""
    source, output = tmp_path / "input.jsonl", tmp_path / "out.jsonl"
    write_input(source, copies=1)
    args = [str(source)] if command == "solve" else ["skyscrapers", "--size", "4", "--count", "50"]
    child = start_until(["batch", command, *args, "-o", str(output), "-w", "1"], "starting")
    code, after = interrupt(child, signal.SIGTERM)
    assert code == 130 and any("interrupted" in line for line in after), after
    assert "Traceback" not in "\n".join(after)
    left = sorted(path.name for path in tmp_path.iterdir())
    assert left in (["input.jsonl"], ["input.jsonl", "out.jsonl"]), left  # no lock, no temporary file
