"""One writer per results file: a lock file beside it (OUT.lock) that holds the writer's process id.

The lock is an flock on OUT.lock, which the kernel drops when its holder dies however it dies, so a
lock left by a killed run is stale by construction and the next run takes it over. The pid inside is
only for the message. A run removes its lock file when it ends; after `kill -9` the small file stays
until the next run on that output.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Iterator
from pathlib import Path

from satpuzzles.errors import SatPuzzlesError


def lock_path(output: Path) -> Path:
    return output.with_name(output.name + ".lock")


@contextlib.contextmanager
def locked(output: Path) -> Iterator[None]:
    """Hold OUT.lock for the duration; refuse (exit 2, one line) while another live process holds it."""
    path = lock_path(output)
    descriptor = _acquire(path, output)
    try:
        yield
    finally:
        with contextlib.suppress(OSError):
            path.unlink()
        os.close(descriptor)  # unlinked first: a waiting process never locks a file that is about to disappear


def _acquire(path: Path, output: Path) -> int:
    while True:
        try:
            descriptor = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o644)
        except OSError as error:
            raise SatPuzzlesError(f"{output}: cannot create the lock file {path}: {error.strerror or error}") from None
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            holder = _holder(descriptor)
            os.close(descriptor)
            who = f"process {holder}" if holder else "another process"
            raise SatPuzzlesError(
                f"{output} is being written by {who} ({path}); wait for it to end, or write to another file"
            ) from None
        if _same_file(descriptor, path):
            os.ftruncate(descriptor, 0)
            os.write(descriptor, f"{os.getpid()}\n".encode())
            return descriptor
        os.close(descriptor)  # its holder removed it as we locked it: lock the file now at `path`


def _holder(descriptor: int) -> int | None:
    try:
        return int(os.pread(descriptor, 32, 0).decode().strip())
    except (OSError, ValueError):
        return None


def _same_file(descriptor: int, path: Path) -> bool:
    try:
        return os.path.samestat(os.fstat(descriptor), os.stat(path))
    except OSError:
        return False
