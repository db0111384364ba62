// The puzzle as the JSON schema of docs/formats.md, and the edits a setter makes to it.
// The page keeps this object as the single source of truth: every edit returns a new object,
// the server parses, checks and draws it. Nothing here decides anything about solutions.

/** "ABC" from 3, or the letters string as typed (upper-cased). */
export function letterRange(letters) {
  if (typeof letters === "string" && /^[A-Za-z]+$/.test(letters)) return letters.toUpperCase();
  const count = Math.max(1, Math.min(26, Number(letters) || 1));
  return Array.from({ length: count }, (_, k) => String.fromCharCode(65 + k)).join("");
}

/** The clue on a side as the text a setter types ("" for none). */
export function clueText(puzzle, side, index) {
  const clues = puzzle[side];
  if (clues == null) return "";
  const clue = clues[index];
  if (puzzle.type === "easyasabc") return clue === "." ? "" : clue;
  return clue ? String(clue) : "";
}

/** Set (or clear, with "") one clue; throws a one-line Error on a value the type cannot hold. */
export function setClue(puzzle, side, index, text) {
  const next = structuredClone(puzzle);
  const value = text.trim();
  if (puzzle.type === "easyasabc") {
    const letter = value === "" || value === "." ? "." : value.toUpperCase();
    if (letter !== "." && !puzzle.letters.includes(letter)) throw new Error(`clue ${value}: use one of ${puzzle.letters}`);
    const line = (next[side] || ".".repeat(puzzle.size)).split("");
    line[index] = letter;
    next[side] = line.join("");
    return next;
  }
  const number = value === "" || value === "." ? 0 : Number(value);
  const top = puzzle.max_height || puzzle.size;
  if (!Number.isInteger(number) || number < 0 || number > top) throw new Error(`clue ${value}: use a number 1..${top}`);
  next[side] = next[side] ? next[side].slice() : Array(puzzle.size).fill(0);
  next[side][index] = number;
  return next;
}

/** A given cell as the text a setter types ("" for unknown). */
export function givenText(puzzle, r, c) {
  if (!puzzle.givens) return "";
  const given = puzzle.givens[r][c];
  if (given === null || given === ".") return "";
  if (puzzle.type === "skyscrapers" && given === 0) return "-";
  return String(given);
}

/** Set (or clear) a given; "-" is a park (Skyscrapers) or a blank (Easy As ABC). */
export function setGiven(puzzle, r, c, text) {
  const next = structuredClone(puzzle);
  const n = puzzle.size;
  const value = text.trim();
  if (puzzle.type === "easyasabc") {
    const cell = value === "" || value === "." ? "." : value.toUpperCase();
    if (cell !== "." && cell !== "-" && !puzzle.letters.includes(cell)) {
      throw new Error(`cell ${value}: use one of ${puzzle.letters}, - for a blank`);
    }
    const givens = (next.givens || Array(n).fill(".".repeat(n))).map((row) => row.split(""));
    givens[r][c] = cell;
    const rows = givens.map((row) => row.join(""));
    next.givens = rows.every((row) => /^\.*$/.test(row)) ? null : rows;
    return next;
  }
  const top = puzzle.max_height || n;
  const cell = value === "" || value === "." ? null : value === "-" ? 0 : Number(value);
  if (cell !== null && (!Number.isInteger(cell) || cell < 1 || cell > top)) {
    throw new Error(`cell ${value}: use a height 1..${top}, - for a park`);
  }
  const givens = next.givens || Array.from({ length: n }, () => Array(n).fill(null));
  givens[r][c] = cell;
  next.givens = givens.every((row) => row.every((v) => v === null)) ? null : givens;
  return next;
}

/** Paint one Star Battle cell with a region id (-1 blocks it). */
export function paintRegion(puzzle, r, c, region) {
  const next = structuredClone(puzzle);
  next.regions[r][c] = region;
  return next;
}

/** An empty position (what the solver in "solve" mode fills), in the solution's shape. */
export function emptyPosition(puzzle) {
  return Array.from({ length: puzzle.size }, () => Array(puzzle.size).fill(null));
}

/** Read what a solver typed into a cell: a value of the solution's shape, or null to clear it. */
export function positionValue(puzzle, text) {
  const value = text.trim();
  if (value === "" || value === ".") return null;
  if (puzzle.type === "starbattle") {
    if (value === "*" || value === "1") return 1;
    if (value === "-" || value === "0" || value.toLowerCase() === "x") return 0;
    throw new Error(`cell ${value}: use * for a star, - for none`);
  }
  if (puzzle.type === "easyasabc") {
    const cell = value.toUpperCase();
    if (cell === "-" || puzzle.letters.includes(cell)) return cell;
    throw new Error(`cell ${value}: use one of ${puzzle.letters}, - for a blank`);
  }
  const top = puzzle.max_height || puzzle.size;
  const height = value === "-" ? 0 : Number(value);
  if (Number.isInteger(height) && height >= 0 && height <= top) return height;
  throw new Error(`cell ${value}: use a height 1..${top}, - for a park`);
}

/** The position as the API takes it: solution-shaped, strings with "." for Easy As ABC. */
export function positionForApi(puzzle, position) {
  if (puzzle.type !== "easyasabc") return position;
  return position.map((row) => row.map((v) => (v === null ? "." : v)).join(""));
}
