"""Batch solving and generation: a real Dask cluster, killed workers, Ctrl-C and --resume, torn lines, bad lines."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import psutil
import pytest
from dask.distributed import Client, LocalCluster
from test_cli import hard_puzzle

from satpuzzles import PuzzleError, load, puzzle_to_json
from satpuzzles.batch import Summary, generate_batch, solve_batch
from satpuzzles.batch.results import scan

FIXTURES = Path(__file__).parent / "fixtures"
QUICK = [*load(FIXTURES / "seed000_skyscrapers.jsonl"), *load(FIXTURES / "easyasabc.jsonl")]
SLOW_TIMEOUT = 1.0  # hard_puzzle(25), a pigeonhole in givens, takes far longer than this on every backend


def write_input(path: Path, copies: int = 2, slow: int = 0) -> list[str]:
    """The fixture puzzles `copies` times under distinct ids, then `slow` puzzles that time out; their ids."""
    lines = []
    for copy in range(copies):
        for record in QUICK:
            lines.append({**puzzle_to_json(record.puzzle), "id": f"{record.id}#{copy}"})
    lines += [{**puzzle_to_json(hard_puzzle(25)), "id": f"slow-{n}"} for n in range(slow)]
    path.write_text("".join(json.dumps(line) + "\n" for line in lines))
    return [line["id"] for line in lines]


def read_results(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def answers(path: Path) -> dict[str, tuple[str, Any]]:
    """Status and solution by id, after checking that no id is there twice."""
    results = read_results(path)
    ids = Counter(result["id"] for result in results)
    assert not [i for i, n in ids.items() if n > 1], "an id was recorded twice"
    return {result["id"]: (result["status"], result["solution"]) for result in results}


def batch(*args: str, **kwargs: Any) -> subprocess.Popen[str]:
    command = [sys.executable, "-m", "satpuzzles", "batch", *args]
    return subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kwargs)


def wait_for_lines(path: Path, count: int, process: subprocess.Popen[str], limit: float = 600) -> None:
    """Wait until `path` holds `count` lines; `limit` only guards against a hang (no timing is asserted)."""
    deadline = time.monotonic() + limit
    while not (path.exists() and len(path.read_text().splitlines()) >= count):
        assert process.poll() is None, process.communicate()
        assert time.monotonic() < deadline, "the batch wrote too little"
        time.sleep(0.02)


def local_cluster() -> LocalCluster:
    """Two single-threaded worker processes on loopback, any free ports (the dashboard's too)."""
    return LocalCluster(n_workers=2, threads_per_worker=1, processes=True, host="127.0.0.1", dashboard_address=":0")


@pytest.fixture(scope="module")
def serial(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, tuple[str, Any]]]:
    """An input file and its answers from a run in this process, the reference for every other runner."""
    folder = tmp_path_factory.mktemp("serial")
    source = folder / "input.jsonl"
    ids = write_input(source)
    summary = solve_batch(source, folder / "results.jsonl", workers=0)
    expected = answers(folder / "results.jsonl")
    assert sorted(expected) == sorted(ids) and summary.complete
    assert {status for status, _ in expected.values()} == {"unique"}
    return source, expected


@pytest.fixture(scope="module")
def cluster() -> Iterator[LocalCluster]:
    with local_cluster() as started:
        yield started


def test_local_pool_equals_serial(serial: tuple[Path, dict[str, Any]], tmp_path: Path) -> None:
    source, expected = serial
    summary = solve_batch(source, tmp_path / "out.jsonl", workers=2)
    assert answers(tmp_path / "out.jsonl") == expected
    assert summary.counts == Counter({"unique": len(expected)}) and summary.skipped == 0


def test_dask_cluster_equals_serial(serial: tuple[Path, dict[str, Any]], cluster: LocalCluster, tmp_path: Path) -> None:
    source, expected = serial
    summary = solve_batch(source, tmp_path / "out.jsonl", scheduler=cluster.scheduler_address)
    assert answers(tmp_path / "out.jsonl") == expected
    assert summary.complete


def test_generation_is_the_same_file_for_any_number_of_workers(cluster: LocalCluster, tmp_path: Path) -> None:
    options: dict[str, Any] = {"count": 9, "seed": 11}
    generate_batch("starbattle", 6, tmp_path / "serial.jsonl", workers=0, **options)
    generate_batch("starbattle", 6, tmp_path / "two.jsonl", workers=2, **options)
    generate_batch("starbattle", 6, tmp_path / "dask.jsonl", scheduler=cluster.scheduler_address, **options)
    made = (tmp_path / "serial.jsonl").read_bytes()
    assert made == (tmp_path / "two.jsonl").read_bytes() == (tmp_path / "dask.jsonl").read_bytes()
    records = read_results(tmp_path / "serial.jsonl")
    assert [r["generation"]["index"] for r in records] == list(range(9))
    assert len({json.dumps(r["regions"]) for r in records}) == 9


