"""Where a command's output goes: stdout, a FIFO or device as named, or a regular file replaced atomically.

The rules, the same for every command with -o:
- "-" is stdout.
- A FIFO, a device (/dev/null) or a name under /dev or /proc (/dev/stdout) is written through, as a
  shell's `>` would: replacing it with a regular file would break what the user set up.
- A symlink is followed: its target is replaced and the link stays a link.
- Anything else is written to a temporary file beside the target, then renamed over it, so that a
  reader never sees half a file; an existing file keeps its permissions, a new one gets the umask's.
- A directory, or a file that is also one of the command's inputs (same inode), is refused.
Files whose names end in .gz or .xz are compressed.
"""

from __future__ import annotations

import gzip
import lzma
import os
import stat
import sys
from collections.abc import Iterable
from pathlib import Path

from satpuzzles.errors import SatPuzzlesError, cannot_write

THROUGH_PREFIXES = ("/dev/", "/proc/")  # /dev/stdout, /dev/fd/3, /proc/self/fd/1: write to what they name


def encoded(text: str, name: str) -> bytes:
    """The bytes to store under `name`: gzip without a timestamp (so output is byte-identical), xz, or plain."""
    data = text.encode("utf-8")
    if name.endswith(".gz"):
        return gzip.compress(data, mtime=0)
    if name.endswith(".xz"):
        return lzma.compress(data)
    return data


def check_output(target: str, inputs: Iterable[str] = ()) -> None:
    """Refuse, before any work is done, an output that is a directory or one of the inputs."""
    if target == "-":
        return
    if not target:
        raise SatPuzzlesError("the output needs a file name (or - for stdout)")
    found = _stat(target)
    if found is not None and stat.S_ISDIR(found.st_mode):
        raise SatPuzzlesError(f"{target}: is a directory, expected a file name for the output")
    if found is None:
        return  # a new file cannot be an input
    for name in inputs:
        if name != "-" and _stat(name) is not None and os.path.samefile(name, target):
            raise SatPuzzlesError(f"{target}: refusing to overwrite an input file ({name})")


def writes_through(target: str) -> bool:
    """Whether `target` is written as named (a FIFO, a device, /dev/stdout) rather than replaced."""
    if os.path.abspath(target).startswith(THROUGH_PREFIXES):
        return True
    found = _stat(target)
    return found is not None and not stat.S_ISREG(found.st_mode) and not stat.S_ISDIR(found.st_mode)


def final_path(target: str) -> Path:
    """The file a regular output replaces: the target of a symlink (so the link stays), else the name itself."""
    return Path(os.path.realpath(target))


def write_output(target: str, text: str, *, inputs: Iterable[str] = ()) -> None:
    """Write `text` to `target` following the rules above; every failure is a SatPuzzlesError naming it."""
    if target == "-":
        sys.stdout.write(text)
        sys.stdout.flush()
        return
    check_output(target, inputs)
    data = encoded(text, target)
    try:
        if writes_through(target):
            with open(target, "ab") as stream:  # append: a FIFO or device does not care; `>>` into /dev/stdout does
                stream.write(data)
        else:
            replace_atomically(final_path(target), data)
    except OSError as error:
        raise cannot_write(target, error) from None


def replace_atomically(path: Path, data: bytes) -> None:
    """Put `data` at `path` through a temporary file beside it and os.replace (never half a file)."""
    existing = _stat(str(path))
    temporary, descriptor = _new_temporary(path)
    try:
        with os.fdopen(descriptor, "wb") as stream:
            if existing is not None:
                os.fchmod(stream.fileno(), stat.S_IMODE(existing.st_mode))  # replacing a file keeps its mode
            stream.write(data)
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def _new_temporary(path: Path) -> tuple[Path, int]:
    """A new file beside `path`, created with mode 0o666 less the umask (the process umask is left alone)."""
    while True:
        temporary = path.with_name(f".{path.name}.{os.urandom(4).hex()}.tmp")
        try:
            return temporary, os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666)
        except FileExistsError:
            continue


def _stat(name: str) -> os.stat_result | None:
    """The status of what `name` names, symlinks followed; None when nothing is there (or it cannot be seen)."""
    try:
        return os.stat(name)
    except (OSError, ValueError):
        return None
