"""What a generator receives and returns: the run's options, the oracle it may ask, and one attempt's draft.

The generation layer (satpuzzles/generate/) implements the Oracle; a type sees only this protocol.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from enum import Enum
from random import Random
from typing import Any, Protocol

from satpuzzles.errors import PuzzleError
from satpuzzles.typekit.genoption import GeneratorOption as GeneratorOption  # re-exported: types import it from here
from satpuzzles.typekit.grid import require_size

DEFAULT_ATTEMPTS = 100

Clue = tuple[str, int]  # a clue around the grid: (side, index)
Given = tuple[int, int]  # a given: (row, column)


class Level(str, Enum):
    """A difficulty grade (satpuzzles/generate/grading.py says how a puzzle earns one)."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    EXTREME = "extreme"

    @property
    def rank(self) -> int:
        return list(Level).index(self)


@dataclass(frozen=True)
class Options:
    """The request: what every type understands, and the type's own options in `values` (by option name).

    A value left out (or None) means "not given": the type picks its own default.
    """

    type_name: str
    size: int
    difficulty: Level | None = None  # keep generating until the grade is this one
    attempts: int = DEFAULT_ATTEMPTS  # attempts per puzzle before giving up on `difficulty`
    graded: bool = False  # grade every puzzle even without `difficulty` (a grade costs more than the puzzle)
    values: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        require_size(self.size)
        if self.attempts < 1:
            raise PuzzleError(f"must be at least 1, found {self.attempts}", where="attempts")

    def value(self, name: str, default: Any = None) -> Any:
        """The type option `name`, or `default` when it was not given."""
        found = self.values.get(name)
        return default if found is None else found

    @property
    def wants_minimal(self) -> bool:
        """Hide every hint that is not needed: asked with --minimal, and the default without a clue probability."""
        minimal = self.value("minimal")
        return bool(minimal) if minimal is not None else self.value("clue_probability") is None

    @property
    def ease_to(self) -> Level | None:
        """The difficulty to reach by showing hidden hints again, unless --minimal forbids extra hints."""
        return None if self.value("minimal") else self.difficulty


def checked_values(type_name: str, known: Sequence[GeneratorOption], given: Mapping[str, Any]) -> dict[str, Any]:
    """The type options given (None and False mean not given), each checked against its declaration.

    Refuses an option the type does not have, rather than ignore it silently.
    """
    declared = {option.name: option for option in known}
    values: dict[str, Any] = {}
    for name, value in given.items():
        if value is None or (value is False and name not in declared):
            continue
        option = declared.get(name)
        if option is None:
            raise PuzzleError(f"--{name.replace('_', '-')} does not apply to {type_name}")
        values[name] = _checked(option, value)
    return values


def _checked(option: GeneratorOption, value: Any) -> Any:
    where = option.name.replace("_", " ")
    if option.kind is bool:
        if not isinstance(value, bool):
            raise PuzzleError(f"expected true or false, found {value!r}", where=where)
        return value
    numeric = (int,) if option.kind is int else (int, float)
    if isinstance(value, bool) or not isinstance(value, numeric) or not math.isfinite(value):
        expected = "a whole number" if option.kind is int else "a number"
        raise PuzzleError(f"expected {expected}, found {value!r}", where=where)
    low, high = option.minimum, option.maximum
    if (low is not None and value < low) or (high is not None and value > high):
        if low is not None and high is not None:
            raise PuzzleError(f"must be between {low:g} and {high:g}, found {value}", where=where)
        bound = f"at least {low:g}" if low is not None else f"at most {high:g}"
        raise PuzzleError(f"must be {bound}, found {value}", where=where)
    return option.kind(value)


@dataclass(frozen=True)
class Draft:
    """One attempt's unique puzzle, its solution, and what it took (deterministic counts only).

    `grade`: the (level, score) the type's technique grade gives the puzzle, when drafting already ran it
    (Towers drafted by techniques): generation then takes it instead of grading the puzzle again."""

    puzzle: Any
    solution: Any
    details: dict[str, Any] = field(default_factory=dict)
    grade: tuple[str, float] | None = None


def parse_option_args(type_name: str, known: Sequence[GeneratorOption], args: Sequence[str]) -> dict[str, Any]:
    """A type's options from command-line words: `--name VALUE`, `--name=VALUE`, and `--flag` / `--no-flag`.

    The values are converted to the option's kind here and range-checked by `checked_values`.
    """
    by_flag = {option.flag: option for option in known}
    values: dict[str, Any] = {}
    words = list(args)
    while words:
        word = words.pop(0)
        flag, has_value, text = word.partition("=")
        option = by_flag.get(flag)
        if option is None and flag.startswith("--no-"):
            negated = by_flag.get("--" + flag[5:])
            if negated is not None and negated.kind is bool and not has_value:
                values[negated.name] = False
                continue
        if option is None:
            if not word.startswith("--"):
                raise PuzzleError(f"unexpected argument {word!r}")
            raise PuzzleError(f"{flag} does not apply to {type_name} (`satpuzzles types` lists each type's options)")
        if option.kind is bool:
            if has_value:
                raise PuzzleError(f"{flag} takes no value (found {text!r})")
            values[option.name] = True
            continue
        if not has_value:
            if not words:
                raise PuzzleError(f"{flag} needs a value")
            text = words.pop(0)
        values[option.name] = _number(option, text)
    return values


def _number(option: GeneratorOption, text: str) -> int | float:
    try:
        return int(text) if option.kind is int else float(text)
    except ValueError:
        expected = "a whole number" if option.kind is int else "a number"
        raise PuzzleError(f"{option.flag} expects {expected}, found {text!r}") from None


@dataclass
class Shown:
    """The hints a puzzle with clues around the grid shows (satpuzzles.typekit.hints has their options)."""

    clues: set[Clue] = field(default_factory=set)
    givens: set[Given] = field(default_factory=set)


class Oracle(Protocol):
    """The solver questions a generator may ask during one run (the generation layer answers them, counted)."""

    def random_solution(self, blank: Any, rng: Random) -> Any:
        """A random solution of the shape of `blank` (a puzzle without clues or givens)."""
        ...

    def drawn_solution(self, blank: Any, rng: Random) -> Any | None:
        """A random solution of a shape drawn at random for this attempt (a room layout), or None where it has none."""
        ...

    def other_solution(self, puzzle: Any, solution: Any) -> Any | None:
        """A solution of `puzzle` other than `solution`, or None when `solution` is its only one."""
        ...

    def hints_to_show(
        self,
        hints: Sequence[Any],
        build: Callable[[Collection[Any]], Any],
        solution: Any,
        rng: Random,
        options: Options,
    ) -> set[Any]:
        """Which of `hints` (sortable keys; `build` makes the puzzle showing some) a puzzle shows so that
        `solution` is its only one: all at first, then hidden in random order while it stays so."""
        ...

    def release(self, puzzle: Any) -> None:
        """Drop the session of a shape that will not come back."""
        ...

    def clues_and_givens(
        self,
        size: int,
        build: Callable[[Shown], Any],
        solution: Any,
        rng: Random,
        options: Options,
        *,
        givens_first: bool,
    ) -> Shown:
        """Which clues around the grid and which givens a puzzle of `size` shows, so that `solution` is its only
        one (`build` turns the shown hints into a puzzle), as `options` ask: random, minimal, or eased to a level."""
        ...
