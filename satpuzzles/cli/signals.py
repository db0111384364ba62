"""SIGTERM handled like Ctrl-C, so that `kill PID` (or a service manager stopping the tool) loses no finished work.

The handler raises KeyboardInterrupt in the main thread, and the command's Ctrl-C path runs: what is
finished is kept (a generated file is completed and renamed into place, a batch's results are already
in its file), temporary files are removed, and the exit code is 130. Python runs the handler between
two bytecodes, so a solver call that holds the interpreter (an unbudgeted solve in this process) sees
it when it returns; Ctrl-C, which PySAT handles inside the solver, stops such a call at once. That is
why the commands that write files over a long run (batch, generate) install it, and `solve` need not.
A second SIGTERM, once the handler has run, ends the process at once, as SIGTERM does by default.
"""

from __future__ import annotations

import signal
import threading
from types import FrameType


def terminate_like_ctrl_c() -> None:
    """Install the handler; only the main thread can (a command run in another thread keeps the default)."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _interrupt)


def _interrupt(signum: int, frame: FrameType | None) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    raise KeyboardInterrupt
