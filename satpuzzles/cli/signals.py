"""SIGTERM handled like Ctrl-C, so that `kill PID` (or a service manager stopping the tool) loses no finished work.

The handler raises KeyboardInterrupt in the main thread, and the command's Ctrl-C path runs: what is
finished is kept (a generated file is completed and renamed into place, a batch's results are already
in its file), temporary files are removed, and the exit code is 130. Python runs the handler between
two bytecodes: a long native call is never made where it would hold the handler back (solving.session
budgets it, or waits on a helper thread or a forked child, as Ctrl-C needs too). The commands that write
files over a long run (batch, generate) install it; `solve` need not.
A second SIGTERM, once the handler has run, ends the process at once, as SIGTERM does by default.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType

from satpuzzles.deadline import Deadline, Timeout

BACKSTOP_SHARE = 1.1  # of the time left when the timer starts
BACKSTOP_SECONDS = 0.5  # and this much more: the deadline's promise (benchmarks/deadline.py) is 10 % + 0.5 s


def terminate_like_ctrl_c() -> None:
    """Install the handler; only the main thread can (a command run in another thread keeps the default)."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _interrupt)


def _interrupt(signum: int, frame: FrameType | None) -> None:
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    raise KeyboardInterrupt


@contextmanager
def deadline_backstop(deadline: Deadline | None) -> Iterator[None]:
    """Raise Timeout in the main thread a little after `deadline`, wherever Python then is.

    Work polls the deadline at checkpoints; a type's own plain-Python loop that polls none (a generator's
    layout of a huge board) would still run on. This timer stops it near the limit all the same: the
    polite checkpoints get the first BACKSTOP_SHARE and BACKSTOP_SECONDS. Writes that must not be cut in
    half run under `held()`. Only the main thread can take signals; elsewhere this does nothing.
    """
    if deadline is None or threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGALRM, _timed_out)
    signal.setitimer(signal.ITIMER_REAL, deadline.remaining() * BACKSTOP_SHARE + BACKSTOP_SECONDS)
    try:
        yield
    finally:
        with held():
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, signal.SIG_IGN)  # discards one that came while held
            signal.signal(signal.SIGALRM, previous)


@contextmanager
def held() -> Iterator[None]:
    """Hold the backstop's signal while a block runs (a puzzle being written); it arrives once the block ends."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGALRM})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGALRM})


def _timed_out(signum: int, frame: FrameType | None) -> None:
    raise Timeout
