"""Star Battle for `satpuzzles explain`: rows, columns and regions as parts, region moves as hints.

A Star Battle states no clues, so its explainer compiles its own formula: every row, column and region
constraint guarded by a selector literal (a conflict names the selectors it needs), and every move of a
cell into an orthogonally neighbouring region (its own region staying connected and non-empty) as a
move literal that re-routes the cell's star from one region count to the other. With every move
literal false and every selector true, this is the puzzle.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import cache
from itertools import chain

from satpuzzles.typekit import Cell, Template
from satpuzzles.typekit.cnf import DEFAULT_ENCODING, NATIVE, Formula, exactly
from satpuzzles.typekit.explaining import Explainer, Switch
from satpuzzles.typekit.grid import named_lines

from .model import BLOCKED, Solution, StarBattle

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))


class StarBattleExplainer(Explainer[StarBattle, Solution]):
    narrows = False  # a moved cell can give the layout solutions the puzzle did not have

    def __init__(self, puzzle: StarBattle, encoding: str) -> None:
        encoding = DEFAULT_ENCODING if encoding == NATIVE else encoding  # guarded bounds must be clauses
        self.puzzle = puzzle
        self.size = n = puzzle.size
        self.formula = f = Formula()
        self.stars = f.block("star", n, n)
        star = self.stars.lit
        regions = puzzle.region_cells()
        moves = _moves(puzzle)
        move_block = f.block("move", len(moves)) if moves else None
        self.moves = [
            _move_switch(puzzle, cell, target, move_block.lit(i) if move_block else 0)
            for i, (cell, target) in enumerate(moves)
        ]
        grid = [[star(r, c) if not puzzle.is_blocked(r, c) else 0 for c in range(n)] for r in range(n)]
        f.extend([-star(r, c)] for r in range(n) for c in range(n) if not grid[r][c])
        add = f.clauses.append
        for r in range(n):
            for c in range(n):
                if grid[r][c]:
                    for q, d in ((r, c + 1), (r + 1, c - 1), (r + 1, c), (r + 1, c + 1)):
                        if 0 <= q < n and 0 <= d < n and grid[q][d]:
                            add([-grid[r][c], -grid[q][d]])
        self._parts: list[Switch] = []
        for name, cells in named_lines(n):
            guard = f.new_var("selector")
            self._guarded(guard, [grid[r][c] for r, c in cells if grid[r][c]], encoding)
            r, c = cells[0]
            key, index = ("row", r) if name.startswith("row") else ("column", c)
            self._parts.append(Switch((key, index), {key: index}, (guard,), name, rank=(0,), cells=tuple(cells)))
        counted = self._region_literals(regions)
        for region, members in regions.items():
            guard = f.new_var("selector")
            self._guarded(guard, counted[region], encoding)
            self._parts.append(
                Switch(("region", region), {"region": region}, (guard,), f"region {region}", rank=(1,), cells=members)
            )

    def _region_literals(self, regions: dict[int, tuple[Cell, ...]]) -> dict[int, list[int]]:
        """Per region, literals that count its stars under whichever move (if any) is made."""
        f, star = self.formula, self.stars.lit
        leaving: dict[Cell, list[int]] = {}
        for move in self.moves:
            leaving.setdefault(move.cells[0], []).append(move.literals[0])
        counted: dict[int, list[int]] = {}
        stays_block = f.block("stays", len(leaving)) if leaving else None  # a star here that no move takes away
        add = f.clauses.append
        staying = 0
        for region, cells in regions.items():
            lits = counted.setdefault(region, [])
            for r, c in cells:
                outs = leaving.get((r, c))
                if not outs or stays_block is None:
                    lits.append(star(r, c))
                    continue
                stays = stays_block.lit(staying)
                staying += 1
                add([-stays, star(r, c)])
                for m in outs:
                    add([-stays, -m])
                add([stays, -star(r, c), *outs])
                lits.append(stays)
        arrivals = f.block("arrives", len(self.moves)) if self.moves else None  # a star the move brings in
        for i, move in enumerate(self.moves):
            (r, c), m = move.cells[0], move.literals[0]
            arrives = arrivals.lit(i) if arrivals else 0
            add([-arrives, star(r, c)])
            add([-arrives, m])
            add([arrives, -star(r, c), -m])
            counted[move.json["region"]].append(arrives)
        return counted

    def _guarded(self, guard: int, lits: list[int], encoding: str) -> None:
        """exactly `stars` of `lits`, in force only while `guard` is true."""
        f = self.formula
        clauses, extra = _guarded_exactly(len(lits), self.puzzle.stars, encoding)
        values = [*lits, *(range(f.block("card", extra).first, f.num_vars + 1) if extra else ()), guard]
        local = [0, *values, *(-v for v in reversed(values))].__getitem__  # local -i reads as -values[i - 1]
        f.clauses.extend([*map(local, clause)] for clause in clauses)

    def decode(self, model: Sequence[int]) -> Solution:
        n, start = self.size, self.stars.first - 1
        return tuple(tuple(1 if v > 0 else 0 for v in model[start + r * n : start + (r + 1) * n]) for r in range(n))

    def cell_literals(self, solution: Solution) -> list[int]:
        first = self.stars.first
        return [first + i if s else -(first + i) for i, s in enumerate(chain.from_iterable(solution))]

    def value_literals(self) -> list[list[int]]:
        return [[-v, v] for v in range(self.stars.first, self.stars.last + 1)]

    def balanced_lines(self) -> list[list[Cell]]:
        return [cells for _, cells in named_lines(self.size)]

    def fixed(self) -> list[int]:
        return [-move.literals[0] for move in self.moves]

    def parts(self) -> list[Switch]:
        return list(self._parts)

    def removable(self) -> list[Switch]:
        return []  # nothing a setter states can go: every row, column and region is a rule

    def candidates(self) -> list[Switch]:
        return list(self.moves)

    def held(self, solution: Solution) -> set[Hashable]:
        # A solution with no star on the moved cell counts the same in both regions after the move.
        return {move.key for move in self.moves if not solution[move.cells[0][0]][move.cells[0][1]]}

    def with_hint(self, hint: Switch) -> StarBattle:
        (r, c), p = hint.cells[0], self.puzzle
        regions = [list(row) for row in p.regions]
        regions[r][c] = hint.json["region"]
        return StarBattle(p.size, p.stars, tuple(tuple(row) for row in regions))

    def without(self, hint: Switch) -> StarBattle:
        raise ValueError("a Star Battle has no hints to remove")


@cache
def _guarded_exactly(n: int, k: int, encoding: str) -> tuple[list[list[int]], int]:
    """ "exactly k of n" over literals 1..n, guarded by literal n + extra + 1, and `extra` auxiliaries between.

    Built once per size: every line and region of that many cells reuses it with its own literals.
    """
    scratch = Formula()
    scratch.block("lits", n)
    exactly(scratch, list(range(1, n + 1)), k, encoding)
    guard = scratch.num_vars + 1
    return [[*clause, -guard] for clause in scratch.clauses], guard - n - 1


def _moves(p: StarBattle) -> list[tuple[Cell, int]]:
    """Every (cell, neighbouring region) whose move leaves the cell's own region connected and non-empty."""
    n = p.size
    found: list[tuple[Cell, int]] = []
    for region, cells in p.region_cells().items():
        movable = _movable(cells)
        for r, c in cells:
            if (r, c) not in movable:
                continue
            targets = sorted(
                {
                    p.regions[r + dr][c + dc]
                    for dr, dc in STEPS
                    if 0 <= r + dr < n and 0 <= c + dc < n and p.regions[r + dr][c + dc] not in (region, BLOCKED)
                }
            )
            found.extend(((r, c), target) for target in targets)
    return found


