"""Easy As ABC: model, encoding (against a brute-force oracle), rule checker and text formats."""

from __future__ import annotations

import dataclasses
import random
from itertools import permutations, product
from pathlib import Path
from string import ascii_uppercase

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from pysat.solvers import Solver

from satpuzzles.errors import PuzzleError
from satpuzzles.formats import detect_format, load, loads
from satpuzzles.puzzles import get_type
from satpuzzles.puzzles.easyasabc.model import EasyAsABC
from satpuzzles.solving.search import Engine, Status
from satpuzzles.typekit.grid import SIDES, line_cells

FIXTURES = Path(__file__).parent / "fixtures" / "easyasabc.jsonl"  # three corpus puzzles (janko.at)
ABC = get_type("easyasabc")


def puzzle(
    size: int, letters: str, diagonal: bool = False, givens: tuple[str, ...] | None = None, **clues: str
) -> EasyAsABC:
    sides = {side: clues.get(side, "." * size) for side in SIDES}
    return EasyAsABC(size=size, letters=letters, diagonal=diagonal, givens=givens, **sides)


def first_seen(grid: tuple[str, ...], side: str, index: int) -> str:
    return next((grid[r][c] for r, c in line_cells(side, index, len(grid[0])) if grid[r][c] != "-"), ".")


def brute_force(p: EasyAsABC) -> set[tuple[str, ...]]:
    """Every grid that obeys the puzzle, row by row over all arrangements of one row (an independent oracle)."""
    n, symbols = p.size, p.letters + "-" * p.blanks
    arrangements = sorted({"".join(row) for row in permutations(symbols)})
    givens = p.givens or ("." * n,) * n
    diagonals = [[(i, i) for i in range(n)], [(i, n - 1 - i) for i in range(n)]] if p.diagonal else []
    found: set[tuple[str, ...]] = set()

    def fits(row: str, r: int) -> bool:
        ends = (p.left[r], first_seen((row,), "left", 0)), (p.right[r], first_seen((row,), "right", 0))
        return all(g in (".", v) for g, v in zip(givens[r], row, strict=True)) and all(c in (".", s) for c, s in ends)

    def room(line: str, ch: str) -> bool:
        return line.count(ch) < (p.blanks if ch == "-" else 1)

    candidates = [[row for row in arrangements if fits(row, r)] for r in range(n)]

    def extend(rows: list[str], columns: list[str], diagonal_lines: list[str]) -> None:
        r = len(rows)
        if r == n:
            grid = tuple(rows)
            if all(clue in (".", first_seen(grid, "bottom", i)) for i, clue in enumerate(p.bottom)):
                found.add(grid)
            return
        for row in candidates[r]:
            if not all(room(col, ch) for col, ch in zip(columns, row, strict=True)):
                continue
            if not all(p.top[c] in (".", ch) for c, ch in enumerate(row) if ch != "-" and columns[c].strip("-") == ""):
                continue
            on_diagonals = [next((row[j] for i, j in cells if i == r), "") for cells in diagonals]
            if all(room(line, ch) for line, ch in zip(diagonal_lines, on_diagonals, strict=True)):
                extend(
                    [*rows, row],
                    [col + ch for col, ch in zip(columns, row, strict=True)],
                    [line + ch for line, ch in zip(diagonal_lines, on_diagonals, strict=True)],
                )

    extend([], [""] * n, [""] * len(diagonals))
    return found


def count(engine: Engine, p: EasyAsABC, limit: int) -> tuple[set[tuple[str, ...]], bool]:
    result = engine.count(p, limit)
    assert len(result.solutions) == len(set(result.solutions))
    return set(result.solutions), result.complete


