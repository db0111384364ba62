"""Every failure of the command line is one line on stderr with a documented exit code, never a traceback.

Also: cut-off text is refused, outputs land where the user meant (never on an input), and what `solve`
prints reads back in.
"""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from satpuzzles import load, loads, solve
from satpuzzles.errors import PuzzleError
from satpuzzles.formats import to_text

EXAMPLES = Path(__file__).parents[1] / "satpuzzles" / "examples"
SKYSCRAPERS = EXAMPLES / "skyscrapers-8x8.txt"
SMALL = "https://puzz.link/p?skyscrapers/4/4/k13h4j3g"  # a puzzle that is its own argument: a small export


def run(*args: str, stdin: str | None = None, **options: object) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "satpuzzles", *args]
    return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=120, **options)  # type: ignore[call-overload]


def one_line(done: subprocess.CompletedProcess[str], code: int, *, prefix: str = "satpuzzles: error: ") -> str:
    """The single stderr line of a run that must end with `code`."""
    lines = done.stderr.strip().splitlines()
    assert done.returncode == code, done.stderr
    assert len(lines) == 1 and "Traceback" not in done.stderr, done.stderr
    assert lines[0].startswith(prefix), lines[0]
    return lines[0]


def patched(patch: str, *args: str) -> subprocess.CompletedProcess[str]:
    """Run the CLI with `patch` (Python) applied first: how a test makes the tool fail where it never should."""
    # The CLI imports a command's module on demand: import the ones a patch reaches into first.
    modules = "import satpuzzles.cli as cli; import satpuzzles.cli.common; import satpuzzles.cli.solving"
    code = f"import sys; {modules}; {patch}; sys.argv = ['satpuzzles', *{list(args)!r}]; cli.main()"
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)


# --- exceptions and usage errors -------------------------------------------------------------------------


@pytest.mark.parametrize("value", ["inf", "-inf", "nan", "1e12", "0"])
def test_timeout_must_be_a_finite_positive_number(value: str) -> None:
    line = one_line(run("solve", str(SKYSCRAPERS), "--timeout", value), 2)
    assert "--timeout" in line


def test_an_unforeseen_exception_is_an_internal_error_exit_5() -> None:
    done = patched("cli.solving.Engine = lambda *a, **k: 1 / 0", "solve", str(SKYSCRAPERS))
    line = one_line(done, 5, prefix="satpuzzles: internal error: ")
    assert "ZeroDivisionError" in line and line.endswith("(please report this)")


def test_memory_running_out_while_reading_is_bad_input() -> None:
    done = patched("cli.common._records_from = lambda *a: (_ for _ in ()).throw(MemoryError())", "solve", "x.txt")
    assert "x.txt: too large to read" in one_line(done, 2)


def test_memory_running_out_elsewhere_is_an_internal_error() -> None:
    patch = "cli.solving.Engine = lambda *a, **k: (_ for _ in ()).throw(MemoryError())"
    assert "out of memory" in one_line(patched(patch, "solve", str(SKYSCRAPERS)), 5, prefix="satpuzzles: internal")


def test_pysats_disguised_ctrl_c_is_an_interruption() -> None:
    """PySAT's C layer reports Ctrl-C as pysolvers.error, a plain Exception: exit 130, not an internal error."""
    raised = "pysolvers.error('Caught keyboard interrupt')"
    patch = f"import pysolvers; cli.solving.Engine = lambda *a, **k: (_ for _ in ()).throw({raised})"
    done = patched(patch, "solve", str(SKYSCRAPERS))
    assert done.returncode == 130 and done.stderr == "satpuzzles: interrupted\n", done.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ((), "Missing argument"),
        ((str(SKYSCRAPERS), "--bogus"), "No such option: --bogus"),
        ((str(SKYSCRAPERS), "--count", "many"), "--count"),
    ],
)
def test_usage_errors_are_one_line(args: tuple[str, ...], message: str) -> None:
    line = one_line(run("solve", *args), 2)
    assert message in line and "satpuzzles solve --help" in line


def test_unknown_command_is_one_line() -> None:
    assert "No such command" in one_line(run("solvee"), 2)