def test_generation_resume_completes_the_run_with_its_seed(tmp_path: Path) -> None:
    whole, parts = tmp_path / "whole.jsonl", tmp_path / "parts.jsonl"
    generate_batch("skyscrapers", 4, whole, count=6, seed=3, workers=0)
    generate_batch("skyscrapers", 4, parts, count=4, seed=3, workers=0)
    summary = generate_batch("skyscrapers", 4, parts, count=6, resume=True, workers=0)  # the seed comes from the file
    assert summary.skipped == 4 and summary.recorded == 2 and summary.seed == 3
    assert parts.read_bytes() == whole.read_bytes()
    with pytest.raises(PuzzleError, match="holds puzzles of seed 3"):
        generate_batch("skyscrapers", 4, parts, count=8, seed=4, resume=True, workers=0)


def test_a_puzzle_that_cannot_be_made_is_recorded_and_the_run_goes_on(tmp_path: Path) -> None:
    output = tmp_path / "made.jsonl"
    # never extreme: every 3x3 that its clues alone settle needs at most the medium techniques (all 12 squares tried)
    summary = generate_batch("skyscrapers", 3, output, count=3, seed=1, difficulty="extreme", attempts=1, workers=0)
    records = read_results(output)
    assert [r["id"] for r in records] == [f"skyscrapers-3x3-seed1-{n}" for n in (1, 2, 3)]
    assert {r["status"] for r in records} == {"gave_up"} and summary.counts == Counter({"gave_up": 3})
    assert all("no extreme puzzle in 1 attempts" in r["error"] for r in records)


class KillWorkers:
    """A Listener that kills the worker processes when the first results arrive, so running tasks are lost."""

    def __init__(self, pids: list[int]) -> None:
        self.pids = pids
        self.killed = False

    def started(self, summary: Summary) -> None:
        pass

    def recorded(self, records: Sequence[dict[str, Any]]) -> None:
        if records and not self.killed:
            for pid in self.pids:
                os.kill(pid, signal.SIGKILL)
            self.killed = True


def test_dask_reruns_the_tasks_of_killed_workers(tmp_path: Path) -> None:
    source = tmp_path / "input.jsonl"
    ids = write_input(source, copies=2, slow=1)
    with local_cluster() as own:
        with Client(own) as client:  # closed before the batch opens its own
            victims = list(client.run(os.getpid).values())
        listener = KillWorkers(victims)
        summary = solve_batch(
            source, tmp_path / "out.jsonl", scheduler=own.scheduler_address, timeout=SLOW_TIMEOUT, listener=listener
        )
    assert listener.killed and not any(psutil.pid_exists(pid) for pid in victims)
    results = answers(tmp_path / "out.jsonl")
    assert sorted(results) == sorted(ids) and summary.complete
    assert results["slow-0"][0] == "timeout"


def test_a_killed_local_worker_stops_the_batch_and_resume_finishes_it(tmp_path: Path) -> None:
    source, output = tmp_path / "input.jsonl", tmp_path / "out.jsonl"
    ids = write_input(source, copies=2, slow=3)
    process = batch("solve", str(source), "-o", str(output), "-w", "2", "--timeout", str(SLOW_TIMEOUT))
    wait_for_lines(output, 1, process)
    parent = psutil.Process(process.pid)
    workers = [p for p in parent.children(recursive=True) if p.ppid() != process.pid]  # the fork server's children
    workers[0].kill()
    _, stderr = process.communicate(timeout=60)
    assert process.returncode == 5, stderr
    assert "a worker process failed" in stderr and "--resume" in stderr
    assert len(answers(output)) < len(ids)
    resumed = batch("solve", str(source), "-o", str(output), "-w", "2", "--timeout", "0.2", "--resume")
    _, stderr = resumed.communicate(timeout=60)
    assert resumed.returncode == 0, stderr
    assert sorted(answers(output)) == sorted(ids)


def test_ctrl_c_leaves_a_file_that_resume_completes(tmp_path: Path) -> None:
    source, output = tmp_path / "input.jsonl", tmp_path / "out.jsonl"
    ids = write_input(source, copies=2, slow=3)
    quick = len(ids) - 3
    process = batch("solve", str(source), "-o", str(output), "-w", "1", "--timeout", str(SLOW_TIMEOUT))
    wait_for_lines(output, quick, process)  # the quick puzzles come first; the slow ones take 3 s more
    process.send_signal(signal.SIGINT)
    stdout, stderr = process.communicate(timeout=30)
    assert process.returncode == 130, stderr
    assert "interrupted" in stderr and "--resume" in stderr
    before = answers(output)
    assert quick <= len(before) < len(ids)
    resumed = batch("solve", str(source), "-o", str(output), "-w", "1", "--timeout", "0.2", "--resume")
    stdout, stderr = resumed.communicate(timeout=60)
    assert resumed.returncode == 0, stderr
    after = answers(output)
    assert sorted(after) == sorted(ids)
    assert {i: after[i] for i in before} == before  # what was there is kept as it was
    assert f"{len(ids) - len(before)} of {len(ids)} recorded" in stdout


