"""Backends, solver sessions with time limits, and search (solve, count, uniqueness)."""

from satpuzzles.deadline import Deadline, Timeout
from satpuzzles.solving.backends import DEFAULT_BACKEND, BackendInfo, list_backends, resolve_backend
from satpuzzles.solving.search import Engine, Result, SolverBug, Stats, Status
from satpuzzles.solving.session import Session

__all__ = [
    "DEFAULT_BACKEND",
    "BackendInfo",
    "Deadline",
    "Engine",
    "Result",
    "Session",
    "SolverBug",
    "Stats",
    "Status",
    "Timeout",
    "list_backends",
    "resolve_backend",
]
