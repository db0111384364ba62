"""Whether a process is alive: what tells a stale lock or temporary file (of a killed run) from a live one."""

from __future__ import annotations

import os


def alive(pid: int) -> bool:
    """True while a process `pid` exists (also one of another user); a reused pid reads as alive."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True
