"""The console's API as plain functions: a request's JSON object in, the reply's out (docs/web-api.md).

Each runs in a worker thread with its Job (an engine and a deadline) and calls the library exactly as the
CLI's command does; the reply is that command's `--json` object with the fields the page adds.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from satpuzzles.cnf import DEFAULT_ENCODING
from satpuzzles.deadline import Timeout, active
from satpuzzles.dimacs import export_cnf
from satpuzzles.errors import GaveUp, PuzzleError, SatPuzzlesError
from satpuzzles.errors import shown as quoted
from satpuzzles.explain import Explanation, explain_with, explanation_json
from satpuzzles.explain.picture import grid_shape
from satpuzzles.explain.result import PARTS
from satpuzzles.explain.run import ASKED
from satpuzzles.formats import dumps, loads
from satpuzzles.formats.puzzlink import write_url
from satpuzzles.generate import Level
from satpuzzles.generate import generate as generate_puzzles
from satpuzzles.generate import grade as grade_puzzle
from satpuzzles.puzzles import Puzzle, all_types, get_type, type_of
from satpuzzles.solving import Status
from satpuzzles.solving.limits import require_fits
from satpuzzles.steps import hint_json, hint_with, path_json, steps_with
from satpuzzles.steps.search import Step
from satpuzzles.steps.state import position_model
from satpuzzles.steps.wording import step_words
from satpuzzles.typekit.explaining import Switch
from satpuzzles.typekit.generating import Options, checked_values
from satpuzzles.typekit.grid import SIDES
from satpuzzles.typekit.spec import PuzzleSpec
from satpuzzles.typekit.stepping import StepModel
from satpuzzles.web.drafts import Draft, draft_after, draft_of, draft_of_text, draft_reply, slots_of
from satpuzzles.web.fields import grid_of, int_of, names_of, object_of, puzzle_of, text_of
from satpuzzles.web.pictures import mark, picture
from satpuzzles.web.work import Job

MAX_FIXES, MAX_CONFLICTS = 20, 5  # defaults: a page lists that many; each costs solver calls
SHADING_SKIPS = {"closest", "fixes", "redundant", "conflicts"}


def types(job: Job) -> dict[str, Any]:
    """Every type with what the page's forms and editing need: its generator options, whether it makes a
    blank board, how a click on the board edits it, and its samples (the page's examples)."""
    listed = []
    for kind in all_types():
        options = kind.generator.options if kind.generator else ()
        editor = kind.editor
        listed.append(
            {
                "name": kind.name,
                "title": kind.title or kind.name,
                "aliases": list(kind.aliases),
                "samples": [{"name": sample.name, "text": sample.text} for sample in kind.samples],
                "generates": kind.generator is not None,
                "blank": kind.generator is not None and kind.generator.blank is not None,
                "editor": None
                if editor is None
                else {
                    "clues": editor.put_clue is not None,
                    "paint": editor.paint,
                    "cycle": list(editor.cycle),
                    "lines": list(editor.lines),
                    "regions": editor.regions,
                    "region_mark": editor.region_mark,
                },
                "unsupported": unsupported(kind),
                "options": [
                    {
                        "name": o.name,
                        "flag": o.flag,
                        "kind": o.kind.__name__,
                        "help": o.help,
                        "minimum": o.minimum,
                        "maximum": o.maximum,
                    }
                    for o in options
                ],
            }
        )
    return {"types": listed, "difficulties": [level.value for level in Level], "timeout": job.seconds}


def parse(body: dict[str, Any], job: Job) -> dict[str, Any]:
    """Any text the CLI reads (one puzzle) as its JSON object, with its puzz.link URL and picture."""
    text = text_of(body, "text")
    assert text is not None
    try:
        records = loads(text, text_of(body, "format", required=False), text_of(body, "type", required=False), "text")
    except PuzzleError:
        draft = draft_of_text(text)  # a region map half painted, as the page's address keeps it
        if draft is None:
            raise
        return draft_reply(draft)
    if len(records) != 1:
        raise PuzzleError(f"holds {len(records)} puzzles; the console shows one", source="text")
    record = records[0]
    reply = described(record.puzzle)
    kind = type_of(record.puzzle)
    reply["solution"] = None if record.solution is None else kind.codec.solution_to_json(record.solution)
    reply["warnings"] = kind.checker.warnings(record.puzzle)
    return reply


def blank(body: dict[str, Any], job: Job) -> dict[str, Any]:
    """An empty puzzle of a type and size: the generator's blank, from the same options as `generate`."""
    name = text_of(body, "type")
    assert name is not None
    kind = get_type(name)
    size = int_of(body, "size", None, 1, 100)
    if size is None:
        raise PuzzleError("expected a whole number from 1 to 100", where="size")
    if kind.generator is None or kind.generator.blank is None:
        raise PuzzleError(f"{kind.name} makes no blank board; open a puzzle of it instead", where="type")
    try:
        values = checked_values(kind.name, kind.generator.options, object_of(body, "options"))
        puzzle = kind.generator.blank(Options(kind.name, size, values=values))
    except PuzzleError as error:
        raise error.located(where="options") from None
    return {**described(puzzle), "solution": None, "warnings": []}


def edit(body: dict[str, Any], job: Job) -> dict[str, Any]:
    """Slots typed into, as the type's editor reads them: cells or clues of the puzzle (Set mode), or with
    `"solve": true` cells of a solver's position, whose values come back (Solve mode).

    One slot is `"cell"` or `"clue"` with `"text"`; a stroke (a drag over many cells) is `"slots"`, a list of
    such objects, put one after another as one edit. A region map left in between (too many regions, one too
    small) is kept as a draft (satpuzzles/web/drafts.py), and so is edited further."""
    kind, data, shape = editable(body)
    editor = kind.editor
    if editor is None:
        raise PuzzleError(f"the console does not edit {kind.name} puzzles", where="puzzle")
    solving = body.get("solve") is True
    many = body.get("slots")
    if many is not None and not (isinstance(many, list) and many and all(isinstance(one, dict) for one in many)):
        raise PuzzleError('expected a list of {"cell": [r, c], "text": TEXT} objects', where="slots")
    values = []
    for one in many or [body]:
        text = text_of(one, "text")
        assert text is not None
        cell, clue = one.get("cell"), one.get("clue")
        if cell is not None:
            place = cell_of(cell, shape)
            if solving:
                values.append(editor.entry(data, text))
                continue
            data = editor.put_cell(data, (place[0], place[1]), text)
        elif clue is not None and editor.put_clue is not None and not solving:
            side, index = clue_of(clue, shape)
            data = editor.put_clue(data, str(side), int(index), text)
        else:
            raise PuzzleError("expected a cell [row, column], or a clue [side, index] where the type has clues")
    if solving:
        return {"value": values[0]} if many is None else {"values": values}
    try:
        edited = kind.codec.from_json(data)
    except PuzzleError as error:
        draft = draft_after(kind, data, error)  # the model's refusal, not asked again
        if draft is None:
            raise error.located(where="text") from None
        return draft_reply(draft)
    return described(edited)


def editable(body: dict[str, Any]) -> tuple[PuzzleSpec[Any, Any], dict[str, Any], tuple[int, int]]:
    """The type, JSON and grid shape an edit starts from: a puzzle, or a draft an earlier edit kept."""
    try:
        puzzle = puzzle_of(body)
    except PuzzleError:
        draft: Draft | None = draft_of(body.get("puzzle"))
        if draft is None:
            raise
        return draft.kind, draft.data, draft.shape
    kind = type_of(puzzle)
    return kind, kind.codec.to_json(puzzle), grid_shape(puzzle)


def unsupported(kind: PuzzleSpec[Any, Any]) -> dict[str, str]:
    """What the console cannot do with a type, each with the reason a disabled button gives on hover."""
    title = kind.title or kind.name
    reasons = {
        "blank": None if kind.generator and kind.generator.blank else f"{title} makes no blank board; open one",
        "generate": None if kind.generator else f"{title} has no generator",
        "steps": None if kind.stepper else f"{title} has no step-by-step solver (no hints, steps or grade)",
        "explain": None if kind.explainer else f"{title} has no explainer (no fixes, redundant clues or conflicts)",
        "edit": None if kind.editor else f"the console does not edit {title} puzzles",
        "puzzlink": None if kind.puzzlink else f"puzz.link has no {title}",
    }
    return {feature: reason for feature, reason in reasons.items() if reason is not None}


def cell_of(value: Any, shape: tuple[int, int]) -> tuple[int, int]:
    """A cell [row, column] inside a grid of `shape` (rows, columns)."""
    if not (isinstance(value, list) and len(value) == 2 and all(type(v) is int for v in value)):
        raise PuzzleError("expected [row, column]", where="cell")
    (row, column), (rows, columns) = value, shape
    if not (0 <= row < rows and 0 <= column < columns):
        raise PuzzleError(f"expected [row, column] inside the {rows}x{columns} grid", where="cell")
    return row, column


def clue_of(value: Any, shape: tuple[int, int]) -> tuple[str, int]:
    """A clue slot [side, index] beside a grid of `shape` (rows, columns)."""
    if not (isinstance(value, list) and len(value) == 2 and type(value[1]) is int):
        raise PuzzleError("expected [side, index]", where="clue")
    side, index = value
    if side not in SIDES:
        raise PuzzleError(f"expected a side ({', '.join(SIDES)}), found {quoted(side)}", where="clue")
    length = shape[1] if side in ("top", "bottom") else shape[0]
    if not 0 <= index < length:
        raise PuzzleError(f"expected [side, index] with an index from 0 to {length - 1}", where="clue")
    return side, index


def slots(puzzle: Puzzle) -> dict[str, Any] | None:
    """What each cell and clue slot holds as its editor shows it (the text a click starts from), or None."""
    kind = type_of(puzzle)
    editor = kind.editor
    return None if editor is None else slots_of(editor, kind.codec.to_json(puzzle), grid_shape(puzzle))


def check(body: dict[str, Any], job: Job) -> dict[str, Any]:
    """`explain --json`, with the solution, the undecided cells, the fixes applied and the marked picture."""
    started = time.perf_counter()
    puzzle = puzzle_of(body)
    require_fits(puzzle, DEFAULT_ENCODING, job.engine.max_clauses)
    skip = set(names_of(body, "skip"))
    explanation = shading(job, puzzle, status_only="forced" in skip) if skip >= SHADING_SKIPS else None
    if explanation is None:
        explanation = explain_with(
            job.engine,
            puzzle,
            deadline=job.deadline,
            max_fixes=int_of(body, "max_fixes", MAX_FIXES, 1, 1000),
            max_conflicts=int_of(body, "max_conflicts", MAX_CONFLICTS, 1, 100),
            skip=sorted(skip - {"forced"}),
            kept=job.explanations,
        )
    kind = type_of(puzzle)
    reply = explanation_json(None, explanation)
    explainer = None
    for fix, shown in zip(explanation.fixes, reply["fixes"], strict=True):
        if explainer is None:
            explainer = kind.explainer(puzzle, DEFAULT_ENCODING, None) if kind.explainer else None
        shown["action"] = fix.hint.action or fix.hint.name
        shown["marks"] = [mark("fix", fix.hint.cells, [fix.hint.clue] if fix.hint.clue else [])]
        fixed = None if explainer is None else explainer.with_hint(fix.hint)
        shown["puzzle"] = None if fixed is None else kind.codec.to_json(fixed)
        shown["slots"] = None if fixed is None else slots(fixed)  # the preview labels cells as the fix leaves them
    unique = explanation.status is Status.UNIQUE
    undecided = explanation.undecided()
    marks = [mark("undecided", undecided)] if undecided else []
    if explanation.differences:
        marks.append(mark("differs", explanation.differences))
    conflict_marks = [
        mark(f"conflict-{number}", cells(conflict), clues(conflict))
        for number, conflict in enumerate(explanation.conflicts, start=1)
    ]
    for one in conflict_marks:  # each set its own colour (conflict-N) over the common class
        marks += [{**one, "class": "conflict"}, one]
    if explanation.redundant:
        marks.append(mark("redundant", cells(explanation.redundant), clues(explanation.redundant)))
    reply |= {
        "redundant_names": [hint.name for hint in explanation.redundant],
        "redundant_marks": [mark("redundant", cells([hint]), clues([hint])) for hint in explanation.redundant],
        "conflict_names": [[part.name for part in conflict] for conflict in explanation.conflicts],
        "conflict_marks": conflict_marks,
        "timed_out": explanation.timed_out,
        "solution": solution_json(puzzle, explanation.forced) if unique and explanation.forced else None,
        "undecided": [list(cell) for cell in undecided],
        "marks": marks,
        "url": url_of(puzzle),
        "slots": slots(puzzle),
        "svg": picture(puzzle, explanation.forced, marks),
        "elapsed_ms": elapsed_ms(started),
    }
    return reply


def shading(job: Job, puzzle: Puzzle, *, status_only: bool = False) -> Explanation | None:
    """What shades the board when the puzzle is unique (all cells decided), unsat or out of time, from the
    engine's kept session as `solve` finds it. With several solutions: None (explain finds `forced`), or with
    `status_only` the status alone, `forced` not computed: the page says "several" as soon as it is proven."""
    started = time.perf_counter()
    result = job.engine.solve(puzzle, deadline=job.deadline)
    if result.status is Status.MULTIPLE and not status_only:
        return None
    explanation = Explanation(puzzle, result.status, timed_out=result.status is Status.TIMEOUT)
    for part in PARTS:  # as explain marks them: what the status does not ask for is complete
        explanation.complete[part] = part not in ASKED.get(result.status, PARTS)
    if result.status is Status.UNIQUE:
        explanation.forced = [list(row) for row in result.solutions[0]]
        explanation.complete["forced"] = True
    explanation.stats.seconds = time.perf_counter() - started
    return explanation


def hint(body: dict[str, Any], job: Job) -> dict[str, Any]:
    """`hint --json` from the position in "state", with the step's marks and the position drawn."""
    started = time.perf_counter()
    puzzle = puzzle_of(body)
    rows, columns = grid_shape(puzzle)
    require_fits(puzzle, DEFAULT_ENCODING, job.engine.max_clauses)
    with stoppable(job):  # the step model reads the position and then serves the hint: built once, stoppable
        model = position_model(puzzle, "state", job.engine.max_clauses)
        state = grid_of(puzzle, body, "state", model) or [[None] * columns for _ in range(rows)]
        found = hint_with(job.engine, puzzle, state, timeout=job.remaining(), model=model)
    reply = hint_json(None, found)
    marks = step_marks(found.step) if found.step is not None else []
    if found.wrong:
        marks = [mark("wrong", found.wrong)]
    if found.step is not None:
        reply["step"]["marks"] = marks
        if found.model is not None:
            reply["step"]["words"] = step_words(found.model, found.step)
    candidates = None if found.model is None else candidate_values(found.model)
    filled = [[None if isinstance(value, list) else value for value in row] for row in state]  # marks not drawn
    drawn = picture(puzzle, filled, marks)
    return reply | {"candidates": candidates, "marks": marks, "svg": drawn, "elapsed_ms": elapsed_ms(started)}


def steps(body: dict[str, Any], job: Job) -> dict[str, Any]:
    """`steps --json`, each step with its marks, and the solution."""
    started = time.perf_counter()
    puzzle = puzzle_of(body)
    require_fits(puzzle, DEFAULT_ENCODING, job.engine.max_clauses)
    with stoppable(job):
        path = steps_with(job.engine, puzzle, timeout=job.remaining())
    reply = path_json(None, path)
    for step, shown in zip(path.steps, reply["steps"], strict=True):
        shown["marks"] = step_marks(step)
        if path.model is not None:
            shown["words"] = step_words(path.model, step)
    solution = None if path.solution is None else type_of(puzzle).codec.solution_to_json(path.solution)
    candidates = None if path.model is None else candidate_values(path.model)
    return reply | {"solution": solution, "candidates": candidates, "elapsed_ms": elapsed_ms(started)}


def candidate_values(model: StepModel) -> list[list[list[Any]]]:
    """Per cell (rows of cells), the values it may take before any step: the page's pencil marks start there."""
    values = [[option.value for option in cell] for cell in model.cell_values()]
    return [values[row * model.columns : (row + 1) * model.columns] for row in range(model.rows)]


def grade(body: dict[str, Any], job: Job) -> dict[str, Any]:
    """`grade --json`."""
    started = time.perf_counter()
    puzzle = puzzle_of(body)
    method = text_of(body, "method", required=False) or "steps"
    with stoppable(job):
        graded = grade_puzzle(puzzle, timeout=job.remaining(), method=method, max_clauses=job.engine.max_clauses)
    return {"id": None, "type": type_of(puzzle).name, **graded.as_dict(), "elapsed_ms": elapsed_ms(started)}


@contextmanager
def stoppable(job: Job) -> Iterator[None]:
    """The job's deadline as the active one, so that a cancel stops the step search at its next solver call.

    The search itself turns the deadline into a timeout status; one that passes while the step model is
    still being compiled (before any search) is a GaveUp, as in generate.
    """
    try:
        with active(job.deadline):
            yield
    except Timeout:
        raise GaveUp(f"stopped at the time limit ({job.seconds:g} s) before the step search began") from None


def generate(body: dict[str, Any], job: Job) -> dict[str, Any]:
    """The JSON line `generate` writes, one attempt at a time until one meets the difficulty or time runs out.

    The library's generator has no time limit of its own; an attempt is one puzzle index of the run
    (seed, index in "generation" reproduce it), and each attempt's compiling stops at the deadline.
    """
    started = time.perf_counter()
    name = text_of(body, "type")
    assert name is not None
    size = int_of(body, "size", None, 1, 30)
    if size is None:
        raise PuzzleError("expected a whole number from 1 to 30", where="size")
    seed = body.get("seed")
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, (int, str))):
        raise PuzzleError(f"expected a number or a string, found {quoted(seed)}", where="seed")
    choices = object_of(body, "options")
    difficulty = text_of(body, "difficulty", required=False)
    seed = secrets.randbelow(2**32) if seed is None else seed  # one run: attempt k is its puzzle k
    index = 0
    with active(job.deadline):
        while True:
            try:
                made = next(
                    generate_puzzles(
                        name,
                        size,
                        seed=seed,
                        start=index,
                        difficulty=difficulty,
                        graded=True,  # the page shows the grade
                        attempts=1,
                        max_clauses=job.engine.max_clauses,
                        **choices,
                    )
                )
                break
            except GaveUp:
                if job.deadline.expired():
                    raise GaveUp(f"{missed(difficulty, size, job.seconds)} ({index + 1} attempts)") from None
                index += 1
            except Timeout:
                raise GaveUp(missed(difficulty, size, job.seconds)) from None
    reply = made.to_json()
    return reply | described(made.puzzle) | {"id": made.id, "elapsed_ms": elapsed_ms(started)}


