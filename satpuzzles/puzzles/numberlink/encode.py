"""Numberlink's rules in a rule book (encodings/numberlink.md): each cell holds one line piece (passing
through, an end, or none); the numbers are the puzzle's shape (as Simple Loop's blocked cells), so the rules
say everything and there are no hints to hide.

- the line pieces join up (pieces.py);
- a line ends on every number and nowhere else;
- each line joins two equal numbers: a binary label per cell, equal along the line, each number's cells
  fixed to the number's label (paths.binary_labels);
- no line is a closed loop: every cell on a line reaches a number along it (lazily: a loop holding no
  number is cut, paths.path_cuts' finder).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import Any

from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import Formula
from satpuzzles.typekit.constraints.connectivity import reach_cuts_via
from satpuzzles.typekit.constraints.paths import (
    binary_labels,
    labels_along_lines,
    no_earlier_turn,
    no_shorter_line,
    no_u_turn,
    one_hot_labels,
)
from satpuzzles.typekit.constraints.pieces import ENDS, piece_text
from satpuzzles.typekit.constraints.reach import reach_roots
from satpuzzles.typekit.loopbook import line_pieces
from satpuzzles.typekit.rulebook import RuleBook

from .model import EMPTY, VALUES, Numberlink, Solution

# The largest cells x pairs whose solving gets the dominance proof (encodings/numberlink.md): its clauses
# grow with both (about 25 clauses a cell and pair: 0.34 million on 16x24 with 36 pairs); the few larger
# puzzles (30x30 and up, 40-64 pairs) keep the formula alone.
DOMINANCE_SIZE = 20_000


def shape(puzzle: Numberlink) -> Hashable:
    """The formula is the whole puzzle: the grid and its numbers."""
    return ("numberlink", puzzle.rows, puzzle.columns, puzzle.numbers)


def state(book: RuleBook, puzzle: Numberlink) -> Stated[Numberlink]:
    line = line_pieces(book, puzzle.rows, puzzle.columns, VALUES)
    graph, lit, edges = line.graph, line.literal, line.edges
    everything = graph.vertices
    pairs = puzzle.pairs()
    numbered = {cell: k for k, (_, *cells) in enumerate(pairs) for cell in cells}
    with book.rule("a line ends on every number and nowhere else", kind="count", cells=everything) as f:
        for v in everything:
            if v in numbered:
                f.add([lit(v, end) for end in ENDS])
            else:
                f.extend([-lit(v, end)] for end in ENDS)
    with book.rule("each line joins two equal numbers", kind="connectivity", cells=sorted(numbered)) as f:
        bits = binary_labels(f, edges, numbered, len(pairs))
    rings = [
        [
            edges[(r, c), (r, c + 1)],
            edges[(r, c), (r + 1, c)],
            edges[(r, c + 1), (r + 1, c + 1)],
            edges[(r + 1, c), (r + 1, c + 1)],
        ]
        for r in range(puzzle.rows - 1)
        for c in range(puzzle.columns - 1)
    ]
    if rings:
        with book.rule("no line runs round a 2x2 block", kind="loop", cells=everything) as f:
            f.extend([-e for e in ring] for ring in rings)
    used = {v: -lit(v, EMPTY) for v in everything}
    links = graph.links(edges)
    book.lazy_rule(
        "every line ends on numbers (none is a closed loop)",
        kind="loop",
        cells=everything,
        exact=lambda f: reach_roots(f, used, links, {cell: used[cell] for cell in numbered}),
        cuts=reach_cuts_via(used, links, numbered),
    )
    if len(everything) * len(pairs) <= DOMINANCE_SIZE:

        def beaten(f: Formula) -> None:
            """Drawings another one beats: a line could be shorter (a U-turn round a 2x2 block among them), or turn
            one cell later in reading order; and, implied on every drawing whose lines end on numbers, each line's
            label one-hot along it."""
            labels = one_hot_labels(f, bits, used, len(pairs))
            labels_along_lines(f, edges, used, labels)
            no_shorter_line(f, graph, edges, used, labels)
            no_earlier_turn(f, graph, edges, used)
            no_u_turn(f, graph, edges)

        book.dominated(relaxed=beaten, top=lambda f: f.extend([cell] for cell in used.values()))
    return Stated(lambda p: [], lambda p: [])


def _value_text(value: Any) -> str:
    return "empty" if value == EMPTY else piece_text(value)


RULES: Rules[Numberlink, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple(tuple(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=lambda blank, solution: blank,
    with_hint=lambda p, hint: p,
    without=lambda p, hint: p,
    value_text=_value_text,
    lazy=True,
)
