"""Puzzle types by name, each announced by an entry point of the group `satpuzzles.types` naming its spec.

The built-in types are entry points of satpuzzles itself, a plugin's are its own distribution's; shared
code only looks types up. Reading the installed entry points costs more than solving a small puzzle
(importlib.metadata and every installed distribution's entry points: about 20 ms), so a name is first
looked for as a built-in package, BUILT_IN_PACKAGE.<name>, whose SPEC is what its entry point names
(tests/test_kernel_imports.py holds the two together): `solve` on one type's file imports that package
alone. Any other name, and every listing (format detection, `satpuzzles types`), reads the entry points.
"""

from __future__ import annotations

import sys
from difflib import get_close_matches
from functools import cache
from importlib import import_module
from importlib.util import find_spec
from typing import TYPE_CHECKING, Any

from satpuzzles.errors import PuzzleError, shown
from satpuzzles.typekit.base import Puzzle
from satpuzzles.typekit.spec import PuzzleSpec

if TYPE_CHECKING:
    from importlib.metadata import EntryPoint

ENTRY_POINT_GROUP = "satpuzzles.types"
BUILT_IN_PACKAGE = "satpuzzles.puzzles"
_TYPES: dict[str, PuzzleSpec[Any, Any]] = {}
_ORIGINS: dict[str, str] = {}  # type name -> the entry point that announces it ("module:SPEC (distribution)")


def register(spec: PuzzleSpec[Any, Any]) -> PuzzleSpec[Any, Any]:
    """Make a type known by its name and aliases (the entry points' specs; a test or a script may add one)."""
    for key in (spec.name, *spec.aliases):
        _TYPES[key] = spec
    return spec


def get_type(name: str) -> PuzzleSpec[Any, Any]:
    key = name.strip().lower()
    if key not in _TYPES:
        _load_built_in(key)
    if key not in _TYPES:
        _load_entry_points()
    try:
        return _TYPES[key]
    except KeyError:
        names = sorted({t.name for t in _TYPES.values()})
        close = get_close_matches(key, names, n=3)
        guess = f"did you mean {' or '.join(close)}? " if close else ""
        # the whole list would make the line unreadable with dozens of types
        listed = f"`satpuzzles types` lists all {len(names)}"
        raise PuzzleError(f"unknown puzzle type {shown(name)} ({guess}{listed})") from None


def built_in(name: str) -> PuzzleSpec[Any, Any] | None:
    """The built-in type whose package is `name`, importing that package alone (no entry points): a reader
    that can guess the type from its input (a URL's puzzle name) tries this before loading every type."""
    key = name.strip().lower()
    if key not in _TYPES:
        _load_built_in(key)
    found = _TYPES.get(key)
    return found if found is not None and found.name == key else None


def all_types() -> list[PuzzleSpec[Any, Any]]:
    _load_entry_points()
    return sorted({id(t): t for t in _TYPES.values()}.values(), key=lambda t: t.name)


def type_of(puzzle: Puzzle) -> PuzzleSpec[Any, Any]:
    """The registered type whose model class `puzzle` is an instance of."""
    return get_type(puzzle.type_name)


def origin(name: str) -> str | None:
    """The entry point that announces the type (None: registered in-process only)."""
    _load_entry_points()
    return _ORIGINS.get(get_type(name).name)


def _load_built_in(key: str) -> None:
    """The built-in package named `key`, when there is one (the fast path above)."""
    module = f"{BUILT_IN_PACKAGE}.{key}"
    if key.isidentifier() and find_spec(module) is not None:
        register(import_module(module).SPEC)


@cache  # once per process
def _load_entry_points() -> None:
    from importlib.metadata import entry_points  # only here: it costs start-up time

    points = list(entry_points(group=ENTRY_POINT_GROUP))
    named = _distribution_names(points)
    # satpuzzles' own types first, so that a plugin claiming one of their names never replaces them
    points.sort(key=lambda point: not _own(named, point))
    if not any(_own(named, point) for point in points):  # an install older than the entry points
        print(
            "satpuzzles: warning: the built-in types' entry points are not installed: reinstall satpuzzles",
            file=sys.stderr,
        )
    for point in points:
        try:
            spec = point.load()
            if not isinstance(spec, PuzzleSpec):
                raise TypeError(f"{point.value} is a {type(spec).__name__}, not a PuzzleSpec")
        except Exception as error:  # noqa: BLE001 - a broken plugin must not break the other types
            reason = " ".join(str(error).split()) or type(error).__name__
            print(f"satpuzzles: warning: puzzle type plugin {point.name!r} not loaded: {reason}", file=sys.stderr)
            continue
        if spec.name not in _TYPES:  # a plugin never replaces a type already known
            register(spec)
        if _TYPES[spec.name] is spec:
            distribution = f" ({' '.join(named[id(point.dist)])})" if point.dist is not None else ""
            _ORIGINS[spec.name] = point.value + distribution


def _distribution_names(points: list[EntryPoint]) -> dict[int, tuple[str, str]]:
    """Each announcing distribution's name and version, read once: every read of either parses the
    distribution's METADATA file again (asked three times for each of 40 entry points, that took longer
    than importing the 40 types)."""
    names: dict[int, tuple[str, str]] = {}
    for point in points:
        if point.dist is not None and id(point.dist) not in names:
            metadata = point.dist.metadata
            names[id(point.dist)] = (metadata["Name"], metadata["Version"])
    return names


def _own(named: dict[int, tuple[str, str]], point: EntryPoint) -> bool:
    return named.get(id(point.dist), ("", ""))[0] == "satpuzzles"
