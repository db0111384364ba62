"""Fuzz every CLI command, and the console's API, over every type's samples, mutated, with fresh seeds.

Each case writes its inputs (a sample's serialisation in some format, mutated: characters deleted,
inserted or replaced, lines cut or doubled, numbers made huge; for `hint` a mutated position, for
`decode` a mutated solver answer, for `verify` a certificate bundle with one file mutated, for `batch`
several puzzles in one file) and runs one command in a fresh process with a time cap; `generate` gets
random types, sizes and difficulties. The console (`serve`) runs once and takes mutated JSON bodies on
every endpoint. Counted: cases per command, exit codes (HTTP statuses), tracebacks (any "Traceback" on
stderr), exit 5 and HTTP 500 (internal errors), hangs (the cap passed), solutions printed by
`solve --json` that the type's rule checker rejects, and mutated bundles that `verify` accepts (listed
for a look: a mutation can be harmless). A case that finds something is kept under --keep.

    nice python tools/fuzz.py --cases 300 --api-cases 200 --seed 20261127 --keep /tmp/fuzz
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

FILE_COMMANDS = (
    ("solve",),
    ("solve", "--json"),
    ("check",),
    ("check", "--json"),
    ("explain",),
    ("steps", "--timeout", "5"),
    ("grade", "--timeout", "5"),
    ("convert", "--to", "json"),
    ("convert", "--to", "text"),
    ("convert", "--to", "puzzlink"),
    ("render",),
    ("render", "--solution", "--timeout", "5"),
    ("export",),
    ("export", "--unique", "--timeout", "5"),
)
CERTIFY_CAP = 300.0  # seconds for making one certificate bundle (a 10x10 Cave took 60 s at load 16)
CAP = 60.0  # seconds a case may run before it counts as a hang (the commands carry --timeout 5 where they take one)
API_ENDPOINTS = ("parse", "blank", "edit", "check", "hint", "steps", "grade", "generate", "export", "render")


@dataclass
class Sample:
    type_name: str
    format_name: str
    text: str
    solution: Any


@dataclass
class Case:
    """One command line; `files` are written into the case's folder first, `{dir}` in argv names it."""

    argv: list[str]
    files: dict[str, str] = field(default_factory=dict)
    bundle: Path | None = None  # a certificate bundle copied to {dir}/bundle, one file mutated
    check_solutions: bool = False
    label: str = ""  # how the case counts in the table, where not its command line


def serialisations() -> list[Sample]:
    """Every type's samples in every format it can write, with the sample's solution JSON."""
    from satpuzzles.formats import DUMP_FORMATS, dumps
    from satpuzzles.puzzles import all_types

    found = []
    for kind in all_types():
        for sample in kind.samples:
            puzzle, _ = kind.text.read(sample.text)
            for name in DUMP_FORMATS:
                try:
                    found.append(Sample(kind.name, name, dumps(puzzle, name), sample.solution))
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


def maybe(text: str, rng: random.Random) -> str:
    return mutate(text, rng) if rng.random() < 0.8 else text


def suffix(sample: Sample) -> str:
    return "json" if sample.format_name.startswith("json") else "txt"


def file_case(samples: list[Sample], rng: random.Random, _: Path) -> Case:
    sample = rng.choice(samples)
    command = rng.choice(FILE_COMMANDS)
    name = f"in.{suffix(sample)}"
    return Case(
        [*command, f"{{dir}}/{name}"], {name: maybe(sample.text, rng)}, check_solutions=command == ("solve", "--json")
    )


def hint_case(samples: list[Sample], rng: random.Random, _: Path) -> Case:
    sample = rng.choice(samples)
    name = f"in.{suffix(sample)}"
    position = json.dumps(blanked(sample.solution, rng) if rng.random() < 0.5 else sample.solution)
    files = {name: sample.text if rng.random() < 0.7 else mutate(sample.text, rng), "state.json": maybe(position, rng)}
    return Case(["hint", f"{{dir}}/{name}", "--state", "{dir}/state.json", "--timeout", "5"], files)


def blanked(solution: Any, rng: random.Random) -> Any:
    """A partial position: some cells of a solution left empty (null, or '.' in strings)."""
    if isinstance(solution, list):
        return [None if not isinstance(v, list | str) and rng.random() < 0.4 else blanked(v, rng) for v in solution]
    if isinstance(solution, str):
        return "".join("." if rng.random() < 0.4 else c for c in solution)
    return solution


def decode_case(samples: list[Sample], rng: random.Random, _: Path) -> Case:
    sample = rng.choice(samples)
    name = f"in.{suffix(sample)}"
    count = rng.choice([1, 10, 100, 1000, 5000])
    literals = " ".join(str(v if rng.random() < 0.5 else -v) for v in range(1, count + 1))
    status = rng.choice(["SATISFIABLE", "UNSATISFIABLE", "UNKNOWN", "SAT"])
    answer = f"c a solver\ns {status}\nv {literals} 0\n"
    return Case(
        ["decode", f"{{dir}}/{name}", "{dir}/answer.txt"],
        {name: maybe(sample.text, rng), "answer.txt": maybe(answer, rng)},
    )


