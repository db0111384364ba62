"""Writing generated puzzles one at a time, so that an interrupted run keeps every finished puzzle.

A file grows as a temporary file beside it, flushed after every puzzle, and takes its name with
os.replace when the run ends, however it ends (Ctrl-C and SIGTERM included); a run that made nothing
leaves no file. Native text holds one puzzle per file, so several go into a directory, each file
written the same way. Only SIGKILL (or a power cut) can leave a temporary file: it is named by its
process id, and the next run writing beside it removes those whose process is gone.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import IO

from satpuzzles.dimacs.output import check_output, final_path, writes_through
from satpuzzles.errors import SatPuzzlesError, cannot_write
from satpuzzles.formats import to_text
from satpuzzles.generate.core import Generated
from satpuzzles.processes import alive

OUTPUT_FORMATS = ("jsonl", "text")
TEMPORARY_SUFFIX = ".generating"
_TEMPORARY = re.compile(rf"\.(?P<name>.+)\.(?P<pid>[0-9]+){re.escape(TEMPORARY_SUFFIX)}")


def as_jsonl(made: Generated) -> str:
    return json.dumps(made.to_json(), separators=(",", ":")) + "\n"


def as_text(made: Generated) -> str:
    """The native text format, after a comment line naming the puzzle (and its grade, when graded)."""
    graded = "" if made.grade is None else f": {made.grade}"
    return f"# {made.id}{graded}\n" + to_text(made.puzzle)


class PuzzleWriter:
    """Where generated puzzles go: stdout ("-"), one file, or for several text puzzles a directory."""

    def __init__(self, target: str, output_format: str, count: int) -> None:
        if output_format not in OUTPUT_FORMATS:
            raise SatPuzzlesError(f"unknown output format {output_format!r} (choose from {', '.join(OUTPUT_FORMATS)})")
        self.target = target
        self.render = as_jsonl if output_format == "jsonl" else as_text
        self.directory = target != "-" and output_format == "text" and count > 1
        self._file: _GrowingFile | None = None
        self._stream: IO[str] | None = sys.stdout if target == "-" else None
        self._written = 0
        self._failed = False  # a write failed: closing the stream would only fail again on what it still buffers
        if target != "-" and not self.directory:
            check_output(target)  # the same rules as every -o (dimacs.output): FIFOs written through, links followed
            if writes_through(target):
                self._stream = _opened(target)
        if self.directory:
            try:
                Path(target).mkdir(parents=True, exist_ok=True)
            except OSError as error:
                raise SatPuzzlesError(f"{target}: cannot make the directory: {error.strerror or error}") from None
            _remove_stale(Path(target), lambda name: name.endswith(".txt"))
        elif target != "-":
            _remove_stale(Path(target).parent, lambda name: name == Path(target).name)

    def write(self, made: Generated) -> None:
        text = self.render(made)
        if self._stream is not None:
            try:
                self._stream.write(text if self._written == 0 or self.render is as_jsonl else "\n" + text)
                self._stream.flush()
            except BrokenPipeError:
                if self._stream is sys.stdout:
                    raise  # `| head`: the reader of stdout stopped, quietly
                self._failed = True
                raise cannot_write(self.target, "its reader closed it") from None
            except OSError as error:
                self._failed = True
                raise cannot_write(self.target, error) from None
        elif self.directory:
            with _GrowingFile(Path(self.target) / f"{made.id}.txt") as single:
                single.append(text)
        else:
            if self._file is None:
                self._file = _GrowingFile(final_path(self.target))
            self._file.append(text)
        self._written += 1

    def close(self) -> None:
        if self._file is not None:
            self._file.finish()
        if self._stream is not None and self._stream is not sys.stdout:
            try:
                self._stream.close()
            except OSError as error:
                if not self._failed:
                    raise cannot_write(self.target, error) from None

    def __enter__(self) -> PuzzleWriter:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _opened(target: str) -> IO[str]:
    try:
        return open(target, "a", encoding="utf-8")  # a FIFO or device, as named (append: `>>` into /dev/stdout)
    except OSError as error:
        raise cannot_write(target, error) from None


class _GrowingFile:
    """A temporary file beside `path`, flushed on every append, renamed to `path` at the end."""

    def __init__(self, path: Path) -> None:
        self.path = path
        # Named by the process id and opened with "x": never another run's file; created with the umask.
        self._temporary = path.with_name(f".{path.name}.{os.getpid()}{TEMPORARY_SUFFIX}")
        try:
            self._handle: IO[str] = self._temporary.open("x", encoding="utf-8")
        except OSError as error:
            raise cannot_write(str(path), error) from None

    def append(self, text: str) -> None:
        try:
            self._handle.write(text)
            self._handle.flush()
        except OSError as error:
            raise cannot_write(str(self.path), error) from None

    def finish(self) -> None:
        self._handle.close()
        try:
            os.replace(self._temporary, self.path)
        except OSError as error:
            self._temporary.unlink(missing_ok=True)
            raise cannot_write(str(self.path), error) from None

    def __enter__(self) -> _GrowingFile:
        return self

    def __exit__(self, *exc: object) -> None:
        self.finish()


def _remove_stale(folder: Path, wanted: Callable[[str], bool]) -> None:
    """Remove the temporary files in `folder` (for names `wanted` says) left by runs whose process is gone."""
    try:
        names = os.listdir(folder)
    except OSError:
        return  # a folder that cannot be listed is reported when the run writes into it
    for name in names:
        match = _TEMPORARY.fullmatch(name)
        if match and wanted(match["name"]) and not alive(int(match["pid"])):
            with contextlib.suppress(OSError):
                (folder / name).unlink()
