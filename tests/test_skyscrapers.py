"""Skyscrapers: seed boards, a brute-force oracle, the rule checker, validation and text formats."""

from __future__ import annotations

import itertools
import json
import random
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from satpuzzles import PuzzleError, Status, load, loads, to_text
from satpuzzles.puzzles.skyscrapers import Skyscrapers
from satpuzzles.puzzles.skyscrapers.rules import violations
from satpuzzles.solving import Engine
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.visibility import seen_from

FIXTURES = Path(__file__).parent / "fixtures"
SEED_BOARDS = FIXTURES / "seed000_skyscrapers.jsonl"
# Seed 000, Fig. 5: the solved 6x6 board the CLP paper prints for its first test board.
FIG5_SOLUTION = (
    (2, 1, 3, 4, 5, 6),
    (3, 6, 4, 2, 1, 5),
    (4, 5, 6, 3, 2, 1),
    (1, 2, 5, 6, 4, 3),
    (5, 3, 2, 1, 6, 4),
    (6, 4, 1, 5, 3, 2),
)


@pytest.fixture(scope="module")
def engine():
    with Engine() as e:
        yield e


def test_seed_boards_are_unique_and_match(engine: Engine) -> None:
    """The seven boards of the CLP seeds' test_data.pl. The paper prints only the 6x6 answer
    (Fig. 5); the other recorded answers pass the rule checker and guard against regressions."""
    records = load(SEED_BOARDS)
    assert len(records) == 7
    for record in records:
        result = engine.solve(record.puzzle)
        assert result.status is Status.UNIQUE, record.id
        assert result.solution == record.solution, record.id
        assert violations(record.puzzle, result.solution) == []
    assert records[0].solution == FIG5_SOLUTION


def test_seed_8x8_needs_its_givens(engine: Engine) -> None:
    board = next(r for r in load(SEED_BOARDS) if r.id == "seed000-testRestrictions4-8x8").puzzle
    clues_only = Skyscrapers(size=8, top=board.top, bottom=board.bottom, left=board.left, right=board.right)
    assert engine.solve(clues_only).status is Status.MULTIPLE


def _latin_squares(n: int):
    """Every Latin square over 0..n-1 (backtracking)."""
    grid = [[0] * n for _ in range(n)]
    rows = [set() for _ in range(n)]
    cols = [set() for _ in range(n)]

    def fill(k: int):
        if k == n * n:
            yield tuple(tuple(row) for row in grid)
            return
        r, c = divmod(k, n)
        for v in range(n):
            if v not in rows[r] and v not in cols[c]:
                grid[r][c] = v
                rows[r].add(v)
                cols[c].add(v)
                yield from fill(k + 1)
                rows[r].discard(v)
                cols[c].discard(v)

    yield from fill(0)


def _clue_vector(square, n: int) -> tuple[int, ...]:
    return tuple(seen_from(square, side, i) for side in SIDES for i in range(n))


def _oracle_check(engine: Engine, n: int, max_height: int, diagonal: bool, trials: int, seed: int) -> None:
    """Compare SAT counts with brute force over all grids, on random clue subsets of random grids."""
    shift = n - max_height  # symbols 0..shift-1 become parks (0), the rest heights 1..max_height
    squares = set()  # several Latin squares give one grid when more than one symbol becomes a park
    for square in _latin_squares(n):
        grid = tuple(tuple(max(v - shift + 1, 0) for v in row) for row in square)
        if not diagonal or _diagonals_ok(grid, n, max_height):
            squares.add(grid)
    vectors = [_clue_vector(g, n) for g in squares]
    rng = random.Random(seed)
    seen_counts = set()
    for _ in range(trials):
        source = rng.choice(vectors)
        density = rng.uniform(0.2, 0.8)
        keep = [rng.random() < density for _ in source]
        if rng.random() < 0.2:  # sometimes an impossible clue set
            keep = [True] * len(source)
            source = tuple(rng.randint(1, max_height) for _ in source)
        matching = vectors
        for i in (i for i in range(len(source)) if keep[i]):
            matching = [v for v in matching if v[i] == source[i]]
        expected = len(matching)
        clues = [source[i] if keep[i] else 0 for i in range(len(source))]
        puzzle = Skyscrapers(
            size=n,
            max_height=max_height,
            diagonal=diagonal,
            **{side: tuple(clues[k * n : (k + 1) * n]) for k, side in enumerate(SIDES)},
        )
        result = engine.count(puzzle, 10)
        assert len(result.solutions) == min(expected, 10), (puzzle, expected)
        assert result.complete == (expected < 10)
        assert len(set(result.solutions)) == len(result.solutions)
        seen_counts.add(min(expected, 3))
    assert seen_counts == {0, 1, 2, 3}, "the random clue sets should cover unsat, unique and multiple cases"


