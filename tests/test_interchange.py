"""puzz.link URLs, Tatham Towers game IDs, puzzlekit writing, `satpuzzles convert`, and inline inputs."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from string import ascii_uppercase

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from satpuzzles.errors import PuzzleError
from satpuzzles.formats import detect_format, dumps, load, loads
from satpuzzles.formats.puzzlink import read_url, write_url
from satpuzzles.formats.tatham import read_game_id, write_game_id
from satpuzzles.puzzles import type_of
from satpuzzles.puzzles.easyasabc.model import EasyAsABC
from satpuzzles.puzzles.skyscrapers.model import Skyscrapers
from satpuzzles.puzzles.starbattle.model import StarBattle, canonical
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.puzzlink import (
    QUESTION,
    decode_1cell,
    decode_binary,
    decode_number16,
    decode_outside,
    decode_regions,
    decode_triple,
    encode_1cell,
    encode_binary,
    encode_number16,
    encode_outside,
    encode_regions,
    encode_triple,
)

FIXTURES = Path(__file__).parent / "fixtures" / "easyasabc.jsonl"
SIZES = st.integers(1, 30)  # the sizes the round trips cover


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "satpuzzles", *args]
    return subprocess.run(command, input=stdin, capture_output=True, text=True, timeout=120)


# --- random valid puzzles ------------------------------------------------------------------------------


@st.composite
def latin_squares(draw: st.DrawFn, n: int) -> list[list[int]]:
    """A Latin square on 0..n-1: a cyclic one with rows, columns and symbols shuffled."""
    rows, cols, symbols = (draw(st.permutations(range(n))) for _ in range(3))
    return [[symbols[(rows[r] + cols[c]) % n] for c in range(n)] for r in range(n)]


@st.composite
def skyscrapers(draw: st.DrawFn, sizes: st.SearchStrategy[int] = SIZES) -> Skyscrapers:
    """Any clues (the model only checks their range) and givens taken from a Latin square."""
    n = draw(sizes)
    sides = {side: tuple(draw(st.lists(st.integers(0, n), min_size=n, max_size=n))) for side in SIDES}
    givens = None
    if draw(st.booleans()):
        square = draw(latin_squares(n))
        shown = draw(st.lists(st.booleans(), min_size=n * n, max_size=n * n))
        if any(shown):
            givens = tuple(tuple(square[r][c] + 1 if shown[r * n + c] else None for c in range(n)) for r in range(n))
    return Skyscrapers(size=n, givens=givens, **sides)


@st.composite
def easy_as_abcs(draw: st.DrawFn, sizes: st.SearchStrategy[int] = SIZES) -> EasyAsABC:
    """Clues from the letters; givens are letters of a valid grid (URLs cannot mark given blanks)."""
    n = draw(sizes)
    letters = ascii_uppercase[: draw(st.integers(1, min(n, 26)))]
    clue = st.sampled_from("." + letters)
    sides = {side: "".join(draw(st.lists(clue, min_size=n, max_size=n))) for side in SIDES}
    givens = None
    if draw(st.booleans()):
        square = draw(latin_squares(n))
        shown = draw(st.lists(st.booleans(), min_size=n * n, max_size=n * n))
        givens = tuple(
            "".join(
                letters[square[r][c]] if square[r][c] < len(letters) and shown[r * n + c] else "." for c in range(n)
            )
            for r in range(n)
        )
    return EasyAsABC(size=n, letters=letters, givens=givens, **sides)


@st.composite
def star_battles(draw: st.DrawFn, sizes: st.SearchStrategy[int] = SIZES) -> StarBattle:
    """N connected regions grown at random from N seeds (URLs draw regions as walls)."""
    n = draw(sizes)
    seeds = draw(st.lists(st.integers(0, n * n - 1), min_size=n, max_size=n, unique=True))
    rng = draw(st.randoms(use_true_random=False))
    regions = [[-1] * n for _ in range(n)]
    frontier = []
    for region, seed in enumerate(seeds):
        regions[seed // n][seed % n] = region
        frontier.append((seed // n, seed % n))
    while frontier:
        r, c = frontier.pop(rng.randrange(len(frontier)))
        for q, d in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= q < n and 0 <= d < n and regions[q][d] < 0:
                regions[q][d] = regions[r][c]
                frontier.append((q, d))
    stars = draw(st.integers(1, (n + 1) // 2))
    return StarBattle(size=n, stars=stars, regions=tuple(tuple(row) for row in regions))


# --- Number16 ------------------------------------------------------------------------------------------


@given(st.lists(st.one_of(st.none(), st.just(QUESTION), st.integers(0, 4095)), max_size=120))
def test_number16_round_trip(values: list[int | None]) -> None:
    text = encode_number16(values)
    assert decode_number16(text, 0, len(values), "values") == (values, len(text))


def test_number16_pieces() -> None:
    assert encode_number16([None] * 20 + [None, 3, 17, 300]) == "zg3-11+12c"
    assert decode_number16("z.", 0, 22, "clues") == ([None] * 20 + [-2, None], 2)


@given(st.lists(st.booleans(), max_size=120), st.sampled_from(["", "1."]))
def test_binary_and_1cell_round_trip_and_end_where_they_end(marks: list[bool], after: str) -> None:
    for encode, decode in ((encode_binary, decode_binary), (encode_1cell, decode_1cell)):
        text = encode(marks)
        assert decode(text + after, 0, len(marks), "marks") == (marks, len(text))


def test_1cell_and_triple_pieces() -> None:
    # pzprjs's Tents example: trees after 2 empty cells, then 8, 2, 3, 2, 3 cells apart
    trees, end = decode_1cell("j82323", 0, 25, "trees")
    assert [k for k, tree in enumerate(trees) if tree] == [2, 11, 14, 18, 21] and end == 6
    assert encode_1cell(trees) == "j82323"
    assert encode_triple([1, 0, 2, 2]) == "bi" and decode_triple("bi", 0, 4, "poles") == ([1, 0, 2, 2], 2)


@given(st.lists(st.integers(0, 2), max_size=60))
def test_triple_round_trip(values: list[int]) -> None:
    text = encode_triple(values)
    assert decode_triple(text, 0, len(values), "values") == (values, len(text))


def test_outside_numbers_run_from_the_grid_outwards() -> None:
    tops, sides = [[1, None], [None, 2], [3, 4]], [[None, None], [5, 6]]
    text = encode_outside(tops, sides)
    assert text == "1h234h56" and decode_outside(text, 0, (3, 2), (2, 2)) == (tops, sides, len(text))


@given(st.integers(1, 6), st.integers(1, 6), st.data())
def test_rectangular_regions_round_trip(rows: int, columns: int, data: st.DataObject) -> None:
    cuts = data.draw(st.lists(st.booleans(), min_size=rows * columns, max_size=rows * columns))
    # strips: each row cut into pieces where `cuts` says, so every region is in one piece
    regions, label = [], -1
    for r in range(rows):
        row = []
        for c in range(columns):
            label += c == 0 or cuts[r * columns + c]
            row.append(label)
        regions.append(row)
    text = encode_regions(regions)
    assert decode_regions("x" + text, columns, rows, 1) == (regions, len(text) + 1)


# --- puzz.link: FORMATS.md examples and real URLs (golden) -----------------------------------------------


def test_formats_md_skyscrapers_example() -> None:
    url = "https://puzz.link/p?skyscrapers/4/4/k13h4j3g"
    puzzle = read_url(url)
    assert (puzzle.top, puzzle.bottom, puzzle.left, puzzle.right) == (
        (0, 0, 0, 0),
        (0, 1, 3, 0),
        (0, 4, 0, 0),
        (0, 0, 3, 0),
    )
    assert puzzle.givens is None
    assert write_url(puzzle) == url


def test_formats_md_easyasabc_example() -> None:
    url = "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h"
    puzzle = read_url(url)
    assert (puzzle.letters, puzzle.top, puzzle.bottom, puzzle.left, puzzle.right) == (
        "ABC",
        "A...",
        "....",
        "B..C",
        ".C..",
    )
    assert write_url(puzzle) == url


def test_formats_md_starbattle_example() -> None:
    url = "https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk"
    puzzle = read_url(url)
    # the region map behind these walls (the walls as cspuz_rs's test of the same URL lists them)
    assert puzzle.regions == (
        (0, 0, 0, 0, 1, 1),
        (0, 2, 3, 0, 1, 1),
        (2, 2, 3, 3, 3, 1),
        (2, 1, 1, 1, 1, 1),
        (2, 4, 4, 1, 4, 5),
        (2, 2, 4, 4, 4, 5),
    )
    assert puzzle.stars == 1
    assert write_url(puzzle) == url


def test_easyasabc_givens_in_a_real_url() -> None:
    puzzle = read_url("https://puzz.link/p?easyasabc/3/3/2/12h1h1i1k2g1g")
    assert (puzzle.top, puzzle.bottom, puzzle.left, puzzle.right) == ("AB.", ".A.", ".A.", "..A")
    assert puzzle.givens == ("...", "..B", ".A.")
    assert write_url(puzzle) == "https://puzz.link/p?easyasabc/3/3/2/12h1h1i1k2g1g"


def test_skyscrapers_givens_follow_the_clues() -> None:
    givens = tuple(tuple(3 if (r, c) == (1, 1) else None for c in range(4)) for r in range(4))
    puzzle = Skyscrapers(4, (0,) * 4, (0,) * 4, (0,) * 4, (0,) * 4, givens=givens)
    url = write_url(puzzle)
    assert url == "https://puzz.link/p?skyscrapers/4/4/vk3p"  # 16 empty clues, 5 empty cells, 3, 10 empty cells
    assert read_url(url) == puzzle


# Real URLs from public lists, with their solutions: the pzprjs test scripts (test/script/*.js), the
# cspuz_rs tests, the Penpa+ puzz.link parser tests and a public list of puzzles. Solutions marked
# "published" come with the URL in its source; the others were found here and are unique.
REAL = [
    (
        "https://puzz.link/p?skyscrapers/4/4/k13h4j3g",  # pzprjs test/script/skyscrapers.js (published)
        [[2, 1, 4, 3], [1, 2, 3, 4], [4, 3, 1, 2], [3, 4, 2, 1]],
    ),
    (
        "https://puzz.link/p?building/5/5/g2l4g2h4h4h2",  # Penpa+ parser tests (older type name)
        [[3, 1, 2, 5, 4], [4, 5, 3, 2, 1], [5, 3, 1, 4, 2], [1, 2, 4, 3, 5], [2, 4, 5, 1, 3]],
    ),
    (
        "https://puzz.link/p?skyscrapers/6/6/h4j2h2g3g3h4g5g2g2",  # Penpa+ parser tests
        [
            [4, 3, 1, 2, 5, 6],
            [6, 5, 2, 4, 3, 1],
            [2, 1, 5, 3, 6, 4],
            [5, 4, 6, 1, 2, 3],
            [3, 6, 4, 5, 1, 2],
            [1, 2, 3, 6, 4, 5],
        ],
    ),
    (
        "https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk",  # cspuz_rs star_battle test (published)
        [
            [0, 1, 0, 0, 0, 0],
            [0, 0, 0, 0, 1, 0],
            [0, 0, 1, 0, 0, 0],
            [1, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 1],
            [0, 0, 0, 1, 0, 0],
        ],
    ),
    (
        "http://pzv.jp/p.html?starbattle/6/6/1/4ilbhgdnmhou",  # pzprjs test/script/starbattle.js (published)
        [
            [0, 1, 0, 0, 0, 0],
            [0, 0, 0, 1, 0, 0],
            [0, 0, 0, 0, 0, 1],
            [0, 0, 1, 0, 0, 0],
            [0, 0, 0, 0, 1, 0],
            [1, 0, 0, 0, 0, 0],
        ],
    ),
    (
        "https://pzprxs.vercel.app/p?starbattle/10/10/2/00lhksmullfd75hm00u85lakb8442q5alk2f",  # a puzzle list
        [
            [0, 0, 0, 0, 0, 0, 0, 1, 0, 1],
            [1, 0, 1, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 1, 0, 1, 0, 0],
            [0, 1, 0, 1, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 1, 0, 0, 0, 1],
            [1, 0, 0, 1, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 1, 0, 1, 0],
            [0, 0, 1, 0, 1, 0, 0, 0, 0, 0],
            [0, 0, 0, 0, 0, 0, 1, 0, 1, 0],
            [0, 1, 0, 0, 1, 0, 0, 0, 0, 0],
        ],
    ),
    (
        "https://puzz.link/p?easyasabc/4/4/3/1m2h3g3h",  # pzprjs test/script/easyasabc.js (published)
        ["-BCA", "A-BC", "BCA-", "CA-B"],
    ),
    (
        "https://puzz.link/p?easyasabc/3/3/2/12h1h1i1k2g1g",  # cspuz_solver_backend test, with givens (published)
        ["-BA", "A-B", "BA-"],
    ),
    (
        "https://puzz.link/p?easyasabc/6/6/3/g1g1g12g2g1g1g1g1h1g2g1",  # Penpa+ parser tests
        ["-AC-B-", "CB---A", "---ACB", "-CAB--", "A-B--C", "B--CA-"],
    ),
]


@pytest.mark.parametrize(("url", "expected"), REAL, ids=lambda value: value if isinstance(value, str) else "")
def test_real_urls_solve_through_the_cli(url: str, expected: list) -> None:
    done = run("solve", url, "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["status"] == "unique"
    assert result["solution"] == expected


def test_real_urls_write_back_as_read() -> None:
    for url, _ in REAL:
        host_and_name = url.replace("building", "skyscrapers")
        assert write_url(read_url(url), host=host_and_name.split("/")[2].removeprefix("www.")) == host_and_name


# --- puzz.link: round trips -------------------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(skyscrapers())
def test_skyscrapers_url_round_trip(puzzle: Skyscrapers) -> None:
    assert read_url(write_url(puzzle)) == puzzle


@settings(max_examples=60, deadline=None)
@given(easy_as_abcs())
def test_easyasabc_url_round_trip(puzzle: EasyAsABC) -> None:
    assert read_url(write_url(puzzle)) == puzzle


@settings(max_examples=60, deadline=None)
@given(star_battles())
def test_starbattle_url_round_trip(puzzle: StarBattle) -> None:
    assert canonical(read_url(write_url(puzzle))) == canonical(puzzle)


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from(["skyscrapers/5/5/", "easyasabc/5/5/3/", "starbattle/5/5/1/"]),
    st.text("0123456789abcdefghijklmnopqrstuvwxyz.-+/!", max_size=40),
)
def test_any_body_reads_or_fails_with_a_puzzle_error(prefix: str, body: str) -> None:
    try:
        read_url("https://puzz.link/p?" + prefix + body)
    except PuzzleError as error:
        assert str(error)


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_any_text_reads_or_fails_with_a_puzzle_error(text: str) -> None:
    for read, prefix in ((read_url, "https://puzz.link/p?skyscrapers/"), (read_game_id, "4:")):
        try:
            read(prefix + text)
        except PuzzleError as error:
            assert str(error)


# --- puzz.link: options, hosts, and what is rejected ---------------------------------------------------------

SAME_PUZZLE = [
    "https://puzz.link/p?skyscrapers/4/4/k13h4j3g",
    "http://pzv.jp/p.html?building/4/4/k13h4j3g",
    "pzv.jp/p?skyscraper/4/4/k13h4j3g",
    "https://pzprxs.vercel.app/p?skyscrapers/4/4/k13h4j3g/",
    "https://puzz.link/p?skyscrapers/v:/4/4/k13h4j3g",
    "https://puzz.link/p?skyscrapers_edit/v:example/d/4/4/k13h4j3g#top",
    "  https://www.puzz.link/p?SKYSCRAPERS/4/4/k13h4j3g  ",
]


@pytest.mark.parametrize("url", SAME_PUZZLE)
def test_hosts_type_names_and_options_that_change_nothing(url: str) -> None:
    assert read_url(url) == read_url(SAME_PUZZLE[0])


def test_a_short_body_leaves_the_rest_empty_as_pzprjs_does() -> None:
    assert read_url("https://puzz.link/p?skyscrapers/4/4/k1") == read_url("https://puzz.link/p?skyscrapers/4/4/k1k")


MALFORMED = [
    ("https://example.com/p?skyscrapers/4/4/k", "unsupported host 'example.com'"),
    ("https://puzz.link/list?skyscrapers/4/4/k", "expected the path /p or /p.html after puzz.link"),
    ("https://puzz.link/p?icebarn/4/4/k", "URL part 1: puzzle type 'icebarn' is not supported"),
    ("https://puzz.link/p?skyscrapers", "the URL ends before the number of columns"),
    (
        "https://puzz.link/p?skyscrapers/4/k13h4j3g",
        "URL part 3: expected the number of rows (1 to 100), found 'k13h4j3g'",
    ),
    ("https://puzz.link/p?skyscrapers/x!/4/4/k", "URL part 2: expected the number of columns, a flag segment"),
    # pzprjs flags that add a rule the type does not have
    ("https://puzz.link/p?country/e/2/2/", "URL flags: pzprjs's 'e' flag (the loop may miss a region)"),
    ("https://puzz.link/p?mashu/f/2/2/", "'f' flag (the loop visits every cell)"),
    ("https://puzz.link/p?slither/f/2/2/", "'f' flag (the loop visits every grid point)"),
    ("https://puzz.link/p?fillomino/t/2/2/", "'t' flag (no number above 3)"),
    ("https://puzz.link/p?skyscrapers/5/4/k", "only square grids are supported, found 5 columns and 4 rows"),
    ("https://puzz.link/p?skyscrapers/500/500/", "expected the number of columns (1 to 100), found '500'"),
    ("https://puzz.link/p?skyscrapers/" + "9" * 5000 + "/4/", "expected the number of columns (1 to 100)"),
    ("https://puzz.link/p?skyscrapers/4/4/k1@3", "body character 3: unexpected '@' in the clues"),
    ("https://puzz.link/p?skyscrapers/4/4/-g", "body character 1: '-' must be followed by 2 hex digits"),
    ("https://puzz.link/p?skyscrapers/4/4/0", "top clue 1: 0 is not a valid clue or given"),
    ("https://puzz.link/p?skyscrapers/4/4/9", "decoded puzzle, top clue 1: clue 9 is outside 1..4"),
    ("https://puzz.link/p?skyscrapers/4/4/zzz", "body character 3: unexpected 'z' after the givens"),
    ("https://puzz.link/p?skyscrapers/4/4/zg11", "height 1 is given twice in row 1"),
    ("https://puzz.link/p?starbattle/6/6/x/2u9gn9c9jpmk", "expected the number of stars (a whole number from 1)"),
    ("https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmk0", "expected 12 characters of region walls for a 6x6 grid"),
    ("https://puzz.link/p?starbattle/6/6/1/2u9gn9c9jpmw", "body character 14: unexpected 'w' in the region walls"),
    ("https://puzz.link/p?starbattle/6/6/1/", "a 6x6 grid needs 6 regions, found 1"),
    ("https://puzz.link/p?starbattle/6/6/4/2u9gn9c9jpmk", "4 stars per row do not fit"),
    ("https://puzz.link/p?easyasabc/4/4/5/1m", "5 letters do not fit in a row of 4 cells"),
    ("https://puzz.link/p?easyasabc/4/4/3/4", "top clue 1: letter number 4 is outside 1..3 (A-C)"),
    ("https://puzz.link/p?easyasabc/5/5/3/z.", "given at row 1, column 1: '?' (some letter, unknown which)"),
    ("puzz.link/p?", "URL part 1: puzzle type '' is not supported"),
    ("https://puzz.link/p", "expected a puzz.link URL such as"),
]


@pytest.mark.parametrize(("url", "message"), MALFORMED)
def test_malformed_urls_say_what_was_expected_where(url: str, message: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        read_url(url)
    assert message in str(caught.value)


def test_a_question_mark_cell_is_unknown_where_every_cell_holds_something() -> None:
    assert read_url("https://puzz.link/p?easyasabc/3/3/3/s.").givens is None
    assert read_url("https://puzz.link/p?skyscrapers/3/3/s.").givens is None


def test_what_puzz_link_cannot_express_is_refused_clearly() -> None:
    plain = {side: (0,) * 4 for side in SIDES}
    cases = [
        (Skyscrapers(4, max_height=3, **plain), "puzz.link Skyscrapers has no parks"),
        (Skyscrapers(4, diagonal=True, **plain), "puzz.link Skyscrapers has no diagonal variant"),
        (EasyAsABC(3, "AB", "...", "...", "...", "...", diagonal=True), "puzz.link Easy As ABC has no diagonal"),
        (
            EasyAsABC(3, "AB", "...", "...", "...", "...", givens=("..-", "...", "...")),
            "puzz.link cannot mark a given blank (row 1, column 3)",
        ),
        (StarBattle(3, 1, ((0, 0, 1), (-1, 1, 1), (2, 2, 2))), "puzz.link Star Battle has no blocked cells"),
        (
            StarBattle(3, 1, ((0, 1, 0), (1, 1, 1), (2, 2, 2))),
            "the region of row 1, column 3 is in pieces",
        ),
    ]
    for puzzle, message in cases:
        with pytest.raises(PuzzleError, match=re.escape(message)):
            write_url(puzzle)


# --- Tatham Towers game IDs ------------------------------------------------------------------------------------

# Generated by Simon Tatham's program itself (Debian sgt-puzzles, `sgt-towers --generate 1 6dh`, ...).
TATHAM_IDS = [
    "5:2/1/2/3/4/3/5/2/3/1/2/1/3/2/3/3/3/2/3/1",
    "6:///4/2/3///4//3//3////4////1///5,c2h3w",
    "6:3//3////2//2/4/3////4/2/////1//2/2,zg2b",
    "9:///4/1//4//2/3///4/4/2/3/4/////4/3//2////3/1///4///2,e7_1c5l5c4_6f1b8c2a5_3l6_9e2a4b1j",
]


@pytest.mark.parametrize("game_id", TATHAM_IDS)
def test_tatham_ids_from_the_program_round_trip_exactly(game_id: str) -> None:
    assert write_game_id(read_game_id(game_id)) == game_id


def test_tatham_id_reads_clues_and_givens() -> None:
    puzzle = read_game_id("6:///4/2/3///4//3//3////4////1///5,c2h3w")
    assert (puzzle.top, puzzle.bottom) == ((0, 0, 0, 4, 2, 3), (0, 0, 4, 0, 3, 0))
    assert (puzzle.left, puzzle.right) == ((3, 0, 0, 0, 4, 0), (0, 0, 1, 0, 0, 5))
    assert puzzle.givens[0][3] == 2 and puzzle.givens[2][0] == 3
    assert sum(v is not None for row in puzzle.givens for v in row) == 2
    assert read_game_id("5dh:2/1/2/3/4/3/5/2/3/1/2/1/3/2/3/3/3/2/3/1") == read_game_id(TATHAM_IDS[0])


@settings(max_examples=60, deadline=None)
@given(skyscrapers(st.integers(3, 9)))
def test_tatham_round_trip(puzzle: Skyscrapers) -> None:
    assert read_game_id(write_game_id(puzzle)) == puzzle


MALFORMED_IDS = [
    ("4:1/2/3", "expected 16 clue fields separated by '/' for size 4, found 3"),
    ("3:x///////////", "clue field 1: expected a number or nothing, found 'x'"),
    ("3:4///////////", "top clue 1: clue 4 is outside 1..3"),
    ("3:///////////,a3", "grid: the grid describes 2 cells, expected 9"),
    ("3:///////////,h!", "grid character 2: unexpected '!'"),
    ("3:///////////,h0", "grid character 2: unexpected '0'"),
    ("0:", "size: expected a grid size from 1 to 100, found '0'"),
    ("five:", "expected a Towers game ID such as"),
    ("3:" + "9" * 5000 + "/" * 11, "clue field 1: expected a number or nothing, found '999"),
]


@pytest.mark.parametrize(("game_id", "message"), MALFORMED_IDS)
def test_malformed_game_ids_say_what_was_expected_where(game_id: str, message: str) -> None:
    with pytest.raises(PuzzleError) as caught:
        read_game_id(game_id)
    assert message in str(caught.value)


def test_what_towers_cannot_play_is_refused_clearly() -> None:
    plain = {side: (0,) * 4 for side in SIDES}
    big = {side: (0,) * 10 for side in SIDES}
    cases = [
        (Skyscrapers(10, **big), "Towers plays grid sizes 3 to 9 (heights up to 9); this puzzle is 10x10"),
        (Skyscrapers(4, max_height=3, **plain), "Towers has no parks"),
        (Skyscrapers(4, diagonal=True, **plain), "Towers has no diagonal variant"),
        (StarBattle(2, 1, ((0, 0), (1, 1))), "starbattle does not support Tatham game IDs"),
    ]
    for puzzle, message in cases:
        with pytest.raises(PuzzleError, match=re.escape(message)):
            write_game_id(puzzle)


# --- puzzlekit writing ----------------------------------------------------------------------------------------


def test_puzzlekit_writing_matches_the_dataset() -> None:
    for line in FIXTURES.read_text().splitlines():
        record = json.loads(line)
        if record["diagonal"]:
            continue  # puzzlekit's Easy As ABC header cannot say so (checked below)
        puzzle = loads(line)[0].puzzle
        assert type_of(puzzle).puzzlekit.write(puzzle).strip() == record["puzzlekit_problem"]
        solution = loads(line)[0].solution
        assert type_of(puzzle).puzzlekit.write(puzzle, solution).strip() == record["puzzlekit_solution"]
    parks = Skyscrapers(4, (2, 2, 1, 2), (1, 2, 3, 1), (2, 2, 3, 1), (2, 2, 1, 3), max_height=3)
    assert type_of(parks).puzzlekit.write(parks) == "4 4 3\n2 2 1 2\n1 2 3 1\n2 2 3 1\n2 2 1 3\n" + "- - - -\n" * 4


@settings(max_examples=30, deadline=None)
@given(st.one_of(skyscrapers(st.integers(1, 12)), easy_as_abcs(st.integers(1, 12)), star_battles(st.integers(1, 12))))
def test_puzzlekit_round_trip(puzzle: object) -> None:
    text = type_of(puzzle).puzzlekit.write(puzzle)
    assert detect_format(text) == "puzzlekit"
    back = loads(text)[0].puzzle
    if isinstance(puzzle, StarBattle):
        back, puzzle = canonical(back), canonical(puzzle)
    assert back == puzzle


def test_puzzlekit_refuses_what_it_cannot_write() -> None:
    with pytest.raises(PuzzleError, match="no mark for the diagonal variant"):
        dumps(EasyAsABC(3, "AB", "...", "...", "...", "...", diagonal=True), "puzzlekit")
    with pytest.raises(PuzzleError, match="cannot give a blank \\(row 2, column 1\\)"):
        dumps(EasyAsABC(3, "AB", "...", "...", "...", "...", givens=("...", "-..", "...")), "puzzlekit")


# --- detection, inline arguments, convert ------------------------------------------------------------------------


def test_detection_and_one_puzzle_per_line(tmp_path: Path) -> None:
    assert detect_format(REAL[0][0]) == "puzzlink"
    assert detect_format(TATHAM_IDS[0] + "\n") == "tatham"
    urls = tmp_path / "list.txt"
    urls.write_text(f"# two puzzles\n{REAL[0][0]}\n\n{REAL[3][0]}\n")
    assert [type_of(r.puzzle).name for r in load(urls)] == ["skyscrapers", "starbattle"]
    urls.write_text(f"{REAL[0][0]}\nhttps://puzz.link/p?skyscrapers/4/4/@\n")
    with pytest.raises(PuzzleError, match=r"list.txt: line 2, body character 1: unexpected '@'"):
        load(urls)


def test_every_puzzle_command_takes_urls_ids_and_stdin() -> None:
    done = run("check", REAL[3][0])
    assert done.returncode == 0, done.stderr
    assert "unique solution" in done.stdout
    done = run("solve", "-", "--json", stdin=TATHAM_IDS[1] + "\n")
    assert done.returncode == 0 and json.loads(done.stdout)["status"] == "unique"
    done = run("solve", "https://puzz.link/p?skyscrapers/4/4/k1@3")
    assert done.returncode == 2
    assert done.stderr.strip() == (
        "satpuzzles: error: puzz.link URL: body character 3: unexpected '@' in the clues: expected 0-9 or a-f "
        "(a value), '-' or '+' (a longer value), '.' (unknown) or g-z (skip 1 to 20 positions)"
    )
    done = run("solve", "3:4///////////")
    assert done.returncode == 2
    assert "Tatham game ID: decoded puzzle, top clue 1: clue 4 is outside 1..3" in done.stderr


def test_convert_between_formats(tmp_path: Path) -> None:
    done = run("convert", REAL[0][0], "--to", "tatham")
    assert (done.returncode, done.stdout) == (0, "4://///1/3///4/////3/\n")
    done = run("convert", TATHAM_IDS[0], "--to", "puzzlink")
    assert done.stdout == "https://puzz.link/p?skyscrapers/5/5/21234352312132333231\n"
    out = tmp_path / "puzzle.txt"
    assert run("convert", REAL[6][0], "--to", "text", "-o", str(out)).returncode == 0
    assert run("convert", str(out), "--to", "puzzlink").stdout == REAL[6][0] + "\n"
    assert not list(tmp_path.glob(".*tmp"))  # the atomic write left no temporary file behind
    json_out = tmp_path / "puzzles.jsonl"
    listing = tmp_path / "urls.txt"
    listing.write_text("\n".join(url for url, _ in REAL) + "\n")
    assert run("convert", str(listing), "--to", "json", "-o", str(json_out)).returncode == 0
    assert run("convert", str(json_out), "--to", "puzzlink").stdout.split() == [
        url.replace("building", "skyscrapers")
        .replace("http://pzv.jp/p.html?", "https://puzz.link/p?")
        .replace("https://pzprxs.vercel.app/p?", "https://puzz.link/p?")
        for url, _ in REAL
    ]


def test_convert_says_when_a_format_cannot_hold_the_puzzle(tmp_path: Path) -> None:
    done = run("convert", REAL[3][0], "--to", "tatham")
    assert done.returncode == 2
    assert done.stderr.strip() == "satpuzzles: error: starbattle does not support Tatham game IDs"
    listing = tmp_path / "urls.txt"
    listing.write_text(f"{REAL[0][0]}\n{REAL[1][0]}\n")
    done = run("convert", str(listing), "--to", "text")
    assert done.returncode == 2 and "text holds one puzzle per file and the input has 2" in done.stderr
    done = run("convert", str(listing), "--to", "svg")
    assert done.returncode == 2 and "unknown output format 'svg'" in done.stderr
    done = run("convert", str(listing), "--to", "puzzlink", "-o", str(listing))
    assert done.returncode == 2 and "refusing to overwrite an input file" in done.stderr
    assert listing.read_text() == f"{REAL[0][0]}\n{REAL[1][0]}\n"
