"""Where the puzzlekit benchmarks find each type's dataset file, and how they solve one entry in-process.

A type takes part when its puzzlekit codec names a dataset (`PuzzlekitCodec.dataset`). Its file is
`<corpus>/puzzlekit/<dataset>_dataset.json`, the public dataset's own shape; where there is none, the
type's corpus JSON Lines file (`<corpus>/<type>.jsonl`) is used when its records keep the puzzle in
puzzlekit's text (`puzzlekit_problem`, `puzzlekit_solution`), written out as a dataset file first. No
type is named here: a type added to the registry takes part by existing.
"""

from __future__ import annotations

import json
import resource
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from satpuzzles import Engine
from satpuzzles.errors import PuzzleError
from satpuzzles.formats.dataset import dataset_type, entries, read_entry
from satpuzzles.puzzles import PuzzleSpec, all_types, get_type
from satpuzzles.solving.backends import AUTO_BACKEND
from satpuzzles.solving.report import matches_published


def cpu_seconds() -> float:
    """CPU seconds of this process and of its finished children (a solver call a deadline forks)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def dataset_types(names: list[str] | None = None) -> list[PuzzleSpec[Any, Any]]:
    """The registered types with a puzzlekit reader and a dataset name (or those of `names`, checked)."""
    kinds = [get_type(name) for name in names] if names else all_types()
    return [kind for kind in kinds if kind.puzzlekit is not None and kind.puzzlekit.dataset is not None]


def corpus_types(script: str, corpus: Path, names: list[str] | None) -> list[PuzzleSpec[Any, Any]] | None:
    """dataset_types for a script's --corpus and --type, or None after one line on stderr saying what is wrong."""
    if not corpus.is_dir():
        print(f"{script}: error: {corpus}: no such folder: pass --corpus PATH", file=sys.stderr)
        return None
    try:
        return dataset_types(names)
    except PuzzleError as error:
        print(f"{script}: error: {error}", file=sys.stderr)
        return None


def dataset_name(kind: PuzzleSpec[Any, Any]) -> str:
    assert kind.puzzlekit is not None and kind.puzzlekit.dataset is not None  # dataset_types chose it
    return kind.puzzlekit.dataset


def dataset_file(corpus: Path, kind: PuzzleSpec[Any, Any], scratch: Path) -> Path | None:
    """The type's dataset file in `corpus`, or one written into `scratch` from its JSON Lines corpus; else None."""
    name = dataset_name(kind)
    path = corpus / "puzzlekit" / f"{name}_dataset.json"
    if path.is_file():
        return path
    lines = corpus / f"{kind.name}.jsonl"
    if not lines.is_file():
        return None
    data: dict[str, Any] = {}
    for line in lines.read_text(encoding="utf-8").splitlines():
        record = json.loads(line) if line.strip() else {}
        if "puzzlekit_problem" in record:
            key = str(record["id"]).rpartition("/")[2]
            data[key] = {"problem": record["puzzlekit_problem"], "solution": record.get("puzzlekit_solution")}
    if not data:
        return None
    written = scratch / f"{name}_dataset.json"
    written.write_text(json.dumps({"name": name, "count": len(data), "data": data}, indent=0))
    return written


def load_dataset(path: Path) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    return data


def subset(data: dict[str, Any], keys: list[str], path: Path) -> Path:
    """A dataset file holding only the entries `keys` of `data` (the same file for both sides of a comparison)."""
    kept = {key: data["data"][key] for key in keys}
    path.write_text(json.dumps({"name": data.get("name"), "count": len(kept), "data": kept}, indent=0))
    return path


@dataclass(frozen=True)
class Outcome:
    """One entry solved in-process: its key, what came of it, and the CPU seconds (read + solve + uniqueness)."""

    key: str
    status: str  # unique, multiple, unsat, timeout, or unreadable
    right: bool  # our solution matches the published one
    seconds: float
    problem: str = ""  # why an entry could not be read


def solve_entries(
    kind: PuzzleSpec[Any, Any],
    data: dict[str, Any],
    keys: list[str] | None = None,
    timeout: float | None = None,
    backend: str = AUTO_BACKEND,
) -> Iterator[Outcome]:
    """Each entry (or those of `keys`) read with the type's puzzlekit reader and solved with uniqueness on one
    Engine (on `backend`), as `satpuzzles solve` runs a file: the first puzzle of a shape pays for compiling it."""
    dataset_type(data, kind.name)
    wanted = None if keys is None else set(keys)
    with Engine(backend) as engine:
        for key, entry in entries(data):
            if wanted is not None and key not in wanted:
                continue
            started = cpu_seconds()
            try:
                record = read_entry(kind, key, entry)
            except PuzzleError as error:
                yield Outcome(key, "unreadable", False, cpu_seconds() - started, str(error))
                continue
            result = engine.solve(record.puzzle, timeout=timeout)
            right = record.published is not None and matches_published(result, record.published)
            seconds = cpu_seconds() - started
            yield Outcome(key, result.status.value, right, seconds)
