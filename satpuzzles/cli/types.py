"""`satpuzzles types`: the puzzle types from their entry points (built-in and plugins), parts and generator options."""

from __future__ import annotations

import json
from typing import Any

import typer

from satpuzzles.cli.common import JsonOpt, app, reported
from satpuzzles.puzzles import PuzzleSpec, all_types
from satpuzzles.typekit.generating import GeneratorOption
from satpuzzles.typekit.registry import origin


@app.command()
def types(as_json: JsonOpt = False) -> None:
    """List the puzzle types and what each supports.

    Names, where each comes from, what each supports beyond solving, and the options `generate` takes for it."""
    with reported():
        for kind in all_types():
            if as_json:
                typer.echo(json.dumps(_as_dict(kind)))
                continue
            aliases = f" (also: {', '.join(kind.aliases)})" if kind.aliases else ""
            typer.echo(f"{kind.name}{aliases}")
            typer.echo(f"  from: {origin(kind.name) or 'registered in this process'}")
            typer.echo(f"  supports: {', '.join(['json', 'text', *kind.parts()])}")
            typer.echo(f"  --certify proves with: {kind.policy.proof_solver}")
            for option in kind.generator.options if kind.generator else ():
                typer.echo(f"  generate {_usage(option)}: {option.help}")


def _usage(option: GeneratorOption) -> str:
    if option.kind is bool:
        return f"{option.flag} / --no-{option.flag[2:]}"
    bounds = [f">= {option.minimum:g}" if option.minimum is not None else "", ""]
    if option.maximum is not None:
        bounds[1] = f"<= {option.maximum:g}"
    limits = ", ".join(bound for bound in bounds if bound)
    return f"{option.flag} {option.kind.__name__.upper()}" + (f" ({limits})" if limits else "")


def _as_dict(kind: PuzzleSpec[Any, Any]) -> dict[str, Any]:
    options = kind.generator.options if kind.generator else ()
    return {
        "name": kind.name,
        "aliases": list(kind.aliases),
        "parts": kind.parts(),
        "entry_point": origin(kind.name),
        "proof_solver": kind.policy.proof_solver,
        "generator_options": [
            {
                "name": option.name,
                "flag": option.flag,
                "kind": option.kind.__name__,
                "help": option.help,
                "minimum": option.minimum,
                "maximum": option.maximum,
            }
            for option in options
        ],
    }
