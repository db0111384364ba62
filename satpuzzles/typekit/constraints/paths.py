"""Paths joining terminal pairs (Numberlink): disjoint paths over a grid graph, one per pair, no stray loops.

Each terminal has degree 1, every other used vertex degree 2; each used vertex carries one label
(the index of its pair), equal across every used edge, and the terminals carry their own. Degrees
alone leave closed loops among non-terminal vertices possible; they are ruled out exactly by asking
every used vertex to reach its pair's first terminal (reach.py), or lazily by cutting each such loop.
encodings/loops.md has the soundness argument.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from satpuzzles.cnf import Formula, at_most
from satpuzzles.typekit.constraints.connectivity import reach_cuts_via
from satpuzzles.typekit.constraints.grid import Cell, Edge, GridGraph
from satpuzzles.typekit.constraints.lazy import CutFinder
from satpuzzles.typekit.constraints.loops import degree_zero_or_two
from satpuzzles.typekit.constraints.reach import DEFAULT_ENCODING, fresh, reach_roots


@dataclass(frozen=True)
class Paths:
    """The literals a path puzzle reads its answer from: edges used, vertices used, label per vertex."""

    edges: dict[Edge, int]
    used: dict[Cell, int]
    labels: dict[Cell, list[int]]  # labels[v][k]: v lies on the path of pair k


def path_degrees(f: Formula, graph: GridGraph, pairs: Sequence[tuple[Cell, Cell]], *, fill: bool = False) -> Paths:
    """Degrees and labels without the rule against stray loops (see terminal_paths, path_cuts)."""
    terminals = {t: k for k, pair in enumerate(pairs) for t in pair}
    if len(terminals) != 2 * len(pairs):
        raise ValueError("a vertex is a terminal of two pairs, or a pair joins a vertex to itself")
    edge_vars = fresh(f, "path edge", len(graph.edges))
    edges = {e: next(edge_vars) for e in graph.edges}
    used_vars = fresh(f, "on path", len(graph.vertices))
    used = {v: next(used_vars) for v in graph.vertices}
    label_block = f.block("path label", len(graph.vertices), max(len(pairs), 1))
    labels = {v: [label_block.lit(i, k) for k in range(len(pairs))] for i, v in enumerate(graph.vertices)}
    for v in graph.vertices:
        incident = [edges[e] for e in graph.incident[v]]
        if v in terminals:
            f.add([used[v]])
            f.add([labels[v][terminals[v]]])
            f.add(incident)
            f.extend([-a, -b] for i, a in enumerate(incident) for b in incident[i + 1 :])
        else:
            degree_zero_or_two(f, incident, used[v])
            if fill:
                f.add([used[v]])
        f.add([-used[v], *labels[v]])
        f.extend([-label, used[v]] for label in labels[v])
        at_most(f, labels[v], 1, "auto")
    for (v, w), edge in edges.items():
        for a, b in zip(labels[v], labels[w], strict=True):
            f.extend(([-edge, -a, b], [-edge, a, -b]))
    return Paths(edges, used, labels)


def terminal_paths(
    f: Formula,
    graph: GridGraph,
    pairs: Sequence[tuple[Cell, Cell]],
    *,
    fill: bool = False,
    encoding: str = DEFAULT_ENCODING,
) -> Paths:
    """Pair k's terminals joined by a path of vertices labelled k; `fill`: every vertex is used."""
    paths = path_degrees(f, graph, pairs, fill=fill)
    roots = {first: paths.used[first] for first, _ in pairs}
    reach_roots(f, paths.used, graph.links(paths.edges), roots, encoding=encoding)
    return paths


def path_cuts(graph: GridGraph, pairs: Sequence[tuple[Cell, Cell]], paths: Paths) -> CutFinder:
    """The lazy form of terminal_paths' rule against loops: a component holding no terminal is cut."""
    return reach_cuts_via(paths.used, graph.links(paths.edges), [first for first, _ in pairs])


def binary_labels(
    f: Formula, edges: Mapping[Edge, int], fixed: Mapping[Cell, int], count: int
) -> dict[Cell, list[int]]:
    """Each vertex of `edges` carries a label 0..count-1 in binary, equal at both ends of every used edge; a
    vertex of `fixed` carries its own. So no line of used edges joins two vertices fixed to different labels.

    The compact form of path_degrees' one-hot labels (log2(count) bits a vertex, 2 clauses a bit an edge, no
    at-most-one): every line joining only equal labels extends to a labelling (give each line its fixed label,
    or any), so it excludes nothing else. Unfixed vertices off every line keep free bits: block on the
    caller's own literals.
    """
    width = max(1, (count - 1).bit_length())
    vertices = sorted({v for edge in edges for v in edge} | set(fixed))
    block = f.block("path label bit", len(vertices), width)
    bits = {v: [block.lit(i, b) for b in range(width)] for i, v in enumerate(vertices)}
    for v, label in fixed.items():
        if not 0 <= label < count:
            raise ValueError(f"label {label} of {v} is not in 0..{count - 1}")
        f.extend([bit if label >> b & 1 else -bit] for b, bit in enumerate(bits[v]))
    for (v, w), edge in edges.items():
        for a, b in zip(bits[v], bits[w], strict=True):
            f.extend(([-edge, -a, b], [-edge, a, -b]))
    return bits
