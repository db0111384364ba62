"""Resource limits by design: formula-size estimates, the clause limit, and bounds on every reader.

Each command test runs the real CLI in a subprocess under an address-space limit (MEMORY_CAP), so a
regression that builds a huge formula or expands a huge input fails with MemoryError here instead of
eating the machine; and each asserts exit 2, one line on stderr and no traceback.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from satpuzzles import Engine, PuzzleError, get_type, solve, type_of
from satpuzzles.cnf import ENCODING_NAMES, Formula
from satpuzzles.cnf.cardinality import add_cardinality
from satpuzzles.cnf.size import MEASURED_UP_TO, FormulaSize, cardinality_size
from satpuzzles.formats import loads
from satpuzzles.formats.limits import loads as bounded_json
from satpuzzles.puzzles import all_types
from satpuzzles.puzzles.easyasabc import EasyAsABC
from satpuzzles.puzzles.skyscrapers import Skyscrapers
from satpuzzles.puzzles.starbattle import StarBattle
from satpuzzles.solving.limits import DEFAULT_MAX_CLAUSES, FormulaTooBig
from satpuzzles.typekit.grid import MAX_SIZE

EXAMPLES = Path(__file__).parents[1] / "satpuzzles" / "examples"
MEMORY_CAP = 1536 * 2**20  # bytes of address space for each command run here


def _capped() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_CAP, MEMORY_CAP))


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "satpuzzles", *args]
    return subprocess.run(
        command, input=stdin, capture_output=True, text=True, timeout=120, preexec_fn=_capped, check=False
    )


def refused(done: subprocess.CompletedProcess[str], *expected: str) -> str:
    """The one error line of a command that must exit 2, after checking its shape."""
    assert "Traceback" not in done.stderr, done.stderr[-2000:]
    assert done.returncode == 2, done.stderr[-2000:]
    lines = done.stderr.splitlines()
    assert len(lines) == 1, done.stderr[-2000:]
    for part in expected:
        assert part in lines[0]
    return lines[0]


def write(tmp_path: Path, data: object, name: str = "puzzle.json") -> str:
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


# --- estimates -------------------------------------------------------------------------------------------


def skyscrapers(n: int, max_height: int = 0, diagonal: bool = False) -> Skyscrapers:
    none = (0,) * n
    return Skyscrapers(n, none, none, none, none, max_height=max_height, diagonal=diagonal)


def easyasabc(n: int, letters: int, diagonal: bool = False) -> EasyAsABC:
    none = "." * n
    return EasyAsABC(n, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:letters], none, none, none, none, diagonal=diagonal)


def starbattle(n: int, stars: int = 1, blocked: bool = False) -> StarBattle:
    regions = [[r] * n for r in range(n)]
    if blocked:
        regions[0][0] = -1
    return StarBattle(n, stars, tuple(map(tuple, regions)))


SHAPES = [
    skyscrapers(1),
    skyscrapers(4),
    skyscrapers(7, max_height=5),
    skyscrapers(9, diagonal=True),
    skyscrapers(8, max_height=6, diagonal=True),
    easyasabc(1, 1),
    easyasabc(6, 4, diagonal=True),
    easyasabc(9, 6),
    starbattle(1),
    starbattle(6),
    starbattle(11, 2, blocked=True),
]
# Lines past auto's pairwise cut-over (20 literals): the default encoding only, these compile slowly.
LONG_LINES = [skyscrapers(21), easyasabc(22, 18), starbattle(22, 4)]


def estimated(puzzle: Any, encoding: str) -> FormulaSize:
    """The puzzle type's estimate (every built-in type has one)."""
    estimate = type_of(puzzle).compiler.estimate
    assert estimate is not None
    return estimate(puzzle, encoding)


