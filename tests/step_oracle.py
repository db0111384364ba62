"""An independent check that a step follows from what it names, for Skyscrapers (no parks) and Easy As ABC.

It reads only the step's JSON (what a reader sees: the decided and excluded facts, the named clues, lines,
givens and earlier facts) and encodes those reasons afresh from the rule book, sharing no clause with the
step model: each cell holds exactly one value (always in force), a named line holds each height or letter
once (and its blanks), a named Skyscrapers clue sees exactly its count of buildings (plus what its group
documents it carries: the last building is hidden only behind the tallest height), a named Easy As ABC clue
says its line shows a letter and the first non-blank cell from its side holds the clue's letter. The step
follows when these and "one of the step's facts fails" have no model (encodings/steps.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from typing import Any

from pysat.card import CardEnc, EncType
from pysat.solvers import Solver

Cell = tuple[int, int]


def line_of(reason: dict[str, Any], size: int) -> list[Cell]:
    """A clue's cells from its side inwards, or a line rule's cells."""
    if "side" in reason:
        side, i = reason["side"], reason["index"]
        cells = {
            "left": [(i, c) for c in range(size)],
            "right": [(i, c) for c in reversed(range(size))],
            "top": [(r, i) for r in range(size)],
            "bottom": [(r, i) for r in reversed(range(size))],
        }[side]
        return cells
    rule = reason["rule"]
    if rule == "row":
        return [(reason["index"], c) for c in range(size)]
    if rule == "column":
        return [(r, reason["index"]) for r in range(size)]
    if reason["label"] == "main":
        return [(i, i) for i in range(size)]
    return [(i, size - 1 - i) for i in range(size)]


class _Cnf:
    def __init__(self, values: Sequence[Any]) -> None:
        self.values = list(values)
        self.top = 0
        self.var: dict[tuple[Cell, Any], int] = {}
        self.clauses: list[list[int]] = []

    def x(self, cell: Cell, value: Any) -> int:
        key = (cell, value)
        if key not in self.var:
            self.var[key] = self.fresh()
        return self.var[key]

    def fresh(self) -> int:
        self.top += 1
        return self.top

    def exactly(self, lits: list[int], k: int) -> None:
        enc = CardEnc.equals(lits=lits, bound=k, top_id=self.top, encoding=EncType.seqcounter)
        self.clauses += enc.clauses
        self.top = max(self.top, enc.nv)

    def cells_once(self) -> None:
        for cell in list({cell for cell, _ in self.var}):
            self.exactly([self.x(cell, v) for v in self.values], 1)


def _fact(cnf: _Cnf, fact: dict[str, Any], placed: bool) -> int:
    lit = cnf.x((fact["row"], fact["column"]), fact["value"])
    return lit if placed else -lit


def follows(kind: str, size: int, letters: str, step: dict[str, Any]) -> bool:
    """Whether the step's named reasons force all its decided and excluded facts (kind: skyscrapers or easyasabc)."""
    cnf = _reasons(kind, size, letters, step["reasons"])
    claims = [_fact(cnf, f, True) for f in step["decided"]] + [_fact(cnf, f, False) for f in step["excluded"]]
    cnf.clauses.append([-lit for lit in claims])  # one of the step's facts fails
    with Solver(name="cadical153", bootstrap_with=cnf.clauses) as solver:
        return not solver.solve()


def contradicts(kind: str, size: int, letters: str, reasons: list[dict[str, Any]]) -> bool:
    """Whether the named reasons have no model at all (a trial's contradiction)."""
    with Solver(name="cadical153", bootstrap_with=_reasons(kind, size, letters, reasons).clauses) as solver:
        return not solver.solve()


def _reasons(kind: str, size: int, letters: str, reasons: list[dict[str, Any]]) -> _Cnf:
    """The named reasons afresh, with each cell's "exactly one value"."""
    values: list[Any] = list(range(1, size + 1)) if kind == "skyscrapers" else ["-", *letters]
    cnf = _Cnf(values)
    for reason in reasons:
        if "fact" in reason:
            cnf.clauses.append([_fact(cnf, reason, reason["fact"] == "placed")])
        elif "rule" in reason:
            cells = line_of(reason, size)
            for v in values:
                cnf.exactly([cnf.x(cell, v) for cell in cells], size - len(letters) if v == "-" else 1)
        elif "side" in reason:
            cells = line_of(reason, size)
            (_skyscrapers_clue if kind == "skyscrapers" else _abc_clue)(cnf, cells, reason["value"], values)
        else:  # a given
            cnf.clauses.append([cnf.x((reason["row"], reason["column"]), reason["value"])])
    cnf.cells_once()
    return cnf


