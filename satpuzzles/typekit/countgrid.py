"""Grids with a number beside rows and columns (a count or a sum per line): a header `TYPE ROWSxCOLS`, the
native board with its numbers around the grid, puzzlekit's lines of numbers, and the hint literals
"exactly k of these cells" over a unary counter.

The native board, as printed and read back (`.` is no number; the sides a type uses are fixed by the type):

    TYPE 4x5
       1 . 2 0 1        <- top: one number per column
    1  T . . . .        <- left number, then the cells (then a right number, where the type has one)
    .  . . T . .
       ...              <- bottom: one number per column, where the type has one
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from satpuzzles.cnf import Formula, count_equals, unary_counter
from satpuzzles.errors import PuzzleError, shown
from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.grid import require_list, require_size
from satpuzzles.typekit.textgrid import Line, content_lines, whole_number

if TYPE_CHECKING:  # annotations only: a model reading its shape here loads no rule book
    from satpuzzles.typekit.explaining import Switch
    from satpuzzles.typekit.rulebook import RuleBook

Numbers = tuple[int | None, ...]  # one per row or column; None: no number
NO_NUMBER = "."
MAX_SIDE = 200  # rows and columns; a larger header is a typo, refused before anything is built
ACROSS = ("top", "bottom")  # sides whose numbers stand one per column (left and right: one per row)
SIDE_OF = {"row": "left", "column": "top"}  # where a line's number stands


@dataclass(frozen=True)
class Header:
    """`TYPE ROWSxCOLS key=value ... flag ...` (a square grid may say `TYPE N`)."""

    line: Line
    rows: int
    columns: int
    options: dict[str, str]
    flags: frozenset[str]

    def int_option(self, key: str) -> int | None:
        raw = self.options.get(key)
        if raw is None:
            return None
        value = whole_number(raw)
        if value is None:
            raise self.line.error(f"{key} must be a whole number, found {shown(raw)}")
        return value


def _side(word: str, line: Line, what: str) -> int:
    value = whole_number(word)
    if value is None or not 1 <= value <= MAX_SIDE:
        raise line.error(f"expected the number of {what} (1..{MAX_SIDE}), found {shown(word)}")
    return value


def read_header(text: str, type_name: str, options: set[str], flags: set[str]) -> tuple[Header, list[Line]]:
    """The checked header of a native text and the content lines after it (`#` lines are comments)."""
    lines = content_lines(text)
    if not lines:
        raise PuzzleError("the text is empty")
    line, words = lines[0], lines[0].text.split()
    if len(words) < 2 or words[0].lower() != type_name:
        raise line.error(f"expected the header '{type_name} ROWSxCOLS'")
    sides = words[1].lower().split("x")
    if len(sides) > 2:
        raise line.error(f"expected the grid size ROWSxCOLS after the type, found {shown(words[1])}")
    rows, columns = _side(sides[0], line, "rows"), _side(sides[-1], line, "columns")
    found: dict[str, str] = {}
    flagged: set[str] = set()
    for word in words[2:]:
        key, sep, value = word.lower().partition("=")
        if sep and key in options and key not in found:
            found[key] = value
        elif not sep and key in flags:
            flagged.add(key)
        else:
            known = ", ".join([*(f"{o}=N" for o in sorted(options)), *sorted(flags)]) or "none"
            raise line.error(f"unknown or repeated header word {shown(word)} (known: {known})")
    return Header(line, rows, columns, found, frozenset(flagged)), lines[1:]


def header_text(type_name: str, rows: int, columns: int, *words: str) -> str:
    return " ".join([type_name, f"{rows}x{columns}", *words])


def number(token: str, line: Line, what: str) -> int | None:
    """A number beside the grid: `.` or `-` for none, else a whole number."""
    if token in (NO_NUMBER, "-"):
        return None
    value = whole_number(token)
    if value is None:
        raise line.error(f"expected a number or '.' for {what}, found {shown(token)}")
    return value


def numbers(tokens: Sequence[str], line: Line, what: str) -> Numbers:
    return tuple(number(token, line, f"{what} {k + 1}") for k, token in enumerate(tokens))


def read_board(
    header: Header, body: Sequence[Line], sides: Sequence[str]
) -> tuple[dict[str, Numbers], list[tuple[Line, list[str]]]]:
    """The numbers on each of `sides` and the grid rows' cell tokens (the rows' numbers taken off)."""
    rows, columns = header.rows, header.columns
    expected = rows + sum(side in ACROSS for side in sides)
    if len(body) != expected:
        raise header.line.error(f"expected {expected} lines after the header, found {len(body)}")
    found: dict[str, Numbers] = {}
    lines = list(body)
    for side, at in (("top", 0), ("bottom", -1)):
        if side in sides:
            line = lines.pop(at)
            tokens = line.text.split()
            if len(tokens) != columns:
                raise line.error(f"expected {columns} {side} numbers (one per column), found {len(tokens)}")
            found[side] = numbers(tokens, line, f"{side} number")
    left, right = "left" in sides, "right" in sides
    width = columns + left + right
    cells: list[tuple[Line, list[str]]] = []
    beside: dict[str, list[int | None]] = {"left": [], "right": []}
    for r, line in enumerate(lines):
        tokens = line.text.split()
        if len(tokens) != width:
            what = " and ".join(x for x, on in (("a left number", left), ("a right number", right)) if on)
            raise line.error(f"expected {columns} cells" + (f" with {what}" if what else "") + f", found {len(tokens)}")
        if left:
            beside["left"].append(number(tokens[0], line, f"the number of row {r + 1}"))
        if right:
            beside["right"].append(number(tokens[-1], line, f"the number of row {r + 1}"))
        cells.append((line, tokens[left : left + columns]))
    for side in ("left", "right"):
        if side in sides:
            found[side] = tuple(beside[side])
    return found, cells


def draw_board(beside: Mapping[str, Sequence[int | None]], cells: Sequence[Sequence[str]]) -> list[str]:
    """The board's lines: numbers on the sides `beside` names, cells aligned in columns."""

    def text(value: int | None) -> str:
        return NO_NUMBER if value is None else str(value)

    grid = [list(row) for row in cells]
    columns = len(grid[0]) if grid else 0
    width = max([len(t) for row in grid for t in row] + [len(text(v)) for side in ACROSS for v in beside.get(side, ())])
    left = max((len(text(v)) for v in beside.get("left", ())), default=0)
    indent = " " * (left + 1) if "left" in beside else ""

    def row_text(tokens: Sequence[str]) -> str:
        return " ".join(t.rjust(width) for t in tokens)

    out = []
    if "top" in beside:
        out.append((indent + row_text([text(v) for v in beside["top"]])).rstrip())
    for r, row in enumerate(grid):
        line = (text(beside["left"][r]).rjust(left) + " " if "left" in beside else "") + row_text(row)
        if "right" in beside:
            line += "  " + text(beside["right"][r])
        out.append(line)
    if "bottom" in beside:
        out.append((indent + row_text([text(v) for v in beside["bottom"]])).rstrip())
    assert all(len(row) == columns for row in grid)
    return out


