"""Telling an external backend's name apart, without loading the external-solver machinery (solving.external).

Every solve asks whether its backend is external; only an external one needs the rest.
"""

from __future__ import annotations

PREFIX = "external:"


def is_external(backend: str) -> bool:
    return backend.strip().lower().startswith(PREFIX)
