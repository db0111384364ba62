"""What a generation run asks for, and what one attempt of a puzzle type's generator returns."""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from satpuzzles.errors import PuzzleError
from satpuzzles.generate.grading import Level
from satpuzzles.puzzles.grid import require_size

# Fields every type understands; the others belong to some types only.
COMMON = frozenset({"type_name", "size", "difficulty", "attempts"})


@dataclass(frozen=True)
class Options:
    """The request. None (or False) means "not given": each type picks its own default."""

    type_name: str
    size: int
    stars: int | None = None  # starbattle: stars per row, column and region (default 1)
    letters: int | None = None  # easyasabc: how many letters (default size - 2, at least 2)
    max_height: int | None = None  # skyscrapers: below size for parks (default size)
    diagonal: bool = False  # skyscrapers, easyasabc: both main diagonals follow the row rule
    blocked: int | None = None  # starbattle: at most this many blocked cells (default 0)
    clue_probability: float | None = None  # skyscrapers, easyasabc: show each clue with this chance
    minimal: bool | None = None  # skyscrapers, easyasabc (default: minimal unless clue_probability)
    difficulty: Level | None = None  # keep generating until the grade is this one
    attempts: int = 100  # attempts per puzzle before giving up on `difficulty`

    def __post_init__(self) -> None:
        require_size(self.size)
        if self.letters is not None and not 1 <= self.letters <= 26:
            raise PuzzleError(f"must be between 1 and 26, found {self.letters}", where="letters")
        if self.clue_probability is not None and not 0 <= self.clue_probability <= 1:
            raise PuzzleError(f"must be between 0 and 1, found {self.clue_probability}", where="clue probability")
        if self.attempts < 1:
            raise PuzzleError(f"must be at least 1, found {self.attempts}", where="attempts")

    @property
    def wants_minimal(self) -> bool:
        """Hide every hint that is not needed: asked with --minimal, and the default without a clue probability."""
        return self.minimal if self.minimal is not None else self.clue_probability is None

    @property
    def ease_to(self) -> Level | None:
        """The difficulty to reach by showing hidden hints again, unless --minimal forbids extra hints."""
        return None if self.minimal else self.difficulty

    def reject_unused(self, used: frozenset[str]) -> None:
        """Refuse an option the type does not read, rather than ignore it silently."""
        for option in fields(self):
            value = getattr(self, option.name)
            if option.name not in COMMON | used and value not in (None, False):
                flag = "--" + option.name.replace("_", "-")
                raise PuzzleError(f"{flag} does not apply to {self.type_name}")


@dataclass(frozen=True)
class Draft:
    """One attempt's unique puzzle, its solution, and what it took (deterministic counts only)."""

    puzzle: Any
    solution: Any
    details: dict[str, Any] = field(default_factory=dict)
