"""Star Battle by the techniques people use, easiest tier first, over what is known of each cell.

The tiers (our levels: easy, medium, hard; a position none of them moves needs the step search: extreme):
0. star neighbours: a star rules out its eight neighbours; unit full: a row, column or region holding its S
   stars rules out its other cells; last places: a unit with as many places left as stars missing fills them;
1. confined: the ways a unit's last star, or its m missing stars in at most 2m+1 places, fit them, no two
   touching: a cell each of them fills is a star, a cell each of them touches (or, inside the unit, leaves
   empty) is not (a region left two cells side by side in a row rules out the two cells above and the two
   below them); and the counting below where it reads one line and one region (a region within a row, a row
   within a region) or, with one star, a region within a 2x2 block;
2. counting: counting.py's band (k regions within k rows or columns take all those lines' stars) and pair (a
   region within two lines fills its 2x2 blocks) on the cells still open, and the band's converse (k rows or
   columns whose places all lie in k regions hold all those regions' stars); last, placements: the confined
   technique for m stars in more than 2m+1 places, an enumeration few people make by eye, and joint
   placements, the same for two units that share or touch places, read together.
Each finding names the units (rows, columns, regions) and the no-touch rules it reads, and the cells whose
known state it reads: the step engine shrinks those to a minimal set that forces it and re-checks it.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from math import comb

from satpuzzles.typekit import Cell, checkpoint

from .counting import AXES, Deduction, deductions
from .model import StarBattle

Unit = tuple[str, int]  # ("row", 0), ("column", 3): 0-based; ("region", 5): the region's id
LEVELS = ("easy", "medium", "hard", "extreme")  # per tier; extreme: the techniques stall
PLACEMENTS = 4000  # the most ways of placing a unit's missing stars the confined technique tries
JOINT_WAYS = 400  # the most ways of a unit that joint placements read with another's


@dataclass(frozen=True)
class Found:
    """What a technique concludes (`stars`, `empty`) and all it reads."""

    technique: str  # "unit full: row 3 has its 2 stars" (the technique's kind before the colon)
    tier: int
    stars: tuple[Cell, ...]
    empty: tuple[Cell, ...]
    units: tuple[Unit, ...] = ()
    touching: tuple[Cell, ...] = ()  # the cells whose rule "no star next to a star here" it reads
    reads: tuple[Cell, ...] = ()  # the cells whose known state (a star or not) it reads


@lru_cache(maxsize=8)
def units_of(puzzle: StarBattle) -> tuple[tuple[Unit, tuple[Cell, ...]], ...]:
    """Every row, column and region with its cells that may hold a star (blocked cells left out)."""
    n = puzzle.size
    free = [[not puzzle.is_blocked(r, c) for c in range(n)] for r in range(n)]
    rows = [(("row", r), tuple((r, c) for c in range(n) if free[r][c])) for r in range(n)]
    columns = [(("column", c), tuple((r, c) for r in range(n) if free[r][c])) for c in range(n)]
    regions = [(("region", region), cells) for region, cells in sorted(puzzle.region_cells().items())]
    return (*rows, *columns, *regions)


def unit_name(unit: Unit) -> str:
    kind, index = unit
    return f"region {index}" if kind == "region" else f"{kind} {index + 1}"


def cell_name(cell: Cell) -> str:
    return f"r{cell[0] + 1}c{cell[1] + 1}"


def cells_text(cells: Iterable[Cell]) -> str:
    return ", ".join(cell_name(cell) for cell in cells)


def stars_text(count: int) -> str:
    return "1 star" if count == 1 else f"{count} stars"


@dataclass
class Position:
    """The known stars and empty cells of a puzzle; every other cell that may hold a star is open."""

    puzzle: StarBattle
    stars: set[Cell] = field(default_factory=set)
    empty: set[Cell] = field(default_factory=set)

    def is_open(self, cell: Cell) -> bool:
        return cell not in self.stars and cell not in self.empty and not self.puzzle.is_blocked(*cell)

    def neighbours(self, cell: Cell) -> list[Cell]:
        n, (r, c) = self.puzzle.size, cell
        around = ((r + dr, c + dc) for dr in (-1, 0, 1) for dc in (-1, 0, 1) if dr or dc)
        return [(q, d) for q, d in around if 0 <= q < n and 0 <= d < n]

    def split(self, cells: Sequence[Cell]) -> tuple[list[Cell], list[Cell], list[Cell]]:
        """A unit's stars, open cells and empty cells."""
        stars = [cell for cell in cells if cell in self.stars]
        empty = [cell for cell in cells if cell in self.empty]
        return stars, [cell for cell in cells if cell not in self.stars and cell not in self.empty], empty

    def apply(self, found: Found) -> None:
        self.stars.update(found.stars)
        self.empty.update(found.empty)

    def open_count(self) -> int:
        n = self.puzzle.size
        return sum(self.is_open((r, c)) for r in range(n) for c in range(n))


