"""What each module of a type costs a cold `solve --type T` if its `__init__` imports it eagerly.

For each built-in type (or those named), the modules its `__init__` loads on first call
(typekit/deferred.py) and, with `--all`, every module of its package: valgrind counts the instructions of
a process that imports everything a cold `solve FILE --type T` of the type's first sample imports, with
and without the module too. The difference is what eager import would add to that command; ms at this
machine's ratio (0.37 ms per million instructions, benchmarks/README.md). A module at 5 ms or more that
`solve` never uses is worth deferring; below that the type imports it eagerly (issue 25, item 8).

    python benchmarks/deferred_imports.py [TYPE ...] [--all]
"""

from __future__ import annotations

import argparse
import ast
import os
import re
import subprocess
import sys
import tempfile
from importlib import import_module
from pathlib import Path

MS_PER_MILLION = 0.37
PACKAGE = Path(__file__).resolve().parent.parent / "satpuzzles" / "puzzles"


def solve_imports(kind: str, folder: Path) -> list[str]:
    """The modules a cold `solve --type kind` of the type's first sample imports, in order."""
    sample = folder / f"{kind}.txt"
    sample.write_text(import_module(f"satpuzzles.puzzles.{kind}").SPEC.samples[0].text)
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "satpuzzles", "solve", str(sample), "--type", kind],
        capture_output=True,
        text=True,
        check=True,
        cwd=folder,
    )
    names = re.findall(r"import time:\s+\d+ \|\s+\d+ \| *(\S+)", done.stderr)
    return [name for name in names if not name.startswith("encodings") and "__main__" not in name]


VALGRIND = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]


def instructions(code: str, folder: Path) -> int:
    done = subprocess.run(
        [*VALGRIND, sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=False,
        env=os.environ | {"PYTHONHASHSEED": "0"},
        cwd=folder,
    )
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if done.returncode != 0 or found is None:
        raise SystemExit(f"valgrind failed: {done.stderr.strip()[-300:]}")
    return int(found.group(1).replace(",", ""))


def deferred_modules(kind: str) -> list[str]:
    """The submodules the type's __init__ imports only under TYPE_CHECKING (its deferred parts)."""
    tree = ast.parse((PACKAGE / kind / "__init__.py").read_text())
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            for inner in node.body:
                if isinstance(inner, ast.ImportFrom) and inner.level == 1 and inner.module is None:
                    found.update(alias.name for alias in inner.names)
    return sorted(found)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("types", nargs="*", help="built-in type packages (default: all)")
    parser.add_argument("--all", action="store_true", help="every module of the package, not only the deferred")
    args = parser.parse_args()
    kinds = args.types or sorted(p.name for p in PACKAGE.iterdir() if (p / "__init__.py").exists())
    print("| type | module | solve loads it | eager import adds | ~ms |")
    print("|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        for kind in kinds:
            loaded = solve_imports(kind, folder)
            base = "".join(f"try:\n import {name}\nexcept ImportError: pass\n" for name in loaded)
            zero = instructions(base, folder)
            modules = (
                sorted(p.stem for p in (PACKAGE / kind).glob("*.py") if p.stem != "__init__")
                if args.all
                else deferred_modules(kind)
            )
            for module in modules:
                name = f"satpuzzles.puzzles.{kind}.{module}"
                extra = max(0, instructions(base + f"import {name}\n", folder) - zero) / 1e6
                used = "yes" if name in loaded else "no"
                print(f"| {kind} | {module} | {used} | {extra:.1f} M | {extra * MS_PER_MILLION:.1f} |", flush=True)


if __name__ == "__main__":
    main()