def _skyscrapers_clue(cnf: _Cnf, cells: list[Cell], clue: int, heights: list[Any]) -> None:
    """Exactly `clue` cells seen (taller than every cell before); the last one hidden only behind the tallest."""
    seen = [cnf.fresh() for _ in cells]
    for i, cell in enumerate(cells):
        for h in heights:
            taller_before = [cnf.x(cells[j], g) for j in range(i) for g in heights if g >= h]
            cnf.clauses.append([-cnf.x(cell, h), seen[i], *taller_before])  # nothing as tall before: seen
            cnf.clauses += [[-cnf.x(cell, h), -seen[i], -t] for t in taller_before]  # seen: nothing as tall before
    tallest = max(heights)
    cnf.clauses.append([seen[-1], *(cnf.x(cell, tallest) for cell in cells[:-1])])
    cnf.exactly(seen, clue)


def _abc_clue(cnf: _Cnf, cells: list[Cell], clue: str, values: list[Any]) -> None:
    """The line shows a letter, and its first non-blank cell from the clue's side holds the clue's letter."""
    blank = [cnf.x(cell, "-") for cell in cells]
    cnf.clauses.append([-b for b in blank])
    for j, cell in enumerate(cells):
        cnf.clauses.append([*(-b for b in blank[:j]), blank[j], cnf.x(cell, clue)])


def failing_steps(kind: str, size: int, letters: str, steps: Iterable[dict[str, Any]]) -> list[int]:
    """The numbers (from 1) of the steps that do not follow from what they name."""
    return [i for i, step in enumerate(steps, start=1) if not follows(kind, size, letters, step)]


TRIAL = re.compile(r"^trial: r(\d+)c(\d+) = (\S+) leads")


def trial_links_failing(kind: str, size: int, letters: str, step: dict[str, Any]) -> tuple[int, int]:
    """A trial step's links, and how many do not follow as a reader of the JSON replays them: each from its own
    reasons, the step's named facts, the assumption, the links before it, and the rows and columns of every cell
    placed so far (a placement clears its lines silently); the last link must contradict them."""
    found = TRIAL.match(step.get("technique") or "")
    if found is None or "trial" not in step:
        return 0, 0
    text = found[3]
    value: Any = int(text) if kind == "skyscrapers" else ("-" if text == "blank" else text)
    facts = [r for r in step["reasons"] if "fact" in r]
    placed = [{"row": int(found[1]) - 1, "column": int(found[2]) - 1, "value": value, "fact": "placed"}]
    bad = 0
    for link in step["trial"]:
        lines = [{"rule": rule, "index": p[rule]} for p in placed for rule in ("row", "column")]
        reasons = link["reasons"] + facts + placed + lines
        if link["decided"] or link["excluded"]:
            bad += not follows(kind, size, letters, {**link, "reasons": reasons})
            placed += [{**f, "fact": "placed"} for f in link["decided"]]
            facts += [{**f, "fact": "excluded"} for f in link["excluded"]]
        else:
            bad += not contradicts(kind, size, letters, reasons)
    return len(step["trial"]), bad


def star_follows(stars: int, regions: Sequence[Sequence[int]], step: dict[str, Any]) -> bool:
    """Whether a Star Battle step's named reasons force all it decides, encoded afresh from the rule book: a named
    row, column or region holds exactly `stars` stars among its cells that are not blocked (-1), a named no-touch
    rule forbids a star next to a star in its cell, a fact is a unit; blocked cells hold no star (always in force)."""
    n = len(regions)
    cnf = _Cnf([0, 1])
    star = {(r, c): cnf.x((r, c), 1) for r in range(n) for c in range(n)}
    cnf.clauses += [[-star[r, c]] for r in range(n) for c in range(n) if regions[r][c] == -1]
    free = [(r, c) for r in range(n) for c in range(n) if regions[r][c] != -1]
    for reason in step["reasons"]:
        rule = reason.get("rule")
        if "fact" in reason:
            holds = (reason["value"] == 1) == (reason["fact"] == "placed")
            cnf.clauses.append([star[reason["row"], reason["column"]] * (1 if holds else -1)])
        elif rule in ("row", "column", "region"):
            which = {"row": 0, "column": 1}.get(rule)
            if which is None:
                cells = [cell for cell in free if regions[cell[0]][cell[1]] == reason["label"]]
            else:
                cells = [cell for cell in free if cell[which] == reason["index"]]
            cnf.exactly([star[cell] for cell in cells], stars)
        elif rule == "no-touch":
            r, c = reason["row"], reason["column"]
            around = [
                (q, d) for q in (r - 1, r, r + 1) for d in (c - 1, c, c + 1) if (q, d) != (r, c) and (q, d) in star
            ]
            cnf.clauses += [[-star[r, c], -star[cell]] for cell in around]
        else:
            raise ValueError(f"no such Star Battle rule: {reason}")
    claims = [star[f["row"], f["column"]] * (1 if f["value"] == 1 else -1) for f in step["decided"]]
    claims += [star[f["row"], f["column"]] * (-1 if f["value"] == 1 else 1) for f in step["excluded"]]
    cnf.clauses.append([-lit for lit in claims])  # one of the step's facts fails
    with Solver(name="cadical153", bootstrap_with=cnf.clauses) as solver:
        return not solver.solve()
