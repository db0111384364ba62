"""The processes of a local batch die with the batch process, even when it is killed with SIGKILL.

The workers are children of multiprocessing's fork server, itself a child of the batch process, and
nothing in the standard library stops them when the batch process is killed: they wait on their
task queue for ever, keep the fork server (and through their pipe, the resource tracker) alive,
and hold the batch's stdout open. On Linux each of them asks the kernel (prctl PR_SET_PDEATHSIG)
for SIGKILL when its parent dies: the fork server when the batch process dies (it does so when it
preloads this module), the workers when the fork server dies (in the pool's initializer). The
resource tracker then sees every holder of its pipe gone and exits by itself. Elsewhere, a worker
watches the batch process from a thread, which can act only between two solver calls.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator

from satpuzzles.processes import alive

BATCH_PID = "SATPUZZLES_BATCH_PID"  # set while the batch process starts its fork server, which takes it
_PR_SET_PDEATHSIG = 1
_WATCH_SECONDS = 1.0


@contextlib.contextmanager
def starting_fork_server() -> Iterator[None]:
    """Around starting the fork server: it will know whose death to follow (and no later child inherits that)."""
    os.environ[BATCH_PID] = str(os.getpid())
    try:
        yield
    finally:
        os.environ.pop(BATCH_PID, None)


def follow_batch(batch_pid: int) -> None:
    """In a worker: die when the parent dies (or, without prctl, soon after the batch process dies)."""
    if not _die_with_parent():
        threading.Thread(target=_watch, args=(batch_pid,), name="satpuzzles-lifeline", daemon=True).start()
    if not alive(batch_pid):  # it died before the kernel was asked: nobody would signal this process
        os._exit(1)


def _die_with_parent() -> bool:
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(None, use_errno=True)
        return bool(libc.prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) == 0)
    except (OSError, AttributeError):
        return False


def _watch(batch_pid: int) -> None:
    while alive(batch_pid):
        time.sleep(_WATCH_SECONDS)
    os._exit(1)


def _in_fork_server() -> None:
    """The fork server preloads this module: there, die with the batch process that started it.

    Without prctl the fork server needs nothing: once the workers have gone, it exits by itself.
    """
    started_by = os.environ.pop(BATCH_PID, "")
    if started_by.isdigit() and int(started_by) != os.getpid() and _die_with_parent() and not alive(int(started_by)):
        os._exit(1)


_in_fork_server()