def puzzlekit_numbers(line: Line, count: int, what: str) -> Numbers:
    """One puzzlekit line of numbers (`-` for none)."""
    tokens = line.text.split()
    if len(tokens) != count:
        raise line.error(f"expected {count} {what}, found {len(tokens)}")
    return numbers(tokens, line, what.rstrip("s"))


def puzzlekit_line(values: Sequence[int | None]) -> str:
    return " ".join("-" if v is None else str(v) for v in values)


@dataclass(frozen=True)
class PuzzlekitBoard:
    """A puzzlekit text read for shape: its header, the type's parameters, the numbers and the grid's tokens."""

    header: Line
    rows: int
    columns: int
    parameters: tuple[int, ...]  # the header's numbers after ROWS COLS
    column_numbers: Numbers
    row_numbers: Numbers
    grid: list[tuple[Line, list[str]]]  # each grid line with its COLS tokens (the type checks what they are)


def _header_numbers(words: Sequence[str], parameters: str) -> bool:
    """Whether `words` are ROWS COLS and, when the type has `parameters`, at least one more whole number."""
    return (len(words) > 2 if parameters else len(words) == 2) and all(whole_number(w) is not None for w in words)


def read_puzzlekit_board(text: str, entries: str, parameters: str = "") -> PuzzlekitBoard:
    """puzzlekit's text of a grid with numbers beside it: `ROWS COLS` (then the type's `parameters`, whole
    numbers, e.g. "COUNTS..."), a line of column numbers, one of row numbers (`-` for none), then ROWS lines of
    COLS tokens; `entries` says what the tokens are in the error naming a line that has too few or many."""
    lines = content_lines(text)
    shape = " ".join(["ROWS COLS", *([parameters] if parameters else [])])
    if len(lines) < 3:
        raise PuzzleError(f"expected the puzzlekit header '{shape}', the column and row numbers, then the grid")
    header, words = lines[0], lines[0].text.split()
    sizes = [whole_number(w) for w in words[:2]]
    if not _header_numbers(words, parameters) or not all(0 < (s or 0) <= MAX_SIDE for s in sizes):
        raise header.error(f"expected the puzzlekit header '{shape}' (ROWS and COLS 1..{MAX_SIDE}), e.g. '8 8'")
    rows, columns = int(words[0]), int(words[1])
    if len(lines) != 3 + rows:
        raise header.error(
            f"expected 2 lines of numbers and {rows} grid lines after the header, found {len(lines) - 1}"
        )
    grid = []
    for line in lines[3:]:
        tokens = line.text.split()
        if len(tokens) != columns:
            raise line.error(f"expected {columns} {entries}, found {len(tokens)}")
        grid.append((line, tokens))
    return PuzzlekitBoard(
        header,
        rows,
        columns,
        tuple(int(w) for w in words[2:]),
        puzzlekit_numbers(lines[1], columns, "column numbers"),
        puzzlekit_numbers(lines[2], rows, "row numbers"),
        grid,
    )


