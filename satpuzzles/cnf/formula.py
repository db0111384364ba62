"""A clause store over one variable pool, with named blocks of variables.

Variables are handed out in contiguous named blocks so that a DIMACS header can describe them as
ranges, and so that the puzzle's primary cell literals (allocated first) never collide with the
auxiliary variables that pysat.card draws from the same pool.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field
from itertools import product
from math import prod

from pysat.formula import IDPool

from satpuzzles.deadline import checkpoint

Clause = list[int]
AtMost = tuple[list[int], int]  # a solver-native "at most k of these literals" (the `native` encoding)
ClauseSink = Callable[[list[Clause]], object]

# Formula.flush() hands its clauses to the active sink once this many are waiting: a 30x30 Skyscrapers
# (1.4M clauses, about 115 bytes each as Python lists) then never holds more than a few MB of them.
FLUSH_AT = 50_000
# add() and extend() look at the run's deadline each time the clauses held pass a multiple of 4,096: an encoder
# that builds a large part in one go (every small piece of a 216x216 board: 4.5 s CPU) is stopped there too.
POLL_MASK = 4095
_SINK: ContextVar[ClauseSink | None] = ContextVar("satpuzzles_clause_sink", default=None)


@dataclass(frozen=True, eq=False)
class VarBlock:
    """A contiguous range of variables indexed by a tuple of small integers (row-major)."""

    role: str
    first: int
    dims: tuple[int, ...]
    _strides: tuple[int, ...] = field(init=False, repr=False, compare=False)

    @property
    def size(self) -> int:
        return prod(self.dims)

    @property
    def last(self) -> int:
        return self.first + self.size - 1

    def __post_init__(self) -> None:
        # Row-major strides, kept so that lit() (called for every literal of every clause) is plain arithmetic.
        strides = [1] * len(self.dims)
        for axis in range(len(self.dims) - 2, -1, -1):
            strides[axis] = strides[axis + 1] * self.dims[axis + 1]
        object.__setattr__(self, "_strides", tuple(strides))
        # A 2- or 3-dimensional block (every grid's cells) gets a lit() of its own dimensions: the generic one's
        # argument tuple and length tests were a tenth of compiling a Norinori layout.
        first = self.first
        if len(strides) == 2:
            rows = strides[0]

            def lit2(r: int, c: int) -> int:
                return first + r * rows + c

            object.__setattr__(self, "lit", lit2)
        elif len(strides) == 3:
            rows, columns = strides[0], strides[1]

            def lit3(r: int, c: int, i: int) -> int:
                return first + r * rows + c * columns + i

            object.__setattr__(self, "lit", lit3)

    def lit(self, *index: int) -> int:
        """The variable at `index`; index checking is left to the caller's loops for speed."""
        return self.first + sum(i * stride for i, stride in zip(index, self._strides, strict=True))

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
        self.atmosts: list[AtMost] = []  # only the `native` encoding writes these
        # Every block in allocation order; a single variable (new_var) as (role, variable) until `blocks` is read:
        # rule-book encoders take one per selector, thousands per compile, and a VarBlock each cost more.
        self._blocks: list[VarBlock | tuple[str, int]] = []
        self._made: list[VarBlock] | None = None  # _blocks as VarBlocks, once asked for
        self.flushed = 0  # clauses handed to the sink and no longer in `clauses`
        self.reserved_clauses = 0  # clauses it may take while solving (a deferred count's cut), budgeted as its own
        self._pos: list[int] = [0]
        self._neg: list[int] = [0]

    @property
    def clause_count(self) -> int:
        """All clauses of the formula, those already handed to a sink included."""
        return self.flushed + len(self.clauses)

    @property
    def complete(self) -> bool:
        """Whether `clauses` holds the whole formula (nothing was handed to a sink)."""
        return not self.flushed

    def flush(self) -> None:
        """Hand the clauses built so far to the active sink (see streaming_to) once enough are waiting.

        Encoders of large formulas call this between their parts; without a sink it does nothing. The
        list is emptied in place, so an encoder's local alias of `clauses` stays valid.
        """
        sink = _SINK.get()
        if sink is not None and len(self.clauses) >= FLUSH_AT:
            sink(self.clauses)
            self.flushed += len(self.clauses)
            self.clauses.clear()

    def forget_clauses(self) -> None:
        """Drop the clauses and the shared literal lists once a solver holds them (clause_count stays)."""
        self.flushed += len(self.clauses)
        self.clauses = []
        self._pos, self._neg = [0], [0]

    @property
    def num_vars(self) -> int:
        return int(self.pool.top)

    @property
    def blocks(self) -> list[VarBlock]:
        """The named blocks of variables, in the order they were allocated."""
        if self._made is None:
            self._made = [entry if isinstance(entry, VarBlock) else VarBlock(*entry, (1,)) for entry in self._blocks]
        return self._made

    def block(self, role: str, *dims: int) -> VarBlock:
        """Allocate a named block of fresh variables with the given dimensions."""
        block = VarBlock(role, self.pool.top + 1, tuple(dims))
        self.pool.top += block.size
        self._blocks.append(block)
        self._made = None
        return block

    def literals(self) -> tuple[list[int], list[int]]:
        """(pos, neg) with pos[v] == v and neg[v] == -v for every variable allocated so far, one int each.

        Clause lists built from these share their literals instead of each holding fresh ints: on a
        40x40 Skyscrapers a third less to allocate, keep and free (the lists grow with later blocks).
        """
        top, known = self.pool.top, len(self._pos)
        if known <= top:
            self._pos.extend(range(known, top + 1))
            self._neg.extend(range(-known, -top - 1, -1))
        return self._pos, self._neg

    def new_var(self, role: str = "aux") -> int:
        """One fresh variable, a block of its own (`blocks` makes its VarBlock when asked)."""
        self.pool.top += 1
        var: int = self.pool.top
        self._blocks.append((role, var))
        self._made = None
        return var

    def add(self, clause: Sequence[int]) -> None:
        clauses = self.clauses
        clauses.append(list(clause))
        if not len(clauses) & POLL_MASK:
            checkpoint()

    def extend(self, clauses: Iterable[Sequence[int]]) -> None:
        held = self.clauses
        before = len(held)
        held.extend(map(list, clauses))  # a copy of each, without a generator frame per clause
        if len(held) & ~POLL_MASK != before & ~POLL_MASK:
            checkpoint()

    @contextmanager
    def guarded(self, selector: int) -> Iterator[None]:
        """Every clause added inside holds only while `selector` is true (each gets `-selector` appended).

        This is how a rule becomes a switchable group for explain, steps and hint: its clauses, auxiliary
        definitions included, are in force under the assumption `selector` and vacuous without it. The
        clauses are rewritten on leaving, so nothing inside may flush them to a sink or add native at-mosts.
        """
        first, flushed, atmosts = len(self.clauses), self.flushed, len(self.atmosts)
        yield
        if self.flushed != flushed or len(self.atmosts) != atmosts:
            raise ValueError("a guarded rule was flushed to a sink or used native at-most constraints")
        for clause in self.clauses[first:]:
            clause.append(-selector)

    def role_of(self, var: int) -> str:
        """The role of a variable: its block's name, or 'card' for pysat.card auxiliaries."""
        for block in self.blocks:
            if block.first <= var <= block.last:
                return block.role
        return "card"


