"""Start-up with many registered types: cold commands with and without N dummy plugin types installed.

Each dummy is a copy of a built-in rule-book type's package (default: minesweeper) renamed `dummyNN`,
announced by an entry point in a `.dist-info` folder of a scratch directory put on PYTHONPATH, so the
registry reads and loads it exactly as it would an installed plugin. Every command runs as a fresh
process, `--runs` times, interleaved; the table gives the median CPU time (user + system) and, with
`--instructions`, the instructions one run executes under valgrind (the machine's load does not move
them). The commands: `python -c pass`; `solve` on the bundled 8x8 Skyscrapers as native text (the
header names the type) and as puzzlekit text and as a puzz.link URL (the format and type are detected
across every type); `satpuzzles types`.

    python benchmarks/many_types.py [--types 40] [--runs 7] [--template minesweeper] [--instructions]
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import tempfile
from pathlib import Path

from startup import cli, environment, instructions, run

ROOT = Path(__file__).resolve().parent.parent
PUZZLE = ROOT / "satpuzzles" / "examples" / "skyscrapers-8x8.txt"


def make_dummies(folder: Path, count: int, template: str) -> None:
    """`count` renamed copies of the built-in package `template`, each with its entry point."""
    source = ROOT / "satpuzzles" / "puzzles" / template
    title = template[0].upper() + template[1:]
    for i in range(count):
        name = f"dummy{i:02d}"
        package = folder / f"satpuzzles_{name}"
        package.mkdir()
        for path in source.glob("*.py"):
            text = path.read_text().replace(template, name).replace(title, name.capitalize())
            (package / path.name).write_text(text)
        info = folder / f"satpuzzles_{name}-0.1.dist-info"
        info.mkdir()
        (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: satpuzzles-{name}\nVersion: 0.1\n")
        (info / "entry_points.txt").write_text(f"[satpuzzles.types]\n{name} = satpuzzles_{name}:SPEC\n")


def inputs(folder: Path) -> dict[str, Path]:
    """The 8x8 as native text, puzzlekit text and a puzz.link URL."""
    from satpuzzles import load_puzzle
    from satpuzzles.typekit.registry import type_of

    puzzle = load_puzzle(PUZZLE.read_text())
    kind = type_of(puzzle)
    assert kind.puzzlekit is not None and kind.puzzlekit.write is not None and kind.puzzlink is not None
    puzzlekit = folder / "8x8.puzzlekit.txt"
    puzzlekit.write_text(kind.puzzlekit.write(puzzle, None))
    url = folder / "8x8.url"
    from satpuzzles.formats.puzzlink import write_url

    url.write_text(write_url(puzzle) + "\n")
    return {"native text": PUZZLE, "puzzlekit text": puzzlekit, "puzz.link URL": url}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--types", type=int, default=40, help="dummy types to register")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--template", default="minesweeper", help="the built-in package each dummy copies")
    parser.add_argument("--instructions", action="store_true", help="also count instructions under valgrind")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        plugins = folder / "plugins"
        plugins.mkdir()
        make_dummies(plugins, args.types, args.template)
        files = inputs(folder)
        plain = environment(None)
        many = plain | {"PYTHONPATH": str(plugins)}
        commands: dict[str, list[str]] = {"python -c pass": [sys.executable, "-c", "pass"]}
        commands |= {f"solve 8x8 {what}": [*cli(), "solve", str(path)] for what, path in files.items()}
        commands["satpuzzles types"] = [*cli(), "types"]
        setups = {"built-ins": plain, f"+{args.types} types": many}
        cpu: dict[tuple[str, str], list[float]] = {}
        for _ in range(args.runs):
            for name, command in commands.items():
                for setup, env in setups.items():
                    cpu.setdefault((name, setup), []).append(run(command, env)[1])
        counted = (
            {
                (name, setup): instructions(command, env)
                for name, command in commands.items()
                for setup, env in setups.items()
            }
            if args.instructions
            else {}
        )
    floor = {setup: statistics.median(cpu["python -c pass", setup]) for setup in setups}
    header = "| command | types | CPU median ms | over `python -c pass` |" + (" instructions |" if counted else "")
    print(header)
    print(re.sub(r"[^|]+", "---", header))
    for name in commands:
        for setup in setups:
            median = statistics.median(cpu[name, setup])
            row = f"| {name} | {setup} | {median * 1000:.1f} | {(median - floor[setup]) * 1000:.1f} |"
            if counted:
                row += f" {counted[name, setup] / 1e6:.1f} M |"
            print(row)


if __name__ == "__main__":
    main()