# --- seed 004 (Fontes & Andrade, "Easy As ABC using CLP"): start(Left, Up, Right, Down) ------------------
# N x N boards with N-1 letters (one blank per line); clue numbers 1 = A, 0 = none; left/right run top to
# bottom, up/down left to right. The paper states no solutions for these queries, so counts come from the
# brute-force oracle (and agree with it below).
SEED_QUERIES = {
    "puzzle0": (([0, 1], [1, 0], [1, 1], [0, 0]), 2),
    "puzzle1": (([2, 2, 1], [2, 1, 1], [1, 1, 2], [1, 2, 2]), 1),
    "puzzle2": (([0, 0, 0, 1], [0, 2, 0, 3], [1, 0, 0, 0], [2, 0, 3, 0]), 1),
    "puzzle3": (([0, 0, 0, 1], [0, 0, 0, 1], [1, 0, 0, 0], [1, 0, 0, 0]), 70),
    "puzzle4": (([0, 0, 0, 1, 0], [0, 2, 0, 3, 0], [1, 0, 0, 0, 0], [2, 0, 3, 0, 0]), 152),
    "puzzle5": (([4, 2, 3, 1, 2], [4, 1, 2, 1, 3], [3, 1, 4, 2, 1], [0, 2, 3, 4, 1]), 1),
    # Figure 4's call; the paper shows "a possible solution" (the figure itself is lost in the text).
    "figure4": (([0, 2, 0, 0, 0], [0, 0, 3, 1, 0], [0, 0, 1, 0, 0], [0, 0, 2, 0, 0]), 173),
}


def from_seed(left: list[int], up: list[int], right: list[int], down: list[int]) -> EasyAsABC:
    n = len(left)
    text = {
        side: "".join(ascii_uppercase[v - 1] if v else "." for v in clues)
        for side, clues in zip(SIDES, (up, down, left, right), strict=True)
    }
    return EasyAsABC(size=n, letters=ascii_uppercase[: n - 1], **text)


@pytest.mark.parametrize("name", SEED_QUERIES)
def test_seed_queries(name: str) -> None:
    clues, expected = SEED_QUERIES[name]
    p = from_seed(*clues)
    with Engine() as engine:
        solutions, complete = count(engine, p, 500)
    assert complete and len(solutions) == expected
    assert solutions == brute_force(p)
    assert all(not ABC.checker.violations(p, s) for s in solutions)


def test_seed_puzzle5_solution() -> None:
    with Engine() as engine:
        result = engine.solve(from_seed(*SEED_QUERIES["puzzle5"][0]))
    assert result.status is Status.UNIQUE
    assert result.solution == ("DAB-C", "BCDA-", "C-ABD", "AD-CB", "-BCDA")


# --- brute-force oracle on small shapes, many clue sets on one engine (compile once, assume many) -----------


def random_puzzle(
    rng: random.Random, size: int, letters: str, diagonal: bool, grids: list[tuple[str, ...]]
) -> EasyAsABC:
    """Clues and givens read off a random valid grid (mostly solvable), or drawn at random (often not)."""
    if rng.random() < 0.3:
        draw = {side: "".join(rng.choice("." * size + letters) for _ in range(size)) for side in SIDES}
        return puzzle(size, letters, diagonal, **draw)
    grid = rng.choice(grids)
    clues = {s: "".join(first_seen(grid, s, i) if rng.random() < 0.4 else "." for i in range(size)) for s in SIDES}
    givens = tuple("".join(ch if rng.random() < 0.1 else "." for ch in row) for row in grid)
    return puzzle(size, letters, diagonal, givens, **clues)


@pytest.mark.parametrize(
    ("size", "letters", "diagonal"), [(3, "AB", False), (4, "AB", False), (4, "ABC", False), (4, "ABC", True)]
)
def test_count_matches_brute_force(size: int, letters: str, diagonal: bool) -> None:
    rng = random.Random(f"{size}{letters}{diagonal}")
    grids = sorted(brute_force(puzzle(size, letters, diagonal)))
    limit = 40
    with Engine() as engine:
        assert count(engine, puzzle(size, letters, diagonal), len(grids) + 1) == (set(grids), True)
        for _ in range(60):
            p = random_puzzle(rng, size, letters, diagonal, grids)
            expected = {g for g in grids if not ABC.checker.violations(p, g)}
            assert expected == brute_force(p)
            solutions, complete = count(engine, p, limit)
            if len(expected) < limit:
                assert (solutions, complete) == (expected, True), p
            else:
                assert len(solutions) == limit and not complete and solutions <= expected