@contextmanager
def streaming_to(sink: ClauseSink) -> Iterator[None]:
    """Formulas flushed inside hand their clauses to `sink` as they go (Formula.flush), in order.

    The engine loads a solver this way, so that a large formula is never held whole as Python lists.
    """
    token = _SINK.set(sink)
    try:
        yield
    finally:
        _SINK.reset(token)


@contextmanager
def collector_paused() -> Iterator[None]:
    """No cyclic garbage collection while a formula is built: its millions of fresh clause lists, all of
    them kept, would trigger collection after collection (a 30x30 Skyscrapers compiled 2-4x slower).

    Afterwards the objects made meanwhile leave the young generation in constant time: otherwise the first
    young collection walks every clause list at once (0.1 s on a 30x30). Freezing and unfreezing moves them
    to the oldest generation, where collections would have put them; in a program that keeps objects frozen
    (the CLI freezes its loaded modules) unfreezing would release those too, so the new ones join them.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            program_froze = _program_froze()
            gc.freeze()
            if not program_froze:
                gc.unfreeze()
            gc.enable()


# Whether the program has frozen objects of its own, once seen: gc.get_freeze_count() walks every frozen
# object, and the CLI freezes the ~100,000 it loads (cli._collect_from_now_on), so it is asked once.
# While nothing is frozen the walk is empty; a program that freezes is taken to keep its objects frozen.
_FROZEN_BY_PROGRAM: list[bool] = []


def _program_froze() -> bool:
    if not _FROZEN_BY_PROGRAM and gc.get_freeze_count() > 0:
        _FROZEN_BY_PROGRAM.append(True)
    return bool(_FROZEN_BY_PROGRAM)
