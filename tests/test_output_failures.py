"""Every command that cannot write its output says so in one line naming it, exit 2: never an internal error.

Standard output is a full device (`> /dev/full`) or closed (`>&-`); an -o names a directory, a full
device, or a device written through (/dev/null, which must work). A reader of stdout that stops (`| head`)
is still the quiet 141 (tests/test_cli_errors.py), but the same reader gone behind a named file is exit 2.
The commands run in this process where they can (fast); a batch runs in its own, since it installs a
SIGTERM handler.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TextIO

import pytest
from pysat.formula import CNF
from pysat.solvers import Minisat22

from satpuzzles.cli import run

EXAMPLES = Path(__file__).parents[1] / "satpuzzles" / "examples"
SKYSCRAPERS = str(EXAMPLES / "skyscrapers-8x8.txt")
EASYASABC = str(EXAMPLES / "easyasabc-5x5.txt")
EMPTY_5X5 = json.dumps([[None] * 5 for _ in range(5)])


@pytest.fixture(scope="module")
def files(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """What some commands need besides a puzzle: a position, a solver's model, a certificate bundle."""
    folder = tmp_path_factory.mktemp("inputs")
    (folder / "state.json").write_text(EMPTY_5X5)
    assert run(["export", SKYSCRAPERS, "-o", str(folder / "s.cnf")]) == 0
    with Minisat22(bootstrap_with=CNF(from_file=str(folder / "s.cnf")).clauses) as solver:
        assert solver.solve()
        model = solver.get_model()
    assert model is not None
    (folder / "model.txt").write_text("s SATISFIABLE\nv " + " ".join(map(str, model)) + " 0\n")
    assert run(["convert", SKYSCRAPERS, "--to", "json", "-o", str(folder / "s.jsonl")]) == 0
    assert run(["solve", SKYSCRAPERS, "--certify", str(folder / "certs")]) == 0
    return {name: str(folder / name) for name in ("state.json", "model.txt", "s.jsonl", "certs")}


def command(name: str, files: dict[str, str]) -> list[str]:
    return {
        "solve": ["solve", SKYSCRAPERS],
        "solve --json": ["solve", SKYSCRAPERS, "--json"],
        "check": ["check", SKYSCRAPERS],
        "explain": ["explain", EASYASABC],
        "steps": ["steps", EASYASABC],
        "hint": ["hint", EASYASABC, "--state", files["state.json"]],
        "grade": ["grade", EASYASABC],
        "generate": ["generate", "skyscrapers", "--size", "4", "--seed", "1"],
        "convert": ["convert", SKYSCRAPERS, "--to", "json"],
        "render": ["render", SKYSCRAPERS],
        "export": ["export", SKYSCRAPERS],
        "decode": ["decode", SKYSCRAPERS, files["model.txt"]],
        "verify": ["verify", files["certs"]],
        "backends": ["backends"],
        "types": ["types"],
    }[name]


STDOUT_COMMANDS = [
    "solve",
    "solve --json",
    "check",
    "explain",
    "steps",
    "hint",
    "grade",
    "generate",
    "convert",
    "render",
    "export",
    "decode",
    "verify",
    "backends",
    "types",
]
OUTPUT_COMMANDS = ["generate", "convert", "render", "export"]


@contextmanager
def stdout_on(stream: TextIO | None) -> Iterator[None]:
    """sys.stdout replaced in the test's body (pytest puts its capture back in place after fixtures ran)."""
    saved, sys.stdout = sys.stdout, stream  # type: ignore[assignment]
    try:
        yield
    finally:
        sys.stdout = saved


def one_error(capsys: pytest.CaptureFixture[str], code: int, expected: int = 2) -> str:
    err = capsys.readouterr().err.strip().splitlines()
    assert code == expected, err
    assert len(err) == 1 and err[0].startswith("satpuzzles: error: "), err
    return err[0]


@pytest.mark.parametrize("name", STDOUT_COMMANDS)
def test_a_full_stdout_is_exit_2(name: str, files: dict[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    with open("/dev/full", "w") as full, stdout_on(full):
        code = run(command(name, files))
    line = one_error(capsys, code)
    assert line == "satpuzzles: error: standard output: cannot write: no space left on device"


@pytest.mark.parametrize("name", STDOUT_COMMANDS)
def test_a_closed_stdout_is_exit_2(name: str, files: dict[str, str], capsys: pytest.CaptureFixture[str]) -> None:
    with stdout_on(None):  # what Python gives a process started with descriptor 1 closed
        code = run(command(name, files))
    line = one_error(capsys, code)
    assert line == "satpuzzles: error: standard output: cannot write: it is closed"


@pytest.mark.parametrize("name", OUTPUT_COMMANDS)
def test_an_output_on_a_full_device_is_exit_2(
    name: str, files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    line = one_error(capsys, run([*command(name, files), "-o", "/dev/full"]))
    assert line == "satpuzzles: error: /dev/full: cannot write: no space left on device"


@pytest.mark.parametrize("name", OUTPUT_COMMANDS)
def test_an_output_that_is_a_directory_is_exit_2(
    name: str, files: dict[str, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = one_error(capsys, run([*command(name, files), "-o", str(tmp_path)]))
    assert line.startswith(f"satpuzzles: error: {tmp_path}: is a directory")


@pytest.mark.parametrize("name", OUTPUT_COMMANDS)
def test_an_output_device_is_written_through(
    name: str, files: dict[str, str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert run([*command(name, files), "-o", "/dev/null"]) == 0
    assert "error" not in capsys.readouterr().err


@pytest.mark.parametrize("name", ["convert", "export", "generate"])
def test_a_named_output_whose_reader_went_away_is_exit_2(name: str, files: dict[str, str]) -> None:
    """/dev/stdout written through to a pipe nobody reads: a named file, so exit 2 naming it (not 141)."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run(
            [sys.executable, "-m", "satpuzzles", *command(name, files), "-o", "/dev/stdout"],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    finally:
        os.close(write_end)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("satpuzzles: error: /dev/stdout: cannot write: "), done.stderr


def batch(*args: str) -> subprocess.CompletedProcess[str]:
    """`satpuzzles batch ARGS` in a process of its own (it installs a SIGTERM handler)."""
    command = [sys.executable, "-m", "satpuzzles", "batch", *args, "--workers", "0"]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


BATCHES = {
    "solve": lambda files: ["solve", files["s.jsonl"]],
    "generate": lambda files: ["generate", "skyscrapers", "--count", "2", "--size", "4", "--seed", "1"],
}


@pytest.mark.parametrize("name", BATCHES)
@pytest.mark.parametrize(
    ("target", "code", "message"),
    [
        ("/dev/full", 2, "/dev/full: cannot write: no space left on device"),
        ("/dev/null", 0, ""),
    ],
)
def test_a_batch_into_a_device(name: str, target: str, code: int, message: str, files: dict[str, str]) -> None:
    done = batch(*BATCHES[name](files), "-o", target)
    assert done.returncode == code, done.stderr
    assert "internal error" not in done.stderr and message in done.stderr


@pytest.mark.parametrize("name", BATCHES)
def test_a_batch_into_a_directory(name: str, files: dict[str, str], tmp_path: Path) -> None:
    done = batch(*BATCHES[name](files), "-o", str(tmp_path))
    assert done.returncode == 2 and f"{tmp_path}: is a directory" in done.stderr, done.stderr