def batch_case(samples: list[Sample], rng: random.Random, _: Path) -> Case:
    lines = [s.text.strip() for s in rng.sample(samples, 3) if s.format_name in ("json", "puzzlink", "tatham")]
    text = maybe("\n".join(lines) + "\n", rng)
    return Case(
        ["batch", "solve", "{dir}/in.jsonl", "-o", "{dir}/out.jsonl", "--workers", "1", "--timeout", "5"],
        {"in.jsonl": text},
    )


def generate_case(_: list[Sample], rng: random.Random, __: Path) -> Case:
    from satpuzzles.puzzles import all_types

    name = rng.choice([kind.name for kind in all_types() if kind.generator is not None])
    argv = ["generate", name, "--size", str(rng.choice([-1, 0, 1, 2, 3, 4, 5, 6, 8, 10, 1000])), "--timeout", "5"]
    argv += ["--seed", str(rng.randrange(10**6))]
    if rng.random() < 0.4:
        argv += ["--difficulty", rng.choice(["easy", "medium", "hard", "extreme", "bogus"])]
    return Case(argv, label="generate TYPE --size N --timeout 5 --seed S [--difficulty D]")


def verify_case(_: list[Sample], rng: random.Random, bundles: Path) -> Case:
    made = sorted(bundles.glob("*/*/certificate.json"))
    bundle = rng.choice(made).parent
    return Case(["verify", "{dir}/bundle"], bundle=bundle)


BUILDERS: dict[str, Callable[[list[Sample], random.Random, Path], Case]] = {
    "file": file_case,
    "hint": hint_case,
    "decode": decode_case,
    "batch": batch_case,
    "generate": generate_case,
    "verify": verify_case,
}
WEIGHTS = {"file": 8, "hint": 2, "decode": 2, "batch": 1, "generate": 2, "verify": 1}


def make_bundles(samples: list[Sample], folder: Path, rng: random.Random) -> None:
    """Certificate bundles of a few unique samples (`check --certify`), the originals `verify` cases mutate."""
    texts = [s for s in samples if s.format_name == "json"]
    for number, sample in enumerate(rng.sample(texts, min(6, len(texts)))):
        source = folder / f"puzzle{number}.json"
        source.write_text(sample.text, encoding="utf-8")
        try:
            subprocess.run(
                [sys.executable, "-m", "satpuzzles", "check", str(source), "--certify", str(folder / f"b{number}")],
                capture_output=True,
                timeout=CERTIFY_CAP,
                check=False,
            )
        except subprocess.TimeoutExpired:  # a slow proof on a loaded machine: verify cases use the others
            print(f"bundle {number} ({sample.type_name}): not certified within {CERTIFY_CAP:g} s", flush=True)


def mutate_bundle(case_dir: Path, original: Path, rng: random.Random) -> None:
    target = case_dir / "bundle"
    shutil.copytree(original, target)
    files = sorted(p for p in target.rglob("*") if p.is_file())
    chosen = rng.choice(files)
    data = chosen.read_bytes()
    try:
        chosen.write_text(mutate(data.decode("utf-8"), rng), encoding="utf-8")
    except UnicodeDecodeError:  # a binary proof: flip one byte
        at = rng.randrange(len(data))
        chosen.write_bytes(data[:at] + bytes([data[at] ^ 0xFF]) + data[at + 1 :])


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


def run(argv: list[str]) -> tuple[int | None, str, str]:
    try:
        done = subprocess.run(
            [sys.executable, "-m", "satpuzzles", *argv], capture_output=True, text=True, timeout=CAP, check=False
        )
    except subprocess.TimeoutExpired:
        return None, "", ""
    return done.returncode, done.stdout, done.stderr


