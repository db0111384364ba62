"""Every reader under hostile input: a PuzzleError (one line, exit 2 in the CLI), or puzzles that round-trip.

Inputs come from scratch (random text, random JSON) and from valid serialisations of small puzzles in
every format, mutated: characters deleted, inserted or replaced, lines cut or doubled, numbers made huge,
values nested deep. Whatever a reader accepts must be a valid puzzle whose serialisation (in the format it
came from, where that format can hold it, and in JSON) reads back equal; small ones must also solve.
Memory is capped while a reader runs, so an input that asks for gigabytes fails here with MemoryError
instead of taking the machine.
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from test_interchange import easy_as_abcs, skyscrapers, star_battles

from satpuzzles.errors import PuzzleError
from satpuzzles.formats import DUMP_FORMATS, FORMATS, Record, detect_format, dumps, load, loads
from satpuzzles.puzzles import type_of
from satpuzzles.puzzles.starbattle.model import BLOCKED
from satpuzzles.solving import Engine, Status

BUILTIN_TYPES = ("skyscrapers", "starbattle", "easyasabc", "minesweeper")

EXAMPLES = Path(__file__).parents[1] / "satpuzzles" / "examples"
FIXTURES = Path(__file__).parent / "fixtures"
TYPE_NAMES = list(BUILTIN_TYPES)  # installed plugins test themselves
KEEPS_SOLUTIONS = ("json", "text")  # the formats that carry a solution beside the puzzle
MEMORY_CAP = 1 << 30  # bytes of address space a reader may add while it runs
SOLVE_UP_TO = 5  # accepted puzzles up to this size are solved too: the whole pipeline must take them


# --- hostile inputs known from the audit (issue 13), and where they came from ---------------------------------


def cut_after_the_last_grid_row(path: Path) -> str:
    """The native text without its bottom border and the clue line below it."""
    lines = path.read_text().splitlines(keepends=True)
    bottom_border = max(i for i, line in enumerate(lines) if line.lstrip().startswith("+"))
    return "".join(lines[:bottom_border])


EIGHT_BY_EIGHT = (EXAMPLES / "skyscrapers-8x8.txt").read_text()


HOSTILE = {
    "json-nested-1000": '{"type":"skyscrapers","size":' + "[" * 1000 + "]" * 1000 + "}",
    "json-array-nested-1000": "[" * 1000 + "]" * 1000,
    "size-5000-digits": '{"type":"skyscrapers","size":' + "9" * 5000 + "}",
    "size-2**63": '{"type":"skyscrapers","size":9223372036854775808}',
    "size-1e9": '{"type":"skyscrapers","size":1000000000}',
    "size-1e9-float": '{"type":"skyscrapers","size":1e9}',
    "starbattle-size-1e9": '{"type":"starbattle","size":1000000000,"stars":1,"regions":[]}',
    "easyasabc-size-1e9": '{"type":"easyasabc","size":1000000000,"letters":"AB"}',
    "url-size-1e9": "https://puzz.link/p?skyscrapers/1000000000/1000000000/",
    "tatham-size-1e9": "1000000000:" + "/" * 100,
    "json-empty-array": "[]",
    "puzzlekit-superscript": "4 4 4²\n" + "- - - -\n" * 8,
    "puzzlekit-5000-digits": "9" * 5000 + " 4 4\n" + "- - - -\n" * 8,
    "bom-text": "\ufeff" + EIGHT_BY_EIGHT,
    "bom-json": "\ufeff" + dumps(load(EXAMPLES / "skyscrapers-8x8.txt")[0].puzzle, "json"),
    "8x8-truncated": cut_after_the_last_grid_row(EXAMPLES / "skyscrapers-8x8.txt"),
    "easyasabc-truncated": cut_after_the_last_grid_row(EXAMPLES / "easyasabc-5x5.txt"),
}


# --- seeds: valid serialisations of small puzzles -------------------------------------------------------------


def _solved_seeds() -> list[Record]:
    """Small real puzzles with their solutions: the bundled examples and the fixture files."""
    records = [r for path in sorted(EXAMPLES.glob("*.txt")) for r in load(path)]
    with Engine() as engine:
        records = [replace(r, solution=engine.solve(r.puzzle).solution) for r in records]
    return records + load(FIXTURES / "easyasabc.jsonl")[:1] + load(FIXTURES / "seed000_skyscrapers.jsonl")[:1]


SOLVED = _solved_seeds()


@st.composite
def small_puzzles(draw: st.DrawFn) -> Any:
    """A valid puzzle of size 1 to 7 of any type, with parks, diagonals and blocked cells now and then."""
    sizes = st.integers(1, 7)
    puzzle = draw(st.one_of(skyscrapers(sizes), easy_as_abcs(sizes), star_battles(sizes)))
    changes: dict[str, Any] = {}
    if draw(st.booleans()) and hasattr(puzzle, "diagonal"):
        changes["diagonal"] = True
    if draw(st.booleans()) and hasattr(puzzle, "max_height"):
        changes["max_height"] = draw(st.integers(1, puzzle.size))
    if draw(st.booleans()) and hasattr(puzzle, "regions"):
        blocked = draw(st.sets(st.integers(0, puzzle.size**2 - 1), max_size=puzzle.size))
        n = puzzle.size
        changes["regions"] = tuple(
            tuple(BLOCKED if r * n + c in blocked else v for c, v in enumerate(row))
            for r, row in enumerate(puzzle.regions)
        )
    try:
        return replace(puzzle, **changes)
    except PuzzleError:  # a variant this puzzle's clues or givens do not allow
        return puzzle


@st.composite
def serialisations(draw: st.DrawFn) -> str:
    """A small puzzle written in one of the formats that can hold it (with its solution, where known)."""
    record = draw(st.sampled_from(SOLVED)) if draw(st.booleans()) else Record(draw(small_puzzles()))
    fmt = draw(st.sampled_from(DUMP_FORMATS))
    try:
        return dumps(record.puzzle, fmt, record.solution, record.id)
    except PuzzleError:  # Tatham IDs and puzz.link hold only some puzzles
        return dumps(record.puzzle, "json", record.solution, record.id)


# --- mutations --------------------------------------------------------------------------------------------------

CHARACTERS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEF .-+#@|*/:,_?[]{}"\n\t'
ODD_CHARACTERS = "²٣\ufeff\u00a0\u2028\x00é"
HUGE = ["0", "-1", "10", "101", "1000000000", str(2**63), "9" * 400, "9" * 5000, "1e9", "1.5", "NaN", "Infinity"]


def _at(draw: st.DrawFn, text: str) -> int:
    return draw(st.integers(0, len(text)))


def delete(draw: st.DrawFn, text: str) -> str:
    start = _at(draw, text)
    return text[:start] + text[start + draw(st.integers(1, 8)) :]


def insert(draw: st.DrawFn, text: str) -> str:
    start = _at(draw, text)
    return text[:start] + draw(st.text(CHARACTERS + ODD_CHARACTERS, min_size=1, max_size=6)) + text[start:]


def replace_character(draw: st.DrawFn, text: str) -> str:
    start = _at(draw, text)
    return text[:start] + draw(st.sampled_from(CHARACTERS + ODD_CHARACTERS)) + text[start + 1 :]


CLASSES = ["0123456789", "abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", ".-#@*_+"]


def replace_by_a_similar_character(draw: st.DrawFn, text: str) -> str:
    """A digit by a digit, a letter by a letter: changes that often keep the input readable."""
    similar = [(i, chars) for i, ch in enumerate(text) for chars in CLASSES if ch in chars]
    if not similar:
        return text
    i, chars = draw(st.sampled_from(similar))
    return text[:i] + draw(st.sampled_from(chars)) + text[i + 1 :]


def cut_lines(draw: st.DrawFn, text: str) -> str:
    lines = text.splitlines(keepends=True)
    return "".join(lines[: draw(st.integers(0, max(0, len(lines) - 1)))])


def drop_or_double_a_line(draw: st.DrawFn, text: str) -> str:
    lines = text.splitlines(keepends=True)
    if not lines:
        return text
    i = draw(st.integers(0, len(lines) - 1))
    return "".join(lines[:i] + ([lines[i]] * 2 if draw(st.booleans()) else []) + lines[i + 1 :])


def huge_number(draw: st.DrawFn, text: str) -> str:
    """A number of the text (or any character) replaced by a huge, negative, float or odd one."""
    digits = [i for i, ch in enumerate(text) if ch.isdigit()]
    start = draw(st.sampled_from(digits)) if digits else _at(draw, text)
    end = start
    while end < len(text) and text[end].isdigit():
        end += 1
    return text[:start] + draw(st.sampled_from(HUGE)) + text[end:]


def nest_deep(draw: st.DrawFn, text: str) -> str:
    """A value wrapped in many brackets: JSON nesting, or just noise in the other formats."""
    depth = draw(st.sampled_from([2, 50, 1000]))
    start = _at(draw, text)
    return text[:start] + "[" * depth + text[start:] + "]" * depth


MUTATIONS: list[Callable[[st.DrawFn, str], str]] = [
    delete,
    insert,
    replace_character,
    replace_by_a_similar_character,
    replace_by_a_similar_character,  # twice as likely: most inputs stay readable, so round trips get tested
    cut_lines,
    drop_or_double_a_line,
    huge_number,
    nest_deep,
]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    text = draw(serialisations())
    for _ in range(draw(st.integers(1, 2))):
        text = draw(st.sampled_from(MUTATIONS))(draw, text)
    return text


# --- inputs from scratch ----------------------------------------------------------------------------------------

JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(CHARACTERS, max_size=10),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
    max_leaves=30,
)
FIELDS = ["size", "stars", "letters", "max_height", "diagonal", "top", "bottom", "left", "right", "givens", "regions"]


@st.composite
def json_puzzles(draw: st.DrawFn) -> str:
    """A JSON object with a type and random values in the schema's fields (or one such per line)."""
    data = {"type": draw(st.sampled_from([*TYPE_NAMES, "sudoku", 7]))}
    data |= draw(st.dictionaries(st.sampled_from([*FIELDS, "solution", "id", "unique"]), JSON_VALUES, max_size=8))
    text = json.dumps(data)
    return draw(st.sampled_from([text, f"[{text}]", f"{text}\n{text}\n"]))


