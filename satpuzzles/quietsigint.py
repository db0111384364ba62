"""Native solver calls that Ctrl-C never jumps out of.

Called on the main thread, PySAT's C layer installs a SIGINT handler that longjmp()s out of the solver
wherever it is, inside malloc() too: a Ctrl-C landing in the allocator leaves the heap broken, and the
process later dies with "free(): invalid pointer" (signal 6) instead of exiting 130 (seen in CI on a plain
`solve`). PySAT asks `pysat._utils.MainThread.check()` whether to install that handler; inside
`quiet_sigint()` the answer is no, so Python's own handler takes the signal and KeyboardInterrupt is raised
as soon as the native call returns. A caller keeps such calls short (a conflict budget), or makes them from
a helper thread that it interrupts itself.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from pysat._utils import MainThread

_state = threading.local()


def _pysat_may_catch_sigint() -> bool:
    """PySAT's own question, answered no inside quiet_sigint() (per thread, so other threads keep theirs)."""
    return threading.current_thread() is threading.main_thread() and not getattr(_state, "quiet", False)


MainThread.check = staticmethod(_pysat_may_catch_sigint)


@contextmanager
def quiet_sigint() -> Iterator[None]:
    """Within this block, PySAT's native calls on this thread leave SIGINT to Python."""
    before = getattr(_state, "quiet", False)
    _state.quiet = True
    try:
        yield
    finally:
        _state.quiet = before


def pysat_catches_sigint() -> bool:
    """Whether a PySAT call made here would install its longjmp handler (what tests look at)."""
    return bool(MainThread.check())