def test_a_closed_stdout_ends_quietly_with_141() -> None:
    read_end, write_end = os.pipe()
    os.close(read_end)  # nobody will ever read: the first write fails
    try:
        done = subprocess.run(
            [sys.executable, "-m", "satpuzzles", "solve", str(SKYSCRAPERS)],
            stdout=write_end,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    finally:
        os.close(write_end)
    assert done.returncode == 141 and done.stderr == ""


def test_a_partial_model_from_an_external_solver_is_one_line(tmp_path: Path) -> None:
    code = "print('s SATISFIABLE'); print('v 1 2 3 0'); raise SystemExit(10)"
    backend = f"external:{shlex.quote(sys.executable)} -c {shlex.quote(code)}"
    line = one_line(run("solve", str(SKYSCRAPERS), "--backend", backend), 2)
    assert "partial model" in line and "variable 4 is missing" in line


def test_a_wrong_model_from_an_external_solver_is_one_line(tmp_path: Path) -> None:
    code = (
        "import sys; n = int(next(l for l in open(sys.argv[1]) if l.startswith('p')).split()[2]); "
        "print('s SATISFIABLE'); print('v', *range(-1, -n - 1, -1), 0); raise SystemExit(10)"
    )
    backend = f"external:{shlex.quote(sys.executable)} -c {shlex.quote(code)}"
    assert "falsifies clause" in one_line(run("solve", str(SKYSCRAPERS), "--backend", backend), 2)


def test_a_negative_json_size_says_so() -> None:
    line = one_line(run("solve", "-", stdin='{"type": "skyscrapers", "size": -3}'), 2)
    assert "size must be at least 1, found -3" in line and "entries" not in line


@pytest.mark.parametrize(
    "text",
    ["3 3 \u00b3\n" + "- - -\n" * 7, "\u00b2 2 1\nA B\nA B\n", "skyscrapers 3x\n", "skyscrapers 3\n  " + "9" * 5000],
    ids=["superscript-max-height", "superscript-rows", "size-3x", "5000-digits"],
)
def test_odd_numbers_are_one_line(text: str) -> None:
    line = one_line(run("solve", "-", stdin=text), 2)
    assert len(line) < 300


# --- truncated text --------------------------------------------------------------------------------------


def _texts() -> list[tuple[str, str]]:
    """Each bundled example as written and as `solve` prints it solved."""
    texts = []
    for path in sorted(EXAMPLES.glob("*.txt")):
        [record] = load(path)
        texts.append((path.stem, path.read_text()))
        texts.append((f"{path.stem}-solved", to_text(record.puzzle, solve(record.puzzle).solution)))
    return texts


@pytest.mark.parametrize(("name", "text"), _texts(), ids=lambda value: value if "\n" not in value else "")
def test_every_cut_short_text_is_refused(name: str, text: str) -> None:
    """Every prefix that ends before the last line fails to read."""
    lines = text.splitlines(keepends=True)
    whole = loads(text)[0]
    for end in range(len(lines)):
        with pytest.raises(PuzzleError):
            loads("".join(lines[:end]))
    assert loads(text)[0] == whole


def test_the_8x8_cut_after_its_last_row_is_refused_on_the_command_line() -> None:
    text = SKYSCRAPERS.read_text().splitlines(keepends=True)
    last_row = max(number for number, line in enumerate(text) if "|" in line)
    line = one_line(run("solve", "-", stdin="".join(text[: last_row + 1])), 2)
    assert f"line {last_row + 1}: expected the bottom border" in line


# --- reading back what solve prints, and a BOM ------------------------------------------------------------


@pytest.mark.parametrize("example", sorted(EXAMPLES.glob("*.txt")), ids=lambda p: p.stem)
def test_solve_output_reads_back_as_the_puzzle_with_its_solution(example: Path) -> None:
    shown = run("solve", str(example), "--stats")
    assert shown.returncode == 0, shown.stderr
    [record] = loads(shown.stdout)
    assert record.puzzle == load(example)[0].puzzle
    assert record.solution is not None and record.solution == solve(record.puzzle).solution
    again = run("check", "-", stdin=shown.stdout)
    assert again.returncode == 0 and "unique solution" in again.stdout


def test_a_byte_order_mark_is_read_past(tmp_path: Path) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf" + SKYSCRAPERS.read_bytes())
    assert run("solve", str(path)).returncode == 0
    json_path = tmp_path / "bom.json"
    json_path.write_bytes(b"\xef\xbb\xbf" + b'{"type": "skyscrapers", "size": 2, "top": [2, 0]}')
    assert run("solve", str(json_path)).returncode == 0


@pytest.mark.parametrize("args", [("solve", "-"), ("decode", SMALL, "-")])
def test_standard_input_must_be_utf8_as_a_file_must(args: tuple[str, ...]) -> None:
    """Its text layer passed bad bytes on as surrogates: a Latin-1 Star Battle map read as region labels."""
    text = (EXAMPLES / "starbattle-10x10.txt").read_bytes().replace(b"AAAB", b"\xe9\xe9\xe9B", 1)
    done = subprocess.run(
        [sys.executable, "-m", "satpuzzles", *args], input=text, capture_output=True, timeout=120, check=False
    )
    byte = text.index(b"\xe9") + 1
    assert done.returncode == 2
    assert done.stderr.decode() == f"satpuzzles: error: <stdin>: is not UTF-8 text (byte {byte})\n"


# --- outputs ---------------------------------------------------------------------------------------------


def test_an_output_that_is_an_input_is_refused(tmp_path: Path) -> None:
    answer = tmp_path / "ans.txt"
    answer.write_text(run("solve", str(SKYSCRAPERS)).stdout)
    before = answer.read_text()
    line = one_line(run("export", str(SKYSCRAPERS), "--uniqueness-query", str(answer), "-o", str(answer)), 2)
    assert "refusing to overwrite an input file" in line and answer.read_text() == before
    puzzle = tmp_path / "p.txt"
    puzzle.write_text(SKYSCRAPERS.read_text())
    os.link(puzzle, tmp_path / "same.txt")  # another name, the same file
    for command in (["export"], ["convert", "--to", "json"], ["render"]):
        one_line(run(*command, str(puzzle), "-o", str(tmp_path / "same.txt")), 2)
    assert puzzle.read_text() == SKYSCRAPERS.read_text()
    one_line(run("batch", "solve", str(puzzle), "-o", str(puzzle), "--workers", "0"), 2)
    assert puzzle.read_text() == SKYSCRAPERS.read_text()


def test_a_directory_output_is_refused(tmp_path: Path) -> None:
    assert "is a directory" in one_line(run("export", str(SKYSCRAPERS), "-o", str(tmp_path)), 2)


def test_a_symlink_output_writes_its_target(tmp_path: Path) -> None:
    link = tmp_path / "link.cnf"
    link.symlink_to("real.cnf")
    assert run("export", str(SKYSCRAPERS), "-o", str(link)).returncode == 0
    assert link.is_symlink() and (tmp_path / "real.cnf").read_text().startswith("c satpuzzles")
    generated = tmp_path / "made.jsonl"
    generated.symlink_to("made-target.jsonl")
    assert run("generate", "skyscrapers", "--size", "4", "--seed", "1", "-o", str(generated)).returncode == 0
    assert generated.is_symlink() and json.loads((tmp_path / "made-target.jsonl").read_text())["id"]


@pytest.mark.parametrize("command", [["export", SMALL], ["generate", "skyscrapers", "--size", "4", "--seed", "1"]])
def test_a_fifo_output_is_written_through(tmp_path: Path, command: list[str]) -> None:
    """The test holds the FIFO's read end open (non-blocking) while the command writes less than a pipe holds."""
    fifo = tmp_path / "out.fifo"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        done = run(*command, "-o", str(fifo))
        with contextlib.suppress(BlockingIOError):
            received = os.read(reader, 1 << 16)
    finally:
        os.close(reader)
    assert done.returncode == 0, done.stderr
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode) and received.strip()


def test_dev_stdout_is_written_through() -> None:
    done = run("export", str(SKYSCRAPERS), "-o", "/dev/stdout")
    assert done.returncode == 0 and done.stdout.startswith("c satpuzzles")


def test_output_files_get_the_umask_and_keep_their_mode(tmp_path: Path) -> None:
    new = tmp_path / "new.cnf"
    assert run("export", str(SKYSCRAPERS), "-o", str(new), umask=0o077).returncode == 0
    assert stat.S_IMODE(new.stat().st_mode) == 0o600
    new.chmod(0o640)
    assert run("export", str(SKYSCRAPERS), "-o", str(new)).returncode == 0
    assert stat.S_IMODE(new.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.cnf"]  # no temporaries left