FROM_SCRATCH = st.one_of(
    st.text(max_size=80),
    st.text(CHARACTERS, max_size=200),
    JSON_VALUES.map(json.dumps),
    json_puzzles(),
    st.builds(
        lambda prefix, body: prefix + body,
        st.sampled_from(["https://puzz.link/p?", "4:", "skyscrapers 4\n", "starbattle 5\n", "easyasabc 5 ABC\n"]),
        st.text(CHARACTERS, max_size=80),
    ),
)


# --- the property -----------------------------------------------------------------------------------------------


@contextmanager
def memory_capped(extra: int = MEMORY_CAP) -> Iterator[None]:
    """At most `extra` more bytes of address space inside the block: a greedy reader gets MemoryError."""
    soft, hard = resource.getrlimit(resource.RLIMIT_AS)
    in_use = int(Path("/proc/self/statm").read_text().split()[0]) * resource.getpagesize()
    cap = in_use + extra if hard == resource.RLIM_INFINITY else min(in_use + extra, hard)
    resource.setrlimit(resource.RLIMIT_AS, (cap, hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_AS, (soft, hard))


def readings(text: str) -> Iterator[tuple[str | None, str | None]]:
    """(format, type) pairs to read `text` with: detection, each format, and each type where one is asked."""
    yield None, None
    for fmt in FORMATS:
        yield fmt, None
    for name in TYPE_NAMES:
        yield None, name
        yield "puzzlekit", name


def read_back(text: str, fmt: str, type_name: str) -> Record:
    (record,) = loads(text, fmt, type_name)
    return record


def assert_round_trips(record: Record, fmt: str) -> None:
    """The record is a valid puzzle that reads back equal from its own format (if writable) and from JSON."""
    kind = type_of(record.puzzle)
    assert isinstance(kind.checker.warnings(record.puzzle), list)
    if record.solution is not None:
        assert all(isinstance(v, str) for v in kind.checker.violations(record.puzzle, record.solution))
    targets = ["json"] + ([fmt] if fmt != "json" else [])
    for target in targets:
        try:
            written = dumps(record.puzzle, target, record.solution, record.id)
        except PuzzleError:
            assert target != "json", "every valid puzzle has a JSON form"
            continue  # a format that cannot hold this puzzle says so
        back = read_back(written, target, kind.name)
        assert back.puzzle == record.puzzle, (target, written)
        if target in KEEPS_SOLUTIONS:
            assert back.solution == record.solution, (target, written)
        if target == "json":
            assert back.id == record.id


def check_reader_contract(text: str, engine: Engine) -> None:
    for fmt, type_name in readings(text):
        try:
            with memory_capped():
                records = loads(text, fmt, type_name, source="fuzz")
        except PuzzleError as error:
            assert str(error).startswith("fuzz") and "\n" not in str(error), str(error)
            continue
        assert records, "a reader that accepts input returns at least one puzzle"
        for record in records:
            assert_round_trips(record, fmt or detect_format(text))
            if record.puzzle.size <= SOLVE_UP_TO:
                result = engine.solve(record.puzzle)
                assert result.status in (Status.UNIQUE, Status.MULTIPLE, Status.UNSAT)


@pytest.fixture(scope="module")
def engine() -> Iterator[Engine]:
    with Engine() as shared:
        yield shared


FUZZ = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)


