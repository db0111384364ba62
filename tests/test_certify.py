"""Certificate bundles: honest ones verify on two proving solvers; every kind of tampering is rejected.

Each tampered bundle below has its hashes brought up to date (unless the hash itself is the point),
so the rejection comes from the check the tampering aims at, named in the error.
"""

from __future__ import annotations

import importlib.util
import json
import shutil
import subprocess
import sys
from collections.abc import Callable
from dataclasses import replace
from importlib import metadata
from pathlib import Path

import pytest

from satpuzzles.certify import (
    PROOF_SOLVERS,
    BundleRejected,
    CertificationFailed,
    Certifier,
    check_refutation,
    proof_solver,
    prove,
    verify_bundle,
    write_bundle,
)
from satpuzzles.certify.files import CERTIFICATE, FORMULA, HASHED, PROOF, SOLUTION, parse_clauses, sha256
from satpuzzles.cli import run as cli_run
from satpuzzles.deadline import Deadline, Timeout
from satpuzzles.dimacs import export_cnf
from satpuzzles.errors import ExitCode, SatPuzzlesError
from satpuzzles.formats import loads
from satpuzzles.puzzles import Puzzle, get_type
from satpuzzles.solving import Engine
from satpuzzles.typekit import SolverPolicy, registry

# janko.at Wolkenkratzer 001 (a corpus puzzle, copied as a fixture): unique.
UNIQUE = {
    "type": "skyscrapers",
    "size": 5,
    "top": [0, 3, 3, 0, 0],
    "bottom": [0, 2, 2, 2, 1],
    "left": [1, 4, 3, 2, 0],
    "right": [3, 2, 3, 0, 1],
}
# A 5x5 with one clue: many solutions.
SEVERAL = UNIQUE | {"top": [5, 0, 0, 0, 0], "bottom": [0] * 5, "left": [0] * 5, "right": [0] * 5}
OTHER = UNIQUE | {"top": [0, 3, 3, 0, 1]}  # no solution: its CNF has a proof, of another formula
SOLVERS = ("cadical153", "glucose42")
ENGINES = ("python", "native") if importlib.util.find_spec("cdclkit_native") else ("python",)


def puzzle_of(data: dict[str, object]) -> Puzzle:
    return loads(json.dumps(data), "json", None, source="test")[0].puzzle


def solutions(puzzle: Puzzle) -> list[object]:
    with Engine("minisat22", "auto") as engine:
        return engine.count(puzzle, 2).solutions


