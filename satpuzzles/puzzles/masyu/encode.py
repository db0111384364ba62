"""Masyu's rules in a rule book (encodings/masyu.md): each cell holds one line piece (`ns`, `ew`, the four
turns) or none, the pieces join up into one loop, and each pearl is a hint: "the loop passes this cell in the
way its pearl asks".

Definitions the hints read (functions of the cells, so they exclude nothing): per cell, whether a line turns
there, and whether a white or a black pearl there would be satisfied.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping
from dataclasses import replace
from typing import Any

from satpuzzles.typekit.base import Cell
from satpuzzles.typekit.bookrules import Rules, Stated
from satpuzzles.typekit.cnf import Formula
from satpuzzles.typekit.constraints.grid import Edge
from satpuzzles.typekit.constraints.pieces import OPPOSITE, neighbour, piece_text
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.loopbook import loop_through_cells
from satpuzzles.typekit.rulebook import RuleBook

from .model import BLACK, EMPTY, VALUES, WHITE, Masyu, Pearl, Solution
from .rules import violations

TURNS = ("ne", "nw", "se", "sw")
NAMES = {WHITE: "white pearl", BLACK: "black pearl"}


def shape(puzzle: Masyu) -> Hashable:
    """The formula depends on the grid's size only; the pearls are assumptions."""
    return ("masyu", puzzle.rows, puzzle.columns)


def _or(f: Formula, lits: list[int]) -> int:
    """A fresh literal defined as the disjunction of `lits` (false for none)."""
    out = f.new_var("or")
    f.add([-out, *lits])
    f.extend([-lit, out] for lit in lits)
    return out


def _and(f: Formula, lits: list[int]) -> int:
    out = f.new_var("and")
    f.extend([-out, lit] for lit in lits)
    f.add([out, *(-lit for lit in lits)])
    return out


def state(book: RuleBook, puzzle: Masyu) -> Stated[Masyu]:
    line, _ = loop_through_cells(book, puzzle.rows, puzzle.columns, VALUES, EMPTY, parity=True)
    lit = line.literal
    everything = line.graph.vertices
    f = book.formula
    inside = set(everything)
    turn = {v: _or(f, [lit(v, t) for t in TURNS]) for v in everything}

    def straight_on(cell: Cell, side: str) -> int | None:
        """The literal "the line goes straight through the neighbour on `side`, along that direction"."""
        nb = neighbour(cell, side)
        return lit(nb, "ns" if side in "ns" else "ew") if nb in inside else None

    def turns_at(cell: Cell, side: str) -> list[int]:
        nb = neighbour(cell, side)
        return [turn[nb]] if nb in inside else []

    white, black = {}, {}
    for v in everything:
        across = _and(f, [lit(v, "ew"), _or(f, turns_at(v, "e") + turns_at(v, "w"))])
        down = _and(f, [lit(v, "ns"), _or(f, turns_at(v, "n") + turns_at(v, "s"))])
        white[v] = _or(f, [across, down])
        ways = []
        for t in TURNS:
            beyond = [straight_on(v, side) for side in t]
            if all(b is not None for b in beyond):
                ways.append(_and(f, [lit(v, t), *(b for b in beyond if b is not None)]))
        black[v] = _or(f, ways)
    ok = {WHITE: white, BLACK: black}
    if book.lazy and not book.guarded:  # solving only: explain, steps and export keep the rules as stated
        _pearl_consequences(f, line.edges, lit, turn, white, black)

    def pearl(cell: Cell, colour: str) -> Switch:
        where = f"r{cell[0] + 1}c{cell[1] + 1}"
        return book.hint(
            f"{NAMES[colour]} at {where}",
            key=("pearl", *cell, colour),
            json={"row": cell[0], "column": cell[1], "value": colour},
            literals=(ok[colour][cell],),
            cells=(cell, *(n for n in (neighbour(cell, s) for s in OPPOSITE) if n in inside)),
            action=f"put a {NAMES[colour]} at {where}",
        )

    def hints(p: Masyu) -> list[Switch]:
        return [pearl(cell, colour) for cell, colour in p.placed()]

    def candidates(p: Masyu) -> list[Switch]:
        return [pearl(v, colour) for v in everything if p.pearls[v[0]][v[1]] is None for colour in (WHITE, BLACK)]

    return Stated(hints, candidates)


def _pearl_consequences(
    f: Formula,
    edges: Mapping[Edge, int],
    lit: Callable[[Cell, str], int],
    turn: dict[Cell, int],
    white: dict[Cell, int],
    black: dict[Cell, int],
) -> None:
    """Redundant clauses for a solving formula: what a pearl's literal implies, side by side (its definition says
    it as a disjunction of cases, which unit propagation does not split). A black pearl's cell is a turn, it
    leaves by one side of each opposite pair, and the cell it leaves into goes straight on; a white pearl's cell
    goes straight, and a cell beside it along the line turns. Each holds wherever the pearl's literal does, so no
    solution is lost (encodings/masyu.md); they took a third to a half off the conflicts of the largest grids."""
    for v in white:
        f.extend([-black[v], -lit(v, value)] for value in (EMPTY, "ns", "ew"))
        f.extend([-white[v], -lit(v, value)] for value in (EMPTY, *TURNS))
        f.add([-white[v], lit(v, "ns"), lit(v, "ew")])
        for straight in ("ew", "ns"):
            beside = [turn[n] for n in (neighbour(v, side) for side in straight) if n in turn]
            f.add([-white[v], -lit(v, straight), *beside])
        ways = {side: edges[min(v, nb), max(v, nb)] for side in OPPOSITE if (nb := neighbour(v, side)) in turn}
        for pair in ("ns", "ew"):
            f.add([-black[v], *(ways[side] for side in pair if side in ways)])
        for side, edge in ways.items():
            f.add([-black[v], -edge, lit(neighbour(v, side), "ns" if side in "ns" else "ew")])


def _with_pearl(p: Masyu, cell: Cell, pearl: Pearl) -> Masyu:
    pearls = [list(row) for row in p.pearls]
    pearls[cell[0]][cell[1]] = pearl
    return replace(p, pearls=tuple(tuple(row) for row in pearls))


def clues_of(blank: Masyu, solution: Solution) -> Masyu:
    """Every pearl the loop allows: black where it turns between two straight cells, white where it goes
    straight next to a turn."""
    pearls = [list(row) for row in blank.pearls]
    for r in range(blank.rows):
        for c in range(blank.columns):
            for colour in (BLACK, WHITE):
                trial = _with_pearl(blank, (r, c), colour)
                if not violations(trial, solution):
                    pearls[r][c] = colour
                    break
    return replace(blank, pearls=tuple(tuple(row) for row in pearls))


def _value_text(value: Any) -> str:
    return "empty" if value == EMPTY else piece_text(value)


RULES: Rules[Masyu, Solution] = Rules(
    state=state,
    solution=lambda rows: tuple(tuple(row) for row in rows),
    grid=lambda solution: [list(row) for row in solution],
    clues_of=clues_of,
    with_hint=lambda p, hint: _with_pearl(p, (hint.json["row"], hint.json["column"]), hint.json["value"]),
    without=lambda p, hint: _with_pearl(p, (hint.json["row"], hint.json["column"]), None),
    value_text=_value_text,
    lazy=True,
    lazy_steps=True,  # 03_6x6's path: 0.8 CPU s on the cuts, one step in 150 s exactly (encodings/rulebook.md)
)