@pytest.mark.parametrize(
    ("puzzle", "encoding"),
    [*((p, e) for p in SHAPES for e in ENCODING_NAMES), *((p, "auto") for p in LONG_LINES)],
    ids=lambda x: x if isinstance(x, str) else f"{x.type_name}-{x.size}",
)
def test_estimate_matches_the_compiled_formula(puzzle: object, encoding: str) -> None:
    """Exact on every encoding while lines are short enough to measure (the tool's sizes of everyday use)."""
    kind = get_type(puzzle.type_name)  # type: ignore[attr-defined]
    formula = kind.compiler.compile(puzzle, encoding).formula
    estimate = estimated(puzzle, encoding)
    assert (estimate.variables, estimate.clauses) == (formula.num_vars, len(formula.clauses) + len(formula.atmosts))


def test_estimate_of_a_layout_with_bands_is_close() -> None:
    """Star Battle's band units are left out of the estimate: within 10% on a real layout."""
    puzzle = loads((EXAMPLES / "starbattle-10x10.txt").read_text())[0].puzzle
    for encoding in ("auto", "seqcounter", "native"):
        formula = get_type("starbattle").compiler.compile(puzzle, encoding).formula
        real = len(formula.clauses) + len(formula.atmosts)
        estimate = estimated(puzzle, encoding).clauses
        assert 0.9 * real <= estimate <= real


EXACT_BEYOND_MEASURED = ("auto", "pairwise", "seqcounter", "sortnetwrk", "totalizer", "ladder", "bitwise")


@pytest.mark.parametrize("encoding", [name for name in ENCODING_NAMES if name != "native"])
@pytest.mark.parametrize("k", [1, 2, 37, 148, 149])
def test_cardinality_closed_forms_beyond_measuring(encoding: str, k: int) -> None:
    """Past MEASURED_UP_TO literals: within 1% where stated exact, else never below and at most 20 times over."""
    n = 150
    assert n > MEASURED_UP_TO
    formula = Formula()
    formula.pool.top = n
    add_cardinality(formula, range(1, n + 1), "equals", k, encoding)
    real = len(formula.clauses)
    estimate = cardinality_size(n, k, encoding).clauses
    if encoding in EXACT_BEYOND_MEASURED:
        assert abs(estimate - real) <= 0.01 * real
    else:
        assert real <= estimate <= 20 * real


# --- the clause limit ----------------------------------------------------------------------------------


def test_library_refuses_before_compiling_and_takes_a_higher_limit() -> None:
    puzzle = skyscrapers(6)
    with pytest.raises(
        FormulaTooBig, match=r"skyscrapers 6x6: the formula would have ~[\d,]+ clauses, over the limit of 100 "
    ):
        solve(puzzle, max_clauses=100)
    with Engine(max_clauses=100) as engine, pytest.raises(FormulaTooBig):
        engine.solve(puzzle)
    assert solve(puzzle, max_clauses=DEFAULT_MAX_CLAUSES, first=True).solution is not None


def test_puzzlink_url_of_a_100x100_skyscrapers_is_refused() -> None:
    line = refused(run("solve", "https://puzz.link/p?skyscrapers/100/100/"), "skyscrapers 100x100", "--max-clauses")
    assert f"over the limit of {DEFAULT_MAX_CLAUSES:,}" in line


def test_tatham_id_of_size_100_is_refused() -> None:
    game_id = "100:" + "/" * 399  # 403 bytes: 400 empty clue fields
    refused(run("solve", game_id), "skyscrapers 100x100", "over the limit")


@pytest.mark.parametrize(
    "data",
    [
        {"type": "skyscrapers", "size": MAX_SIZE},
        {"type": "easyasabc", "size": MAX_SIZE, "letters": "ABC"},
        {"type": "starbattle", "size": MAX_SIZE, "regions": [[r] * MAX_SIZE for r in range(MAX_SIZE)]},
    ],
    ids=lambda data: data["type"],
)
def test_largest_grid_is_read_and_refused_before_compiling(tmp_path: Path, data: dict[str, object]) -> None:
    # A sparse Star Battle goes to native constraints under auto: about 1M of them at 1000x1000, under the limit.
    clauses = ["--encoding", "seqcounter"] if data["type"] == "starbattle" else []
    done = run("solve", write(tmp_path, data), "--timeout", "5", *clauses)
    refused(done, f"{data['type']} {MAX_SIZE}x{MAX_SIZE}: the formula would have", "--max-clauses")


