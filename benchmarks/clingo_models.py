"""Plain ASP models of the three puzzle types for clingo (PyPI `clingo`), the comparison in clingo_compare.py.

Each model is the rules as written, with no tuning: a choice of one value per cell, "exactly once"
cardinality rules per line (and diagonal), and the side clues as counts over the line. A puzzle is
given as facts; clingo enumerates up to two models, so the answer carries uniqueness like ours does.
Values: Skyscrapers heights 1..M with 0 for a park; Easy As ABC letters 1..k with 0 for a blank.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import clingo

# line(L, K, R, C): the K-th cell (0 = nearest the clue) of the line seen from side/index L.
LINES = """
idx(0..n-1).
line(top(I), K, K, I) :- idx(I), idx(K).
line(bottom(I), K, n-1-K, I) :- idx(I), idx(K).
line(left(I), K, I, K) :- idx(I), idx(K).
line(right(I), K, I, n-1-K) :- idx(I), idx(K).
"""

LATIN = """
val(0..m).
1 { v(R, C, X) : val(X) } 1 :- idx(R), idx(C).
1 { v(R, C, X) : idx(C) } 1 :- idx(R), val(X), X > 0.
1 { v(R, C, X) : idx(R) } 1 :- idx(C), val(X), X > 0.
1 { v(I, I, X) : idx(I) } 1 :- diagonal, val(X), X > 0.
1 { v(I, n-1-I, X) : idx(I) } 1 :- diagonal, val(X), X > 0.
:- given(R, C, X), not v(R, C, X).
"""

SKYSCRAPERS = (
    LINES
    + LATIN
    + """
hidden(L, K) :- line(L, K, R, C), v(R, C, X), line(L, J, R2, C2), J < K, v(R2, C2, Y), Y > X.
seen(L, K) :- line(L, K, R, C), v(R, C, X), X > 0, not hidden(L, K).
:- clue(L, N), #count { K : seen(L, K) } != N.
"""
)

EASYASABC = (
    LINES
    + LATIN
    + """
later(L, K) :- line(L, K, _, _), line(L, J, R, C), J < K, v(R, C, X), X > 0.
:- clue(L, X), line(L, K, R, C), v(R, C, Y), Y > 0, not later(L, K), Y != X.
"""
)

STARBATTLE = """
idx(0..n-1).
{ star(R, C) } :- region(R, C, _).
:- idx(R), #count { C : star(R, C) } != s.
:- idx(C), #count { R : star(R, C) } != s.
:- region(_, _, G), #count { R, C : star(R, C), region(R, C, G) } != s.
:- star(R, C), star(R + 1, C + D), D = -1..1.
:- star(R, C), star(R, C + 1).
"""

SIDES = ("top", "bottom", "left", "right")


def _clue_facts(puzzle: dict[str, Any], value: Any) -> list[str]:
    return [
        f"clue({side}({i}), {value(clue)})."
        for side in SIDES
        for i, clue in enumerate(puzzle[side])
        if clue not in (0, ".", None)
    ]


def program(puzzle: dict[str, Any]) -> tuple[str, str]:
    """The model and the puzzle's facts, from its JSON form (FORMATS.md)."""
    kind, n = puzzle["type"], puzzle["size"]
    if kind == "starbattle":
        facts = [f"#const n = {n}.", f"#const s = {puzzle['stars']}."]
        regions = puzzle["regions"]
        facts += [f"region({r}, {c}, {g})." for r, row in enumerate(regions) for c, g in enumerate(row) if g >= 0]
        return STARBATTLE, "\n".join(facts)
    diagonal = ["diagonal."] if puzzle.get("diagonal") else []
    givens = puzzle.get("givens") or []
    if kind == "skyscrapers":
        facts = [f"#const n = {n}.", f"#const m = {puzzle.get('max_height') or n}.", *diagonal]
        facts += _clue_facts(puzzle, int)
        facts += [f"given({r}, {c}, {x})." for r, row in enumerate(givens) for c, x in enumerate(row) if x is not None]
        return SKYSCRAPERS, "\n".join(facts)
    letters = puzzle["letters"]
    code = {letter: i + 1 for i, letter in enumerate(letters)} | {"-": 0}
    facts = [f"#const n = {n}.", f"#const m = {len(letters)}.", *diagonal]
    facts += _clue_facts(puzzle, lambda letter: code[letter])
    facts += [f"given({r}, {c}, {code[x]})." for r, row in enumerate(givens) for c, x in enumerate(row) if x in code]
    return EASYASABC, "\n".join(facts)


def solve(puzzle: dict[str, Any]) -> tuple[str, Any]:
    """("unique" | "multiple" | "unsat", the first solution in the corpus's JSON form or None)."""
    model, facts = program(puzzle)
    control = clingo.Control(["--models=2", "--warn=none"])
    control.add("base", [], model + facts)
    control.ground([("base", [])])
    found: list[Sequence[clingo.Symbol]] = []
    control.solve(on_model=lambda m: found.append(m.symbols(shown=True)) if len(found) < 1 else None)
    models = control.statistics["summary"]["models"]["enumerated"]
    status = "unsat" if models == 0 else "unique" if models == 1 else "multiple"
    return status, _solution(puzzle, found[0]) if found else None


def _solution(puzzle: dict[str, Any], symbols: Sequence[clingo.Symbol]) -> Any:
    n = puzzle["size"]
    if puzzle["type"] == "starbattle":
        grid = [[0] * n for _ in range(n)]
        for symbol in symbols:
            if symbol.name == "star":
                grid[symbol.arguments[0].number][symbol.arguments[1].number] = 1
        return grid
    values = [[0] * n for _ in range(n)]
    for symbol in symbols:
        if symbol.name == "v":
            r, c, x = (argument.number for argument in symbol.arguments)
            values[r][c] = x
    if puzzle["type"] == "skyscrapers":
        return values
    alphabet = "-" + puzzle["letters"]
    return ["".join(alphabet[x] for x in row) for row in values]