@pytest.mark.parametrize(("size", "letters"), [(4, "ABC"), (5, "ABC")])
def test_first_letter_switches_are_equivalences(size: int, letters: str) -> None:
    """With the cells fixed, every switch is forced both ways: a clue could be assumed true or false."""
    template = ABC.compiler.compile(puzzle(size, letters), "auto")
    rng = random.Random(size)
    with Solver(name="cadical195", bootstrap_with=template.formula.clauses) as solver:
        for _ in range(3):
            assert solver.solve(assumptions=[template.x(rng.randrange(size), rng.randrange(size), 0)])
            grid = template.decode(solver.get_model())
            cells = template.solution_literals(grid)
            for s, side in enumerate(SIDES):
                for i in range(size):
                    for v, letter in enumerate(letters):
                        switch = template.first.lit(s, i, v)
                        forced = switch if first_seen(grid, side, i) == letter else -switch
                        assert not solver.solve(assumptions=[*cells, -forced]), (grid, side, i, letter)


# --- corpus fixtures ---------------------------------------------------------------------------------------


def test_corpus_fixtures_solve_to_their_solutions() -> None:
    records = load(FIXTURES)
    assert len(records) == 3
    with Engine() as engine:
        for record in records:
            result = engine.solve(record.puzzle)
            assert result.status is Status.UNIQUE and record.unique
            assert result.solution == record.solution


def test_blocking_is_retired_between_puzzles() -> None:
    record = next(r for r in load(FIXTURES) if r.puzzle.size == 6)
    with Engine() as engine:
        for _ in range(3):
            assert engine.solve(record.puzzle).solution == record.solution


# --- text formats ------------------------------------------------------------------------------------------


@st.composite
def puzzles_with_grids(draw: st.DrawFn) -> tuple[EasyAsABC, tuple[str, ...]]:
    """A puzzle and a full grid that agrees with its givens (the grid is a cyclic Latin square)."""
    n = draw(st.integers(1, 7))
    letters = ascii_uppercase[: draw(st.integers(1, n))]
    symbols = draw(st.permutations(letters + "-" * (n - len(letters))))
    grid = tuple("".join(symbols[(r + c) % n] for c in range(n)) for r in range(n))
    diagonal = draw(st.booleans())
    clue = st.text(alphabet="." + letters, min_size=n, max_size=n)
    sides = {side: draw(clue) for side in SIDES}
    mask = draw(st.lists(st.booleans(), min_size=n * n, max_size=n * n))
    # The cyclic square may repeat along a diagonal, so the diagonal variant gets givens off the diagonals.
    shown = [[mask[r * n + c] and not (diagonal and c in (r, n - 1 - r)) for c in range(n)] for r in range(n)]
    givens = tuple("".join(grid[r][c] if shown[r][c] else "." for c in range(n)) for r in range(n))
    return EasyAsABC(size=n, letters=letters, diagonal=diagonal, givens=givens, **sides), grid


@settings(max_examples=150, deadline=None)
@given(puzzles_with_grids())
def test_text_round_trip(case: tuple[EasyAsABC, tuple[str, ...]]) -> None:
    p, grid = case
    assert ABC.text.read(ABC.text.write(p)) == (p, None)
    assert ABC.text.read(ABC.text.write(p, grid)) == (p, grid)
    assert ABC.codec.from_json(ABC.codec.to_json(p)) == p
    assert ABC.codec.solution_from_json(p, ABC.codec.solution_to_json(grid)) == grid
    [record] = loads(ABC.text.write(p, grid))
    assert (record.puzzle, record.solution) == (p, grid)


