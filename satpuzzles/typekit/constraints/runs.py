"""Runs along a line (run-length clues): the shaded cells of the line form exactly the given runs, in order.

Two encodings (encodings/runs.md has the clauses and the measurements):
- "automaton": the regular constraint over the clue's automaton, with a state variable per (position, state)
  reachable from the start and able to reach the end;
- "starts": a start-position variable per run and position, one start per run, runs in order with a gap,
  and a cell shaded exactly when a run covers it.
"""

from __future__ import annotations

from collections.abc import Sequence

from satpuzzles.cnf import Formula, exactly

RUN_ENCODINGS = ("automaton", "starts")
DEFAULT_RUN_ENCODING = "starts"  # the faster on published puzzles (encodings/runs.md)


def line_runs(f: Formula, cells: Sequence[int], clue: Sequence[int], encoding: str = DEFAULT_RUN_ENCODING) -> None:
    """The cells (shaded literals, in line order) form runs of exactly the lengths in `clue`, in order.

    An empty clue (or [0]) means no shaded cell. A clue that cannot fit makes the formula unsatisfiable.
    """
    clue = [length for length in clue if length]
    if any(length < 0 for length in clue):
        raise ValueError("run lengths are positive")
    if sum(clue) + len(clue) - 1 > len(cells):
        f.add([])
        return
    if not clue:
        f.extend([-cell] for cell in cells)
    elif encoding == "automaton":
        _automaton(f, cells, clue)
    elif encoding == "starts":
        _starts(f, cells, clue)
    else:
        raise ValueError(f"unknown runs encoding {encoding!r}; choose from {', '.join(RUN_ENCODINGS)}")


def _automaton(f: Formula, cells: Sequence[int], clue: Sequence[int]) -> None:
    """The clue's minimal pattern P = 1^c1 0 1^c2 ... 1^ck; state q = how much of P has been read.

    Reading 1 at q needs P[q] == 1 and moves to q + 1. Reading 0 moves to q + 1 when P[q] == 0 (the gap
    after a run), stays at q in a gap (q == 0, q == len(P), or P[q-1] == 0), and is refused inside a run.
    States: s[i][q] "after i cells the automaton is in q", kept only where q <= i and len(P) - q <= n - i.
    Clauses: s[0][0] and s[n][len(P)]; forward, s[i][q] and the cell's symbol imply the next state (or refuse
    the symbol); backward, s[i+1][q'] and the symbol imply one of its predecessors. From the single start,
    both directions make exactly the run's true path hold, so the states are functional in the cells.
    """
    pattern: list[int] = []
    for length in clue:
        pattern += [1] * length + [0]
    pattern.pop()
    m, n = len(pattern), len(cells)

    def low(i: int) -> int:
        return max(0, m - (n - i))

    def high(i: int) -> int:
        return min(i, m)

    # One block row per layer i, covering states low(i) .. high(i).
    firsts = [f.block("run state", high(i) - low(i) + 1).first - low(i) for i in range(n + 1)]

    def step(q: int, symbol: int) -> int | None:
        if symbol:
            return q + 1 if q < m and pattern[q] else None
        if q < m and not pattern[q] and q > 0:
            return q + 1
        if q in (0, m) or not pattern[q - 1]:
            return q
        return None

    f.add([firsts[0]])
    f.add([firsts[n] + m])
    clauses = f.clauses
    for i, cell in enumerate(cells):
        preds: dict[tuple[int, int], list[int]] = {}
        for q in range(low(i), high(i) + 1):
            state = firsts[i] + q
            for symbol, reads in ((1, cell), (0, -cell)):
                nxt = step(q, symbol)
                if nxt is None or not low(i + 1) <= nxt <= high(i + 1):
                    clauses.append([-state, -reads])
                else:
                    clauses.append([-state, -reads, firsts[i + 1] + nxt])
                    preds.setdefault((nxt, symbol), []).append(state)
        for q in range(low(i + 1), high(i + 1) + 1):
            for symbol, reads in ((1, cell), (0, -cell)):
                clauses.append([-(firsts[i + 1] + q), -reads, *preds.get((q, symbol), [])])


def _starts(f: Formula, cells: Sequence[int], clue: Sequence[int]) -> None:
    """start[k][p]: run k begins at cell p, for the p its predecessors and successors leave room for.

    Exactly one start per run; run k+1 begins at least c_k + 1 after run k (both directions: a start of
    run k needs a later start of run k+1, a start of run k+1 an earlier one of run k); a start shades its
    c_k cells and leaves the cells just before and after it empty; a shaded cell is covered by some start.
    Runs in order with gaps are then the maximal shaded blocks, so starts are functional in the cells.
    """
    n = len(cells)
    earliest = [sum(length + 1 for length in clue[:k]) for k in range(len(clue))]
    latest = [n - sum(length + 1 for length in clue[k:]) + 1 for k in range(len(clue))]
    starts = [{p: f.new_var("run start") for p in range(earliest[k], latest[k] + 1)} for k in range(len(clue))]
    covering: list[list[int]] = [[] for _ in cells]
    for k, length in enumerate(clue):
        exactly(f, list(starts[k].values()), 1, "auto")
        for p, start in starts[k].items():
            f.extend([-start, cells[j]] for j in range(p, p + length))
            f.extend([-start, -cells[j]] for j in (p - 1, p + length) if 0 <= j < n)
            for j in range(p, p + length):
                covering[j].append(start)
            if k + 1 < len(clue):
                f.add([-start, *(s for q, s in starts[k + 1].items() if q > p + length)])
            if k > 0:
                f.add([-start, *(s for q, s in starts[k - 1].items() if q + clue[k - 1] < p)])
    for cell, covers in zip(cells, covering, strict=True):
        f.add([-cell, *covers])