def test_a_torn_last_line_is_cut_and_that_puzzle_done_again(
    serial: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    source, expected = serial
    output = tmp_path / "out.jsonl"
    solve_batch(source, output, workers=0)
    text = output.read_text()
    lines = text.splitlines(keepends=True)
    torn_id = json.loads(lines[-1])["id"]
    output.write_text("".join(lines[:-1]) + lines[-1][: len(lines[-1]) // 2])  # a crash in the middle of a write
    summary = solve_batch(source, output, workers=0, resume=True)
    assert summary.dropped_bytes == len(lines[-1]) // 2
    assert summary.recorded == 1 and summary.skipped == len(expected) - 1
    assert answers(output) == expected
    assert read_results(output)[-1]["id"] == torn_id


def test_a_complete_last_line_without_its_newline_is_kept(tmp_path: Path) -> None:
    output = tmp_path / "out.jsonl"
    output.write_text('{"id": "a", "status": "unique"}\n{"id": "b", "status": "unsat"}')
    records, kept = scan(output)
    assert [r["id"] for r in records] == ["a", "b"] and kept == len(output.read_bytes())


def test_a_last_line_that_starts_no_record_is_not_cut(tmp_path: Path) -> None:
    """Only a record cut short is torn: a file that is no results file (here all NUL bytes, no newline) was cut to
    nothing, every byte of it lost, by a --resume that named it by mistake."""
    output = tmp_path / "out.jsonl"
    output.write_bytes(b'{"id": "a", "status": "unique"}\n' + b"\0" * 1000)
    with pytest.raises(PuzzleError, match="line 2: is not a result line"):
        scan(output)
    assert len(output.read_bytes()) == 1032


def test_bad_lines_are_recorded_as_errors_and_the_batch_goes_on(tmp_path: Path) -> None:
    good = puzzle_to_json(QUICK[0].puzzle)
    source, output = tmp_path / "input.jsonl", tmp_path / "out.jsonl"
    source.write_text(
        "\n".join(
            [
                json.dumps({**good, "id": "first"}),
                "{not json",
                json.dumps({**good, "id": "broken", "size": 3}),
                json.dumps({**good, "id": "first"}),
                "",
                json.dumps(good),
            ]
        )
        + "\n"
    )
    process = batch("solve", str(source), "-o", str(output), "-w", "1")
    stdout, stderr = process.communicate(timeout=60)
    assert process.returncode == 2, stderr  # every line recorded, some as errors
    assert stderr == f'satpuzzles: {output} holds records without an answer (3 error): see their "error"\n'
    records = {r["id"]: r for r in read_results(output)}
    assert sorted(records) == ["broken", "first", "line-2", "line-4", "line-6"]
    assert records["first"]["status"] == records["line-6"]["status"] == "unique"
    assert {records[i]["status"] for i in ("line-2", "broken", "line-4")} == {"error"}
    assert records["line-2"]["error"].startswith(f"{source}: line 2: invalid JSON")
    assert "line 3" in records["broken"]["error"] and records["broken"]["type"] == "skyscrapers"
    assert "duplicate id 'first' (first on line 1)" in records["line-4"]["error"]
    assert "5 of 5 recorded" in stdout and "3 error" in stdout
    resumed = batch("solve", str(source), "-o", str(output), "-w", "0", "--resume")
    stdout, stderr = resumed.communicate(timeout=60)
    assert resumed.returncode == 2 and "(3 error)" in stderr  # the file's errors still decide the exit code
    assert "0 of 5 recorded" in stdout and "5 already done" in stdout


def test_an_existing_results_file_needs_resume_and_the_input_is_never_the_output(
    serial: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    source, _ = serial
    output = tmp_path / "out.jsonl"
    output.write_text('{"id": "x", "status": "unique"}\n')
    with pytest.raises(PuzzleError, match="already exists: pass --resume"):
        solve_batch(source, output, workers=0)
    with pytest.raises(PuzzleError, match="is the input file"):
        solve_batch(source, source, workers=0, resume=True)
    output.write_text('{"id": "x"}\nnot a record\n{"id": "y"}\n')
    with pytest.raises(PuzzleError, match="line 2: is not a result line"):
        solve_batch(source, output, workers=0, resume=True)