def test_native_text_look() -> None:
    p = puzzle(4, "ABC", top="A...", right="..C.", givens=("....", ".-..", "....", "...B"))
    assert ABC.text.write(p) == (
        "easyasabc 4 letters=ABC\n"
        "    A . . .\n"
        "  +---------+\n"
        ". | . . . . | .\n"
        ". | . - . . | .\n"
        ". | . . . . | C\n"
        ". | . . . B | .\n"
        "  +---------+\n"
        "    . . . .\n"
    )
    solved = ABC.text.write(p, ("A-BC", "C-AB", "BAC-", "-CAB"))
    assert " . |  C -*  A  B |  ." in solved.splitlines() and solved.startswith("easyasabc 4 letters=ABC solved\n")


def test_lower_case_text_and_left_out_clue_lines() -> None:
    text = "# a comment\neasyasabc 3 letters=ab\n+-------+\n. | a . . | b\n. | . . . | .\n. | . . . | .\n+-------+\n"
    p, solution = ABC.text.read(text)
    assert solution is None and p.top == "..." and p.right == "B.." and p.givens == ("A..", "...", "...")


def test_puzzlekit_text_matches_json() -> None:
    for record in load(FIXTURES):
        raw = next(line for line in FIXTURES.read_text().splitlines() if record.id in line)
        kit = __import__("json").loads(raw)["puzzlekit_problem"]
        assert detect_format(kit) == "puzzlekit"
        [read] = loads(kit)
        # puzzlekit's header has no diagonal flag
        assert read.puzzle == dataclasses.replace(record.puzzle, diagonal=False)


def test_puzzlekit_detection_does_not_claim_skyscrapers() -> None:
    sky = ["4 4 4", "- - - -", "- 1 3 -", "- 4 - -", "- - 3 -", *["- - - -"] * 4]
    abc = ["4 4 c", "- - - -", "- 1 3 -", "- 4 - -", "- - 3 -", *["- - - -"] * 4]
    assert not ABC.puzzlekit.looks_like(sky)
    assert ABC.puzzlekit.looks_like(abc)
    assert not get_type("skyscrapers").puzzlekit.looks_like(abc)


# --- malformed input ---------------------------------------------------------------------------------------

GOOD = {"type": "easyasabc", "size": 5, "letters": "ABC", "top": "A..B.", "left": "..C.."}


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"letters": "ABD"}, "letters: letters must run from A without gaps"),
        ({"letters": "BC"}, "letters: letters must run from A"),
        ({"letters": None}, "letters: is missing"),
        ({"letters": "ABCDEF"}, "letters: 6 letters do not fit in a row of 5 cells"),
        ({"size": "5"}, "size: expected a whole number"),
        ({"size": 0}, "size: size must be at least 1"),
        ({"diagonal": "yes"}, "diagonal: expected true or false"),
        ({"top": "A..B"}, "top: expected 5 clues, found 4"),
        ({"bottom": ["A", ".", ".", ".", "."]}, "bottom: expected a string, found list"),
        ({"right": "..D.."}, "right clue 3: clue 'D' is not one of ABC"),
        ({"givens": [".....", "....", ".....", ".....", "....."]}, "givens row 2: expected 5 cells, found 4"),
        ({"givens": ["....."] * 4}, "givens: expected 5 entries, found 4"),
        ({"givens": ["..x..", *["....."] * 4]}, "given at row 1, column 3: 'x' is not one of ABC"),
        ({"givens": ["A.A..", *["....."] * 4]}, "givens: letter A is given twice in row 1"),
        ({"givens": ["B....", ".....", "B....", ".....", "....."]}, "letter B is given twice in column 1"),
        ({"givens": ["---..", *["....."] * 4]}, "givens: 3 blanks given in row 1, at most 2 fit"),
        (
            {"diagonal": True, "givens": ["C....", ".C...", ".....", ".....", "....."]},
            "letter C is given twice in the main diagonal",
        ),
    ],
)
def test_malformed_json(change: dict[str, object], message: str) -> None:
    with pytest.raises(PuzzleError) as error:
        ABC.codec.from_json({**GOOD, **change})
    assert message in str(error.value)