def _movable(cells: Sequence[Cell]) -> set[Cell]:
    """The cells whose removal leaves the region connected and non-empty: in a connected region, all
    but its cut cells (found in one depth-first search); in a split one, each checked alone."""
    if len(cells) < 2:
        return set()
    if not _connected(cells):
        return {cell for cell in cells if _connected([other for other in cells if other != cell])}
    return set(cells) - _cut_cells(cells)


def _cut_cells(cells: Sequence[Cell]) -> set[Cell]:
    """Articulation points of a connected region (Tarjan's low-link, iteratively)."""
    inside = set(cells)
    root = cells[0]
    order, low = {root: 0}, {root: 0}
    cuts: set[Cell] = set()
    root_children = 0
    stack = [(root, root, iter(_neighbours(root, inside)))]
    while stack:
        cell, parent, pending = stack[-1]
        for step in pending:
            if step not in order:
                order[step] = low[step] = len(order)
                stack.append((step, cell, iter(_neighbours(step, inside))))
                root_children += cell == root
                break
            if step != parent:
                low[cell] = min(low[cell], order[step])
        else:
            stack.pop()
            if cell != root:
                low[parent] = min(low[parent], low[cell])
                if parent != root and low[cell] >= order[parent]:
                    cuts.add(parent)
    if root_children > 1:
        cuts.add(root)
    return cuts


def _neighbours(cell: Cell, inside: set[Cell]) -> list[Cell]:
    r, c = cell
    return [(r + dr, c + dc) for dr, dc in STEPS if (r + dr, c + dc) in inside]


def _connected(cells: Sequence[Cell]) -> bool:
    left = set(cells)
    stack = [cells[0]]
    left.discard(cells[0])
    while stack:
        r, c = stack.pop()
        for dr, dc in STEPS:
            if (r + dr, c + dc) in left:
                left.discard((r + dr, c + dc))
                stack.append((r + dr, c + dc))
    return not left


def _move_switch(p: StarBattle, cell: Cell, target: int, literal: int) -> Switch:
    r, c = cell
    where = f"r{r + 1}c{c + 1}"
    return Switch(
        key=("move", r, c, target),
        json={"row": r, "column": c, "region": target},
        literals=(literal,),
        name=f"{where} in region {target}",
        action=f"move {where} from region {p.regions[r][c]} into region {target}",
        rank=(r, c, target),
        cells=(cell,),
    )


def explainer(
    puzzle: StarBattle, encoding: str, template: Template[StarBattle, Solution] | None = None
) -> StarBattleExplainer:
    """The explain part. Its own formula: the shape's template fixes the regions, which moves and parts switch."""
    return StarBattleExplainer(puzzle, encoding)