# -- tier 0: star neighbours, full units, last places ----------------------------------------------


def blocked(position: Position) -> list[Found]:
    """The blocked cells not yet known empty: they hold no star (the formula says so with no rule; their rows, which
    leave them out, are named only so that the step engine reads their cells)."""
    n, puzzle = position.puzzle.size, position.puzzle
    cells = [(r, c) for r in range(n) for c in range(n) if puzzle.is_blocked(r, c) and (r, c) not in position.empty]
    rows = tuple(dict.fromkeys(("row", r) for r, _ in cells))
    return [Found("blocked: a blocked cell holds no star", 0, (), tuple(cells), rows)] if cells else []


def star_neighbours(position: Position) -> list[Found]:
    """The first star with an open neighbour: the neighbours are empty."""
    for star in sorted(position.stars):
        around = [cell for cell in position.neighbours(star) if position.is_open(cell)]
        if around:
            text = f"star neighbours: the star in {cell_name(star)} rules out the cells around it"
            return [Found(text, 0, (), tuple(around), (), (star,), (star,))]
    return []


def unit_full(position: Position) -> list[Found]:
    """The first unit holding its S stars with open cells left: they are empty."""
    wanted = position.puzzle.stars
    for unit, cells in units_of(position.puzzle):
        stars, opens, _ = position.split(cells)
        if len(stars) == wanted and opens:
            text = f"unit full: {unit_name(unit)} has its {stars_text(wanted)}"
            return [Found(text, 0, (), tuple(opens), (unit,), (), tuple(stars))]
    return []


def last_places(position: Position) -> list[Found]:
    """The first unit with exactly as many open cells as stars missing: they are stars."""
    wanted = position.puzzle.stars
    for unit, cells in units_of(position.puzzle):
        stars, opens, empty = position.split(cells)
        missing = wanted - len(stars)
        if 0 < missing == len(opens):
            places = "its last place" if missing == 1 else f"its last {missing} places"
            text = f"last places: {unit_name(unit)} needs {stars_text(missing)} more in {places}"
            return [Found(text, 0, tuple(opens), (), (unit,), (), (*stars, *empty))]
    return []


# -- tier 1: confined units --------------------------------------------------------------------------


def confined(position: Position) -> list[Found]:
    """Per unit with its last star or few places (at most 2m+1 for m stars missing), what every placement of its
    missing stars agrees on."""
    return _placements(position, wide=False)


def placements(position: Position) -> list[Found]:
    """The same for the units with more places: an enumeration few people do by eye (a hard technique)."""
    return _placements(position, wide=True)