@pytest.mark.parametrize("command", ["check", "export", "grade", "render", "explain", "steps", "hint"])
def test_every_compiling_command_takes_the_limit(command: str, tmp_path: Path) -> None:
    """The refusal names --max-clauses: every command that compiles takes it (explain, steps and hint did not)."""
    path = str(EXAMPLES / "skyscrapers-8x8.txt")
    extra = {"render": ["--solution"], "hint": ["--state", write(tmp_path, json.dumps([[None] * 8] * 8), "state.json")]}
    refused(run(command, path, "--max-clauses", "1000", *extra.get(command, [])), "8x8")


def test_decode_takes_the_limit(tmp_path: Path) -> None:
    model = write(tmp_path, "s SATISFIABLE\nv 1 0\n", "model.txt")
    refused(run("decode", str(EXAMPLES / "skyscrapers-8x8.txt"), model, "--max-clauses", "1000"), "over the limit")


def test_batch_solve_records_the_refusal(tmp_path: Path) -> None:
    puzzles = write(tmp_path, json.dumps({"type": "skyscrapers", "size": 70}) + "\n", "in.jsonl")
    output = tmp_path / "out.jsonl"
    done = run("batch", "solve", puzzles, "-o", str(output), "-w", "0")
    assert done.returncode == 2, done.stderr  # a record without an answer: the run goes on, then says so
    record = json.loads(output.read_text())
    assert record["status"] == "error" and "over the limit" in record["error"]


# --- generation ------------------------------------------------------------------------------------------


def test_generate_refuses_a_formula_too_big_before_building_anything() -> None:
    refused(run("generate", "easyasabc", "--size", "200"), "easyasabc 200x200", "--max-clauses")


def test_generate_takes_the_limit() -> None:
    refused(run("generate", "skyscrapers", "--size", "6", "--max-clauses", "100"), "skyscrapers 6x6")


@pytest.mark.parametrize("size", ["1001", str(2**63), "1" + "0" * 40])
def test_generate_refuses_a_size_over_the_maximum(size: str) -> None:
    refused(run("generate", "skyscrapers", "--size", size), f"at most {MAX_SIZE}")


def test_batch_generate_refuses_a_huge_count(tmp_path: Path) -> None:
    done = run("batch", "generate", "skyscrapers", "--size", "4", "--count", "1000000000", "-o", str(tmp_path / "o"))
    refused(done, "count", "1,000,000")


def test_batch_generate_checks_the_formula_before_starting(tmp_path: Path) -> None:
    output = tmp_path / "o.jsonl"
    done = run("batch", "generate", "skyscrapers", "--size", "70", "--count", "2", "-o", str(output), "-w", "0")
    refused(done, "skyscrapers 70x70", "over the limit")


# --- readers ---------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("size", "expected"),
    [
        ("1000000000", f"at most {MAX_SIZE}, found 1000000000"),
        ("9223372036854775808", f"at most {MAX_SIZE}"),
        ("1e9", "expected a whole number"),
        ("4.0", "expected a whole number"),
        ("true", "expected a whole number"),
        ("9" * 5000, "over 20 digits"),
        ("NaN", "not a JSON value"),
    ],
)
def test_json_size_must_be_a_plain_bounded_int(tmp_path: Path, size: str, expected: str) -> None:
    text = '{"type":"skyscrapers","size":' + size + "}"
    assert len(text) < 5100
    refused(run("solve", write(tmp_path, text)), expected)


def test_json_nested_deeply_is_refused_without_recursion(tmp_path: Path) -> None:
    text = '{"type":"skyscrapers","size":4,"x":' + "[" * 100_000 + "]" * 100_000 + "}"
    refused(run("solve", write(tmp_path, text)), "nested deeper than")


def test_json_lines_in_a_batch_are_bounded_too(tmp_path: Path) -> None:
    deep = '{"type":"skyscrapers","size":4,"x":' + "[" * 5000 + "]" * 5000 + "}"
    puzzles = write(tmp_path, deep + "\n", "in.jsonl")
    output = tmp_path / "out.jsonl"
    assert run("batch", "solve", puzzles, "-o", str(output), "-w", "0").returncode == 2  # the record says why
    assert "nested deeper than" in json.loads(output.read_text())["error"]