def missed(difficulty: str | None, size: int, seconds: float) -> str:
    """Why generation gave up, and what to change (the page shows it as the request's one line)."""
    if difficulty is None:
        return f"no such puzzle within the time limit ({seconds:g} s): allow more time or try a smaller size"
    return (
        f"no such puzzle within the time limit ({seconds:g} s): none of size {size} graded {difficulty} in time; "
        "allow more time, or try another size or difficulty"
    )


def export(body: dict[str, Any], job: Job) -> dict[str, Any]:
    """Every output format as text; a format that cannot say the puzzle is null with its reason."""
    puzzle = puzzle_of(body)
    stored = None
    if body.get("solution") is not None:
        try:
            stored = type_of(puzzle).codec.solution_from_json(puzzle, body["solution"])
        except PuzzleError as error:
            raise error.located(where="solution") from None
    reply: dict[str, Any] = {}
    errors: dict[str, str] = {}
    writers: dict[str, Callable[[], str]] = {
        "puzzlink": lambda: dumps(puzzle, "puzzlink").strip(),
        "tatham": lambda: dumps(puzzle, "tatham").strip(),
        "text": lambda: dumps(puzzle, "text", stored),
        "json": lambda: dumps(puzzle, "json", stored),
        "dimacs": lambda: export_cnf(puzzle, max_clauses=job.engine.max_clauses),
        "svg": lambda: picture(puzzle, stored),
    }
    for name, write in writers.items():
        try:
            reply[name] = write()
        except SatPuzzlesError as error:
            reply[name] = None
            errors[name] = str(error)
    return reply | {"errors": errors}


