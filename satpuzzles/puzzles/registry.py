"""Puzzle types by name: the built-in packages, then plugins from the entry-point group `satpuzzles.types`.

Puzzle packages register their PuzzleSpec; shared code only looks them up. Plugins load lazily: only
when a name is not a built-in type's, or when every type is wanted (format detection, listings).
"""

from __future__ import annotations

import sys
from functools import cache
from importlib import import_module
from typing import Any

from satpuzzles.errors import PuzzleError, shown
from satpuzzles.puzzles.base import Puzzle
from satpuzzles.puzzles.spec import PuzzleSpec

BUILTIN_TYPES = ("skyscrapers", "starbattle", "easyasabc", "minesweeper")
ENTRY_POINT_GROUP = "satpuzzles.types"
_TYPES: dict[str, PuzzleSpec[Any, Any]] = {}


def register(spec: PuzzleSpec[Any, Any]) -> PuzzleSpec[Any, Any]:
    """Make a type known by its name and aliases (built-in packages and plugins call this; tests may too)."""
    for key in (spec.name, *spec.aliases):
        _TYPES[key] = spec
    return spec


def get_type(name: str) -> PuzzleSpec[Any, Any]:
    key = name.strip().lower()
    if key not in _TYPES:
        # A built-in type's own name imports that package alone (`solve` on one type's file needs no other);
        # an alias or an unknown name imports them all, then the plugins.
        if key in BUILTIN_TYPES:
            _load_builtin_type(key)
        else:
            _load_builtin_types()
    if key not in _TYPES:
        _load_plugins()
    try:
        return _TYPES[key]
    except KeyError:
        known = ", ".join(sorted({t.name for t in _TYPES.values()}))
        raise PuzzleError(f"unknown puzzle type {shown(name)} (known: {known})") from None


def all_types() -> list[PuzzleSpec[Any, Any]]:
    _load_builtin_types()
    _load_plugins()
    return sorted({id(t): t for t in _TYPES.values()}.values(), key=lambda t: t.name)


def type_of(puzzle: Puzzle) -> PuzzleSpec[Any, Any]:
    """The registered type whose model class `puzzle` is an instance of."""
    return get_type(puzzle.type_name)


@cache  # once: every solve looks its type up, several times
def _load_builtin_types() -> None:
    for module in BUILTIN_TYPES:
        _load_builtin_type(module)


def _load_builtin_type(module: str) -> None:
    # Importing a puzzle package registers it; this is the one place that names them.
    import_module(f"satpuzzles.puzzles.{module}")


@cache  # once per process, and only when a built-in type does not answer
def _load_plugins() -> None:
    from importlib.metadata import entry_points  # only when a plugin may be needed: it costs start-up time

    for point in entry_points(group=ENTRY_POINT_GROUP):
        try:
            spec = point.load()
            if not isinstance(spec, PuzzleSpec):
                raise TypeError(f"{point.value} is a {type(spec).__name__}, not a PuzzleSpec")
        except Exception as error:  # noqa: BLE001 - a broken plugin must not break the built-in types
            reason = " ".join(str(error).split()) or type(error).__name__
            print(f"satpuzzles: warning: puzzle type plugin {point.name!r} not loaded: {reason}", file=sys.stderr)
            continue
        if spec.name not in _TYPES:  # a plugin never replaces a type already known
            register(spec)