def _diagonals_ok(grid, n: int, max_height: int) -> bool:
    expected = sorted([0] * (n - max_height) + list(range(1, max_height + 1)))
    main = sorted(grid[i][i] for i in range(n))
    anti = sorted(grid[i][n - 1 - i] for i in range(n))
    return main == expected and anti == expected


@pytest.mark.parametrize(("n", "max_height", "diagonal"), [(4, 4, False), (4, 3, False), (4, 4, True), (4, 2, True)])
def test_oracle_4x4(engine: Engine, n: int, max_height: int, diagonal: bool) -> None:
    _oracle_check(engine, n, max_height, diagonal, trials=60, seed=n * 10 + max_height)


def test_oracle_5x5_with_parks(engine: Engine) -> None:
    _oracle_check(engine, 5, 4, False, trials=60, seed=54)


@pytest.fixture
def alone_engine(monkeypatch: pytest.MonkeyPatch):
    """An engine that compiles every Skyscrapers puzzle for itself (as from encode.ALONE_FROM on)."""
    from satpuzzles.puzzles.skyscrapers import encode

    monkeypatch.setattr(encode, "ALONE_FROM", 1)
    with Engine() as e:
        yield e


@pytest.mark.parametrize(("n", "max_height", "diagonal"), [(4, 4, False), (4, 3, False), (4, 2, True)])
def test_oracle_alone(alone_engine: Engine, n: int, max_height: int, diagonal: bool) -> None:
    """The template of one puzzle's clues (truncated counters, unclued lines left out) counts like brute force."""
    _oracle_check(alone_engine, n, max_height, diagonal, trials=40, seed=n * 100 + max_height)


def test_oracle_alone_5x5_with_parks(alone_engine: Engine) -> None:
    _oracle_check(alone_engine, 5, 4, False, trials=40, seed=541)


def test_alone_template_is_smaller_and_refuses_other_clues() -> None:
    from satpuzzles.puzzles.skyscrapers import encode

    puzzle = Skyscrapers(size=6, top=(2, 0, 0, 0, 0, 0), bottom=(0,) * 6, left=(0, 3, 0, 0, 0, 0), right=(0,) * 6)
    shape = encode.compile(puzzle, "auto")
    alone = encode.compile_alone(puzzle, "auto")
    assert len(alone.formula.clauses) < len(shape.formula.clauses) / 2  # two clued lines of 24
    assert len(alone.counters["top"][0]) == 4  # out[0..3]: "exactly 2" reads out[2] and out[3]
    assert alone.counters["top"][1] == []
    assert len(alone.assumptions(puzzle)) == len(shape.assumptions(puzzle)) == 4
    with pytest.raises(ValueError, match="other clues"):
        alone.assumptions(replace(puzzle, top=(3, 0, 0, 0, 0, 0)))
    assert not encode.alone_wanted(puzzle)  # below ALONE_FROM the shape's template serves
    assert shape.priorities() == {}  # MiniSat's own order: the corpus batch searches as it did
    priorities = alone.priorities()
    assert len(priorities) == 6 * 6 * 6
    assert priorities[alone.ge(2, 3, 6)] == 1.0 > priorities[alone.ge(2, 3, 5)] > priorities[alone.ge(2, 3, 1)]


