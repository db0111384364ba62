"""Samples beside each type: a few puzzles with their solutions, for the shared test and the console's examples."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Sample:
    """One puzzle a type ships: its native text, its only solution (as the solution JSON), and where the
    type has them, the same puzzle as a puzz.link URL and as puzzlekit text."""

    name: str
    text: str
    solution: Any = field(hash=False)  # JSON: lists, which do not hash
    url: str | None = None
    puzzlekit: str | None = None