@FUZZ
@given(text=FROM_SCRATCH)
def test_readers_on_random_input(engine: Engine, text: str) -> None:
    check_reader_contract(text, engine)


@FUZZ
@given(text=mutated())
@example(text=HOSTILE["json-nested-1000"])
@example(text=HOSTILE["size-5000-digits"])
@example(text=HOSTILE["size-2**63"])
@example(text=HOSTILE["size-1e9"])
@example(text=HOSTILE["puzzlekit-superscript"])
@example(text=HOSTILE["bom-text"])
@example(text=HOSTILE["8x8-truncated"])
def test_readers_on_mutated_puzzles(engine: Engine, text: str) -> None:
    check_reader_contract(text, engine)


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_readers_on_hostile_input(engine: Engine, name: str) -> None:
    check_reader_contract(HOSTILE[name], engine)


@settings(max_examples=100, deadline=None)
@given(text=serialisations())
def test_every_serialisation_reads_back(text: str) -> None:
    """The seeds themselves: what the tool writes, it reads (the mutations start from these)."""
    (record,) = loads(text)
    assert_round_trips(record, detect_format(text))


# --- the CLI on hostile inputs ------------------------------------------------------------------------------------


def _limited() -> None:
    """The child may use 2 GB of address space: beyond that it fails instead of taking the machine."""
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


CLI_CASES = [
    "json-nested-1000",
    "size-5000-digits",
    "size-2**63",
    "size-1e9",
    "puzzlekit-superscript",
    "8x8-truncated",
]


def solve_file(path: Path, text: str) -> subprocess.CompletedProcess[str]:
    path.write_text(text, encoding="utf-8")
    command = [sys.executable, "-m", "satpuzzles", "solve", str(path)]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, preexec_fn=_limited)


@pytest.mark.parametrize("name", CLI_CASES)
def test_cli_reports_hostile_input_in_one_line_with_exit_2(name: str, tmp_path: Path) -> None:
    path = tmp_path / f"{name}.txt"
    done = solve_file(path, HOSTILE[name])
    assert "Traceback" not in done.stderr
    assert done.returncode == 2, (done.returncode, done.stderr[-500:])
    assert len(done.stderr.strip().splitlines()) == 1, done.stderr[-500:]
    assert str(path) in done.stderr


def test_cli_reads_a_file_with_a_byte_order_mark(tmp_path: Path) -> None:
    done = solve_file(tmp_path / "bom.txt", HOSTILE["bom-text"])
    assert done.returncode == 0 and "unique solution" in done.stdout, done.stderr