def test_givens_are_respected(engine: Engine) -> None:
    givens = ((None, 0, None, None, None),) + ((None,) * 5,) * 4
    puzzle = Skyscrapers(size=5, max_height=4, top=(4, 0, 0, 0, 0), bottom=(0,) * 5, left=(0,) * 5, right=(0,) * 5,
                         givens=givens)  # fmt: skip
    result = engine.count(puzzle, 20)
    assert result.solutions
    for solution in result.solutions:
        assert solution[0][1] == 0
        assert violations(puzzle, solution) == []


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"top": (1, 2, 3)}, "expected 4 entries"),
        ({"top": (5, 0, 0, 0)}, "top clue 1: clue 5 is outside 1..4"),
        ({"max_height": 5}, "max_height must be between 1 and size 4"),
        ({"givens": ((1, 1, None, None),) + ((None,) * 4,) * 3}, "height 1 is given twice in row 1"),
        ({"givens": ((0, None, None, None),) + ((None,) * 4,) * 3}, "a park (0) needs max_height below size"),
        ({"left": (0, 0, "x", 0)}, "left clue 3: expected a whole number"),
    ],
)
def test_validation_messages(changes: dict, message: str) -> None:
    fields = {"size": 4, "top": (0,) * 4, "bottom": (0,) * 4, "left": (0,) * 4, "right": (0,) * 4} | changes
    with pytest.raises(PuzzleError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Skyscrapers(**fields)


def test_rule_checker_catches_each_kind_of_violation() -> None:
    puzzle = Skyscrapers(size=3, top=(3, 0, 0), bottom=(0,) * 3, left=(0,) * 3, right=(0,) * 3,
                         givens=((None, None, 3), (None,) * 3, (None,) * 3))  # fmt: skip
    good = ((1, 2, 3), (2, 3, 1), (3, 1, 2))
    assert violations(puzzle, good) == []
    assert any("column 1" in v for v in violations(puzzle, ((1, 2, 3), (1, 3, 2), (3, 1, 2))))
    assert any("top clue 1" in v for v in violations(puzzle, ((2, 1, 3), (1, 3, 2), (3, 2, 1))))
    assert any("given 3" in v for v in violations(puzzle, ((1, 3, 2), (2, 1, 3), (3, 2, 1))))
    assert violations(puzzle, ((1, 2),)) == ["the solution is not a 3x3 grid"]


def test_corpus_fixture_through_every_format() -> None:
    """A published puzzle read from JSON, from its puzzlekit text and from our text gives one puzzle."""
    record = json.loads((FIXTURES / "seed000_skyscrapers.jsonl").read_text().splitlines()[0])
    from_json = loads(json.dumps(record))[0].puzzle
    from_text = loads(to_text(from_json))[0].puzzle
    assert from_json == from_text


def test_puzzlekit_text_is_read() -> None:
    text = "4 4 3 D\n- 2 - -\n- - - -\n- - - -\n- - - 1\n- - - -\n- 0 - -\n- - - -\n- - - 3\n"
    (record,) = loads(text)
    puzzle = record.puzzle
    assert (puzzle.size, puzzle.max_height, puzzle.diagonal) == (4, 3, True)
    assert puzzle.top == (0, 2, 0, 0) and puzzle.right == (0, 0, 0, 1)
    assert puzzle.givens[1][1] == 0 and puzzle.givens[3][3] == 3


@st.composite
def puzzles_with_solutions(draw):
    n = draw(st.integers(1, 12))
    m = draw(st.integers(1, n))
    rng = random.Random(draw(st.integers(0, 2**32)))
    symbols = list(range(n))
    rng.shuffle(symbols)
    shift = n - m
    grid = tuple(tuple(max(symbols[(r + c) % n] - shift + 1, 0) for c in range(n)) for r in range(n))
    clues = {side: tuple(draw(st.integers(0, m)) for _ in range(n)) for side in SIDES}
    mask = [[draw(st.booleans()) for _ in range(n)] for _ in range(n)]
    givens = tuple(tuple(grid[r][c] if mask[r][c] else None for c in range(n)) for r in range(n))
    has_givens = any(v is not None for row in givens for v in row)
    puzzle = Skyscrapers(size=n, max_height=m, givens=givens if has_givens else None, **clues)
    return puzzle, grid


@settings(max_examples=60, deadline=None)
@given(puzzles_with_solutions())
def test_text_round_trip(pair) -> None:
    puzzle, grid = pair
    assert loads(to_text(puzzle))[0].puzzle == puzzle
    solved = loads(to_text(puzzle, grid))[0]
    assert (solved.puzzle, solved.solution) == (puzzle, grid)
    assert loads(json.dumps(puzzle_json(puzzle)))[0].puzzle == puzzle


def puzzle_json(puzzle: Skyscrapers) -> dict:
    from satpuzzles import puzzle_to_json

    return puzzle_to_json(puzzle)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("skyscrapers 3\n  . . .\n. | 1 2 | .\n. | . . . | .\n. | . . . | .\n  . . .\n", "line 3: expected 3 cells"),
        ("skyscrapers 3\n  . x .\n. | . . . | .\n. | . . . | .\n. | . . . | .\n  . . .\n", "line 2: expected a number"),
        ("skyscrapers 3 heights=2\n", "line 1: unknown header option 'heights'"),
        ("skyscrapers 3\n. | . . . | .\n", "line 1: expected 3 grid rows"),
        (
            "skyscrapers 3 solved\n. | 1 2 3 | .\n. | 2 . 1 | .\n. | 3 1 2 | .\n",
            "line 3: a solved board has no unknown",
        ),
        (
            "skyscrapers 3\n  4 . .\n. | . . . | .\n. | . . . | .\n. | . . . | .\n  . . .\n",
            "top clue 1: clue 4 is outside",
        ),
        ("skyscrapers 3\n  . 2 .\n. | . . . | .\n. | . . . | .\n. | . . . | .\n", "line 5: expected the bottom clue"),
        ("skyscrapers 3\n +---+\n. | . . . | .\n. | . . . | .\n. | . . . | .\n", "line 5: expected the bottom border"),
        ("skyscrapers 3\n. | . . . | .\n +---+\n. | . . . | .\n. | . . . | .\n", "line 3: unexpected line between"),
        ("skyscrapers 3\n. | . . . | .\n. | . . . | .\n. | . . . | .\n +---+\n", "line 2: a bottom border needs a top"),
        ("skyscrapers 3\n +---+\n  . . .\n. | . . . | .\n. | . . . | .\n. | . . . | .\n", "line 2: unexpected line"),
        ('{"type": "skyscrapers", "size": 3, "top": [1, 2]}', "top: expected 3 entries, found 2"),
        ('{"type": "nosuchtype", "size": 3}', "unknown puzzle type 'nosuchtype'"),
        ('{"type": "skyscrapers",', "invalid JSON"),
        ("hello world\n", "cannot tell the format"),
    ],
)
def test_malformed_text_names_the_place(text: str, message: str) -> None:
    with pytest.raises(PuzzleError, match=message):
        loads(text, source="input.txt")
    with pytest.raises(PuzzleError, match=r"^input\.txt: "):
        loads(text, source="input.txt")


