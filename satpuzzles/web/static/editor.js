// Editing on the board as the puzz.link editor does it: the board takes the focus, a cursor walks the cells
// and the clue slots around the grid, keys type into the cursor's slot, and a drag paints every cell it
// passes (a region, shading, or a line through the cells' centres) as one edit. Nothing here knows a type:
// what a slot takes comes from the type's editor in GET /api/types (clues, paint, cycle, lines).

import { slotPosition, targetAt } from "./board.js";
import { gridShape, nextInCycle } from "./puzzle.js";

const MOVES = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
const DIRECTIONS = { "-1,0": "n", "1,0": "s", "0,-1": "w", "0,1": "e" };

const sameTarget = (a, b) =>
  Boolean(a && b) && a.kind === b.kind && a.row === b.row && a.col === b.col && a.side === b.side && a.index === b.index;

export class BoardEditor {
  /**
   * holder: the board's element (it takes the focus); board: the Board drawing in it; page: what the page
   * lends the editor —
   *   context() -> {puzzle, mode, editor} (editor: the type's entry of GET /api/types, or null),
   *   text(target) -> what the slot holds now, as typed,
   *   put(target, text, {quiet}) -> Promise<boolean | null>: one slot typed (false: refused; null: dropped, the
   *     puzzle it was typed on left the board),
   *   paint(cells, text): one stroke's cells given the same text, one edit,
   *   lines(pieces): one stroke's line pieces ({cell: [r, c], text}), one edit,
   *   paintToken() -> the paint box's token (Set mode on types that paint),
   *   openInput(target): the text box over a slot, for a long token.
   */
  constructor(holder, board, page) {
    this.holder = holder;
    this.board = board;
    this.page = page;
    this.cursor = null;
    this.typed = null; // {target, text}: what the keys typed into the cursor's slot since it moved there
    this.stroke = null; // the drag in progress: {kind: "paint" | "line", token, cells: [target...]}
    holder.tabIndex = 0;
    holder.addEventListener("keydown", (event) => this.key(event));
    holder.addEventListener("pointerdown", (event) => this.press(event));
    holder.addEventListener("pointermove", (event) => this.move(event));
    holder.addEventListener("pointerup", () => this.release());
    holder.addEventListener("pointercancel", () => this.release());
    holder.addEventListener("focus", () => {
      if (!this.cursor && this.page.context().puzzle) this.moveTo({ kind: "cell", row: 0, col: 0 });
    });
  }

  /** The page's own marks on a fresh picture: the cursor and the stroke being drawn. */
  decorate() {
    const { puzzle, mode, editor } = this.page.context();
    if (puzzle && mode === "solve" && editor?.lines.length) this.stubs(gridShape(puzzle), editor.lines);
    if (this.cursor) this.board.mark(this.cursor, "cursor");
    const cells = this.stroke?.cells || [];
    if (this.stroke?.kind === "line") cells.slice(1).forEach((cell, k) => this.board.line(cells[k], cell, "stroke"));
    else for (const cell of cells) this.board.mark(cell, "stroke");
  }