def test_input_over_the_size_limit_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(65 * 2**20)  # sparse: costs no disk
    refused(run("solve", str(path)), "over the limit")


def test_tatham_runs_are_never_expanded_past_the_grid() -> None:
    game_id = "9:" + "/" * 35 + "," + "z" * 100_000  # 2.6 million cells of runs for a 9x9 grid
    refused(run("solve", "-", "--format", "tatham", stdin=game_id), "more than the 81 cells")


@pytest.mark.parametrize(
    ("type_name", "text"),
    [
        ("skyscrapers", "4 4 ²\n" + "1 2 3 4\n" * 4 + "- - - -\n" * 4),  # '²'.isdigit() is True
        ("skyscrapers", "²³ 4 4\n" + "1 2 3 4\n" * 4 + "- - - -\n" * 4),
        ("starbattle", "3 3 ¹\n" + "a a b\n" * 3),
        ("easyasabc", "5 5 cc\n" + "- - - - -\n" * 9),  # a last letter of two characters
    ],
)
def test_puzzlekit_headers_take_ascii_digits_only(type_name: str, text: str) -> None:
    refused(run("solve", "-", "--format", "puzzlekit", "--type", type_name, stdin=text), "puzzlekit header")


@pytest.mark.parametrize(
    "header",
    ["skyscrapers 1001", "skyscrapers ²", "skyscrapers " + "9" * 5000, "starbattle 5 stars=" + "9" * 5000],
)
def test_native_headers_are_bounded(header: str) -> None:
    refused(run("solve", "-", stdin=header + "\n"))


def test_native_text_cells_take_ascii_digits_only() -> None:
    text = (EXAMPLES / "skyscrapers-8x8.txt").read_text()
    assert ". . 5 3" in text
    refused(run("solve", "-", stdin=text.replace(". . 5 3", ". . ٣ 3", 1)), "expected a number")


def test_model_sizes_are_bounded_in_the_library() -> None:
    with pytest.raises(PuzzleError, match=f"at most {MAX_SIZE}"):
        skyscrapers(MAX_SIZE + 1)
    with pytest.raises(PuzzleError, match="over 19 digits"):
        Skyscrapers(10**30, (), (), (), ())


def test_json_bounds_ignore_what_strings_hold() -> None:
    text = json.dumps({"id": "[[[" * 40 + "9" * 30 + ' NaN \\" {{', "x": [[1, 2.5, -3e5]]})
    assert bounded_json(text)["x"] == [[1, 2.5, -3e5]]
    for bad, problem in (("[" * 33 + "]" * 33, "nested"), ("[1" + "0" * 21 + "]", "digits"), ("[-Infinity]", "not")):
        with pytest.raises(json.JSONDecodeError, match=problem):
            bounded_json(bad)


def test_solver_answers_are_bounded_too(tmp_path: Path) -> None:
    puzzle = str(EXAMPLES / "skyscrapers-8x8.txt")
    model = write(tmp_path, "s SATISFIABLE\nv " + "9" * 5000 + " 0\n", "model.txt")
    line = refused(run("decode", puzzle, model), "expected a literal")
    assert len(line.replace(model, "FILE")) < 200  # the 5,000 digits are cut short (the path's length is not ours)
    huge = tmp_path / "huge.txt"
    with huge.open("wb") as handle:
        handle.truncate(65 * 2**20)
    refused(run("decode", puzzle, str(huge)), "over the limit")


@pytest.mark.parametrize(
    "args",
    [
        ("solve", "/dev/zero"),  # states no size: it was read whole, into gigabytes, before being refused
        ("decode", str(EXAMPLES / "skyscrapers-8x8.txt"), "/dev/zero"),
        ("hint", str(EXAMPLES / "skyscrapers-8x8.txt"), "--state", "/dev/zero"),
    ],
)
def test_an_endless_input_is_refused_one_byte_past_the_limit(args: tuple[str, ...]) -> None:
    refused(run(*args), "/dev/zero", "over the limit of 67,108,864 bytes")