def render(body: dict[str, Any], job: Job) -> dict[str, Any]:
    puzzle = puzzle_of(body)
    marks = body.get("highlights") or []
    if not isinstance(marks, list) or not all(valid_mark(one) for one in marks):
        raise PuzzleError(
            'expected a list of {"class": NAME, "cells": [[r, c], ...], "clues": [[side, index], ...]}',
            where="highlights",
        )
    solution = None
    if body.get("solution") is not None:  # its values are checked against the step model, built only then
        require_fits(puzzle, DEFAULT_ENCODING, job.engine.max_clauses)
        with stoppable(job):
            solution = grid_of(puzzle, body, "solution", position_model(puzzle, "solution", job.engine.max_clauses))
    return {"svg": picture(puzzle, solution, marks)}


def described(puzzle: Puzzle) -> dict[str, Any]:
    """The puzzle's JSON object, type, size, puzz.link URL (or why none) and picture."""
    kind = type_of(puzzle)
    data = kind.codec.to_json(puzzle)
    reply = {
        "puzzle": data,
        "type": kind.name,
        "size": puzzle.size,
        "url": None,
        "svg": picture(puzzle, None),
        "slots": slots(puzzle),
    }
    try:
        reply["url"] = write_url(puzzle)
    except SatPuzzlesError as error:
        reply["url_error"] = str(error)
    return reply