  /** The lone line ends typed or drawn that are no piece of the type: half a line from the cell's centre. */
  stubs([rows, columns], pieces) {
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < columns; col += 1) {
        const text = this.page.text({ kind: "cell", row, col });
        if (text.length !== 1 || pieces.includes(text)) continue;
        const step = Object.entries(DIRECTIONS).find(([, letter]) => letter === text);
        if (!step) continue;
        const [dr, dc] = step[0].split(",").map(Number);
        this.board.line({ row, col }, { row: row + dr, col: col + dc }, "stub", true);
      }
    }
  }

  /** Forget the cursor (a new puzzle, maybe another size). */
  reset() {
    this.cursor = null;
    this.typed = null;
    this.stroke = null;
  }

  moveTo(target) {
    if (!sameTarget(target, this.cursor)) this.typed = null;
    this.cursor = target;
    this.board.unmark("cursor");
    this.board.mark(target, "cursor");
    this.holder.dataset.cursor = target.kind === "cell" ? `${target.row},${target.col}` : `${target.side},${target.index}`;
  }

  /** Clue slots take the cursor in Set mode on types with clues around the grid. */
  cluesOpen() {
    const { mode, editor } = this.page.context();
    return mode === "set" && Boolean(editor?.clues);
  }

  /** The slot one step from `target` (skipping nothing: corners hold no clue), or null off the board. */
  neighbour(target, [dr, dc]) {
    const shape = gridShape(this.page.context().puzzle);
    const { row, col } = slotPosition(target, ...shape);
    const next = targetAt(row + dr, col + dc, ...shape);
    return next && (next.kind === "cell" || this.cluesOpen()) ? next : null;
  }

  key(event) {
    const { puzzle, mode, editor } = this.page.context();
    if (!puzzle || !editor || event.ctrlKey || event.metaKey || event.altKey) return;
    if (!this.cursor) this.moveTo({ kind: "cell", row: 0, col: 0 });
    const target = this.cursor;
    if (event.key in MOVES) {
      const next = this.neighbour(target, MOVES[event.key]);
      if (next && event.shiftKey && mode === "solve" && editor.lines?.length && target.kind === "cell") {
        // Shift+arrow draws the line from the cursor's cell to the next one, as a drag over the two would.
        this.page.lines(linePieces([target, next], (cell) => this.page.text(cell), editor.lines));
      }
      if (next) this.moveTo(next);
      event.preventDefault();
    } else if (event.key === "Backspace" || event.key === "Delete") {
      this.typed = null;
      this.page.put(target, "");
      event.preventDefault();
    } else if (event.key === "Enter") {
      this.page.openInput(target);
      event.preventDefault();
    } else if (event.key === " " && mode === "solve" && editor.cycle.length && target.kind === "cell") {
      this.page.put(target, nextInCycle(editor.cycle, this.page.text(target)));
      event.preventDefault();
    } else if (event.key.length === 1 && event.key !== " ") {
      this.type(target, event.key);
      event.preventDefault();
    }
  }

  /** A key typed into a slot: it extends what was typed there since the cursor came (1 then 0 is 10), or, where
   *  the type refuses the longer token, starts again from the key alone. */
  async type(target, key) {
    const before = this.typed && sameTarget(this.typed.target, target) ? this.typed.text : "";
    const longer = before + key;
    const mine = { target, text: longer };
    this.typed = mine;
    const taken = before ? await this.page.put(target, longer, { quiet: true }) : await this.page.put(target, key);
    if (taken !== false) return; // taken, or dropped with the puzzle it was typed on (null)
    // Refused alone too: kept as typed, so that the next key may make a token of it (n then s is "ns"); unless
    // keys typed or a cursor moved while the server answered, which are newer than this key.
    if (this.typed === mine) this.typed = { target, text: key };
    if (before) await this.page.put(target, key);
  }

  // ------------------------------------------------------------ the pointer

  press(event) {
    if (event.button !== 0) return;
    const target = this.board.locate(event);
    const { puzzle, mode, editor } = this.page.context();
    if (!target || !puzzle || !editor) return;
    event.preventDefault(); // keep the focus on the board, and no text selection while dragging
    this.holder.focus({ preventScroll: true });
    this.moveTo(target);
    if (target.kind !== "cell") return;
    if (mode === "set" && editor.paint) {
      this.begin("paint", this.page.paintToken(), target, event);
    } else if (mode === "solve" && editor.lines?.length) {
      this.begin("line", "", target, event);
    } else if (mode === "solve" && editor.cycle.length) {
      this.begin("paint", nextInCycle(editor.cycle, this.page.text(target)), target, event);
    }
  }

  begin(kind, token, target, event) {
    this.stroke = { kind, token, cells: [target] };
    this.holder.setPointerCapture?.(event.pointerId);
    if (kind === "paint") this.board.mark(target, "stroke");
  }

  move(event) {
    if (!this.stroke) return;
    const target = this.board.locate(event);
    if (!target || target.kind !== "cell") return;
    const cells = this.stroke.cells;
    let last = cells[cells.length - 1];
    // A fast pointer skips cells: walk to it one neighbour at a time, so a line stays connected.
    while (!sameTarget(last, target)) {
      const dr = Math.sign(target.row - last.row);
      const next = { kind: "cell", row: last.row + dr, col: last.col + (dr ? 0 : Math.sign(target.col - last.col)) };
      this.extend(next);
      last = next;
    }
    this.moveTo(target);
  }

  extend(cell) {
    const cells = this.stroke.cells;
    if (this.stroke.kind === "paint") {
      if (cells.some((c) => sameTarget(c, cell))) return;
      cells.push(cell);
      this.board.mark(cell, "stroke");
    } else {
      cells.push(cell);
      this.board.line(cells[cells.length - 2], cell, "stroke");
    }
  }

  release() {
    const stroke = this.stroke;
    this.stroke = null;
    if (!stroke) return;
    this.board.unmark("stroke");
    if (stroke.kind === "paint") {
      const cells = stroke.cells.filter((cell) => this.page.text(cell) !== stroke.token);
      if (cells.length) this.page.paint(cells, stroke.token);
    } else if (stroke.cells.length > 1) {
      this.page.lines(linePieces(stroke.cells, (cell) => this.page.text(cell), this.page.context().editor.lines));
    }
  }
}

