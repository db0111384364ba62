"""The results file: JSON Lines appended as results arrive, and read back (and repaired) to resume.

Every batch of lines is flushed as soon as it is written, so a crash or Ctrl-C of this process loses
nothing the operating system was given; fsync runs at most once a second and at the end, so a power
cut can cost the last second, which --resume then does again. Only the last line can be torn (cut
by a crash in the middle of a write): resuming drops it, and that puzzle is done again.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from satpuzzles.errors import PuzzleError, cannot_write
from satpuzzles.formats import limits

FSYNC_SECONDS = 1.0


@dataclass(frozen=True)
class Existing:
    """What an output file held before this run: its complete records, and the bytes of a torn last line dropped."""

    records: list[dict[str, Any]]
    dropped_bytes: int = 0

    @property
    def ids(self) -> set[str]:
        return {record["id"] for record in self.records}


def prepare(path: Path, *, resume: bool, inputs: Sequence[Path] = ()) -> Existing:
    """Make sure the output may be written; with `resume`, read what it holds and cut a torn last line."""
    for given in inputs:
        if path.exists() and given.exists() and path.samefile(given):
            raise PuzzleError("is the input file: choose another output file", source=str(path))
    if not path.exists():
        return Existing([])
    if path.is_dir():
        raise PuzzleError("is a directory, expected a results file", source=str(path))
    if not resume:
        if path.stat().st_size == 0 or not path.is_file():  # empty, or a device or FIFO written through
            return Existing([])
        raise PuzzleError("already exists: pass --resume to complete it, or choose another file", source=str(path))
    if not path.is_file():
        raise PuzzleError("is not a regular file: there is nothing in it to resume", source=str(path))
    return _repair(path, *scan(path))


def scan(path: Path) -> tuple[list[dict[str, Any]], int]:
    """The complete records of a results file, and the length of its part that holds them.

    A last line that starts a record but does not complete it (no newline and not valid JSON) is torn; any
    other bad line means the file is not one this tool wrote, and resuming into it is refused.
    """
    try:
        data = path.read_bytes()
    except OSError as error:
        raise PuzzleError(error.strerror or str(error), source=str(path)) from None
    records: list[dict[str, Any]] = []
    lines = data.split(b"\n")
    kept = 0
    for number, raw in enumerate(lines, start=1):
        last = number == len(lines)
        if raw.strip():
            record = _record(raw)
            if record is None:
                if last and raw.startswith(b"{"):  # what this tool writes, cut short; anything else is not ours to cut
                    break
                raise PuzzleError(
                    "is not a result line: refusing to resume into this file", source=str(path), where=f"line {number}"
                )
            records.append(record)
        kept += len(raw) + (0 if last else 1)
    return records, kept


def _record(raw: bytes) -> dict[str, Any] | None:
    try:
        record = limits.loads(raw.decode("utf-8"))
    except (json.JSONDecodeError, UnicodeDecodeError):
        return None
    return record if isinstance(record, dict) and isinstance(record.get("id"), str) else None


def _repair(path: Path, records: list[dict[str, Any]], kept: int) -> Existing:
    """Cut the file after its last complete record, and end that record's line if the newline was lost."""
    size = path.stat().st_size
    try:
        if kept < size:
            os.truncate(path, kept)
        if kept and not path.read_bytes().endswith(b"\n"):
            with path.open("ab") as handle:
                handle.write(b"\n")
    except OSError as error:
        raise PuzzleError(f"cannot repair: {error.strerror or error}", source=str(path)) from None
    return Existing(records, size - kept)


class ResultFile:
    """Appends records as JSON lines: flushed per call, fsynced at most every FSYNC_SECONDS and on close."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self._file: IO[str] = path.open("a", encoding="utf-8")
        except OSError as error:
            raise cannot_write(str(path), error) from None
        self._synced = time.monotonic()
        self._failed = False  # a write failed: closing would only fail again on what is still buffered

    def append(self, records: Iterable[dict[str, Any]]) -> None:
        try:
            self._file.write("".join(json.dumps(record) + "\n" for record in records))
            self._file.flush()
            if time.monotonic() - self._synced >= FSYNC_SECONDS:
                self._sync()
        except OSError as error:
            self._failed = True
            raise cannot_write(str(self.path), error) from None

    def _sync(self) -> None:
        try:
            os.fsync(self._file.fileno())
        except OSError as error:
            if error.errno not in (errno.EINVAL, errno.EROFS):  # a device or FIFO (/dev/null): nothing to sync
                raise
        self._synced = time.monotonic()

    def close(self) -> None:
        try:
            self._file.flush()
            self._sync()
            self._file.close()
        except OSError as error:
            if not self._failed:
                self._failed = True
                raise cannot_write(str(self.path), error) from None
        finally:
            if self._failed:
                with contextlib.suppress(OSError):
                    self._file.close()

    def __enter__(self) -> ResultFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
