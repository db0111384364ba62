"""Skyscrapers-style visibility as CNF: how many buildings a clue at the end of a line sees.

Each cell has one-hot "exactly h tall" variables and order variables "at least h tall" (h = 1..max_height),
each a run of consecutive variables. order_literals ties the two together; line_visibility keeps the running
maximum of a line as order variables, so "this cell is seen" is a few clauses per height, and counts the
seen cells with a two-way unary counter: its outputs mean "at least k seen", and a clue "k seen" is the
assumptions count_equals(outputs, k). The formula depends only on the shape, not on the clues.
The Skyscrapers page under encodings/ derives every clause.

Every list of heights is a run of consecutive variables, so each clause group is one comprehension over
slices of the formula's shared literals (Formula.literals): this is the hot loop of a large Skyscrapers.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from satpuzzles.cnf.counter import counter_rows, unary_counter
from satpuzzles.cnf.formula import Formula


class Heights(NamedTuple):
    """One cell's height variables, for h = 1..max_height.

    `exact + h - 1` <-> the cell is exactly h tall; `at_least + h - 1` <-> it is h or more. `empty`, when not
    0, is the variable of "an empty cell" (a park): such a cell is never seen and hides nothing.
    """

    exact: int
    at_least: int
    empty: int = 0


def order_literals(formula: Formula, cells: Iterable[Heights], max_height: int, one_value: bool = False) -> None:
    """g_h <-> x_h | g_{h+1} for h < max_height and g_max <-> x_max, for every cell (g: at least, x: exact).

    With exactly one of x_1..x_max (or `empty`) true per cell, g_h then means "at least h tall". With
    `one_value` these clauses are that exactly-one themselves: x_h -> not g_{h+1} makes x_h <-> g_h and not
    g_{h+1}, and g_1 (or, with `empty`, empty <-> not g_1) starts the chain, so the caller needs no
    cardinality encoding per cell (a ladder over g; it propagates like one).
    """
    m = max_height
    extend = formula.clauses.extend
    pos, neg = formula.literals()
    for x, g, empty in cells:
        # h < m: [-x_h, g_h], ([-x_h, -g_{h+1}] with one_value), [-g_{h+1}, g_h], [-g_h, x_h, g_{h+1}];
        # h = m: [-x_m, g_m], [-g_m, x_m]
        extend(
            [
                clause
                for nx, xh, gh, ng, above, nabove in zip(
                    neg[x : x + m - 1],
                    pos[x : x + m - 1],
                    pos[g : g + m - 1],
                    neg[g : g + m - 1],
                    pos[g + 1 : g + m],
                    neg[g + 1 : g + m],
                    strict=True,
                )
                for clause in (
                    ([nx, gh], [nx, nabove], [nabove, gh], [ng, xh, above])
                    if one_value
                    else ([nx, gh], [nabove, gh], [ng, xh, above])
                )
            ]
        )
        last_x, last_g = x + m - 1, g + m - 1
        extend(([neg[last_x], pos[last_g]], [neg[last_g], pos[last_x]]))
        if one_value:
            extend(([pos[empty], pos[g]], [neg[empty], neg[g]]) if empty else ([pos[g]],))


def line_visibility(
    formula: Formula, line: Sequence[Heights], max_height: int, name: str, clue: int = 0, one_value: bool = False
) -> list[int]:
    """Seen literals along `line` (nearest the clue first) and a two-way counter over them.

    Returns the counter's outputs: out[k] <-> at least k buildings are seen (k = 1..max_height; out[0] is
    unused). Allocates the blocks "seen NAME", "max NAME" and "seen-count NAME". The cells' order literals
    must hold (order_literals), and every height 1..max_height must stand once in the line: the last cell
    is then hidden exactly when the tallest came before it.

    With `clue` k > 0 the clauses serve that clue alone (a puzzle compiled for itself): the counter stops at
    k + 1, all that count_equals(out, k) reads, the clue bounds are written for k only, and so are the split
    bounds, which a clue-free formula could not afford for every k.

    With `one_value` (the cells' order literals written with order_literals' one_value), a cell is seen or
    hidden by its order literals alone: x_h -> g_h and x_h -> not g_{h+1} take an exact height to them in one
    propagation, so the exact-height forms of those clauses would add nothing (a tenth fewer clauses).
    """
    f, n, m = formula, len(line), max_height
    clauses = f.clauses  # every clause below is a fresh list: no copy needed
    # prefix[i] = p_i: the first of m variables, p_i + h - 1 <-> the tallest of line[0..i] has height >= h;
    # prefix[0] is the first cell's g.
    prefix = [line[0].at_least]
    seen_block = f.block(f"seen {name}", n - 1)
    block = f.block(f"max {name}", max(n - 2, 0), m)
    pos, neg = f.literals()
    seen = [pos[prefix[0]]]  # the first cell is seen unless it is empty
    for i in range(1, n):
        x, g, empty = line[i]
        b = prefix[-1]  # x_h, g_h and the maximum before, h = 1..m
        s, ns = pos[seen_block.first + i - 1], neg[seen_block.first + i - 1]
        top = m - 1
        bh, nb = pos[b + top], neg[b + top]
        if one_value:  # the order-literal forms alone (they propagate without knowing the exact height)
            clauses.extend(
                [
                    clause
                    for bh_, nb_, ng, above in zip(
                        pos[b : b + m - 1], neg[b : b + m - 1], neg[g : g + m - 1], pos[g + 1 : g + m], strict=True
                    )
                    for clause in ([s, bh_, ng], [ns, nb_, above])  # hidden: not above the maximum before; seen: above
                ]
            )
        else:
            clauses.extend(
                [
                    clause
                    for nx, bh_, nb_, ng, above in zip(
                        neg[x : x + m - 1],
                        pos[b : b + m - 1],
                        neg[b : b + m - 1],
                        neg[g : g + m - 1],
                        pos[g + 1 : g + m],
                        strict=True,
                    )
                    for clause in (
                        [nx, bh_, s],  # taller than everything before: seen
                        [nx, nb_, ns],  # something before is as tall: hidden
                        # Redundant, in order-literal form (they propagate without knowing the exact height):
                        [s, bh_, ng],  # hidden: not above the maximum before
                        [ns, nb_, above],  # seen: strictly above
                    )
                ]
            )
            clauses.extend(([neg[x + top], bh, s], [neg[x + top], nb, ns]))
        clauses.extend(([s, bh, neg[g + top]], [ns, nb]))
        if empty:
            clauses.extend(([neg[empty], ns], [ns, pos[g]]))  # the second is redundant: seen, not empty
        seen.append(s)
        if i == n - 1:
            # The last maximum is the highest height: the last cell hidden means it was reached before.
            clauses.extend([[s, bh] for bh in pos[b : b + m]])
            break
        current = block.first + (i - 1) * m
        clauses.extend(
            [
                clause
                for mh, nm, bh, nb, ng, gh in zip(
                    pos[current : current + m],
                    neg[current : current + m],
                    pos[b : b + m],
                    neg[b : b + m],
                    neg[g : g + m],
                    pos[g : g + m],
                    strict=True,
                )
                # a hidden cell does not raise the maximum (the last clause is redundant)
                for clause in ([nb, mh], [ng, mh], [nm, bh, gh], [s, nm, bh])
            ]
        )
        prefix.append(current)
    out = unary_counter(f, seen, min(clue + 1, m) if clue else m, role=f"seen-count {name}")
    # Redundant clue bounds, guarded by the counter's outputs so the formula stays clue-free: with at
    # least k seen, at most j+1 of them among the first j+1 cells and at most m - h after a maximum h
    # there, so the tallest of the first j+1 cells is at most m - k + j + 1.
    neg = f.literals()[1]
    clauses.extend(
        [
            [neg[out[k]], neg[maximum + m - k + j + 1]]
            for k in (range(clue, clue + 1) if clue else range(2, len(out)))
            if k >= 2
            for j, maximum in enumerate(prefix)
            if m - k + j + 2 <= m
        ]
    )
    if clue:
        # Split bounds: with at least k seen but at most s among the first j+1 cells (not c(j, s)), at least
        # k - s are seen after them, each taller than their maximum, so that maximum is at most m - k + s.
        pos = f.literals()[0]
        rows = counter_rows(out, n)
        clauses.extend(
            [
                [neg[out[clue]], pos[rows[j] + s], neg[maximum + m - clue + s]]
                for j, maximum in enumerate(prefix)
                for s in range(min(j, clue - 1) + 1)
            ]
        )
    return out