/** The pieces a line drawn through `cells` (neighbours in a row) leaves in them: each cell's piece gains the
 *  directions the line enters and leaves it by; a segment drawn over one already there removes it (as in
 *  puzz.link). `pieces`: the type's line pieces (letters n, e, s, w); a cell keeps what is one of them. */
export function linePieces(cells, textOf, pieces) {
  const valid = new Set(pieces.map((piece) => [...piece].sort().join("")));
  const letters = new Map(); // "r,c" -> Set of directions
  const key = (cell) => `${cell.row},${cell.col}`;
  const own = (cell) => {
    if (!letters.has(key(cell))) letters.set(key(cell), new Set([...textOf(cell).toLowerCase()].filter((ch) => "nesw".includes(ch))));
    return letters.get(key(cell));
  };
  for (let k = 1; k < cells.length; k += 1) {
    const [a, b] = [cells[k - 1], cells[k]];
    const there = DIRECTIONS[`${b.row - a.row},${b.col - a.col}`];
    const back = DIRECTIONS[`${a.row - b.row},${a.col - b.col}`];
    const [fromA, fromB] = [own(a), own(b)];
    const erase = fromA.has(there) && fromB.has(back);
    for (const [set, letter] of [[fromA, there], [fromB, back]]) {
      if (erase) set.delete(letter);
      else set.add(letter);
    }
  }
  const canonical = (letters) => pieces.find((p) => [...p].sort().join("") === letters);
  const out = [];
  for (const [at, set] of letters) {
    const [row, col] = at.split(",").map(Number);
    let text = [...set].sort().join("");
    if (text.length > 2 || (text.length === 2 && !valid.has(text))) {
      // The line turns in the cell more than a piece allows (three ends): keep the two the stroke used last.
      text = lastTwo(cells, row, col) || "";
    }
    // A lone end the type has no piece for stays on the page (drawn as a stub) until a stroke goes on from it.
    out.push({ cell: [row, col], text: canonical(text) || text, valid: text === "" || valid.has(text) });
  }
  return out;
}

/** The two directions the stroke last used at (row, col), as sorted letters, or null. */
function lastTwo(cells, row, col) {
  for (let k = cells.length - 1; k >= 0; k -= 1) {
    if (cells[k].row !== row || cells[k].col !== col) continue;
    const ends = [cells[k - 1], cells[k + 1]]
      .filter(Boolean)
      .map((other) => DIRECTIONS[`${other.row - row},${other.col - col}`]);
    return ends.length === 2 ? ends.sort().join("") : null;
  }
  return null;
}
