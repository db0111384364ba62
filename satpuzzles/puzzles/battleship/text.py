"""Battleship as text: the native format and puzzlekit's.

Native, as printed and read back: the header with the fleet (`fleet=A,B,C`: A ships of length 1, B of
length 2, ...), the column numbers on top, then each row's number and its cells (`.` nothing given, `~`
water, `o` a submarine, `n` `s` `w` `e` the top, bottom, left or right end of a ship, `m` a middle); `.` is
no number. A solved board says `solved` and adds the solution's rows after the board (each segment as its
part of its ship, `-` water):

    battleship 6x6 fleet=3,2,1
       . 1 2 . . 2
    .  . . . . . ~
    3  . . . . . .

puzzlekit's text: `ROWS COLS` and the fleet's counts, the column numbers, the row numbers (`-` for none),
then the rows of `-` (nothing), `x` (water) and the parts' letters; its solution text is the same header,
then rows of the parts' letters and `-` (water).
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.typekit import PuzzleError, shown
from satpuzzles.typekit.countgrid import (
    draw_board,
    header_text,
    looks_like_puzzlekit_board,
    puzzlekit_line,
    read_board,
    read_header,
    read_puzzlekit_board,
)
from satpuzzles.typekit.puzzlekit import solution_text
from satpuzzles.typekit.textgrid import Line, whole_number

from .model import GIVENS, NAME, NOTHING, PARTS, SEA, SHIP, WATER, Battleship, Solution, part_of

PK_NOTHING, PK_WATER = "-", "x"  # puzzlekit's tokens where ours are NOTHING and WATER; its parts are ours
PK_GIVENS = {PK_NOTHING: NOTHING, PK_WATER: WATER, **{part: part for part in PARTS}}
SOLVED_WATER = "-"  # a solved board's and a solution text's water


def solved_rows(solution: Solution) -> list[list[str]]:
    """Each segment as its part of its ship, water as `-` (the dataset's solution tokens)."""
    return [
        [part_of(solution, (r, c)) if v == SHIP else SOLVED_WATER for c, v in enumerate(row)]
        for r, row in enumerate(solution)
    ]


def _fleet(raw: str, line: Line) -> tuple[int, ...]:
    counts = [whole_number(word) for word in raw.split(",")]
    if not counts or any(n is None for n in counts):
        raise line.error(f"expected the fleet as counts by length, e.g. fleet=4,3,2,1, found {shown(raw)}")
    return tuple(n or 0 for n in counts)


def to_text(p: Battleship, solution: Solution | None = None) -> str:
    words = [f"fleet={','.join(map(str, p.fleet))}", *(["solved"] if solution is not None else [])]
    board = draw_board({"top": p.column_counts, "left": p.row_counts}, [list(row) for row in p.givens])
    below = [] if solution is None else [" ".join(row) for row in solved_rows(solution)]
    return "\n".join([header_text(NAME, p.rows, p.columns, *words), *board, *below]) + "\n"


def from_text(text: str) -> tuple[Battleship, Solution | None]:
    header, body = read_header(text, NAME, {"fleet"}, {"solved"})
    if "fleet" not in header.options:
        raise header.line.error("expected the fleet in the header, e.g. 'battleship 6x6 fleet=3,2,1'")
    fleet = _fleet(header.options["fleet"], header.line)
    solved = "solved" in header.flags
    board = header.rows + 1
    if solved and len(body) != board + header.rows:
        raise header.line.error(
            f"expected {board} lines of the board and {header.rows} of the solution, found {len(body)} lines"
        )
    numbers, rows = read_board(header, body[:board], ("top", "left"))
    for line, tokens in rows:
        for c, token in enumerate(tokens):
            if token not in GIVENS:
                raise line.error(
                    f"column {c + 1}: expected '.', '~' (water), 'o', 'n', 's', 'w', 'e' or 'm', found {shown(token)}"
                )
    try:
        puzzle = Battleship(
            header.rows,
            header.columns,
            fleet,
            numbers["left"],
            numbers["top"],
            tuple("".join(tokens) for _, tokens in rows),
        )
    except PuzzleError as error:
        raise error.located(where=f"line {header.line.number}") from None
    if not solved:
        return puzzle, None
    return puzzle, _solution(body[board:], header.columns)


def _solution(lines: Sequence[Line], columns: int) -> Solution:
    out = []
    for line in lines:
        tokens = line.text.split()
        if len(tokens) != columns or set(tokens) - {*PARTS, SOLVED_WATER}:
            raise line.error(f"expected {columns} solution cells: a ship's part (o n s w e m) or '-' (water)")
        out.append("".join(SEA if t == SOLVED_WATER else SHIP for t in tokens))
    return tuple(out)


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    """`ROWS COLS` and the fleet's counts, a line of COLS numbers, one of ROWS numbers, then ROWS rows of
    puzzlekit's tokens."""
    return looks_like_puzzlekit_board(lines, PK_GIVENS.__contains__, parameters=True)


def from_puzzlekit(text: str) -> tuple[Battleship, Solution | None]:
    board = read_puzzlekit_board(text, "entries '-', 'x' (water) or a ship's part (o n s w e m)", "FLEET...")
    givens = []
    for line, tokens in board.grid:
        if set(tokens) - set(PK_GIVENS):
            raise line.error(f"expected {board.columns} entries '-', 'x' (water) or a ship's part (o n s w e m)")
        givens.append("".join(PK_GIVENS[t] for t in tokens))
    try:
        return Battleship(
            board.rows, board.columns, board.parameters, board.row_numbers, board.column_numbers, tuple(givens)
        ), None
    except PuzzleError as error:
        raise error.located(where=f"line {board.header.number}") from None


PK_FLEET = 5  # the dataset's headers give the ships of lengths 1 to 5, zeros included


def _header(p: Battleship) -> list[object]:
    return [p.rows, p.columns, *p.fleet, *[0] * (PK_FLEET - len(p.fleet))]


def to_puzzlekit(p: Battleship, solution: Solution | None = None) -> str:
    """puzzlekit's problem text, or with a solution its solution text."""
    if solution is not None:
        return write_solution(p, solution)
    ours = {value: token for token, value in PK_GIVENS.items()}
    rows = [" ".join(ours[v] for v in row) for row in p.givens]
    head = " ".join(map(str, _header(p)))
    return "\n".join([head, puzzlekit_line(p.column_counts), puzzlekit_line(p.row_counts), *rows]) + "\n"


def write_solution(p: Battleship, solution: Solution) -> str:
    """The dataset's solution text: the header with the fleet, each segment's part, `-` water."""
    return solution_text(_header(p), solved_rows(solution))