GOOD_TEXT = """easyasabc 3 letters=AB
    . A .
  +-------+
. | . . . | .
B | . - . | .
. | . . . | .
  +-------+
    . . .
"""


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("letters=AB", "", "line 1: the header needs the letters"),
        ("letters=AB", "letters=AB colour=red", "line 1: unknown header option 'colour'"),
        ("letters=AB", "letters=BA", "line 1, letters: letters must run from A"),
        ("letters=AB", "letters=ABCD", "line 1, letters: 4 letters do not fit"),
        ("easyasabc 3", "easyasabc x", "line 1: expected the grid size"),
        ("    . A .", "    . C .", "line 2: expected one of AB or '.' for a top clue, found 'C'"),
        ("    . A .", "    . AB .", "line 2: expected one of AB or '.' for a top clue, found 'AB'"),
        ("    . . .", "    . .", "line 8: expected 3 bottom clues, found 2"),
        ("B | . - . | .", "B | . - | .", "line 5: expected 3 cells, found 2"),
        ("B | . - . | .", "B | . ? . | .", "line 5: expected one of AB, '-' (blank) or '.' (unknown) for a cell"),
        ("B | . - . | .", "B | . - . .", "line 5: a grid row needs the form 'LEFT | cells | RIGHT'"),
        ("B | . - . | .\n", "", "line 1: expected 3 grid rows (lines with '|'), found 2"),
        ("B | . - . | .", "B | - - . | .", "line 1, givens: 2 blanks given in row 2, at most 1 fit"),
        ("letters=AB", "letters=AB solved", "line 4: a solved board has no unknown cells"),
    ],
)
def test_malformed_text(old: str, new: str, message: str) -> None:
    assert GOOD_TEXT.count(old) == 1
    with pytest.raises(PuzzleError) as error:
        ABC.text.read(GOOD_TEXT.replace(old, new))
    assert message in str(error.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("3 3 2\n" + "- - -\n" * 7, "line 1: expected the puzzlekit header"),
        ("3 4 b\n" + "- - -\n" * 7, "line 1: only square grids"),
        ("3 3 b\n" + "- - -\n" * 6, "line 1: expected 4 clue lines and 3 grid lines"),
        ("3 3 b\n- c -\n" + "- - -\n" * 6, "line 2: expected a letter a..b or '-', found 'c'"),
        ("3 3 b\n- - - -\n" + "- - -\n" * 6, "line 2: expected 3 entries, found 4"),
        ("3 3 b\n" + "- - -\n" * 4 + "a a -\n" + "- - -\n" * 2, "line 1, givens: letter A is given twice in row 1"),
    ],
)
def test_malformed_puzzlekit(text: str, message: str) -> None:
    with pytest.raises(PuzzleError) as error:
        ABC.puzzlekit.read(text)
    assert message in str(error.value)


# --- rule checker ------------------------------------------------------------------------------------------

SOLVED = puzzle(4, "ABC", top="A..C", left=".C..", givens=("A...", "....", "....", "...."))


def test_rule_checker_accepts_a_valid_solution() -> None:
    assert ABC.checker.violations(SOLVED, ("AB-C", "-CAB", "CAB-", "B-CA")) == []


