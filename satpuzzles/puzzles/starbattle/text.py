"""Star Battle as text: the native format (a region map) and puzzlekit's format.

Native puzzle, one region label per cell, `#` a blocked cell:

    starbattle 5 stars=1
    AABBB
    ABBCB
    ...

On input a label is any single character but `#` and `*` (spaces between them are allowed), or,
when a row has exactly N whitespace-separated tokens, any token. Regions are numbered in order of
first appearance. On output the k-th region to appear is written A..Z, a..z, 0..9; with more than
62 regions every row is written as space-separated numbers. A solved board is drawn in boxes, like
the printer of seed paper 003: `|` and `-` between different regions, `+` where borders meet, each
cell's label and a trailing `*` on a star:

    starbattle 5 stars=1 solved
    +-------+-----------+
    | A   A*| B   B   B |
    +   +---+   +---+   +
    ...

A line starting with `#` is a comment, except in a region map where it reads as exactly N labels
(a row whose first cell is blocked). Reading a solved board uses the cell rows only (lines starting
with `|`); the border lines are for the eye.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import chain
from string import ascii_lowercase, ascii_uppercase, digits

from satpuzzles.typekit import PuzzleError
from satpuzzles.typekit.textgrid import Line, content_lines, read_native, whole_number

from .model import BLOCKED, Solution, StarBattle

ALPHABET = ascii_uppercase + ascii_lowercase + digits
BLOCKED_LABEL = "#"
STAR = "*"


def cell_text(solution: Solution, cell: tuple[int, int]) -> str:
    return STAR if solution[cell[0]][cell[1]] else "."


PUZZLEKIT_BLOCKED = ("#", "@")


def labels(p: StarBattle) -> tuple[list[list[str]], bool]:
    """The label of every cell (regions named in order of first appearance, all of one width), and
    whether the labels are numbers, written as space-separated tokens."""
    order = {region: i for i, region in enumerate(p.region_cells())}
    numbered = len(order) > len(ALPHABET)
    width = len(str(len(order) - 1)) if numbered else 1

    def name(region: int) -> str:
        if region == BLOCKED:
            return BLOCKED_LABEL.rjust(width)
        return str(order[region]).rjust(width) if numbered else ALPHABET[order[region]]

    return [[name(v) for v in row] for row in p.regions], numbered


def _border_rows(p: StarBattle) -> tuple[list[list[bool]], list[list[bool]]]:
    """across[r][c]: a border above cell (r, c) (r = 0..N); down[r][c]: a border left of (r, c) (c = 0..N)."""
    n, g = p.size, p.regions
    across = [[r in (0, n) or g[r - 1][c] != g[r][c] for c in range(n)] for r in range(n + 1)]
    down = [[c in (0, n) or g[r][c - 1] != g[r][c] for c in range(n + 1)] for r in range(n)]
    return across, down


def _draw(p: StarBattle, solution: Solution) -> list[str]:
    n = p.size
    names, _ = labels(p)
    width = len(names[0][0]) + 2
    across, down = _border_rows(p)

    def corner(r: int, c: int) -> str:
        touching = (
            (c > 0 and across[r][c - 1])
            or (c < n and across[r][c])
            or (r > 0 and down[r - 1][c])
            or (r < n and down[r][c])
        )
        return "+" if touching else " "

    def border(r: int) -> str:
        parts = [corner(r, c) + ("-" if across[r][c] else " ") * width for c in range(n)]
        return "".join(parts) + corner(r, n)

    lines = [border(0)]
    for r in range(n):
        cells = [("|" if down[r][c] else " ") + " " + names[r][c] + (STAR if solution[r][c] else " ") for c in range(n)]
        lines += ["".join(cells) + "|", border(r + 1)]
    return lines


def to_text(p: StarBattle, solution: Solution | None = None) -> str:
    header = f"starbattle {p.size} stars={p.stars}" + (" solved" if solution is not None else "")
    if solution is not None:
        body = _draw(p, solution)
    else:
        names, numbered = labels(p)
        body = [(" " if numbered else "").join(row) for row in names]
    return "\n".join([header, *(line.rstrip() for line in body)]) + "\n"


def _row_labels(text: str, n: int) -> list[str] | None:
    """N labels: N whitespace-separated tokens, or N single characters (spaces between them ignored)."""
    tokens = text.split()
    if len(tokens) == n:
        return tokens
    chars = "".join(tokens)
    return list(chars) if len(chars) == n else None


def _puzzle(n: int, stars: int, rows: Sequence[Sequence[str]], blocked: Sequence[str], where: str) -> StarBattle:
    """Number the labels in order of first appearance and build the validated puzzle."""
    ids: dict[str, int] = {}
    count = 0
    for label in dict.fromkeys(chain.from_iterable(rows)):  # every label once, in order of first appearance
        if label in blocked:
            ids[label] = BLOCKED
        else:
            ids[label] = count
            count += 1
    regions = tuple(tuple(map(ids.__getitem__, row)) for row in rows)
    try:
        return StarBattle(size=n, stars=stars, regions=regions)
    except PuzzleError as error:
        raise error.located(where=where) from None


def _body(text: str, header: Line, is_row: Callable[[str], bool]) -> list[Line]:
    """The non-blank lines after the header. A line starting with `#` is a comment unless `is_row`
    accepts it: in a region map a row may start with a blocked cell (`#`)."""
    lines = []
    for number, raw in enumerate(text.splitlines(), start=1):
        stripped = raw.strip()
        if number <= header.number or not stripped:
            continue
        if stripped.startswith("#") and not is_row(stripped):
            continue
        lines.append(Line(number, stripped))
    return lines


def _map_row(line: Line, n: int) -> list[str]:
    row = _row_labels(line.text, n)
    if row is None:
        found = line.text.split()
        raise line.error(f"expected {n} region labels, found {len(''.join(found))} characters in {len(found)} groups")
    if STAR in row:
        raise line.error("stars belong to a solved board: add 'solved' to the header and draw it in boxes")
    return row


def _drawn_row(line: Line, n: int) -> tuple[list[str], tuple[int, ...]]:
    tokens = line.text.replace("|", " ").split()
    if len(tokens) != n:
        raise line.error(f"expected {n} cells, found {len(tokens)}")
    row, marks = [token.removesuffix(STAR) for token in tokens], tuple(int(token.endswith(STAR)) for token in tokens)
    for c, (label, star) in enumerate(zip(row, marks, strict=True)):
        if not label:
            raise line.error(f"column {c + 1} has a star but no region label")
        if star and label == BLOCKED_LABEL:
            raise line.error(f"column {c + 1} is blocked ('#') and cannot hold a star")
    return row, marks


def from_text(text: str) -> tuple[StarBattle, Solution | None]:
    header, _ = read_native(text, {"stars"}, {"solved"})  # its rows may start with "#": read below
    n, solved = header.size, "solved" in header.flags
    stars = header.int_option("stars", 1)
    body = _body(text, header.line, lambda line: not solved and _row_labels(line, n) is not None)
    grid_lines = [line for line in body if not solved or line.text.startswith("|")]
    if solved:
        _check_frame(body, grid_lines)
    if len(grid_lines) > n:
        raise grid_lines[n].error(f"more than {n} grid rows")
    if len(grid_lines) != n:
        raise header.line.error(f"expected {n} grid rows, found {len(grid_lines)}")
    solution: list[tuple[int, ...]] = []
    if solved:
        rows = []
        for line in grid_lines:
            row, marks = _drawn_row(line, n)
            rows.append(row)
            solution.append(marks)
    else:
        rows = _map_rows(grid_lines, n)
    puzzle = _puzzle(n, stars, rows, (BLOCKED_LABEL,), f"line {header.line.number}")
    return puzzle, tuple(solution) if solved else None


def _check_frame(body: list[Line], cell_rows: list[Line]) -> None:
    """A solved board: border lines and cell rows only, and a top border promises the bottom one."""
    for line in body:
        if not line.text.startswith("|") and set(line.text) - set("+- "):
            raise line.error("a solved board has border lines (+, -) and cell rows (starting with '|') only")
    if cell_rows and body[0] is not cell_rows[0] and body[-1] is cell_rows[-1]:
        raise cell_rows[-1].error(
            f"expected a border line after the last cell row, as the border on line {body[0].number} promises "
            "(is the text cut short?)"
        )


def _map_rows(lines: list[Line], n: int) -> list[list[str]]:
    """The labels of a region map's rows, all read the same way: once one row spells its labels as N
    tokens, some longer than a character, every row must (a row cut short could read as N characters)."""
    spaced = next((line for line in lines if _multi_character_tokens(line.text, n)), None)
    rows = []
    for line in lines:
        if spaced is not None and len(line.text.split()) != n:
            raise line.error(
                f"expected {n} region labels separated by spaces, as on line {spaced.number}, "
                f"found {len(line.text.split())}"
            )
        rows.append(_map_row(line, n))
    return rows


def _multi_character_tokens(text: str, n: int) -> bool:
    tokens = text.split()
    return len(tokens) == n and any(len(token) > 1 for token in tokens)


def _puzzlekit_header(words: Sequence[str]) -> list[int] | None:
    """ROWS COLS STARS of a puzzlekit header, or None."""
    numbers = [whole_number(w) for w in words]
    return None if len(words) != 3 or None in numbers else [n for n in numbers if n is not None]


def looks_like_puzzlekit(lines: Sequence[str]) -> bool:
    # Callers drop lines starting with `#` as comments, so rows that start with a blocked cell may be
    # missing (all of them when the first column is blocked): accept up to R rows of C labels, none
    # included; the reader then counts the real rows. Skyscrapers text has 1 + 4 + R lines, so it never fits.
    numbers = _puzzlekit_header(lines[0].split())
    if numbers is None:
        return False
    rows, cols, _ = numbers
    return len(lines) <= 1 + rows and all(len(line.split()) == cols for line in lines[1:])


def from_puzzlekit(text: str) -> tuple[StarBattle, Solution | None]:
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    header = lines[0]
    numbers = _puzzlekit_header(header.text.split())
    if numbers is None:
        raise header.error("expected the puzzlekit header 'ROWS COLS STARS'")
    rows, cols, stars = numbers
    if rows != cols:
        raise header.error(f"only square grids are supported, found {rows}x{cols}")
    body = _body(text, header, lambda line: len(line.split()) == cols)
    if len(body) != rows:
        raise header.error(f"expected {rows} grid lines after the header, found {len(body)}")
    grid = []
    for line in body:
        tokens = line.text.split()
        if len(tokens) != cols:
            raise line.error(f"expected {cols} region labels, found {len(tokens)}")
        grid.append(tokens)
    if {t for row in grid for t in row} <= {"x", "-"}:
        raise header.error("this is a puzzlekit solution grid (x = star): it has no regions to solve")
    return _puzzle(rows, stars, grid, PUZZLEKIT_BLOCKED, f"line {header.number}"), None


def to_puzzlekit(p: StarBattle, solution: Solution | None = None) -> str:
    """puzzlekit's text: regions numbered 1.. in order of first appearance, `#` a blocked cell; or with
    a solution the solved grid (`x` a star, `-` anything else)."""
    header = f"{p.size} {p.size} {p.stars}"
    if solution is None:
        order = {region: i + 1 for i, region in enumerate(p.region_cells())}
        rows = [[PUZZLEKIT_BLOCKED[0] if v == BLOCKED else str(order[v]) for v in row] for row in p.regions]
    else:
        rows = [["x" if v else "-" for v in row] for row in solution]
    return "\n".join([header, *(" ".join(row) for row in rows)]) + "\n"
