"""External solver binaries: the golden fixtures, Engine backends, limits, Ctrl-C and failures.

A test that needs a binary skips when it is missing here, and fails instead when CI=true: CI installs
kissat (the passagemath-kissat wheel) and the Debian packages in .ci/apt-packages.
"""

from __future__ import annotations

import json
import os
import shlex
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from satpuzzles.dimacs import AnswerStatus, decode_answer, export_cnf
from satpuzzles.errors import BackendError
from satpuzzles.formats import loads
from satpuzzles.puzzles import get_type, type_of
from satpuzzles.puzzles.easyasabc.model import EasyAsABC
from satpuzzles.solving import Deadline, Engine, Status, external_session, list_backends, resolve_backend
from satpuzzles.solving.external import KNOWN, probe_external, resolve_external
from satpuzzles.solving.external_session import ExternalSession, run_solver
from satpuzzles.solving.session import Timeout

FIXTURES = Path(__file__).resolve().parents[1] / "cnf_fixtures"
INDEX = json.loads((FIXTURES / "index.json").read_text())["fixtures"]
SOLVERS = [f"external:{name}" for name in KNOWN]
PYTHON = shlex.quote(sys.executable)


def require(backend: str) -> str:
    found, note = probe_external(backend)
    if not found:
        if os.environ.get("CI") == "true":
            pytest.fail(f"{backend}: {note}; CI must run the external solver tests")
        pytest.skip(f"{backend}: {note}")
    return backend


def fake_solver(code: str) -> str:
    """A backend running this Python code as the solver (the DIMACS path arrives as sys.argv[1])."""
    return f"external:{PYTHON} -c {shlex.quote(code)}"


def puzzle_of(fixture: dict[str, Any]) -> Any:
    return loads(json.dumps(fixture["puzzle"]))[0].puzzle


def solution_json(puzzle: Any, solution: Any) -> Any:
    return type_of(puzzle).codec.solution_to_json(solution)


@pytest.mark.parametrize("backend", SOLVERS)
def test_each_solver_solves_every_fixture_and_proves_it_unique(backend: str) -> None:
    solver = resolve_external(require(backend))
    for fixture in INDEX:
        puzzle = puzzle_of(fixture)
        answer = run_solver(solver, FIXTURES / fixture["cnf"])
        assert solution_json(puzzle, decode_answer(puzzle, answer)) == fixture["solution"], fixture["name"]
        assert run_solver(solver, FIXTURES / fixture["uniqueness_cnf"]).status is AnswerStatus.UNSAT, fixture["name"]


@pytest.mark.parametrize("backend", ["external:kissat", "external:cadical"])
def test_round_trip_on_corpus_puzzles(backend: str, tmp_path: Path) -> None:
    """Export, solve with the binary, decode to the listed solution, and the uniqueness query is UNSAT."""
    solver = resolve_external(require(backend))
    corpus = [f for f in INDEX if "-corpus-" in f["name"]]
    assert {f["type"] for f in corpus} == {"skyscrapers", "starbattle", "easyasabc"}
    for fixture in corpus:
        puzzle = puzzle_of(fixture)
        (tmp_path / "p.cnf").write_text(export_cnf(puzzle))
        solution = decode_answer(puzzle, run_solver(solver, tmp_path / "p.cnf"))
        assert solution_json(puzzle, solution) == fixture["solution"]
        (tmp_path / "q.cnf").write_text(export_cnf(puzzle, blocked=solution))
        assert run_solver(solver, tmp_path / "q.cnf").status is AnswerStatus.UNSAT


TWO_SOLUTIONS = EasyAsABC(size=2, letters="A", top="..", bottom="..", left="..", right="..")


