"""One deadline for a whole run: compiling, loading the solver, solving and the uniqueness proof share it.

Compiling a large shape takes seconds, so encoders call checkpoint() between rows, lines and groups of
clauses. The Engine makes its deadline the active one while it compiles: a context variable rather than
a parameter, so PuzzleType.compile keeps its signature and third-party types work unchanged (they are
then only stopped once their compile returns).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from contextvars import ContextVar
from dataclasses import dataclass


class Timeout(Exception):
    """The deadline passed before the answer was found."""


@dataclass(frozen=True, eq=False)
class Deadline:
    """A point in time on `clock` (time.monotonic; tests pass a fake one) after which work gives up."""

    at: float
    clock: Callable[[], float] = time.monotonic

    @classmethod
    def after(cls, seconds: float, clock: Callable[[], float] = time.monotonic) -> Deadline:
        return cls(clock() + seconds, clock)

    def remaining(self) -> float:
        """Seconds left, never negative."""
        return max(self.at - self.clock(), 0.0)

    def expired(self) -> bool:
        return self.clock() >= self.at

    def check(self) -> None:
        """Raise Timeout once the deadline has passed."""
        if self.clock() >= self.at:
            raise Timeout


def start(seconds: float | None) -> Deadline | None:
    """A deadline `seconds` from now, or None (no limit) for None."""
    return None if seconds is None else Deadline.after(seconds)


_active: ContextVar[Deadline | None] = ContextVar("satpuzzles_deadline", default=None)


@contextmanager
def active(deadline: Deadline | None) -> Iterator[None]:
    """Make `deadline` the one checkpoint() checks, for the duration of the block."""
    token = _active.set(deadline)
    try:
        yield
    finally:
        _active.reset(token)


def within(seconds: float | None) -> Deadline | None:
    """A deadline `seconds` from now, or the active one when it comes no later.

    Work started inside active(...) then also stops when that deadline passes early, as a cancelled web
    request's does, and not only at its own limit.
    """
    own, outer = start(seconds), _active.get()
    if outer is None or (own is not None and own.remaining() < outer.remaining()):
        return own
    return outer


def looked_at(deadline: Deadline | None) -> AbstractContextManager[None]:
    """`deadline` made the active one for the block (the kernel's walks poll it), or the active one left as it
    is for None (active(None) would lift an outer deadline)."""
    return nullcontext() if deadline is None else active(deadline)


def is_active() -> bool:
    """Whether a deadline is active (work that would poll it may run differently without one)."""
    return _active.get() is not None


def checkpoint() -> None:
    """Raise Timeout if the active deadline has passed (no-op without one): call it between chunks of work."""
    deadline = _active.get()
    if deadline is not None and deadline.clock() >= deadline.at:
        raise Timeout
