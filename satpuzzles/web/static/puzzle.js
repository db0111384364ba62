// The puzzle as the JSON schema of docs/formats.md, and the solver's own entries beside it.
// The page keeps this object as the single source of truth: an edit goes to /api/edit, which asks the
// type's editor and returns a new object; the server parses, checks and draws it. Nothing here knows a type.

/** [rows, columns] of a puzzle's grid, from its JSON (`size`, or `rows` and `columns` / `cols`). */
export function gridShape(puzzle) {
  return [puzzle.rows ?? puzzle.size, puzzle.columns ?? puzzle.cols ?? puzzle.size];
}

/** An empty position (what the solver in "solve" mode fills), in the solution's shape. */
export function emptyPosition(puzzle) {
  const [rows, columns] = gridShape(puzzle);
  return Array.from({ length: rows }, () => Array(columns).fill(null));
}

/** The tokens the solver typed, one per cell ("" where empty), beside the position's values. */
export function emptyEntries(puzzle) {
  const [rows, columns] = gridShape(puzzle);
  return Array.from({ length: rows }, () => Array(columns).fill(""));
}

/** What a slot holds as the setter typed it, from the server's `slots` ("" when unknown or empty). */
export function slotText(slots, target) {
  if (!slots) return "";
  if (target.kind === "clue") return slots.clues?.[target.side]?.[target.index] ?? "";
  return slots.cells?.[target.row]?.[target.col] ?? "";
}

/** The slot as /api/edit takes it: {"cell": [r, c]} or {"clue": [side, index]}. */
export function slotForApi(target) {
  return target.kind === "clue" ? { clue: [target.side, target.index] } : { cell: [target.row, target.col] };
}

/** The token after `current` in a click cycle (the first when `current` is not in it). */
export function nextInCycle(cycle, current) {
  return cycle[(cycle.indexOf(current) + 1) % cycle.length];
}

/** The paint token of the next region not on the map (the "new region" tool): the type's editor names the
 *  JSON field of its region map and the mark a region token starts with (GET /api/types). */
export function nextRegion(puzzle, editor) {
  const map = puzzle?.[editor.regions];
  const numbers = Array.isArray(map) ? map.flat().filter((value) => Number.isInteger(value)) : [];
  return `${editor.region_mark}${numbers.length ? Math.max(...numbers) + 1 : 0}`;
}
