"""Explanation sessions kept between explanations of puzzles of one shape (the web console's edits).

An explainer's formula depends on the puzzle's shape only: its clues and givens are assumptions. Every
clause an explanation adds is guarded by an activation literal it retires, or only constrains variables
of its own (explain/parts.py), so the session it leaves answers the next puzzle of the shape as a fresh
one would, without loading the formula again. A session is given back only by an explanation that
finished (a timeout or an error closes it), and is closed instead once the variables explanations added
pass GROWTH times the formula's own (the closest pair adds a copy of the formula each time).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable
from dataclasses import dataclass, field

from satpuzzles.cnf import Formula
from satpuzzles.solving import Session

KEPT_SESSIONS = 8  # sessions kept in all, the least recently used closed first
KEPT_MODELS = 200  # per session, the latest models its redundancy questions found (explain/parts.py) ...
KEPT_MODEL_BYTES = 4_000_000  # ... within this many bytes (a byte per variable)
GROWTH = 4  # a session with more variables than this many times its formula's is not kept


@dataclass
class Lease:
    """A session holding a formula, its first variable no explanation has used yet, and models of the formula
    its redundancy questions found, which may answer a later puzzle's question without a call."""

    session: Session
    next_var: int
    models: dict[bytes, None] = field(default_factory=dict)  # per model, byte v-1 is 1 when v is true; oldest first

    def remember(self, model: bytes) -> None:
        self.models.pop(model, None)
        self.models[model] = None
        while len(self.models) > min(KEPT_MODELS, KEPT_MODEL_BYTES // max(len(model), 1)):
            del self.models[next(iter(self.models))]


class KeptSessions:
    """Sessions by shape, handed to one explanation at a time (thread-safe: a lease is its holder's alone)."""

    def __init__(self, limit: int = KEPT_SESSIONS) -> None:
        self.limit = limit
        self.loads = 0  # formulas loaded into a new session: what keeping saves (the tests count them)
        self._lock = threading.Lock()
        self._kept: OrderedDict[tuple[Hashable, int], Lease] = OrderedDict()
        self._order = 0  # tells apart two sessions of one shape (two explanations ran side by side)

    def take(self, shape: Hashable, backend: str, formula: Formula) -> Lease:
        """A kept session of the shape, or a new one loaded with `formula`."""
        with self._lock:
            for key in reversed(self._kept):
                if key[0] == shape:
                    return self._kept.pop(key)
            self.loads += 1
        return Lease(Session(backend, formula.clauses), formula.num_vars + 1)

    def give(self, shape: Hashable, lease: Lease, formula: Formula) -> None:
        """Keep the session for the next puzzle of the shape (closed instead once it grew past GROWTH)."""
        if lease.next_var > GROWTH * max(formula.num_vars, 1):
            lease.session.close()
            return
        with self._lock:
            self._order += 1
            self._kept[(shape, self._order)] = lease
            oldest = [self._kept.popitem(last=False)[1] for _ in range(len(self._kept) - self.limit)]
        for old in oldest:
            old.session.close()

    def close(self) -> None:
        with self._lock:
            leases = list(self._kept.values())
            self._kept.clear()
        for lease in leases:
            lease.session.close()
