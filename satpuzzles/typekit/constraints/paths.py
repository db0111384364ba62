"""Paths joining terminal pairs (Numberlink): disjoint paths over a grid graph, one per pair, no stray loops.

Each terminal has degree 1, every other used vertex degree 2; each used vertex carries one label
(the index of its pair), equal across every used edge, and the terminals carry their own. Degrees
alone leave closed loops among non-terminal vertices possible; they are ruled out exactly by asking
every used vertex to reach its pair's first terminal (reach.py), or lazily by cutting each such loop.
encodings/loops.md has the soundness argument.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
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


def one_hot_labels(
    f: Formula, bits: Mapping[Cell, Sequence[int]], used: Mapping[Cell, int], count: int
) -> dict[Cell, list[int]]:
    """labels[v][k]: v is used and its binary label (binary_labels) is k; a definition, both ways."""
    labels: dict[Cell, list[int]] = {}
    for v, vertex_bits in bits.items():
        labels[v] = []
        for k in range(count):
            label = f.new_var("path label")
            matches = [bit if k >> b & 1 else -bit for b, bit in enumerate(vertex_bits)]
            f.add([-label, used[v]])
            f.extend([-label, match] for match in matches)
            f.add([label, -used[v], *(-match for match in matches)])
            labels[v].append(label)
    return labels


def labels_along_lines(
    f: Formula, edges: Mapping[Edge, int], used: Mapping[Cell, int], labels: Mapping[Cell, list[int]]
) -> None:
    """Each used cell has one of the one-hot `labels` (one_hot_labels), the same at both ends of every used edge.

    Implied by binary_labels on every drawing whose lines end on their numbers (only a loop holding no number
    may carry a bit pattern past the labels), so a Dominance `relaxed` may state it. The bits carry a line's
    label bit by bit; on the one-hot labels the search reads "this line is k" and "it is not k" along a line at
    once (encodings/loops.md, "Dominance": a 12x12 uniqueness proof's conflicts 210,467 -> 16,969)."""
    for v, own in labels.items():
        f.add([-used[v], *own])
    for (v, w), edge in edges.items():
        for a, b in zip(labels[v], labels[w], strict=True):
            f.extend(([-edge, -a, b], [-edge, a, -b]))


def no_shorter_line(
    f: Formula, graph: GridGraph, edges: Mapping[Edge, int], used: Mapping[Cell, int], labels: Mapping[Cell, list[int]]
) -> None:
    """Clauses that drop only drawings where a line could be made shorter through its own cells and the unused
    ones (encodings/loops.md, "Dominance"): two cells of one line side by side are joined (else cut the
    part between them out); an unused cell between two cells of one line in a row or a column is not there
    (go through it instead: the line between them has at least 4 steps); an unused cell at a corner of two
    diagonal cells of one line has the other corner on that line between them (else it has 4 steps or more);
    two cells of one line are not the ends of an unused route that every line as short between them passes
    (_empty_detours: the line between them is longer, so going that way saves cells).

    A line here is all the used cells of one label (each joins two terminals of its own label), so each dropped
    drawing has a drawing with fewer used cells, and no other change: base.Dominance's `relaxed`."""
    neighbours: dict[Cell, list[Cell]] = {v: [] for v in graph.vertices}
    for v, w in graph.edges:
        neighbours[v].append(w)
        neighbours[w].append(v)
    for (v, w), edge in edges.items():
        f.extend([-a, -b, edge] for a, b in zip(labels[v], labels[w], strict=True))
    for v in graph.vertices:
        around = neighbours[v]
        for i, a in enumerate(around):
            for b in around[i + 1 :]:
                if a[0] == b[0] or a[1] == b[1]:
                    f.extend([used[v], -x, -y] for x, y in zip(labels[a], labels[b], strict=True))
                    continue
                corner = (a[0] + b[0] - v[0], a[1] + b[1] - v[1])
                f.extend([used[v], -x, -y, z] for x, y, z in zip(labels[a], labels[b], labels[corner], strict=True))
    for a, b, between in _empty_detours(graph):
        f.extend([*(used[v] for v in between), -x, -y] for x, y in zip(labels[a], labels[b], strict=True))


def no_earlier_turn(f: Formula, graph: GridGraph, edges: Mapping[Edge, int], used: Mapping[Cell, int]) -> None:
    """Clauses that drop only drawings where a line could turn one cell later in reading order, with as many
    cells used (encodings/loops.md, "Dominance"): a line never turns at a corner of a 2x2 block through the two
    block cells beside it while the opposite corner, later in reading order, is unused (turn there instead).

    The turning cell passes the line (a number ends it), so moving the turn keeps every number's cell, leaves
    the other lines alone and makes no loop; the drawing it makes uses as many cells, one of them unused, and
    a set of cells later in reading order: base.Dominance's `relaxed`, with no_shorter_line."""
    for r in range(graph.rows - 1):
        for c in range(graph.cols - 1):
            top_left, top_right, bottom_left, bottom_right = (r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)
            across = edges[top_left, top_right]
            f.add([-across, -edges[top_left, bottom_left], used[bottom_right]])
            f.add([-across, -edges[top_right, bottom_right], used[bottom_left]])


def no_u_turn(f: Formula, graph: GridGraph, edges: Mapping[Edge, int]) -> None:
    """Three sides of a 2x2 block are never all used (encodings/loops.md, "Dominance"): the two cells at the U's
    ends would be cells of one line side by side, which no_shorter_line joins, closing the block's ring.

    Implied by no_shorter_line with a rule against rings of 2x2 blocks, but through the labels and two steps of
    search; over the edges alone it propagates at once (two sides used: the third is not), so a Dominance
    `relaxed` states it (a uniqueness proof's conflicts about halved on 14x24-15x15 grids)."""
    for r in range(graph.rows - 1):
        for c in range(graph.cols - 1):
            top_left, top_right, bottom_left, bottom_right = (r, c), (r, c + 1), (r + 1, c), (r + 1, c + 1)
            ring = [
                edges[top_left, top_right],
                edges[top_right, bottom_right],
                edges[bottom_left, bottom_right],
                edges[top_left, bottom_left],
            ]
            f.extend([-side for j, side in enumerate(ring) if j != open_side] for open_side in range(4))


# The longest straight run of unused cells between two cells of one line that no_shorter_line rules out: its
# clauses grow with the run (3 cells: a few per cell and label; every run: 4 million on a 35x48 puzzle).
LONGEST_UNUSED_RUN = 3


def _empty_detours(graph: GridGraph) -> Iterator[tuple[Cell, Cell, list[Cell]]]:
    """Two cells and the cells of a route between them that every line of as few steps between them passes:
    two or three cells in a row or column between them, or a zigzag of two (each line of 3 steps between its
    ends passes one of them). If those are unused, a line between the two goes through them instead, shorter."""
    rows, columns = graph.rows, graph.cols
    lines = [[(r, c) for c in range(columns)] for r in range(rows)]
    lines += [[(r, c) for r in range(rows)] for c in range(columns)]
    for line in lines:
        for i, a in enumerate(line):
            for j in range(i + 3, min(i + 2 + LONGEST_UNUSED_RUN, len(line))):
                yield a, line[j], line[i + 1 : j]
    for r, c in graph.vertices:
        for dr, dc in ((0, 1), (1, 0)):
            for side in (1, -1):
                v = (r + dr, c + dc)
                w = (v[0] + dc * side, v[1] + dr * side)
                b = (w[0] + dr, w[1] + dc)
                if 0 <= b[0] < rows and 0 <= b[1] < columns and 0 <= w[0] < rows and 0 <= w[1] < columns:
                    yield (r, c), b, [v, w]
