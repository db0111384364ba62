"""`satpuzzles convert`: a puzzle from any format the tool reads into another."""

from __future__ import annotations

from typing import Annotated

import typer

from satpuzzles.cli.common import FileArg, FormatOpt, TypeOpt, app, read_records, reported
from satpuzzles.dimacs import check_output, write_output
from satpuzzles.formats import DUMP_FORMATS, dumps_records


@app.command()
def convert(
    file: FileArg,
    to: Annotated[str, typer.Option("--to", help=f"Output format: {', '.join(DUMP_FORMATS)}.")],
    output: Annotated[
        str, typer.Option("--output", "-o", help="Output file (written atomically), or - for stdout.")
    ] = "-",
    format: FormatOpt = None,
    type_name: TypeOpt = None,
) -> None:
    """Write the puzzles of FILE in another format.

    Solutions are kept in json and text. json, puzzlink and tatham write one puzzle per line; text and puzzlekit
    hold one puzzle. A format that cannot express a puzzle (Tatham IDs: Skyscrapers 3x3 to 9x9 only) says so and
    exits 2.
    """
    with reported():
        check_output(output, [file])
        records = read_records(file, format, type_name)
        write_output(output, dumps_records(records, to.lower()), inputs=[file])
