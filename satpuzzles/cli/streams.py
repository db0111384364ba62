"""Standard output as every command sees it: a failure to write it is one line naming it (exit 2), never a bug.

A full disk (`> /dev/full`), a closed stream (`>&-`) and any other error from the operating system
become errors.cannot_write(STDOUT, ...), the same line a failed `-o FILE` gives. The one exception is a
reader that went away (`| head`): that is not a failure but the reader's choice, and BrokenPipeError
still ends the run quietly with 141, as a tool killed by SIGPIPE would.
"""

from __future__ import annotations

import errno
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any, TextIO

from satpuzzles.errors import STDOUT, OutputFailed, cannot_write


class _GuardedStdout:
    """sys.stdout, or nothing when file descriptor 1 was closed, with every write failure said as exit 2.

    A failure sticks: whoever swallows the exception (click probes a stream with an empty write), the next
    write and the end of the run raise it again.
    """

    def __init__(self, stream: TextIO | None) -> None:
        self._stream = stream
        self.failure: OutputFailed | None = None

    def write(self, text: str) -> int:
        # Nothing to write, nothing to lose. (b"" goes on, to fail as bytes do: click probes for a binary stream.)
        if text == "":
            return 0
        return int(self._guarded("write", text))

    def flush(self) -> None:
        if self._stream is not None or self.failure is not None:
            self._guarded("flush")

    def _guarded(self, method: str, *args: Any) -> Any:
        if self.failure is not None:
            raise self.failure
        if self._stream is None:
            self.failure = cannot_write(STDOUT, OSError(errno.EBADF, "it is closed"))
            raise self.failure
        try:
            return getattr(self._stream, method)(*args)
        except BrokenPipeError:
            raise
        except OSError as error:
            _discard_pending(self._stream)
            self.failure = cannot_write(STDOUT, error)
            raise self.failure from None

    def isatty(self) -> bool:
        return self._stream is not None and self._stream.isatty()

    def __getattr__(self, name: str) -> Any:  # encoding, errors, fileno, ...: what click and print look at
        if self._stream is None:
            raise AttributeError(name)
        return getattr(self._stream, name)


def _discard_pending(stream: TextIO) -> None:
    """Point descriptor 1 at /dev/null: the text still buffered then goes nowhere, not into a second error at exit."""
    with suppress(OSError, ValueError, AttributeError):
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
        os.close(devnull)


def _open(descriptor: int) -> bool:
    try:
        os.fstat(descriptor)
    except OSError:
        return False
    return True


@contextmanager
def guarded_stdout() -> Iterator[None]:
    """Run a command with sys.stdout guarded; its last flush happens inside, where a failure can still be said."""
    original = sys.stdout
    if original is None and not _open(1):  # `>&-`: keep descriptor 1 taken, so no file this run opens lands on it
        with suppress(OSError):
            os.open(os.devnull, os.O_WRONLY)
    guarded = _GuardedStdout(original)
    sys.stdout = guarded
    try:
        yield
        if guarded.failure is None:  # a failure met earlier was raised, and said, where it happened
            guarded.flush()
    finally:
        sys.stdout = original