def test_json_lines_errors_name_the_line() -> None:
    good = json.dumps({"type": "skyscrapers", "size": 2, "top": [2, 0]})
    bad = json.dumps({"id": "b", "type": "skyscrapers", "size": 2, "top": [3, 0]})
    with pytest.raises(PuzzleError, match=r"^f.jsonl: line 3 \(id b\), top clue 1: clue 3 is outside"):
        loads(f"{good}\n{good}\n{bad}\n", source="f.jsonl")


def test_every_small_grid_is_checked_by_count() -> None:
    """With no clues, a 3x3 has exactly the 12 Latin squares (diagonal: none survive both diagonals)."""
    with Engine() as engine:
        open_3 = Skyscrapers(size=3, top=(0,) * 3, bottom=(0,) * 3, left=(0,) * 3, right=(0,) * 3)
        result = engine.count(open_3, 50)
        assert len(result.solutions) == 12 and result.complete
        diag = Skyscrapers(size=3, diagonal=True, top=(0,) * 3, bottom=(0,) * 3, left=(0,) * 3, right=(0,) * 3)
        assert engine.count(diag, 5).status is Status.UNSAT
        assert len(list(itertools.islice(_latin_squares(3), 100))) == 12


def test_the_diagonal_variant_shares_solving_template_and_keeps_its_rule() -> None:
    """Solving compiles a size once for both variants (the diagonals' rule under a selector each puzzle assumes or
    not): a blank 4x4 has the 576 Latin squares, 48 of them diagonal, in either order on one engine."""
    plain = Skyscrapers(size=4, top=(0,) * 4, bottom=(0,) * 4, left=(0,) * 4, right=(0,) * 4)
    diagonal = replace(plain, diagonal=True)
    with Engine() as engine:
        assert len(engine.count(diagonal, 600).solutions) == 48
        assert len(engine.count(plain, 600).solutions) == 576
        assert len(engine.count(diagonal, 600).solutions) == 48
        assert engine.template(plain) is engine.template(diagonal)
