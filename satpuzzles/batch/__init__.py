"""Batch solving and generation at scale: every core by default, a Dask cluster when asked, nothing lost.

>>> from pathlib import Path
>>> from satpuzzles.batch import solve_batch
>>> summary = solve_batch(Path("puzzles.jsonl"), Path("results.jsonl"), workers=4, resume=True)
>>> summary.counts                                 # Counter({'unique': 990, 'multiple': 8, 'timeout': 2})
"""

from satpuzzles.batch.failures import BatchStopped
from satpuzzles.batch.run import BatchInterrupted, Listener, Summary, generate_batch, solve_batch

__all__ = ["BatchInterrupted", "BatchStopped", "Listener", "Summary", "generate_batch", "solve_batch"]
