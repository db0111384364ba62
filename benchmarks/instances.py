"""Generated benchmark instances with fixed seeds: full-clue Skyscrapers and Easy As ABC, random Star Battles.

Latin squares come from the Jacobson-Matthews Markov chain (uniform in the limit), run for n**3 moves
from the cyclic square. Star Battle: a random valid star placement (a SAT model with random phases),
then regions grown around the stars; such puzzles need not be unique, which timing does not need.
"""

from __future__ import annotations

import random
from string import ascii_uppercase

from pysat.card import CardEnc, EncType
from pysat.formula import IDPool
from pysat.solvers import Solver

from satpuzzles.puzzles.easyasabc.model import EasyAsABC
from satpuzzles.puzzles.skyscrapers.model import Skyscrapers
from satpuzzles.puzzles.starbattle.model import StarBattle
from satpuzzles.typekit.grid import SIDES, line_cells

Grid = list[list[int]]


def latin_square(n: int, rng: random.Random) -> Grid:
    """A random n x n Latin square over 0..n-1 (Jacobson-Matthews, n**3 moves)."""
    # cube[r][c][s] in {-1, 0, 1}; a proper square has exactly one 1 in every line of the cube.
    cube = [[[1 if (r + c) % n == s else 0 for s in range(n)] for c in range(n)] for r in range(n)]
    improper: tuple[int, int, int] | None = None

    def ones_r(c: int, s: int) -> list[int]:
        return [r for r in range(n) if cube[r][c][s] == 1]

    def ones_c(r: int, s: int) -> list[int]:
        return [c for c in range(n) if cube[r][c][s] == 1]

    def ones_s(r: int, c: int) -> list[int]:
        return [s for s in range(n) if cube[r][c][s] == 1]

    moves = 0
    while moves < n**3 or improper is not None:
        if improper is None:
            while True:
                r, c, s = rng.randrange(n), rng.randrange(n), rng.randrange(n)
                if cube[r][c][s] == 0:
                    break
            r2, c2, s2 = ones_r(c, s)[0], ones_c(r, s)[0], ones_s(r, c)[0]
        else:
            r, c, s = improper
            r2, c2, s2 = rng.choice(ones_r(c, s)), rng.choice(ones_c(r, s)), rng.choice(ones_s(r, c))
        for dr, dc, ds, delta in (
            (r, c, s, 1),
            (r, c2, s2, 1),
            (r2, c, s2, 1),
            (r2, c2, s, 1),
            (r, c, s2, -1),
            (r, c2, s, -1),
            (r2, c, s, -1),
            (r2, c2, s2, -1),
        ):
            cube[dr][dc][ds] += delta
        improper = (r2, c2, s2) if cube[r2][c2][s2] < 0 else None
        moves += 1
    return [[next(s for s in range(n) if cube[r][c][s] == 1) for c in range(n)] for r in range(n)]


def _visible(heights: list[int]) -> int:
    seen, tallest = 0, 0
    for h in heights:
        if h > tallest:
            seen, tallest = seen + 1, h
    return seen


def skyscrapers_full_clues(n: int, seed: int) -> Skyscrapers:
    """Every clue of a random n x n Latin square of heights 1..n (usually not unique for large n)."""
    square = [[v + 1 for v in row] for row in latin_square(n, random.Random(seed))]
    clues = {
        side: tuple(_visible([square[r][c] for r, c in line_cells(side, i, n)]) for i in range(n)) for side in SIDES
    }
    return Skyscrapers(size=n, **clues)