def command_cases(args: argparse.Namespace, rng: random.Random, samples: list[Sample], scratch: Path) -> Counter[str]:
    found: Counter[str] = Counter()
    per_command: Counter[str] = Counter()
    codes: Counter[str] = Counter()
    bundles = scratch / "bundles"
    bundles.mkdir()
    make_bundles(samples, bundles, rng)
    kinds = list(WEIGHTS)
    for number in range(args.cases):
        kind = rng.choices(kinds, weights=[WEIGHTS[k] for k in kinds])[0]
        case = BUILDERS[kind](samples, rng, bundles)
        case_dir = scratch / f"case{number}"
        case_dir.mkdir()
        for name, text in case.files.items():
            (case_dir / name).write_text(text, encoding="utf-8")
        if case.bundle is not None:
            mutate_bundle(case_dir, case.bundle, rng)
        argv = [part.replace("{dir}", str(case_dir)) for part in case.argv]
        code, stdout, stderr = run(argv)
        label = case.label or " ".join(a for a in case.argv if "{dir}" not in a)
        per_command[label] += 1
        codes["hang" if code is None else str(code)] += 1
        problems = []
        if code is None:
            problems.append("hang")
        if "Traceback" in stderr:
            problems.append("traceback")
        if code == 5:
            problems.append("exit 5")
        if case.check_solutions and code == 0 and wrong_solutions(case_dir / next(iter(case.files)), stdout):
            problems.append("wrong solution")
        if case.bundle is not None and code == 0:
            problems.append("mutated bundle verified")
        for problem in problems:
            found[problem] += 1
        if problems and args.keep is not None:
            kept = args.keep / case_dir.name
            shutil.copytree(case_dir, kept, dirs_exist_ok=True)
            (kept / "command.txt").write_text(
                f"{' '.join(argv)}\n{','.join(problems)}\n{stderr[-2000:]}", encoding="utf-8"
            )
        shutil.rmtree(case_dir)
    print("| command | cases |\n|---|---|")
    for name, count in sorted(per_command.items()):
        print(f"| {name} | {count} |")
    print("\n| exit code | cases |\n|---|---|")
    for name, count in sorted(codes.items()):
        print(f"| {name} | {count} |")
    return found


def api_body(samples: list[Sample], rng: random.Random) -> tuple[str, str]:
    """An endpoint and a JSON body built from a sample (the puzzle in the JSON schema), often mutated."""
    sample = rng.choice([s for s in samples if s.format_name == "json"])
    puzzle_json = json.loads(sample.text)
    endpoint = rng.choice(API_ENDPOINTS)
    body: dict[str, Any] = {"puzzle": puzzle_json, "timeout": rng.choice([0.5, 3, 5])}
    if endpoint == "parse":
        body = {"text": sample.text}
    elif endpoint in ("blank", "generate"):
        body = {"type": sample.type_name, "size": rng.choice([0, 1, 3, 4, 5, 6, 31, 101]), "timeout": 3}
        if endpoint == "generate" and rng.random() < 0.5:
            body["difficulty"] = rng.choice(["easy", "hard", "extreme"])
    elif endpoint == "edit":
        body |= {"cell": [rng.randrange(-1, 9), rng.randrange(-1, 9)], "text": rng.choice(["1", "x", "", "99", "#"])}
    elif endpoint == "hint":
        body |= {"solution": sample.solution}
    text = json.dumps(body)
    return endpoint, mutate(text, rng) if rng.random() < 0.6 else text


def api_cases(args: argparse.Namespace, rng: random.Random, samples: list[Sample]) -> Counter[str]:
    """Mutated bodies to a running `satpuzzles serve --port 0`, over one connection; 500s and a dead server count."""
    import httpx

    found: Counter[str] = Counter()
    statuses: Counter[str] = Counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "satpuzzles", "serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert process.stdout is not None
        ready = None
        for line in process.stdout:
            if ready := re.search(r"serving on (http://127\.0\.0\.1:\d+)/", line):
                break
        if ready is None:
            raise SystemExit("satpuzzles serve did not start")
        with httpx.Client(base_url=ready.group(1), timeout=CAP) as client:
            for _ in range(args.api_cases):
                endpoint, body = api_body(samples, rng)
                try:
                    reply = client.post(f"/api/{endpoint}", content=body, headers={"content-type": "application/json"})
                except httpx.HTTPError as error:
                    found["server failed"] += 1
                    statuses[type(error).__name__] += 1
                    continue
                statuses[f"{endpoint} {reply.status_code}"] += 1
                if reply.status_code >= 500:
                    found["HTTP 500"] += 1
                    if args.keep is not None:
                        args.keep.mkdir(parents=True, exist_ok=True)
                        (args.keep / f"api{sum(statuses.values())}.json").write_text(
                            f"{endpoint}\n{body}\n{reply.text}", encoding="utf-8"
                        )
    finally:
        process.terminate()
        _, stderr = process.communicate(timeout=60)
    if "Traceback" in stderr:
        found["server traceback"] += 1
    print("\n| endpoint status | requests |\n|---|---|")
    for name, count in sorted(statuses.items()):
        print(f"| {name} | {count} |")
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--cases", type=int, default=200, help="command cases")
    parser.add_argument("--api-cases", type=int, default=100, help="requests to the console")
    parser.add_argument("--seed", type=int, default=random.SystemRandom().randrange(2**32))
    parser.add_argument("--keep", type=Path, default=None, help="directory for the cases that find something")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    samples = serialisations()
    print(
        f"seed {args.seed}: {args.cases} command cases and {args.api_cases} console requests"
        f" over {len(samples)} serialisations\n"
    )
    with tempfile.TemporaryDirectory() as scratch:
        found = command_cases(args, rng, samples, Path(scratch))
    if args.api_cases:
        found += api_cases(args, rng, samples)
    print("\nfound: " + (", ".join(f"{name} {count}" for name, count in sorted(found.items())) or "nothing"))


if __name__ == "__main__":
    main()
