"""Signalling a `satpuzzles` process once it says it is busy, never after a guessed sleep.

With SATPUZZLES_READY=1 the CLI prints "satpuzzles: solving ..." or "satpuzzles: generating puzzle N of M"
on stderr as that work starts; a test reads stderr up to such a line and only then sends its signal.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys

import pytest

READY_ENV = {"SATPUZZLES_READY": "1"}


def _default_sigint() -> None:
    """A shell that starts jobs in the background ignores SIGINT in them; the child must not inherit that."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def start_until(args: list[str], ready: str) -> subprocess.Popen[str]:
    """`satpuzzles ARGS`, returned once its stderr has shown a line starting with `satpuzzles: {ready}`."""
    process = subprocess.Popen(
        [sys.executable, "-m", "satpuzzles", *args],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env=os.environ | READY_ENV,
        preexec_fn=_default_sigint,
    )
    assert process.stderr is not None
    seen = []
    for line in process.stderr:
        if line.startswith(f"satpuzzles: {ready}"):
            return process
        seen.append(line)
    process.wait()
    pytest.fail(f"exited with {process.returncode} before saying {ready!r}; stderr: {''.join(seen)}")


def interrupt(process: subprocess.Popen[str], sent: signal.Signals = signal.SIGINT) -> tuple[int, list[str]]:
    """Send `sent`; the exit code and the stderr lines after the readiness line (a hang fails after a minute)."""
    assert process.stderr is not None
    process.send_signal(sent)
    try:
        process.wait(timeout=60)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        raise
    return process.returncode, process.stderr.read().splitlines()