def _placements(position: Position, wide: bool) -> list[Found]:
    """Per unit, what every placement of its missing stars in its open cells (none touching) agrees on."""
    found = []
    for unit, cells in units_of(position.puzzle):
        stars, opens, empty = position.split(cells)
        missing = position.puzzle.stars - len(stars)
        if missing <= 0 or len(opens) <= missing or comb(len(opens), missing) > PLACEMENTS:
            continue
        if wide != (missing > 1 and len(opens) > 2 * missing + 1):
            continue
        ways = [set(way) for way in combinations(opens, missing) if not _touch(way)]
        if not ways:
            continue  # no completion: a position off every solution
        always = set.intersection(*ways)
        places = set(opens)
        near = dict.fromkeys([*opens, *(x for cell in opens for x in position.neighbours(cell) if position.is_open(x))])
        out = [
            x
            for x in near
            if x not in always and all(x not in way and (x in places or _touches(x, way)) for way in ways)
        ]
        if always or out:
            does = [f"puts a star in {cells_text(sorted(always))}"] if always else []
            does += [f"rules out {cells_text(out)}"] if out else []
            last = f"last {stars_text(missing)}" if missing > 1 else "last star"
            kind = "placements" if wide else "confined"
            text = (
                f"{kind}: every way to place {unit_name(unit)}'s {last} in its {len(opens)} places {' and '.join(does)}"
            )
            tier = 2 if wide else 1
            found.append(Found(text, tier, tuple(sorted(always)), tuple(out), (unit,), tuple(opens), (*stars, *empty)))
    return found


def joint_placements(position: Position) -> list[Found]:
    """Two units that share or touch open cells, read together: what every way of placing both units' missing stars
    (as many in each, the shared cells counting for both, none touching) agrees on (the first pair that tells).

    Cells are bits here (r * n + c): a way is a mask, and so are the cells it touches."""
    n, wanted = position.puzzle.size, position.puzzle.stars
    units: list[tuple[Unit, list[Cell], tuple[Cell, ...], list[tuple[int, int]], int, int]] = []
    for unit, cells in units_of(position.puzzle):
        stars, opens, empty = position.split(cells)
        missing = wanted - len(stars)
        if 0 < missing < len(opens) and comb(len(opens), missing) <= PLACEMENTS:
            fits = [way for way in combinations(opens, missing) if not _touch(way)]
            if len(fits) <= JOINT_WAYS:
                masked = [(_mask(way, n), _mask(_around(position, way), n)) for way in fits]
                touched = _mask(_around(position, opens), n)
                units.append((unit, opens, (*stars, *empty), masked, _mask(opens, n), touched))
    open_cells = _mask([(r, c) for r in range(n) for c in range(n) if position.is_open((r, c))], n)
    pairs = sorted(combinations(units, 2), key=lambda pair: len(pair[0][3]) * len(pair[1][3]))  # the cheapest first
    for (one, places, known, ways, mine, near_mine), (other, more, seen, others, theirs, near_theirs) in pairs:
        checkpoint()  # hundreds of pairs on a large board: the run's deadline bounds them
        shared = mine & theirs
        if not shared and not near_mine & theirs:
            continue
        by_shared: dict[int, list[tuple[int, int]]] = {}
        for mask, around in others:
            by_shared.setdefault(mask & shared, []).append((mask, around))
        both = mine | theirs
        opened = open_cells & (both | near_mine | near_theirs)
        always, ruled, any_way = both, opened, False  # what every joint way fills, and what every one rules out
        for mask, around in ways:
            for theirs_mask, near in by_shared.get(mask & shared, ()):
                if (theirs_mask & ~mask) & around:
                    continue  # a star of one touches a star of the other
                joint, reach = mask | theirs_mask, around | near
                any_way = True
                always &= joint
                ruled &= (both | reach) & ~joint
            if any_way and not always and not ruled:
                break  # nothing left that every way agrees on
        if not any_way:
            continue
        stars, out = _cells(always & both, n), _cells(ruled & opened, n)
        if stars or out:
            does = [f"puts a star in {cells_text(stars)}"] if stars else []
            does += [f"rules out {cells_text(out)}"] if out else []
            names = f"{unit_name(one)} and {unit_name(other)}"
            text = f"joint placements: every way to place the last stars of {names} together {' and '.join(does)}"
            reads = tuple(dict.fromkeys([*known, *seen]))
            touching = tuple(dict.fromkeys([*places, *more]))
            return [Found(text, 2, tuple(stars), tuple(out), (one, other), touching, reads)]
    return []