@pytest.mark.parametrize("backend", SOLVERS)
def test_engine_solves_and_checks_on_external_backends(backend: str) -> None:
    with Engine(require(backend)) as engine:
        for kind in ("skyscrapers", "starbattle", "easyasabc"):
            fixture = next(f for f in INDEX if f["type"] == kind)
            puzzle = puzzle_of(fixture)
            result = engine.solve(puzzle)
            assert result.status is Status.UNIQUE
            assert solution_json(puzzle, result.solution) == fixture["solution"]
        several = engine.solve(TWO_SOLUTIONS)
        assert several.status is Status.MULTIPLE and len(set(several.solutions)) == 2
        again = engine.solve(puzzle)  # blocking clauses of earlier puzzles were retired
        assert again.status is Status.UNIQUE


def test_time_limit_kills_the_solver(tmp_path: Path) -> None:
    pid_file, finished = tmp_path / "pid", tmp_path / "finished"
    code = (
        f"import os, time; open({str(pid_file)!r}, 'w').write(str(os.getpid())); time.sleep(60); "
        f"open({str(finished)!r}, 'w').close()"
    )
    with Engine(fake_solver(code)) as engine:
        result = engine.solve(TWO_SOLUTIONS, timeout=0.5)
    assert result.status is Status.TIMEOUT
    assert not finished.exists()  # not waited for
    if pid_file.exists() and pid_file.read_text():  # it may have been killed before it wrote its pid
        with pytest.raises(ProcessLookupError):  # and not left running
            os.kill(int(pid_file.read_text()), 0)


@pytest.mark.parametrize(
    ("name", "flag"),
    [("kissat", ["--time=7"]), ("cadical", ["-t", "7"]), ("cryptominisat5", ["--maxtime", "7"])],
)
def test_the_solvers_own_time_limit_flag_is_passed(name: str, flag: list[str]) -> None:
    argv = resolve_external(f"external:{name}").argv("/bin/solver", Path("q.cnf"), Path("r"), 7)
    assert argv[0] == "/bin/solver" and argv[-1] == "q.cnf"
    assert any(argv[i : i + len(flag)] == flag for i in range(len(argv)))


def test_custom_command_gets_the_file_appended_or_in_place_of_braces() -> None:
    assert resolve_external("external:my-solver --fast").argv("x", Path("q.cnf"), Path("r"), None) == [
        "x",
        "--fast",
        "q.cnf",
    ]
    assert resolve_external("external:my-solver --in {} --fast").argv("x", Path("q.cnf"), Path("r"), 3) == [
        "x",
        "--in",
        "q.cnf",
        "--fast",
    ]
    assert resolve_external("external:MINISAT").argv("m", Path("q.cnf"), Path("r"), 2) == [
        "m",
        "-verb=0",
        "-cpu-lim=2",
        "q.cnf",
        "r",
    ]


def test_ctrl_c_kills_the_solver_and_raises(tmp_path: Path) -> None:
    ready = tmp_path / "ready"
    os.mkfifo(ready)
    code = f"import os, time; open({str(ready)!r}, 'w').write(str(os.getpid())); time.sleep(60)"
    session = ExternalSession(fake_solver(code), [[1, 2]])
    pid: list[int] = []

    def interrupt_when_started() -> None:
        with ready.open() as fifo:  # blocks until the solver opens it, then reads until it has written its pid
            pid.append(int(fifo.read()))
        os.kill(os.getpid(), signal.SIGINT)  # what Ctrl-C sends (the solver has a session of its own)

    threading.Thread(target=interrupt_when_started, daemon=True).start()
    with pytest.raises(KeyboardInterrupt):
        session.solve([1])
    session.close()
    with pytest.raises(ProcessLookupError):
        os.kill(pid[0], 0)


