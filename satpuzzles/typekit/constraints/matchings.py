"""Matchings and placements: each item with its own partner, dominoes each once, a fleet of ships
that never touch. encodings/matchings.md has the clauses and why they are exact.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Hashable, Iterable, Mapping, Sequence
from typing import TypeVar

from satpuzzles.cnf import DEFAULT_ENCODING, Formula, at_most, exactly
from satpuzzles.typekit.constraints.digits import Fixable
from satpuzzles.typekit.constraints.grid import Cell, Edge, GridGraph

Item = TypeVar("Item", bound=Hashable)
Partner = TypeVar("Partner", bound=Hashable)
Domino = Edge  # two orthogonal neighbours, the first in reading order


def pair_up(
    f: Formula,
    items: Mapping[Item, Fixable],
    partners: Mapping[Partner, Fixable],
    edges: Iterable[tuple[Item, Partner]],
) -> dict[tuple[Item, Partner], int]:
    """Every present item is paired with exactly one present partner along an edge, and every present partner
    with exactly one item: a perfect matching between them (each placed object with its own adjacent anchor).

    items[i] and partners[p] are "present" literals, or True for always present. An edge literal implies both
    ends present; a present end has exactly one edge. The edge literals are the matching, which need not be
    unique: they are auxiliary, not functional in the presence literals (block solutions on those).
    """
    chosen = {edge: f.new_var("pair") for edge in edges}
    ends: dict[tuple[int, Hashable], list[int]] = {}
    for (item, partner), lit in chosen.items():
        ends.setdefault((0, item), []).append(lit)
        ends.setdefault((1, partner), []).append(lit)
        f.extend([-lit, int(end)] for end in (items[item], partners[partner]) if end is not True)
    for side, presence in ((0, items), (1, partners)):
        for key, present in presence.items():
            lits = ends.get((side, key), [])
            at_most(f, lits, 1, DEFAULT_ENCODING)
            f.add([*([] if present is True else [-int(present)]), *lits])
    return chosen


def domino_tiling(f: Formula, rows: int, cols: int) -> dict[Domino, int]:
    """Dominoes covering every cell exactly once: a literal per pair of orthogonal neighbours."""
    graph = GridGraph(rows, cols)
    dominoes = {edge: f.new_var("domino") for edge in graph.edges}
    for cell in graph.vertices:
        exactly(f, [dominoes[edge] for edge in graph.incident[cell]], 1, DEFAULT_ENCODING)
    return dominoes


def each_pair_once(f: Formula, dominoes: Mapping[Domino, int], numbers: Sequence[Sequence[int]]) -> None:
    """Each unordered pair of numbers shown by some placement is laid exactly once (with a full set on a
    board of its size, every domino of the set then appears exactly once)."""
    showing: dict[tuple[int, int], list[int]] = {}
    for ((r1, c1), (r2, c2)), lit in dominoes.items():
        a, b = numbers[r1][c1], numbers[r2][c2]
        showing.setdefault((min(a, b), max(a, b)), []).append(lit)
    for lits in showing.values():
        exactly(f, lits, 1, DEFAULT_ENCODING)


def fleet(
    f: Formula, segments: Sequence[Sequence[int]], lengths: Iterable[int]
) -> dict[int, list[tuple[list[Cell], int]]]:
    """The ship-segment cells are exactly a fleet of straight ships of the given lengths (with repeats), no two
    touching, not even diagonally.

    A placement literal per length, position and direction (one direction for length 1): it shades its cells
    and clears its halo (the cells around it); a shaded cell is covered by some placement; exactly as many
    placements of each length as ships of that length. Two different placements that overlap always have a cell
    of one in the other's halo, so the placements are the ships and are functional in the cells.
    Returns the placements per length as (cells, literal).
    """
    rows, cols = len(segments), len(segments[0])
    counts = Counter(lengths)
    if any(length <= 0 for length in counts):
        raise ValueError("ship lengths are positive")
    covering: dict[Cell, list[int]] = {}
    placements: dict[int, list[tuple[list[Cell], int]]] = {}
    for length in sorted(counts):
        mine = placements.setdefault(length, [])
        for dr, dc in ((0, 1), (1, 0)) if length > 1 else ((0, 1),):
            for r in range(rows - dr * (length - 1)):
                for c in range(cols - dc * (length - 1)):
                    ship = [(r + dr * i, c + dc * i) for i in range(length)]
                    lit = f.new_var("ship")
                    mine.append((ship, lit))
                    body = set(ship)
                    halo = {
                        (y, x)
                        for sr, sc in ship
                        for y in range(sr - 1, sr + 2)
                        for x in range(sc - 1, sc + 2)
                        if 0 <= y < rows and 0 <= x < cols and (y, x) not in body
                    }
                    f.extend([-lit, segments[y][x]] for y, x in ship)
                    f.extend([-lit, -segments[y][x]] for y, x in sorted(halo))
                    for cell in ship:
                        covering.setdefault(cell, []).append(lit)
        exactly(f, [lit for _, lit in mine], counts[length], DEFAULT_ENCODING)
    for r in range(rows):
        for c in range(cols):
            f.add([-segments[r][c], *covering.get((r, c), [])])
    return placements