def url_of(puzzle: Puzzle) -> str | None:
    try:
        return write_url(puzzle)
    except SatPuzzlesError:
        return None


def step_marks(step: Step) -> list[dict[str, Any]]:
    return [
        mark("clue-used", (), clues(step.groups)),
        mark("reason", cells(step.groups)),
        mark("fact", [fact.cell for fact in step.reasons]),
        mark("excluded", sorted({fact.cell for fact in step.excluded})),
        mark("decided", [fact.cell for fact in step.decided]),
    ]


def cells(switches: list[Switch] | tuple[Switch, ...]) -> list[tuple[int, int]]:
    return sorted({cell for switch in switches for cell in switch.cells})


def clues(switches: list[Switch] | tuple[Switch, ...]) -> list[tuple[str, int]]:
    return sorted({switch.clue for switch in switches if switch.clue is not None})


def valid_mark(one: Any) -> bool:
    if not isinstance(one, dict) or not isinstance(one.get("class"), str):
        return False
    cell_list, clue_list = one.get("cells", []), one.get("clues", [])
    return (
        isinstance(cell_list, list)
        and all(isinstance(c, list) and len(c) == 2 and all(type(v) is int for v in c) for c in cell_list)
        and isinstance(clue_list, list)
        and all(isinstance(c, list) and len(c) == 2 and type(c[1]) is int for c in clue_list)
    )


def solution_json(puzzle: Puzzle, grid: list[list[Any]]) -> Any:
    """A full grid of cell values as the type's solution JSON (`solve --json`'s: rows as lists, or as strings
    where the type writes them so)."""
    codec = type_of(puzzle).codec
    for rows in ([list(row) for row in grid], ["".join(map(str, row)) for row in grid]):
        try:
            return codec.solution_to_json(codec.solution_from_json(puzzle, rows))
        except PuzzleError:
            continue
    raise PuzzleError("the solution has no JSON form", where="solution")


def elapsed_ms(started: float) -> float:
    return round((time.perf_counter() - started) * 1000, 1)
