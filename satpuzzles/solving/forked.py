"""Run a long native call on a forked copy of this process, which is killed at the deadline or on Ctrl-C.

What cannot be interrupted in-process (a CaDiCaL or Lingeling search, a proof-logging solve, the native
proof checker) is made stoppable this way: the child works on a copy of the parent's memory and sends its
result back through a pipe; the parent waits, looking at the deadline, and kills the child when it passes
or when Ctrl-C reaches the parent. Ctrl-C is the parent's to handle: the child ignores SIGINT, and makes
its native calls inside quiet_sigint() so that PySAT installs no handler of its own.
"""

from __future__ import annotations

import signal
from collections.abc import Callable
from typing import Any, TypeVar

from satpuzzles.deadline import Deadline, Timeout
from satpuzzles.quietsigint import quiet_sigint

# A wait under a deadline looks at it this often: a deadline can pass early (the web console's cancel makes its
# clock jump), and a wait until the planned time would miss that. Ctrl-C interrupts a wait at once.
POLL_SECONDS = 0.05

T = TypeVar("T")


class ChildFailed(RuntimeError):
    """The child died without answering, or raised what cannot be sent back (a bug, not the input's fault)."""


def waited(wait: Callable[[float | None], bool], deadline: Deadline | None) -> bool:
    """Whether `wait(seconds)` saw its event before the deadline, which it looks at every POLL_SECONDS."""
    while True:
        if wait(None if deadline is None else min(deadline.remaining(), POLL_SECONDS)):
            return True
        if deadline is None or deadline.expired():
            return False


def run_forked(work: Callable[[], T], deadline: Deadline | None) -> T:
    """work() in a forked child, its result pickled back; Timeout at the deadline; the child never outlives this.

    What work() raises is raised here (ChildFailed where the exception does not pickle).
    """
    import multiprocessing  # here: most runs never fork, and the import costs start-up time
    from multiprocessing.connection import wait

    context = multiprocessing.get_context("fork")
    receiver, sender = context.Pipe(duplex=False)

    def child_main() -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)
        try:
            with quiet_sigint():
                outcome: tuple[Any, Exception | None] = (work(), None)
        except Exception as error:  # noqa: BLE001 - raised again by the parent, not a child's traceback
            outcome = (None, _portable(error))
        sender.send(outcome)

    child = context.Process(target=child_main, daemon=True)
    child.start()
    sender.close()
    try:
        if not waited(lambda seconds: bool(wait([receiver, child.sentinel], seconds)), deadline):
            raise Timeout
        if not receiver.poll():
            raise ChildFailed(f"the child process died (exit code {child.exitcode})")
        result, error = receiver.recv()
    finally:
        if child.is_alive():
            child.kill()
        child.join()
        receiver.close()
    if error is not None:
        raise error
    return result  # type: ignore[no-any-return]


def _portable(error: Exception) -> Exception:
    """The child's exception as the parent can raise it: itself where it survives pickling, else ChildFailed."""
    import pickle  # here: only a forked child needs it, and `solve` imports this module (6.5 M instructions)

    try:
        copy = pickle.loads(pickle.dumps(error))
    except Exception:  # noqa: BLE001 - any exception that does not pickle back
        return ChildFailed(f"{type(error).__name__}: {error}")
    return (
        copy
        if isinstance(copy, Exception) and str(copy) == str(error)
        else ChildFailed(f"{type(error).__name__}: {error}")
    )
