"""Fuzz every CLI command over every type's samples in every format, mutated, with fresh seeds.

Each case writes one input (a sample's serialisation, mutated: characters deleted, inserted or replaced,
lines cut or doubled, numbers made huge) and runs one command on it in a fresh process with a time cap.
Counted: cases, exit codes, tracebacks (any "Traceback" on stderr), exit 5 (an internal error), hangs
(the cap passed), and solutions printed by `solve --json` that the type's rule checker rejects. A case
that finds something is kept under --keep (the input and the command).

    nice python tools/fuzz.py --cases 300 --seed 20261127 --keep /tmp/fuzz
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
from collections import Counter
from pathlib import Path

COMMANDS = (
    ("solve",),
    ("solve", "--json"),
    ("check",),
    ("explain",),
    ("steps", "--timeout", "5"),
    ("grade", "--timeout", "5"),
    ("convert", "--to", "json"),
    ("render",),
    ("export",),
)
CAP = 60.0  # seconds a case may run before it counts as a hang (the commands carry --timeout 5 where they take one)


def serialisations() -> list[tuple[str, str, str]]:
    """(type, format, text) for every type's samples in every format it can write."""
    from satpuzzles.formats import DUMP_FORMATS, dumps
    from satpuzzles.puzzles import all_types

    found = []
    for kind in all_types():
        for sample in kind.samples:
            puzzle, _ = kind.text.read(sample.text)
            for name in DUMP_FORMATS:
                try:
                    found.append((kind.name, name, dumps(puzzle, name)))
                except Exception:  # noqa: BLE001  (a format that cannot hold this puzzle)
                    continue
    return found


def mutate(text: str, rng: random.Random) -> str:
    for _ in range(rng.randint(1, 3)):
        choice = rng.randrange(6)
        at = rng.randrange(len(text) + 1)
        if choice == 0 and text:
            text = text[:at] + text[at + 1 :]
        elif choice == 1:
            text = text[:at] + rng.choice('0123456789.-#*ABCxX{}[],:"\n ') + text[at:]
        elif choice == 2 and text:
            text = text[:at] + rng.choice("0123456789.ABC") + text[at + 1 :]
        elif choice == 3:
            lines = text.split("\n")
            line = rng.randrange(len(lines))
            lines.insert(line, lines[line])
            text = "\n".join(lines)
        elif choice == 4:
            text = text[: rng.randrange(len(text) + 1)]
        else:
            text = text[:at] + str(rng.choice([999, 10**6, 10**30, -1, 0])) + text[at:]
    return text


def wrong_solutions(path: Path, stdout: str) -> int:
    """The solutions `solve --json` printed for the input's puzzles that their type's rule checker rejects."""
    from satpuzzles import load, type_of

    bad = 0
    printed = [json.loads(line) for line in stdout.splitlines() if line.startswith("{")]
    for record, reply in zip(load(path), printed, strict=False):
        if reply.get("solution") is None:
            continue
        kind = type_of(record.puzzle)
        if kind.checker.violations(record.puzzle, kind.codec.solution_from_json(record.puzzle, reply["solution"])):
            bad += 1
    return bad


def run_case(command: tuple[str, ...], path: Path) -> tuple[int | None, str, str]:
    try:
        done = subprocess.run(
            [sys.executable, "-m", "satpuzzles", *command, str(path)],
            capture_output=True,
            text=True,
            timeout=CAP,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return None, "", ""
    return done.returncode, done.stdout, done.stderr


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--seed", type=int, default=random.SystemRandom().randrange(2**32))
    parser.add_argument("--keep", type=Path, default=None, help="directory for the cases that find something")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    inputs = serialisations()
    codes: Counter[str] = Counter()
    found: Counter[str] = Counter()
    per_command: Counter[str] = Counter()
    with tempfile.TemporaryDirectory() as scratch:
        for number in range(args.cases):
            _, format_name, text = rng.choice(inputs)
            text = mutate(text, rng) if rng.random() < 0.8 else text
            command = rng.choice(COMMANDS)
            path = Path(scratch) / f"case{number}.{'json' if format_name.startswith('json') else 'txt'}"
            path.write_text(text, encoding="utf-8")
            code, stdout, stderr = run_case(command, path)
            per_command[" ".join(command)] += 1
            codes["hang" if code is None else str(code)] += 1
            problems = []
            if code is None:
                problems.append("hang")
            if "Traceback" in stderr:
                problems.append("traceback")
            if code == 5:
                problems.append("exit 5")
            if command == ("solve", "--json") and code == 0 and wrong_solutions(path, stdout):
                problems.append("wrong solution")
            for problem in problems:
                found[problem] += 1
            if problems and args.keep is not None:
                args.keep.mkdir(parents=True, exist_ok=True)
                (args.keep / path.name).write_text(text, encoding="utf-8")
                (args.keep / f"{path.stem}.cmd").write_text(f"{' '.join(command)}\n{stderr[-2000:]}", encoding="utf-8")
    print(f"seed {args.seed}: {args.cases} cases over {len(inputs)} serialisations")
    print("| command | cases |\n|---|---|")
    for command_name, count in sorted(per_command.items()):
        print(f"| {command_name} | {count} |")
    print("| exit code | cases |\n|---|---|")
    for code_name, count in sorted(codes.items()):
        print(f"| {code_name} | {count} |")
    print(
        f"tracebacks {found['traceback']}, exit 5 {found['exit 5']}, hangs {found['hang']}, "
        f"wrong solutions {found['wrong solution']}"
    )


if __name__ == "__main__":
    main()