@pytest.mark.parametrize(
    ("code", "message"),
    [
        ("import sys; print('c parsing'); print('boom: bad header', file=sys.stderr); sys.exit(1)", "boom: bad header"),
        ("import sys; print('hello'); sys.exit(10)", "gave no answer that can be read"),
        ("import sys; print('s UNSATISFIABLE'); sys.exit(10)", "exited with 10 but answered unsat"),
        ("import os, signal; os.kill(os.getpid(), signal.SIGSEGV)", "was killed by SIGSEGV"),
    ],
    ids=["crash", "unparseable", "contradiction", "signal"],
)
def test_failures_name_the_solver_and_show_its_last_lines(code: str, message: str) -> None:
    backend = fake_solver(code)
    with ExternalSession(backend, [[1]]) as session, pytest.raises(BackendError) as error:
        session.solve()
    assert message in str(error.value)
    assert str(error.value).startswith(f"external solver {resolve_backend(backend)} ")


def test_failures_are_one_line() -> None:
    code = "import sys; print('c line one'); print('c line two', file=sys.stderr); sys.exit(1)"
    with ExternalSession(fake_solver(code), [[1]]) as session, pytest.raises(BackendError) as error:
        session.solve()
    assert "\n" not in str(error.value) and str(error.value).endswith("its last lines: c line one | c line two")


def test_a_solver_that_prints_past_the_limit_is_stopped(monkeypatch: pytest.MonkeyPatch) -> None:
    """Its output was all held in memory: one that prints without end (`yes`) filled it before any deadline."""
    monkeypatch.setattr(external_session, "MAX_INPUT_BYTES", 10_000)
    code = "import itertools, sys; [sys.stdout.write('c ' + 'x' * 1000 + chr(10)) for _ in itertools.count()]"
    with ExternalSession(fake_solver(code), [[1]]) as session, pytest.raises(BackendError, match="printed over 10,000"):
        session.solve()


def test_unknown_answer_is_a_timeout_only_with_a_deadline() -> None:
    with ExternalSession(fake_solver("print('s UNKNOWN')"), [[1]]) as session:
        with pytest.raises(Timeout):
            session.solve([], Deadline.after(30))
        with pytest.raises(BackendError, match="without an answer"):
            session.solve()


def test_missing_binaries_and_refusals_are_clear() -> None:
    with pytest.raises(BackendError, match="not usable here: /nonexistent/solver not found"):
        Engine("external:/nonexistent/solver")
    with pytest.raises(BackendError, match="names no program"):
        resolve_backend("external:")
    with pytest.raises(BackendError, match="--backend external:kissat"):
        resolve_backend("kissat404")


def test_backends_lists_the_external_solvers() -> None:
    listed = {info.name: info for info in list_backends()}
    assert set(SOLVERS) <= set(listed)
    for backend in SOLVERS:
        assert listed[backend].usable == probe_external(backend)[0]
    shown = subprocess.run([sys.executable, "-m", "satpuzzles", "backends"], capture_output=True, text=True, timeout=60)
    assert all(backend in shown.stdout for backend in SOLVERS)


def test_solve_command_with_an_external_backend(tmp_path: Path) -> None:
    fixture = next(f for f in INDEX if f["type"] == "starbattle")
    path = tmp_path / "p.json"
    path.write_text(json.dumps(fixture["puzzle"]))
    command = [sys.executable, "-m", "satpuzzles", "check", str(path), "--backend", require("external:cadical")]
    shown = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert shown.returncode == 0 and "unique solution" in shown.stdout


def test_an_engine_left_to_the_process_end_still_removes_external_scratch_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """close(free=False) (`satpuzzles solve`, whose process ends at once) leaves memory to the process's end, but an
    external solver's scratch folder is removed as close() removes it; the engine solves again afterwards."""
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    kind = get_type("easyasabc")
    puzzle, _ = kind.text.read(kind.samples[0].text)
    unsat = fake_solver("import sys; print('s UNSATISFIABLE'); sys.exit(20)")
    for backend in (unsat, "minisat22"):
        engine = Engine(backend)
        first = engine.solve(puzzle)
        assert any(tmp_path.iterdir()) == (backend == unsat)
        engine.close(free=False)
        assert not any(tmp_path.iterdir())
        again = engine.solve(puzzle)
        assert (again.status, again.solutions) == (first.status, first.solutions)
        engine.close()
        assert not any(tmp_path.iterdir())