@pytest.fixture(scope="module", params=SOLVERS)
def honest(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Path:
    puzzle = puzzle_of(UNIQUE)
    [solution] = solutions(puzzle)
    target = tmp_path_factory.mktemp(request.param) / "janko-001"
    return write_bundle(target, puzzle, solution, puzzle_id="janko/001", solver=request.param)


@pytest.fixture
def bundle(honest: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(honest, tmp_path / "copy"))


def rehash(bundle: Path) -> None:
    certificate = json.loads((bundle / CERTIFICATE).read_text())
    certificate["sha256"] = {name: sha256(bundle / name) for name in HASHED}
    (bundle / CERTIFICATE).write_text(json.dumps(certificate))


def edit(bundle: Path, name: str, change: Callable[[str], str]) -> None:
    path = bundle / name
    path.write_text(change(path.read_text()))
    rehash(bundle)


def proof_lines(bundle: Path) -> list[str]:
    return (bundle / PROOF).read_text().splitlines()


def rejected(bundle: Path, match: str) -> None:
    """Both of dratify's engines reject it (the native one only where cdclkit-native is installed)."""
    for engine in ENGINES:
        with pytest.raises(BundleRejected, match=match):
            verify_bundle(bundle, engine)


@pytest.mark.parametrize("engine", ENGINES)
def test_honest_bundle_verifies(honest: Path, engine: str) -> None:
    verified = verify_bundle(honest, engine)
    assert verified.proof.ok and verified.proof.engine == engine
    certificate = json.loads((honest / CERTIFICATE).read_text())
    assert certificate["encoder"]["encoding"] == "auto"
    assert certificate["checker"]["verdict"] == "VERIFIED"
    assert proof_lines(honest)[-1] == "0"  # the proof ends with the empty clause


def test_changed_byte_breaks_the_hash(bundle: Path) -> None:
    with (bundle / FORMULA).open("a") as f:
        f.write("c one more comment\n")
    rejected(bundle, "SHA-256 differs")


def test_certificate_hashes_the_bytes_on_disk(honest: Path) -> None:
    """The hashes are taken from the bytes in memory before writing: they must be those of the files."""
    certificate = json.loads((honest / CERTIFICATE).read_text())
    assert certificate["sha256"] == {name: sha256(honest / name) for name in HASHED}


def test_certificate_names_the_installed_checker(honest: Path) -> None:
    checker = json.loads((honest / CERTIFICATE).read_text())["checker"]
    assert checker["version"] == metadata.version("dratify")
    if checker["engine"] == "native":
        assert f"cdclkit-native {metadata.version('cdclkit-native')}" in checker["engine_version"]


@pytest.mark.parametrize("name", HASHED)
def test_file_that_is_not_utf8(bundle: Path, name: str) -> None:
    (bundle / name).write_bytes((bundle / name).read_bytes() + b"c \xff\n")
    rehash(bundle)
    rejected(bundle, f"{name}: not UTF-8 text")


@pytest.mark.parametrize("name", [*HASHED, CERTIFICATE])
def test_missing_file(bundle: Path, name: str) -> None:
    (bundle / name).unlink()
    rejected(bundle, "missing|no certificate.json")


@pytest.mark.parametrize(
    ("name", "text", "problem"),
    [  # each was a RecursionError, a ValueError or an AttributeError: exit 5, "internal error"
        (CERTIFICATE, "[" * 5000 + "]" * 5000, "nested deeper than 32 levels"),
        (SOLUTION, "[" * 5000 + "]" * 5000, "nested deeper than 32 levels"),
        (SOLUTION, "9" * 5000, "a number with over 20 digits"),
    ],
)
def test_json_of_a_bundle_is_read_within_the_bounds(bundle: Path, name: str, text: str, problem: str) -> None:
    (bundle / name).write_text(text)
    if name != CERTIFICATE:
        rehash(bundle)
    rejected(bundle, f"{name}: .*{problem}")


def test_a_certificate_whose_proof_entry_is_no_object(bundle: Path) -> None:
    certificate = json.loads((bundle / CERTIFICATE).read_text())
    (bundle / CERTIFICATE).write_text(json.dumps(certificate | {"proof": 5}))
    rejected(bundle, "field 'proof' is missing or not a dict")


@pytest.mark.parametrize("field", ["id", "checker"])
def test_a_certificate_with_a_field_renamed(bundle: Path, field: str) -> None:
    """Fields verify never reads are still the certificate's: renaming one is tampering (found by tools/fuzz.py)."""
    certificate = json.loads((bundle / CERTIFICATE).read_text())
    certificate["x" + field] = certificate.pop(field)
    (bundle / CERTIFICATE).write_text(json.dumps(certificate))
    rejected(bundle, f"unknown field 'x{field}', no field '{field}'")


def test_a_certificate_whose_claim_was_changed(bundle: Path) -> None:
    certificate = json.loads((bundle / CERTIFICATE).read_text())
    certificate["claim"] = certificate["claim"].replace("blocks ", "blocks 1000000")  # found by tools/fuzz.py
    (bundle / CERTIFICATE).write_text(json.dumps(certificate))
    rejected(bundle, "its claim is not the one")


def test_a_certificate_with_a_key_given_twice(bundle: Path) -> None:
    text = (bundle / CERTIFICATE).read_text()
    (bundle / CERTIFICATE).write_text(text.replace('"id":', '"id": "other", "id":', 1))
    rejected(bundle, "the key 'id' appears twice")


def test_formula_without_a_clue_unit(bundle: Path) -> None:
    """Dropping a clue leaves a weaker formula a proof might still refute: the re-derived CNF catches it."""

    def drop_last_unit(text: str) -> str:
        lines = text.splitlines(keepends=True)
        units = [i for i, line in enumerate(lines) if len(line.split()) == 2 and not line.startswith(("c", "p"))]
        del lines[units[-1]]
        return "".join(lines)

    edit(bundle, FORMULA, drop_last_unit)
    rejected(bundle, "differs from the CNF this encoder derives")


def test_puzzle_in_certificate_changed(bundle: Path) -> None:
    """The certificate names another puzzle than the one its formula encodes."""
    certificate = json.loads((bundle / CERTIFICATE).read_text())
    certificate["puzzle"]["top"] = OTHER["top"]
    (bundle / CERTIFICATE).write_text(json.dumps(certificate))
    rejected(bundle, "differs from the CNF|breaks the rules")


def test_encoding_rule_changed(bundle: Path) -> None:
    certificate = json.loads((bundle / CERTIFICATE).read_text())
    certificate["encoder"]["encoding_rule"] = "pairwise always"
    (bundle / CERTIFICATE).write_text(json.dumps(certificate))
    rejected(bundle, "encoding auto meant")


def test_wrong_solution(bundle: Path) -> None:
    """Two cells of a row swapped: rows stay permutations, so only the rule checker can object."""

    def swap(text: str) -> str:
        grid = json.loads(text)
        grid[0][0], grid[0][1] = grid[0][1], grid[0][0]
        return json.dumps(grid)

    edit(bundle, SOLUTION, swap)
    rejected(bundle, "solution.json: breaks the rules")


def test_proof_without_its_empty_clause(bundle: Path) -> None:
    """The final `0` is the refutation itself; without it the proof only lists true lemmas."""
    edit(bundle, PROOF, lambda text: "".join(f"{line}\n" for line in text.splitlines()[:-1]))
    rejected(bundle, "proof checker rejects it: .*never derives the empty clause")


def test_proof_truncated_in_half(bundle: Path) -> None:
    edit(bundle, PROOF, lambda text: "".join(f"{line}\n" for line in text.splitlines()[: len(text.splitlines()) // 2]))
    rejected(bundle, "proof checker rejects it")


def test_proof_cut_mid_line(bundle: Path) -> None:
    """A file cut inside its last lemma: the clause never ends, so no empty clause follows."""
    edit(bundle, PROOF, lambda text: text.rstrip("\n0").rstrip() + "\n" if text.count("\n") > 1 else text[:-3])
    rejected(bundle, "proof checker rejects it")


def test_proof_only_claims_the_empty_clause(bundle: Path) -> None:
    """`0` alone: the formula is not refuted by unit propagation, so the empty clause is no RUP step."""
    edit(bundle, PROOF, lambda _: "0\n")
    rejected(bundle, r"proof checker rejects it: step 1")


def unit_propagation_refutes(clauses: list[list[int]]) -> bool:
    """A naive unit propagation, sharing nothing with the checker: does it reach a conflict?"""
    watching: dict[int, list[list[int]]] = {}
    for clause in clauses:
        for lit in clause:
            watching.setdefault(-lit, []).append(clause)  # clauses that lose a literal when -lit becomes true
    true: set[int] = set()
    queue = [clause[0] for clause in clauses if len(clause) == 1]
    if any(not clause for clause in clauses):
        return True
    while queue:
        lit = queue.pop()
        if -lit in true:
            return True
        if lit in true:
            continue
        true.add(lit)
        for clause in watching.get(lit, []):
            if true.intersection(clause):
                continue
            free = [other for other in clause if -other not in true]
            if not free:
                return True
            if len(free) == 1:
                queue.append(free[0])
    return False


def lemmas(lines: list[str]) -> list[tuple[int, list[int]]]:
    """(line index, clause) of every added lemma but the final empty clause."""
    return [(i, [int(x) for x in line.split()[:-1]]) for i, line in enumerate(lines[:-1]) if not line.startswith("d")]


def is_rup(available: list[list[int]], lemma: list[int]) -> bool:
    return unit_propagation_refutes([*available, *([-lit] for lit in lemma)])


def tamper(
    bundle: Path, change: Callable[[list[list[int]], list[int], list[int]], list[int] | None], give_up: bool = True
) -> bool:
    """Find a lemma where `change(earlier, lemma, next lemma)` gives a replacement that makes a step not RUP
    even against every earlier clause (deletions ignored, the most any checker could have); write that proof."""
    formula = parse_clauses((bundle / FORMULA).read_text())
    lines = proof_lines(bundle)
    found = lemmas(lines)
    for position, (index, lemma) in enumerate(found[:-1]):
        earlier = [*formula, *(clause for _, clause in found[:position])]
        replacement = change(earlier, lemma, found[position + 1][1])
        if replacement is not None:
            line = [] if not replacement else [" ".join(map(str, [*replacement, 0]))]
            tampered = "".join(f"{x}\n" for x in [*lines[:index], *line, *lines[index + 1 :]])
            edit(bundle, PROOF, lambda _: tampered)  # noqa: B023 (called before the loop moves on)
            return True
    if give_up:
        pytest.fail("no lemma qualifies: the test could not show anything")
    return False


def test_oracle_sees_honest_lemmas(honest: Path) -> None:
    """The naive propagation the two tests below rely on finds the honest first lemmas RUP."""
    formula = parse_clauses((honest / FORMULA).read_text())
    found = lemmas(proof_lines(honest))
    assert is_rup(formula, found[0][1])
    assert is_rup([*formula, found[0][1]], found[1][1])


def test_needed_lemma_deleted(bundle: Path) -> None:
    """A lemma the next one needs, deleted: the next lemma is no longer RUP. (Deleting an arbitrary lemma can
    leave a valid proof, since later lemmas may follow without it, and deleting a deletion only keeps more.)"""

    def delete_if_needed(earlier: list[list[int]], lemma: list[int], following: list[int]) -> list[int] | None:
        needed = is_rup([*earlier, lemma], following) and not is_rup(earlier, following)
        return [] if needed else None

    if not tamper(bundle, delete_if_needed, give_up=False):
        delete_needed_suffix(bundle)
    rejected(bundle, "proof checker rejects it: step")


def delete_needed_suffix(bundle: Path) -> None:
    """Delete the lemmas from the last back to the latest whose loss leaves the final empty clause not RUP: in a
    proof whose lemmas repeat each other (CaDiCaL's can), no single lemma may be needed by the next."""
    formula = parse_clauses((bundle / FORMULA).read_text())
    lines = proof_lines(bundle)
    found = lemmas(lines)
    low, high = 0, len(found)  # not RUP with the lemmas before `low`; RUP with all those before `high`
    assert not is_rup(formula, []) and is_rup([*formula, *(clause for _, clause in found)], [])
    while high - low > 1:
        middle = (low + high) // 2
        if is_rup([*formula, *(clause for _, clause in found[:middle])], []):
            high = middle
        else:
            low = middle
    dropped = {index for index, _ in found[low:]}
    edit(bundle, PROOF, lambda _: "".join(f"{x}\n" for i, x in enumerate(lines) if i not in dropped))


def test_flipped_literal(bundle: Path) -> None:
    """A lemma's last literal negated so that the forged lemma does not follow from what precedes it."""

    def flip_if_forged(earlier: list[list[int]], lemma: list[int], following: list[int]) -> list[int] | None:
        forged = [*lemma[:-1], -lemma[-1]]
        return forged if lemma and not is_rup(earlier, forged) else None

    tamper(bundle, flip_if_forged)
    rejected(bundle, "proof checker rejects it: step")


def test_proof_of_another_formula(bundle: Path) -> None:
    proof = prove(parse_clauses(export_cnf(puzzle_of(OTHER))), "cadical153")
    edit(bundle, PROOF, lambda _: proof.text)
    rejected(bundle, "proof checker rejects it")


def test_two_solutions_claimed_unique(bundle: Path) -> None:
    """Everything consistent for a puzzle with two solutions (formula, solution, hashes): no proof can hold."""
    puzzle = puzzle_of(SEVERAL)
    first, _ = solutions(puzzle)
    certificate = json.loads((bundle / CERTIFICATE).read_text())
    certificate["puzzle"] = json.loads(json.dumps(SEVERAL))
    (bundle / CERTIFICATE).write_text(json.dumps(certificate))
    (bundle / FORMULA).write_text(export_cnf(puzzle, blocked=first))
    (bundle / SOLUTION).write_text(json.dumps(first))
    rehash(bundle)
    with pytest.raises(BundleRejected, match="proof checker rejects it"):
        verify_bundle(bundle)


def test_no_bundle_for_a_second_solution(tmp_path: Path) -> None:
    puzzle = puzzle_of(SEVERAL)
    first, _ = solutions(puzzle)
    with pytest.raises(CertificationFailed, match="second solution"):  # raised in the bundle's child, raised here
        write_bundle(tmp_path / "b", puzzle, first)
    assert list(tmp_path.iterdir()) == []  # nor its staging folder


@pytest.mark.parametrize("solver", PROOF_SOLVERS)
def test_every_offered_proof_solver_writes_proofs_the_checker_accepts(solver: str) -> None:
    puzzle = puzzle_of(UNIQUE)  # maplesat, once offered, failed on this puzzle (and 34 more of the first 40)
    [solution] = solutions(puzzle)
    text = export_cnf(puzzle, blocked=solution)
    verdict = check_refutation(text, prove(parse_clauses(text), solver).text)
    assert verdict.ok, verdict.reason


def pigeonhole(holes: int) -> list[list[int]]:
    """holes + 1 pigeons in `holes` holes: unsatisfiable, and beyond any resolution proof of a few seconds."""
    var = {(p, h): p * holes + h + 1 for p in range(holes + 1) for h in range(holes)}
    placed = [[var[p, h] for h in range(holes)] for p in range(holes + 1)]
    apart = [[-var[p, h], -var[q, h]] for h in range(holes) for p in range(holes + 1) for q in range(p)]
    return placed + apart


@pytest.mark.parametrize("solver", ["cadical153", "glucose42"])  # no interrupt in either: the child is what stops
def test_a_proof_past_its_deadline_is_stopped_and_leaves_no_process(solver: str) -> None:
    import multiprocessing

    with pytest.raises(Timeout):
        prove(pigeonhole(12), solver, Deadline.after(0.2))
    assert multiprocessing.active_children() == []


def test_a_certificate_whose_proof_times_out_is_not_written_and_the_run_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def out_of_time(*args: object) -> None:
        raise Timeout

    monkeypatch.setattr("satpuzzles.certify.bundle.run_forked", out_of_time)
    puzzles = tmp_path / "p.json"
    puzzles.write_text(json.dumps(UNIQUE))
    out = tmp_path / "certs"
    assert cli_run(["solve", str(puzzles), "--certify", str(out), "--timeout", "60"]) == ExitCode.TIMEOUT
    assert "no certificate: the time limit (60 s) ended before its proof was checked" in capsys.readouterr().err
    assert not out.exists() or not any(out.iterdir())


def test_auto_proves_with_the_types_fastest_solver(tmp_path: Path) -> None:
    abc = {
        "type": "easyasabc",
        "size": 3,
        "letters": "AB",
        "top": "...",
        "bottom": "..B",
        "left": "A..",
        "right": "...",
    }
    for puzzle, solver in ((puzzle_of(UNIQUE), "cadical153"), (puzzle_of(abc), "glucose42")):
        [solution] = solutions(puzzle)
        bundle = write_bundle(tmp_path / solver, puzzle, solution)
        assert json.loads((bundle / CERTIFICATE).read_text())["proof"]["solver"] == solver
    assert proof_solver("auto", "starbattle") == get_type("starbattle").policy.proof_solver == "glucose42"
    assert proof_solver("auto", None) == SolverPolicy().proof_solver == "cadical153"
    assert proof_solver("lingeling", "skyscrapers") == "lingeling"


def test_a_type_whose_policy_names_a_solver_without_proofs_is_refused(monkeypatch: pytest.MonkeyPatch) -> None:
    unprovable = replace(get_type("starbattle"), name="unprovable", policy=SolverPolicy(proof_solver="minisat22"))
    monkeypatch.setitem(registry._TYPES, "unprovable", unprovable)
    with pytest.raises(SatPuzzlesError, match="unprovable's solver policy proves with 'minisat22'"):
        proof_solver("auto", "unprovable")
    assert proof_solver("glucose4", "unprovable") == "glucose4"


@pytest.mark.parametrize("solver", ["maplesat", "minisat22", "nope"])
def test_solver_that_writes_no_checked_proofs_is_refused(solver: str, tmp_path: Path) -> None:
    with pytest.raises(SatPuzzlesError, match="writes no proofs; choose from auto, cadical103"):
        Certifier(tmp_path, solver=solver)


@pytest.mark.parametrize("engine", ENGINES)
def test_checker_refuses_a_refutation_of_a_satisfiable_formula(engine: str) -> None:
    assert not check_refutation("p cnf 2 2\n1 2 0\n-1 0\n", "2 0\n0\n", engine).ok  # `2` follows, not the empty clause
    assert check_refutation("p cnf 2 3\n1 2 0\n-1 0\n-2 0\n", "0\n", engine).ok


def test_checker_refuses_a_formula_short_of_its_header() -> None:
    verdict = check_refutation("p cnf 2 4\n1 2 0\n-1 0\n-2 0\n", "0\n")
    assert not verdict.ok and "declares 4 clauses" in verdict.reason


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "satpuzzles", *args], capture_output=True, text=True, timeout=120)


def test_cli_check_certify_then_verify(tmp_path: Path) -> None:
    puzzles = tmp_path / "p.jsonl"
    puzzles.write_text(json.dumps(UNIQUE | {"id": "a/1"}) + "\n" + json.dumps(SEVERAL | {"id": "b"}) + "\n")
    out = tmp_path / "certs"
    checked = run("check", str(puzzles), "--certify", str(out), "--proof-solver", "glucose42")
    assert checked.returncode == 1  # the second puzzle has several solutions
    assert "b: no certificate: the puzzle is multiple" in checked.stderr
    [bundle] = out.iterdir()
    assert bundle.name.startswith("a_1-")  # the id made safe, and a digest of it: "a_1" would be another folder
    assert run("verify", str(out)).returncode == 0
    with (bundle / PROOF).open("a") as f:
        f.write("1 0\n")
    broken = run("verify", str(out))
    assert broken.returncode == 2
    assert broken.stderr.count("\n") == 1 and "proof.drat: SHA-256 differs" in broken.stderr


def test_cli_verify_of_no_folder(tmp_path: Path) -> None:
    missing = run("verify", str(tmp_path / "nothing"))
    assert missing.returncode == 2 and missing.stderr.count("\n") == 1 and "no such directory" in missing.stderr


def test_cli_certify_refuses_first(tmp_path: Path) -> None:
    puzzle = tmp_path / "p.json"
    puzzle.write_text(json.dumps(UNIQUE))
    result = run("solve", "--first", "--certify", str(tmp_path / "c"), str(puzzle))
    assert result.returncode == 2
    assert "--certify certifies uniqueness" in result.stderr


def test_cli_export_proof(tmp_path: Path) -> None:
    puzzle, cnf, proof = tmp_path / "p.json", tmp_path / "u.cnf", tmp_path / "u.drat"
    puzzle.write_text(json.dumps(UNIQUE))
    result = run("export", str(puzzle), "--unique", "-o", str(cnf), "--proof", str(proof))
    assert result.returncode == 0, result.stderr
    assert check_refutation(cnf.read_text(), proof.read_text()).ok
    without_query = run("export", str(puzzle), "--proof", str(proof))
    assert without_query.returncode == 2 and "--proof needs a uniqueness query" in without_query.stderr


@pytest.mark.parametrize("same", [("u.cnf", "u.cnf"), ("u.cnf", "sub/../u.cnf"), ("-", "-")])
def test_cli_export_refuses_a_proof_on_its_own_output(tmp_path: Path, same: tuple[str, str]) -> None:
    """Both were written, one over the other, and exit 0: the user kept one of two files."""
    (tmp_path / "sub").mkdir()
    puzzle = tmp_path / "p.json"
    puzzle.write_text(json.dumps(UNIQUE))
    output, proof = (name if name == "-" else str(tmp_path / name) for name in same)
    result = run("export", str(puzzle), "--unique", "-o", output, "--proof", proof)
    assert result.returncode == 2 and result.stdout == "" and not (tmp_path / "u.cnf").exists()
    assert result.stderr == f"satpuzzles: error: {proof}: --proof and --output name the same file\n"


def test_a_hashed_file_over_the_limit_is_refused_unread(bundle: Path) -> None:
    with (bundle / FORMULA).open("ab") as handle:
        handle.truncate(65 * 2**20)  # sparse: costs no disk
    rehash(bundle)
    rejected(bundle, f"{FORMULA}: 68,157,440 bytes, over the limit of 67,108,864")
