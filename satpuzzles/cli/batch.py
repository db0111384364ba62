"""`satpuzzles batch solve` and `satpuzzles batch generate`: the batch library with a progress bar on stderr.

The batch library and the progress bar are imported when a batch command runs, not when the CLI
starts: every other command would pay for them.
"""

from __future__ import annotations

import inspect
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from satpuzzles.cli import generate as generate_command
from satpuzzles.cli.certify import DEFAULT_PROOF_SOLVER, CertifyOpt, ProofSolverOpt
from satpuzzles.cli.common import BackendOpt, EncodingOpt, MaxClausesOpt, TypeOpt, app, finite_seconds, reported
from satpuzzles.cli.signals import terminate_like_ctrl_c
from satpuzzles.cnf import DEFAULT_ENCODING
from satpuzzles.dimacs.output import check_output
from satpuzzles.errors import ExitCode
from satpuzzles.solving import DEFAULT_BACKEND

if TYPE_CHECKING:
    from satpuzzles.batch import Summary
    from satpuzzles.batch.certifying import CertifySettings

ALL_CORES = os.cpu_count() or 1
batch_app = typer.Typer(
    help="Solve or generate many puzzles on every core or a Dask cluster.\n\n--resume finishes a stopped run.",
    no_args_is_help=True,
)
app.add_typer(batch_app, name="batch")

OutputOpt = Annotated[
    Path, typer.Option("--output", "-o", help="Results file (JSON Lines), appended to as results arrive.")
]
WorkersOpt = Annotated[
    int, typer.Option("--workers", "-w", min=0, help="Worker processes (default: every core; 0: this process).")
]
SchedulerOpt = Annotated[
    str | None,
    typer.Option(
        "--scheduler",
        help="Run on the Dask cluster whose scheduler is at tcp://HOST:PORT (needs the dask extra of satpuzzles).",
    ),
]
TimeoutOpt = Annotated[
    float | None,
    typer.Option(
        "--timeout",
        "-t",
        min=0.001,
        callback=finite_seconds,
        help="Seconds per puzzle; a puzzle past it is recorded as timeout.",
    ),
]
ResumeOpt = Annotated[
    bool, typer.Option("--resume", help="Complete an existing results file: skip the ids in it, cut a torn last line.")
]


@contextmanager
def _finished(output: Path) -> Iterator[None]:
    """Print the summary; on Ctrl-C, what got done and how to finish (exit 130)."""
    from satpuzzles.batch import BatchInterrupted

    try:
        yield
    except BatchInterrupted as stop:
        typer.echo(f"satpuzzles: interrupted: {stop.summary}", err=True)
        typer.echo(f"satpuzzles: run the same command with --resume to finish {output}", err=True)
        raise typer.Exit(int(ExitCode.INTERRUPTED)) from None


def _report(summary: Summary, output: Path) -> None:
    if summary.dropped_bytes:
        typer.echo(
            f"satpuzzles: note: cut a torn last line ({summary.dropped_bytes} bytes) from {output}; "
            "that puzzle was done again",
            err=True,
        )
    typer.echo(str(summary))
    if summary.failures:
        counts = ", ".join(f"{number} {status}" for status, number in sorted(summary.failures.items()))
        typer.echo(f'satpuzzles: {output} holds records without an answer ({counts}): see their "error"', err=True)
    raise typer.Exit(int(summary.exit_code))


