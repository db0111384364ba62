"""A clause store over one variable pool, with named blocks of variables.

Variables are handed out in contiguous named blocks so that a DIMACS header can describe them as
ranges, and so that the puzzle's primary cell literals (allocated first) never collide with the
auxiliary variables that pysat.card draws from the same pool.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import product
from math import prod

from pysat.formula import IDPool

Clause = list[int]


@dataclass(frozen=True)
class VarBlock:
    """A contiguous range of variables indexed by a tuple of small integers (row-major)."""

    role: str
    first: int
    dims: tuple[int, ...]

    @property
    def size(self) -> int:
        return prod(self.dims)

    @property
    def last(self) -> int:
        return self.first + self.size - 1

    def lit(self, *index: int) -> int:
        """The variable at `index`; index checking is left to the caller's loops for speed."""
        offset = 0
        for i, d in zip(index, self.dims, strict=True):
            offset = offset * d + i
        return self.first + offset

    def index_of(self, var: int) -> tuple[int, ...]:
        offset = var - self.first
        index = []
        for d in reversed(self.dims):
            offset, i = divmod(offset, d)
            index.append(i)
        return tuple(reversed(index))

    def all_indices(self) -> Iterable[tuple[int, ...]]:
        return product(*(range(d) for d in self.dims))


class Formula:
    """Clauses plus the pool and the role of every variable block (for DIMACS comments)."""

    def __init__(self) -> None:
        self.pool = IDPool()
        self.clauses: list[Clause] = []
        self.blocks: list[VarBlock] = []

    @property
    def num_vars(self) -> int:
        return self.pool.top

    def block(self, role: str, *dims: int) -> VarBlock:
        """Allocate a named block of fresh variables with the given dimensions."""
        block = VarBlock(role, self.pool.top + 1, tuple(dims))
        self.pool.top += block.size
        self.blocks.append(block)
        return block

    def new_var(self, role: str = "aux") -> int:
        return self.block(role, 1).first

    def add(self, clause: Sequence[int]) -> None:
        self.clauses.append(list(clause))

    def extend(self, clauses: Iterable[Sequence[int]]) -> None:
        self.clauses.extend(list(c) for c in clauses)

    def role_of(self, var: int) -> str:
        """The role of a variable: its block's name, or 'card' for pysat.card auxiliaries."""
        for block in self.blocks:
            if block.first <= var <= block.last:
                return block.role
        return "card"