@pytest.mark.parametrize(
    ("p", "grid", "message"),
    [
        (SOLVED, ("AB-C", "-CAB", "CAB-"), "the solution is not 4 rows of 4 characters"),
        (SOLVED, ("AB-C", "-CAB", "CAB-", "B-C"), "the solution is not 4 rows of 4 characters"),
        (SOLVED, ("AB-C", "-CAB", "CAB-", "B-CX"), "the solution holds 'X'"),
        (SOLVED, ("AB-C", "-CAB", "CAB-", "B-CC"), "row 4 holds -BCC, expected -ABC"),
        (SOLVED, ("AB-C", "-CAB", "CAB-", "BC-A"), "column 2 holds ABCC, expected -ABC"),
        (dataclasses.replace(SOLVED, diagonal=True), ("AB-C", "-CAB", "CAB-", "B-CA"), "the main diagonal holds"),
        (dataclasses.replace(SOLVED, top="B..C"), ("AB-C", "-CAB", "CAB-", "B-CA"), "top clue 1 is B but the first"),
        (dataclasses.replace(SOLVED, bottom="...C"), ("AB-C", "-CAB", "CAB-", "B-CA"), "bottom clue 4 is C but"),
        (dataclasses.replace(SOLVED, right="..A."), ("AB-C", "-CAB", "CAB-", "B-CA"), "right clue 3 is A but"),
        (
            dataclasses.replace(SOLVED, givens=("B...", "....", "....", "....")),
            ("AB-C", "-CAB", "CAB-", "B-CA"),
            "row 1, column 1 is given B but holds A",
        ),
    ],
)
def test_rule_checker_catches(p: EasyAsABC, grid: tuple[str, ...], message: str) -> None:
    assert any(message in problem for problem in ABC.checker.violations(p, grid)), ABC.checker.violations(p, grid)


# Two blanks per line (5x5 with ABC, as generated): "B within the first three cells" follows from a clue
# only with its line's rule, which a step must then name.
EXAMPLES = Path(__file__).resolve().parents[1] / "satpuzzles" / "examples"
TWO_BLANKS = EasyAsABC(
    5, "ABC", ".....", "CB..B", "C.BC.", "B....", givens=(".....", ".....", "...-.", ".....", ".....")
)


def clue_allows(clue: str, line: tuple[str, ...]) -> bool:
    """The clue as the rulebook says it: the first letter seen from its side is the clue's."""
    return next((value for value in line if value != "-"), None) == clue


@pytest.mark.parametrize(
    "puzzle", [TWO_BLANKS, load(EXAMPLES / "easyasabc-5x5.txt")[0].puzzle], ids=["two blanks", "example"]
)
def test_a_step_from_a_clue_alone_follows_from_what_the_clue_says(
    puzzle: EasyAsABC, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every step naming one clue and no line is re-derived by brute force over the clue's line: each value the
    known facts leave its cells, kept when the clue reads true. A step that used the line's rule unnamed (once:
    "r4c1 is not B: top clue B of column 1") fails here. The step search's steps: the named techniques (which
    name a clue with its line, tests/test_abc_techniques.py) are switched off."""
    from satpuzzles.puzzles.easyasabc.steps import EasyAsABCSteps
    from satpuzzles.steps import steps

    monkeypatch.setattr(EasyAsABCSteps, "techniques", lambda self, candidates, decided: [])
    path = steps(puzzle)
    assert path.complete
    values = ("-", *puzzle.letters)
    clue_only = [step for step in path.steps if [g.rank[0] for g in step.groups] == ["clue"]]
    assert len(clue_only) > 5
    for step in clue_only:
        (group,) = step.groups
        side, index, clue = group.json["side"], group.json["index"], group.json["value"]
        cells = line_cells(side, index, puzzle.size)
        options = {cell: set(values) for cell in cells}
        for fact in step.facts:
            assert fact.cell in options, "a clue-only step's facts lie on the clue's line"
            options[fact.cell] &= {fact.value} if fact.placed else set(values) - {fact.value}
        lines = [line for line in product(*(sorted(options[cell]) for cell in cells)) if clue_allows(clue, line)]
        assert lines, "the step's facts and its clue have no line in common"
        for fact in [*step.decided, *step.excluded]:
            at = cells.index(fact.cell)
            held = {line[at] for line in lines}
            assert held == {fact.value} if fact.placed else fact.value not in held, (
                f"{fact} does not follow from {group.name} and {step.facts}"
            )