def abc_letters(n: int) -> int:
    """Letters for an n x n Easy As ABC: about a quarter of each line blank, as in published puzzles."""
    return min(len(ascii_uppercase), n - max(1, n // 4))


def easyasabc_full_clues(n: int, seed: int) -> EasyAsABC:
    """Every clue of a random grid: a Latin square whose symbols past the letters are blanks."""
    k = abc_letters(n)
    square = latin_square(n, random.Random(seed))
    letters = ascii_uppercase[:k]

    def first_seen(side: str, i: int) -> str:
        return next((letters[v] for r, c in line_cells(side, i, n) if (v := square[r][c]) < k), ".")

    clues = {side: "".join(first_seen(side, i) for i in range(n)) for side in SIDES}
    return EasyAsABC(size=n, letters=letters, **clues)


def starbattle_stars(n: int) -> int:
    """Stars per line for an n x n Star Battle: 10x10 has 2, 14x14 has 3, as in published puzzles."""
    return max(1, (n + 1) // 5)


def star_placement(n: int, stars: int, rng: random.Random) -> set[tuple[int, int]]:
    """A random placement of `stars` stars per row and column, no two touching (SAT with random phases)."""
    pool = IDPool()
    var = [[pool.id((r, c)) for c in range(n)] for r in range(n)]
    clauses: list[list[int]] = []
    for i in range(n):
        for line in ([var[i][c] for c in range(n)], [var[r][i] for r in range(n)]):
            clauses += CardEnc.equals(line, stars, vpool=pool, encoding=EncType.seqcounter).clauses
    for r in range(n - 1):
        for c in range(n - 1):
            window = [var[r][c], var[r][c + 1], var[r + 1][c], var[r + 1][c + 1]]
            clauses += CardEnc.atmost(window, 1, vpool=pool, encoding=EncType.pairwise).clauses
    with Solver(name="cadical195", bootstrap_with=clauses) as solver:
        solver.set_phases([v if rng.random() < stars / n else -v for row in var for v in row])
        if not solver.solve():
            raise ValueError(f"no placement of {stars} stars on {n}x{n}")
        model = set(solver.get_model())
    return {(r, c) for r in range(n) for c in range(n) if var[r][c] in model}


def _grow(n: int, stars: list[tuple[int, int]], rng: random.Random) -> list[list[int]]:
    """One cluster per star, grown at random until the clusters cover the grid: owner[r][c] = star index."""
    owner = [[-1] * n for _ in range(n)]
    frontier = []
    for index, (r, c) in enumerate(stars):
        owner[r][c] = index
        frontier.append((index, r, c))
    while frontier:
        index, r, c = frontier.pop(rng.randrange(len(frontier)))
        for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= nr < n and 0 <= nc < n and owner[nr][nc] == -1:
                owner[nr][nc] = index
                frontier.append((index, nr, nc))
    return owner


def _group(neighbours: list[set[int]], size: int, rng: random.Random) -> list[list[int]] | None:
    """Split the clusters into connected groups of `size`, most constrained first; None when stuck."""
    free = set(range(len(neighbours)))
    groups = []

    def degree(i: int) -> tuple[int, float]:
        return len(neighbours[i] & free), rng.random()

    while free:
        group = [min(free, key=degree)]
        free.discard(group[0])
        while len(group) < size:
            options = set().union(*(neighbours[i] for i in group)) & free
            if not options:
                return None
            chosen = min(options, key=degree)
            free.discard(chosen)
            group.append(chosen)
        groups.append(group)
    return groups


def starbattle_random(n: int, seed: int, stars: int | None = None) -> StarBattle:
    """An n x n Star Battle whose regions grow around a random valid star placement (not necessarily unique)."""
    rng = random.Random(seed)
    stars = starbattle_stars(n) if stars is None else stars
    placed = sorted(star_placement(n, stars, rng))
    for _ in range(1000):
        owner = _grow(n, placed, rng)
        neighbours: list[set[int]] = [set() for _ in placed]
        for r in range(n):
            for c in range(n):
                for nr, nc in ((r + 1, c), (r, c + 1)):
                    if nr < n and nc < n and owner[nr][nc] != owner[r][c]:
                        neighbours[owner[r][c]].add(owner[nr][nc])
                        neighbours[owner[nr][nc]].add(owner[r][c])
        groups = _group(neighbours, stars, rng)
        if groups is not None:
            region_of = {cluster: region for region, group in enumerate(groups) for cluster in group}
            regions = tuple(tuple(region_of[owner[r][c]] for c in range(n)) for r in range(n))
            return StarBattle(size=n, stars=stars, regions=regions)
    raise ValueError(f"could not group {n}x{n} with {stars} stars into connected regions")