def test_a_json_key_given_twice_is_refused() -> None:
    """json.loads keeps the last of two values without a word: which one the user meant is unknown."""
    with pytest.raises(json.JSONDecodeError, match="the key 'size' appears twice") as caught:
        bounded_json('{"type": "skyscrapers",\n "size": 4, "size": 5}')
    assert caught.value.lineno == 2
    assert bounded_json('[{"size": 4}, {"size": 5}]') == [{"size": 4}, {"size": 5}]  # in two objects: fine
    lines = json.dumps({"type": "skyscrapers", "size": 4}) + "\n" + '{"type": "skyscrapers", "size": 4, "size": 5}\n'
    refused(run("solve", "-", stdin=lines), "<stdin>: line 2: invalid JSON: the key 'size' appears twice")


def test_a_header_option_given_twice_is_refused() -> None:
    text = (EXAMPLES / "starbattle-10x10.txt").read_text().replace("stars=2", "stars=2 stars=1")
    refused(run("solve", "-", stdin=text), "line 2: the header gives 'stars' twice")


@pytest.mark.parametrize(
    "text",
    [
        "skyscrapers 4 " + "y" * 100_000 + "\n",  # an unknown header word
        json.dumps({"type": "x" * 100_000, "size": 4}),
        json.dumps({"type": "skyscrapers", "size": "9" * 100_000}),
        json.dumps({"type": "skyscrapers", "size": list(range(20_000))}),
        json.dumps({"type": "easyasabc", "size": 4, "letters": "x" * 100_000}),
    ],
)
def test_a_long_value_is_quoted_cut_short(text: str) -> None:
    assert len(refused(run("solve", "-", stdin=text))) < 300


def test_the_depth_bound_is_exact_at_its_edge() -> None:
    """MAX_JSON_DEPTH levels parse, one more is refused, however few other brackets the text has."""
    from satpuzzles.formats.limits import MAX_JSON_DEPTH, loads

    deepest = "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH
    assert loads(deepest) == json.loads(deepest)
    with pytest.raises(json.JSONDecodeError, match="nested deeper than"):
        loads("[" * (MAX_JSON_DEPTH + 1) + "]" * (MAX_JSON_DEPTH + 1))
    assert loads('["[[[[", {"a": "{{{{"}]') == ["[[[[", {"a": "{{{{"}]  # brackets inside strings do not nest


@pytest.mark.parametrize("escaped", ["", '\\"', "\\\\"])
def test_the_depth_bound_holds_with_many_shallow_objects_and_strings(escaped: str) -> None:
    """A dataset file (many objects, brackets and escapes in strings) parses; the same file with one value nested
    too deep is refused at the opener that goes too deep, however its strings are escaped."""
    from satpuzzles.formats.limits import MAX_JSON_DEPTH, loads

    entries = [{"id": f"{n}{escaped}", "text": f"]]]{escaped}{{{{\n[[["} for n in range(100)]
    assert loads(json.dumps(entries)) == entries
    deep = "[" * MAX_JSON_DEPTH + "]" * MAX_JSON_DEPTH
    text = json.dumps(entries)[:-1] + ", " + deep + "]"
    with pytest.raises(json.JSONDecodeError, match="nested deeper than") as refusal:
        loads(text)
    assert refusal.value.pos == len(text) - len(deep) - 1 + MAX_JSON_DEPTH - 1


def test_a_batch_reads_as_bounded_as_any_reader(tmp_path: Path) -> None:
    """`batch solve` read /dev/zero forever (58 GB in 80 s); now it stops one byte past the limit, as others do."""
    results = str(tmp_path / "results.jsonl")
    refused(run("batch", "solve", "/dev/zero", "-o", results, "--workers", "0"), "/dev/zero", "over the limit")
    huge = tmp_path / "huge.jsonl"
    with huge.open("wb") as handle:
        handle.truncate(65 * 2**20)  # states its size: refused unread
    refused(run("batch", "solve", str(huge), "-o", results, "--workers", "0"), "huge.jsonl", "over the limit")
    resumed = run("batch", "solve", str(huge), "-o", "/dev/zero", "--resume", "--workers", "0")
    refused(resumed, "/dev/zero", "not a regular file")  # a device is not read back to resume