def looks_like_puzzlekit_board(lines: Sequence[str], token: Callable[[str], bool], parameters: bool = False) -> bool:
    """Whether these non-empty lines are such a text: `ROWS COLS` (with `parameters`, then more numbers), a
    line of COLS numbers, one of ROWS numbers, then ROWS lines of COLS tokens that `token` accepts."""
    words = lines[0].split()
    if not _header_numbers(words, "parameters" if parameters else ""):
        return False
    rows, columns = int(words[0]), int(words[1])

    def numbers(line: str, count: int) -> bool:
        tokens = line.split()
        return len(tokens) == count and all(t == "-" or whole_number(t) is not None for t in tokens)

    return (
        len(lines) == 3 + rows
        and numbers(lines[1], columns)
        and numbers(lines[2], rows)
        and all(len(row) == columns and all(map(token, row)) for row in (line.split() for line in lines[3:]))
    )


@dataclass(frozen=True)
class Count:
    """A unary counter over some literals (a definition: its outputs are functions of the inputs), and the
    literals that say "exactly k of them are true"."""

    out: list[int]  # out[k] <-> at least k inputs true, for 1 <= k <= len(out) - 1 (out[0] unused)
    inputs: int
    never: int  # a literal false in every model: "exactly k" where the counter cannot say k

    def exactly(self, k: int) -> tuple[int, ...]:
        """The assumption literals "exactly k inputs are true"; a k the counter does not represent (more than
        its inputs, or at or above a cap the rules never reach) gives the literal that is always false."""
        top = len(self.out) - 1
        if k == 0:
            return (-self.out[1],) if top else ()
        if k < top:
            return count_equals(self.out, k)
        if k == top == self.inputs:
            return (self.out[k],)
        return (self.never,)


def counted(f: Formula, lits: Sequence[int], most: int | None = None, role: str = "count") -> Count:
    """Count `lits` up to `most` (default: all of them), where the rules allow no more than most - 1 anyway."""
    top = len(lits) if most is None else min(most, len(lits))
    never = f.new_var("never")
    f.add([-never])
    return Count(unary_counter(f, list(lits), top, role=role), len(lits), never)


def line_cells(rows: int, columns: int) -> dict[str, list[list[Cell]]]:
    """Each row's and each column's cells, under "row" and "column"."""
    return {
        "row": [[(r, c) for c in range(columns)] for r in range(rows)],
        "column": [[(r, c) for r in range(rows)] for c in range(columns)],
    }


