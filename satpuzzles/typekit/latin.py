"""Uniform random Latin squares by the Jacobson-Matthews Markov chain.

The square is an n x n x n incidence cube (cell (r, c) holds symbol s <-> cube[r][c][s] = 1) whose
every line sums to one. A move adds +1/-1 around a 2x2x2 sub-cube; it may leave one "improper"
entry of -1, which later moves repair. The chain's stationary distribution over proper squares is
uniform (Jacobson and Matthews, 1996). The sample is the chain's state after a fixed number of
moves (a few n^3, the customary choice), then looked at every 2n moves until it is proper. The
chain is proper about 1/n of the time, so waiting another few n^3 moves each time (as this sampler
once did) costs about n times the first stretch. Stopping at the very first proper state biases the
result; looking every other move or less often does not (measured on 4x4, 3000 samples each: of the
576 squares 144, 25%, have 12 intercalates; stopping at once gives them 8% of the samples, looking
every 2, 4, 8, 16 or 64 moves 27, 26, 25, 24 and 25%).
"""

from __future__ import annotations

from random import Random

LatinSquare = tuple[tuple[int, ...], ...]  # symbols 1..n


def moves_for(n: int) -> int:
    """Chain moves before the first look: about 4 n^3, enough to forget the cyclic start in practice."""
    return max(4 * n**3, 100)


def moves_between_looks(n: int) -> int:
    """Chain moves between two looks for a proper square (see the module note on bias)."""
    return 2 * n


def random_latin_square(n: int, rng: Random) -> LatinSquare:
    """A uniformly random n x n Latin square over the symbols 1..n."""
    if n < 1:
        raise ValueError(f"a Latin square needs n >= 1, found {n}")
    if n == 1:
        return ((1,),)  # the cube has no zero entry to move from
    cube = _Cube(n)
    improper: tuple[int, int, int] | None = None
    for _ in range(moves_for(n)):
        improper = cube.move(rng, improper)
    while improper is not None:
        for _ in range(moves_between_looks(n)):
            improper = cube.move(rng, improper)
    return cube.square()


def latin_square_by_rows(n: int, rng: Random) -> LatinSquare:
    """A random n x n Latin square built row by row, each row a random perfect matching of columns to the symbols
    their column still lacks (as latin.c's latin_generate does). Not uniform, but a few hundred times faster
    than the chain for n <= 9: what a generator that tries many squares wants. A Latin rectangle always
    extends (Hall's theorem), so every row is found."""
    if n < 1:
        raise ValueError(f"a Latin square needs n >= 1, found {n}")
    missing = [set(range(1, n + 1)) for _ in range(n)]  # per column, the symbols it still lacks
    rows: list[tuple[int, ...]] = []
    for _ in range(n):
        holder: dict[int, int] = {}  # symbol -> column
        for column in rng.sample(range(n), n):
            _augment(column, missing, holder, set(), rng)
        row = [0] * n
        for symbol, column in holder.items():
            row[column] = symbol
            missing[column].discard(symbol)
        rows.append(tuple(row))
    return tuple(rows)


def _augment(column: int, missing: list[set[int]], holder: dict[int, int], seen: set[int], rng: Random) -> bool:
    """Kuhn's augmenting path from `column`, trying its symbols in random order."""
    choices = list(missing[column])
    rng.shuffle(choices)
    for symbol in choices:
        if symbol in seen:
            continue
        seen.add(symbol)
        other = holder.get(symbol)
        if other is None or _augment(other, missing, holder, seen, rng):
            holder[symbol] = column
            return True
    return False


class _Cube:
    """The incidence cube, stored flat, with the entries of 1 on every line kept in sets (at most two).

    A move reads three lines and changes eight entries; the sets make each read a lookup instead of a
    scan of n entries, which is most of the time generating a Skyscrapers puzzle otherwise takes.
    """

    def __init__(self, n: int) -> None:
        self.n = n
        self.cells = [0] * n**3
        self.symbols: list[set[int]] = [set() for _ in range(n * n)]  # at (r, c): the s with an entry of 1
        self.rows: list[set[int]] = [set() for _ in range(n * n)]  # at (c, s): the r
        self.columns: list[set[int]] = [set() for _ in range(n * n)]  # at (r, s): the c
        for r in range(n):
            for c in range(n):
                self._add(r, c, (r + c) % n, 1)  # the cyclic square

    def _at(self, r: int, c: int, s: int) -> int:
        return (r * self.n + c) * self.n + s

    def _add(self, r: int, c: int, s: int, delta: int) -> None:
        n = self.n
        index = (r * n + c) * n + s
        old = self.cells[index]
        self.cells[index] = new = old + delta
        if old == 1:
            self.symbols[r * n + c].discard(s)
            self.rows[c * n + s].discard(r)
            self.columns[r * n + s].discard(c)
        elif new == 1:
            self.symbols[r * n + c].add(s)
            self.rows[c * n + s].add(r)
            self.columns[r * n + s].add(c)

    def move(self, rng: Random, improper: tuple[int, int, int] | None) -> tuple[int, int, int] | None:
        """One chain move; returns the improper entry it leaves, or None for a proper square."""
        n = self.n
        if improper is None:
            while True:  # a random zero entry of the cube; its three lines each hold a single one
                r, c, s = rng.randrange(n), rng.randrange(n), rng.randrange(n)
                if self.cells[self._at(r, c, s)] == 0:
                    break
        else:
            r, c, s = improper  # its three lines each hold two ones: one of each is picked at random
        # Sorted: the same choices as scanning the line in order, so a seed gives the same square as before.
        r1 = rng.choice(sorted(self.rows[c * n + s]))
        c1 = rng.choice(sorted(self.columns[r * n + s]))
        s1 = rng.choice(sorted(self.symbols[r * n + c]))
        cells, symbols, rows, columns = self.cells, self.symbols, self.rows, self.columns
        for dr, dc, ds, delta in (
            (r, c, s, 1),
            (r, c1, s1, 1),
            (r1, c, s1, 1),
            (r1, c1, s, 1),
            (r, c, s1, -1),
            (r, c1, s, -1),
            (r1, c, s, -1),
            (r1, c1, s1, -1),
        ):  # self._add, written out: this loop is most of the sampler's time
            index = (dr * n + dc) * n + ds
            old = cells[index]
            cells[index] = new = old + delta
            if old == 1:
                symbols[dr * n + dc].discard(ds)
                rows[dc * n + ds].discard(dr)
                columns[dr * n + ds].discard(dc)
            elif new == 1:
                symbols[dr * n + dc].add(ds)
                rows[dc * n + ds].add(dr)
                columns[dr * n + ds].add(dc)
        return (r1, c1, s1) if cells[(r1 * n + c1) * n + s1] == -1 else None

    def square(self) -> LatinSquare:
        n = self.n
        return tuple(tuple(min(self.symbols[r * n + c]) + 1 for c in range(n)) for r in range(n))