def _rows_as_regions(size: int) -> str:
    """A Star Battle whose regions are its rows, a star per 5 lines: the layout whose formula grows fastest."""
    regions = [[row] * size for row in range(size)]
    return json.dumps({"type": "starbattle", "size": size, "stars": max(1, size // 5), "regions": regions})


def test_the_memory_model_knows_the_backend() -> None:
    """A 137x137 Star Battle of 27 stars (4.96 million clauses, under the clause limit) peaked at 2.2-2.6 GB on
    cadical195, whose arena costs about twice MiniSat's memory per clause: refused there, accepted on MiniSat."""
    from satpuzzles.solving.limits import require_fits

    puzzle = loads(_rows_as_regions(137), "json")[0].puzzle
    with pytest.raises(FormulaTooBig, match=r"GB at its peak on cadical195 .*, over the limit of 2 GB .*--max-clauses"):
        require_fits(puzzle, "auto", None, "cadical195")
    require_fits(puzzle, "auto", None, "minisat22")  # MiniSat's family takes it within 2 GB
    require_fits(puzzle, "auto", 6_000_000, "cadical195")  # the user's own --max-clauses is the limit


def test_a_solve_over_the_backends_memory_is_refused_before_building() -> None:
    line = refused(run("solve", "-", "--backend", "cadical195", stdin=_rows_as_regions(137)), "starbattle 137x137")
    assert "cadical195" in line and "--max-clauses" in line and "--backend " in line  # one that needs less


def _projected(monkeypatch: pytest.MonkeyPatch, path: Path, backend: str) -> int:
    """The largest peak the memory model projects while `satpuzzles solve PATH` runs (accepted: no limit)."""
    from typer.testing import CliRunner

    from satpuzzles.cli import app
    from satpuzzles.solving import limits

    seen: list[int] = []
    model = limits.peak_bytes

    def recorded(*counts: Any) -> int:
        seen.append(model(*counts))
        return seen[-1]

    with monkeypatch.context() as patched:
        patched.setattr(limits, "peak_bytes", recorded)
        assert CliRunner().invoke(app, ["solve", str(path), "--backend", backend]).exit_code in (0, 1)
    assert seen
    return max(seen)


@pytest.mark.parametrize("type_name", ["starbattle", "akari"])  # by its estimate; by its rule book's budget
def test_the_memory_model_refuses_one_byte_over_its_limit(
    type_name: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """At the edge of a (fake, small) memory limit: a puzzle the model puts at exactly the limit solves, one
    byte over it is refused with exit 2 and one line naming the backend and --max-clauses, before any solver
    holds a clause (before a clause is built, for a type with an estimate), and --max-clauses builds it."""
    from typer.testing import CliRunner

    from satpuzzles.cli import app
    from satpuzzles.cnf import budget
    from satpuzzles.formats.dump import dumps
    from satpuzzles.solving import limits, search
    from satpuzzles.typekit.generating import Options

    kind = get_type(type_name)
    assert kind.generator is not None and kind.generator.blank is not None
    path = tmp_path / "puzzle.json"
    path.write_text(dumps(kind.generator.blank(Options(type_name, 6)), "json"))
    monkeypatch.setattr(budget, "resident_bytes", lambda: 0)  # the backstop sees no growth: the model alone
    edge = _projected(monkeypatch, path, "minisat22")
    monkeypatch.setattr(limits, "MEMORY_LIMIT_BYTES", edge)
    assert CliRunner().invoke(app, ["solve", str(path), "--backend", "minisat22"]).exit_code in (0, 1)

    monkeypatch.setattr(limits, "MEMORY_LIMIT_BYTES", edge - 1)
    loaded: list[int] = []
    with monkeypatch.context() as spied:
        spied.setattr(search.Session, "load", lambda _, clauses: loaded.append(len(clauses)))
        if kind.compiler.estimate is not None:  # refused by arithmetic: nothing is compiled
            spied.setattr(search, "_compile_and_load", lambda *_: pytest.fail("compiled"))
        done = CliRunner().invoke(app, ["solve", str(path), "--backend", "minisat22"])
    assert done.exit_code == 2, done.output
    assert f"{type_name} 6x6: the formula would take about " in done.output
    assert "at its peak on minisat22" in done.output and "--max-clauses to build it anyway" in done.output
    assert "Traceback" not in done.output and not any(loaded)  # no solver was given a clause
    anyway = CliRunner().invoke(app, ["solve", str(path), "--backend", "minisat22", "--max-clauses", "99999"])
    assert anyway.exit_code in (0, 1), anyway.output


NO_ESTIMATE = [kind for kind in all_types() if kind.compiler.estimate is None and kind.samples]


@pytest.mark.parametrize("kind", NO_ESTIMATE, ids=lambda kind: kind.name)
def test_a_type_without_an_estimate_is_bounded_while_building_at_the_exact_edge(kind: Any) -> None:
    """A type without an estimate cannot be refused by arithmetic; building stops once its formula passes the
    limit (a rule book checks as it goes, any type once built), before a solver holds it: one clause under the
    formula's count is refused, the count itself solves."""
    puzzle, _ = kind.text.read(kind.samples[0].text)
    with Engine("cadical195") as engine:
        encoding = engine.solver_for(puzzle)[1]
    compiler, alone = kind.compiler, kind.compiler.alone  # the template solving builds: alone, shared or the shape's
    build = alone.compile if alone is not None and alone.wanted(puzzle) else (compiler.shared or compiler).compile
    formula = build(puzzle, encoding).formula
    count = formula.clause_count + len(formula.atmosts) + formula.reserved_clauses  # a deferred count's too
    with Engine("cadical195", max_clauses=count - 1) as engine, pytest.raises(FormulaTooBig, match="while it was"):
        engine.solve(puzzle)
    with Engine("cadical195", max_clauses=count) as engine:
        assert engine.solve(puzzle).status.value == "unique"


def test_a_rule_book_board_too_big_for_memory_is_refused_before_its_counters_are_made() -> None:
    """A blank 400x400 Minesweeper once took 22 GB while building its clauses; a 200x200 is now one line."""
    from satpuzzles.typekit.generating import Options

    kind = get_type("minesweeper")
    assert kind.generator is not None and kind.generator.blank is not None
    puzzle = kind.generator.blank(Options("minesweeper", 200))
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    with Engine("cadical195") as engine, pytest.raises(FormulaTooBig, match="minesweeper 200x200: the formula passed"):
        engine.solve(puzzle)
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 500_000  # KB: the formula was not built


def test_a_deferred_count_is_refused_while_compiling_when_its_cut_could_not_fit() -> None:
    """Minesweeper's mine total is a cut added while solving, if ever: its clauses are reserved when it is
    stated, so a limit the formula alone fits but the cut would pass refuses the board before any search."""
    kind = get_type("minesweeper")
    puzzle = kind.text.read("minesweeper 4x4 mines=6\n. . . .\n. . . .\n. . . .\n. . . .\n")[0]
    assert kind.compiler.alone is not None and kind.compiler.alone.wanted(puzzle)
    formula = kind.compiler.alone.compile(puzzle, "auto").formula
    assert formula.reserved_clauses > 0
    stated = formula.clause_count + len(formula.atmosts)
    with Engine("auto", max_clauses=stated) as engine, pytest.raises(FormulaTooBig, match="while it was"):
        engine.solve(puzzle)
    with Engine("auto", max_clauses=stated + formula.reserved_clauses) as engine:
        assert engine.solve(puzzle).status.value == "multiple"


def test_a_blank_cave_whose_compile_passed_2_gb_is_refused_at_its_cells(monkeypatch: pytest.MonkeyPatch) -> None:
    """A blank 743x743 Cave compiled to a 2,188 MB peak (benchmarks/memory.md) where the model, reserving 2.8 KB
    a cell, accepted it on minisat22: its cells' reservation alone now refuses it, before any graph is built."""
    from satpuzzles.typekit.constraints import connectivity
    from satpuzzles.typekit.generating import Options

    kind = get_type("cave")
    assert kind.generator is not None and kind.generator.blank is not None
    puzzle = kind.generator.blank(Options("cave", 743))
    built: list[int] = []
    monkeypatch.setattr(connectivity, "plain_links", lambda *_: built.append(1) or {})
    with Engine("minisat22") as engine, pytest.raises(FormulaTooBig, match="at its peak on minisat22"):
        engine.solve(puzzle)
    assert not built


def test_a_lazily_solved_board_reserves_its_graphs_before_building_them(monkeypatch: pytest.MonkeyPatch) -> None:
    """A blank 1000x1000 Cave holds no clause, yet its connectivity graphs and cut finders took 2.4 GB before
    the backstop saw them: a lazily solved rule book now reserves their bytes as it makes its cells, so a board
    whose reservation passes the limit is refused before any graph is built."""
    from satpuzzles.cnf import budget
    from satpuzzles.solving import limits
    from satpuzzles.typekit.constraints import connectivity
    from satpuzzles.typekit.generating import Options

    kind = get_type("cave")
    assert kind.generator is not None and kind.generator.blank is not None
    puzzle = kind.generator.blank(Options("cave", 20))
    monkeypatch.setattr(budget, "resident_bytes", lambda: 0)  # the backstop sees no growth: the reservation alone
    reservation = 20 * 20 * budget.LAZY_BYTES_PER_CELL
    monkeypatch.setattr(limits, "MEMORY_LIMIT_BYTES", limits.BASE_BYTES + reservation)  # the cells' own bytes tip it
    built: list[int] = []
    monkeypatch.setattr(connectivity, "plain_links", lambda *_: built.append(1) or {})
    with Engine("cadical195") as engine, pytest.raises(FormulaTooBig, match="at its peak on cadical195"):
        engine.solve(puzzle)
    assert not built  # refused at the cells, before the first rule's graph
    monkeypatch.undo()
    with Engine("cadical195") as engine:
        assert engine.solve(puzzle).status.value == "multiple"


def test_a_refusal_names_a_rectangles_rows_and_columns() -> None:
    """It once named a 14x24 Fillomino "fillomino 24x24" (its longer side twice)."""
    kind = get_type("fillomino")
    puzzle = kind.text.read("fillomino 2x5\n1 . . . .\n. . . . 3\n")[0]
    with (
        Engine("cadical195", max_clauses=5) as engine,
        pytest.raises(FormulaTooBig, match="fillomino 2x5: the formula"),
    ):
        engine.solve(puzzle)


def test_explain_steps_and_hint_refuse_candidate_sets_too_big_before_building_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A blank 129x129 Fillomino, which the solving limit accepts, once took past 20 GB: its cells' candidate
    sets (every number up to its area's size) were built whole. Solving now builds only the numbers it holds
    exactly; explain and the step model (steps, hint and a hint's position), which hold them all, count the
    sets against the memory limit first."""
    from satpuzzles.explain import explain
    from satpuzzles.puzzles.fillomino.model import Fillomino
    from satpuzzles.steps.run import step_model
    from satpuzzles.steps.state import position_model

    n = 80  # 80**4 numbers at 110 B: past 2 GB
    puzzle = Fillomino(n, n, ((None,) * n,) * n)
    built: list[int] = []
    bounds = Fillomino.bounds_without_a_given
    monkeypatch.setattr(Fillomino, "bounds_without_a_given", lambda p: built.append(1) or bounds(p))
    for ask in (lambda: explain(puzzle), lambda: step_model(puzzle), lambda: position_model(puzzle, "p")):
        with pytest.raises(FormulaTooBig, match=r"fillomino 80x80: .* GB of it before any clause was built"):
            ask()
    assert len(built) == 3  # the bounds were read; the sets would have been built, or refused by their clauses