@dataclass(frozen=True)
class LineNumbers:
    """The numbers beside the rows (on the left) and the columns (on top) as a rule book's hints, each "exactly
    k of this line's literals" over the line's counter (a definition, stated by `line_numbers`)."""

    book: RuleBook
    lines: dict[str, list[list[Cell]]]
    counters: dict[tuple[str, int], Count]
    says: Callable[[int], str]  # what a number says after "row 3": "holds 2 shaded cells"
    most: Callable[[int], int]  # the largest number a line of n cells can show

    def hint(self, line: str, k: int, value: int) -> Switch:
        return self.book.hint(
            f"{line} {k + 1} {self.says(value)}",
            key=(line, k, value),
            json={"line": line, "index": k, "value": value},
            literals=self.counters[line, k].exactly(value),
            cells=self.lines[line][k],
            action=f"write {value} beside {line} {k + 1}",
            clue=(SIDE_OF[line], k),
        )

    def shown(self, row_numbers: Numbers, column_numbers: Numbers) -> list[Switch]:
        """The hints of a puzzle's numbers."""
        return [self.hint(line, k, v) for line, k, v in _numbered(row_numbers, column_numbers) if v is not None]

    def literals(self, row_numbers: Numbers, column_numbers: Numbers) -> list[int]:
        """The literals of `shown`'s hints, in their order, without making the hints (solving's assumptions)."""
        counters = self.counters
        return [
            lit
            for line, k, v in _numbered(row_numbers, column_numbers)
            if v is not None
            for lit in counters[line, k].exactly(v)
        ]

    def candidates(self, row_numbers: Numbers, column_numbers: Numbers) -> list[Switch]:
        """Every number a setter could write beside a line that has none."""
        return [
            self.hint(line, k, value)
            for line, k, v in _numbered(row_numbers, column_numbers)
            if v is None
            for value in range(self.most(len(self.lines[line][k])) + 1)
        ]


def _numbered(row_numbers: Numbers, column_numbers: Numbers) -> list[tuple[str, int, int | None]]:
    return [("row", k, v) for k, v in enumerate(row_numbers)] + [("column", k, v) for k, v in enumerate(column_numbers)]


def line_numbers(
    book: RuleBook,
    rows: int,
    columns: int,
    literal: Callable[[Cell], int],
    says: Callable[[int], str],
    most: Callable[[int], int] = lambda n: n,
    role: str = "count",
) -> LineNumbers:
    """Count `literal(cell)` along every row, then every column (each up to one more than `most` of its length,
    where the rules never go beyond `most`), for the hints of the numbers beside them."""
    lines = line_cells(rows, columns)
    counters = {
        (line, k): counted(book.formula, [literal(cell) for cell in members], most(len(members)) + 1, role=role)
        for line, found in lines.items()
        for k, members in enumerate(found)
    }
    return LineNumbers(book, lines, counters, says, most)


def read_shape(data: Mapping[str, object]) -> tuple[int, int]:
    """A JSON object's grid size: `size` alone for a square grid, else `rows` and `columns`."""
    if "rows" in data or "columns" in data or "size" not in data:
        return require_size(data.get("rows"), "rows"), require_size(data.get("columns"), "columns")
    size = require_size(data.get("size"), "size")
    return size, size


def shape_json(rows: int, columns: int) -> dict[str, int]:
    """`size` for a square grid (what the web console edits), `rows` and `columns` otherwise."""
    return {"size": rows} if rows == columns else {"rows": rows, "columns": columns}


def require_numbers(values: object, length: int, most: int, where: str) -> Numbers:
    """A list of `length` numbers 0..most or null (no number), checked; PuzzleError names the entry."""
    found = require_list(values, length, where)
    for k, value in enumerate(found):
        if value is not None and (type(value) is not int or not 0 <= value <= most):
            raise PuzzleError(f"expected a number 0..{most} or null, found {shown(value)}", where=f"{where} {k + 1}")
    return tuple(found)


PutNumber = Callable[[Mapping[str, Any], str, int, str], dict[str, Any]]
NumberText = Callable[[Mapping[str, Any], str, int], str]


def number_slots(fields: Mapping[str, str]) -> tuple[PutNumber, NumberText]:
    """The console's editing of the numbers beside the grid (`Editor.put_clue`, `Editor.clue_text`): `fields`
    names the JSON list each side's numbers live in ({"top": "column_tents", "left": "row_tents"})."""

    def put(data: Mapping[str, Any], side: str, index: int, text: str) -> dict[str, Any]:
        field = fields.get(side)
        if field is None:
            raise PuzzleError(f"this puzzle has no numbers on the {side}", where="clue")
        token = text.strip()
        value = None if token in ("", NO_NUMBER) else whole_number(token)
        if token not in ("", NO_NUMBER) and value is None:
            raise PuzzleError(f"expected a number or nothing, found {shown(token)}", where="clue")
        values = list(data[field])
        if not 0 <= index < len(values):
            raise PuzzleError(f"expected an index below {len(values)}, found {index}", where="clue")
        values[index] = value
        return {**data, field: values}

    def text(data: Mapping[str, Any], side: str, index: int) -> str:
        field = fields.get(side)
        values = data.get(field, []) if field is not None else []
        return "" if index >= len(values) or values[index] is None else str(values[index])

    return put, text