def _around(position: Position, cells: Iterable[Cell]) -> list[Cell]:
    return [x for cell in cells for x in position.neighbours(cell)]


def _mask(cells: Iterable[Cell], n: int) -> int:
    mask = 0
    for r, c in cells:
        mask |= 1 << (r * n + c)
    return mask


def _cells(mask: int, n: int) -> list[Cell]:
    out = []
    while mask:
        bit = mask & -mask
        out.append(divmod(bit.bit_length() - 1, n))
        mask ^= bit
    return out


def _touch(cells: Sequence[Cell]) -> bool:
    return any(max(abs(a[0] - b[0]), abs(a[1] - b[1])) <= 1 for a, b in combinations(cells, 2))


def _touches(cell: Cell, way: Collection[Cell]) -> bool:
    return any(max(abs(cell[0] - x[0]), abs(cell[1] - x[1])) <= 1 for x in way)


# -- tier 2: counting --------------------------------------------------------------------------------


def counting(position: Position) -> list[Found]:
    """counting.py's band and pair arguments on the open cells, and the band's converse; the fewest units first."""
    puzzle = position.puzzle
    regions = puzzle.region_cells()
    found = [_counted(position, deduction, regions) for deduction in deductions(puzzle, position.empty)]
    found = [f for f in found if f.empty] + converse_bands(position)
    return sorted(found, key=lambda f: len(f.units))


def _counted(position: Position, deduction: Deduction, regions: dict[int, tuple[Cell, ...]]) -> Found:
    """A band or pair Deduction as a finding: the lines and regions it counts, the regions' known empty cells."""
    axis = deduction.axis[:-1]  # "row" or "column"
    first, last = deduction.lines
    empty = tuple(sorted(cell for cell in deduction.empty if position.is_open(cell)))
    text = f"{deduction.technique}: {_band_text(deduction, position.puzzle.stars)}"
    members = [cell for region in deduction.regions for cell in regions[region]]
    reads = tuple(cell for cell in members if cell in position.empty)
    counted: tuple[Unit, ...] = tuple(("region", region) for region in deduction.regions)
    if deduction.technique == "pair":
        touching = tuple(cell for cell in members if cell not in position.empty)
        tier = 1 if position.puzzle.stars == 1 else 2  # one star: a region within one 2x2 block
        return Found(text, tier, (), empty, counted, touching, reads)
    lines: tuple[Unit, ...] = tuple((axis, line) for line in range(first, last + 1))
    return Found(text, 1 if len(lines) == 1 else 2, (), empty, (*lines, *counted), (), reads)


def _band_text(deduction: Deduction, stars: int) -> str:
    """A band as a reader says it ("region 2 lies within row 1, so it holds row 1's 2 stars"); a pair as counting.py
    words it."""
    if deduction.technique != "band":
        return deduction.reason(stars)
    first, last = deduction.lines
    if last == first:
        line = f"{deduction.axis[:-1]} {first + 1}"
        return f"region {deduction.regions[0]} lies within {line}, so it holds {line}'s {stars_text(stars)}"
    names = ", ".join(map(str, deduction.regions))
    lines = f"{deduction.axis} {first + 1}-{last + 1}"
    return f"regions {names} lie within {lines}, so they hold all {(last - first + 1) * stars} stars of {lines}"


def cell_may_star(position: Position, cell: Cell) -> bool:
    return cell in position.stars or position.is_open(cell)


