"""The puzzlekit dataset's solution text: written from a grid of tokens, read back, and compared token-wise.

A solution text is a header line whose first two tokens are `rows cols` (some types add their puzzle's
parameters after them), then one line of whitespace-separated tokens per row. Each type uses its own
tokens, and the published grids mark only what the rules decide: a shading type writes `x` for a shaded
cell and anything else for the rest, a region type numbers its regions in any order. So a type says how
two grids are compared (`exact`, `marks`, `same_regions`, `same_lines`, `digits`), and the header's
parameters are not compared, only the grid's size.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import chain

from satpuzzles.errors import PuzzleError

Tokens = tuple[tuple[str, ...], ...]  # one tuple of tokens per row
Compare = Callable[[Tokens, Tokens], bool]  # (ours, published) of the same size -> whether they match


def solution_text(header: str | Sequence[object], grid: Iterable[Iterable[object]]) -> str:
    """The text of a solution: `header` (a line, or its tokens: `rows cols` and the type's parameters), then
    one line per row of `grid`, tokens separated by single spaces, ending in a newline."""
    head = header if isinstance(header, str) else " ".join(map(str, header))
    return "\n".join([head, *(" ".join(map(str, row)) for row in grid)]) + "\n"


@dataclass(frozen=True, eq=False)
class SolutionGrid:
    """A solution text read: its size, the header's other tokens and the grid of tokens."""

    rows: int
    cols: int
    parameters: tuple[str, ...]
    grid: Tokens


def read_solution(text: str) -> SolutionGrid:
    """The grid of a solution text, checked for shape (blank lines are skipped); PuzzleError names the line."""
    lines = [(number, line.split()) for number, line in enumerate(text.splitlines(), start=1) if line.strip()]
    if not lines:
        raise PuzzleError("the solution text is empty")
    number, header = lines[0]
    size = [int(word) for word in header[:2] if word.isascii() and word.isdigit()]
    if len(size) != 2:
        raise PuzzleError("expected the header 'ROWS COLS'", where=f"line {number}")
    rows, cols = size
    body = lines[1:]
    if len(body) != rows:
        raise PuzzleError(f"expected {rows} grid lines after the header, found {len(body)}", where=f"line {number}")
    for line_number, tokens in body:
        if len(tokens) != cols:
            raise PuzzleError(f"expected {cols} tokens, found {len(tokens)}", where=f"line {line_number}")
    return SolutionGrid(rows, cols, tuple(header[2:]), tuple(tuple(tokens) for _, tokens in body))


def matches(ours: str, published: str, compare: Compare) -> bool:
    """Whether our solution text says what the published one says, by the type's comparison; a published text
    that cannot be read (the dataset has a few) matches nothing."""
    try:
        mine, theirs = read_solution(ours), read_solution(published)
    except PuzzleError:
        return False
    return (mine.rows, mine.cols) == (theirs.rows, theirs.cols) and compare(mine.grid, theirs.grid)


def _cells(ours: Tokens, published: Tokens) -> Iterable[tuple[str, str]]:
    return zip(chain.from_iterable(ours), chain.from_iterable(published), strict=True)


def exact(ours: Tokens, published: Tokens) -> bool:
    """Every token equal."""
    return ours == published


def marks(*tokens: str) -> Compare:
    """Only where either grid has one of `tokens` (a shaded cell `x`, a light `o`) must the two agree: the
    other tokens (`-`, `.`, a clue's number) say nothing the rules decide."""
    wanted = frozenset(tokens)

    def compare(ours: Tokens, published: Tokens) -> bool:
        return all(
            mine == theirs or all(a == b for a, b in zip(mine, theirs, strict=True) if a in wanted or b in wanted)
            for mine, theirs in zip(ours, published, strict=True)
        )

    return compare


def same_regions(ours: Tokens, published: Tokens) -> bool:
    """The same partition into regions, whatever each grid calls them: a one-to-one renaming of the tokens."""
    forward: dict[str, str] = {}
    backward: dict[str, str] = {}
    for a, b in _cells(ours, published):
        if forward.setdefault(a, b) != b or backward.setdefault(b, a) != a:
            return False
    return True


def same_lines(ours: Tokens, published: Tokens) -> bool:
    """Line pieces given as letters in any order (`ne` = `en`): each cell's letters as a set."""
    return all(sorted(a) == sorted(b) for a, b in _cells(ours, published))


def digits(ours: Tokens, published: Tokens) -> bool:
    """Only the numbers: where either grid has a number the two agree (other tokens mark nothing to compare)."""
    return all(a == b for a, b in _cells(ours, published) if a.isdigit() or b.isdigit())
