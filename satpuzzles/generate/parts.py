"""Which clauses of a shape's formula only hidden hints need, so that the hint questions can leave them out.

A clue's assumption literals are switches of machinery of its own (Skyscrapers: the counter of buildings
seen from that clue), built over auxiliary variables that nothing else mentions. Such machinery is
satisfiable whatever the grid when its clue is not assumed, so a solver without it still has exactly
the solutions of the other hints, and propagates less (at 15x15, most clauses and variables are
visibility counters). Uniqueness answered without it stays proven either way: fewer clauses never
remove a solution.

The variables a template's legends name (cells, order literals) are the shared ones; the auxiliary
variables fall into parts, joined wherever a clause mentions two of them. A part that holds some hint's
literal belongs to that hint; a part no hint reaches (a cardinality encoding's own counters) always stays.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Sequence
from typing import Any

from satpuzzles.puzzles import Template

Clause = Sequence[int]


class HintParts:
    """A formula's clauses grouped by the auxiliary part they touch (computed once per template)."""

    def __init__(self, clauses: Sequence[Clause], shared_vars: Iterable[range], num_vars: int) -> None:
        shared = bytearray(num_vars + 1)
        for block in shared_vars:
            shared[block.start : block.stop] = b"\x01" * len(block)
        parent = list(range(num_vars + 1))

        def root(var: int) -> int:
            top = var
            while parent[top] != top:
                top = parent[top]
            while parent[var] != top:  # path compression
                parent[var], var = top, parent[var]
            return top

        firsts: list[int] = []  # per clause: one auxiliary variable of it, 0 for none
        for clause in clauses:
            first = 0
            for lit in clause:
                var = lit if lit > 0 else -lit
                if shared[var]:
                    continue
                if first:
                    a, b = root(first), root(var)
                    if a != b:
                        parent[b] = a
                else:
                    first = var
            firsts.append(first)
        self._shared = shared
        self._root = root
        self._groups: dict[int, list[Clause]] = {}
        for clause, first in zip(clauses, firsts, strict=True):
            self._groups.setdefault(root(first) if first else 0, []).append(clause)

    def part_of(self, literals: Iterable[int]) -> set[int]:
        """The parts the literals' auxiliary variables lie in."""
        return {self._root(abs(lit)) for lit in literals if not self._shared[abs(lit)]}

    def clauses_without(self, parts: Collection[int]) -> list[Clause]:
        """Every clause but those of `parts`."""
        return [clause for part, group in self._groups.items() if part not in parts for clause in group]

    def size_of(self, parts: Collection[int]) -> int:
        """How many clauses `parts` hold."""
        return sum(len(self._groups.get(part, ())) for part in parts)


def hint_parts(template: Template[Any, Any]) -> HintParts:
    """The parts of a template's formula; the variables of its primary cells and of the blocks its legends
    name (the ones that mean something on the grid) are the shared ones."""
    named = template.legends()
    blocks = [template.primary.block, *(block for block in template.formula.blocks if block.role in named)]
    shared = [range(block.first, block.last + 1) for block in blocks]
    return HintParts(template.formula.clauses, shared, template.formula.num_vars)