def converse_bands(position: Position) -> list[Found]:
    """k consecutive rows (columns) whose cells not known empty lie in k regions: those regions' stars are all in
    them (the rows need k·S stars, and only those regions' cells can hold them), so their other cells are empty."""
    puzzle, n = position.puzzle, position.puzzle.size
    regions = puzzle.region_cells()
    found = []
    for axis in AXES:
        at: Callable[[int, int], Cell] = (lambda line, i: (line, i)) if axis == "rows" else (lambda line, i: (i, line))
        for first in range(n):
            inside: set[int] = set()
            for last in range(first, n):
                line = [at(last, i) for i in range(n)]
                inside.update(puzzle.regions[r][c] for r, c in line if cell_may_star(position, (r, c)))
                k = last - first + 1
                if len(inside) != k or k == n:
                    continue  # more regions than lines say nothing; fewer, no solution passes here
                band = {at(j, i) for j in range(first, last + 1) for i in range(n)}
                chosen = sorted(inside)
                empty = tuple(
                    cell for region in chosen for cell in regions[region] if cell not in band and position.is_open(cell)
                )
                if not empty:
                    continue
                lines = f"{axis} {first + 1}-{last + 1} have" if k > 1 else f"{axis[:-1]} {first + 1} has"
                names = f"regions {', '.join(map(str, chosen))}" if k > 1 else f"region {chosen[0]}"
                their = "their" if k > 1 else "its"
                where = f"{axis} {first + 1}-{last + 1}" if k > 1 else f"{axis[:-1]} {first + 1}"
                owners = "those regions'" if k > 1 else f"region {chosen[0]}'s"
                text = f"converse band: {lines} all {their} places in {names}, so {owners} stars all lie in {where}"
                units = (*((axis[:-1], j) for j in range(first, last + 1)), *(("region", region) for region in chosen))
                reads = tuple(sorted(cell for cell in band if cell in position.empty))
                found.append(Found(text, 1 if k == 1 else 2, (), empty, units, (), reads))
    return found


TIERS: tuple[Callable[[Position], list[Found]], ...] = (blocked, star_neighbours, unit_full, last_places)


def next_findings(position: Position) -> list[Found]:
    """The findings of the easiest technique that has one: tier 0 technique by technique; then confined units and
    the counting that reads one line and one region (a region within a line, a line within a region; with one star,
    a region within a 2x2 block), tier 1; then the rest of the counting, and last the wide and joint placements,
    tier 2."""
    for technique in TIERS:
        found = technique(position)
        if found:
            return found
    counted = counting(position)
    for found in (confined(position) + [f for f in counted if f.tier == 1], [f for f in counted if f.tier == 2]):
        if found:
            return found
    return placements(position) or joint_placements(position)


@dataclass
class TechniquePath:
    """What the techniques made of a puzzle alone: deductions per tier, and whether they finished it."""

    per_tier: list[int] = field(default_factory=lambda: [0, 0, 0])
    solved: bool = False
    left: int = 0  # the cells still open where they stalled

    @property
    def hardest(self) -> int:
        return max((tier for tier, count in enumerate(self.per_tier) if count), default=0)


def solve_by_techniques(puzzle: StarBattle) -> TechniquePath:
    """Apply the first finding of the easiest technique that has one, until none has (plain Python, no SAT)."""
    position = Position(puzzle)
    path = TechniquePath()
    while found := next_findings(position):
        checkpoint()  # the grade runs under the run's deadline, one deduction at a time
        position.apply(found[0])
        path.per_tier[found[0].tier] += 1
    path.left = position.open_count()
    path.solved = not path.left and all(len(position.split(cells)[0]) == puzzle.stars for _, cells in units_of(puzzle))
    return path


# Scores inside Star Battle's level bands (its cuts 15 / 35 / 60, steps.py): a tier's base plus a share per
# deduction of the hardest tier, kept below the next band; a puzzle the techniques leave open scores 60 plus the
# open cells per row.
BASES = (1.0, 15.0, 35.0, 60.0)
SPANS = (13.99, 19.99, 24.99, 1000.0)
PER_DEDUCTION = (0.1, 1.0, 1.0, 0.0)


def grade_of(path: TechniquePath, size: int) -> tuple[str, float]:
    """The level (the hardest tier the path needs; extreme where the techniques stall) and score."""
    if not path.solved:
        return LEVELS[3], round(BASES[3] + path.left / size, 3)
    tier = path.hardest
    return LEVELS[tier], round(BASES[tier] + min(SPANS[tier], PER_DEDUCTION[tier] * path.per_tier[tier]), 3)