@batch_app.command("solve")
def solve(
    input_path: Annotated[
        Path, typer.Argument(metavar="INPUT", help="Puzzles in JSON Lines, one per line, or a dataset file.")
    ],
    output: OutputOpt,
    workers: WorkersOpt = ALL_CORES,
    scheduler: SchedulerOpt = None,
    timeout: TimeoutOpt = None,
    resume: ResumeOpt = False,
    backend: BackendOpt = DEFAULT_BACKEND,
    encoding: EncodingOpt = DEFAULT_ENCODING,
    type_name: TypeOpt = None,
    max_clauses: MaxClausesOpt = None,
    certify: CertifyOpt = None,
    proof_solver: ProofSolverOpt = DEFAULT_PROOF_SOLVER,
) -> None:
    """Solve every puzzle in INPUT; append one `solve --json` line per puzzle to the results file, keyed by id.

    Ids: a puzzle's "id" field, else line-N (its line number); in a dataset file, the entry's KEY. A bad
    line (entry) is recorded with status error.

    Exit 0 when every puzzle has its answer; 2 if some line was bad (status error), 5 if some record is
    internal, 130 on Ctrl-C or SIGTERM (--resume finishes), 5 if a worker died (--resume finishes).
    """
    from satpuzzles.batch import solve_batch
    from satpuzzles.cli.progress import progress_bar

    terminate_like_ctrl_c()
    with reported(), _finished(output), progress_bar("solving") as bar:
        check_output(str(output), [str(input_path)])
        summary = solve_batch(
            input_path,
            output,
            workers=workers,
            scheduler=scheduler,
            timeout=timeout,
            resume=resume,
            backend=backend,
            encoding=encoding,
            type_name=type_name,
            listener=bar,
            max_clauses=max_clauses,
            certify=_certify_settings(certify, proof_solver, encoding),
        )
    _report(summary, output)


def _certify_settings(directory: Path | None, solver: str, encoding: str) -> CertifySettings | None:
    """What each worker needs to certify its records (--certify DIR); bundles record clause encodings only."""
    from satpuzzles.batch.certifying import CertifySettings
    from satpuzzles.certify.files import clause_encoding

    return None if directory is None else CertifySettings(directory, solver, clause_encoding(encoding))


BATCH_OPTIONS = ("output", "workers", "scheduler", "resume")  # batch solve's, taken by batch generate too


def _generate(**options: Any) -> None:
    output, workers, scheduler, resume = (options.pop(name) for name in BATCH_OPTIONS)
    extra_words = options.pop("ctx").args
    type_name = options.pop("type_name")
    certify = _certify_settings(options.pop("certify"), options.pop("proof_solver"), "auto")
    from satpuzzles.batch import generate_batch
    from satpuzzles.cli.progress import progress_bar

    terminate_like_ctrl_c()
    with reported(), _finished(output), progress_bar("generating") as bar:
        check_output(str(output))
        summary = generate_batch(
            type_name,
            options.pop("size"),
            output,
            workers=workers,
            scheduler=scheduler,
            resume=resume,
            listener=bar,
            certify=certify,
            **options,
            **generate_command.type_options(type_name, extra_words),
        )
    _report(summary, output)


def _with_options(command: Callable[..., None]) -> Callable[..., None]:
    """`command` taking every option of `satpuzzles generate` (except its output) and batch solve's batch options.

    Declared once, where each command defines them, so the two generate commands cannot drift apart.
    """
    generator = inspect.signature(generate_command.generate, eval_str=True).parameters.values()
    batch = inspect.signature(solve, eval_str=True).parameters
    chosen = [*(p for p in generator if p.name not in ("output", "output_format")), *(batch[n] for n in BATCH_OPTIONS)]
    parameters = [parameter.replace(kind=inspect.Parameter.KEYWORD_ONLY) for parameter in chosen]
    command.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    command.__annotations__ = {parameter.name: parameter.annotation for parameter in parameters}
    command.__doc__ = "\n\n".join(
        (
            "Generate puzzles 1..COUNT of a seeded run on every core (or a cluster) into a JSON Lines file.",
            "The options are those of `satpuzzles generate`. Puzzle i depends only on the seed and i, and the "
            "file is written in index order: the same file for any --workers.",
            "Without --seed one is drawn (with --resume, the file's). A puzzle that cannot be made is recorded "
            "with status gave_up, error or internal; the exit code is then the largest of theirs (6, 2, 5).",
        )
    )
    return command


batch_app.command(
    "generate", context_settings=generate_command.TYPE_OPTIONS, epilog=generate_command.TYPE_OPTIONS_HELP
)(_with_options(_generate))
