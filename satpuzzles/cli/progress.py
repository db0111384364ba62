"""The batch commands' progress bar on stderr; imported only when a batch runs (rich.progress is slow to load)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.text import Text

if TYPE_CHECKING:
    from satpuzzles.batch import Summary


class _Rate(ProgressColumn):
    """Puzzles per second over the last half minute."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text("" if speed is None else f"{speed:.1f}/s", style="progress.data.speed")


class ProgressBar:
    """A batch Listener that draws the batch's progress on stderr (only when stderr is a terminal)."""

    def __init__(self, progress: Progress, label: str) -> None:
        self._progress = progress
        self._label = label
        self._task: TaskID | None = None

    def started(self, summary: Summary) -> None:
        self._task = self._progress.add_task(self._label, total=summary.total, completed=summary.skipped)

    def recorded(self, records: Sequence[dict[str, Any]]) -> None:
        if self._task is not None:
            self._progress.advance(self._task, len(records))


@contextmanager
def progress_bar(label: str) -> Iterator[ProgressBar]:
    console = Console(stderr=True)
    columns = (
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        _Rate(),
        TimeElapsedColumn(),
        TextColumn("left"),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, disable=not console.is_terminal, transient=False) as progress:
        yield ProgressBar(progress, label)
