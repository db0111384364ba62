"""SIGTERM handled like Ctrl-C, so that `kill PID` (or a service manager stopping the tool) loses no finished work.

The handler raises KeyboardInterrupt in the main thread, and every command's Ctrl-C path runs: what
is finished is kept (a generated file is completed and renamed into place, a batch's results are
already in its file), temporary files are removed, and the exit code is 130. A second SIGTERM during
that cleanup ends the process at once, as SIGTERM does by default.
"""

from __future__ import annotations

import signal
from types import FrameType


def terminate_like_ctrl_c() -> None:
    """Install the handler (from the main thread, as Python requires)."""
    signal.signal(signal.SIGTERM, _interrupt)


def _interrupt(signum: int, frame: FrameType | None) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    raise KeyboardInterrupt
