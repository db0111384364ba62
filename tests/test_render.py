"""SVG pictures, read back as XML: what is drawn in each cell and around the grid matches the puzzle."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from string import ascii_uppercase

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from satpuzzles.formats import load
from satpuzzles.puzzles.easyasabc.model import EasyAsABC
from satpuzzles.puzzles.skyscrapers.model import Skyscrapers
from satpuzzles.puzzles.starbattle.model import StarBattle
from satpuzzles.typekit.drawable import render_svg
from satpuzzles.typekit.grid import SIDES

ROOT = Path(__file__).parents[1]
EXAMPLES = ROOT / "satpuzzles" / "examples"
DOCS = ROOT / "docs"
SVG = "{http://www.w3.org/2000/svg}"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def read_back(svg: str) -> tuple[dict[tuple[int, int], tuple[str, set[str]]], dict[tuple[str, int], str]]:
    """Every cell symbol (value and classes) by cell, and every clue by (side, index)."""
    root = ET.fromstring(svg)
    assert root.tag == f"{SVG}svg" and root.get("viewBox")
    cells: dict[tuple[int, int], tuple[str, set[str]]] = {}
    clues: dict[tuple[str, int], str] = {}
    for element in root.iter():
        value = element.get("data-value")
        if element.get("data-cell"):
            r, c = (int(part) for part in element.get("data-cell", "").split(","))
            assert (r, c) not in cells, f"two symbols in cell {(r, c)}"
            cells[(r, c)] = (value or "", set(element.get("class", "").split()))
            if element.tag == f"{SVG}text":
                assert element.text == value
        if element.get("data-clue"):
            side, index = element.get("data-clue", "").split(",")
            assert element.text == value
            clues[(side, int(index))] = value or ""
    return cells, clues


@st.composite
def latin_squares(draw: st.DrawFn, n: int) -> list[list[int]]:
    rows, cols, symbols = (draw(st.permutations(range(n))) for _ in range(3))
    return [[symbols[(rows[r] + cols[c]) % n] for c in range(n)] for r in range(n)]


def _off(r: int, c: int, n: int, diagonal: bool) -> bool:
    """Whether a cell may be given: a Latin square's diagonals may repeat values, so with the
    diagonal rule givens stay off them."""
    return not diagonal or r not in (c, n - 1 - c)


@st.composite
def solved_skyscrapers(draw: st.DrawFn) -> tuple[Skyscrapers, tuple[tuple[int, ...], ...]]:
    """A grid with parks (0) and heights, some cells given; clues are any in range (drawing checks nothing)."""
    n = draw(st.integers(1, 12))
    m = draw(st.integers(1, n))
    square = draw(latin_squares(n))
    grid = tuple(tuple(v + 1 if v < m else 0 for v in row) for row in square)
    diagonal = draw(st.booleans())
    shown = draw(st.lists(st.booleans(), min_size=n * n, max_size=n * n))
    givens = tuple(
        tuple(grid[r][c] if shown[r * n + c] and _off(r, c, n, diagonal) else None for c in range(n)) for r in range(n)
    )
    sides = {side: tuple(draw(st.lists(st.integers(0, m), min_size=n, max_size=n))) for side in SIDES}
    puzzle = Skyscrapers(size=n, max_height=m, diagonal=diagonal, givens=givens, **sides)
    return puzzle, grid


@st.composite
def solved_easy_as_abcs(draw: st.DrawFn) -> tuple[EasyAsABC, tuple[str, ...]]:
    n = draw(st.integers(1, 12))
    letters = ascii_uppercase[: draw(st.integers(1, n))]
    grid = tuple("".join(letters[v] if v < len(letters) else "-" for v in row) for row in draw(latin_squares(n)))
    diagonal = draw(st.booleans())
    shown = draw(st.lists(st.booleans(), min_size=n * n, max_size=n * n))
    givens = tuple(
        "".join(grid[r][c] if shown[r * n + c] and _off(r, c, n, diagonal) else "." for c in range(n)) for r in range(n)
    )
    clue = st.sampled_from("." + letters)
    sides = {side: "".join(draw(st.lists(clue, min_size=n, max_size=n))) for side in SIDES}
    return EasyAsABC(size=n, letters=letters, diagonal=diagonal, givens=givens, **sides), grid


@settings(max_examples=40, deadline=None)
@given(solved_skyscrapers(), st.booleans())
def test_skyscrapers_cells_and_clues_read_back(
    case: tuple[Skyscrapers, tuple[tuple[int, ...], ...]], solved: bool
) -> None:
    puzzle, grid = case
    cells, clues = read_back(render_svg(puzzle, grid if solved else None))
    assert clues == {(side, i): str(v) for side in SIDES for i, v in enumerate(puzzle.clues(side)) if v}
    expected = {}
    for r, row in enumerate(grid):
        for c, value in enumerate(row):
            given_value = puzzle.givens[r][c] if puzzle.givens else None
            if given_value is not None or solved:
                expected[(r, c)] = (
                    str(value),
                    {"park" if value == 0 else "value", "given" if given_value is not None else "solved"},
                )
    assert cells == expected


@settings(max_examples=40, deadline=None)
@given(solved_easy_as_abcs(), st.booleans())
def test_easyasabc_cells_and_clues_read_back(case: tuple[EasyAsABC, tuple[str, ...]], solved: bool) -> None:
    puzzle, grid = case
    cells, clues = read_back(render_svg(puzzle, grid if solved else None))
    assert clues == {(side, i): ch for side in SIDES for i, ch in enumerate(puzzle.clues(side)) if ch != "."}
    expected = {}
    for r, row in enumerate(grid):
        for c, value in enumerate(row):
            given_value = puzzle.givens[r][c] if puzzle.givens else "."
            if given_value != "." or solved:
                expected[(r, c)] = (
                    value,
                    {"blank" if value == "-" else "value", "given" if given_value != "." else "solved"},
                )
    assert cells == expected


def test_givens_and_solved_values_look_different() -> None:
    puzzle = Skyscrapers(2, (0, 0), (0, 0), (0, 0), (0, 0), max_height=1, givens=((1, None), (None, None)))
    root = ET.fromstring(render_svg(puzzle, ((1, 0), (0, 1))))
    given_text = root.find(f".//{SVG}text[@data-cell='0,0']")
    solved_text = root.find(f".//{SVG}text[@data-cell='1,1']")
    assert given_text is not None and solved_text is not None
    assert (given_text.get("fill"), given_text.get("font-weight")) == ("#000000", "bold")
    assert solved_text.get("fill") != "#000000" and solved_text.get("font-weight") is None


@st.composite
def star_battles(draw: st.DrawFn) -> tuple[StarBattle, tuple[tuple[int, ...], ...]]:
    """Any region map with some blocked cells, and any 0/1 grid of stars on the free cells."""
    n = draw(st.integers(1, 12))
    raw = draw(st.lists(st.integers(-1, n - 1), min_size=n * n, max_size=n * n))
    regions = tuple(tuple(raw[r * n : (r + 1) * n]) for r in range(n))
    if -1 not in raw:
        regions = tuple(
            tuple(-1 if (r, c) == (0, 0) else v for c, v in enumerate(row)) for r, row in enumerate(regions)
        )
    stars = draw(st.lists(st.booleans(), min_size=n * n, max_size=n * n))
    grid = tuple(tuple(int(stars[r * n + c] and regions[r][c] >= 0) for c in range(n)) for r in range(n))
    return StarBattle(size=n, stars=1, regions=regions), grid


@settings(max_examples=40, deadline=None)
@given(star_battles())
def test_starbattle_stars_blocked_cells_and_region_borders_read_back(
    case: tuple[StarBattle, tuple[tuple[int, ...], ...]],
) -> None:
    puzzle, grid = case
    n, regions = puzzle.size, puzzle.regions
    svg = render_svg(puzzle, grid)
    cells, clues = read_back(svg)
    assert clues == {}
    blocked = {(r, c): ("#", {"blocked", "given"}) for r in range(n) for c in range(n) if regions[r][c] < 0}
    stars = {(r, c): ("1", {"star", "solved"}) for r in range(n) for c in range(n) if grid[r][c]}
    assert cells == blocked | stars
    borders = ET.fromstring(svg).findall(f".//{SVG}line[@class='region-border']")
    between = sum(regions[r][c] != regions[r][c + 1] for r in range(n) for c in range(n - 1))
    between += sum(regions[r][c] != regions[r + 1][c] for r in range(n - 1) for c in range(n))
    assert len(borders) == between
    assert read_back(render_svg(puzzle))[0] == blocked


# --- the command ------------------------------------------------------------------------------------------------


def test_render_command_draws_the_solution(tmp_path: Path) -> None:
    out = tmp_path / "picture.svg"
    done = run("render", "https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk", "--solution", "-o", str(out))
    assert done.returncode == 0, done.stderr
    cells, _ = read_back(out.read_text())
    assert sorted(cells) == [(0, 1), (1, 4), (2, 2), (3, 0), (4, 5), (5, 3)]
    done = run("render", "https://puzz.link/p?skyscrapers/4/4/k13h4j3g")
    assert done.returncode == 0 and read_back(done.stdout) == (
        {},
        {("bottom", 1): "1", ("bottom", 2): "3", ("left", 1): "4", ("right", 2): "3"},
    )


def test_render_command_exit_codes(tmp_path: Path) -> None:
    out = tmp_path / "none.svg"
    done = run("render", "3:3/3/3" + "/" * 9, "--solution", "-o", str(out))  # three 3s across the top: impossible
    assert done.returncode == 3
    assert "nothing drawn: the puzzle has no solution" in done.stderr and not out.exists()
    done = run("render", "3:" + "/" * 11, "--solution", "-o", str(out))  # no clues: many solutions
    assert done.returncode == 1 and "several solutions; drawing one of them" in done.stderr
    assert len(read_back(out.read_text())[0]) == 9
    done = run("render", "https://puzz.link/p?skyscrapers/4/4/k1@3")
    assert done.returncode == 2 and "unexpected '@'" in done.stderr


@pytest.mark.parametrize("name", ["skyscrapers-8x8", "easyasabc-5x5", "starbattle-10x10"])
def test_committed_examples_are_what_the_command_draws(name: str, tmp_path: Path) -> None:
    """docs/example-*.svg come from `satpuzzles render satpuzzles/examples/NAME.txt --solution -o ...`."""
    out = tmp_path / f"{name}.svg"
    assert run("render", str(EXAMPLES / f"{name}.txt"), "--solution", "-o", str(out)).returncode == 0
    committed = DOCS / f"example-{name.split('-')[0]}.svg"
    assert committed.read_text() == out.read_text(), f"regenerate {committed.name} with the command above"
    puzzle = load(EXAMPLES / f"{name}.txt")[0].puzzle
    assert read_back(out.read_text())[0], f"{puzzle.type_name}: nothing drawn"
