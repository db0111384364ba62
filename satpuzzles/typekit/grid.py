"""Square-grid geometry shared by the clue-around-the-grid puzzles."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from satpuzzles.errors import PuzzleError, shown

# The largest grid any reader accepts: a 1000x1000 puzzle reads in about a second and a few hundred MB,
# and whether its formula fits in memory is decided before compiling (satpuzzles/solving/limits.py).
MAX_SIZE = 1000

# The order clue sides are always listed in (docs/formats.md): a clue reads from its own side inwards.
SIDES = ("top", "bottom", "left", "right")


def line_cells(side: str, index: int, size: int) -> list[tuple[int, int]]:
    """The cells a clue at `side`[index] sees, nearest first."""
    if side == "top":
        return [(r, index) for r in range(size)]
    if side == "bottom":
        return [(r, index) for r in reversed(range(size))]
    if side == "left":
        return [(index, c) for c in range(size)]
    if side == "right":
        return [(index, c) for c in reversed(range(size))]
    raise ValueError(f"unknown side {side!r}")


def named_lines(size: int, diagonal: bool = False) -> list[tuple[str, list[tuple[int, int]]]]:
    """Every row and column (and both main diagonals when asked), each with a name for messages."""
    lines = [(f"row {r + 1}", [(r, c) for c in range(size)]) for r in range(size)]
    lines += [(f"column {c + 1}", [(r, c) for r in range(size)]) for c in range(size)]
    if diagonal:
        lines.append(("the main diagonal", [(i, i) for i in range(size)]))
        lines.append(("the anti-diagonal", [(i, size - 1 - i) for i in range(size)]))
    return lines


def line_values(grid: Sequence[Sequence[Any]], diagonal: bool = False) -> list[Sequence[Any]]:
    """The values of every line of a square grid in the order of `named_lines` (rows, columns, diagonals),
    taken by rows and `zip` rather than cell by cell: rule checkers run on every solution."""
    n = len(grid)
    lines: list[Sequence[Any]] = [*grid, *zip(*grid, strict=True)]
    if diagonal:
        lines += [[grid[i][i] for i in range(n)], [grid[i][n - 1 - i] for i in range(n)]]
    return lines


def line_name(index: int, size: int) -> str:
    """The name `named_lines` gives its line `index` (for messages, made only when one is needed)."""
    if index < 2 * size:
        return f"row {index + 1}" if index < size else f"column {index - size + 1}"
    return "the main diagonal" if index == 2 * size else "the anti-diagonal"


def side_values(grid: Sequence[Sequence[Any]], side: str, index: int) -> Sequence[Any]:
    """The values a clue at `side`[index] sees, nearest first (the cells of `line_cells`)."""
    if side in ("left", "right"):
        row = grid[index]
        return row if side == "left" else row[::-1]
    column = [row[index] for row in grid]
    return column if side == "top" else column[::-1]


def require_int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise PuzzleError(f"expected a whole number, found {shown(value)}", where=where)
    return value


def require_size(value: Any, where: str = "size") -> int:
    """A grid size (or a count bounded by it), checked before it sizes anything else: 1 to MAX_SIZE.

    A size of -3 would ask for lists of -3 clues, and one of a billion for gigabytes.
    """
    size = require_int(value, where)
    if size < 1:
        raise PuzzleError(f"{where} must be at least 1, found {size}", where=where)
    if size > MAX_SIZE:
        shown = f"{size}" if size.bit_length() <= 64 else "a number of over 19 digits"
        raise PuzzleError(f"{where} must be at most {MAX_SIZE}, found {shown}", where=where)
    return size


def require_list(value: Any, length: int, where: str) -> Sequence[Any]:
    if not isinstance(value, (list, tuple)):
        raise PuzzleError(f"expected a list of {length}, found {type(value).__name__}", where=where)
    if len(value) != length:
        raise PuzzleError(f"expected {length} entries, found {len(value)}", where=where)
    return value


def square_rows(data: Mapping[str, Any], size: int, keys: Sequence[str]) -> dict[str, tuple[tuple[Any, ...], ...]]:
    """Each of `keys` of a JSON object as `size` rows of `size` entries (checked for shape, not content)."""
    return {
        key: tuple(
            tuple(require_list(row, size, f"{key} row {r + 1}"))
            for r, row in enumerate(require_list(data.get(key), size, key))
        )
        for key in keys
    }


def given_violations(
    givens: Sequence[Sequence[Any]] | None, solution: Sequence[Sequence[Any]], unknown: Any = None
) -> list[str]:
    """One message per given cell (not `unknown`) that the solution does not hold: for rule checkers."""
    return [
        f"row {r + 1}, column {c + 1} is given {given} but holds {solution[r][c]}"
        for r, row in enumerate(givens or ())
        for c, given in enumerate(row)
        if given != unknown and solution[r][c] != given
    ]


def number_grid_from_json(
    data: Any, size: int, where: str = "solution", columns: int | None = None
) -> tuple[tuple[int, ...], ...]:
    """A size x size (or size x columns) grid of whole numbers from JSON rows (a solution of a number puzzle),
    every entry checked."""
    grid = []
    for r, row in enumerate(require_list(data, size, where)):
        cells = require_list(row, size if columns is None else columns, f"{where} row {r + 1}")
        for c, value in enumerate(cells):
            require_int(value, f"{where} row {r + 1}, column {c + 1}")
        grid.append(tuple(cells))
    return tuple(grid)


def token_grid_from_json(
    data: Any, rows: int, columns: int, values: Sequence[str], where: str = "solution"
) -> tuple[tuple[str, ...], ...]:
    """A rows x columns grid of tokens from JSON rows (a solution of line pieces, of marks), each one of `values`."""
    grid = []
    for r, row in enumerate(require_list(data, rows, where)):
        cells = require_list(row, columns, f"{where} row {r + 1}")
        for c, value in enumerate(cells):
            if value not in values:
                raise PuzzleError(
                    f"expected one of {', '.join(values)}, found {shown(value)}",
                    where=f"{where} row {r + 1}, column {c + 1}",
                )
        grid.append(tuple(cells))
    return tuple(grid)


def token_grid_to_json(grid: Sequence[Sequence[str]]) -> list[list[str]]:
    """The JSON rows `token_grid_from_json` reads back."""
    return [list(row) for row in grid]


def number_clues_from_json(data: Mapping[str, Any], size: int) -> dict[str, tuple[Any, ...]]:
    """The clues of a JSON puzzle by side (checked later by the model): a side left out has none, null is 0."""
    clues = {}
    for side in SIDES:
        raw = data.get(side)
        clues[side] = tuple(0 if v is None else v for v in require_list([0] * size if raw is None else raw, size, side))
    return clues


def givens_from_json(data: Mapping[str, Any], size: int) -> tuple[tuple[Any, ...], ...] | None:
    """The `givens` rows of a JSON puzzle (checked later by the model), or None when it has none."""
    if data.get("givens") is None:
        return None
    rows = require_list(data["givens"], size, "givens")
    return tuple(tuple(require_list(row, size, f"givens row {r + 1}")) for r, row in enumerate(rows))


def clues_and_givens_to_json(
    clues: Callable[[str], Sequence[Any]], givens: Sequence[Sequence[Any]] | None
) -> dict[str, Any]:
    """The JSON fields top, bottom, left, right and givens (null when nothing is given) of a clued grid."""
    data: dict[str, Any] = {side: list(clues(side)) for side in SIDES}
    data["givens"] = [list(row) for row in givens] if givens is not None else None
    return data


def number_token(text: str, where: str, *, dash: int | None = None) -> int | None:
    """A whole number a person typed into a slot: None for "" or ".", `dash` for "-" where the type has one."""
    token = text.strip()
    if token in ("", "."):
        return None
    if token == "-" and dash is not None:
        return dash
    if not token.isdigit():
        raise PuzzleError(f"expected a whole number, found {shown(token)}", where=where)
    return int(token)


def number_text(value: Any, dash: int | None = None) -> str:
    """The token number_token reads back as `value`."""
    if value is None or (value == 0 and dash != 0):
        return ""
    return "-" if value == dash else str(value)


def with_clue(data: Mapping[str, Any], side: str, index: int, value: Any, empty: Any) -> dict[str, Any]:
    """A clued grid's JSON object with one clue set (`empty` clears it); a side left out had none."""
    size = data["size"]
    line = list(data.get(side) or [empty] * size)
    line[index] = empty if value is None else value
    return {**data, side: line}


def with_given(data: Mapping[str, Any], cell: tuple[int, int], value: Any) -> dict[str, Any]:
    """A clued grid's JSON object with one given set (None clears it); givens are null once none is left."""
    size = data["size"]
    rows = [list(row) for row in data.get("givens") or [[None] * size for _ in range(size)]]
    rows[cell[0]][cell[1]] = value
    return {**data, "givens": rows if any(v is not None for row in rows for v in row) else None}


def region_cells(regions: Sequence[Sequence[int]]) -> dict[int, list[tuple[int, int]]]:
    """The cells of every region of a region map (a region id per cell), by id in order of first appearance."""
    found: dict[int, list[tuple[int, int]]] = {}
    for r, row in enumerate(regions):
        for c, region in enumerate(row):
            found.setdefault(region, []).append((r, c))
    return found
